package menus

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/session"
	"sabot/words"
)

// behindRound plays examples/italian-classic-behind.json with the user as
// its first co-bettor (bruno there): he and carla bet on anna's box 1,
// luca plays box 3. The dealer shows an ace: only the user insures, 5.
// Anna splits her 8s: the user follows the split, carla moves her 20 to
// the second card (000 Cap. 1); anna doubles 8+3, the user follows. Hand
// 1 makes 21, hand 2 stands on 17; the dealer's A 6 is 17. By hand: the
// user +20 on hand 1 (10 doubled), a push on hand 2, −5 on his insurance:
// +15; anna
// +40, carla 0, luca +10; the table +65.
func behindRound(t *testing.T) *blackjack.Round {
	t.Helper()
	shoe, err := rules.StackedShoe("8S 9S AC 8D 9H 3C TH 9C 6D")
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: shoe, Boxes: []setup.BoxBet{
		{Box: 1, Player: "anna", Bet: rules.Units(20), Behind: []setup.BackBet{{Player: session.UserName, Bet: rules.Units(10)}, {Player: "carla", Bet: rules.Units(20)}}},
		{Box: 3, Player: "luca", Bet: rules.Units(10)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	decisions := []string{"no-insurance", "insurance 5", "no-insurance", "no-insurance",
		"split", "follow-split", "second-card", "double", "follow-double", "stand", "stand"}
	next := 0
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			if next == len(decisions) {
				t.Fatalf("decisions ran out at %+v", r.Turn())
			}
			if a, err = notation.ParseDecision(decisions[next]); err != nil {
				t.Fatal(err)
			}
			next++
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// Issue 23: the history's detail of a round shows the user's stake behind
// another player's box (000 Cap. 1: his own stake, paid on its own, Art.
// 28), its hands and his insurance, and says who answered each decision:
// anna's «Double» and the user's «Double too» are not one list «Double,
// Double too». The record's table-wide net is named table_net, not taken
// for the user's: a record without your_net shows the user's +15, not the
// table's +65; an old record's "net" still loads as the table's.
func TestHistoryDetailShowsStakesBehindAndWhoDecided(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	r := behindRound(t)
	if got := r.PlayerNet(session.UserName); got != rules.Units(15) {
		t.Fatalf("the user's net %s; want +15.00 (worked out by hand)", got)
	}
	rec := record.Of(r)
	body, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil {
		t.Fatal(err)
	}
	if _, ok := fields["net"]; ok || string(fields["table_net"]) != "65.00" {
		t.Errorf("the record's top level: net present %v, table_net %s; want only table_net 65.00", ok, fields["table_net"])
	}
	withMeta, err := session.RecordWithMeta(session.RecordMeta{Game: "blackjack", Time: time.Date(2026, 5, 1, 21, 0, 0, 0, time.UTC), You: session.UserName, YourNet: r.PlayerNet(session.UserName)}, rec)
	if err != nil {
		t.Fatal(err)
	}
	// Without your_net (an older table's record) the user's net is read
	// from his stakes.
	var noMeta map[string]json.RawMessage
	json.Unmarshal(withMeta, &noMeta)
	delete(noMeta, "your_net")
	bare, _ := json.Marshal(noMeta)
	u := rules.Units
	for _, lang := range []locales.Lang{locales.English, locales.Italian, locales.Spanish} {
		loc := b.Locale(lang)
		you := loc.T(locales.BJYou)
		for _, raw := range []json.RawMessage{withMeta, bare} {
			e := readEntry(raw)
			if e.bad || !e.hasNet || e.net != u(15) {
				t.Fatalf("%s: read %+v; want the user's net +15.00", lang, e)
			}
			got := strings.Join(detail(loc, e), "\n")
			for _, want := range []string{
				loc.T(locales.HistoryBehind, you, u(10)),
				loc.T(locales.HistoryShare, 1, u(20), loc.T(locales.HistoryWin), netText(loc, u(20))),
				strings.TrimSpace(loc.T(locales.HistoryShare, 2, u(10), loc.T(locales.BJPush), "")) + "\n",
				loc.T(locales.HistorySide, loc.T(locales.ActionInsurance), u(5), loc.T(locales.HistoryLose), netText(loc, u(-5))),
				loc.T(locales.HistoryBehind, "carla", u(20)),
				loc.T(locales.HistoryDecisionsBy, "anna", strings.Join([]string{decisionWord(loc, "no-insurance"), decisionWord(loc, "split"), decisionWord(loc, "double"), decisionWord(loc, "stand")}, ", ")),
				loc.T(locales.HistoryDecisionsBy, you, strings.Join([]string{decisionWord(loc, "insurance 5"), decisionWord(loc, "follow-split"), decisionWord(loc, "follow-double")}, ", ")),
				loc.T(locales.HistoryDecisionsBy, "carla", strings.Join([]string{decisionWord(loc, "no-insurance"), decisionWord(loc, "second-card")}, ", ")),
				loc.T(locales.HistoryYourNet, netText(loc, u(15))),
			} {
				if !strings.Contains(got, want) {
					t.Errorf("%s: the detail has no line %q:\n%s", lang, want, got)
				}
			}
		}
	}

	// A record written before table_net: its "net" is the table's.
	var old record.Record
	if err := json.Unmarshal([]byte(`{"rules":"italian-classic","dealer":{"cards":"TS 7H","total":17},"boxes":[],"net":-12.50,"actions":[]}`), &old); err != nil || old.TableNet != u(-12)-rules.Money(50) {
		t.Errorf("an old record: table net %s (%v); want −12.50", old.TableNet, err)
	}
}

// decisionWord is a decision of a record as the detail writes it.
func decisionWord(loc *locales.Locale, s string) string {
	d, ok, err := save.ParseRecordAction("box 1: " + s)
	if !ok || err != nil {
		panic(s)
	}
	return words.Decision(loc, d.Action)
}
