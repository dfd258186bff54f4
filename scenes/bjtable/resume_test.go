package bjtable

import (
	"fmt"
	"testing"

	"sabot/game/blackjack"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/trainer"
)

// feltCards lists the cards on the felt as the view holds them: the card,
// face down or not, and where it lies.
func feltCards(s *Table) []string {
	var out []string
	for _, c := range s.view.cards {
		if c.dead || c.gone {
			continue
		}
		out = append(out, fmt.Sprintf("%v down=%v at (%.1f, %.1f)", c.card, c.down, c.x, c.y))
	}
	return out
}

// startAgain starts a new game on dir and returns it with its first scene
// as the table, before any tick of the table has run.
func startAgain(t *testing.T, dir string) (*session.Context, *Table) {
	t.Helper()
	b := scenetest.New(t, dir)
	s, ok := b.Scene().(*Table)
	if !ok {
		t.Fatalf("the start opened %T: %q", b.Scene(), b.Notices())
	}
	return b, s
}

// A round brought back stands on the felt as it was — the same cards in
// the same places, nothing moving, no deal shown again — and with the
// trainer on, its panel comes back with the grade of the last decision:
// held back when it was a wrong one waiting to be taken back or kept (and
// then kept with Space), only shown when it was applied. The decision is
// not counted again.
func TestResumedRoundStandsWithTheTrainersPanel(t *testing.T) {
	for _, c := range []struct {
		name string
		held bool
	}{
		{"a wrong double held back", true},
		{"a right decision applied", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			a := scenetest.New(t, dir)
			s := trainerTable(t, a, "italian-classic", true)
			s.tr.setOn(true)
			var key input.Action
			want := func(tn blackjack.Turn) bool {
				if tn.Question != blackjack.AskPlay || tn.Box != 1 {
					return false
				}
				chart := trainer.ChartAction(s.d.Round(), s.botChart()).Kind
				if c.held {
					return tn.Options.Has(blackjack.OptDouble) && chart != blackjack.Double
				}
				return chart == blackjack.Hit || chart == blackjack.Stand
			}
			for r := 0; r < 80 && key == 0; r++ {
				betAll(t, a, s)
				for i := 0; s.d.Phase() == phasePlaying && i < 200; i++ {
					if tn := s.d.Round().Turn(); want(tn) {
						key = input.Double
						if !c.held {
							key = inputFor(trainer.ChartAction(s.d.Round(), s.botChart()))
						}
						break
					}
					decideKey(t, a, s, inputFor(trainer.ChartAction(s.d.Round(), s.botChart())))
					if s.tr.asking() {
						decideKey(t, a, s, input.Confirm)
					}
				}
				if key == 0 {
					if s.d.Phase() != phaseOver {
						t.Fatalf("the round did not end: phase %d", s.d.Phase())
					}
					act(t, a, s, scenetest.Key(input.Confirm))
				}
			}
			if key == 0 {
				t.Fatal("no such question in 80 rounds")
			}
			decideKey(t, a, s, key)
			if c.held != s.tr.asking() || s.d.Phase() != phasePlaying {
				t.Fatalf("held back %v, phase %d", s.tr.asking(), s.d.Phase())
			}
			grade, turn, felt := s.tr.fb.Grade, s.d.Round().Turn(), feltCards(s)
			decisions := a.Progress.Table("italian-classic").Decisions

			b, s2 := startAgain(t, dir)
			if s2.queue.Busy() || s2.view.busy() {
				t.Errorf("the round brought back is dealt again before the user's eyes (queue %v, view %v)", s2.queue.Busy(), s2.view.busy())
			}
			if got := feltCards(s2); fmt.Sprint(got) != fmt.Sprint(felt) {
				t.Errorf("the felt brought back:\n%v\nwas\n%v", got, felt)
			}
			waitTrainer(t, b, s2)
			p, ok := s2.TrainerPanel()
			if !ok {
				t.Fatal("the trainer's panel did not come back")
			}
			sameGrade(t, "the panel brought back", p.Grade, grade)
			if p.Held != c.held || s2.tr.asking() != c.held {
				t.Errorf("the panel held back %v (phase %d); want %v", p.Held, s2.tr.phase, c.held)
			}
			if s2.d.Round().Turn() != turn {
				t.Errorf("turn %+v; was %+v", s2.d.Round().Turn(), turn)
			}
			if got := b.Progress.Table("italian-classic").Decisions; got != decisions {
				t.Errorf("%d decisions counted after the start; %d before", got, decisions)
			}
			if c.held {
				logged := len(s2.d.Round().Log())
				decideKey(t, b, s2, input.Confirm)
				if len(s2.d.Round().Log()) == logged || s2.d.Round().Log()[logged].Kind != blackjack.Double {
					t.Errorf("the double kept was not applied: %v", s2.d.Round().Log()[logged:])
				}
				if got := b.Progress.Table("italian-classic").Decisions; got != decisions {
					t.Errorf("%d decisions counted after the double was kept; %d before", got, decisions)
				}
			}
		})
	}
}
