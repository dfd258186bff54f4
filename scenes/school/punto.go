package school

import (
	"errors"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/players"
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

// Punto is the dealer school at the Super Punto Banco table.
type Punto struct {
	desk
	table *punto.Table
	round *punto.Round
	geom  pbGeom
	verb  pbVerb
	payOn *pbBetRef // the bet being paid
	annOn bool      // the announcement's panel is open
	annB  int       // the score the student will announce, -1 none
	annP  int
	think int
	// shotKind is the incident the school-incident picture stages; 0 for
	// none (the announcement's picture).
	shotKind punto.IncidentKind
	called   string // the reader's last call, as the table heard it
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
	seed := a.Rand.Uint64()
	s := &Punto{
		desk: desk{app: a, rules: r, rng: rules.NewRand(seed), hovered: -1, coins: payChips(r)},
		geom: newPBGeom(r),
	}
	t, err := punto.NewTable(r, rules.NewRand(seed^0x9b1a))
	if err != nil {
		a.Notify(locales.SchoolCannotDeal, err)
		return s
	}
	s.table = t
	s.next = func() {
		s.deal()
		s.buttonMoved()
	}
	s.deal()
	return s
}

// pbBets are the computer players' bets of a coup: five to seven seated
// players, each on Punto, Banco or Egalité (sometimes two sides), odd
// amounts among them, and now and then a standing player's bet at a free
// position.
func pbBets(r rules.RuleSet, loc *locales.Locale, rng *rand.Rand) []punto.Bet {
	names := players.Names(loc, r.Country)
	rng.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	n := 5 + rng.IntN(3)
	pos := rng.Perm(r.Boxes)[:min(n, r.Boxes)]
	var out []punto.Bet
	for i, p := range pos {
		name := loc.T(locales.SchoolPlayer)
		if i < len(names) {
			name = names[i]
		}
		side := []punto.Side{punto.Punto, punto.Punto, punto.Banco, punto.Banco, punto.Egalite}[rng.IntN(5)]
		out = append(out, punto.Bet{Position: p + 1, Player: name, On: side, Amount: oddStake(r, rng)})
		if side != punto.Egalite && rng.IntN(4) == 0 {
			out = append(out, punto.Bet{Position: p + 1, Player: name, On: punto.Egalite, Amount: r.Limits.Min})
		}
	}
	if len(pos) < r.Boxes && rng.IntN(3) == 0 {
		free := 0
		taken := map[int]bool{}
		for _, p := range pos {
			taken[p+1] = true
		}
		for p := 1; p <= r.Boxes && free == 0; p++ {
			if !taken[p] {
				free = p
			}
		}
		name := loc.T(locales.SchoolPlayer)
		if len(pos) < len(names) {
			name = names[len(pos)]
		}
		// The standing player bets the biggest Punto bet on purpose: he
		// does not read the cards (Art. 13), the next biggest does.
		amount := r.Limits.Min * 5
		for _, b := range out {
			if b.On == punto.Punto && b.Amount >= amount {
				amount = b.Amount + r.Limits.Min
			}
		}
		if r.Limits.Max > 0 && amount > r.Limits.Max {
			amount = r.Limits.Max
		}
		out = append(out, punto.Bet{Position: free, Player: name, On: punto.Punto, Amount: amount, Standing: true})
	}
	return out
}

// deal starts the next coup.
func (s *Punto) deal() {
	if s.table == nil {
		return
	}
	var round *punto.Round
	var err error
	if s.table.NextBlank() {
		// A card seen, laid aside by the last coup (Art. 1, Art. 8): this
		// coup is a Colpo in Bianco, with no bets.
		round, err = s.table.DealBlank()
	} else {
		round, err = s.table.Deal(pbBets(s.rules, s.app.Loc, s.rng))
	}
	if err != nil {
		// A coup the shoe cannot start (none is expected at the built-in
		// table): said on screen, the summary's button deals again.
		s.app.Notify(locales.SchoolCannotDeal, err)
		s.over = true
		return
	}
	s.round = round
	s.newRound()
	if s.table.Coups() == 1 {
		// A new shoe: 002 states no opening of the table nor preparation
		// of the sabot (game/opening has none), and the school says so.
		s.said = s.app.Loc.T(locales.SchoolPBNoOpening)
	}
	s.plan()
	s.verb, s.payOn, s.annOn, s.annB, s.annP = pbVerbNone, nil, false, -1, -1
	s.called = ""
	s.think = botTicks
}

// Layout implements session.Scene.
func (s *Punto) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.cw)
	s.layoutChips(s.geom.chip)
	dst := s.felt.Begin(f)
	btn := 0
	if s.round != nil {
		btn = s.round.Button()
	}
	s.geom.t.Paint(dst, f, a.Fonts, a.Loc, s.rules, btn)
	s.feltButton, s.feltFrame = btn, f
	s.layoutShoe(s.geom.t.Sabot, s.rules.Decks*52)
	s.paint()
}

// Targets implements session.Scene.
func (s *Punto) Targets() []input.Target { return s.targets }

// Draw implements session.Scene.
func (s *Punto) Draw(screen *ebiten.Image) { s.draw(screen) }

// Update implements session.Scene.
func (s *Punto) Update(a *session.Context, events []input.Event) error {
	s.hover()
	if s.payOn != nil {
		s.chars = ebiten.AppendInputChars(s.chars[:0])
		s.typeChars(s.chars)
	}
	for _, e := range events {
		if s.handle(e) {
			return nil
		}
	}
	if s.examIntro {
		s.start = a.Tick // nothing runs before the exam starts
	} else {
		s.reader()
	}
	if s.round != nil {
		s.clock()
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: while the student is to act (the
// reader does not think), the clock's seconds aside (NextChange).
func (s *Punto) Still() bool {
	return !s.dirty && (s.round == nil || s.round.Done() || !s.round.Awaiting().IsReader())
}

// NextChange implements session.Clock: the round's next second.
func (s *Punto) NextChange() int64 {
	if s.round == nil {
		return 0
	}
	return s.nextSecond()
}

// reader lets the computer reader call, after a moment's thought: by the
// rule, or now and then against it (the engine corrects it alla regola).
func (s *Punto) reader() {
	r := s.round
	if r == nil || r.Done() || !r.Awaiting().IsReader() {
		return
	}
	if s.think > 0 {
		s.think--
		return
	}
	call, _ := r.RuleCall()
	if s.rng.IntN(6) == 0 && call.Call != rules.CallBattuta {
		call.Call = rules.CallCarta + rules.CallNoCarta - call.Call // the other one
	}
	if _, err := r.Apply(call); err != nil {
		return
	}
	s.since = s.app.Tick // the next step is due from the call on
	s.called = s.app.Loc.T(locales.SchoolSays, s.nameAt(r.Reader()), callWord(s.app.Loc, call.Call))
	s.said = s.called
	s.think = botTicks
	s.dirty = true
}

// nameAt is the name of the player at a position.
func (s *Punto) nameAt(pos int) string {
	for _, b := range s.round.Bets() {
		if b.Position == pos && b.Player != "" {
			return b.Player
		}
	}
	return s.app.Loc.T(locales.SchoolPlayer)
}

// step applies the student's step: refused, it is stopped; a wrong score
// announced is taken and corrected ("le carte parlano"), and counted wrong.
func (s *Punto) step(act punto.Action) {
	r := s.round
	if r == nil || r.Done() {
		return
	}
	due, _ := r.NextDealerAction()
	evs, err := r.Apply(act)
	if err != nil {
		st := stop{did: pbStepText(s.app.Loc, act), due: pbStepText(s.app.Loc, due)}
		if !r.Awaiting().IsDealer() {
			st.due = ""
		}
		var ie *game.IllegalError
		if errors.As(err, &ie) {
			st.why = s.why(ie.Code, act, due)
			st.article = ie.Article
			// The engine's words are the sentence that decides the refusal
			// (several sentences share an article).
			st.quote = ie.Quote
			if st.quote == "" {
				st.quote = quoteOf(s.rules, ie.Article)
			}
			if silent := s.silent(ie.Code, ie.Article); silent != "" {
				st.why += " " + silent
			}
			if p, ok := r.Pending(); ok && (ie.Code == p.Kind.String() || p.Remedy.Kind != 0) {
				loc := s.app.Loc
				st.why = loc.T(locales.SchoolWhyIncident, s.incidentName(p.Kind.String()))
				st.article = p.Article
				if p.Quote != "" {
					st.quote = p.Quote
				}
			}
		}
		s.record(due, r.Awaiting().IsDealer(), false)
		s.wrong(st)
		if s.exam && r.Awaiting().IsDealer() {
			// No take-back in the exam: the examiner takes the step due.
			if _, err := r.Apply(due); err == nil {
				s.since = s.app.Tick
				s.payOn, s.annOn, s.typed = nil, false, ""
				s.noteIncident()
				s.after()
				if !r.Done() {
					s.maybeIncident()
				}
			}
		}
		return
	}
	// The tool chosen stays chosen: paying or collecting one bet after
	// another takes one click each.
	s.payOn, s.annOn, s.typed, s.picked = nil, false, "", false
	for _, e := range evs {
		if e.Kind == punto.EventCorrection && e.Phrase == punto.PhraseLeCarteParlano {
			right := punto.Action{Kind: punto.Announce, Banco: e.Banco, Punto: e.Punto}
			s.record(due, true, false)
			s.wrong(stop{did: pbStepText(s.app.Loc, act), due: pbStepText(s.app.Loc, right),
				why: s.app.Loc.T(locales.SchoolPBWhyLeCarteParlano, e.Banco, e.Punto), article: e.Article, quote: quoteOf(s.rules, e.Article)})
			s.said = ""
			s.after()
			return
		}
	}
	s.record(due, true, true)
	s.right(pbStepText(s.app.Loc, due))
	s.noteIncident()
	s.after()
	if !r.Done() {
		s.maybeIncident()
	}
}

// buttonMoved lays the table out again when the button is no longer where
// the felt shows it: the felt is painted once per place of the button,
// not at every coup.
func (s *Punto) buttonMoved() {
	if s.round != nil && (s.round.Button() != s.feltButton || s.app.Frame != s.feltFrame) {
		s.Layout(s.app)
		return
	}
	s.dirty = true
}

// after repaints the felt when the button moved, and ends the coup.
func (s *Punto) after() {
	r := s.round
	if r.Done() {
		s.finish()
		s.buttonMoved()
	}
	s.think = botTicks
	s.dirty = true
}

// why says why a step was refused, from the engine's code.
func (s *Punto) why(code string, act, due punto.Action) string {
	loc := s.app.Loc
	switch code {
	case "bets-open":
		return loc.T(locales.SchoolPBWhyBetsOpen)
	case "blank-coup":
		return loc.T(locales.SchoolPBWhyBlankCoup)
	case "card-not-due":
		return loc.T(locales.SchoolPBWhyCardNotDue)
	case "no-reader":
		return loc.T(locales.SchoolPBWhyNoReader)
	case "no-such-bet":
		return loc.T(locales.SchoolPBWhyNoSuchBet)
	case "already-settled":
		return loc.T(locales.SchoolPBWhyAlreadySettled)
	case "not-your-turn":
		return loc.T(locales.SchoolPBWhyNotYourTurn, s.round.Reader())
	case "too-many-cards":
		return loc.T(locales.SchoolPBWhyTooManyCards)
	case "too-few-cards":
		return loc.T(locales.SchoolPBWhyTooFewCards)
	case "wrong-button":
		return loc.T(locales.SchoolPBWhyWrongButton, s.round.ButtonNext())
	case "wrong-settlement":
		if due.Kind == punto.Pay {
			return loc.T(locales.SchoolWhyPayIt)
		}
		if due.Kind == punto.Collect {
			return loc.T(locales.SchoolWhyCollectIt)
		}
		return loc.T(locales.SchoolPBWhyWrongSettlement)
	case "wrong-side":
		return loc.T(locales.SchoolPBWhyWrongSide)
	case "wrong-reader":
		return loc.T(locales.SchoolPBWhyWrongReader, s.round.Reader())
	case "wrong-amount":
		return loc.T(locales.SchoolWhyWrongAmount, due.Amount, act.Amount)
	case "by-the-call":
		return loc.T(locales.SchoolPBWhyByTheCall, callWord(loc, s.round.Said()))
	case "wrong-order", "out-of-order":
		return loc.T(locales.SchoolWhyWrongOrder)
	case "round-over":
		return loc.T(locales.SchoolPBWhyOver)
	case "last-coup-call":
		return loc.T(locales.SchoolPBWhyLastCoupCall)
	case "last-coup-words":
		return loc.T(locales.SchoolPBWhyLastCoupWords)
	case "last-coup-said":
		return loc.T(locales.SchoolPBWhyLastCoupSaid)
	case "no-cut-card":
		return loc.T(locales.SchoolPBWhyNoCutCard)
	case "box-not-indicated":
		return loc.T(locales.SchoolPBWhyBoxNotIndicated)
	case "wrong-box":
		return loc.T(locales.SchoolPBWhyWrongBox)
	case "box-before-score":
		return loc.T(locales.SchoolPBWhyBoxBeforeScore)
	case "box-indicated":
		return loc.T(locales.SchoolPBWhyBoxIndicated)
	}
	return loc.T(locales.SchoolPBWhyNotNow)
}

// silent says, for a refusal citing 002's Premessa, that the regulation
// sets no payouts nor settling order and what the house does; "" for the
// others.
func (s *Punto) silent(code, article string) string {
	if article != s.rules.Article(rules.TopicPayouts) || article == "" {
		return ""
	}
	loc, r := s.app.Loc, s.rules
	if code == "wrong-order" {
		return loc.T(locales.SchoolPBWhyHouseOrder)
	}
	ratio := func(x rules.Ratio) string { return loc.T(locales.FmtRatio, x.Win, x.Stake) }
	return loc.T(locales.SchoolPBWhyHousePays, ratio(r.PuntoPays), ratio(r.BancoPays), r.BancoCommissionPercent, ratio(r.EgalitePays))
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
		s.openArticle(s.dueArticle)
	case input.Back:
		if s.payOn != nil || s.annOn || s.verb != pbVerbNone {
			s.payOn, s.annOn, s.verb, s.paid, s.typed = nil, false, pbVerbNone, 0, ""
			s.dirty = true
			return false
		}
		a.GoTo(a.Routes.Menu(a))
		return true
	case input.Up, input.Down, input.PageUp, input.PageDown:
		if s.over {
			s.scrollSummary(e.Action)
		}
	case input.Reference:
		s.switchMode()
	case input.Hint:
		if s.round == nil {
			break
		}
		if due, ok := s.round.NextDealerAction(); ok && !s.exam && !s.round.Done() {
			s.hint = pbStepText(a.Loc, due)
			s.score.hints++
			s.dirty = true
		}
	case input.Clear:
		if s.payOn != nil && !s.backspace() {
			s.paid, s.dirty = 0, true
		}
	case input.Confirm:
		switch {
		case s.payOn != nil:
			s.pay()
		case s.annOn:
			s.announce()
		case s.over:
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
		if s.over {
			s.deal()
			s.buttonMoved()
		}
	case i == tArticle:
		s.openArticle(s.dueArticle)
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
		s.dirty = true
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
		s.dirty = true
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
		s.dirty = true
	}
}

// onHand takes a click on a hand's place: one of the four cards of the
// deal while the hand has fewer than two, its third card after.
func (s *Punto) onHand(side punto.Side) {
	if s.round == nil {
		return
	}
	if s.verb == pbVerbIndicate {
		s.step(punto.Action{Kind: punto.Indicate, Side: side})
		return
	}
	if len(s.round.Cards(side)) < 2 {
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
		s.dirty = true
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

// pending is the incident the coup is handling, false with none (or no
// coup).
func (s *Punto) pending() (punto.PendingIncident, bool) {
	if s.round == nil {
		return punto.PendingIncident{}, false
	}
	return s.round.Pending()
}
