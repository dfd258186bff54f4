package tutor

import (
	"sabot/rules"
	"sabot/tutor/strategy"
)

// Outcome is how a hand ends, as the Why analysis counts it.
type Outcome uint8

// The outcomes of a hand.
const (
	// OutBlackjack: the hand is a blackjack and wins the table's payout
	// (3:2).
	OutBlackjack Outcome = iota
	// OutDealerBust: the hand stands and the dealer busts.
	OutDealerBust
	// OutWin: the hand beats the dealer's total.
	OutWin
	// OutPush: equal totals, or blackjack against blackjack.
	OutPush
	// OutLose: the dealer's total beats the hand's.
	OutLose
	// OutBust: the hand busts (whatever the dealer then makes).
	OutBust
	// OutDealerBJ: the dealer makes a blackjack; without a peek it takes
	// doubles and splits too.
	OutDealerBJ
	// NumOutcomes is the number of outcomes.
	NumOutcomes
)

var outcomeNames = [NumOutcomes]string{"blackjack", "dealer-bust", "win", "push", "lose", "bust", "dealer-blackjack"}

// String returns the outcome's name: blackjack, dealer-bust, win, push,
// lose, bust, dealer-blackjack.
func (o Outcome) String() string {
	if o < NumOutcomes {
		return outcomeNames[o]
	}
	return "?"
}

// Won reports whether the outcome wins the stake.
func (o Outcome) Won() bool { return o <= OutWin }

// Lost reports whether the outcome loses the stake.
func (o Outcome) Lost() bool { return o >= OutLose && o < NumOutcomes }

// The dealer's final hands in a DealerOutcomes: 17 to 21 (not a
// blackjack), a blackjack, a bust.
const (
	Dealer17 = iota
	Dealer18
	Dealer19
	Dealer20
	Dealer21
	DealerBlackjack
	DealerBust
	NumDealerOutcomes
)

// DealerOutcomes is the distribution of the dealer's final hand from his
// up-card, with the cards of the decision out of the shoe: indexed by
// Dealer17 ... DealerBust.
type DealerOutcomes [NumDealerOutcomes]float64

// Choice is a play: an action, and at the argentine table the declaration
// of the ace made first.
type Choice struct {
	// Action is the play.
	Action Action
	// Declared is the declaration made before it (AceUndeclared when none
	// is made with it).
	Declared rules.AceDeclaration
}

// WhyPlay is one legal play of a decision with where its EV comes from.
type WhyPlay struct {
	Choice
	// EV is the play's expected value per unit of the initial bet, the
	// engine's (Evaluate's) figure.
	EV float64
	// Hands is the expected number of hands the play ends with: 1, more
	// for a split (the outcomes are then those of one split hand).
	Hands float64
	// P is the probability of each outcome of a hand played on at best;
	// the probabilities add up to 1.
	P [NumOutcomes]float64
	// Doubled is the part of P on a doubled stake (all of it for a double,
	// the doubles after a split).
	Doubled [NumOutcomes]float64
	// Pays is what each outcome pays per unit staked: the blackjack's
	// ratio, 1 for a win, 0 for a push, -1 for a loss.
	Pays [NumOutcomes]float64
}

// EVTerm is one term of a play's EV: an outcome on a stake, its payout and
// its probability.
type EVTerm struct {
	// Outcome is the outcome.
	Outcome Outcome
	// Stake is the stake per hand in units of the initial bet (1, or 2 when
	// doubled), Hands the expected number of hands.
	Stake, Hands float64
	// Pays is the payout per unit staked; P the probability.
	Pays, P float64
}

// Value is the term's share of the EV: Hands x Stake x Pays x P.
func (t EVTerm) Value() float64 { return t.Hands * t.Stake * t.Pays * t.P }

// Terms returns the play's EV as a sum of terms, one for each outcome and
// stake with a probability above zero and a payout (pushes pay nothing and
// are left out).
func (p WhyPlay) Terms() []EVTerm {
	var out []EVTerm
	for o := Outcome(0); o < NumOutcomes; o++ {
		if p.Pays[o] == 0 {
			continue
		}
		if single := p.P[o] - p.Doubled[o]; single > 1e-12 {
			out = append(out, EVTerm{Outcome: o, Stake: 1, Hands: p.Hands, Pays: p.Pays[o], P: single})
		}
		if p.Doubled[o] > 1e-12 {
			out = append(out, EVTerm{Outcome: o, Stake: 2, Hands: p.Hands, Pays: p.Pays[o], P: p.Doubled[o]})
		}
	}
	return out
}

// TermsEV is the EV rebuilt from the outcomes: the sum of the terms.
func (p WhyPlay) TermsEV() float64 {
	ev := 0.0
	for _, t := range p.Terms() {
		ev += t.Value()
	}
	return ev
}

// Won is the probability that a hand of the play wins, Lost that it loses.
func (p WhyPlay) Won() float64 { return p.P[OutBlackjack] + p.P[OutDealerBust] + p.P[OutWin] }

// Lost is the probability that a hand of the play loses.
func (p WhyPlay) Lost() float64 { return p.P[OutLose] + p.P[OutBust] + p.P[OutDealerBJ] }

// Why is the analysis of one decision: for each legal play the chances of
// the hand's outcomes and how its EV comes from them, the dealer's
// distribution, and the notes on the table's rules that bear on it.
type Why struct {
	// Point is the decision.
	Point DecisionPoint
	// Total and Soft are the hand's total now (as declared, if it is).
	Total int
	Soft  bool
	// Plays are the legal plays, best first. At the argentine table a
	// declaration still to make is expanded into its plays ("ace 11,
	// stand", "ace 1, hit" ...).
	Plays []WhyPlay
	// Dealer is the dealer's distribution from the up-card with the hand
	// out of the shoe.
	Dealer DealerOutcomes
	// PeekBest is the best play under a peek rule (the same rules
	// otherwise), for the notes.
	PeekBest Choice
	// Notes are the table's rules that bear on the decision.
	Notes []RuleNote
	// Side is the analysis of a side decision (insurance, even money, the
	// desafío), nil for the plays of a hand; a side decision has no Plays,
	// Dealer nor PeekBest.
	Side *SideWhy
}

// Best returns the best play (the zero play for a side decision).
func (w *Why) Best() WhyPlay {
	if len(w.Plays) == 0 {
		return WhyPlay{}
	}
	return w.Plays[0]
}

// Explain analyzes a decision point. For the plays of a hand (stand, hit,
// double, split, the argentine declaration): every legal play's outcomes
// and EV terms, the dealer's distribution, the table's rule notes. For a
// side decision (insurance, even money, the desafío): the chance of the
// card that decides it, each answer's EV as a sum of terms, the break-even
// share (Why.Side). A co-bettor's decision gets an error, as do the
// decisions Evaluate refuses.
func Explain(dp DecisionPoint) (*Why, error) {
	if dp.Legal&Actions(FollowDouble, NoFollowDouble, FollowSplit, FirstCard, SecondCard) != 0 {
		return nil, tutorErr("why-side", "the why of a decision is for the plays of a hand, not a co-bettor's decision")
	}
	if isSide(dp) {
		return explainSide(dp)
	}
	if _, _, err := evaluate(dp); err != nil {
		return nil, err
	}
	x, err := newExplainer(dp, false)
	if err != nil {
		return nil, err
	}
	w := &Why{Point: dp, Total: x.total, Soft: x.soft}
	w.Plays = x.plays(true)
	w.Dealer = x.dealer()
	px, err := newExplainer(dp, true)
	if err != nil {
		return nil, err
	}
	w.PeekBest = px.plays(false)[0].Choice
	w.Notes = notes(w, x)
	return w, nil
}

// SpotPoint returns the decision of a chart cell, for its why: a hand of
// the cell (hard totals of a ten and a small card, or two small cards; A
// and the row's card; the pair; for the argentine soft-drawn totals, two
// small cards and an ace) against the up-card, from a full shoe, the
// actions open to it as a box's first hand (a pair that stands for a hard
// total is not split). The error names a cell with no such hand.
func SpotPoint(rs rules.RuleSet, s strategy.Spot) (DecisionPoint, error) {
	if !rs.IsBlackjack() {
		return DecisionPoint{}, tutorErr("why-no-hand", "rules %s: not a blackjack table", rs.ID)
	}
	if !s.Valid() {
		return DecisionPoint{}, tutorErr("why-no-hand", "spot %s: not a cell of a chart", s)
	}
	card := func(v int, suit rules.Suit) rules.Card {
		return rules.Card{Rank: rules.Rank(v), Suit: suit}
	}
	var hand rules.Cards
	split := true
	switch s.Section {
	case strategy.SectionPair:
		hand = rules.Cards{card(s.Row, rules.Spades), card(s.Row, rules.Hearts)}
		if s.Row == 10 {
			hand = rules.Cards{{Rank: rules.King, Suit: rules.Spades}, {Rank: rules.King, Suit: rules.Hearts}}
		}
	case strategy.SectionSoft:
		hand = rules.Cards{card(1, rules.Spades), card(s.Row, rules.Hearts)}
	case strategy.SectionSoftDrawn:
		if s.Row < 4 {
			return DecisionPoint{}, tutorErr("why-no-hand", "spot %s: no hand makes it", s)
		}
		a := s.Row / 2
		hand = rules.Cards{card(a, rules.Spades), card(s.Row-a, rules.Hearts), card(1, rules.Clubs)}
	default:
		t := s.Row
		switch {
		case t >= 12:
			hand = rules.Cards{{Rank: rules.King, Suit: rules.Spades}, card(t-10, rules.Hearts)}
			if t == 20 {
				hand[1] = rules.Card{Rank: rules.Queen, Suit: rules.Hearts}
			}
		default:
			a := max((t-1)/2, 2)
			hand = rules.Cards{card(a, rules.Spades), card(t-a, rules.Hearts)}
		}
		split = false
	}
	up := card(s.Up, rules.Diamonds)
	if s.Up == 10 {
		up = rules.Card{Rank: rules.Ten, Suit: rules.Diamonds}
	}
	unseen := FullShoe(rs.Decks)
	if err := unseen.Remove(append(rules.Cards{up}, hand...)...); err != nil {
		return DecisionPoint{}, err
	}
	legal := FirstActions(rs, hand)
	if len(hand) > 2 {
		legal = Actions(Hit, Stand)
	}
	if !split {
		legal = legal.Without(Split)
	}
	return DecisionPoint{Rules: rs, Hand: hand, Up: up, Unseen: unseen, Legal: legal}, nil
}
