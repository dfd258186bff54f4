package pbtable

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/locales"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
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
	before := a.Balance()
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	rec, stake := p.d.Round().Record(), p.d.Stake()

	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	pbUntil(t, b, "the coup replayed", func() bool { return q.userReads() && !q.Busy() })
	if got := q.d.Round().Record(); !reflect.DeepEqual(got, rec) {
		t.Fatalf("the coup came back otherwise:\n%+v\nwas\n%+v", got, rec)
	}
	if q.d.Stake() != stake || b.Wallet.Balance(save.Euro) != before {
		t.Errorf("stake %v (was %v), bankroll %v (was %v)", q.d.Stake(), stake, b.Wallet.Balance(save.Euro), before)
	}
	journal, _ := os.ReadFile(filepath.Join(dir, save.JournalFile))
	scenetest.Press(t, b, scenetest.Key(input.Turn))
	pbUntil(t, b, "the flip", func() bool { return !q.Busy() })
	b.Feed(pbRuleKeys(q)...)
	pbUntil(t, b, "the coup's end", func() bool { return q.d.Betting() && !q.Busy() })
	var net = q.d.Record().Bets
	var mine int64
	for _, bet := range net {
		if bet.Player == puntoHuman {
			mine += int64(bet.Net)
		}
	}
	if got := b.Wallet.Balance(save.Euro) - before; int64(got) != mine {
		t.Errorf("bankroll moved %v; the user's bets' net is %v", got, mine)
	}
	if n := len(b.History.Records()); n != 1 {
		t.Fatalf("%d coups in the history; want 1", n)
	}
	os.WriteFile(filepath.Join(dir, save.JournalFile), journal, 0o644)
	c, r := resumedAt(t, dir)
	if r != nil || len(c.History.Records()) != 1 || c.Balance() != b.Wallet.Balance(save.Euro) {
		t.Errorf("third start: table %v, %d coups, bankroll %v", r != nil, len(c.History.Records()), c.Balance())
	}
}

// A coup brought back is shown as it stood, at once: its cards are not
// dealt again before the user's eyes (8 to 11 s of animation over «Rien ne
// va plus» before the state seen before the stop), as at blackjack.
func TestResumedCoupIsShownAtOnce(t *testing.T) {
	a, p, dir := puntoAt(t, 3, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto))
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })

	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	if !q.userReads() || q.queue.Busy() {
		t.Errorf("the coup brought back is still being dealt (reader's turn %v, animations under way %v)", q.userReads(), q.queue.Busy())
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
	board, shown := append([]roads.Coup(nil), p.d.Board()...), p.view.coupShown
	if len(board) == 0 {
		t.Fatal("no coup on the roads before the stop")
	}

	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
	}
	if !reflect.DeepEqual(q.d.Board(), board) {
		t.Errorf("the roads brought back: %+v; were %+v", q.d.Board(), board)
	}
	if q.view.coupShown != shown {
		t.Errorf("the scoreboard numbers coup %d; it numbered %d", q.view.coupShown, shown)
	}
}

// The notice that says the coup is back covers nothing the user needs, in
// the three languages: from the first tick of the game started again to
// the user's call, its panel stays off the Cassa, the felt, the user's
// bets under it, the buttons and the cards he clicks, and on the screen.
func TestResumedCoupNoticeCoversNothing(t *testing.T) {
	overlaps := func(a, b draw.R) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	for _, lang := range locales.Langs() {
		t.Run(string(lang), func(t *testing.T) {
			a, p, dir := puntoAt(t, 3, pbNoSlips)
			a.SetLang(lang)
			scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), pbBetEv(punto.Egalite), scenetest.Key(input.Confirm))
			pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })

			b, q := resumedAt(t, dir)
			if q == nil {
				t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
			}
			if b.Loc.Lang() != lang {
				t.Fatalf("the game started again in %s", b.Loc.Lang())
			}
			bets := draw.R{X: 30, Y: pbChipRow - 12, W: pbTrainerStrip.X - 12 - 30 - 8, H: 24}
			shown := 0
			for i := 0; i < 2000 && b.NoticeOnShow(); i++ {
				box, ok := b.NoticeBox()
				if !ok {
					t.Fatalf("tick %d: a notice on show has no panel", i)
				}
				shown++
				for what, r := range map[string]draw.R{"the Cassa": pbMoney, "the felt": pbTableArea, "the user's bets": bets} {
					if overlaps(box, r) {
						t.Fatalf("tick %d: the notice %+v covers %s %+v (%q)", i, box, what, r, b.Notices())
					}
				}
				for _, tg := range q.Targets() {
					if tg.Rect.Overlaps(b.Frame.Rect(box)) {
						t.Fatalf("tick %d: the notice %+v covers the target %+v (%v)", i, box, tg.Rect, tg.Event.Action)
					}
				}
				if box.X < 0 || box.Y < 0 || box.X+box.W > draw.DesignW || box.Y+box.H > draw.DesignH {
					t.Fatalf("tick %d: the notice %+v leaves the screen", i, box)
				}
				if q.userReads() && !q.Busy() && i > 30 {
					break
				}
				scenetest.Ticks(t, b, 1)
			}
			if shown == 0 {
				t.Fatalf("no notice on show at the table brought back: %q", b.NoticesGiven())
			}
			if want := b.Loc.T(locales.NoticeCoupResumed, b.Loc.T(locales.TableName(q.rules.ID))); !slices.Contains(b.NoticesGiven(), want) {
				t.Errorf("notices %q; want %q", b.NoticesGiven(), want)
			}
		})
	}
}

// While the bets are open, a notice goes on the chips' row between the
// chips and the stand-up button, or, too long for it (a file's path), over
// the table's name: never over the chips, the buttons, the felt or the
// Cassa, and never off the screen.
func TestNoticeWhileBettingCoversNothing(t *testing.T) {
	overlaps := func(a, b draw.R) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	a, p, _ := puntoAt(t, 3, pbNoSlips)
	a.SetLang(locales.Spanish)
	scenetest.Ticks(t, a, 2)
	long := "/home/usuario-con-un-nombre-muy-largo/.config/sabot/partidas-guardadas/round.journal.bad"
	for _, n := range []struct {
		key  locales.Key
		args []any
		want draw.R
	}{
		{locales.NoticeCoupResumed, []any{"Super Punto Banco"}, p.hud.betGap},
		{locales.NoticeCoupLost, []any{"Super Punto Banco", long}, pbNoticeHeader},
	} {
		a.Notify(n.key, n.args...)
		scenetest.Ticks(t, a, 1)
		box, ok := a.NoticeBox()
		if !ok {
			t.Fatalf("%s: no notice on show", n.key)
		}
		// Too long even for the table's name (at its smallest type), the
		// notice runs down over the scoreboard: not over the Cassa.
		bottom := n.want.Y + n.want.H
		if n.want == pbNoticeHeader {
			bottom = pbMoney.Y
		}
		if box.X < n.want.X || box.Y < n.want.Y || box.X+box.W > n.want.X+n.want.W || box.Y+box.H > bottom {
			t.Errorf("%s: the notice %+v is not inside %+v", n.key, box, n.want)
		}
		for what, r := range map[string]draw.R{"the Cassa": pbMoney, "the felt": pbTableArea} {
			if overlaps(box, r) {
				t.Errorf("%s: the notice %+v covers %s %+v", n.key, box, what, r)
			}
		}
		for _, tg := range p.Targets() {
			if tg.Rect.Overlaps(a.Frame.Rect(box)) {
				t.Errorf("%s: the notice %+v covers the target %+v (%v %d)", n.key, box, tg.Rect, tg.Event.Action, tg.Event.Index)
			}
		}
		for a.NoticeOnShow() {
			scenetest.Ticks(t, a, 1)
		}
	}
}

// pbPeekedCrash plays a coup up to the user's read at a new table, turns
// his cards when peek is set, and leaves the game there (as a crash does):
// it returns the directory, the coup's record and the user's points.
func pbPeekedCrash(t *testing.T, peek bool) (dir string, rec punto.Record, pts int) {
	t.Helper()
	a, p, dir := puntoAt(t, 3, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	if peek {
		scenetest.Press(t, a, scenetest.Key(input.Turn))
		pbUntil(t, a, "the cards turned", func() bool { return !p.Busy() })
		if !p.d.Peeked() || !pbReaderCardsUp(p) {
			t.Fatal("Turn did not turn the user's cards")
		}
	}
	return dir, p.d.Round().Record(), p.d.Round().Points(punto.Punto)
}

// pbReaderCardsUp reports whether the cards at the user's place are all
// face up (and there are some).
func pbReaderCardsUp(p *Table) bool {
	n := 0
	for _, c := range p.view.cards {
		if c.atReader {
			if !c.up {
				return false
			}
			n++
		}
	}
	return n > 0
}

// pbJournalSteps rewrites the journal in dir with its steps kept by keep,
// and returns how many it dropped.
func pbJournalSteps(t *testing.T, dir string, keep func(i int, step pbdriver.JournalStep) bool) int {
	t.Helper()
	s := save.Open(dir)
	j, n := s.LoadJournal()
	if j == nil {
		t.Fatalf("no journal: %v", n)
	}
	steps, dropped := j.Steps[:0:0], 0
	for i, raw := range j.Steps {
		var st pbdriver.JournalStep
		if err := json.Unmarshal(raw, &st); err != nil {
			t.Fatal(err)
		}
		if keep(i, st) {
			steps = append(steps, raw)
		} else {
			dropped++
		}
	}
	j.Steps = steps
	w, err := s.ReopenJournal(j)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	return dropped
}

// A coup brought back remembers whether the user had turned his Punto
// cards: turned, they come back face up at his place with the words and
// buttons of his call (Carta, No carta), and the coup goes on from his
// call; not turned, or from a journal written before the peek had a line
// (the same journal with that line taken out), face down with the button
// that turns them.
func TestResumedCoupRemembersThePeek(t *testing.T) {
	for _, tt := range []struct {
		name       string
		peek, drop bool
		want       bool
	}{
		{"turned", true, false, true},
		{"not turned", false, false, false},
		{"older journal", true, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir, rec, pts := pbPeekedCrash(t, tt.peek)
			lines := pbJournalSteps(t, dir, func(_ int, st pbdriver.JournalStep) bool { return !(tt.drop && st.Peek) })
			if tt.drop && lines != 1 {
				t.Fatalf("%d peek lines in the journal; want 1", lines)
			}
			b, q := resumedAt(t, dir)
			if q == nil {
				t.Fatalf("the second start opened %T: %q", b.Scene(), b.Notices())
			}
			pbUntil(t, b, "the coup replayed", func() bool { return q.userReads() && !q.Busy() })
			if got := q.d.Round().Record(); !reflect.DeepEqual(got, rec) {
				t.Fatalf("the coup came back otherwise:\n%+v\nwas\n%+v", got, rec)
			}
			if q.d.Peeked() != tt.want || pbReaderCardsUp(q) != tt.want {
				t.Fatalf("peeked %v, cards face up %v; want %v", q.d.Peeked(), pbReaderCardsUp(q), tt.want)
			}
			actions := map[input.Action]bool{}
			for _, tg := range q.Targets() {
				actions[tg.Event.Action] = true
			}
			if actions[input.Hit] != tt.want || actions[input.Stand] != tt.want {
				t.Errorf("buttons %v; Carta and No carta wanted: %v", actions, tt.want)
			}
			if tt.want && (q.banner.main.key != pbKeyYouHave || q.banner.main.args[0] != pts) {
				t.Errorf("banner %+v; want %q with %d", q.banner.main, pbKeyYouHave, pts)
			}
			// Turning them now, or calling once turned, plays the coup out.
			if !tt.want {
				scenetest.Press(t, b, scenetest.Key(input.Turn))
				pbUntil(t, b, "the flip", func() bool { return !q.Busy() })
			}
			b.Feed(pbRuleKeys(q)...)
			pbUntil(t, b, "the coup's end", func() bool { return q.d.Betting() && !q.Busy() })
			if n := len(b.History.Records()); n != 1 {
				t.Fatalf("%d coups in the history; want 1", n)
			}
		})
	}
}

// A journal whose user turns his cards where the coup does not wait for
// his call (before the cards are dealt), or in a line that holds an action
// too, is not this version's coup: the game starts at the menu with a
// notice that says why, the journal is kept aside, and the bankroll is
// that of the last coup (the stakes stay in it).
func TestJournalWithABadPeekIsRefused(t *testing.T) {
	for _, tt := range []struct {
		name  string
		mend  func(raw json.RawMessage, st pbdriver.JournalStep) []json.RawMessage
		error string
	}{
		{"before the deal", func(raw json.RawMessage, st pbdriver.JournalStep) []json.RawMessage {
			if st.Act != nil {
				return []json.RawMessage{json.RawMessage(`{"peek":true}`), raw}
			}
			return []json.RawMessage{raw}
		}, "when the coup was not waiting for your call"},
		{"with an action", func(raw json.RawMessage, st pbdriver.JournalStep) []json.RawMessage {
			if st.Act != nil && !st.Peek {
				st.Peek = true
				out, _ := json.Marshal(st)
				return []json.RawMessage{out}
			}
			return []json.RawMessage{raw}
		}, "could not be brought back"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir, _, _ := pbPeekedCrash(t, false)
			s := save.Open(dir)
			j, _ := s.LoadJournal()
			var steps []json.RawMessage
			for _, raw := range j.Steps {
				var st pbdriver.JournalStep
				if err := json.Unmarshal(raw, &st); err != nil {
					t.Fatal(err)
				}
				steps = append(steps, tt.mend(raw, st)...)
			}
			j.Steps = steps
			w, err := s.ReopenJournal(j)
			if err != nil {
				t.Fatal(err)
			}
			w.Close()
			bankroll := j.Head.Bankroll.Balance

			b, q := resumedAt(t, dir)
			if q != nil {
				t.Fatal("the coup came back")
			}
			told := strings.Join(b.NoticesGiven(), " | ")
			if !strings.Contains(told, "The coup left in progress could not be brought back") || !strings.Contains(told, tt.error) {
				t.Errorf("notices %q; want the lost coup's, saying %q", told, tt.error)
			}
			if _, err := os.Stat(filepath.Join(dir, save.JournalFile+".bad")); err != nil {
				t.Errorf("the journal was not kept aside: %v", err)
			}
			if b.Wallet.Balance(save.Euro) != bankroll {
				t.Errorf("bankroll %v; the last coup's was %v", b.Wallet.Balance(save.Euro), bankroll)
			}
		})
	}
}

// A journal written before the dealer indicated the winning box (002
// Distribuzione) goes from the announcement to the settlement: its coup,
// stopped after its first payment, comes back with the indication taken
// where it was due, the same coup as before the stop, and is committed once.
func TestJournalBeforeTheWinningBoxComesBack(t *testing.T) {
	a, p, dir := puntoAt(t, 3, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
	pbUntil(t, a, "the cards at the user's place", func() bool { return p.userReads() && !p.Busy() })
	scenetest.Press(t, a, scenetest.Key(input.Turn))
	pbUntil(t, a, "the flip", func() bool { return !p.Busy() })
	a.Feed(pbRuleKeys(p)...)
	settling := func() bool {
		for _, s := range p.d.Round().Record().Actions {
			if strings.HasPrefix(s, "pay ") || strings.HasPrefix(s, "collect ") || strings.HasPrefix(s, "return ") {
				return true
			}
		}
		return false
	}
	pbUntil(t, a, "the first settlement", settling)
	if p.d.Round().Done() {
		t.Fatal("the coup ended with its first settlement; the test needs a coup stopped within it")
	}
	rec := p.d.Round().Record()
	if n := pbJournalSteps(t, dir, func(_ int, s pbdriver.JournalStep) bool {
		return s.Act == nil || punto.ActionKind(s.Act.Kind) != punto.Indicate
	}); n != 1 {
		t.Fatalf("%d indications taken out of the journal; want 1", n)
	}
	b, q := resumedAt(t, dir)
	if q == nil {
		t.Fatalf("the older journal's coup did not come back: %T, %q", b.Scene(), b.Notices())
	}
	// The journal may hold a step the record had not shown yet.
	if got := q.d.Round().Record().Actions; len(got) < len(rec.Actions) || !slices.Equal(got[:len(rec.Actions)], rec.Actions) {
		t.Fatalf("the coup came back otherwise:\n%q\nwas\n%q", got, rec.Actions)
	}
	pbUntil(t, b, "the coup's end", func() bool { return q.d.Betting() && !q.Busy() })
	if n := len(b.History.Records()); n != 1 {
		t.Errorf("%d coups in the history; want 1", n)
	}
}
