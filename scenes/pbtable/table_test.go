package pbtable

import (
	"encoding/json"
	"strings"
	"testing"

	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// These tests drive the Punto Banco table with injected events, without a
// display.

// pbRecord reads a coup's record back from the history. (punto.Result has no
// UnmarshalText, so the record is read into the fields the tests need.)
func pbRecord(t *testing.T, raw []byte) punto.Record {
	t.Helper()
	var r struct {
		Punto, Banco punto.Hand
		Winner       punto.Side
		Reader       int
		Bets         []struct {
			Position int
			On       punto.Side
			Amount   rules.Money
			Standing bool
		}
		Corrections []punto.Correction
		Blank, Void bool
		Done        bool
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	out := punto.Record{Punto: r.Punto, Banco: r.Banco, Winner: r.Winner, Reader: r.Reader, Corrections: r.Corrections, Blank: r.Blank, Void: r.Void, Done: r.Done}
	for _, b := range r.Bets {
		out.Bets = append(out.Bets, punto.BetRecord{Position: b.Position, On: b.On, Amount: b.Amount, Standing: b.Standing})
	}
	return out
}

// puntoAt opens the Super Punto Banco table from the menu, with players
// computer players and the given slips.
func puntoAt(t *testing.T, players int, slips pbdriver.Slips) (*session.Context, *Table, string) {
	t.Helper()
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	a.Settings.ComputerPlayers = players
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, input.Event{Action: input.Select, Index: menus.TargetTable + 4})
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	p, ok := a.Scene().(*Table)
	if !ok {
		t.Fatalf("Play at super-punto-banco opened %T", a.Scene())
	}
	p.d.SetSlips(slips)
	pbUntil(t, a, "the bets open", func() bool { return p.d.Betting() && !p.Busy() })
	return a, p, dir
}

var pbNoSlips = pbdriver.Slips{}

// pbUntil runs ticks until cond holds.
func pbUntil(t *testing.T, a *session.Context, what string, cond func() bool) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if cond() {
			return
		}
		scenetest.Ticks(t, a, 1)
	}
	t.Fatalf("%s: not after 20000 ticks", what)
}

func pbChipEv(i int) input.Event { return input.Event{Action: input.Select, Index: pbTargetChip + i} }
func pbBetEv(side punto.Side) input.Event {
	return input.Event{Action: input.Select, Index: pbTargetBet + int(side)}
}

// The chips of the table: 10, 25, 100, 500, 1000.
const (
	pbC10 = iota
	pbC25
	pbC100
	pbC500
	pbC1000
)

func TestPuntoChipsFollowTheLimits(t *testing.T) {
	got := puntoChips(rules.SuperPuntoBanco.Limits)
	want := []rules.Money{rules.Units(10), rules.Units(25), rules.Units(100), rules.Units(500), rules.Units(1000)}
	if len(got) != len(want) {
		t.Fatalf("chips %v; want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("chip %d = %v; want %v", i, got[i], want[i])
		}
	}
}

// Betting at the user's position: one bet on Punto or Banco plus Egalité,
// Egalité alone, the table maximum a bet, no more than the bankroll.
func TestPuntoBets(t *testing.T) {
	const P, B, E = punto.Punto, punto.Banco, punto.Egalite
	cases := []struct {
		name    string
		events  []input.Event
		want    pbdriver.Stake
		refusal string // in the banner's second line
	}{
		{"a chip, then another", []input.Event{pbChipEv(pbC25), pbBetEv(P), pbBetEv(P)}, pbdriver.Stake{P: rules.Units(50)}, ""},
		{"Banco after Punto", []input.Event{pbChipEv(pbC25), pbBetEv(P), pbBetEv(B)}, pbdriver.Stake{P: rules.Units(25)}, "Art. 11"},
		{"Punto after Banco", []input.Event{pbChipEv(pbC10), pbBetEv(B), pbBetEv(P)}, pbdriver.Stake{B: rules.Units(10)}, "Art. 11"},
		{"Egalité with Banco", []input.Event{pbChipEv(pbC100), pbBetEv(B), pbChipEv(pbC10), pbBetEv(E)}, pbdriver.Stake{B: rules.Units(100), E: rules.Units(10)}, ""},
		{"Egalité alone", []input.Event{pbChipEv(pbC25), pbBetEv(E)}, pbdriver.Stake{E: rules.Units(25)}, ""},
		{"the maximum", []input.Event{pbChipEv(pbC500), pbBetEv(B), pbBetEv(B), pbChipEv(pbC10), pbBetEv(B)}, pbdriver.Stake{B: rules.Units(1000)}, "Art. 14"},
		{"the bankroll", []input.Event{pbChipEv(pbC1000), pbBetEv(P), pbChipEv(pbC10), pbBetEv(E)}, pbdriver.Stake{P: rules.Units(1000)}, "Not enough money"},
		{"arrows change the chip", []input.Event{pbChipEv(pbC10), scenetest.Key(input.Right), scenetest.Key(input.Right), scenetest.Key(input.Left), pbBetEv(P)}, pbdriver.Stake{P: rules.Units(25)}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, p, _ := puntoAt(t, 0, pbNoSlips)
			for _, e := range c.events {
				scenetest.Press(t, a, e)
			}
			if p.d.Stake() != c.want {
				t.Errorf("stake %v; want %v", p.d.Stake(), c.want)
			}
			_, sub := p.bannerLines()
			want := c.refusal
			if want == "" {
				want = "Click Punto, Banco or Tie at your place" // the hint, no refusal
			}
			if !strings.Contains(sub, want) {
				t.Errorf("banner %q; want %q", sub, want)
			}
			for _, side := range []punto.Side{P, B, E} {
				i := p.view.findStack(puntoSeat, side, false)
				if (i >= 0) != (c.want[side] > 0) || (i >= 0 && p.view.stacks[i].amount != c.want[side]) {
					t.Errorf("the %s chips on the felt do not show %v", side, c.want[side])
				}
			}
		})
	}
}

// pbFinishCoup deals and plays the coup to its end, the user calling by the
// rule when he reads.
func pbFinishCoup(t *testing.T, a *session.Context, p *Table) {
	t.Helper()
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	// The last coup's cards go to the discard holder first.
	for i := 0; p.d.Betting() && p.dealNext && i < 200; i++ {
		scenetest.Ticks(t, a, 1)
	}
	if p.d.Betting() {
		t.Fatal("Deal did not start the coup")
	}
	pbUntil(t, a, "the coup's end", func() bool {
		if p.userReads() && !p.Busy() {
			a.Feed(pbRuleKeys(p)...)
		}
		return p.d.Betting() && !p.Busy()
	})
}

// pbRuleKeys are the user's keys for the call of the rule: turn, then call.
func pbRuleKeys(p *Table) []input.Event {
	if !p.d.Peeked() {
		return []input.Event{scenetest.Key(input.Turn)}
	}
	switch rules.PuntoRule(p.d.Round().Points(punto.Punto)) {
	case rules.CallCarta:
		return []input.Event{scenetest.Key(input.Hit)}
	case rules.CallNoCarta:
		return []input.Event{scenetest.Key(input.Stand)}
	}
	return []input.Event{scenetest.Key(input.Turn)}
}

func TestPuntoClearAndRepeat(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC25), pbBetEv(punto.Banco), pbBetEv(punto.Banco))
	scenetest.Press(t, a, scenetest.Key(input.Clear))
	if !p.d.Stake().Empty() || p.view.findStack(puntoSeat, punto.Banco, false) >= 0 {
		t.Fatalf("after Clear the stake is %v", p.d.Stake())
	}
	scenetest.Press(t, a, scenetest.Key(input.Repeat)) // nothing to repeat yet
	if !p.d.Stake().Empty() {
		t.Fatalf("Repeat before any coup bet %v", p.d.Stake())
	}
	scenetest.Press(t, a, pbBetEv(punto.Banco), pbBetEv(punto.Banco))
	before := a.Balance()
	pbFinishCoup(t, a, p)
	if !p.d.Stake().Empty() {
		t.Errorf("the bets of the last coup are still on the layout: %v", p.d.Stake())
	}
	net := a.Balance() - before
	if b := p.d.Record().Bets[0]; b.Net != net || b.Amount != rules.Units(50) {
		t.Errorf("bankroll moved by %v; the record says %+v", net, b)
	}
	scenetest.Press(t, a, scenetest.Key(input.Repeat))
	if p.d.Stake() != (pbdriver.Stake{punto.Banco: rules.Units(50)}) {
		t.Errorf("Repeat bet %v; want Banco 50", p.d.Stake())
	}
	scenetest.Press(t, a, scenetest.Key(input.Clear))
	a.Wallet.Set(a.Currency(), rules.Units(30))
	scenetest.Press(t, a, scenetest.Key(input.Repeat))
	if !p.d.Stake().Empty() {
		t.Errorf("Repeat bet %v with 30 in the bankroll", p.d.Stake())
	}
	if _, sub := p.bannerLines(); !strings.Contains(sub, "Not enough") {
		t.Errorf("the refusal of Repeat says %q", sub)
	}
}

// The user bets the biggest Punto: the cards come to his place face down,
// he turns them by click or key (they flip), then calls; the coup is
// settled, the bankroll and the history saved, the roads drawn.
func TestPuntoUserReadsTheCards(t *testing.T) {
	a, p, dir := puntoAt(t, 0, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
	before, records := a.Balance(), len(a.History.Records())
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	reader := 0
	for _, c := range p.view.cards {
		if c.atReader {
			reader++
			if c.up {
				t.Error("a Punto card is face up before the user turns it")
			}
		}
	}
	if reader != 2 {
		t.Fatalf("%d cards at the reader's place; want 2", reader)
	}
	if main, _ := p.bannerLines(); main != "You read Punto: turn your cards" {
		t.Errorf("banner %q", main)
	}
	scenetest.Press(t, a, scenetest.Key(input.Hit)) // no call before looking
	if !p.userReads() {
		t.Fatal("a call was taken before the cards were turned")
	}
	var turn *input.Target
	for i, tg := range p.hud.targets {
		if tg.Event.Action == input.Turn {
			turn = &p.hud.targets[i]
		}
	}
	if turn == nil {
		t.Fatal("no button or card to click to turn the cards")
	}
	scenetest.Press(t, a, turn.Event)
	pbUntil(t, a, "the flip", func() bool { return !p.Busy() })
	for _, c := range p.view.cards {
		if c.atReader && (!c.up || c.sx != 1) {
			t.Errorf("after the turn a card is up=%v, scale %v", c.up, c.sx)
		}
	}
	pts := p.d.Round().Points(punto.Punto)
	want := rules.PuntoRule(pts)
	if main, _ := p.bannerLines(); !strings.Contains(main, "Your Punto cards make") {
		t.Errorf("banner after the turn %q", main)
	}
	buttons := map[input.Action]bool{}
	for _, tg := range p.hud.targets {
		buttons[tg.Event.Action] = true
	}
	// «Natural: show» only on a natural (8 or 9): it was offered on any
	// total.
	if natural := pts >= 8; len(buttons) != 2+map[bool]int{true: 1}[natural] || !buttons[input.Hit] || !buttons[input.Stand] || buttons[input.Turn] != natural {
		t.Errorf("the buttons on %d are %v; want carta, no carta, and show only on a natural", pts, buttons)
	}
	a.Feed(pbRuleKeys(p)...)
	pbUntil(t, a, "the coup's end", func() bool { return p.d.Betting() && !p.Busy() })

	rec := p.d.Record()
	if rec.Reader != puntoSeat || rec.Call != want.String() || len(rec.Corrections) != 0 {
		t.Errorf("record: reader %d call %q corrections %v; want 5 %q none", rec.Reader, rec.Call, rec.Corrections, want)
	}
	if got := a.Balance() - before; got != rec.Bets[0].Net {
		t.Errorf("bankroll moved %v; the bet's net is %v", got, rec.Bets[0].Net)
	}
	if len(a.History.Records()) != records+1 {
		t.Fatalf("%d records; want %d", len(a.History.Records()), records+1)
	}
	raw := a.History.Records()[len(a.History.Records())-1]
	if saved := pbRecord(t, raw); saved.Reader != puntoSeat {
		t.Errorf("the history's last record: %+v", saved)
	}
	var meta struct {
		Game, You string
		YourNet   rules.Money `json:"your_net"`
	}
	if err := json.Unmarshal(raw, &meta); err != nil || meta.Game != "punto-banco" || meta.You != puntoHuman || meta.YourNet != rec.Bets[0].Net {
		t.Errorf("the record's meta %+v, %v", meta, err)
	}
	// The coup is committed: the round log read again has it, and the
	// bankroll after it.
	if st, _ := save.Open(dir).Load(locales.English); st.Wallet.Balance(save.Euro) != a.Balance() || st.History.Len() != len(a.History.Records()) {
		t.Errorf("saved: bankroll %v, %d rounds; the game has %v, %d", st.Wallet.Balance(save.Euro), st.History.Len(), a.Balance(), len(a.History.Records()))
	} else {
		st.History.Close()
	}
	if len(p.d.Board()) != 1 {
		t.Errorf("the roads hold %d coups; want 1", len(p.d.Board()))
	}
	if p.result.key == "" {
		t.Error("no result shown for the user's coup")
	}
}

// pbBanners runs the coup and returns every banner shown, main and second
// line.
func pbBanners(t *testing.T, a *session.Context, p *Table, call func(*Table) []input.Event) []string {
	t.Helper()
	var seen []string
	last := ""
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	pbUntil(t, a, "the coup's end", func() bool {
		main, sub := p.bannerLines()
		if s := main + " | " + sub; s != last {
			seen = append(seen, s)
			last = s
		}
		if p.userReads() && !p.Busy() {
			a.Feed(call(p)...)
		}
		return p.d.Betting() && !p.Busy()
	})
	return seen
}

func pbSaw(seen []string, s string) bool {
	for _, b := range seen {
		if strings.Contains(b, s) {
			return true
		}
	}
	return false
}

// A call against the Tabella is corrected "alla regola": the banner says
// so and the record keeps it.
func TestPuntoWrongCallIsCorrected(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
	seen := pbBanners(t, a, p, func(p *Table) []input.Event {
		if !p.d.Peeked() {
			return []input.Event{scenetest.Key(input.Turn)}
		}
		if rules.PuntoRule(p.d.Round().Points(punto.Punto)) == rules.CallNoCarta {
			return []input.Event{scenetest.Key(input.Hit)}
		}
		return []input.Event{scenetest.Key(input.Stand)}
	})
	if !pbSaw(seen, "By the rule:") || !pbSaw(seen, "Tabella della Regola says") {
		t.Errorf("no correction shown: %q", seen)
	}
	if c := p.d.Record().Corrections; len(c) != 1 || c[0].Phrase != punto.PhraseAllaRegola {
		t.Errorf("corrections %+v", c)
	}
	if !pbSaw(seen, "Banco ") || !pbSaw(seen, "wins") && !pbSaw(seen, "Tie") {
		t.Errorf("no announcement: %q", seen)
	}
}

// With no Punto bet the dealer turns Punto's cards; a standing user who
// bets Punto does not read either (Art. 13).
func TestPuntoNobodyReads(t *testing.T) {
	t.Run("no Punto bet", func(t *testing.T) {
		a, p, _ := puntoAt(t, 0, pbNoSlips)
		scenetest.Press(t, a, pbChipEv(pbC25), pbBetEv(punto.Banco))
		seen := pbBanners(t, a, p, func(*Table) []input.Event { t.Fatal("the user was asked to read"); return nil })
		if !pbSaw(seen, "the dealer plays Punto") || p.d.Record().Reader != 0 {
			t.Errorf("reader %d, banners %q", p.d.Record().Reader, seen)
		}
	})
	t.Run("standing", func(t *testing.T) {
		a, p, _ := puntoAt(t, 0, pbNoSlips)
		scenetest.Press(t, a, scenetest.Key(input.Seat))
		if !p.d.Standing() {
			t.Fatal("U did not stand the user up")
		}
		scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
		seen := pbBanners(t, a, p, func(*Table) []input.Event { t.Fatal("a standing user was asked to read"); return nil })
		if !pbSaw(seen, "does not read (Art. 13)") || p.d.Record().Reader != 0 || !p.d.Record().Bets[0].Standing {
			t.Errorf("record %+v, banners %q", p.d.Record(), seen)
		}
		scenetest.Press(t, a, scenetest.Key(input.Seat))
		if p.d.Standing() {
			t.Error("U did not sit the user down")
		}
	})
}

// The incidents the regulation remedies, forced: the first card seen in
// the sabot (Colpo in Bianco, Art. 1) and a wrong score ("Le carte
// parlano", Art. 9).
func TestPuntoIncidents(t *testing.T) {
	t.Run("colpo in bianco", func(t *testing.T) {
		a, p, _ := puntoAt(t, 0, pbdriver.Slips{Blank: 100})
		scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
		before, button := a.Balance(), p.d.Table().Button()
		seen := pbBanners(t, a, p, pbRuleKeys)
		if !pbSaw(seen, "Blank coup (Colpo in Bianco) | The first card showed in the sabot") {
			t.Errorf("banners %q", seen)
		}
		if r := p.d.Record(); !r.Blank || r.Bets[0].Result != punto.Withdrawn || r.Reader != 0 {
			t.Errorf("record %+v", r)
		}
		if a.Balance() != before || p.d.Table().Button() != button {
			t.Errorf("bankroll %v (was %v), button %d (was %d)", a.Balance(), before, p.d.Table().Button(), button)
		}
	})
	t.Run("le carte parlano", func(t *testing.T) {
		a, p, _ := puntoAt(t, 0, pbdriver.Slips{Announce: 100})
		seen := pbBanners(t, a, p, pbRuleKeys)
		if !pbSaw(seen, "The cards speak") || !pbSaw(seen, "(Art. 9)") {
			t.Errorf("banners %q", seen)
		}
		if c := p.d.Record().Corrections; len(c) != 1 || c[0].Phrase != punto.PhraseLeCarteParlano {
			t.Errorf("corrections %+v", c)
		}
	})
}

// The roads hold the coups of the shoe and start again with a new one.
func TestPuntoRoadsFollowTheShoe(t *testing.T) {
	a, p, _ := puntoAt(t, 2, pbNoSlips)
	var shoe []roads.Coup
	for p.d.Table().Shoes() < 2 {
		n := len(a.History.Records())
		p.instant = true // one coup at once, with no saving or painting between
		p.deal()
		for p.step() {
		}
		p.instant = false
		if p.d.Table().Shoes() == 2 {
			break
		}
		if c, ok := roads.FromRecord(pbRecord(t, a.History.Records()[n])); ok {
			shoe = append(shoe, c)
		}
		if len(p.d.Board()) != len(shoe) {
			t.Fatalf("after %d coups the roads hold %d", len(shoe), len(p.d.Board()))
		}
	}
	if len(shoe) < 50 {
		t.Errorf("a shoe of %d coups", len(shoe))
	}
	if len(p.d.Board()) > 1 {
		t.Errorf("the new shoe's roads hold %d coups after its first", len(p.d.Board()))
	}
}

// F4 shows the hand history, and Back comes back to the same table.
func TestPuntoHistoryAndBack(t *testing.T) {
	a, p, _ := puntoAt(t, 1, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC25), pbBetEv(punto.Banco))
	pbFinishCoup(t, a, p)
	scenetest.Press(t, a, scenetest.Key(input.History))
	if _, ok := a.Scene().(*menus.HandHistory); !ok {
		t.Fatalf("F4 opened %T", a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != session.Scene(p) || len(p.d.Board()) != 1 || p.d.Last().Empty() {
		t.Errorf("back from the history: %T, %d coups on the roads", a.Scene(), len(p.d.Board()))
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if _, ok := a.Scene().(*menus.Menu); !ok {
		t.Errorf("Esc from the table opened %T", a.Scene())
	}
}

// The coup's cards and result stay on the felt until the user deals again,
// as at the blackjack tables; the scoreboard's header numbers the coup the
// bets are open for, from the second coup on too.
func TestPuntoCoupStaysUntilTheNextDeal(t *testing.T) {
	a, p, _ := puntoAt(t, 1, pbNoSlips)
	if p.view.coupShown != 1 {
		t.Errorf("the first bets: coup %d shown; want 1", p.view.coupShown)
	}
	for coup := 1; coup <= 3; coup++ {
		scenetest.Press(t, a, pbChipEv(pbC10), pbBetEv(punto.Banco))
		pbFinishCoup(t, a, p)
		scenetest.Ticks(t, a, 600) // ten seconds at the table
		if len(p.view.cards) < 4 || p.result.key == "" {
			t.Errorf("coup %d: %d cards and result %q on the felt ten seconds on; want the coup's cards and result", coup, len(p.view.cards), p.result.key)
		}
		if want := p.d.Table().Coups() + 1; p.view.coupShown != want {
			t.Errorf("after coup %d: coup %d shown while the bets are open; want %d", coup, p.view.coupShown, want)
		}
	}
	// The next deal takes the old cards away first: only the new coup's
	// are on the felt.
	scenetest.Press(t, a, pbChipEv(pbC10), pbBetEv(punto.Banco), scenetest.Key(input.Confirm))
	pbUntil(t, a, "the new coup", func() bool { return !p.d.Betting() && p.d.Round() != nil })
	pbUntil(t, a, "its cards", func() bool {
		return !p.Busy() || len(p.view.cards) > 0 && !p.view.kept
	})
	if n := len(p.view.cards); n > 6 {
		t.Errorf("%d cards on the felt in the new coup; want its own, at most 6", n)
	}
}

// F2, F3 and F5 at the table open the rule sheet, the settings and the
// progress; Back returns to the same table.
func TestPuntoKeysOpenRulesSettingsProgress(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	for _, k := range []input.Action{input.Rules, input.Settings, input.Progress} {
		scenetest.Press(t, a, scenetest.Key(k))
		pbUntil(t, a, "the fade", func() bool { return !a.Transitioning() })
		if a.Scene() == p {
			t.Errorf("%v did nothing at the table", k)
			continue
		}
		scenetest.Press(t, a, scenetest.Key(input.Back))
		pbUntil(t, a, "the fade back", func() bool { return !a.Transitioning() })
		if a.Scene() != p {
			t.Errorf("Back after %v went to %T, not the table", k, a.Scene())
		}
	}
}

// Issue 23: «Natural: show» is offered, and T shows, only on a natural;
// with the trainer off the reader's wrong call is said and stays; the coup's
// last words and every player's payouts stay on the felt until a key.
func TestPuntoNaturalShowAndTheCoupHeldUntilAKey(t *testing.T) {
	a, p, _ := puntoAt(t, 3, pbNoSlips)
	sawNatural, sawOther, sawPayout := false, false, false
	for coup := 0; coup < 40 && !(sawNatural && sawOther && sawPayout); coup++ {
		scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
		for i := 0; p.d.Betting() && p.dealNext && i < 200; i++ {
			scenetest.Ticks(t, a, 1)
		}
		if p.d.Betting() {
			t.Fatal("Deal did not start the coup")
		}
		pbUntil(t, a, "the user reads or the coup ends", func() bool {
			return (p.userReads() || p.d.Betting()) && !p.Busy()
		})
		if p.userReads() {
			scenetest.Press(t, a, scenetest.Key(input.Turn))
			pbUntil(t, a, "the flip", func() bool { return !p.Busy() })
			pts := p.d.Round().Points(punto.Punto)
			show := false
			for _, tg := range p.hud.targets {
				show = show || tg.Event.Action == input.Turn
			}
			if show != (pts >= 8) {
				t.Errorf("Punto %d: «show» offered %v", pts, show)
			}
			if pts < 8 {
				sawOther = true
				scenetest.Press(t, a, scenetest.Key(input.Turn)) // not a call on 0-7
				if !p.userReads() {
					t.Errorf("T on %d was taken as «battuta»", pts)
				}
				// A wrong call, the trainer off: said, and kept.
				wrong := map[rules.ReaderCall]input.Action{rules.CallCarta: input.Stand, rules.CallNoCarta: input.Hit}[rules.PuntoRule(pts)]
				scenetest.Press(t, a, scenetest.Key(wrong))
			} else {
				sawNatural = true
				scenetest.Press(t, a, scenetest.Key(input.Turn))
			}
			pbUntil(t, a, "the coup's end", func() bool { return p.d.Betting() && !p.Busy() })
			if pts < 8 {
				scenetest.Ticks(t, a, 600)
				if _, sub := p.bannerLines(); !strings.Contains(sub, "You called") || !strings.Contains(sub, "rebuilt by the rule") {
					t.Errorf("the wrong call on %d: banner's second line %q ten seconds on", pts, sub)
				}
			}
		} else {
			pbUntil(t, a, "the coup's end", func() bool { return p.d.Betting() && !p.Busy() })
		}
		scenetest.Ticks(t, a, 600)
		if !p.holding {
			t.Fatal("the coup was not held until a key")
		}
		for _, s := range p.view.stacks {
			if s.payout && s.pos != puntoSeat && s.labelOn {
				sawPayout = true
			}
		}
		main, _ := p.bannerLines()
		if strings.Contains(main, "Place your bets") {
			t.Errorf("the coup's last words gave way to %q before a key", main)
		}
		scenetest.Press(t, a, scenetest.Key(input.Clear)) // a key: the bets open
		if p.holding || len(p.view.stacks) > len(p.d.CrowdBets())+1 {
			t.Errorf("after a key: holding %v, %d stacks", p.holding, len(p.view.stacks))
		}
	}
	if !sawNatural || !sawOther || !sawPayout {
		t.Errorf("40 coups: natural %v, other %v, a computer player's payout on the felt %v", sawNatural, sawOther, sawPayout)
	}
}

// 002 Distribuzione: «Il Dealer indica la casella vincente, annunciando
// prima il punteggio a Banco e poi quello a Punto.» The automatic dealer
// of play mode announces the score, then indicates the winning side as a
// step of its own, before any bet is settled: the record has the two steps
// in a row, and the message line says the score and then, under it, the
// side that wins, which the dealer points at.
func TestPuntoDistribuzione_TheDealerIndicatesTheWinningSide(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC25), pbBetEv(punto.Banco))
	seen := pbBanners(t, a, p, pbRuleKeys)
	rec := p.d.Record()
	ann := -1
	for i, s := range rec.Actions {
		if strings.HasPrefix(s, "announce ") {
			ann = i
		}
	}
	if ann < 0 || ann+1 >= len(rec.Actions) || rec.Actions[ann+1] != "indicate "+rec.Winner.String() {
		t.Fatalf("actions %q: want the announcement, then indicate %s", rec.Actions, rec.Winner)
	}
	if next := punto.MustParseAction(rec.Actions[ann+2]).Kind; next != punto.Collect && next != punto.Pay && next != punto.Return {
		t.Errorf("after the side indicated, %s; want the settlement", rec.Actions[ann+2])
	}
	score := pbScoreLine(rec.Banco.Total, rec.Punto.Total).text(a.Loc)
	said := map[punto.Side]punto.Phrase{punto.Punto: punto.PhraseVincePunto, punto.Banco: punto.PhraseVinceBanco, punto.Egalite: punto.PhraseEgalite}[rec.Winner]
	want := score + " | " + pbSay(pbSaid[said]).text(a.Loc)
	at := -1
	for i, b := range seen {
		if b == score+" | " {
			at = i
		}
	}
	if at < 0 || at+1 >= len(seen) || seen[at+1] != want {
		t.Errorf("banners %q: want %q, then %q", seen, score+" | ", want)
	}
	if p.view.pointAt != rec.Winner {
		t.Errorf("the dealer points at %s; want %s", p.view.pointAt, rec.Winner)
	}
}
