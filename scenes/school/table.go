package school

import (
	"sabot/driver/schooldriver"
	"sabot/game/blackjack"
	"sabot/game/opening"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/school/layout"
	"sabot/scenes/session"
)

// Table is the dealer school at one blackjack table, a view over its
// driver (schooldriver.Blackjack): computer players bet and decide, the
// student takes every dealer's step.
type Table struct {
	desk
	d       *schooldriver.Blackjack
	geom    layout.Blackjack
	verb    verb    // what a click on a box does
	faceDn  bool    // the next card is dealt face down
	payBet  *betRef // the bet being paid, its chips counted in paid
	annOn   bool    // the announcement's panel is open
	annBox  int     // the box whose total the panel calls (0: the dealer's)
	annHand int     // and its hand
	annSoft bool    // the call panel's soft switch is on
	deck    *draw.Deck

	shotIncident bool // the screenshot stages an incident
	// shotKind is the incident it stages; 0 is an exposed card.
	shotKind    blackjack.IncidentKind
	shotOpening bool // the screenshot stages the opening
	shotRefused bool // the opening's picture has had its cut refused
	shotSummary bool // the screenshot is of the round's summary
	shotExam    bool // the screenshot is of an exam's end
	shotMade    int  // the mistakes its student has made

	op         *openState // the opening, new shoe or closing under way
	opened     bool       // the table was opened (or its opening skipped)
	closedAt   int        // the round after which the table was last closed
	cutCardBox int        // the box the cut card came out at, for a new shoe
	skipProcs  bool       // the student skips the openings and closings
}

// New seats the student as the croupier of blackjack table r, with
// computer players on most boxes, and deals the first round.
func New(a *session.Context, r rules.RuleSet) *Table {
	a.AtTable(r)
	d := schooldriver.NewBlackjack(host{a}, r, a.Rand.Uint64())
	s := &Table{desk: newDesk(a, d), d: d, geom: layout.NewBlackjack(r)}
	d.Taken = s.taken
	s.next = s.deal
	s.deal()
	return s
}

// deal starts the next round: the players bet, the student closes the bets.
func (s *Table) deal() {
	if s.op != nil {
		return // the procedure first
	}
	if s.closeDue() {
		// 004 Chiusura: the table closes after the session's last hand;
		// endProc opens it again and deals.
		s.closedAt = s.d.Rounds
		s.startProc(opening.Closing, 0)
		if s.op != nil {
			s.Over = false
			return
		}
	}
	kind, proc := s.procDue()
	s.cutCardBox = s.d.LastBoxDealt()
	if s.d.Deal() != nil {
		return // said on screen; the summary's button deals again
	}
	s.newRound()
	s.verb, s.faceDn, s.payBet, s.annOn = verbDeal, false, nil, false
	s.Dirty = true
	if proc {
		s.startProc(kind, s.cutCardBox)
	}
}

// Layout implements session.Scene.
func (s *Table) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.CW)
	s.layoutChips(s.geom.Chip)
	dst := s.felt.Begin(f)
	s.geom.T.Paint(dst, f, a.Fonts, draw.BlackjackTexts(a.Loc, s.Rules), s.Rules, s.deck)
	s.layoutShoe(s.geom.T.Sabot, s.Rules.Decks*52)
	s.paint()
}

// Update implements session.Scene.
func (s *Table) Update(a *session.Context, events []input.Event) error {
	s.update(s, events)
	return nil
}

// typing reports whether digits typed go to a payment or a call.
func (s *Table) typing() bool { return s.payBet != nil || s.annOn }

// step takes the student's dealer step through the driver; a step of the
// dealer's own moment, taken while a player decides, closes the panels.
func (s *Table) step(act blackjack.Action) {
	res, err := s.d.Try(act)
	if err != nil {
		return // never: the table tries blackjack steps
	}
	s.tried(res)
	if res.Aside {
		s.verb, s.annOn, s.annBox, s.typed = verbDeal, false, 0, ""
	}
}

// taken is the view's part of a dealer's step taken (the driver's Taken):
// the panels closed, the tool kept. The tool chosen stays chosen
// (collecting one bet after another, or dealing round the boxes, takes one
// click each); a face-down card is one card, and a payment or a call is
// done.
func (s *Table) taken(due blackjack.Action) {
	s.faceDn, s.payBet, s.annOn, s.annBox, s.typed, s.picked = false, nil, false, 0, "", false
	s.afterCard(due)
	s.keepVerb()
}
