package pbdriver

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
)

// notices are the keys of the Notice events among evs.
func notices(evs []Event) []locales.Key {
	var out []locales.Key
	for _, e := range evs {
		if n, ok := e.(Notice); ok {
			out = append(out, n.Key)
		}
	}
	return out
}

// stepOnce takes one step of the coup: the dealer's, a computer reader's
// call, or the user's (he turns his cards, then calls by the rule). It
// returns false when the coup is done.
func stepOnce(t *testing.T, d *Driver) bool {
	t.Helper()
	r := d.Round()
	who := r.Awaiting()
	switch {
	case r.Done():
		return false
	case who.IsDealer():
		d.DealerStep()
	case d.UserReads() && !d.Peeked():
		d.Peek()
	case d.UserReads():
		d.Call(rules.PuntoRule(r.Points(punto.Punto)))
	case who.IsReader():
		d.BotCall()
	default:
		t.Fatalf("nobody to act at %v", who)
	}
	return true
}

// playOut plays the coup to its end and commits it; it returns every event.
func playOut(t *testing.T, d *Driver) []Event {
	t.Helper()
	var evs []Event
	for i := 0; stepOnce(t, d); i++ {
		if i > 200 {
			t.Fatal("the coup does not end")
		}
		evs = append(evs, d.Drain()...)
	}
	d.Finish()
	return append(evs, d.Drain()...)
}

// points is a hand's score counted by hand: the cards' values (ace 1,
// tens and faces 0), the tens dropped (002 Distribuzione).
func points(cards rules.Cards) int {
	n := 0
	for _, c := range cards {
		if v := int(c.Rank); v < 10 {
			n += v
		}
	}
	return n % 10
}

// handNet is the user's net on a coup worked out by hand from its cards and
// his stake, by the table's payouts (002 leaves them to the general Punto
// Banco regulation; the rule set's Interpretation): the higher score wins;
// Punto pays 1:1, Banco 1:1 less 5% commission, Egalité 8:1; on a tie the
// Punto and Banco bets are returned (002: «il colpo è dichiarato nullo»);
// a void coup returns every bet, and a Colpo in Bianco has none.
func handNet(rec punto.Record, s Stake) rules.Money {
	if rec.Blank || rec.Void {
		return 0
	}
	pp, bp := points(rec.Punto.Cards), points(rec.Banco.Cards)
	switch {
	case pp == bp:
		return s[punto.Egalite] * 8
	case pp > bp:
		return s[punto.Punto] - s[punto.Banco] - s[punto.Egalite]
	}
	return s[punto.Banco]*95/100 - s[punto.Punto] - s[punto.Egalite]
}

// A coup played from the bets to the commit: the log has it under its id,
// the journal is gone, and the bankroll moved by the user's net, worked out
// by hand from the coup's cards: a Banco win of 100 pays 95, a Punto win
// 100, a tie 8 to 1 on Egalité and the other bets back.
func TestCoupPlayedToTheCommit(t *testing.T) {
	stakes := []Stake{
		{punto.Banco: rules.Units(100), punto.Egalite: rules.Units(10)},
		{punto.Punto: rules.Units(100), punto.Egalite: rules.Units(10)},
		{punto.Banco: rules.Units(100)},
		{punto.Egalite: rules.Units(20)},
	}
	b := newBooks(t, t.TempDir(), 3)
	d := New(b, rules.SuperPuntoBanco, rules.NewRand(11))
	d.SetSlips(Slips{})
	d.SetClock(func() time.Time { return time.Date(2025, 5, 2, 21, 30, 0, 0, time.UTC) })
	seen := map[string]bool{}
	for coup := 0; coup < 300 && len(seen) < 4; coup++ {
		s := stakes[coup%len(stakes)]
		d.OpenBets()
		for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
			if s[side] > 0 && !d.AddChip(side, s[side]) {
				t.Fatalf("coup %d: %v refused: %v", coup, s, notices(d.Drain()))
			}
		}
		before := b.Bankroll
		if !d.Deal(true) {
			t.Fatalf("coup %d not dealt: %v", coup, notices(d.Drain()))
		}
		if j, _ := b.Store().LoadJournal(); j == nil || j.Head.Round != d.RoundID() {
			t.Fatalf("coup %d: no journal of %s", coup, d.RoundID())
		}
		playOut(t, d)
		rec := d.Record()
		want := handNet(rec, s)
		net, staked := d.LastNet()
		if net != want || (staked == 0) != rec.Blank {
			t.Fatalf("coup %d, %+v on Punto %s Banco %s: net %v (staked %v); by hand %v", coup, s, rec.Punto.Cards, rec.Banco.Cards, net, staked, want)
		}
		e, err := b.Log.Entry(b.Log.Len() - 1)
		if err != nil || e.Round != d.RoundID() || e.Net != want || e.Balance != before+want || b.Bankroll != e.Balance {
			t.Fatalf("coup %d: entry %+v (%v); want net %v, balance %v", coup, e, err, want, before+want)
		}
		if j, _ := b.Store().LoadJournal(); j != nil {
			t.Fatalf("coup %d: the journal outlived the commit", coup)
		}
		switch {
		case rec.Blank || rec.Void:
		case points(rec.Punto.Cards) == points(rec.Banco.Cards):
			seen["tie"] = true
		case points(rec.Banco.Cards) > points(rec.Punto.Cards) && s[punto.Banco] > 0:
			seen["banco won"] = true
		case points(rec.Punto.Cards) > points(rec.Banco.Cards) && s[punto.Punto] > 0:
			seen["punto won"] = true
		default:
			seen["lost"] = true
		}
	}
	if len(seen) < 4 {
		t.Errorf("300 coups saw only %v", seen)
	}
	if b.Commits != b.Log.Len() {
		t.Errorf("%d commits, %d coups in the log", b.Commits, b.Log.Len())
	}
}

// snapshot is what a coup is at a moment, as JSON for comparison (the
// user's cards turned count while he reads).
func snapshot(t *testing.T, d *Driver) string {
	t.Helper()
	r := d.Round()
	raw, err := json.Marshal(struct {
		Record   punto.Record
		Awaiting punto.Actor
		Shoe     int
		Round    string
		Stake    Stake
		Peeked   bool
		Crowd    []punto.Bet
		Board    any
		Betting  bool
	}{r.Record(), r.Awaiting(), d.Table().Shoe().Remaining(), d.RoundID(), d.Stake(), d.Peeked() && d.UserReads(), d.CrowdBets(), d.Board(), d.Betting()})
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// A coup killed after any of its steps comes back from its journal as it
// stood — the same record so far, the same actor awaited, the same shoe,
// stakes, computer players' bets and roads, the user's cards turned or
// not — and then plays to its commit, once.
func TestResumeFromTheJournalMidCoup(t *testing.T) {
	// play deals the shoe's fourth coup with the user on Punto (he reads
	// when his bet is the biggest) and takes k of its steps; it reports
	// false when the coup ended before.
	play := func(t *testing.T, k int) (*books, *Driver, bool) {
		b := newBooks(t, t.TempDir(), 4)
		b.Bankroll = rules.Units(100000)
		d := New(b, rules.SuperPuntoBanco, rules.NewRand(21))
		for coup := 0; ; coup++ {
			d.OpenBets()
			d.AddChip(punto.Punto, rules.Units(500))
			if !d.Deal(true) {
				t.Fatalf("not dealt: %v", notices(d.Drain()))
			}
			if coup == 3 {
				break
			}
			playOut(t, d)
		}
		for i := 0; i < k; i++ {
			if !stepOnce(t, d) {
				return b, d, false
			}
		}
		d.Drain()
		return b, d, !d.Round().Done()
	}
	steps, peeked := 0, false
	for k := 0; ; k++ {
		b, d, ok := play(t, k)
		if !ok {
			break
		}
		steps++
		peeked = peeked || d.Peeked()
		want := snapshot(t, d)
		j, notice := b.Store().LoadJournal()
		if j == nil {
			t.Fatalf("step %d: no journal: %v", k, notice)
		}
		l, err := Load(rules.SuperPuntoBanco, rules.NewRand(99), j)
		if err != nil {
			t.Fatalf("step %d: %v", k, err)
		}
		d2 := New(b, rules.SuperPuntoBanco, rules.NewRand(99)) // another sit-down: another source
		d2.OpenBets()
		if err := d2.Restore(l); err != nil {
			t.Fatal(err)
		}
		for d2.ReplayNext() {
		}
		for _, e := range d2.Drain() {
			if f, ok := e.(SaveFailed); ok {
				t.Fatalf("step %d: %v", k, f.Err)
			}
		}
		if got := snapshot(t, d2); got != want {
			t.Fatalf("step %d: resumed\n%s\nwant\n%s", k, got, want)
		}
		before, logged := b.Bankroll, b.Log.Len()
		playOut(t, d2)
		net, _ := d2.LastNet()
		if b.Log.Len() != logged+1 || !b.Log.HasRound(d.RoundID()) || b.Bankroll != before+net || net != handNet(d2.Record(), d.Stake()) {
			t.Fatalf("step %d: %d coups logged (had %d), balance %v; want %v", k, b.Log.Len(), logged, b.Bankroll, before+net)
		}
	}
	if steps < 8 || !peeked {
		t.Errorf("%d steps resumed, the user's peek among them %v", steps, peeked)
	}
}

// crowdTrace is what the computer players did over a few dozen coups:
// their positions, their bets and the readers' calls, with their slips.
func crowdTrace(t *testing.T, seed uint64) string {
	t.Helper()
	b := newBooks(t, t.TempDir(), 5)
	d := New(b, rules.SuperPuntoBanco, rules.NewRand(seed))
	out := []string{fmt.Sprint(d.Seated())}
	for coup := 0; coup < 40; coup++ {
		d.OpenBets()
		out = append(out, fmt.Sprint(d.CrowdBets()))
		if !d.Deal(false) {
			t.Fatalf("coup %d not dealt: %v", coup, notices(d.Drain()))
		}
		for _, e := range playOut(t, d) {
			if s, ok := e.(Step); ok && s.Action.Kind == punto.Call {
				out = append(out, s.Action.String())
			}
		}
		out = append(out, fmt.Sprint(d.Record().Corrections))
	}
	return fmt.Sprint(out)
}

// The computer players' positions, bets and calls (and their slips) are
// the seed's: the same seed plays them the same, another otherwise; they
// sit where the session seated them, never at the user's position, and
// bet within the table's limits.
func TestComputerPlayersDeterministicForASeed(t *testing.T) {
	a, b := crowdTrace(t, 5), crowdTrace(t, 5)
	if a != b {
		t.Errorf("two runs of seed 5 differ:\n%s\n%s", a, b)
	}
	if c := crowdTrace(t, 6); c == a {
		t.Error("seeds 5 and 6 play the same")
	}
	bk := newBooks(t, t.TempDir(), 5)
	d := New(bk, rules.SuperPuntoBanco, rules.NewRand(5))
	if len(d.Seated()) != 5 || slices.Contains(d.Seated(), Seat) {
		t.Errorf("seated at %v", d.Seated())
	}
	lim := rules.SuperPuntoBanco.Limits
	for coup := 0; coup < 50; coup++ {
		d.OpenBets()
		for _, bet := range d.CrowdBets() {
			if bet.Amount < lim.Min || bet.Amount > lim.Max || bet.Position == Seat {
				t.Fatalf("a computer player's bet %v", bet)
			}
		}
	}
}

// The bets are refused with the engine's own Setup error (its code), said
// with the table's message and the limits of its rule set (10 to 1000 a
// bet; 002 Art. 14 leaves them to the Ispettore), and nothing goes down.
func TestBetsRefusedWithTheEnginesError(t *testing.T) {
	noStanding, noAlone := rules.SuperPuntoBanco, rules.SuperPuntoBanco
	noStanding.StandingPlayersBet = false
	noAlone.EgaliteAlone = false
	type chip struct {
		side punto.Side
		v    rules.Money
	}
	cases := []struct {
		name     string
		rules    rules.RuleSet
		standing bool
		before   []chip
		chip     chip
		code     string // the engine's SetupError code ("" not the engine's)
		want     locales.Key
		args     []any
	}{
		{name: "Banco after Punto (Art. 11)", rules: rules.SuperPuntoBanco, before: []chip{{punto.Punto, rules.Units(25)}},
			chip: chip{punto.Banco, rules.Units(25)}, code: "two-bets", want: KeyOneBet},
		{name: "over the maximum (Art. 14)", rules: rules.SuperPuntoBanco, before: []chip{{punto.Banco, rules.Units(500)}, {punto.Banco, rules.Units(500)}},
			chip: chip{punto.Banco, rules.Units(10)}, code: "above-max", want: KeyMaxBet, args: []any{rules.Units(1000)}},
		{name: "under the minimum (Art. 14)", rules: rules.SuperPuntoBanco,
			chip: chip{punto.Punto, rules.Units(5)}, code: "below-min", want: "err.pb.below-min", args: []any{rules.Units(5), rules.Units(10)}},
		{name: "standing where no standing player bets", rules: noStanding, standing: true,
			chip: chip{punto.Punto, rules.Units(10)}, code: "no-standing", want: "err.pb.no-standing"},
		{name: "Egalité alone where it needs another bet", rules: noAlone,
			chip: chip{punto.Egalite, rules.Units(10)}, code: "egalite-alone", want: "err.pb.egalite-alone", args: []any{Seat}},
		{name: "more than the bankroll", rules: rules.SuperPuntoBanco, before: []chip{{punto.Punto, rules.Units(1000)}},
			chip: chip{punto.Egalite, rules.Units(10)}, want: KeyNoMoney, args: []any{rules.Units(0)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBooks(t, t.TempDir(), 0)
			b.Bankroll = rules.Units(1000)
			d := New(b, c.rules, rules.NewRand(7))
			d.SetStanding(c.standing)
			d.OpenBets()
			for _, ch := range c.before {
				if !d.AddChip(ch.side, ch.v) {
					t.Fatalf("%v refused: %v", ch, notices(d.Drain()))
				}
			}
			d.Drain()
			was := d.Stake()
			if c.code != "" {
				s := was
				s[c.chip.side] += c.chip.v
				var se *punto.SetupError
				if err := punto.ValidateBets(c.rules, s.Bets(Seat, c.standing)); !errors.As(err, &se) || se.Code != c.code {
					t.Fatalf("the engine says %v; want %s", err, c.code)
				}
			}
			if d.AddChip(c.chip.side, c.chip.v) {
				t.Fatal("the chip went down")
			}
			evs := d.Drain()
			if len(evs) != 1 {
				t.Fatalf("events %+v; want one notice", evs)
			}
			n, ok := evs[0].(Notice)
			if !ok || n.Key != c.want || !reflect.DeepEqual(n.Args, c.args) {
				t.Errorf("notice %+v; want %s %v", evs[0], c.want, c.args)
			}
			if d.Stake() != was {
				t.Errorf("stake %v; was %v", d.Stake(), was)
			}
		})
	}
}

// The trainer checks the user's call as the reader against the Tabella
// della Regola (by hand: draw on 0-5, stand on 6-7, show 8-9) before it is
// applied: the rule's call is right, another wrong; each check counts in
// the progress, in one play session, and the journal keeps it. With the
// trainer off, nothing is checked.
func TestTrainerChecksTheCall(t *testing.T) {
	tabella := func(pts int) rules.ReaderCall {
		switch {
		case pts <= 5:
			return rules.CallCarta
		case pts <= 7:
			return rules.CallNoCarta
		}
		return rules.CallBattuta
	}
	for _, tc := range []struct {
		name      string
		on, wrong bool
	}{{"right", true, false}, {"wrong", true, true}, {"off", false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBooks(t, t.TempDir(), 0)
			d := New(b, rules.SuperPuntoBanco, rules.NewRand(17))
			d.SetSlips(Slips{})
			d.SetTrainer(tc.on)
			d.OpenBets()
			d.AddChip(punto.Punto, rules.Units(100))
			if !d.Deal(true) {
				t.Fatal(notices(d.Drain()))
			}
			for !d.UserReads() {
				if !stepOnce(t, d) {
					t.Fatal("the user did not read")
				}
			}
			if _, ok := d.Hint(); ok {
				t.Error("a hint before the cards were turned")
			}
			d.Peek()
			pts := points(d.Round().Cards(punto.Punto))
			want := tabella(pts)
			if h, ok := d.Hint(); !ok || h.Want != want || h.Points != pts {
				t.Errorf("hint %+v on %d; want %v", h, pts, want)
			}
			call := want
			if tc.wrong {
				call = WrongCall(want)
			}
			d.Drain()
			d.Call(call)
			var checks []Check
			for _, e := range d.Drain() {
				if c, ok := e.(Checked); ok {
					checks = append(checks, c.Check)
				}
			}
			if !tc.on {
				if len(checks) != 0 || len(b.Decisions) != 0 {
					t.Fatalf("the trainer off checked %+v, recorded %+v", checks, b.Decisions)
				}
				return
			}
			if len(checks) != 1 || checks[0] != (Check{Points: pts, Want: want, Said: call, OK: !tc.wrong}) {
				t.Fatalf("checks %+v; want %d points, %v, said %v", checks, pts, want, call)
			}
			if len(b.Decisions) != 1 || b.Decisions[0].Correct == tc.wrong || b.Decisions[0].Table != rules.SuperPuntoBanco.ID || b.Sessions != 1 {
				t.Fatalf("decisions %+v, %d sessions", b.Decisions, b.Sessions)
			}
			j, _ := b.Store().LoadJournal()
			if j == nil {
				t.Fatal("no journal")
			}
			var grades, sessions int
			for _, raw := range j.Steps {
				var st JournalStep
				if err := json.Unmarshal(raw, &st); err != nil {
					t.Fatal(err)
				}
				if st.Grade != nil && st.Grade.Correct != tc.wrong {
					grades++
				}
				if st.Session != nil {
					sessions++
				}
			}
			if grades != 1 || sessions != 1 {
				t.Errorf("the journal has %d grades, %d sessions", grades, sessions)
			}
			playOut(t, d)
			if c := d.Record().Corrections; tc.wrong != (len(c) == 1 && c[0].Phrase == punto.PhraseAllaRegola) {
				t.Errorf("corrections %+v", c)
			}
			if e, _ := b.Log.Entry(0); e.Progress == nil || len(e.Progress.Decisions) != 1 {
				t.Errorf("the coup's entry has progress %+v", e.Progress)
			}
		})
	}
}

// A journal of another game or table is not this table's coup.
func TestLoadRefusesAnotherTablesJournal(t *testing.T) {
	for _, h := range []save.JournalHead{
		{Game: save.GameBlackjack, Table: rules.SuperPuntoBanco.ID},
		{Game: save.GamePuntoBanco, Table: "italian-classic"},
	} {
		if _, err := Load(rules.SuperPuntoBanco, rules.NewRand(1), &save.JournalData{Head: h}); err == nil {
			t.Errorf("%s at %s loaded", h.Game, h.Table)
		}
	}
}

// The shoe, its cut card and the roads follow the coups: a whole sixain
// before the first (Art. 4: six decks), the cards left going down by the
// cards each coup drew; the cut card out, the shoe's last coup is
// announced (Art. 5) and the next is dealt from a new shoe, the roads
// started again; each coup played is one on the roads (a Colpo in Bianco
// too: its cards are dealt), a void one none.
func TestTheShoeAndTheRoadsFollowTheCoups(t *testing.T) {
	b := newBooks(t, t.TempDir(), 2)
	d := New(b, rules.SuperPuntoBanco, rules.NewRand(3))
	if left, behind := d.Sabot(); left != 6*52 || behind != rules.SuperPuntoBanco.CutCardBehind {
		t.Errorf("before the first shoe: %d cards, %d behind the cut card", left, behind)
	}
	last := punto.Phrase("")
	for coup := 0; d.Table().Shoes() < 2; coup++ {
		if coup > 200 {
			t.Fatal("no second shoe in 200 coups")
		}
		d.OpenBets()
		board := len(d.Board())
		if !d.Deal(false) {
			t.Fatal(notices(d.Drain()))
		}
		var dealt Dealt
		for _, e := range d.Drain() {
			if e, ok := e.(Dealt); ok {
				dealt = e
			}
		}
		if dealt.NewShoe != (coup == 0 || last != "") || dealt.Shuffled != (coup > 0 && last != "") {
			t.Fatalf("coup %d: %+v after the last coup %q", coup, dealt, last)
		}
		if dealt.NewShoe {
			board = 0
		}
		left, _ := d.Sabot()
		playOut(t, d)
		rec := d.Record()
		after, behind := d.Sabot()
		drawn := len(rec.Punto.Cards) + len(rec.Banco.Cards) + len(rec.TableCards) + len(rec.Burnt)
		if left-after < drawn {
			t.Errorf("coup %d: %d cards left, %d after; it drew %d", coup, left, after, drawn)
		}
		if rec.LastCoup == "" && behind == 0 && !d.Table().Shoe().CutOut() {
			t.Errorf("coup %d: the cut card is not in the shoe, nor out", coup)
		}
		want := board + 1
		if rec.Void {
			want = board
		}
		if len(d.Board()) != want {
			t.Errorf("coup %d: %d coups on the roads; want %d", coup, len(d.Board()), want)
		}
		last = rec.LastCoup
		if (last != "") != d.Table().Shoe().CutOut() {
			t.Errorf("coup %d: last coup %q, the cut card out %v", coup, last, d.Table().Shoe().CutOut())
		}
	}
}
