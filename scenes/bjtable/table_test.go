package bjtable

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// The blackjack table driven with injected actions, without a display.

// seat opens table id with n computer players, animations one tick long.
func seat(t *testing.T, a *session.Context, id string, bots int) *Table {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	a.Settings.ComputerPlayers = bots
	scenetest.Ticks(t, a, 60) // the menu's intro
	s := New(a, r)
	s.view.speed = 1
	scenetest.Show(t, a, s)
	settle(t, a, s)
	return s
}

// settle runs the App until the table waits for the user.
func settle(t *testing.T, a *session.Context, s *Table) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if !s.Busy() && !a.Transitioning() && (s.d.Phase() != phasePlaying || s.userTurn()) {
			return
		}
		scenetest.Ticks(t, a, 1)
	}
	t.Fatalf("the table never waited for the user (phase %d)", s.d.Phase())
}

// act feeds events and lets the table settle.
func act(t *testing.T, a *session.Context, s *Table, events ...input.Event) {
	t.Helper()
	for _, e := range events {
		a.Feed(e)
		scenetest.Ticks(t, a, 1)
		settle(t, a, s)
	}
}

func boxClick(n int) input.Event  { return input.Event{Action: input.Select, Index: targetBox + n} }
func chipClick(i int) input.Event { return input.Event{Action: input.Select, Index: targetChip + i} }

func TestBotsSeats(t *testing.T) {
	cases := []struct {
		id        string
		bots      int
		wantSeats int
	}{
		{"italian-classic", 3, 3},
		{"italian-classic", 0, 0},
		{"italian-shuffler", 6, 6},
		{"argentine", 6, 6},
		{"italian-online", 4, 0}, // one player at the online table
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		s := seat(t, a, c.id, c.bots)
		n := 0
		for b, st := range s.d.Seats() {
			if st.Bot {
				n++
				if b == players.HomeBox(s.d.Rules()) {
					t.Errorf("%s: a computer player took the home box %d", c.id, b)
				}
				if st.Name == "" || st.Name == "?" {
					t.Errorf("%s: box %d has no name", c.id, b)
				}
				if s.d.BotBet(b) < s.d.Rules().Limits.Min || s.d.BotBet(b) > s.d.Rules().Limits.Max {
					t.Errorf("%s: box %d bets %v", c.id, b, s.d.BotBet(b))
				}
			}
		}
		if n != c.wantSeats {
			t.Errorf("%s with %d computer players: %d seated", c.id, c.bots, n)
		}
	}
}

// Issue 15: the computer players keep their seats for the session: sitting
// down again at a table finds them where they sat (names too), at every
// blackjack table; with more players the newcomers leave the user the box
// he played.
func TestBotsKeepSeats(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "argentine"} {
		a := scenetest.New(t, t.TempDir())
		first := append([]players.Seat(nil), seat(t, a, id, 3).d.Seats()...)
		for i := 0; i < 3; i++ {
			s := seat(t, a, id, 3)
			if fmt.Sprint(s.d.Seats()) != fmt.Sprint(first) {
				t.Fatalf("%s: sit-down %d seats %v; the first %v", id, i+2, s.d.Seats(), first)
			}
		}
		// The user plays every free box but one; then six players sit.
		s := seat(t, a, id, 3)
		var played []int
		free := 0
		for b := 1; b <= s.d.Rules().Boxes; b++ {
			if !s.d.Seats()[b].Bot && b != players.HomeBox(s.d.Rules()) {
				if free++; free > 1 {
					played = append(played, b)
				}
			}
		}
		for _, b := range played {
			act(t, a, s, chipClick(0), boxClick(b))
		}
		act(t, a, s, scenetest.Key(input.Confirm))
		if s.d.Phase() == phaseBetting {
			t.Fatalf("%s: the round at boxes %v was not dealt", id, played)
		}
		s = seat(t, a, id, 4)
		for b, st := range first {
			if st.Bot && s.d.Seats()[b] != st {
				t.Errorf("%s: box %d has %v; %v sat there", id, b, s.d.Seats()[b], st)
			}
		}
		for _, b := range played {
			if s.d.Seats()[b].Bot {
				t.Errorf("%s: %s took box %d the user played (seats %v)", id, s.d.Seats()[b].Name, b, s.d.Seats())
			}
		}
	}
}

func TestBettingChipsClearRepeat(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "italian-classic", 3)
	h := players.HomeBox(s.d.Rules())
	act(t, a, s, chipClick(1), boxClick(h), boxClick(h)) // 25 twice
	if s.d.Bet(h) != rules.Units(50) || s.staked() != rules.Units(50) {
		t.Fatalf("bet %v, staked %v; want 50", s.d.Bet(h), s.staked())
	}
	if st := s.view.stack(felt.Stake, h, 1); st == nil || st.amount != rules.Units(50) {
		t.Errorf("the stack on box %d is %+v", h, st)
	}
	act(t, a, s, chipClick(2), boxClick(h)) // 100 more: above the maximum of 100
	if s.d.Bet(h) != rules.Units(50) || !strings.Contains(scenetest.LastNotice(a), "maximum") || !strings.Contains(scenetest.LastNotice(a), "Art. 2") {
		t.Errorf("bet %v, notice %q", s.d.Bet(h), scenetest.LastNotice(a))
	}
	for b, st := range s.d.Seats() {
		if st.Bot {
			act(t, a, s, boxClick(b))
			if s.d.Bet(b) != 0 || !strings.Contains(scenetest.LastNotice(a), st.Name) {
				t.Errorf("a click on %s's box: bet %v, notice %q", st.Name, s.d.Bet(b), scenetest.LastNotice(a))
			}
			break
		}
	}
	act(t, a, s, scenetest.Key(input.Clear))
	if s.staked() != 0 {
		t.Errorf("after Clear %v is staked", s.staked())
	}
	act(t, a, s, scenetest.Key(input.Repeat))
	if !strings.Contains(scenetest.LastNotice(a), "No bets to repeat") {
		t.Errorf("Repeat before any round: %q", scenetest.LastNotice(a))
	}
	act(t, a, s, chipClick(0), boxClick(h))
	act(t, a, s, scenetest.Key(input.Confirm))
	playOut(t, a, s)
	act(t, a, s, scenetest.Key(input.Repeat))
	if s.d.Phase() != phaseBetting || s.d.Bet(h) != rules.Units(10) {
		t.Errorf("Repeat after the round: phase %d, bet %v", s.d.Phase(), s.d.Bet(h))
	}
}

// playOut answers every question by standing or declining until the
// round is over.
func playOut(t *testing.T, a *session.Context, s *Table) {
	t.Helper()
	for i := 0; s.d.Phase() == phasePlaying && i < 50; i++ {
		switch s.d.Round().Turn().Question {
		case blackjack.AskAceValue:
			act(t, a, s, scenetest.Key(input.AceEleven))
		case blackjack.AskPlay:
			if s.d.Round().Turn().Options.Has(blackjack.OptStand) {
				act(t, a, s, scenetest.Key(input.Stand))
			} else {
				act(t, a, s, scenetest.Key(input.Hit))
			}
		default:
			act(t, a, s, scenetest.Key(input.No))
		}
	}
	if s.d.Phase() != phaseOver {
		t.Fatalf("the round did not end: phase %d", s.d.Phase())
	}
}

func TestTableRulesSaidWithTheArticle(t *testing.T) {
	cases := []struct {
		id    string
		bots  int
		boxes []int
		want  []string
	}{
		// Art. 14: a lone player bets two boxes.
		{"italian-classic", 0, []int{4}, []string{"at least 2 boxes", "Art. 14"}},
		{"italian-shuffler", 0, []int{4}, []string{"at least 2 boxes", "Il gioco"}},
		// Desarrollo 1 (three seated players): the table seats them and
		// says why (TestDesarrollo1_NoComputerPlayersWhereAllowed).
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		s := seat(t, a, c.id, c.bots)
		for _, b := range c.boxes {
			act(t, a, s, boxClick(b))
		}
		act(t, a, s, scenetest.Key(input.Confirm))
		if s.d.Phase() != phaseBetting {
			t.Errorf("%s: the round was dealt", c.id)
		}
		for _, w := range c.want {
			if !strings.Contains(scenetest.LastNotice(a), w) {
				t.Errorf("%s: notice %q lacks %q", c.id, scenetest.LastNotice(a), w)
			}
		}
	}
	// The lone player's two boxes deal.
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "italian-classic", 0)
	act(t, a, s, boxClick(3), boxClick(5), scenetest.Key(input.Confirm))
	if s.d.Phase() != phasePlaying {
		t.Errorf("two boxes of a lone player were not dealt: %q", a.Notices())
	}
}

func TestOnlineLimits(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	a.Wallet.Set(a.Currency(), rules.Units(5000))
	s := seat(t, a, "italian-online", 0)
	act(t, a, s, chipClick(5)) // 500
	act(t, a, s, boxClick(1), boxClick(2))
	if s.staked() != rules.Units(1000) {
		t.Fatalf("staked %v", s.staked())
	}
	act(t, a, s, boxClick(3))
	if s.d.Bet(3) != 0 || !strings.Contains(scenetest.LastNotice(a), "€1,000 in a round") {
		t.Errorf("a third 500: bet %v, notice %q", s.d.Bet(3), scenetest.LastNotice(a))
	}
	// The Perfect Pair is half the bet, and counts in the round's cap.
	act(t, a, s, input.Event{Action: input.Select, Index: targetPP + 1})
	if s.d.PP(1) {
		t.Errorf("the Perfect Pair passed the cap: %q", scenetest.LastNotice(a))
	}
	act(t, a, s, scenetest.Key(input.Clear), chipClick(2), boxClick(2), input.Event{Action: input.Select, Index: targetPP + 2})
	if !s.d.PP(2) || s.staked() != rules.Units(15) {
		t.Errorf("Perfect Pair %v, staked %v; want 10 + 5", s.d.PP(2), s.staked())
	}
	bets := s.d.BoxBets()
	if len(bets) != 1 || bets[0].PerfectPair != rules.Units(5) || bets[0].Player != session.UserName {
		t.Errorf("bets %+v", bets)
	}
	// Never above the credit.
	a.Wallet.Set(a.Currency(), rules.Units(12))
	act(t, a, s, boxClick(3))
	if s.d.Bet(3) != 0 || !strings.Contains(scenetest.LastNotice(a), "Not enough money") {
		t.Errorf("bet above the bankroll: %v, %q", s.d.Bet(3), scenetest.LastNotice(a))
	}
}

// A round from the bets to the settlement: the bankroll moves by the
// user's net, both are saved, the record is in the history.
func TestRoundSettlesBankrollAndHistory(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-online", "argentine"} {
		dir := t.TempDir()
		a := scenetest.New(t, dir)
		s := seat(t, a, id, 3)
		h := players.HomeBox(s.d.Rules())
		before := a.Balance()
		act(t, a, s, boxClick(h), scenetest.Key(input.Confirm))
		if s.d.Phase() != phasePlaying {
			t.Fatalf("%s: not dealt: %q", id, a.Notices())
		}
		if len(s.view.dealer) == 0 || len(s.view.boxes[h]) == 0 {
			t.Errorf("%s: no cards on the felt at the user's turn", id)
		}
		playOut(t, a, s)
		net := s.userNet()
		if a.Balance() != before+net {
			t.Errorf("%s: bankroll %v; want %v %+v", id, a.Balance(), before, net)
		}
		if h := a.History.Records(); len(h) != 1 {
			t.Fatalf("%s: %d records", id, len(h))
		}
		var rec struct {
			Game    string      `json:"game"`
			Rules   string      `json:"rules"`
			You     string      `json:"you"`
			YourNet rules.Money `json:"your_net"`
			Time    string      `json:"time"`
			Boxes   []record.Box
		}
		if err := json.Unmarshal(a.History.Records()[0], &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Game != "blackjack" || rec.Rules != id || rec.You != session.UserName || rec.YourNet != net || rec.Time == "" {
			t.Errorf("%s: record %+v", id, rec)
		}
		b := scenetest.New(t, dir)
		if b.Wallet.Balance(a.Currency()) != a.Balance() || len(b.History.Records()) != 1 {
			t.Errorf("%s: saved bankroll %v, %d records", id, b.Wallet.Balance(a.Currency()), len(b.History.Records()))
		}
		if s.d.Phase() != phaseOver || len(s.buttonsNow(nil)) == 0 {
			t.Errorf("%s: no result and buttons after the round", id)
		}
	}
}

// A decision the table does not allow is refused with the engine's reason
// and article; nothing changes.
func TestRefusedDecisionSaysWhy(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	s := seat(t, a, "italian-classic", 3)
	h := players.HomeBox(s.d.Rules())
	for round := 0; round < 30; round++ {
		act(t, a, s, boxClick(h), scenetest.Key(input.Confirm))
		for s.d.Phase() == phasePlaying {
			tn := s.d.Round().Turn()
			if tn.Question == blackjack.AskPlay && !tn.Options.Has(blackjack.OptDouble) {
				logged := len(s.d.Round().Log())
				act(t, a, s, scenetest.Key(input.Double))
				if n := scenetest.LastNotice(a); !strings.Contains(n, "may not double") || !strings.Contains(n, "Art.") {
					t.Errorf("Double refused with %q", n)
				}
				if len(s.d.Round().Log()) != logged || s.d.Round().Turn() != tn {
					t.Error("a refused decision changed the round")
				}
				return
			}
			playOut(t, a, s)
		}
		act(t, a, s, scenetest.Key(input.Confirm))
	}
	t.Fatal("no hand without a double in 30 rounds")
}

// The dealer's calls and the table's words exist in every language.
func TestTableWordsInEveryLanguage(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range locales.Langs() {
		loc := b.Locale(l)
		for _, p := range blackjack.Phrases() {
			if k := locales.BJSay(p.String()); !loc.Has(k) {
				t.Errorf("%s: no call %q", l, k)
			}
		}
		for _, r := range rules.All() {
			if r.IsBlackjack() && len(players.Names(loc, r.Country)) < save.MaxComputerPlayers {
				t.Errorf("%s: fewer than %d names for %s", l, save.MaxComputerPlayers, r.Country)
			}
		}
	}
}

// The side bets: insurance or even money at the Italian casino, the
// desafío at the argentine table, taken with I; their chips go on the felt
// and count in the user's stakes.
func TestSideBetsTakenWithI(t *testing.T) {
	cases := []struct {
		id   string
		asks []blackjack.Question
		kind felt.StackKind
	}{
		{"italian-classic", []blackjack.Question{blackjack.AskInsurance}, felt.Insurance},
		{"argentine", []blackjack.Question{blackjack.AskDesafioBet}, felt.Desafio},
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		a.Wallet.Set(a.Currency(), rules.Units(100000))
		s := seat(t, a, c.id, 3)
		h := players.HomeBox(s.d.Rules())
		found := false
		for round := 0; round < 200 && !found; round++ {
			act(t, a, s, boxClick(h), scenetest.Key(input.Confirm))
			for s.d.Phase() == phasePlaying {
				tn := s.d.Round().Turn()
				if tn.Question == c.asks[0] {
					before := s.staked()
					act(t, a, s, scenetest.Key(input.Insurance))
					hand := max(tn.Hand, 1)
					if c.kind == felt.Insurance {
						hand = 1
					}
					st := s.view.stack(c.kind, tn.Box, hand)
					if st == nil || st.amount != s.d.Rules().Limits.Min/2 || s.staked() != before+s.d.Rules().Limits.Min/2 {
						t.Errorf("%s: side bet stack %+v, staked %v → %v", c.id, st, before, s.staked())
					}
					found = true
				}
				playOut(t, a, s)
			}
			act(t, a, s, scenetest.Key(input.Confirm))
		}
		if !found {
			t.Errorf("%s: never asked %v in 200 rounds", c.id, c.asks)
		}
	}
}

// Split hands, up to the Shuffler Mate's four, lie on the felt apart from
// one another and below the band of the sabot.
func TestHandsPlaces(t *testing.T) {
	for _, r := range rules.All() {
		if !r.IsBlackjack() {
			continue
		}
		g := felt.New(r)
		band := g.Table.Sabot.Y + g.Table.Sabot.H
		for box := 1; box <= r.Boxes; box++ {
			for nh := 1; nh <= r.MaxHands; nh++ {
				for h := 0; h < nh; h++ {
					x, y, sc := g.CardAt(box, h, nh, 0, 0, false)
					if y-g.CardH*sc/2 < band {
						t.Errorf("%s box %d hand %d of %d: the card's top %.0f is in the sabot's band (%.0f)", r.ID, box, h+1, nh, y-g.CardH*sc/2, band)
					}
					if d := math.Hypot(x-g.Table.CX, y-g.Table.CY); d > g.Table.Radius*0.92 {
						t.Errorf("%s box %d hand %d of %d: off the felt (%.0f of %.0f)", r.ID, box, h+1, nh, d, g.Table.Radius)
					}
					if h > 0 {
						px, py, _ := g.CardAt(box, h-1, nh, 0, 0, false)
						if math.Hypot(x-px, y-py) < g.CardW*sc*0.9 {
							t.Errorf("%s box %d: hands %d and %d of %d overlap", r.ID, box, h, h+1, nh)
						}
					}
				}
			}
		}
	}
}

// The table's header shows the bankroll of the table's money, in it: the
// pesos at the Argentine table («$ 1.000», never played), the euros at the
// Italian ones («600 €», after 400 € lost).
func TestHeaderShowsTheTablesMoney(t *testing.T) {
	for _, tt := range []struct {
		id   string
		lang locales.Lang
		want string
	}{
		{"argentine", locales.Spanish, "Fondos: $\u00a01.000"},
		{"argentine", locales.Italian, "Cassa: $\u00a01.000"},
		{"italian-classic", locales.Spanish, "Fondos: 600\u00a0€"},
		{"italian-classic", locales.Italian, "Cassa: 600\u00a0€"},
		{"italian-online", locales.English, "Bankroll: €600"},
	} {
		t.Run(tt.id+"/"+string(tt.lang), func(t *testing.T) {
			dir := t.TempDir()
			if err := save.Open(dir).SetBankroll(save.Bankroll{Balance: rules.Units(600), Currency: "EUR"}); err != nil {
				t.Fatal(err)
			}
			a := scenetest.New(t, dir)
			a.SetLang(tt.lang)
			s := seat(t, a, tt.id, 2)
			if got := s.bankrollText(); got != tt.want {
				t.Errorf("%q, want %q", got, tt.want)
			}
		})
	}
}
