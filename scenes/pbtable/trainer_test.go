package pbtable

import (
	"testing"

	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// The trainer at Super Punto Banco checks the user's call as the reader
// against the Tabella della Regola before it is applied: the rule's call
// is right, the other wrong (and the dealer corrects it alla regola); each
// call is in the progress, and the bankroll after each coup the user
// played. F1 gives the rule's call once the cards are turned.
func TestPuntoTrainerChecksTheCall(t *testing.T) {
	for _, wrong := range []bool{false, true} {
		a, p, _ := puntoAt(t, 0, pbNoSlips)
		scenetest.Press(t, a, scenetest.Key(input.Trainer))
		if !p.TrainerOn() {
			t.Fatal("F6 did not switch the trainer on")
		}
		scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
		pbUntil(t, a, "the user reads", func() bool { return p.userReads() && !p.Busy() })
		scenetest.Press(t, a, scenetest.Key(input.Hint))
		if shown, _, _, _ := p.trainerVerdict(); shown {
			t.Error("a hint before the cards were turned")
		}
		scenetest.Press(t, a, scenetest.Key(input.Turn))
		pbUntil(t, a, "the flip", func() bool { return !p.Busy() })
		pts := p.d.Round().Points(punto.Punto)
		rule := rules.PuntoRule(pts)
		scenetest.Press(t, a, scenetest.Key(input.Hint))
		if shown, hint, want, _ := p.trainerVerdict(); !shown || !hint || want != rule {
			t.Errorf("hint on %d: shown %v, hint %v, %v; want %v", pts, shown, hint, want, rule)
		}
		call := rule
		if wrong {
			call = pbdriver.WrongCall(rule)
		}
		keys := map[rules.ReaderCall]input.Action{rules.CallCarta: input.Hit, rules.CallNoCarta: input.Stand, rules.CallBattuta: input.Turn}
		scenetest.Press(t, a, scenetest.Key(keys[call]))
		shown, hint, want, ok := p.trainerVerdict()
		if !shown || hint || want != rule || ok == wrong {
			t.Errorf("wrong %v, %d points: shown %v, hint %v, want %v, ok %v", wrong, pts, shown, hint, want, ok)
		}
		c := a.Progress.Table(p.rules.ID)
		if c.Decisions != 1 || (c.Correct == 1) == wrong || c.Cost != 0 {
			t.Errorf("wrong %v: progress %+v", wrong, c)
		}
		pbUntil(t, a, "the next bets", func() bool { return p.d.Betting() && !p.Busy() })
		// The verdict stays until a key (at Fast it lasted 2-3 s), then
		// leaves the chips to bet with.
		scenetest.Ticks(t, a, 600)
		if shown, _, _, _ := p.trainerVerdict(); !shown {
			t.Errorf("wrong %v: the trainer's verdict went before a key", wrong)
		}
		scenetest.Press(t, a, pbChipEv(pbC10))
		if shown, _, _, _ := p.trainerVerdict(); shown {
			t.Errorf("wrong %v: the trainer's strip stays over the chips after a key", wrong)
		}
		if wrong && (len(p.d.Record().Corrections) != 1 || p.d.Record().Corrections[0].Phrase != punto.PhraseAllaRegola) {
			t.Errorf("the wrong call was not corrected: %+v", p.d.Record().Corrections)
		}
		if b := a.Progress.Bankroll; len(b) != 1 || b[0].Bankroll != a.Balance() {
			t.Errorf("bankroll points %+v; want one of %v", b, a.Balance())
		}
	}
}

// Without the trainer the call is not checked, and the menu's Trainer mode
// opens the table with it on.
func TestPuntoTrainerOffAndMode(t *testing.T) {
	a, p, _ := puntoAt(t, 0, pbNoSlips)
	scenetest.Press(t, a, pbChipEv(pbC100), pbBetEv(punto.Punto), scenetest.Key(input.Confirm))
	pbUntil(t, a, "the user reads", func() bool { return p.userReads() && !p.Busy() })
	scenetest.Press(t, a, scenetest.Key(input.Turn))
	pbUntil(t, a, "the flip", func() bool { return !p.Busy() })
	scenetest.Press(t, a, scenetest.Key(input.Stand))
	if shown, _, _, _ := p.trainerVerdict(); shown || a.Progress.Table(p.rules.ID).Decisions != 0 {
		t.Error("the call was checked with the trainer off")
	}
	sc, ok := a.Routes.Table(a, rules.SuperPuntoBanco, session.ModeTrainer)
	if pt, isPB := sc.(*Table); !ok || !isPB || !pt.TrainerOn() {
		t.Errorf("the Trainer mode at Punto Banco: %T %v", sc, ok)
	}
}
