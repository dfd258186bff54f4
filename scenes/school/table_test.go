package school

import (
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/dealerdrill"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/scenes/study/progress"
)

// These tests sit the student at the table through the real game and take
// every dealer's step with the clicks a student makes, on targets the
// table really shows.

// open seats the student as the croupier of table id.
func open(t *testing.T, id string) (*session.Context, *Table) {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60) // the menu's intro
	s := New(a, r)
	scenetest.Show(t, a, s)
	// The opening of the table is skipped (its own tests do it), and the
	// later ones too.
	if s.op != nil {
		click(t, a, s, tOpenSkip)
	}
	s.skipProcs = true
	return a, s
}

// waitDealer runs ticks until the dealer must act (the computer players
// answer on their own) or the round is over.
func waitDealer(t *testing.T, a *session.Context, s *Table) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if s.d.Round == nil || s.d.Round.Done() || s.d.Round.Turn().Dealer {
			return
		}
		scenetest.Ticks(t, a, 1)
	}
	t.Fatal("the players never let the dealer act")
}

// click clicks the target of an index, failing when the table does not
// show it.
func click(t *testing.T, a *session.Context, s *Table, index int) {
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

// hand is the target of a step's hand: the dealer's place for box 0.
func hand(a blackjack.Action) int {
	if a.Box == 0 {
		return tDealer
	}
	return tHand + a.Box*8 + max(a.Hand, 1)
}

// take makes the clicks of a dealer's step as a student does, each on a
// target the table shows.
func take(t *testing.T, a *session.Context, s *Table, step blackjack.Action) {
	t.Helper()
	for n := 0; n < 40; n++ {
		i, takes, ok := s.nextTarget(step)
		if !ok {
			t.Fatalf("no way to take %s", step)
		}
		click(t, a, s, i)
		if takes {
			return
		}
	}
	t.Fatalf("%s not taken in 40 clicks", step)
}

// playRound takes every step of a round right.
func playRound(t *testing.T, a *session.Context, s *Table) {
	t.Helper()
	for i := 0; i < 400; i++ {
		waitDealer(t, a, s)
		if s.d.Round.Done() {
			return
		}
		due := s.d.Round.Turn().Due
		take(t, a, s, due)
		if s.Stopped != nil {
			t.Fatalf("the right step %s was stopped: %+v", due, *s.Stopped)
		}
	}
	t.Fatal("the round did not end")
}

// A whole round at each blackjack table, every step taken right with the
// table's buttons and the boxes: the school offers every step a round
// needs, and counts them.
func TestSchoolRoundsTakenRight(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler", "italian-online", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			kinds := map[blackjack.Kind]bool{}
			for round := 0; round < 3; round++ {
				playRound(t, a, s)
				if !s.Over || s.Count.Wrong != 0 || s.Count.Right < 2*len(s.d.Round.Boxes())+3 {
					t.Errorf("round %d: over %v, score %+v with %d boxes", round, s.Over, s.Count, len(s.d.Round.Boxes()))
				}
				for _, st := range s.d.Recent {
					kinds[st.Kind] = true
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
				if s.Over || s.d.Round.Done() {
					t.Fatal("Enter did not start the next round")
				}
			}
			if st := a.Progress.School(id); st.Rounds != 3 || st.Total().Wrong != 0 || st.Total().Right < 3*10 || st.Seconds <= 0 {
				t.Errorf("the progress after three rounds: %d rounds, %+v, %.1f s", st.Rounds, st.Total(), st.Seconds)
			}
			// The cards at the end: all at once, or box by box with the
			// bank's last at the Argentine table (Desarrollo 9); the
			// dealer's total announced (000 Art. 26).
			last := blackjack.CollectCards
			if id == "argentine" {
				last = blackjack.CollectHandCards
			}
			for _, k := range []blackjack.Kind{blackjack.CloseBets, blackjack.Deal, blackjack.Announce, last} {
				if !kinds[k] {
					t.Errorf("three rounds without a %v step", k)
				}
			}
			if !kinds[blackjack.Pay] && !kinds[blackjack.Collect] {
				t.Error("three rounds without a settlement")
			}
		})
	}
}

// A wrong step is stopped at once: the round waits for the right one, and
// the stop says what was due, why, and the article, in the user's
// language.
func TestSchoolWrongStepStopped(t *testing.T) {
	a, s := open(t, "italian-classic")
	waitDealer(t, a, s)
	due := s.d.Round.Turn().Due
	if due.Kind != blackjack.CloseBets {
		t.Fatalf("the first step due is %s; want close-bets", due)
	}
	box := s.d.Round.Boxes()[0].Number
	take(t, a, s, blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: 1})
	if s.Stopped == nil || s.Count.Wrong != 1 || s.Count.Right != 0 {
		t.Fatalf("dealing before rien ne va plus: stop %v, score %+v", s.Stopped, s.Count)
	}
	st := s.Stopped
	if st.Due != "No more bets" || st.Did != "Card to box "+itoa(box) {
		t.Errorf("did %q, due %q", st.Did, st.Due)
	}
	if want := rules.ItalianClassic.Article(rules.TopicCloseBets); want == "" || st.Article != want {
		t.Errorf("article %q; want %q", st.Article, want)
	}
	if st.Why == "" {
		t.Error("no reason given")
	}
	if q := rules.ItalianClassic.Quote(rules.TopicCloseBets); q == "" || st.Quote != q {
		t.Errorf("quote %q; want the regulation's words %q", st.Quote, q)
	}
	if s.d.Round.Turn().Due != due {
		t.Errorf("after the wrong step the due step is %s", s.d.Round.Turn().Due)
	}
	take(t, a, s, due)
	if s.Stopped != nil || s.Count.Right != 1 {
		t.Errorf("the right step after the stop: stop %v, score %+v", s.Stopped, s.Count)
	}
	// The progress counts the step due, once wrong and once right, and the
	// time the right one took from the moment it was due.
	if c := a.Progress.School("italian-classic").Steps["close-bets"]; c == nil || c.Right != 1 || c.Wrong != 1 || c.Seconds <= 0 {
		t.Errorf("the progress of close-bets: %+v", c)
	}
}

// A payment short of the amount due is stopped with the amount it should
// have been; the right one then passes.
func TestSchoolWrongAmount(t *testing.T) {
	a, s := open(t, "italian-classic")
	for round := 0; round < 6; round++ {
		for i := 0; i < 400 && !s.d.Round.Done(); i++ {
			waitDealer(t, a, s)
			if s.d.Round.Done() {
				break
			}
			due := s.d.Round.Turn().Due
			if due.Kind != blackjack.Pay || due.Bet != blackjack.MainBet {
				take(t, a, s, due)
				continue
			}
			short := due
			short.Amount -= rules.Units(1) / 2
			take(t, a, s, short)
			if s.Stopped == nil {
				t.Fatalf("paid %s for %s: not stopped", short.Amount, due)
			}
			want := "The amount is " + a.Loc.Money(due.Amount) + ", not " + a.Loc.Money(short.Amount) + "." // the money's format: locales.TestMoney_CurrencyAtEachTable
			if s.Stopped.Why != want || s.Stopped.Article == "" {
				t.Errorf("why %q, article %q; want %q", s.Stopped.Why, s.Stopped.Article, want)
			}
			click(t, a, s, tPayCLR)
			if s.paid != 0 {
				t.Fatalf("cleared: %s still down", s.paid)
			}
			take(t, a, s, due)
			if s.Stopped != nil {
				t.Fatalf("the right amount %s was stopped", due.Amount)
			}
			return
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	t.Fatal("six rounds without a winning stake to pay")
}

// In the exam a mistake is counted but not explained until the round is
// over, and the summary lists it with its article.
func TestSchoolExam(t *testing.T) {
	a, s := open(t, "argentine")
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if !s.Exam {
		t.Fatal("Tab did not switch to the exam")
	}
	waitDealer(t, a, s)
	take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
	if s.Stopped == nil || s.Count.Wrong != 1 {
		t.Fatalf("a wrong step in the exam: stop %v, score %+v", s.Stopped, s.Count)
	}
	scenetest.Press(t, a, scenetest.Key(input.Reference))
	if !s.Exam {
		t.Error("the mode changed in the middle of a round")
	}
	playRound(t, a, s)
	if !s.Over || len(s.Log) != 1 || s.Log[0].Due == "" || s.Log[0].Article == "" {
		t.Errorf("the exam's summary: over %v, log %+v", s.Over, s.Log)
	}
	if s.Elapsed <= 0 {
		t.Error("the time was not kept")
	}
}

// The steps and the reasons are said in Italian and Spanish as a croupier
// says them, never with a placeholder left.
func TestSchoolWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	steps := []blackjack.Action{
		{Kind: blackjack.CloseBets}, {Kind: blackjack.Burn, Cards: 5}, {Kind: blackjack.Deal, Box: 3},
		{Kind: blackjack.Deal, FaceDown: true}, {Kind: blackjack.OfferInsurance}, {Kind: blackjack.OfferEvenMoney},
		{Kind: blackjack.AskDesafio, Box: 2}, {Kind: blackjack.AskDouble, Box: 2, Hand: 2}, {Kind: blackjack.AskAce, Box: 1},
		{Kind: blackjack.RevealHole}, {Kind: blackjack.RevealDouble, Box: 4}, {Kind: blackjack.DealerStand},
		{Kind: blackjack.DiscardDealerCard}, {Kind: blackjack.Pay, Box: 1, Amount: rules.Units(75) / 2},
		{Kind: blackjack.Collect, Box: 5, Bet: blackjack.InsuranceBet, Amount: rules.Units(5)}, {Kind: blackjack.CollectCards},
		{Kind: blackjack.CallTotal, Box: 2, Total: 16, Soft: true}, {Kind: blackjack.CallTotal, Box: 1, Hand: 2, Total: blackjack.AnnouncedBust},
	}
	want := map[locales.Lang][]string{
		locales.Italian: {"Rien ne va plus", "Bruciare 5 carte", "Carta alla casella 3", "Carta al banco, coperta", "Assicurazione?",
			"Pagamento alla pari?", "«¿Asegura?» alla casella 2", "«¿Dobla?» alla casella 2, mano 2", "«¿Uno u once?» alla casella 1",
			"Scoprire la carta coperta del banco", "Scoprire la carta del raddoppio, casella 4", "Il banco sta",
			"Togliere la carta del banco", "Pagare 37,50\u00a0€ alla casella 1 (puntata)", "Incassare 5\u00a0€ dalla casella 5 (assicurazione)", "Raccogliere le carte",
			"Dire il punto, casella 2: 6/16", "Dire il punto, casella 1, mano 2: Sballa"},
		locales.Spanish: {"No va más", "Quemar 5 cartas", "Carta al casillero 3", "Carta para la banca, tapada", "¿Seguro?",
			"¿Pago a la par?", "«¿Asegura?» al casillero 2", "«¿Dobla?» al casillero 2, mano 2", "«¿Uno u once?» al casillero 1",
			"Descubrir la carta tapada de la banca", "Descubrir la carta del doble, casillero 4", "La banca se planta",
			"Descartar la carta de la banca", "Pagar 37,50\u00a0€ al casillero 1 (apuesta)", "Retirar 5\u00a0€ del casillero 5 (seguro)", "Retirar todas las cartas",
			"Cantar el puntaje, casillero 2: 6/16", "Cantar el puntaje, casillero 1, mano 2: Se pasa"},
	}
	for l, ws := range want {
		loc := b.Locale(l)
		for i, st := range steps {
			if got := schooldriver.StepText(loc, st); got != ws[i] {
				t.Errorf("%s %s: %q; want %q", l, st, got, ws[i])
			}
		}
	}
	for _, l := range locales.Langs() {
		loc := b.Locale(l)
		for _, st := range steps {
			if got := schooldriver.StepText(loc.At(rules.ItalianShuffler), st); strings.Contains(got, "{") {
				t.Errorf("%s %s: %q", l, st, got)
			}
		}
	}
}

// The header's Drills opens the dealer school's drills at the table.
func TestSchoolDrillsButton(t *testing.T) {
	a, s := open(t, "argentine")
	click(t, a, s, tDrills)
	scenetest.Opened[*dealerdrill.Scene](t, a)
}

// The header's Progress opens the dealer school's page of the progress,
// where the round just played shows; Back returns to the table.
func TestSchoolProgressPage(t *testing.T) {
	a, s := open(t, "italian-online")
	playRound(t, a, s)
	click(t, a, s, tStats)
	p := scenetest.Opened[*progress.School](t, a)
	if p.Table().ID != "italian-online" {
		t.Errorf("the page shows %s", p.Table().ID)
	}
	if st := a.Progress.School("italian-online"); st.Rounds != 1 || st.Total().Right < 10 {
		t.Errorf("the progress: %d rounds, %+v", st.Rounds, st.Total())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() != s {
		t.Errorf("Back went to %T, not the table", a.Scene())
	}
}

// The box takes the word of the table's regulation: casella at the classic
// Italian table (000), postazione at the shuffler's and the online one
// (004, 003); casillero and box in Spanish and English.
func TestSchoolBoxWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	it, es := b.Locale(locales.Italian), b.Locale(locales.Spanish)
	deal := blackjack.Action{Kind: blackjack.Deal, Box: 3}
	pay := blackjack.Action{Kind: blackjack.Pay, Box: 1, Hand: 2, Amount: rules.Units(10)}
	cases := []struct {
		rs        rules.RuleSet
		loc       *locales.Locale
		deal, pay string
		noun      string
	}{
		{rules.ItalianClassic, it.At(rules.ItalianClassic), "Carta alla casella 3", "Pagare 10\u00a0€ alla casella 1, mano 2 (puntata)", "casella"},
		{rules.ItalianShuffler, it.At(rules.ItalianShuffler), "Carta alla postazione 3", "Pagare 10\u00a0€ alla postazione 1, mano 2 (puntata)", "postazione"},
		{rules.ItalianOnline, it.At(rules.ItalianOnline), "Carta alla postazione 3", "Pagare 10\u00a0€ alla postazione 1, mano 2 (puntata)", "postazione"},
		{rules.Argentine, es.At(rules.Argentine), "Carta al casillero 3", "Pagar $\u00a010 al casillero 1, mano 2 (apuesta)", "casillero"},
		{rules.ItalianShuffler, es.At(rules.ItalianShuffler), "Carta al casillero 3", "Pagar 10\u00a0€ al casillero 1, mano 2 (apuesta)", "casillero"},
	}
	for _, c := range cases {
		if got := schooldriver.StepText(c.loc, deal); got != c.deal {
			t.Errorf("%s %s: %q; want %q", c.rs.ID, c.loc.Lang(), got, c.deal)
		}
		if got := schooldriver.StepText(c.loc, pay); got != c.pay {
			t.Errorf("%s %s: %q; want %q", c.rs.ID, c.loc.Lang(), got, c.pay)
		}
		if got := c.loc.T(locales.SchoolBoxNoun); got != c.noun {
			t.Errorf("%s %s: the word alone %q; want %q", c.rs.ID, c.loc.Lang(), got, c.noun)
		}
	}
}

// The remedy that voids a box, and the incidents that name a box, say the
// table's own word for it, the one its steps say: casella at the classic
// Italian table (000 Art. 26: "limitatamente alla o alle caselle"),
// postazione at the shuffler's (004), casillero at the Argentine table
// (001 Disposiciones 10); the student learns one word a table.
func TestSchoolVoidBoxSaysTheTablesWord(t *testing.T) {
	void := blackjack.Action{Kind: blackjack.VoidBox, Box: 2, Hand: 1}
	cases := []struct {
		id     string
		lang   locales.Lang
		button string
		step   string
		kind   blackjack.IncidentKind
		name   string
	}{
		{"italian-classic", locales.Italian, "Annullare la casella", "Annullare la casella 2: puntata restituita, carte eliminate",
			blackjack.IrregularBox, "una casella con una carta di troppo dalla distribuzione"},
		{"italian-shuffler", locales.Italian, "Annullare la postazione", "Annullare la postazione 2: puntata restituita, carte eliminate",
			blackjack.EmptyBox, "una carta su una postazione senza puntata"},
		{"argentine", locales.Spanish, "Anular el casillero", "Anular el casillero 2: apuesta devuelta, cartas quemadas",
			blackjack.BoxSkipped, "un casillero salteado en la entrega"},
		{"argentine", locales.Italian, "Annullare la casella", "Annullare la casella 2: puntata restituita, carte eliminate",
			blackjack.OneCard, "una casella rimasta con una carta sola"},
		{"argentine", locales.English, "Void the box", "Void box 2: the bet returned, its cards eliminated",
			blackjack.BoxSkipped, "a box passed over in the deal"},
	}
	for _, c := range cases {
		t.Run(c.id+"/"+string(c.lang), func(t *testing.T) {
			a, s := open(t, c.id)
			a.SetLang(c.lang)
			if got := s.buttonLabel(btnVerbVoid); got != c.button {
				t.Errorf("the button: %q; want %q", got, c.button)
			}
			if got := schooldriver.StepText(a.Loc, void); got != c.step {
				t.Errorf("the step: %q; want %q", got, c.step)
			}
			if got := s.IncidentName(c.kind.String()); got != c.name {
				t.Errorf("the incident %s: %q; want %q", c.kind, got, c.name)
			}
		})
	}
}
