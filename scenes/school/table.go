package school

import (
	"errors"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/players"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// botTicks is how long a computer player thinks before he answers.
const botTicks = 36

// credit is what each computer player can put down in a round: enough for
// every double and split.
var credit = rules.Units(100000)

// Table is the dealer school at one blackjack table: computer players bet
// and decide, the student takes every dealer's step.
type Table struct {
	app   *session.Context
	rules rules.RuleSet
	rng   *rand.Rand
	table *blackjack.Table
	round *blackjack.Round
	seats []players.Seat // by box number
	geom  geom

	exam    bool
	verb    verb               // what a click on a box does
	faceDn  bool               // the next card is dealt face down
	payBet  *betRef            // the bet being paid, its chips counted in paid
	paid    rules.Money        // the chips put down on payBet so far
	stopped *stop              // the last wrong step (shown in practice)
	log     []stop             // the round's wrong steps (shown at the end in the exam)
	said    string             // the last line of the status: a right step, a player's answer
	think   int                // ticks before the computer player answers
	score   score              // this round's
	start   int64              // the tick the round started
	elapsed int64              // the round's ticks, frozen at its end
	bubbles map[int]string     // a computer player's last answer, by box
	over    bool               // the round is over, its summary shown
	hint    string             // the step shown by F1
	recent  []blackjack.Action // the accepted steps of the round, newest last

	felt    widget.Layer // the felt, painted on Layout
	cards   widget.Layer // the cards, the stacks, the labels
	hud     widget.Layer // the header, the buttons, the panels
	deck    *draw.Deck
	chips   *draw.ChipSet
	targets []input.Target
	hovered int
	dirty   bool
}

// score counts a round's steps.
type score struct {
	right, wrong, hints int
}

// stop is a wrong step: what the student did, what was due, why, and the
// article that rules it.
type stop struct {
	did, due, why string
	article       string
	quote         string
}

// New seats the student as the croupier of blackjack table r, with
// computer players on most boxes, and deals the first round.
func New(a *session.Context, r rules.RuleSet) *Table {
	seed := a.Rand.Uint64()
	s := &Table{
		app:     a,
		rules:   r,
		rng:     rules.NewRand(seed),
		table:   blackjack.NewTable(r, rules.NewRand(seed^0x5c4001)),
		geom:    newGeom(r),
		hovered: -1,
		bubbles: map[int]string{},
	}
	s.seats = seatPlayers(r, a.Loc, s.rng)
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
		name := "?"
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
	seats := players.Seats(r, n, names, rng)
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
	round, err := s.table.Deal(s.bets(), credit)
	if err != nil {
		// The built-in tables always seat enough players; should one not,
		// the school says why on screen and waits.
		s.app.Notify(locales.SchoolCannotDeal, err.Error())
		s.round = nil
		return
	}
	s.round = round
	s.score = score{}
	s.start = s.app.Tick
	s.elapsed = 0
	s.stopped, s.log, s.recent = nil, nil, s.recent[:0]
	s.said, s.hint = "", ""
	s.over = false
	s.verb, s.faceDn, s.payBet, s.paid = verbDeal, false, nil, 0
	clear(s.bubbles)
	s.think = botTicks
	s.dirty = true
}

// Layout implements session.Scene.
func (s *Table) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.cw)
	if s.chips != nil {
		s.chips.Dispose()
	}
	s.chips = draw.NewChipSet(a.Fonts, a.Loc, int(f.L(s.geom.chip)+0.5))
	dst := s.felt.Begin(f)
	s.geom.t.Paint(dst, f, a.Fonts, draw.BlackjackTexts(a.Loc, s.rules), s.rules, s.deck)
	s.paint()
}

// Targets implements session.Scene.
func (s *Table) Targets() []input.Target { return s.targets }

// Update implements session.Scene.
func (s *Table) Update(a *session.Context, events []input.Event) error {
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		if s.handle(e) {
			return nil // the scene is left
		}
	}
	s.players()
	if s.round != nil && !s.over {
		s.elapsed = a.Tick - s.start
		if s.elapsed%60 == 0 {
			s.dirty = true // the clock's second
		}
	}
	if s.dirty {
		s.paint()
	}
	return nil
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
	s.bubbles[t.Box] = decisionWord(s.app.Loc, act)
	s.said = s.app.Loc.T(locales.SchoolSays, s.nameOf(t.Box), s.bubbles[t.Box])
	s.think = botTicks
	s.dirty = true
}

// nameOf is the name of the player of a box.
func (s *Table) nameOf(box int) string {
	if box >= 1 && box < len(s.seats) && s.seats[box].Name != "" {
		return s.seats[box].Name
	}
	return "?"
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
		// A player is deciding: the engine says so, with the article.
		s.refused(act, t, s.apply(act))
		return
	}
	due := t.Due
	if err := s.apply(act); err != nil {
		s.refused(act, t, err)
		return
	}
	s.score.right++
	s.recent = append(s.recent, due)
	s.stopped, s.hint = nil, ""
	s.said = s.app.Loc.T(locales.SchoolRight, stepText(s.app.Loc, due))
	s.verb, s.faceDn, s.payBet, s.paid = verbDeal, false, nil, 0
	if due.Kind == blackjack.CloseBets {
		clear(s.bubbles)
	}
	s.think = botTicks
	if r.Done() {
		s.over = true
		s.elapsed = s.app.Tick - s.start
	}
	s.dirty = true
}

// apply applies an action to the round.
func (s *Table) apply(act blackjack.Action) error {
	_, err := s.round.Apply(act)
	return err
}

// refused counts a wrong step and builds its stop.
func (s *Table) refused(act blackjack.Action, t blackjack.Turn, err error) {
	loc := s.app.Loc
	st := stop{did: stepText(loc, act)}
	if t.Dealer {
		st.due = stepText(loc, t.Due)
	}
	var ie *game.IllegalError
	if errors.As(err, &ie) {
		st.why = s.why(ie.Code, act, t)
		st.article = ie.Article
		st.quote = quoteOf(s.rules, ie.Article)
	}
	s.score.wrong++
	s.log = append(s.log, st)
	s.stopped = &st
	s.dirty = true
}

// why says in the user's language why a step was refused, from the
// engine's code.
func (s *Table) why(code string, act blackjack.Action, t blackjack.Turn) string {
	loc := s.app.Loc
	total := s.round.DealerTotal().Value
	switch code {
	case "player-turn", "not-your-turn", "wrong-question":
		return loc.T(locales.SchoolWhyPlayerTurn, t.Box)
	case "wrong-order":
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
	case "wrong-result":
		if t.Due.Kind == blackjack.Collect {
			return loc.T(locales.SchoolWhyCollectIt)
		}
		return loc.T(locales.SchoolWhyPayIt)
	case "wrong-amount":
		return loc.T(locales.SchoolWhyWrongAmount, t.Due.Amount, act.Amount)
	case "over":
		return loc.T(locales.SchoolWhyOver)
	}
	return loc.T(locales.SchoolWhyWrongStep)
}

// quoteOf returns the words of the table's regulation for an article
// reference: the quote of the first topic the table cites with it (the
// engine's refusal names the article, not the topic).
func quoteOf(r rules.RuleSet, article string) string {
	if article == "" {
		return ""
	}
	// Article and Quote say "" past the last topic.
	for t := rules.Topic(0); t < rules.Topic(255); t++ {
		if r.Article(t) == article {
			if q := r.Quote(t); q != "" {
				return q
			}
		}
	}
	return ""
}

// Draw implements session.Scene.
func (s *Table) Draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.felt.Draw(screen)
	s.cards.Draw(screen)
	s.hud.Draw(screen)
}
