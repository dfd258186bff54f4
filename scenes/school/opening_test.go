package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/opening"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// openRaw seats the student at table id without skipping the opening.
func openRaw(t *testing.T, id string) (*session.Context, *Table) {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	s := New(a, r)
	a.GoTo(s)
	scenetest.Arrive(t, a)
	return a, s
}

// drive does the procedure under way by its right clicks and returns how
// many it took.
func drive(t *testing.T, a *session.Context, s *Table) int {
	t.Helper()
	n := 0
	for ; s.op != nil && n < 60; n++ {
		p, ok := s.NextClickOpen()
		if !ok {
			t.Fatalf("no click for the %s's step", s.op.sess.Kind())
		}
		e, hit := input.HitTest(s.Targets(), p)
		if !hit {
			t.Fatalf("the click at %v hits nothing", p)
		}
		a.Feed(e)
		scenetest.Ticks(t, a, 1)
	}
	if s.op != nil {
		t.Fatal("the procedure never ends")
	}
	return n
}

// The student opens each table that states an opening (000 Art. 1, 001
// Desarrollo 5-7, 004 Apertura) with a handful of right clicks, none
// wrong, and the round starts with rien ne va plus; the online table and
// Super Punto Banco state none.
func TestOpeningDoneAtTheTable(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "argentine", "italian-online"} {
		t.Run(id, func(t *testing.T) {
			a, s := openRaw(t, id)
			kind, ok := s.Opening()
			if id == "italian-online" {
				if ok {
					t.Fatalf("an opening %s at the online table", kind)
				}
				return
			}
			if !ok || kind != opening.Opening {
				t.Fatalf("no opening at the start (%v %v)", kind, ok)
			}
			n := drive(t, a, s)
			if n < 4 || n > 12 || s.Count.Wrong != 0 {
				t.Errorf("%d clicks, %d wrong", n, s.Count.Wrong)
			}
			if due, ok := s.Due(); !ok || due.Kind != blackjack.CloseBets {
				t.Errorf("after the opening %v is due", due)
			}
			if st := a.Progress.School(id).Steps["opening"]; st == nil || st.Right < 4 {
				t.Errorf("the opening's steps in the progress: %+v", st)
			}
		})
	}
}

// 004 Apertura 6: the cut offered to a player who is not the first at the
// dealer's left is stopped with the article and its words.
func TestApertura6_WrongCutterStopped(t *testing.T) {
	a, s := openRaw(t, "italian-shuffler")
	for {
		st, _ := s.op.sess.Due()
		if st.ID == "offer-cut" {
			break
		}
		p, _ := s.NextClickOpen()
		e, _ := input.HitTest(s.Targets(), p)
		a.Feed(e)
		scenetest.Ticks(t, a, 1)
	}
	last := 0
	for b := 1; b < len(s.d.Seats); b++ {
		if s.d.Seats[b].Bot {
			last = b
		}
	}
	click(t, a, s, tHand+last*8+1)
	for i, st := range s.op.order {
		if st.ID == "offer-cut" {
			click(t, a, s, tOpenStep+i)
		}
	}
	if s.Stopped == nil || s.Stopped.Article != "Apertura 6" || s.Stopped.Quote == "" || s.Count.Wrong != 1 {
		t.Fatalf("stop %+v, score %+v", s.Stopped, s.Count)
	}
	if st := a.Progress.School("italian-shuffler").Steps["opening"]; st == nil || st.Wrong != 1 {
		t.Errorf("the mistake is not in the progress: %+v", st)
	}
}

// 004 Chiusura: after the session's last hand the table is closed, step by
// step, then opened again.
func TestChiusura_AfterLastHand(t *testing.T) {
	a, s := openRaw(t, "italian-shuffler")
	drive(t, a, s)
	playRound(t, a, s)
	s.d.Rounds = schooldriver.LastHandEvery
	s.deal()
	scenetest.Ticks(t, a, 1)
	if kind, ok := s.Opening(); !ok || kind != opening.Closing {
		t.Fatalf("no closing after the last hand (%v %v)", kind, ok)
	}
	click(t, a, s, tOpenStep+indexOf(s, "print-bordereau"))
	if s.Stopped == nil || s.Stopped.Article != "Chiusura" {
		t.Fatalf("the bordereau printed first: stop %+v", s.Stopped)
	}
	for i := 0; i < 20; i++ {
		if kind, _ := s.Opening(); kind != opening.Closing {
			break
		}
		p, _ := s.NextClickOpen()
		e, _ := input.HitTest(s.Targets(), p)
		a.Feed(e)
		scenetest.Ticks(t, a, 1)
	}
	if kind, ok := s.Opening(); !ok || kind != opening.Opening {
		t.Fatalf("the table is not opened again (%v %v)", kind, ok)
	}
	if st := a.Progress.School("italian-shuffler").Steps["closing"]; st == nil || st.Right != 5 || st.Wrong != 1 {
		t.Errorf("the closing's steps in the progress: %+v", st)
	}
}

// indexOf is a step's button.
func indexOf(s *Table, id string) int {
	for i, st := range s.op.order {
		if st.ID == id {
			return i
		}
	}
	return -1
}

// 000 Art. 30-32: when the cut card has come out, the next round starts
// with a new shoe: the tallone into four parts, and the cut offered to the
// box the cut card came out at.
func TestArt30_NewShoeAtTheCutCard(t *testing.T) {
	a, s := openRaw(t, "italian-classic")
	drive(t, a, s)
	for i := 0; i < 60; i++ {
		playRound(t, a, s)
		if s.d.Table.NeedsShuffle() {
			break
		}
		s.deal()
		scenetest.Ticks(t, a, 1)
	}
	if !s.d.Table.NeedsShuffle() {
		t.Fatal("the cut card never came out")
	}
	box := s.d.LastBoxDealt()
	s.deal()
	scenetest.Ticks(t, a, 1)
	if kind, ok := s.Opening(); !ok || kind != opening.NewShoe {
		t.Fatalf("no new shoe (%v %v)", kind, ok)
	}
	if want, _ := func() (int, bool) {
		for s.op != nil {
			if st, _ := s.op.sess.Due(); st.ID == "offer-cut" {
				return s.op.sess.Want()
			}
			p, _ := s.NextClickOpen()
			e, _ := input.HitTest(s.Targets(), p)
			a.Feed(e)
			scenetest.Ticks(t, a, 1)
		}
		return 0, false
	}(); want != box || box == 0 {
		t.Errorf("the cut offered to box %d; the cut card came out at box %d", want, box)
	}
	drive(t, a, s)
	if s.Count.Wrong != 0 {
		t.Errorf("%d wrong", s.Count.Wrong)
	}
}

// Every step of every table's opening, new shoe and closing has its
// button's words, and so has each procedure.
func TestOpeningStepsHaveWords(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, id := range rules.IDs() {
		for _, kind := range []opening.Kind{opening.Opening, opening.NewShoe, opening.Closing} {
			steps, err := opening.Steps(id, kind)
			if err != nil {
				t.Fatal(err)
			}
			if len(steps) > 0 && !a.Loc.Has(locales.SchoolOpenTitle(kind.String())) {
				t.Errorf("no words for the %s", kind)
			}
			for _, st := range steps {
				if !a.Loc.Has(locales.SchoolOpenStep(st.ID)) {
					t.Errorf("%s %s: no words for step %s", id, kind, st.ID)
				}
			}
		}
	}
}

// 004 Apertura 6: the first player at the dealer's left refuses the cut;
// the offer to him is right and said, the cut stays due, and offering it
// to the player at the dealer's right instead of the next one clockwise is
// stopped with the article; the right clicks then finish the opening.
func TestApertura6_RefusedCutPassesClockwise(t *testing.T) {
	a, s := openRaw(t, "italian-shuffler")
	for {
		st, _ := s.op.sess.Due()
		if st.ID == "offer-cut" {
			break
		}
		p, _ := s.NextClickOpen()
		e, _ := input.HitTest(s.Targets(), p)
		a.Feed(e)
		scenetest.Ticks(t, a, 1)
	}
	boxes := s.op.table.Boxes
	if len(boxes) < 3 {
		t.Skipf("%d players", len(boxes))
	}
	s.restageRefusing([]int{boxes[0]})
	offer := func(box int) {
		click(t, a, s, tHand+box*8+1)
		for i, st := range s.op.order {
			if st.ID == "offer-cut" {
				click(t, a, s, tOpenStep+i)
				return
			}
		}
	}
	offer(boxes[0])
	if s.Stopped != nil || s.Count.Wrong != 0 || !strings.Contains(s.Said, s.d.NameOf(boxes[0])) || s.d.Bubbles[boxes[0]] == "" {
		t.Fatalf("the offer to the first at the left: stop %+v, said %q", s.Stopped, s.Said)
	}
	if st, _ := s.op.sess.Due(); st.ID != "offer-cut" {
		t.Fatalf("after the refusal %s is due", st.ID)
	}
	offer(boxes[len(boxes)-1])
	if s.Stopped == nil || s.Stopped.Article != "Apertura 6" || !strings.Contains(s.Stopped.Why, itoa(boxes[1])) {
		t.Fatalf("the cut offered to the dealer's right: stop %+v", s.Stopped)
	}
	drive(t, a, s)
	if s.Count.Wrong != 1 {
		t.Errorf("%d wrong", s.Count.Wrong)
	}
}

// 001 Desarrollo 5: the Argentine table's opening is «el armado del Sabot»
// («procederá al armado del Sabot solicitando a los apostadores realizar
// el corte correspondiente»), not an «apertura», which is 001's split; the
// Shuffler Mate's keeps 004's «apertura del tavolo», in Spanish the
// «habilitación de la mesa».
func TestDesarrollo5_ArgentineOpeningIsTheArmadoDelSabot(t *testing.T) {
	cases := []struct {
		table string
		lang  locales.Lang
		want  string
	}{
		{"argentine", locales.Spanish, "Armado del Sabot"},
		{"italian-shuffler", locales.Spanish, "Habilitación de la mesa"},
		{"italian-shuffler", locales.Italian, "Apertura del tavolo"},
	}
	for _, c := range cases {
		t.Run(c.table+"/"+string(c.lang), func(t *testing.T) {
			a, s := openRaw(t, c.table)
			a.SetLang(c.lang)
			if kind, ok := s.Opening(); !ok || kind != opening.Opening {
				t.Fatalf("no opening at the start (%v %v)", kind, ok)
			}
			if got := s.openStatus(); !strings.HasPrefix(got, c.want) {
				t.Errorf("the status says %q; want it to begin with %q", got, c.want)
			}
			drive(t, a, s)
			if !strings.Contains(s.Said, c.want) {
				t.Errorf("at the end the croupier's line is %q; want %q in it", s.Said, c.want)
			}
		})
	}
}
