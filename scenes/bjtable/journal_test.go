package bjtable

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// resumed runs a new game on dir until its first scene is in place, and
// returns that scene as the table (nil when it is not one).
func resumed(t *testing.T, dir string) (*session.Context, *Table) {
	t.Helper()
	b := scenetest.New(t, dir)
	for i := 0; i < 200 && (i < 2 || b.Transitioning()); i++ {
		scenetest.Ticks(t, b, 1)
	}
	s, _ := b.Scene().(*Table)
	if s != nil {
		s.view.speed = 1
		settle(t, b, s)
	}
	return b, s
}

// A game stopped in the middle of a round (as a crash stops it: nothing
// more runs) starts again at the table with the round where it was — the
// same cards, stakes and turn, the bankroll that of the last completed
// round — and the user makes the pending choice; the round is then
// committed once, and a third start is at the menu with one round in the
// history.
func TestRoundComesBackAfterACrash(t *testing.T) {
	for _, c := range []struct {
		id   string
		bots int
		hit  bool // the user hits first, when he may
	}{
		{"italian-classic", 3, false},
		{"italian-classic", 2, true},
		{"argentine", 4, true},
		{"italian-online", 0, true},
		{"italian-shuffler", 3, false},
	} {
		t.Run(c.id, func(t *testing.T) {
			dir := t.TempDir()
			a := scenetest.New(t, dir)
			s := seat(t, a, c.id, c.bots)
			before := a.Balance()
			// The table's money: pesos at the Argentine table, which the
			// round brought back moves, and no other.
			cur := s.d.Rules().Currency
			act(t, a, s, boxClick(players.HomeBox(s.d.Rules())), scenetest.Key(input.Confirm))
			if s.d.Phase() != phasePlaying {
				t.Fatalf("not dealt: %q", a.Notices())
			}
			if c.hit && s.d.Round().Turn().Question == blackjack.AskPlay && s.d.Round().Turn().Options.Has(blackjack.OptHit) {
				act(t, a, s, scenetest.Key(input.Hit))
			}
			if s.d.Phase() != phasePlaying {
				t.Skip("the round ended before a choice was pending")
			}
			rec, turn := record.Of(s.d.Round()), s.d.Round().Turn()
			if a.Balance() != before {
				t.Fatalf("bankroll %v during the round; want %v", a.Balance(), before)
			}

			b, s2 := resumed(t, dir)
			if s2 == nil {
				t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
			}
			if !reflect.DeepEqual(record.Of(s2.d.Round()), rec) || s2.d.Round().Turn() != turn {
				t.Fatalf("the round came back otherwise:\n%+v\n%+v\nwas\n%+v\n%+v", record.Of(s2.d.Round()), s2.d.Round().Turn(), rec, turn)
			}
			if b.Wallet.Balance(cur) != before || s2.d.Phase() != phasePlaying || !s2.userTurn() {
				t.Errorf("bankroll %v (want %v), phase %d, the user's turn %v", b.Wallet.Balance(cur), before, s2.d.Phase(), s2.userTurn())
			}
			if len(s2.view.dealer) == 0 || len(s2.view.boxes[players.HomeBox(s2.d.Rules())]) == 0 {
				t.Errorf("the cards are not back on the felt")
			}
			// The journal kept while the round goes on, as the round
			// ends; the round committed once.
			journal, _ := os.ReadFile(filepath.Join(dir, save.JournalFile))
			playOut(t, b, s2)
			if got, want := b.Wallet.Balance(cur), max(before+s2.userNet(), 0); got != want {
				t.Errorf("bankroll %v after the round; want %v", got, want)
			}
			for _, other := range rules.Currencies() {
				if b.Wallet.Balance(other) != save.StartingBalance(other) && other != cur {
					t.Errorf("the %s bankroll moved to %v: the round was in %s", other, b.Wallet.Balance(other), cur)
				}
			}
			if n := len(b.History.Records()); n != 1 {
				t.Fatalf("%d rounds in the history; want 1", n)
			}
			if _, err := os.Stat(filepath.Join(dir, save.JournalFile)); !os.IsNotExist(err) {
				t.Errorf("the journal is still there after the round: %v", err)
			}
			// A crash between the round's line and the journal's removal:
			// the round is not brought back nor counted twice.
			os.WriteFile(filepath.Join(dir, save.JournalFile), journal, 0o644)
			c3, s3 := resumed(t, dir)
			if s3 != nil || len(c3.History.Records()) != 1 || c3.Wallet.Balance(cur) != b.Wallet.Balance(cur) {
				t.Errorf("third start: table %v, %d rounds, bankroll %v", s3 != nil, len(c3.History.Records()), c3.Wallet.Balance(cur))
			}
			if _, err := os.Stat(filepath.Join(dir, save.JournalFile)); !os.IsNotExist(err) {
				t.Errorf("the committed round's journal was not removed: %v", err)
			}
		})
	}
}

// A journal that is not a round of this table is kept aside, with a
// notice; the game opens at the menu with the bankroll as it was.
func TestBadJournalIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	s := save.Open(dir)
	j, err := s.BeginJournal(save.JournalHead{Round: "x", Table: "argentine", Game: save.GameBlackjack, Start: []byte(`{"table":{}}`)})
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	b, t2 := resumed(t, dir)
	if t2 != nil || b.Wallet.Balance(save.Euro) != save.StartingBankroll {
		t.Errorf("table %v, bankroll %v", t2 != nil, b.Wallet.Balance(save.Euro))
	}
	if _, err := os.Stat(filepath.Join(dir, save.JournalFile+".bad")); err != nil {
		t.Errorf("not kept aside: %v", err)
	}
}

// At italian-online the user may ask the game to finish a round brought
// back for him: it plays the document's second table — hit or stand as
// printed, no double, no split, no insurance — to the end, and the round
// is committed once. A round that was not brought back is his to play.
func TestOnlineRoundFinishedForTheUser(t *testing.T) {
	played := 0
	for seed := range 30 {
		dir := t.TempDir()
		a := scenetest.New(t, dir)
		s := seat(t, a, "italian-online", 0)
		for range seed % 5 { // the shoe some rounds in: other cards
			act(t, a, s, boxClick(players.HomeBox(s.d.Rules())), scenetest.Key(input.Confirm))
			playOut(t, a, s)
			act(t, a, s, scenetest.Key(input.Clear))
		}
		before := a.Balance()
		act(t, a, s, boxClick(players.HomeBox(s.d.Rules())), scenetest.Key(input.Confirm))
		if s.d.Phase() != phasePlaying {
			continue
		}
		act(t, a, s, scenetest.Key(input.Finish))
		if s.d.Finishing() {
			t.Fatal("a round that was not brought back was finished by the game")
		}
		b, s2 := resumed(t, dir)
		if s2 == nil {
			t.Fatalf("not resumed: %q", b.Notices())
		}
		if !s2.canFinish() {
			t.Fatalf("the round brought back cannot be finished (turn %+v)", s2.d.Round().Turn())
		}
		found := false
		for _, bt := range s2.buttonsNow(nil) {
			found = found || bt.action == input.Finish
		}
		if !found {
			t.Error("no button to finish the round")
		}
		act(t, b, s2, scenetest.Key(input.Finish))
		for i := 0; s2.d.Phase() == phasePlaying && i < 50; i++ {
			scenetest.Ticks(t, b, 5)
		}
		if s2.d.Phase() != phaseOver {
			t.Fatalf("the round was not finished: turn %+v", s2.d.Round().Turn())
		}
		rec := record.Of(s2.d.Round())
		for _, box := range rec.Boxes {
			if box.Player != session.UserName {
				continue
			}
			if len(box.Hands) != 1 || box.Hands[0].Stake != box.Bet {
				t.Errorf("seed %d: a split or a double: %+v", seed, box)
			}
		}
		for _, l := range s2.d.Round().Log() {
			if !l.Dealer && l.Kind != blackjack.Hit && l.Kind != blackjack.Stand && l.Kind != blackjack.NoInsurance && l.Kind != blackjack.NoEvenMoney {
				t.Errorf("seed %d: the game chose %v for the user", seed, l)
			}
		}
		if got, want := b.Wallet.Balance(save.Euro), max(before+s2.userNet(), 0); got != want || len(b.History.Records()) != seed%5+1 {
			t.Errorf("seed %d: bankroll %v (want %v), %d rounds", seed, got, want, len(b.History.Records()))
		}
		played++
		if played == 4 {
			break
		}
	}
	if played == 0 {
		t.Fatal("no round left a choice pending")
	}
}

// A game stopped while the end of a round is shown — the round over in the
// engine, not yet committed — starts again with that round, and commits it
// once (found by the kill test).
func TestRoundOverButNotCommittedComesBack(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	s := seat(t, a, "italian-classic", 2)
	before := a.Balance()
	act(t, a, s, boxClick(players.HomeBox(s.d.Rules())), scenetest.Key(input.Confirm))
	for i := 0; s.d.Phase() == phasePlaying && !s.d.Round().Done() && i < 200; i++ {
		if s.userTurn() {
			a.Feed(scenetest.Key(input.Stand))
		}
		scenetest.Ticks(t, a, 1)
	}
	if s.d.Phase() != phasePlaying || !s.d.Round().Done() {
		t.Skipf("the round was committed at once (phase %d)", s.d.Phase())
	}
	net := s.userNet()
	b, s2 := resumed(t, dir)
	if s2 == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	for i := 0; s2.d.Phase() == phasePlaying && i < 2000; i++ {
		scenetest.Ticks(t, b, 1)
	}
	if s2.d.Phase() != phaseOver || len(b.History.Records()) != 1 || b.Wallet.Balance(save.Euro) != max(before+net, 0) {
		t.Errorf("phase %d, %d rounds, bankroll %v; want the round committed once, %v", s2.d.Phase(), len(b.History.Records()), b.Wallet.Balance(save.Euro), max(before+net, 0))
	}
}
