package bjdriver

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
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

// ruleSet returns the rule set of id.
func ruleSet(t *testing.T, id string) rules.RuleSet {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// stepOnce takes one step of the round that is not the user's, or the user's
// by the finishing chart; it returns the events and false when the round
// is done.
func stepOnce(t *testing.T, d *Driver) []Event {
	t.Helper()
	r := d.Round()
	switch {
	case r.Done():
		return nil
	case r.Turn().Dealer:
		d.DealerStep()
	case d.BotTurn():
		d.BotAct(nil)
	default:
		act, ok := FinishAction(r)
		if !ok || !d.Apply(act) {
			t.Fatalf("the user's %v refused at %+v: %v", act, r.Turn(), notices(d.Drain()))
		}
	}
	return d.Drain()
}

// playOut plays the round to its end and finishes it; it returns every
// event.
func playOut(t *testing.T, d *Driver) []Event {
	t.Helper()
	var evs []Event
	for i := 0; !d.Round().Done(); i++ {
		if i > 500 {
			t.Fatal("the round does not end")
		}
		evs = append(evs, stepOnce(t, d)...)
		d.SyncJournal()
	}
	d.Finish()
	return append(evs, d.Drain()...)
}

// settledNet is the user's net worked out by hand from the engine's
// settlements of his hands (every box is his: no computer player, no bet
// behind, no side bet; the finishing chart never doubles or splits): a
// hand won pays its stake, a Black Jack 3 to 2, a hand lost loses it.
func settledNet(d *Driver, evs []Event) rules.Money {
	var n rules.Money
	type hand struct{ box, hand int }
	bj := map[hand]bool{}
	for _, e := range evs {
		s, ok := e.(Step)
		if !ok {
			continue
		}
		for _, ev := range s.Events {
			h := hand{ev.Box, max(ev.Hand, 1)}
			switch {
			case ev.Kind == blackjack.EvBlackjack && ev.Box > 0:
				bj[h] = true
			case ev.Kind == blackjack.EvSettled && ev.Bet == blackjack.MainBet:
				stake := d.Round().Box(ev.Box).Hands[h.hand-1].Stake
				switch {
				case ev.Result == blackjack.Win && bj[h]:
					n += stake * 3 / 2
				case ev.Result == blackjack.Win:
					n += stake
				case ev.Result == blackjack.Lose:
					n -= stake
				}
			}
		}
	}
	return n
}

// The bets are refused with the engine's own Setup error, said with its
// message's key and the article; the table is untouched (no shuffle, no
// round). Seating a chip on a computer player's box where no bet behind is
// taken, and a deal without a bet, are refused by the driver itself.
func TestBetsRefusedWithTheEnginesError(t *testing.T) {
	cases := []struct {
		name, id string
		bots     int
		chips    []struct {
			box  int
			bet  rules.Money
			bots bool // on a computer player's box
		}
		code string // the engine's SetupError code ("" not the engine's)
		want locales.Key
	}{
		{name: "lone player on one box (000 Art.14)", id: "italian-classic", bots: 0,
			chips: []struct {
				box  int
				bet  rules.Money
				bots bool
			}{{box: 4, bet: rules.Units(10)}},
			code: "lone-player", want: locales.BJErrLonePlayer},
		{name: "below the minimum", id: "italian-classic", bots: 0,
			chips: []struct {
				box  int
				bet  rules.Money
				bots bool
			}{{box: 2, bet: rules.Units(10)}, {box: 4, bet: 1}},
			code: "below-min", want: locales.BJErrMin},
		{name: "no bet", id: "italian-classic", bots: 2, want: locales.BJErrNoBet},
		{name: "a computer player's seat (001 Desarrollo 3)", id: "argentine", bots: 2,
			chips: []struct {
				box  int
				bet  rules.Money
				bots bool
			}{{bet: rules.Units(10), bots: true}},
			want: locales.BJErrSeatTaken},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBooks(t, t.TempDir(), c.bots)
			r := ruleSet(t, c.id)
			d := New(b, r, 7)
			d.OpenBets(false)
			d.Drain()
			var got []locales.Key
			for _, ch := range c.chips {
				box := ch.box
				if ch.bots {
					for n, s := range d.Seats() {
						if s.Bot {
							box = n
							break
						}
					}
				}
				d.AddChip(box, ch.bet)
				got = append(got, notices(d.Drain())...)
			}
			if c.code != "" {
				err := setup.Setup{Rules: r, Shoe: d.Table().Shoe(), Boxes: d.BoxBets(), Credit: b.Bankroll, Waiting: d.Full()}.Validate()
				se, ok := err.(*setup.Error)
				if !ok || se.Code != c.code {
					t.Fatalf("the engine says %v; want %s", err, c.code)
				}
			}
			before := d.Table().State()
			if d.Deal(nil) {
				t.Fatal("dealt")
			}
			got = append(got, notices(d.Drain())...)
			if !slices.Contains(got, c.want) {
				t.Errorf("notices %v; want %s", got, c.want)
			}
			if d.Phase() != Betting || d.Round() != nil || !reflect.DeepEqual(d.Table().State(), before) {
				t.Errorf("the table moved: phase %d, round %v", d.Phase(), d.Round() != nil)
			}
		})
	}
}

// Where the regulation wants three seated players (001 Desarrollo 1), the
// computer players are as many as it takes, and the user is told.
func TestDesarrollo1_SeatedPlayersToStart(t *testing.T) {
	b := newBooks(t, t.TempDir(), 0)
	d := New(b, ruleSet(t, "argentine"), 3)
	if n := d.BotsSeated(); n != 2 {
		t.Errorf("%d computer players; want 2", n)
	}
	if got := notices(d.Drain()); len(got) != 1 || got[0] != locales.BJSeatedMin {
		t.Errorf("notices %v; want %s", got, locales.BJSeatedMin)
	}
}

// A round played from the bets to the commit: the log has it under its id,
// the journal is gone, and the bankroll moved by the user's net — the sum
// of the engine's settlements of his boxes.
func TestRoundPlayedToTheCommit(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-online", "italian-shuffler"} {
		t.Run(id, func(t *testing.T) {
			b := newBooks(t, t.TempDir(), 0)
			r := ruleSet(t, id)
			d := New(b, r, 11)
			d.SetClock(func() time.Time { return time.Date(2025, 5, 2, 21, 30, 0, 0, time.UTC) })
			d.OpenBets(false)
			for _, box := range []int{2, 4} {
				if !d.AddChip(box, r.Limits.Min) {
					t.Fatalf("chip refused: %v", notices(d.Drain()))
				}
			}
			before := b.Bankroll
			if !d.Deal(nil) {
				t.Fatalf("not dealt: %v", notices(d.Drain()))
			}
			if j, _ := b.Store().LoadJournal(); j == nil || j.Head.Round != d.RoundID() {
				t.Fatalf("no journal of round %s", d.RoundID())
			}
			evs := append(d.Drain(), playOut(t, d)...)
			net := settledNet(d, evs)
			if d.Phase() != Over || d.LastNet() != net || b.Commits != 1 {
				t.Fatalf("phase %d, net %v (settled %v), %d commits", d.Phase(), d.LastNet(), net, b.Commits)
			}
			if !b.Log.HasRound(d.RoundID()) || b.Log.Len() != 1 {
				t.Fatalf("the log has %d rounds, not %s", b.Log.Len(), d.RoundID())
			}
			e, err := b.Log.Entry(0)
			if err != nil || e.Net != net || e.Balance != max(before+net, 0) || b.Bankroll != e.Balance {
				t.Errorf("entry %+v (%v); want net %v, balance %v", e, err, net, before+net)
			}
			if j, _ := b.Store().LoadJournal(); j != nil {
				t.Error("the journal outlived the commit")
			}
		})
	}
}

// snapshot is what a round is at a moment, as JSON for comparison.
func snapshot(t *testing.T, d *Driver) string {
	t.Helper()
	r := d.Round()
	raw, err := json.Marshal(struct {
		Log    []blackjack.Logged
		Turn   blackjack.Turn
		Boxes  any
		Seats  []players.Seat
		Shoe   int
		Round  string
		Phase  Phase
		Staked rules.Money
	}{r.Log(), r.Turn(), r.Boxes(), d.Seats(), d.Table().Shoe().Remaining(), d.RoundID(), d.Phase(), d.Staked()})
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// A round killed in the middle comes back from its journal as it stood:
// the same log, the same question, the same boxes, seats and shoe, the same
// stakes; it then plays to its commit.
func TestResumeFromTheJournalMidRound(t *testing.T) {
	for _, id := range []string{"italian-classic", "argentine", "italian-shuffler"} {
		t.Run(id, func(t *testing.T) {
			b := newBooks(t, t.TempDir(), 3)
			r := ruleSet(t, id)
			d := New(b, r, 21)
			d.OpenBets(false)
			home := players.HomeBox(r)
			d.AddChip(home, r.Limits.Min*2)
			if !d.Deal(nil) {
				t.Fatalf("not dealt: %v", notices(d.Drain()))
			}
			d.Drain()
			// Play to the user's second question, or the dealer's turn.
			asked := 0
			for i := 0; i < 200 && !d.Round().Done(); i++ {
				tn := d.Round().Turn()
				if !tn.Dealer && !d.BotTurn() {
					if asked++; asked == 2 {
						break
					}
				}
				if tn.Dealer {
					break
				}
				stepOnce(t, d)
				d.SyncJournal()
			}
			want := snapshot(t, d)

			j, notice := b.Store().LoadJournal()
			if j == nil {
				t.Fatalf("no journal: %v", notice)
			}
			l, err := Load(r, j)
			if err != nil {
				t.Fatal(err)
			}
			d2 := New(b, r, 99) // another sit-down: another seed
			d2.OpenBets(false)
			if err := d2.Restore(l); err != nil {
				t.Fatal(err)
			}
			for d2.ReplayNext() {
			}
			if got := snapshot(t, d2); got != want {
				t.Fatalf("resumed\n%s\nwant\n%s", got, want)
			}
			if !d2.Resumed() || d2.Phase() != Playing {
				t.Errorf("resumed %v, phase %d", d2.Resumed(), d2.Phase())
			}
			before := b.Bankroll
			playOut(t, d2)
			if !b.Log.HasRound(d.RoundID()) || b.Bankroll != max(before+d2.LastNet(), 0) {
				t.Errorf("log has round %v, balance %v; want %v", b.Log.HasRound(d.RoundID()), b.Bankroll, before+d2.LastNet())
			}
		})
	}
}

// botTrace is what the computer players did over a few rounds: their
// stakes, their seats and each decision, with its mistakes.
func botTrace(t *testing.T, id string, seed uint64) string {
	t.Helper()
	b := newBooks(t, t.TempDir(), 3)
	r := ruleSet(t, id)
	d := New(b, r, seed)
	var out []string
	home := players.HomeBox(r)
	for round := 0; round < 6; round++ {
		d.OpenBets(round > 0)
		if round == 0 {
			d.AddChip(home, r.Limits.Min)
		}
		for _, e := range d.Drain() {
			if c, ok := e.(Chips); ok && c.Box != home {
				out = append(out, fmt.Sprintf("stake %d %v", c.Box, c.Amount))
			}
		}
		if !d.Deal(nil) {
			t.Fatalf("round %d not dealt: %v", round, notices(d.Drain()))
		}
		for _, e := range playOut(t, d) {
			if s, ok := e.(Step); ok && s.Bot {
				out = append(out, fmt.Sprintf("%d %v %v", s.Box, s.Action, s.Mistake))
			}
		}
		out = append(out, fmt.Sprint(d.Seats()))
	}
	return fmt.Sprint(out)
}

// The computer players' seats, stakes and decisions are the seed's: the
// same seed plays them the same, another seed otherwise.
func TestComputerPlayersDeterministicForASeed(t *testing.T) {
	for _, id := range []string{"italian-classic", "argentine"} {
		a, b := botTrace(t, id, 5), botTrace(t, id, 5)
		if a != b {
			t.Errorf("%s: two runs of seed 5 differ:\n%s\n%s", id, a, b)
		}
		if c := botTrace(t, id, 6); c == a {
			t.Errorf("%s: seeds 5 and 6 play the same", id)
		}
	}
}
