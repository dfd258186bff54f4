package pbtable

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"sabot/game/punto"
	"sabot/scenes/input"
	"sabot/scenes/roads"
	"sabot/scenes/save"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// resumedAt runs a new game on dir until its first scene is in place.
func resumedAt(t *testing.T, dir string) (*session.Context, *Table) {
	t.Helper()
	b := scenetest.New(t, dir)
	for i := 0; i < 200 && (i < 2 || b.Transitioning()); i++ {
		scenetest.Ticks(t, b, 1)
	}
	p, _ := b.Scene().(*Table)
	return b, p
}

// A game stopped while the user must read the Punto cards (as a crash
// stops it) starts again at the table with the coup where it was: the same
// cards dealt, the same bets, the user to read, the bankroll that of the
// last coup; the coup is then committed once, and a third start (the
// journal put back, as after a crash between the commit and its removal)
// counts nothing twice.
func TestCoupComesBackAfterACrash(t *testing.T) {
	a, p, dir := puntoAt(t, 3, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), pbBetEv(punto.Punto))
	before := a.Bankroll.Balance
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	rec, stake := p.round.Record(), p.stake

	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	pbUntil(t, b, "the coup replayed", func() bool { return q.userReads() && !q.Busy() })
	if got := q.round.Record(); !reflect.DeepEqual(got, rec) {
		t.Fatalf("the coup came back otherwise:\n%+v\nwas\n%+v", got, rec)
	}
	if q.stake != stake || b.Bankroll.Balance != before {
		t.Errorf("stake %v (was %v), bankroll %v (was %v)", q.stake, stake, b.Bankroll.Balance, before)
	}
	journal, _ := os.ReadFile(filepath.Join(dir, save.JournalFile))
	scenetest.Press(t, b, scenetest.Key(input.Turn))
	pbUntil(t, b, "the flip", func() bool { return !q.Busy() })
	b.Feed(pbRuleKeys(q)...)
	pbUntil(t, b, "the coup's end", func() bool { return q.betting && !q.Busy() })
	var net = q.record.Bets
	var mine int64
	for _, bet := range net {
		if bet.Player == puntoHuman {
			mine += int64(bet.Net)
		}
	}
	if got := b.Bankroll.Balance - before; int64(got) != mine {
		t.Errorf("bankroll moved %v; the user's bets' net is %v", got, mine)
	}
	if n := len(b.History.Records()); n != 1 {
		t.Fatalf("%d coups in the history; want 1", n)
	}
	os.WriteFile(filepath.Join(dir, save.JournalFile), journal, 0o644)
	c, r := resumedAt(t, dir)
	if r != nil || len(c.History.Records()) != 1 || c.Bankroll.Balance != b.Bankroll.Balance {
		t.Errorf("third start: table %v, %d coups, bankroll %v", r != nil, len(c.History.Records()), c.Bankroll.Balance)
	}
}

// A coup brought back shows the shoe's earlier coups on the roads, and
// the scoreboard numbers the coup as it did.
func TestResumedCoupKeepsTheRoads(t *testing.T) {
	a, p, dir := puntoAt(t, 1, pbNoSlips)
	for coup := 1; coup <= 3; coup++ {
		scenetest.Press(t, a, pbChipEv(pbC10), pbBetEv(punto.Banco))
		pbFinishCoup(t, a, p)
	}
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	board, shown := append([]roads.Coup(nil), p.board...), p.view.coupShown
	if len(board) == 0 {
		t.Fatal("no coup on the roads before the stop")
	}

	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	if !reflect.DeepEqual(q.board, board) {
		t.Errorf("the roads brought back: %+v; were %+v", q.board, board)
	}
	if q.view.coupShown != shown {
		t.Errorf("the scoreboard numbers coup %d; it numbered %d", q.view.coupShown, shown)
	}
}
