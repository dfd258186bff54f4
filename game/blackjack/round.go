package blackjack

import (
	"sabot/game"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

type phase uint8

const (
	phClose phase = iota
	phBurn
	phDeal
	phAtOnce
	phInsurance
	phPlay
	phDealer
	phSettle
	phCollect
	phDone
)

// Question is what a player is asked.
type Question uint8

// The questions put to a player.
const (
	// AskPlay: hit, stand, double or split.
	AskPlay Question = iota + 1
	// AskInsurance: insurance or not.
	AskInsurance
	// AskEvenMoney: even money for a blackjack or not.
	AskEvenMoney
	// AskDesafioBet: the argentine desafío or not.
	AskDesafioBet
	// AskAceValue: the argentine ace declared 1 or 11.
	AskAceValue
	// AskFollowDouble: a co-bettor follows the holder's double or not.
	AskFollowDouble
	// AskSplitStake: a co-bettor follows the holder's split, or chooses
	// the card that keeps his stake.
	AskSplitStake
	// AskWithdraw: a player the dealer passed over plays on or withdraws
	// his bet (001 Disposiciones 4: one card dealt; 9: on 11, to double;
	// 11: the bank defined before his card).
	AskWithdraw
)

// Options is the set of play decisions open to a hand, a bit per decision.
type Options uint8

// The play options.
const (
	OptHit Options = 1 << iota
	OptStand
	OptDouble
	OptSplit
	// OptInsure, with AskEvenMoney: the blackjack may be insured instead,
	// up to half its stake (000 Art. 9, 004 Assicurazione: every player
	// may insure against the dealer's ace).
	OptInsure
)

// Has reports whether o includes every option of p.
func (o Options) Has(p Options) bool { return o&p == p }

// Turn says who must act now.
type Turn struct {
	// Due is the dealer's step when Dealer is set.
	Due Action
	// Box and Hand (from 1) of the player who must decide, and what he is
	// asked; Options for AskPlay (and OptInsure for AskEvenMoney).
	Box, Hand int
	// Stake is the co-bettor who must decide (2 = the box's first
	// co-bettor), 0 for the box's holder.
	Stake int
	// Dealer: the dealer must act; Due is his step.
	Dealer   bool
	Question Question
	Options  Options
}

// Round is one round of blackjack. Create it with New; reuse it with Reset.
type Round struct {
	rs     rules.RuleSet
	shoe   *rules.Shoe
	credit rules.Money
	burn   bool

	boxes  []Box
	dealer rules.Cards
	// holeDown: the dealer's second card is face down.
	holeDown bool

	phase phase
	step  int // the initial deal's step, or the settlement's step
	bi    int // the current box index (play) or cursor (at-once, insurance)
	hi    int // the current hand index
	turn  Turn

	offered     bool // insurance / even money offered
	dealerStops bool // no box in play: the dealer draws no more
	dealerKnown bool // the dealer's play has been decided (phDealer set up)
	discarded   bool
	stepsBuilt  bool
	steps       []Action
	cutSeen     bool
	void        bool
	voidReason  string
	shoeStart   int
	burnt       rules.Cards
	events      []Event
	log         []Logged
	dealerStood bool
	dealerT     rules.Total // the dealer's total, hole card included
	boxIndex    [16]int8    // box number → index in boxes, -1 when not bet
	dealerBJ    bool
	// The incident being handled, the cards its remedies eliminated, and
	// the incidents of the round ("exposed-card at 7").
	inc       incidentState
	cutFirst  bool
	discards  rules.Cards
	incidents []string
	// lastHand: the session's last round, to be announced (setup.Setup.LastHand);
	// lastSaid once it is. announced: the dealer's total is announced.
	// dealerOff: the dealer's cards are collected.
	lastHand, lastSaid, announced, dealerOff bool
	// insLosesSaid: "l'assicurazione perde" is said (or, where it is
	// free, left out) before the insurance bets are collected.
	insLosesSaid bool
	// req is a player's request the regulation does not allow, held until
	// the croupier refuses it (Request); reqErr why it is not allowed.
	req    Action
	reqErr *game.IllegalError
	// callTotals: the dealer calls a box's total after each card its
	// player asked for (001 Desarrollo 9); call is the call due.
	callTotals bool
	call       Action
	// advice is the school's advice on the dealer's step just accepted.
	advice Advice
}

// Logged is an action as it was applied, with the box it concerned.
type Logged struct {
	Action
	// Dealer is true for the dealer's steps.
	Dealer bool
}

// String returns the logged action in notation, player decisions prefixed
// with their box ("box 2: hit").
func (l Logged) String() string {
	if l.Dealer {
		return l.Action.String()
	}
	s := "box " + itoa(l.Box)
	if l.Hand > 1 {
		s += " hand " + itoa(l.Hand)
	}
	if l.Stake > 1 {
		s += " stake " + itoa(l.Stake)
	}
	return s + ": " + l.Action.String()
}

// New starts a round: it checks the setup (a *setup.Error names the bet and
// the reason) and waits for the dealer to close the bets.
func New(s setup.Setup) (*Round, error) {
	r := &Round{}
	if err := r.Reset(s); err != nil {
		return nil, err
	}
	return r, nil
}

// Reset starts a new round in r, reusing its memory.
func (r *Round) Reset(s setup.Setup) error {
	if err := s.Validate(); err != nil {
		return err
	}
	r.rs = s.Rules
	r.shoe = s.Shoe
	r.credit = s.Credit
	r.burn = s.Burn && s.Rules.BurnCards > 0
	// The boxes, in dealing order (from the dealer's left). Their hand and
	// card slices are reused from the previous round.
	n := len(s.Boxes)
	if cap(r.boxes) < n {
		grown := make([]Box, n)
		copy(grown, r.boxes[:cap(r.boxes)])
		r.boxes = grown
	}
	r.boxes = r.boxes[:n]
	for i, b := range s.Boxes {
		bx := &r.boxes[i]
		hands := bx.Hands[:0]
		if cap(hands) < 4 {
			hands = make([]Hand, 0, 4)
		}
		cards := hands[:1][0].Cards[:0]
		key := b.Player
		if s.Rules.SinglePlayer {
			key = "player"
		}
		*bx = Box{
			Number: b.Box, Player: b.Player, Standing: b.Standing, Bet: b.Bet, PerfectPair: b.PerfectPair, key: key,
			Hands: append(hands, Hand{Cards: cards, Stake: b.Bet}), Behind: bx.Behind,
		}
		resetBehind(bx, b)
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && r.boxes[j-1].Number > r.boxes[j].Number; j-- {
			r.boxes[j-1], r.boxes[j] = r.boxes[j], r.boxes[j-1]
		}
	}
	for i := range r.boxIndex {
		r.boxIndex[i] = -1
	}
	for i := range r.boxes {
		r.boxIndex[r.boxes[i].Number] = int8(i)
	}
	r.dealer = r.dealer[:0]
	r.dealerT, r.dealerBJ = rules.Total{}, false
	r.holeDown = false
	r.phase = phClose
	r.step, r.bi, r.hi = 0, 0, 0
	r.offered, r.dealerStops, r.dealerKnown, r.discarded, r.stepsBuilt = false, false, false, false, false
	r.steps = r.steps[:0]
	r.cutSeen = s.Shoe.CutOut()
	r.void, r.voidReason = false, ""
	r.shoeStart = s.Shoe.Dealt()
	r.burnt = r.burnt[:0]
	r.events = r.events[:0]
	r.log = r.log[:0]
	r.dealerStood = false
	r.inc, r.cutFirst = incidentState{}, false
	r.discards, r.incidents = r.discards[:0], r.incidents[:0]
	r.lastHand = s.LastHand && s.Rules.Article(rules.TopicLastHand) != ""
	r.lastSaid, r.announced, r.dealerOff, r.insLosesSaid = false, false, false, false
	r.req, r.reqErr = Action{}, nil
	r.callTotals, r.call = s.Rules.Article(rules.TopicPlayerTotal) != "", Action{}
	r.advance()
	return nil
}

// Rules returns the round's rule set.
func (r *Round) Rules() *rules.RuleSet { return &r.rs }

// Boxes returns the boxes in dealing order. The slice and its hands belong to
// the round: read them, do not change them.
func (r *Round) Boxes() []Box { return r.boxes }

// Box returns the box with the given number, or nil.
func (r *Round) Box(number int) *Box {
	if number < 0 || number >= len(r.boxIndex) || r.boxIndex[number] < 0 {
		return nil
	}
	return &r.boxes[r.boxIndex[number]]
}

// DealerCards returns the dealer's cards (the slice belongs to the round).
func (r *Round) DealerCards() rules.Cards { return r.dealer }

// HoleDown reports whether the dealer's second card is face down.
func (r *Round) HoleDown() bool { return r.holeDown }

// DealerUpCard returns the dealer's first card, or false before it is dealt.
func (r *Round) DealerUpCard() (rules.Card, bool) {
	if len(r.dealer) == 0 {
		return rules.Card{}, false
	}
	return r.dealer[0], true
}

// DealerCardsOff reports whether the dealer's cards have been collected on
// their own (the Argentine table's last collection, 001 Desarrollo 9).
func (r *Round) DealerCardsOff() bool { return r.dealerOff }

// DealerTotal returns the dealer's total counting only his face-up cards.
func (r *Round) DealerTotal() rules.Total {
	if r.holeDown && len(r.dealer) > 1 {
		return rules.HandTotal(r.dealer[:1])
	}
	return rules.HandTotal(r.dealer)
}

// Turn returns who must act now.
func (r *Round) Turn() Turn { return r.turn }

// Done reports whether the round is over (the cards are collected).
func (r *Round) Done() bool { return r.phase == phDone }

// Void reports whether the round was declared void, and why ("shoe-exhausted").
func (r *Round) Void() (bool, string) { return r.void, r.voidReason }

// CutCardOut reports whether the cut card came out during the round: the
// round is the last of the shoe.
func (r *Round) CutCardOut() bool { return r.shoe.CutOut() || r.cutFirst }

// Log returns every action applied so far (the slice belongs to the round).
func (r *Round) Log() []Logged { return r.log }

// DealerDiscarded reports whether the dealer removed his only card, no
// box being left in play (000 Art.6).
func (r *Round) DealerDiscarded() bool { return r.discarded }

// Burnt returns the cards burnt at the start of the round (the slice
// belongs to the round).
func (r *Round) Burnt() rules.Cards { return r.burnt }

// IncidentLog returns the incidents brought into the round so far, each
// with the number of actions before it ("exposed-card at 7"; the slice
// belongs to the round).
func (r *Round) IncidentLog() []string { return r.incidents }

// Eliminated returns the cards the incidents' remedies took out of play
// (the slice belongs to the round).
func (r *Round) Eliminated() rules.Cards { return r.discards }

// NextDealerAction returns the dealer's step that is due now, or false when
// a player must decide or the round is over. An automatic dealer applies it.
func (r *Round) NextDealerAction() (Action, bool) {
	if r.phase == phDone || !r.turn.Dealer {
		return Action{}, false
	}
	return r.turn.Due, true
}

// Net is the players' total net on every bet settled so far, the
// co-bettors' stakes included; the house's
// net is its opposite.
func (r *Round) Net() rules.Money {
	var n rules.Money
	for i := range r.boxes {
		n += r.boxes[i].Net()
		for k := range r.boxes[i].Behind {
			n += r.boxes[i].Behind[k].Net()
		}
	}
	return n
}

func (r *Round) box() *Box   { return &r.boxes[r.bi] }
func (r *Round) hand() *Hand { return &r.boxes[r.bi].Hands[r.hi] }

func itoa(n int) string {
	if n >= 0 && n < 10 {
		return string(rune('0' + n))
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
