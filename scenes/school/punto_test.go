package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/opening"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// openPunto seats the student as the croupier of Super Punto Banco.
func openPunto(t *testing.T) (*session.Context, *Punto) {
	t.Helper()
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	s := NewPunto(a, rules.SuperPuntoBanco)
	scenetest.Show(t, a, s)
	return a, s
}

// pbClick clicks the target of an index, failing when the table does not
// show it.
func pbClick(t *testing.T, a *session.Context, s *Punto, index int) {
	t.Helper()
	p, ok := s.targetPoint(index)
	if !ok {
		t.Fatalf("no target %d on the table", index)
	}
	e, hit := input.HitTest(s.Targets(), p)
	if !hit || e.Index != index {
		t.Fatalf("a click in the middle of target %d hits %d", index, e.Index)
	}
	a.Feed(e)
	scenetest.Ticks(t, a, 1)
}

// pbWait runs ticks until the dealer must act (the reader calls on his
// own) or the coup is over.
func pbWait(t *testing.T, a *session.Context, s *Punto) {
	t.Helper()
	for i := 0; i < 2000; i++ {
		if s.d.Round.Done() || s.d.Round.Awaiting().IsDealer() {
			return
		}
		scenetest.Ticks(t, a, 1)
	}
	t.Fatal("the reader never called")
}

// pbTake makes the clicks of a step as a student does, each on a target
// the table shows.
func pbTake(t *testing.T, a *session.Context, s *Punto, step punto.Action) {
	t.Helper()
	for n := 0; n < 40; n++ {
		i, takes, ok := s.nextTarget(step)
		if !ok {
			t.Fatalf("no way to take %s", step)
		}
		pbClick(t, a, s, i)
		if takes {
			return
		}
	}
	t.Fatalf("%s not taken in 40 clicks", step)
}

// pbCoup takes every step of a coup right; it returns the kinds taken.
func pbCoup(t *testing.T, a *session.Context, s *Punto) map[punto.ActionKind]bool {
	t.Helper()
	kinds := map[punto.ActionKind]bool{}
	for i := 0; i < 200; i++ {
		pbWait(t, a, s)
		if s.d.Round.Done() {
			return kinds
		}
		due, _ := s.d.Round.NextDealerAction()
		pbTake(t, a, s, due)
		if s.Stopped != nil {
			t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
		}
		kinds[due.Kind] = true
	}
	t.Fatal("the coup did not end")
	return nil
}

// Coups played right with the table's buttons, places and bets: every step
// a coup needs is on the table, and the button goes round.
func TestSchoolPuntoCoupsTakenRight(t *testing.T) {
	a, s := openPunto(t)
	kinds := map[punto.ActionKind]bool{}
	for coup := 0; coup < 8; coup++ {
		button := s.d.Round.Button()
		for k := range pbCoup(t, a, s) {
			kinds[k] = true
		}
		if !s.Over || s.Count.Wrong != 0 || s.Count.Right < 8 {
			t.Errorf("coup %d: over %v, score %+v", coup, s.Over, s.Count)
		}
		if next := s.d.Round.Record().ButtonNext; next == button {
			t.Errorf("coup %d: the button stayed at %d", coup, button)
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
		if s.Over {
			t.Fatal("Enter did not deal the next coup")
		}
	}
	for _, k := range []punto.ActionKind{punto.Close, punto.Deal, punto.Give, punto.Turn, punto.Announce, punto.Collect, punto.Pay, punto.Discard, punto.PassButton} {
		if !kinds[k] {
			t.Errorf("eight coups without a %s step", punto.Action{Kind: k})
		}
	}
}

// The Punto cards given to a smaller bet are stopped with the position
// that reads; a wrong score is taken but corrected, "le carte parlano",
// and counted wrong; a Banco bet paid 1:1 is stopped with the commission's
// amount.
func TestSchoolPuntoMistakes(t *testing.T) {
	a, s := openPunto(t)
	var gave, announced, banco bool
	for coup := 0; coup < 12 && !(gave && announced && banco); coup++ {
		for i := 0; i < 200 && !s.d.Round.Done(); i++ {
			pbWait(t, a, s)
			if s.d.Round.Done() {
				break
			}
			due, _ := s.d.Round.NextDealerAction()
			wrongs := s.Count.Wrong
			switch {
			case due.Kind == punto.Give && !gave:
				other := due.Position%9 + 1
				pbTake(t, a, s, punto.Action{Kind: punto.Give, Position: other})
				if s.Stopped == nil || s.Count.Wrong != wrongs+1 || s.Stopped.Article == "" {
					t.Fatalf("gave the cards to %d, not %d: stop %v", other, due.Position, s.Stopped)
				}
				if want := "The Punto cards go to position " + itoa(due.Position) + "."; s.Stopped.Why != want {
					t.Errorf("why %q; want %q", s.Stopped.Why, want)
				}
				gave = true
			case due.Kind == punto.Announce && !announced:
				wrong := due
				wrong.Banco = (due.Banco + 1) % 10
				pbTake(t, a, s, wrong)
				if s.Stopped == nil || s.Count.Wrong != wrongs+1 || s.Stopped.Article != "Art. 9" {
					t.Fatalf("announced %s for %s: stop %v, score %+v", wrong, due, s.Stopped, s.Count)
				}
				if s.d.Round.Record().Corrections == nil {
					t.Error("the engine did not correct the score")
				}
				announced = true
				continue // the announcement was taken, corrected
			case due.Kind == punto.Pay && due.Side == punto.Banco && !banco:
				var stake rules.Money
				for _, b := range s.d.Round.Bets() {
					if b.Position == due.Position && b.On == punto.Banco {
						stake = b.Amount
					}
				}
				even := due
				even.Amount = stake
				pbTake(t, a, s, even)
				if s.Stopped == nil || !strings.HasPrefix(s.Stopped.Why, "The amount is "+a.Loc.Money(due.Amount)+", not "+a.Loc.Money(stake)+".") {
					t.Fatalf("paid Banco %s, due %s: stop %v", stake, due.Amount, s.Stopped)
				}
				pbClick(t, a, s, tPayCLR)
				banco = true
			}
			pbTake(t, a, s, due)
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if !gave || !announced || !banco {
		t.Errorf("twelve coups: a give %v, an announcement %v, a Banco payment %v", gave, announced, banco)
	}
	st := a.Progress.School("super-punto-banco")
	for _, k := range []string{"give", "announce", "pay"} {
		if c := st.Steps[k]; c == nil || c.Wrong < 1 {
			t.Errorf("the progress of %s: %+v", k, c)
		}
	}
	if st.Total().Right < 20 {
		t.Errorf("the progress: %+v", st.Total())
	}
}

// The Punto croupier's steps in Italian and Spanish.
func TestSchoolPuntoWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	steps := []punto.Action{
		{Kind: punto.Deal, Side: punto.Banco}, {Kind: punto.Give, Position: 3}, {Kind: punto.Announce, Banco: 7, Punto: 5},
		{Kind: punto.Pay, Side: punto.Banco, Position: 2, Amount: rules.Units(19) / 2}, {Kind: punto.Return, Side: punto.Punto, Position: 4},
		{Kind: punto.PassButton, Position: 5},
	}
	want := map[locales.Lang][]string{
		locales.Italian: {"Carta a Banco, coperta", "Carte di Punto alla postazione 3", "Banco 7, Punto 5",
			"Pagare 9,50\u00a0€ sulla puntata su Banco alla postazione 2", "Restituire la puntata su Punto alla postazione 4", "Bottone alla postazione 5"},
		locales.Spanish: {"Carta a Banca, tapada", "Cartas de Punto al casillero 3", "Banca 7, Punto 5",
			"Pagar 9,50\u00a0€ a la apuesta a Banca del casillero 2", "Devolver la apuesta a Punto del casillero 4", "Botón al casillero 5"},
	}
	for l, ws := range want {
		for i, st := range steps {
			if got := schooldriver.PBStepText(b.Locale(l), st); got != ws[i] {
				t.Errorf("%s %s: %q; want %q", l, st, got, ws[i])
			}
		}
	}
}

// 002 states no opening of the table nor preparation of the shoe
// (game/opening has none): at a new shoe the school says so, and the coup
// starts with the bets closed.
func TestSchoolPuntoSaysNoOpening(t *testing.T) {
	steps, err := opening.Steps(rules.SuperPuntoBanco.ID, opening.Opening)
	if err != nil || len(steps) != 0 {
		t.Fatalf("game/opening has %d opening steps at Super Punto Banco (%v)", len(steps), err)
	}
	a, s := openPunto(t)
	if want := a.Loc.T(locales.SchoolPBNoOpening); s.statusLine() != want || !strings.Contains(want, "Super Punto Banco") {
		t.Errorf("the status at the first coup %q; want %q", s.statusLine(), want)
	}
	if due, _ := s.d.Round.NextDealerAction(); due.Kind != punto.Close {
		t.Errorf("the first step due is %s; want close", due)
	}
}

// A Banco win is labelled with what it is paid, the commission taken off:
// 50 € paid 47,50 € says «+47,50 €» (it said «+50,00», the stake).
func TestSchoolPuntoBancoWinLabelledWhatIsPaid(t *testing.T) {
	a, _ := openPunto(t)
	a.SetLang(locales.Italian)
	bet := punto.Bet{Position: 3, On: punto.Banco, Amount: rules.Units(50)}
	paid := rules.SuperPuntoBanco.BancoWin(bet.Amount)
	if paid != 4750 {
		t.Fatalf("Banco 50,00 wins %s; by hand 50,00 less 5%% is 47,50", paid)
	}
	cases := []struct {
		kind punto.ActionKind
		done bool
		want string
	}{
		{punto.Pay, true, "+47,50\u00a0€"},
		{punto.Collect, true, "−50\u00a0€"},
		{punto.Return, true, "= 50\u00a0€"},
		{0, false, "50\u00a0€"},
	}
	for _, c := range cases {
		if got, _ := stackText(a.Loc, bet, c.kind, c.done, paid); got != c.want {
			t.Errorf("kind %d done %v: %q, want %q", c.kind, c.done, got, c.want)
		}
	}
}

// 002 Distribuzione: the reader calls against the rule with his cards
// down. The dealer cannot know: he turns Banco and the reader shows his
// cards; the school no longer demands Punto's third card (the rule's, which
// only the cards turned can tell), and stops it citing the sentence that
// orders the steps after the call, saying why.
func TestSchoolPuntoDistribuzione_WrongCallFollowedByTheCall(t *testing.T) {
	a, s := openPunto(t)
	a.SetLang(locales.Italian)
	for coup := 0; coup < 80; coup++ {
		r := s.d.Round
		for i := 0; i < 40 && !r.Done() && !r.Awaiting().IsReader(); i++ {
			due, _ := r.NextDealerAction()
			pbTake(t, a, s, due)
		}
		if r.Awaiting().IsReader() {
			rule, _ := r.RuleCall()
			b := r.Cards(punto.Banco)
			b2 := (b[0].Points() + b[1].Points()) % 10
			if rule.Call == rules.CallCarta && b2 >= 6 && b2 <= 7 {
				if _, err := r.Apply(punto.Action{Kind: punto.Call, Call: rules.CallNoCarta}); err != nil {
					t.Fatal(err)
				}
				s.step(punto.Action{Kind: punto.Turn, Side: punto.Banco})
				if s.Stopped != nil {
					t.Fatalf("turn banco after the call stopped: %+v", *s.Stopped)
				}
				s.step(punto.Action{Kind: punto.Draw, Side: punto.Punto})
				if s.Stopped == nil || s.Stopped.Article != "Distribuzione" || !strings.Contains(s.Stopped.Quote, "deve scoprire le sue carte") ||
					!strings.Contains(s.Stopped.Why, "carte coperte") {
					t.Fatalf("Punto's third card before the reader shows: stop %+v; want Distribuzione's words and why", s.Stopped)
				}
				s.step(punto.Action{Kind: punto.Turn, Side: punto.Punto})
				if s.Stopped != nil {
					t.Fatalf("the reader's cards turned after Banco's: stopped %+v", *s.Stopped)
				}
				if due, _ := r.NextDealerAction(); due.Kind != punto.Draw || due.Side != punto.Punto {
					t.Fatalf("after the cards shown, due %s; want Punto's third card, alla regola", due)
				}
				pbCoup(t, a, s)
				if rec := r.Record(); len(rec.Corrections) != 1 || rec.Corrections[0].Said != "no-carta" || rec.Corrections[0].Right != "carta" {
					t.Errorf("corrections %+v", rec.Corrections)
				}
				return
			}
		}
		pbCoup(t, a, s)
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	t.Fatal("no coup in 80 with Punto 0-5 and Banco 6-7")
}

// A refusal over a payment or the settling order says that 002 is silent
// and what the house does, and quotes the Premessa that refers to the
// general regulation; never «Interpretazione del progetto».
func TestSchoolPuntoPremessa_PayoutRefusalSaysTheRegulationIsSilent(t *testing.T) {
	a, s := openPunto(t)
	a.SetLang(locales.Italian)
	for coup := 0; coup < 20; coup++ {
		r := s.d.Round
		for i := 0; i < 80 && !r.Done(); i++ {
			pbWait(t, a, s)
			due, _ := r.NextDealerAction()
			if due.Kind == punto.Pay {
				s.step(punto.Action{Kind: punto.Pay, Side: due.Side, Position: due.Position, Amount: due.Amount + 1})
				st := s.Stopped
				if st == nil || st.Article != "Premessa" || !strings.Contains(st.Quote, "regolamento generale") ||
					!strings.Contains(st.Why, "non fissa i pagamenti") || !strings.Contains(st.Why, "meno il 5%") ||
					strings.Contains(schooldriver.ArticleText(a.Loc, st.Article), "Interpretazione") {
					t.Fatalf("a wrong payment: stop %+v", st)
				}
				return
			}
			pbTake(t, a, s, due)
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	t.Fatal("no payment in 20 coups")
}

// 002 calls the round il colpo: the Punto Banco school's summary says
// «Colpo finito», its rate of incidents «1 colpo su 4» and its stop in the
// exam «il colpo prosegue», where the blackjack tables' say la mano.
func TestSchoolPuntoSummarySaysColpo(t *testing.T) {
	a, s := openPunto(t)
	a.SetLang(locales.Italian)
	pbCoup(t, a, s)
	if !s.Over {
		t.Fatal("the coup is not over")
	}
	if got := s.overTitle(); !strings.HasPrefix(got, "Colpo finito: ") {
		t.Errorf("the summary's title is %q; want «Colpo finito: …»", got)
	}
	s.Rate = 1
	if got := s.RateText(); got != "1 colpo su 4" {
		t.Errorf("the incidents' rate is %q; want «1 colpo su 4»", got)
	}
	bj := &desk{app: a, Core: &schooldriver.Core{Rules: rules.ItalianClassic, Over: true}}
	if got := bj.overTitle(); !strings.HasPrefix(got, "Mano finita: ") {
		t.Errorf("at blackjack the summary's title is %q; want «Mano finita: …»", got)
	}
}
