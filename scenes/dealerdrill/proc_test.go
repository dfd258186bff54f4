package dealerdrill

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/tutor/croupier"
)

// A whole session of putting steps in order at each table, through the
// clicks on the rows the felt shows: every third step is first clicked
// wrong, which is stopped with the step due and counted once; the right
// click puts it in place; each procedure ends with its verdict, the
// session with the summary by procedure.
func TestOrderSessions(t *testing.T) {
	for _, id := range rules.IDs() {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			click(t, a, s, tPick+int(drillOrder))
			if s.kind != drillOrder || s.phase != phPick {
				t.Fatalf("a click on the card: drill %d, phase %d", s.kind, s.phase)
			}
			click(t, a, s, tStart)
			reg := s.procs.Regulation()
			total := s.length(drillOrder)
			right, asked, streak, best := 0, 0, 0, 0
			byProc := map[croupier.ProcKind][2]int{}
			for p := 0; p < len(reg.Procedures); p++ {
				rightBefore := right
				if s.phase != phAsk {
					t.Fatalf("procedure %d: phase %d", p, s.phase)
				}
				o := s.order
				if o.Proc.Kind != reg.Procedures[p].Kind || o.Placed != 0 {
					t.Fatalf("procedure %d is %s, %d placed; want %s", p, o.Proc.Kind, o.Placed, reg.Procedures[p].Kind)
				}
				for k := range o.Proc.Steps {
					due := s.order.DueShown()
					n := byProc[o.Proc.Kind]
					n[0]++
					asked++
					if asked%3 == 0 && k < len(o.Proc.Steps)-1 {
						wrong := (due + 1) % len(s.order.Shown)
						for s.order.IsPlaced(wrong) || wrong == due {
							wrong = (wrong + 1) % len(s.order.Shown)
						}
						scenetest.Ticks(t, a, 20)
						click(t, a, s, tRow+wrong)
						if s.phase != phAsk || s.last.right || s.last.step.ID != o.Proc.Steps[k].ID || s.order.Placed != k || s.wrongAt != wrong {
							t.Fatalf("a wrong step: phase %d, placed %d, last %+v", s.phase, s.order.Placed, s.last)
						}
						if s.last.step.Article == "" || s.last.step.Quote == "" || s.last.chose != o.Proc.Steps[s.order.Shown[wrong]].ID {
							t.Fatalf("the wrong step's verdict %+v has no article, quote or choice", s.last)
						}
						click(t, a, s, tRow+wrong) // again: counted once
						if s.score.asked != asked {
							t.Fatalf("two wrong clicks on step %d: %d asked; want %d", k, s.score.asked, asked)
						}
						streak = 0
					} else {
						right++
						n[1]++
						streak++
						best = max(best, streak)
					}
					byProc[o.Proc.Kind] = n
					scenetest.Ticks(t, a, 10)
					click(t, a, s, tRow+due)
					if s.order.Placed != k+1 || !s.order.IsPlaced(due) || s.score.asked != asked || s.score.right != right {
						t.Fatalf("step %d: placed %d, score %+v; want %d of %d", k, s.order.Placed, s.score, right, asked)
					}
					click(t, a, s, tRow+due) // a placed step: nothing
					if s.order.Placed != k+1 || s.score.asked != asked {
						t.Fatalf("a click on a placed step changed the count")
					}
				}
				if s.phase != phAnswered || s.orderRight() != right-rightBefore {
					t.Fatalf("procedure %s done: phase %d, %d right first time; want %d", o.Proc.Kind, s.phase, s.orderRight(), right-rightBefore)
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
			}
			if s.phase != phOver || s.score.asked != total || s.score.right != right || s.score.best != best {
				t.Fatalf("the summary: phase %d, score %+v; want %d of %d, best %d", s.phase, s.score, right, total, best)
			}
			for k, n := range byProc {
				if s.score.byKind[k] != n {
					t.Errorf("%s: %v; want %v", k, s.score.byKind[k], n)
				}
			}
		})
	}
}

// A quiz session with the keys: ↓ to the answer, Space to answer; every
// other question answered wrong goes to the summary's review.
func TestQuizSessions(t *testing.T) {
	for _, id := range rules.IDs() {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			for s.kind != drillQuiz {
				scenetest.Press(t, a, scenetest.Key(input.Right))
			}
			scenetest.Press(t, a, scenetest.Key(input.Confirm))
			n := s.length(drillQuiz)
			if n != len(s.procs.Regulation().Questions) {
				t.Fatalf("a session of %d questions", n)
			}
			scenetest.Press(t, a, scenetest.Key(input.Confirm)) // no answer chosen yet
			if s.phase != phAsk || s.score.asked != 0 {
				t.Fatalf("Space with no answer chosen: phase %d, %+v", s.phase, s.score)
			}
			seen := map[string]bool{}
			var wrong []string
			for q := 0; q < n; q++ {
				qz := s.quiz
				if seen[qz.Q.ID] {
					t.Fatalf("%s asked twice in a session", qz.Q.ID)
				}
				seen[qz.Q.ID] = true
				want := qz.RightShown()
				if q%2 == 1 {
					want = (want + 1) % len(qz.Shown)
					wrong = append(wrong, qz.Q.ID)
				}
				for s.cursor != want {
					scenetest.Press(t, a, scenetest.Key(input.Down))
				}
				scenetest.Ticks(t, a, 30)
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
				if s.phase != phAnswered || s.last.right != (q%2 == 0) || s.last.q.ID != qz.Q.ID || s.last.chose != qz.Q.Answers[qz.Shown[want]] {
					t.Fatalf("question %s: answer %+v", qz.Q.ID, s.last)
				}
				if s.last.ticks < 30 {
					t.Errorf("answered in %d ticks; the student thought for 30", s.last.ticks)
				}
				click(t, a, s, tRow+qz.RightShown()) // answered: nothing
				if s.score.asked != q+1 {
					t.Fatalf("a second answer counted")
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
			}
			if s.phase != phOver || s.score.asked != n || s.score.right != n-len(wrong) || len(s.review) != len(wrong) {
				t.Fatalf("the summary: phase %d, %+v, review %d; want %d wrong", s.phase, s.score, len(s.review), len(wrong))
			}
			for i, q := range s.review {
				if q.ID != wrong[i] {
					t.Errorf("review %d: %s; want %s", i, q.ID, wrong[i])
				}
			}
		})
	}
}

// Every step, question and answer of every table is said in the three
// languages, nothing left unformatted; the regulation's language is named
// beside its words only when it is not the user's.
func TestProcWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range locales.Langs() {
		loc := b.Locale(l)
		for _, reg := range croupier.Regulations() {
			var keys []locales.Key
			r, err := rules.ByID(reg.Table)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range reg.Procedures {
				if procName(loc, p.Kind, r) == "?" {
					t.Errorf("%s: no name for %s", l, p.Kind)
				}
				for _, st := range p.Steps {
					keys = append(keys, locales.ProcStep(st.ID))
				}
			}
			for _, q := range reg.Questions {
				keys = append(keys, locales.ProcQuestion(q.ID))
				for _, a := range q.Answers {
					keys = append(keys, locales.ProcAnswer(a))
				}
			}
			for _, k := range keys {
				if txt := loc.T(k); !loc.Has(k) || txt == "" || strings.Contains(txt, "{") {
					t.Errorf("%s %s: %q is %q", l, reg.Table, k, txt)
				}
			}
		}
	}
	it, es, en := b.Locale(locales.Italian), b.Locale(locales.Spanish), b.Locale(locales.English)
	cases := []struct {
		got, want string
	}{
		{wordsLabel(it, "it"), ""},
		{wordsLabel(es, "es"), ""},
		{wordsLabel(es, "it"), "Las palabras del reglamento, en italiano"},
		{wordsLabel(it, "es"), "Le parole del regolamento, in spagnolo"},
		{wordsLabel(en, "it"), "The regulation's words, in Italian"},
		{procName(it, croupier.ProcOpening, rules.ItalianShuffler), "Apertura del tavolo"},
		// The round is la mano at blackjack, il colpo at Punto Banco (002).
		{procName(it, croupier.ProcRound, rules.ItalianClassic), "La mano: chi, che cosa, quando"},
		{procName(it, croupier.ProcRound, rules.SuperPuntoBanco), "Il colpo: chi, che cosa, quando"},
		// 001 Desarrollo 5: the Argentine drill of the shuffle and cut is
		// «el armado del Sabot»; «apertura» is 001's split.
		{procName(es, croupier.ProcShuffle, rules.Argentine), "Armado del Sabot"},
		{procName(es, croupier.ProcShuffle, rules.ItalianClassic), "Mezcla y corte"},
		{procName(es, croupier.ProcOpening, rules.ItalianShuffler), "Habilitación de la mesa"},
		{stepName(es, "cut-over-50"), "El corte: más de unas cincuenta cartas"},
		{answerText(it, "five"), "Cinque"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q; want %q", c.got, c.want)
		}
	}
}

// Stray clicks and keys in the procedure drills do nothing: rows that are
// not shown, a placed step, Space with no step chosen, the payout's keys.
func TestProcOddInput(t *testing.T) {
	a, s := open(t, "italian-shuffler")
	click(t, a, s, tPick+int(drillOrder))
	click(t, a, s, tStart)
	for _, i := range []int{tRow - 1, tRow + len(s.order.Shown), tRow + 99, tChip, tPay} {
		a.Feed(input.Event{Action: input.Select, Index: i})
		scenetest.Ticks(t, a, 1)
	}
	for _, act := range []input.Action{input.Confirm, input.Clear, input.TakeBack, input.Hit, input.Stand, input.Left} {
		scenetest.Press(t, a, scenetest.Key(act))
	}
	if s.phase != phAsk || s.order.Placed != 0 || s.score.asked != 0 || s.kind != drillOrder {
		t.Fatalf("stray input: phase %d, placed %d, %+v", s.phase, s.order.Placed, s.score)
	}
	// The keys: ↓ to the step due, Space places it; ↑ skips placed steps.
	due := s.order.DueShown()
	for s.cursor != due {
		scenetest.Press(t, a, scenetest.Key(input.Down))
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.order.Placed != 1 || !s.last.right {
		t.Fatalf("Space on the step due: placed %d, %+v", s.order.Placed, s.last)
	}
	for k := 0; k < 2*len(s.order.Shown); k++ {
		scenetest.Press(t, a, scenetest.Key(input.Up))
		if s.order.IsPlaced(s.cursor) {
			t.Fatalf("the cursor on the placed step %d", s.cursor)
		}
	}
	// A table with no procedures (the zero rule set): the cards cannot be
	// chosen.
	b := New(a, rules.RuleSet{})
	if b.available(drillOrder) || b.available(drillQuiz) {
		t.Error("the procedure drills at a table with none")
	}
}
