package school

import (
	"sabot/driver/schooldriver"
	"sabot/scenes/school/layout"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
)

// The dealer school at Super Punto Banco: the computer players bet at the
// nine positions (now and then a standing player); the student closes the
// bets, deals Punto Banco Punto Banco face down, gives the Punto cards to
// the biggest Punto bet (the button's order on a tie; a standing player
// does not read), waits for the reader's call (the engine corrects a call
// against the Tabella "alla regola"), turns Banco, gives the third cards
// the Tabella della Regola wants, announces Banco's score and Punto's and
// indicates the winning side, pays
// 1:1, 0.95:1 and 8:1, collects, returns the bets of a tie, gathers the
// cards and passes the button.

// pbVerb is what a click on a position or a bet does.
type pbVerb uint8

const (
	pbVerbNone pbVerb = iota
	pbVerbGive
	pbVerbPay
	pbVerbCollect
	pbVerbReturn
	pbVerbButton
	pbVerbIndicate // the winning side: a click on a hand or a bet's circle
)

// The Punto table's buttons.
const (
	pbBtnClose = iota
	pbBtnBianco
	pbBtnTurnBanco
	pbBtnTurnPunto
	pbBtnAnnounce
	pbBtnDrawRest
	pbBtnAnnul
	pbBtnDiscard
	pbBtnGive
	pbBtnPay
	pbBtnCollect
	pbBtnReturn
	pbBtnButton
	pbBtnIndicate   // the winning side (Distribuzione)
	pbBtnPickUp     // an incident's remedies: pick the card up,
	pbBtnUnderShoe  // put it under the sabot,
	pbBtnNextBianco // keep it for the next coup, in blank,
	pbBtnBurn       // burn the cards stuck together,
	pbBtnRestore    // restore the order they came out in (Art. 2)
	pbBtnUltimo     // "Ultimo colpo della taglia" (Art. 5)
	pbBtnUltimo7    // "…, minimo sette carte o nullo" (Art. 5)
	pbNumButtons
)

// The Punto table's own targets (beside the station's).
const (
	tPBHand     = 600 // + side: the Punto or the Banco hand's place
	tPBPosition = 620 // + position (1-9): a position
	tPBBet      = 640 // + position*4 + side: a bet (up to 679)
	tPBDigit    = 700 // + 10*row + digit: the announcement's panel (row 0 Banco, 1 Punto)
	tPBAnnounce = 730 // announce what the panel says
)

// Punto is the dealer school at the Super Punto Banco table, a view over
// its driver (schooldriver.Punto).
type Punto struct {
	desk
	d     *schooldriver.Punto
	geom  layout.Punto
	verb  pbVerb
	payOn *pbBetRef // the bet being paid
	annOn bool      // the announcement's panel is open
	annB  int       // the score the student will announce, -1 none
	annP  int
	// shotKind is the incident the school-incident picture stages; 0 for
	// none (the announcement's picture).
	shotKind punto.IncidentKind
	deck     *draw.Deck
	// feltButton is the button's place on the felt as last painted, and
	// feltFrame the frame it was painted for.
	feltButton int
	feltFrame  draw.Frame
}

// pbBetRef names a bet: its position and side.
type pbBetRef struct {
	pos  int
	side punto.Side
}

// NewPunto seats the student as the croupier of Punto Banco table r and
// deals the first coup.
func NewPunto(a *session.Context, r rules.RuleSet) *Punto {
	a.AtTable(r)
	d, err := schooldriver.NewPunto(host{a}, r, a.Rand.Uint64())
	s := &Punto{desk: newDesk(a, d), d: d, geom: layout.NewPunto(r)}
	if err != nil {
		a.Notify(locales.SchoolCannotDeal, err)
		return s
	}
	s.next = func() {
		s.deal()
		s.buttonMoved()
	}
	s.deal()
	return s
}

// deal starts the next coup.
func (s *Punto) deal() {
	if s.d.Table == nil || s.d.Deal() != nil {
		return
	}
	s.newRound()
	s.verb, s.payOn, s.annOn, s.annB, s.annP = pbVerbNone, nil, false, -1, -1
}

// Layout implements session.Scene.
func (s *Punto) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.CW)
	s.layoutChips(s.geom.Chip)
	dst := s.felt.Begin(f)
	btn := 0
	if s.d.Round != nil {
		btn = s.d.Round.Button()
	}
	s.geom.T.Paint(dst, f, a.Fonts, a.Loc, s.Rules, btn)
	s.feltButton, s.feltFrame = btn, f
	s.layoutShoe(s.geom.T.Sabot, s.Rules.Decks*52)
	s.paint()
}

// Update implements session.Scene.
func (s *Punto) Update(a *session.Context, events []input.Event) error {
	s.update(s, events)
	return nil
}

// typing reports whether digits typed go to a payment.
func (s *Punto) typing() bool { return s.payOn != nil }

// step takes the student's step through the driver: the tool chosen stays
// chosen (paying or collecting one bet after another takes one click
// each); the felt is painted again when the button moved.
func (s *Punto) step(act punto.Action) {
	res, err := s.d.Try(act)
	if err != nil || (!res.Accepted && res.Refusal == nil) {
		return // never the other game's step; no coup under way
	}
	if res.Accepted {
		s.payOn, s.annOn, s.typed, s.picked = nil, false, "", false
	}
	s.tried(res)
	if len(res.Taken) > 0 && !res.Accepted {
		s.payOn, s.annOn, s.typed = nil, false, "" // the examiner's step
	}
	if res.Done {
		s.buttonMoved()
	}
}

// buttonMoved lays the table out again when the button is no longer where
// the felt shows it: the felt is painted once per place of the button,
// not at every coup.
func (s *Punto) buttonMoved() {
	if s.d.Round != nil && (s.d.Round.Button() != s.feltButton || s.app.Frame != s.feltFrame) {
		s.Layout(s.app)
		return
	}
	s.Dirty = true
}

// handle takes one event; it reports true when the scene is left.
func (s *Punto) handle(e input.Event) bool {
	a := s.app
	if took, left := s.introEvent(e); took {
		return left
	}
	if s.articleEvent(e) {
		return false
	}
	switch e.Action {
	case input.Article:
		s.openArticle(s.drv.Article)
	case input.Back:
		if s.payOn != nil || s.annOn || s.verb != pbVerbNone {
			s.payOn, s.annOn, s.verb, s.paid, s.typed = nil, false, pbVerbNone, 0, ""
			s.Dirty = true
			return false
		}
		a.GoTo(a.Routes.Menu(a))
		return true
	case input.Up, input.Down, input.PageUp, input.PageDown:
		if s.Over {
			s.scrollSummary(e.Action)
		}
	case input.Reference:
		s.switchMode()
	case input.Hint:
		s.showHint()
	case input.Clear:
		if s.payOn != nil && !s.backspace() {
			s.paid, s.Dirty = 0, true
		}
	case input.Confirm:
		switch {
		case s.payOn != nil:
			s.pay()
		case s.annOn:
			s.announce()
		case s.Over:
			s.deal()
			s.buttonMoved()
		}
	case input.Select:
		s.click(e.Index)
	}
	return false
}

// click takes a click on a target.
func (s *Punto) click(i int) {
	switch {
	case i == tNext:
		if s.Over {
			s.deal()
			s.buttonMoved()
		}
	case i == tArticle:
		s.openArticle(s.drv.Article)
	case s.station(i, s, s.payOn != nil):
	case i == tPayOK:
		s.pay()
	case i >= tButton && i < tButton+pbNumButtons:
		s.press(i - tButton)
	case i == tPBHand+int(punto.Punto) || i == tPBHand+int(punto.Banco):
		s.onHand(punto.Side(i - tPBHand))
	case i >= tPBPosition && i < tPBPosition+10:
		s.onPosition(i - tPBPosition)
	case i >= tPBBet && i < tPBBet+4*10:
		s.onBet(pbBetRef{pos: (i - tPBBet) / 4, side: punto.Side((i - tPBBet) % 4)})
	case i >= tPBDigit && i < tPBDigit+20:
		if (i-tPBDigit)/10 == 0 {
			s.annB = (i - tPBDigit) % 10
		} else {
			s.annP = (i - tPBDigit) % 10
		}
		s.Dirty = true
	case i == tPBAnnounce:
		s.announce()
	}
}

// press takes a button.
func (s *Punto) press(b int) {
	switch b {
	case pbBtnClose:
		s.step(punto.Action{Kind: punto.Close})
	case pbBtnBianco:
		s.step(punto.Action{Kind: punto.Bianco})
	case pbBtnTurnBanco:
		s.step(punto.Action{Kind: punto.Turn, Side: punto.Banco})
	case pbBtnTurnPunto:
		s.step(punto.Action{Kind: punto.Turn, Side: punto.Punto})
	case pbBtnAnnounce:
		s.annOn, s.annB, s.annP, s.payOn, s.verb = true, -1, -1, nil, pbVerbNone
		s.Dirty = true
	case pbBtnDrawRest:
		s.step(punto.Action{Kind: punto.DrawRest})
	case pbBtnAnnul:
		s.step(punto.Action{Kind: punto.Annul})
	case pbBtnDiscard:
		s.step(punto.Action{Kind: punto.Discard})
	case pbBtnPickUp:
		s.step(punto.Action{Kind: punto.PickUp})
	case pbBtnUnderShoe:
		s.step(punto.Action{Kind: punto.UnderShoe})
	case pbBtnNextBianco:
		s.step(punto.Action{Kind: punto.NextBianco})
	case pbBtnBurn:
		s.step(punto.Action{Kind: punto.Burn})
	case pbBtnRestore:
		s.step(punto.Action{Kind: punto.RestoreOrder})
	case pbBtnUltimo:
		s.step(punto.Action{Kind: punto.UltimoColpo})
	case pbBtnUltimo7:
		s.step(punto.Action{Kind: punto.UltimoColpoSette})
	case pbBtnGive, pbBtnPay, pbBtnCollect, pbBtnReturn, pbBtnButton, pbBtnIndicate:
		s.verb = pbVerb(b-pbBtnGive) + pbVerbGive
		s.payOn, s.annOn, s.paid, s.picked = nil, false, 0, true
		s.Dirty = true
	}
}

// onHand takes a click on a hand's place: one of the four cards of the
// deal while the hand has fewer than two, its third card after.
func (s *Punto) onHand(side punto.Side) {
	if s.d.Round == nil {
		return
	}
	if s.verb == pbVerbIndicate {
		s.step(punto.Action{Kind: punto.Indicate, Side: side})
		return
	}
	if len(s.d.Round.Cards(side)) < 2 {
		s.step(punto.Action{Kind: punto.Deal, Side: side})
		return
	}
	s.step(punto.Action{Kind: punto.Draw, Side: side})
}

// onPosition takes a click on a position: the verb says what it does.
func (s *Punto) onPosition(pos int) {
	switch s.verb {
	case pbVerbGive:
		s.step(punto.Action{Kind: punto.Give, Position: pos})
	case pbVerbButton:
		s.step(punto.Action{Kind: punto.PassButton, Position: pos})
	}
}

// onBet takes a click on a bet.
func (s *Punto) onBet(b pbBetRef) {
	switch s.verb {
	case pbVerbPay:
		s.payOn, s.paid, s.typed = &b, 0, ""
		s.Dirty = true
	case pbVerbCollect:
		s.step(punto.Action{Kind: punto.Collect, Side: b.side, Position: b.pos})
	case pbVerbReturn:
		s.step(punto.Action{Kind: punto.Return, Side: b.side, Position: b.pos})
	case pbVerbIndicate:
		// A bet's circle is its side's box: the click indicates the side.
		s.step(punto.Action{Kind: punto.Indicate, Side: b.side})
	default:
		s.onPosition(b.pos)
	}
}

// pay pays the chips put down on the bet chosen.
func (s *Punto) pay() {
	if b := s.payOn; b != nil {
		s.step(punto.Action{Kind: punto.Pay, Side: b.side, Position: b.pos, Amount: s.paid})
	}
}

// announce announces the score chosen in the panel.
func (s *Punto) announce() {
	if !s.annOn || s.annB < 0 || s.annP < 0 {
		return
	}
	s.step(punto.Action{Kind: punto.Announce, Banco: s.annB, Punto: s.annP})
}
