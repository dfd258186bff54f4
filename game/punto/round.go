package punto

import (
	"sort"

	"sabot/rules"
)

// phase is where the coup stands.
type phase uint8

const (
	phBetting phase = iota // bets on the layout, not closed yet
	phDeal                 // the four cards of the deal, P B P B
	phRead                 // the Punto cards go to the reader, who calls
	phPlay                 // turning, third cards, last coup, announcement
	phSettle               // the bets, one by one
	phClose                // discard, button
	phDone                 // over (Art. 10)
)

// Round is one coup of Super Punto Banco as a state machine: Legal lists
// what may be done now, Apply does it and returns the events, and the round
// ends in a Record. The dealer's steps are actions like the reader's call,
// so the same round runs the automatic dealer of play mode
// (NextDealerAction) and checks a student dealer (Apply refuses a wrong step
// with a *game.IllegalError citing the article).
//
// A Round is not safe for concurrent use.
type Round struct {
	rules rules.RuleSet
	shoe  *rules.Shoe
	bets  []Bet
	state []betState
	byPos []int // bet indices by position, Punto/Banco before Egalité

	button     int
	blankSetup bool // the Setup asked for a Colpo in Bianco
	blank      bool // the coup is (now) a Colpo in Bianco
	reader     int  // position of the reader; 0: the dealer plays Punto

	phase         phase
	punto, banco  [3]rules.Card
	np, nb        int
	rest          rules.Cards
	given         bool
	said          rules.ReaderCall
	called        bool
	puntoUp       bool
	bancoUp       bool
	minSeven      bool       // the coup started with the cut card (Art. 5)
	lastCoup      bool       // the cut card came out during the coup (Art. 5)
	cutCall       ActionKind // the call due since the cut card came out: UltimoColpo or UltimoColpoSette (Art. 5)
	restDrawn     bool
	void, short   bool // void coup; void because the shoe ran out
	announced     bool
	winner        Side
	steps         []settleStep
	step          int
	discarded     bool
	houseNet      rules.Money
	actions       []Action
	announcements []Phrase
	corrections   []correction
	startingDealt int // shoe.Dealt() when the coup started
	drawn         int // cards drawn in the coup, incidents' included
	// The incident being handled; the card drawn too many laid aside for
	// the next coup (Art. 1); the cards laid aside by the previous coup,
	// dealt first; the incidents of the coup ("fallen-card at 3").
	inc                  incidentState
	carry                rules.Cards
	hasCarry, carryBlank bool
	// The reader's call was against the rule with his cards still down:
	// the dealer goes by the call until the reader shows them, then the
	// coup is rebuilt "alla regola" (Distribuzione); the third cards drawn
	// on the call are taken back, dealt again by the rule (redeal), and
	// those left over go to a Colpo in Bianco (Art. 8).
	wrongCall bool
	redeal    rules.Cards
	// restored are the cards stuck together whose order the dealer
	// restored, dealt next in that order (Art. 2).
	restored  rules.Cards
	carried   rules.Cards
	burnt     rules.Cards
	incidents []string
}

type betState struct {
	result Result
	net    rules.Money
}

// correction is a mistake corrected during the coup.
type correction struct {
	phrase         Phrase
	said, rule     rules.ReaderCall
	saidB, saidP   int
	bancoP, puntoP int
}

// New starts a coup from s, with the bets on the layout and nothing dealt.
// It checks the setup against the rule set and returns a *SetupError naming
// the field at fault (e.g. "bets[1].amount") and the reason.
func New(s Setup) (*Round, error) {
	if err := validate(s); err != nil {
		return nil, err
	}
	r := &Round{
		rules:         s.Rules,
		shoe:          s.Shoe,
		bets:          append([]Bet(nil), s.Bets...),
		state:         make([]betState, len(s.Bets)),
		byPos:         make([]int, len(s.Bets)),
		button:        s.Button,
		blankSetup:    s.Blank,
		steps:         make([]settleStep, 0, len(s.Bets)),
		actions:       make([]Action, 0, 24+2*len(s.Bets)),
		announcements: make([]Phrase, 0, 6),
		startingDealt: s.Shoe.Dealt(),
		carried:       append(rules.Cards(nil), s.Carried...),
	}
	for i := range r.byPos {
		r.byPos[i] = i
	}
	sort.SliceStable(r.byPos, func(i, j int) bool {
		a, b := r.bets[r.byPos[i]], r.bets[r.byPos[j]]
		if a.Position != b.Position {
			return a.Position < b.Position
		}
		return a.On != Egalite && b.On == Egalite
	})
	r.reader = chooseReader(r.bets, r.button, r.rules.Boxes, r.rules.StandingReaderExcluded)
	return r, nil
}

// Rules returns the coup's rule set.
func (r *Round) Rules() rules.RuleSet { return r.rules }

// Bets returns a copy of the bets of the coup.
func (r *Round) Bets() []Bet { return append([]Bet(nil), r.bets...) }

// Button is the position holding the button during this coup.
func (r *Round) Button() int { return r.button }

// ButtonNext is where the button goes after this coup: the next position
// (wrapping from the last to 1), or nowhere after a Colpo in Bianco.
// Interpretation: a void coup (Art. 5) is still a coup, not a Colpo in
// Bianco, so the button passes.
func (r *Round) ButtonNext() int {
	if r.blank || r.blankSetup {
		return r.button
	}
	return r.button%r.rules.Boxes + 1
}

// Reader is the position that reads the Punto cards: the highest Punto bet
// at a seated position, ties going by the button order; 0 when the dealer
// plays Punto (nobody seated bets Punto, or a Colpo in Bianco).
func (r *Round) Reader() int { return r.reader }

// Rebuilt reports whether the coup was rebuilt "alla regola" after the
// reader's wrong call and has not reached its settlement: the cards drawn on
// the call that the rule leaves over are still to be laid aside (Art. 8).
func (r *Round) Rebuilt() bool {
	if r.phase >= phSettle {
		return false
	}
	for _, c := range r.corrections {
		if c.phrase == PhraseAllaRegola {
			return true
		}
	}
	return false
}

// Said is the reader's call as he said it (right or wrong); meaningful once
// he has called.
func (r *Round) Said() rules.ReaderCall { return r.said }

// Blank reports whether the coup is a Colpo in Bianco.
func (r *Round) Blank() bool { return r.blank || r.blankSetup }

// Cards returns the cards of side's hand (Punto or Banco) dealt so far,
// face down ones included; for NoSide, the cards drawn onto the table in the
// last coup (Art. 5).
func (r *Round) Cards(side Side) rules.Cards {
	switch side {
	case Punto:
		return append(rules.Cards(nil), r.punto[:r.np]...)
	case Banco:
		return append(rules.Cards(nil), r.banco[:r.nb]...)
	}
	return append(rules.Cards(nil), r.rest...)
}

// Points is the score of side's hand so far.
func (r *Round) Points(side Side) int {
	switch side {
	case Punto:
		return points(r.punto[:r.np])
	case Banco:
		return points(r.banco[:r.nb])
	}
	return 0
}

// FaceUp reports whether side's cards have been turned.
func (r *Round) FaceUp(side Side) bool {
	if side == Punto {
		return r.puntoUp
	}
	return r.bancoUp
}

// Winner is the side the cards make win once the coup is complete (Egalite
// for a tie), NoSide before.
func (r *Round) Winner() Side { return r.winner }

// Done reports whether the coup is over: the cards are in the discard
// holder and the button has passed (Art. 10).
func (r *Round) Done() bool { return r.phase == phDone }

func points(cs []rules.Card) int {
	p := 0
	for _, c := range cs {
		p += c.Points()
	}
	return p % 10
}

func (r *Round) p2() int { return (r.punto[0].Points() + r.punto[1].Points()) % 10 }
func (r *Round) b2() int { return (r.banco[0].Points() + r.banco[1].Points()) % 10 }

// puntoDraws reports whether Punto's third card is due now that Banco's
// cards are known: Punto 0-5 and no battuta.
func (r *Round) puntoDraws() bool {
	return r.np == 2 && r.nb == 2 && r.p2() <= 5 && r.b2() <= 7
}

// bancoDraws reports whether Banco's third card is due now, by the Tabella
// della Regola, once Punto has its cards.
func (r *Round) bancoDraws() bool {
	if r.nb != 2 || r.np < 2 || r.p2() >= 8 || r.b2() >= 8 {
		return false
	}
	if r.np == 2 && r.p2() <= 5 {
		return false // Punto's third card comes first
	}
	third := 0
	if r.np == 3 {
		third = r.punto[2].Points()
	}
	return rules.BancoDraws(r.b2(), r.np == 3, third)
}

// due is the one step due now in the order the regulation prescribes, and
// who takes it. For the reader it is the call of the rule.
func (r *Round) due() (Action, Actor) {
	if r.inc.remedy.Kind != 0 && r.phase != phDone {
		return r.inc.remedy, Dealer
	}
	if r.cutCall != 0 && r.phase != phDone {
		// "Quando dal sabot esce la mascherina, il Dealer annuncia"
		// (Art. 5): at once, before the next step.
		return Action{Kind: r.cutCall}, Dealer
	}
	switch r.phase {
	case phBetting:
		if r.blankSetup {
			return Action{Kind: Bianco}, Dealer
		}
		return Action{Kind: Close}, Dealer
	case phDeal:
		if r.noCard() {
			return Action{Kind: Annul}, Dealer
		}
		n := r.np + r.nb
		if n%2 == 0 {
			return Action{Kind: Deal, Side: Punto}, Dealer
		}
		return Action{Kind: Deal, Side: Banco}, Dealer
	case phRead:
		if !r.given {
			return Action{Kind: Give, Position: r.reader}, Dealer
		}
		return Action{Kind: Call, Call: rules.PuntoRule(r.p2())}, ReaderAt(r.reader)
	case phPlay:
		return r.playDue(), Dealer
	case phSettle:
		return r.steps[r.step].action(r.bets), Dealer
	case phClose:
		if !r.discarded {
			return Action{Kind: Discard}, Dealer
		}
		return Action{Kind: PassButton, Position: r.ButtonNext()}, Dealer
	}
	return Action{}, Nobody
}

// playDue is the dealer's step between the call and the settlement.
//
// With a reader: after the call the dealer turns Banco ("Dopo la
// dichiarazione del giocatore a Punto, il Dealer scopre le sue carte"), gives
// Punto's third card if it asked carta and Banco has no battuta, completes
// Banco by the Tabella, and the reader shows Punto last. Interpretation: the
// third cards are dealt face up, since Banco's rule depends on Punto's third
// card. Interpretation: when the dealer plays Punto he turns it first, as the
// reader would have shown a battuta or made his call, then Banco.
func (r *Round) playDue() Action {
	if r.wrongCall {
		return r.callDue()
	}
	switch {
	case r.reader == 0 && !r.puntoUp:
		return Action{Kind: Turn, Side: Punto}
	case !r.bancoUp:
		return Action{Kind: Turn, Side: Banco}
	case r.puntoDraws():
		if r.noCard() {
			return Action{Kind: Annul}
		}
		return Action{Kind: Draw, Side: Punto}
	case r.bancoDraws():
		if r.noCard() {
			return Action{Kind: Annul}
		}
		return Action{Kind: Draw, Side: Banco}
	case !r.puntoUp:
		return Action{Kind: Turn, Side: Punto}
	case r.minSeven && !r.restDrawn:
		return Action{Kind: DrawRest}
	case r.minSeven && r.tableCards() < r.rules.LastCoupMinCards:
		return Action{Kind: Annul}
	case len(r.redeal) > 0:
		// The coup rebuilt by the rule left cards drawn on the reader's
		// wrong call over: "Il Dealer provvede a utilizzare eventuali carte
		// uscite in più per un colpo 'In Bianco'" (Art. 8).
		return Action{Kind: NextBianco}
	case r.inc.kind == WrongCount && r.inc.held && r.inc.remedy.Kind == 0:
		// The fifth card of a rebuilt coup that no side drew (Art. 7,
		// Art. 1): under the sabot, before the announcement.
		return Action{Kind: UnderShoe}
	case r.announced:
		// "Il Dealer indica la casella vincente, annunciando prima il
		// punteggio a Banco e poi quello a Punto" (Distribuzione).
		// Reading: the indication goes with the announcement, as its
		// gerund says; as a step it comes right after the score is said
		// (and corrected, "Le carte parlano", Art. 9), so that the box
		// indicated is the one the cards make win, and before any bet is
		// settled. On a tie the winning box is Egalité's, the only one
		// paid.
		return Action{Kind: Indicate, Side: r.winner}
	}
	return Action{Kind: Announce, Banco: r.Points(Banco), Punto: r.Points(Punto)}
}

// callDue is the dealer's step after the reader's call against the rule,
// his cards still down: the dealer cannot know it is wrong and goes by the
// call ("Dopo la dichiarazione del giocatore a Punto, il Dealer scopre le
// sue carte e chiude il suo gioco rispettando la tabella della Regola"):
// he turns Banco, gives Punto the card asked for ("carta", Banco without a
// battuta), completes Banco by the Tabella as if the call were right, and
// the reader shows his cards ("Il giocatore a Punto deve scoprire le sue
// carte"), which rebuilds the coup "alla regola".
func (r *Round) callDue() Action {
	switch {
	case !r.bancoUp:
		return Action{Kind: Turn, Side: Banco}
	case r.said == rules.CallCarta && r.np == 2 && r.b2() <= 7:
		if r.noCard() {
			return Action{Kind: Turn, Side: Punto}
		}
		return Action{Kind: Draw, Side: Punto}
	case r.nb == 2 && r.b2() <= 7 && r.believedBancoDraws():
		if r.noCard() {
			return Action{Kind: Turn, Side: Punto}
		}
		return Action{Kind: Draw, Side: Banco}
	}
	return Action{Kind: Turn, Side: Punto}
}

// believedBancoDraws is the Tabella's word for Banco when the reader's
// call is taken as right: Punto stood on "no carta", or drew its third.
func (r *Round) believedBancoDraws() bool {
	if r.np == 3 {
		return rules.BancoDraws(r.b2(), true, r.punto[2].Points())
	}
	return rules.BancoDraws(r.b2(), false, 0)
}

// rebuild rebuilds the coup "alla regola" once the reader who called
// against the rule shows his cards: the correction is said, and the third
// cards drawn on the call are taken back, in the order they came out, to
// be dealt again as the rule gives them.
func (r *Round) rebuild(dst []Event) []Event {
	r.wrongCall = false
	rule := rules.PuntoRule(r.p2())
	r.corrections = append(r.corrections, correction{phrase: PhraseAllaRegola, said: r.said, rule: rule})
	dst = append(dst, Event{Kind: EventCorrection, Phrase: PhraseAllaRegola, Article: r.articleOf(Call), Position: r.reader, Call: rule})
	var back rules.Cards
	if r.np == 3 {
		back = append(back, r.punto[2])
		r.np = 2
		dst = append(dst, Event{Kind: EventTakeBack, Side: Punto, Card: r.punto[2], Index: 3})
	}
	if r.nb == 3 {
		back = append(back, r.banco[2])
		r.nb = 2
		dst = append(dst, Event{Kind: EventTakeBack, Side: Banco, Card: r.banco[2], Index: 3})
	}
	r.redeal = append(back, r.redeal...)
	return dst
}

// noCard reports whether no card is left to deal: the sabot is empty and no
// card is laid aside.
func (r *Round) noCard() bool {
	return r.shoe.Remaining() == 0 && !r.inc.held && len(r.carried) == 0 && len(r.redeal) == 0 && len(r.restored) == 0
}

// needsCard reports whether the coup still needs a card from the sabot.
func (r *Round) needsCard() bool {
	return r.phase == phDeal || (r.phase == phPlay && (r.puntoDraws() || r.bancoDraws()))
}

// shortAnnul reports whether a, the dealer's step due, voids the coup only
// because the sabot cannot finish it (a script's shoe too short), not as
// the remedy of an incident (Art. 6, 7: a coup not clearly rebuildable is
// void with cards still due).
func (r *Round) shortAnnul(a Action) bool {
	return a.Kind == Annul && r.inc.remedy.Kind != Annul && r.needsCard()
}

// tableCards counts the cards on the table: both hands and the cards drawn
// in the last coup.
func (r *Round) tableCards() int { return r.np + r.nb + len(r.rest) }

// biancoAllowed reports whether a Colpo in Bianco may be declared now: before
// the coup's second card (Art. 1: the first card seen in the sabot; Art. 3:
// the first card fallen).
func (r *Round) biancoAllowed() bool {
	if r.blank || (r.inc.kind != NoIncident && r.inc.remedy.Kind != Bianco) {
		return false
	}
	return r.phase == phBetting || (r.phase == phDeal && r.np+r.nb <= 1)
}

// Awaiting is who must act now: the dealer, the reader at a position, or
// nobody once the coup is over.
func (r *Round) Awaiting() Actor {
	_, who := r.due()
	return who
}

// NextDealerAction is the one dealer step due now, the one the automatic
// dealer of play mode applies; false when the reader must call or the coup
// is over.
func (r *Round) NextDealerAction() (Action, bool) {
	a, who := r.due()
	if who != Dealer {
		return Action{}, false
	}
	return a, true
}

// RuleCall is the call the Tabella della Regola prescribes to the reader
// now (what a computer reader says); false when no call is asked.
func (r *Round) RuleCall() (Action, bool) {
	a, who := r.due()
	if !who.IsReader() {
		return Action{}, false
	}
	return a, true
}

// Legal lists the actions Apply accepts now: the dealer's step due (and the
// Colpo in Bianco while it may be declared), or the reader's three calls (a
// call against the rule is corrected, not refused). A wrong announced score
// is accepted too and corrected ("Le carte parlano", Art. 9), but only the
// true one is listed. Empty only when the coup is over.
func (r *Round) Legal() []Action { return r.AppendLegal(nil) }

// AppendLegal appends the legal actions to dst and returns it.
func (r *Round) AppendLegal(dst []Action) []Action {
	if r.phase == phDone {
		return dst
	}
	a, who := r.due()
	if who.IsReader() {
		return append(dst, Action{Kind: Call, Call: rules.CallCarta}, Action{Kind: Call, Call: rules.CallNoCarta}, Action{Kind: Call, Call: rules.CallBattuta})
	}
	dst = append(dst, a)
	if a.Kind != Bianco && r.biancoAllowed() {
		dst = append(dst, Action{Kind: Bianco})
	}
	return dst
}

// PlayOut finishes the coup with the automatic dealer and a reader who calls
// by the rule, appending the events to dst. It is what a simulator runs.
func (r *Round) PlayOut(dst []Event) ([]Event, error) {
	for r.phase != phDone {
		a, _ := r.due()
		var err error
		if dst, err = r.ApplyAppend(dst, a); err != nil {
			return dst, err
		}
	}
	return dst, nil
}
