package school

import (
	"cmp"
	"errors"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/opening"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/players"
	"sabot/scenes/session"
	"sabot/scenes/words"
)

// botTicks is how long a computer player thinks before he answers.
const botTicks = 36

// credit is what each computer player can put down in a round: enough for
// every double and split.
var credit = rules.Units(100000)

// Table is the dealer school at one blackjack table: computer players bet
// and decide, the student takes every dealer's step.
type Table struct {
	desk
	table   *blackjack.Table
	round   *blackjack.Round
	seats   []players.Seat // by box number
	geom    geom
	verb    verb               // what a click on a box does
	faceDn  bool               // the next card is dealt face down
	payBet  *betRef            // the bet being paid, its chips counted in paid
	annOn   bool               // the announcement's panel is open
	annBox  int                // the box whose total the panel calls (0: the dealer's)
	annHand int                // and its hand
	annSoft bool               // the call panel's soft switch is on
	think   int                // ticks before the computer player answers
	bubbles map[int]string     // a computer player's last answer, by box
	recent  []blackjack.Action // the accepted steps of the round, newest last
	deck    *draw.Deck

	shotIncident bool // the screenshot stages an incident
	// shotKind is the incident it stages; 0 is an exposed card.
	shotKind    blackjack.IncidentKind
	shotOpening bool // the screenshot stages the opening
	shotRefused bool // the opening's picture has had its cut refused
	shotSummary bool // the screenshot is of the round's summary
	shotExam    bool // the screenshot is of an exam's end
	shotMade    int  // the mistakes its student has made
	dealt       int  // the rounds dealt

	op         *openState // the opening, new shoe or closing under way
	opened     bool       // the table was opened (or its opening skipped)
	closedAt   int        // the round after which the table was last closed
	cutCardBox int        // the box the cut card came out at, for a new shoe
	skipProcs  bool       // the student skips the openings and closings

	// seatRng decides who leaves his seat and who sits down between hands
	// (001 Disposiciones 1, seats.go), apart from rng so that the stakes
	// are drawn as ever; seatsAtFirst is how many sat down at first.
	seatRng      *rand.Rand
	seatsAtFirst int
	shot         bool // a screenshot is staged: the seats do not change
}

// lastHandEvery is how many rounds a session of the school lasts at a table
// that announces its last hand.
const lastHandEvery = 6

// New seats the student as the croupier of blackjack table r, with
// computer players on most boxes, and deals the first round.
func New(a *session.Context, r rules.RuleSet) *Table {
	a.AtTable(r)
	seed := a.Rand.Uint64()
	s := &Table{
		desk:    desk{app: a, rules: r, rng: rules.NewRand(seed), hovered: -1, coins: payChips(r)},
		table:   blackjack.NewTable(r, rules.NewRand(seed^0x5c4001)),
		geom:    newGeom(r),
		bubbles: map[int]string{},
	}
	s.seats = seatPlayers(r, a.Loc, s.rng)
	s.next = s.deal
	s.seatRng, s.seatsAtFirst = rules.NewRand(seed^0x5ea75), s.seated()
	s.deal()
	return s
}

// seatPlayers seats the computer players for the school: most boxes taken
// (every box but one or two), the home box too, one player on three boxes
// at a single-player table.
func seatPlayers(r rules.RuleSet, loc *locales.Locale, rng *rand.Rand) []players.Seat {
	names := players.Names(loc, r.Country)
	if r.SinglePlayer {
		seats := make([]players.Seat, r.Boxes+1)
		name := loc.T(locales.SchoolPlayer)
		if len(names) > 0 {
			name = names[rng.IntN(len(names))]
		}
		for _, b := range []int{1, 3, r.Boxes} {
			if b >= 1 && b <= r.Boxes {
				seats[b] = players.Seat{Bot: true, Name: name}
			}
		}
		return seats
	}
	n := max(r.Boxes-2, min(3, r.Boxes))
	seats := players.Seats(r, n, names, rng, nil)
	home := players.HomeBox(r)
	taken := map[string]bool{}
	for _, st := range seats {
		taken[st.Name] = true
	}
	for _, nm := range names {
		if !taken[nm] {
			seats[home] = players.Seat{Bot: true, Name: nm}
			break
		}
	}
	return seats
}

// bets are the computer players' stakes of a round.
func (s *Table) bets() []blackjack.BoxBet {
	var out []blackjack.BoxBet
	for b := 1; b < len(s.seats); b++ {
		if !s.seats[b].Bot {
			continue
		}
		out = append(out, blackjack.BoxBet{Box: b, Player: s.seats[b].Name, Bet: oddStake(s.rules, s.rng)})
	}
	return out
}

// oddStake is a computer player's stake in the school: often an odd amount
// (35, 45, 125), the ones that make a 3:2 payment worth practising.
func oddStake(r rules.RuleSet, rng *rand.Rand) rules.Money {
	units := []int64{10, 15, 20, 25, 35, 45, 50, 75, 125}[rng.IntN(9)]
	m := rules.Units(units)
	if m < r.Limits.Min {
		m = r.Limits.Min * rules.Money(1+rng.IntN(3))
	}
	if r.Limits.Max > 0 && m > r.Limits.Max {
		m = r.Limits.Max
	}
	return m
}

// deal starts the next round: the players bet, the student closes the bets.
func (s *Table) deal() {
	if s.op != nil {
		return // the procedure first
	}
	if s.closeDue() {
		// 004 Chiusura: the table closes after the session's last hand;
		// endProc opens it again and deals.
		s.closedAt = s.dealt
		s.startProc(opening.Closing, 0)
		if s.op != nil {
			s.over = false
			return
		}
	}
	kind, proc := s.procDue()
	s.cutCardBox = s.lastBoxDealt()
	// At 004 a session lasts lastHandEvery rounds, its last announced:
	// "l'ultima mano" (Regole particolari 16).
	s.dealt++
	if s.rules.Article(rules.TopicLastHand) != "" && s.dealt%lastHandEvery == 0 {
		s.table.DealLastHand()
	}
	s.seatsComeAndGo()
	round, err := s.table.Deal(s.bets(), credit)
	if err != nil {
		// The built-in tables always seat enough players; should one not,
		// the school says why on screen, and the summary's button deals
		// again.
		s.app.Notify(locales.SchoolCannotDeal, err)
		s.round, s.over = nil, true
		s.dirty = true
		return
	}
	s.round = round
	s.newRound()
	s.plan()
	s.recent = s.recent[:0]
	s.verb, s.faceDn, s.payBet, s.annOn = verbDeal, false, nil, false
	clear(s.bubbles)
	s.think = botTicks
	s.dirty = true
	if proc {
		s.startProc(kind, s.cutCardBox)
	}
}

// Layout implements session.Scene.
func (s *Table) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.cw)
	s.layoutChips(s.geom.chip)
	dst := s.felt.Begin(f)
	s.geom.t.Paint(dst, f, a.Fonts, draw.BlackjackTexts(a.Loc, s.rules), s.rules, s.deck)
	s.layoutShoe(s.geom.t.Sabot, s.rules.Decks*52)
	s.paint()
}

// Targets implements session.Scene.
func (s *Table) Targets() []input.Target { return s.targets }

// Update implements session.Scene.
func (s *Table) Update(a *session.Context, events []input.Event) error {
	s.hover()
	if s.payBet != nil || s.annOn {
		s.chars = ebiten.AppendInputChars(s.chars[:0])
		s.typeChars(s.chars)
	}
	for _, e := range events {
		if s.handle(e) {
			return nil // the scene is left
		}
	}
	if s.examIntro {
		s.start = a.Tick // nothing runs before the exam starts
	} else {
		s.players()
	}
	if s.round != nil {
		s.clock()
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// Still implements session.Still: while the student is to act (no
// computer player thinks), the clock's seconds aside (NextChange).
func (s *Table) Still() bool {
	return !s.dirty && (s.round == nil || s.round.Done() || s.round.Turn().Dealer)
}

// NextChange implements session.Clock: the round's next second.
func (s *Table) NextChange() int64 {
	if s.round == nil {
		return 0
	}
	return s.nextSecond()
}

// players lets the computer player whose turn it is answer, after a
// moment's thought.
func (s *Table) players() {
	r := s.round
	if r == nil || r.Done() {
		return
	}
	t := r.Turn()
	if t.Dealer {
		return
	}
	if s.think > 0 {
		s.think--
		if s.think == botTicks-1 {
			s.dirty = true // show who is thinking
		}
		return
	}
	if s.maybeIncident(); r.Turn().Dealer {
		return // an incident came: its remedy is the dealer's
	}
	if s.testRequest(t) {
		return
	}
	act := players.Decide(r, nil, s.rng)
	if _, err := r.Apply(act); err != nil {
		legal := r.Legal()
		if len(legal) == 0 {
			return
		}
		if _, err := r.Apply(legal[0]); err != nil {
			return
		}
		act = legal[0]
	}
	s.since = s.app.Tick // the next step is due from the answer on
	s.bubbles[t.Box] = s.decisionWord(act)
	s.said = s.app.Loc.T(locales.SchoolSays, s.nameOf(t.Box), s.bubbles[t.Box])
	s.think = botTicks
	s.dirty = true
}

// testRequest lets the computer player whose turn it is put the croupier
// to the test, as dealer-school examiners do (issue 9, "The mode"): at the
// Argentine table a two-card 10 asks to double, which only an 11 may
// (Otras apuestas 1: the croupier refuses it); at the Italian casino a
// blackjack against a ten asks for even money, which the regulation allows
// (Cap. 1: "un asso o una carta di valore dieci"): the croupier pays it at
// once. It reports whether the player asked.
func (s *Table) testRequest(t blackjack.Turn) bool {
	r := s.round
	var ask blackjack.Action
	switch {
	case t.Question == blackjack.AskPlay && s.rules.AskDouble && !t.Options.Has(blackjack.OptDouble):
		b := r.Box(t.Box)
		if b == nil || t.Hand < 1 || t.Hand > len(b.Hands) {
			return false
		}
		h := &b.Hands[t.Hand-1]
		if tot := h.Total(); len(h.Cards) != 2 || tot.Value != 10 || tot.Soft || s.rng.IntN(2) == 0 {
			return false
		}
		ask = blackjack.Action{Kind: blackjack.Double}
	case t.Question == blackjack.AskEvenMoney:
		up, ok := r.DealerUpCard()
		if !ok || !up.Rank.IsTenValue() {
			return false
		}
		ask = blackjack.Action{Kind: blackjack.EvenMoney}
	default:
		return false
	}
	if _, err := r.Request(ask); err != nil {
		return false
	}
	loc := s.app.Loc
	s.since = s.app.Tick
	s.bubbles[t.Box] = s.decisionWord(ask)
	s.said = loc.T(locales.SchoolAsks, s.nameOf(t.Box), s.bubbles[t.Box])
	s.think = botTicks
	s.dirty = true
	return true
}

// nameOf is the name of the player of a box.
func (s *Table) nameOf(box int) string {
	if box >= 1 && box < len(s.seats) && s.seats[box].Name != "" {
		return s.seats[box].Name
	}
	return s.app.Loc.T(locales.SchoolPlayer)
}

// step applies the student's dealer step: accepted, it is counted right;
// refused, it is counted wrong and the stop says why.
func (s *Table) step(act blackjack.Action) {
	r := s.round
	if r == nil || r.Done() {
		return
	}
	t := r.Turn()
	if !t.Dealer {
		// A player is deciding: the engine says so, with the article; a
		// step of the dealer's own moment is taken (000 Art. 27: a box's
		// total called while its player decides).
		n := len(r.Log())
		if err := s.apply(act); err != nil || len(r.Log()) == n {
			s.refused(act, t, err)
			return
		}
		did := r.Log()[len(r.Log())-1].Action
		s.record(did, true, true)
		s.right(stepText(s.app.Loc, s.boxAt(), did))
		s.verb, s.annOn, s.annBox, s.typed = verbDeal, false, 0, ""
		return
	}
	due := t.Due
	n := len(r.Log())
	if err := s.apply(act); err != nil {
		s.refused(act, t, err)
		s.examinerTakes(t)
		return
	}
	if l := r.Log(); len(l) > n {
		// The step taken: the one due, or the next one where the
		// regulation leaves the one due free (house practice), or a
		// step of the dealer's own moment.
		due = l[len(l)-1].Action
	}
	s.record(due, true, true)
	s.right(stepText(s.app.Loc, s.boxAt(), due))
	if adv, ok := r.Advice(); ok {
		s.said = s.advice(adv)
	}
	s.advance(due, t.Due)
}

// examinerTakes takes the step that was due after a mistake in the exam:
// no take-back, the round goes on.
func (s *Table) examinerTakes(t blackjack.Turn) {
	if !s.exam || !t.Dealer || s.round.Done() {
		return
	}
	if err := s.apply(t.Due); err != nil {
		return
	}
	s.since = s.app.Tick
	s.advance(t.Due, t.Due)
}

// advance goes on from a dealer's step taken (wasDue the step that was
// due when it was taken): the panels closed, the tool kept, an incident
// noted or brought, the round finished.
func (s *Table) advance(due, wasDue blackjack.Action) {
	r := s.round
	s.recent = append(s.recent, due)
	// The tool chosen stays chosen (collecting one bet after another, or
	// dealing round the boxes, takes one click each); a face-down card is
	// one card, and a payment or a call is done.
	s.faceDn, s.payBet, s.annOn, s.annBox, s.typed, s.picked = false, nil, false, 0, "", false
	s.afterCard(due)
	s.keepVerb()
	if due.Kind == blackjack.CloseBets || wasDue.Kind == blackjack.CloseBets {
		clear(s.bubbles) // the bets closed, by the call or by the first card
	}
	s.think = botTicks
	s.noteIncident()
	if r.Done() {
		s.notePackCheck()
		s.finish()
		return
	}
	s.maybeIncident()
}

// apply applies an action to the round.
func (s *Table) apply(act blackjack.Action) error {
	_, err := s.round.Apply(act)
	return err
}

// refused counts a wrong step and builds its stop.
func (s *Table) refused(act blackjack.Action, t blackjack.Turn, err error) {
	loc := s.app.Loc
	st := stop{did: stepText(loc, s.boxAt(), act)}
	if t.Dealer {
		st.due = stepText(loc, s.boxAt(), t.Due)
	}
	var ie *game.IllegalError
	if errors.As(err, &ie) && t.Dealer && len(ie.Legal) == 1 {
		// The step the regulation requires now: past a step of house
		// practice due, the engine names the first one required.
		if req, perr := blackjack.ParseDealerStep(ie.Legal[0]); perr == nil && req != t.Due {
			t.Due = req
			st.due = stepText(loc, s.boxAt(), req)
		}
	}
	if ie != nil {
		st.why = s.why(ie.Code, act, t)
		st.article = ie.Article
		st.quote = cmp.Or(ie.Quote, quoteOf(s.rules, ie.Article))
		// An incident being handled: its own words, and why it comes first.
		if p, ok := s.round.Pending(); ok && (ie.Code == p.Kind.String() || p.Remedy.Kind != 0) {
			st.why = loc.T(locales.SchoolWhyIncident, s.incidentName(p.Kind.String()))
			st.article = p.Article
			if p.Quote != "" {
				st.quote = p.Quote
			}
		}
	}
	s.record(t.Due, t.Dealer, false)
	s.wrong(st)
}

// why says in the user's language why a step was refused, from the
// engine's code.
func (s *Table) why(code string, act blackjack.Action, t blackjack.Turn) string {
	loc := s.app.Loc
	total := s.round.DealerTotal().Value
	switch code {
	case "player-turn", "not-your-turn", "wrong-question":
		return loc.T(locales.SchoolWhyPlayerTurn, loc.T(s.boxAt(), t.Box))
	case "wrong-order":
		if t.Dealer {
			return loc.T(locales.SchoolWhyOrderFirst, stepText(loc, s.boxAt(), t.Due))
		}
		return loc.T(locales.SchoolWhyWrongOrder)
	case "face-down":
		return loc.T(locales.SchoolWhyFaceDown)
	case "face-up":
		return loc.T(locales.SchoolWhyFaceUp)
	case "dealer-must-draw":
		return loc.T(locales.SchoolWhyDealerMustDraw, total)
	case "dealer-must-stand":
		return loc.T(locales.SchoolWhyDealerMustStand, total)
	case "dealer-bust":
		return loc.T(locales.SchoolWhyDealerBust, total)
	case "wrong-total":
		if t.Due.Kind == blackjack.CallTotal {
			return loc.T(locales.SchoolWhyCallSum, boxLabel(loc, s.boxAt(), t.Due.Box, t.Due.Hand), words.CallNotation(loc, t.Due))
		}
		return loc.T(locales.SchoolWhyWrongTotal, announcedText(loc, t.Due.Total))
	case "call-total":
		return loc.T(locales.SchoolWhyCall, words.HandCall(loc, s.round.Box(t.Due.Box).Hands[max(t.Due.Hand, 1)-1].Total().Value, t.Due.Soft))
	case "no-call":
		return loc.T(locales.SchoolWhyNoCall)
	case "wrong-box":
		return loc.T(locales.SchoolWhyCallBox, boxLabel(loc, s.boxAt(), t.Due.Box, t.Due.Hand))
	case "cards-by-box":
		return loc.T(locales.SchoolWhyCardsByBox)
	case "cards-now":
		return loc.T(locales.SchoolWhyCardsNow)
	case "last-hand":
		return loc.T(locales.SchoolWhyLastHand)
	case "refuse-request":
		return loc.T(locales.SchoolWhyRefuse)
	case "wrong-result":
		if t.Due.Kind == blackjack.Collect {
			return loc.T(locales.SchoolWhyCollectIt)
		}
		return loc.T(locales.SchoolWhyPayIt)
	case "wrong-amount":
		return loc.T(locales.SchoolWhyWrongAmount, t.Due.Amount, act.Amount)
	case "over":
		return loc.T(locales.SchoolWhyOver)
	case "bj-at-once":
		return loc.T(locales.SchoolWhyBlackjackAtOnce)
	case "bust-at-once":
		return loc.T(locales.SchoolWhyBustAtOnce)
	case "insurance-loses":
		return loc.T(locales.SchoolWhyInsuranceLoses)
	case "insurance-loses-call":
		return loc.T(locales.SchoolWhyInsuranceLosesNo)
	case "no-discard":
		return loc.T(locales.SchoolWhyNoDiscard)
	case "split-order":
		return loc.T(locales.SchoolWhySplitOrder, t.Due.Hand)
	case "bust-at-end":
		return loc.T(locales.SchoolWhyBustAtEnd)
	}
	if t.Dealer && (code == "wrong-step" || code == "no-incident") {
		return loc.T(locales.SchoolWhyStepFirst, stepText(loc, s.boxAt(), t.Due))
	}
	return loc.T(locales.SchoolWhyWrongStep)
}

// advice says the school's advice on a step accepted: house practice no
// clause of the table prescribes, shown and not counted.
func (s *Table) advice(adv blackjack.Advice) string {
	loc := s.app.Loc
	if adv.Code == "house-total" {
		return loc.T(locales.SchoolAdviceHouseTotal, announcedText(loc, adv.Due.Total))
	}
	return loc.T(locales.SchoolAdviceHouse, stepText(loc, s.boxAt(), adv.Due))
}

// Draw implements session.Scene.
func (s *Table) Draw(screen *ebiten.Image) { s.draw(screen) }
