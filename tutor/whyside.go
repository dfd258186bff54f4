package tutor

import (
	"sabot/rules"
	"sabot/tutor/strategy"
)

// SideKind is which side decision a SideWhy explains.
type SideKind uint8

// The side decisions.
const (
	// SideInsurance: insurance against the dealer's ace, a bet that his
	// next card is a ten-value.
	SideInsurance SideKind = iota
	// SideEvenMoney: a blackjack paid 1:1 at once, against an ace (or a
	// ten-value where the table offers it then), or kept.
	SideEvenMoney
	// SideDesafio: the argentine desafío, a bet that the second card on
	// the player's ace is a ten-value.
	SideDesafio
)

var sideKindNames = [...]string{"insurance", "even-money", "desafio"}

// String returns the decision's name: insurance, even-money, desafio.
func (k SideKind) String() string {
	if int(k) < len(sideKindNames) {
		return sideKindNames[k]
	}
	return "?"
}

// SideEvent is how a side decision ends, as the Why counts it.
type SideEvent uint8

// The events of a side decision.
const (
	// SideWins: the card the bet is on comes (the dealer's blackjack for
	// insurance, the ten on the ace for the desafío): the bet wins.
	SideWins SideEvent = iota
	// SideLoses: it does not come: the bet loses.
	SideLoses
	// SidePaidNow: even money taken, 1:1 at once whatever comes.
	SidePaidNow
	// SideBlackjack: the blackjack kept and the dealer makes none: paid
	// at the table's ratio.
	SideBlackjack
	// SidePush: the blackjack kept and the dealer makes one too: a push.
	SidePush
	// NumSideEvents is the number of events.
	NumSideEvents
)

var sideEventNames = [NumSideEvents]string{"wins", "loses", "paid-now", "blackjack", "push"}

// String returns the event's name: wins, loses, paid-now, blackjack,
// push.
func (e SideEvent) String() string {
	if e < NumSideEvents {
		return sideEventNames[e]
	}
	return "?"
}

// SideTerm is one term of a side answer's EV: an event, the stake on it,
// its payout and its probability.
type SideTerm struct {
	// Event is the event.
	Event SideEvent
	// Stake is the stake in units of the initial bet (half for insurance
	// and the desafío, the whole bet for the blackjack).
	Stake float64
	// Pays is the payout per unit staked (2 for a bet paid 2:1, -1 for a
	// lost one, 0 for a push); P the probability.
	Pays, P float64
}

// Value is the term's share of the EV: Stake x Pays x P.
func (t SideTerm) Value() float64 { return t.Stake * t.Pays * t.P }

// SideAnswer is one answer to a side decision with where its EV comes
// from.
type SideAnswer struct {
	// Action is the answer (Insurance, NoInsurance ...).
	Action Action
	// EV is its EV per unit of the initial bet, the grading's figure
	// (Evaluate's): for insurance and the desafío that of the side bet
	// alone, for even money that of the blackjack.
	EV float64
	// Terms are the events with their probabilities, adding up to 1, and
	// payouts; none for a side bet declined, which stakes nothing.
	Terms []SideTerm
}

// TermsEV is the EV rebuilt from the events: the sum of the terms.
func (a SideAnswer) TermsEV() float64 {
	ev := 0.0
	for _, t := range a.Terms {
		ev += t.Value()
	}
	return ev
}

// SideWhy is the analysis of a side decision: the chance of the card that
// decides it, counted on the unseen cards, what the bet pays, the EV of
// each answer as a sum of terms, and the share of those cards at which the
// two answers are worth the same.
type SideWhy struct {
	// Kind is the decision.
	Kind SideKind
	// Card is the value of the card that decides: 10 (a ten-value under
	// the dealer's ace, or on the player's ace), or 1 (an ace under the
	// dealer's ten-value, for even money against a ten).
	Card int
	// Count is how many such cards are among the unseen ones, Cards how
	// many cards are unseen: the dealer's next card (the player's, for the
	// desafío) is any of them.
	Count, Cards int
	// P is the chance that the card comes: Count / Cards.
	P float64
	// Pays is what the side bet pays per unit staked (2 for 2:1); for even
	// money, what the blackjack kept pays (1.5 for 3:2).
	Pays float64
	// Stake is the side bet's stake in units of the initial bet (half, or
	// the insurance stake priced); 1 for even money.
	Stake float64
	// BreakEven is the chance of the card at which both answers are worth
	// the same: 1/(1+Pays) for a bet (1/3 at 2:1), 1-1/Pays for even money
	// (1/3 at 3:2). Above it the bet, or even money, is the better answer.
	BreakEven float64
	// Answers are the two answers, best first.
	Answers []SideAnswer
}

// Need is how many of the cards the unseen ones would hold at the
// break-even share: BreakEven x Cards.
func (s *SideWhy) Need() float64 { return s.BreakEven * float64(s.Cards) }

// Taken reports whether the answer that takes the bet (or even money)
// is the best.
func (s *SideWhy) Taken() bool {
	a := s.Answers[0].Action
	return a == Insurance || a == EvenMoney || a == Desafio
}

// IsSide reports whether the decision is a side decision: insurance, even
// money, the desafío (asked, or the argentine ace alone).
func (dp DecisionPoint) IsSide() bool { return isSide(dp) }

func isSide(dp DecisionPoint) bool {
	return dp.Legal&Actions(Insurance, NoInsurance, EvenMoney, NoEvenMoney, Desafio, NoDesafio) != 0 ||
		(dp.Legal == 0 && len(dp.Hand) == 1 && dp.Rules.Desafio)
}

// explainSide analyzes a side decision from the unseen cards, with the EVs
// of the grading.
func explainSide(dp DecisionPoint) (*Why, error) {
	legal, ev, err := evaluate(dp)
	if err != nil {
		return nil, err
	}
	rs := dp.Rules
	u := dp.Unseen
	s := &SideWhy{Card: 10, Cards: u.Total(), Stake: 0.5}
	var take, decline Action
	switch {
	case legal.Has(EvenMoney) || legal.Has(NoEvenMoney):
		// A blackjack's question, insurance open or not: even money is
		// the blackjack insured with half the bet (NoteEvenMoneyInsured).
		s.Kind, take, decline = SideEvenMoney, EvenMoney, NoEvenMoney
		s.Pays, s.Stake = ratio(rs.BlackjackPays, 1.5), 1
		if dp.Up.Rank != rules.Ace {
			s.Card = 1
		}
	case legal.Has(Insurance) || legal.Has(NoInsurance):
		s.Kind, take, decline = SideInsurance, Insurance, NoInsurance
		s.Pays = ratio(rs.InsurancePays, 2)
		if dp.InsuranceStake > 0 {
			s.Stake = dp.InsuranceStake
		}
	default:
		s.Kind, take, decline = SideDesafio, Desafio, NoDesafio
		s.Pays = ratio(rs.DesafioPays, 2)
	}
	s.Count = u[s.Card]
	s.P = float64(s.Count) / float64(s.Cards)
	q := 1 - s.P
	var ta, de SideAnswer
	ta.Action, ta.EV = take, ev[take]
	de.Action, de.EV = decline, ev[decline]
	if s.Kind == SideEvenMoney {
		s.BreakEven = 1 - 1/s.Pays
		ta.Terms = []SideTerm{{Event: SidePaidNow, Stake: 1, Pays: 1, P: 1}}
		de.Terms = []SideTerm{{Event: SideBlackjack, Stake: 1, Pays: s.Pays, P: q}, {Event: SidePush, Stake: 1, P: s.P}}
	} else {
		s.BreakEven = 1 / (1 + s.Pays)
		ta.Terms = []SideTerm{{Event: SideWins, Stake: s.Stake, Pays: s.Pays, P: s.P}, {Event: SideLoses, Stake: s.Stake, Pays: -1, P: q}}
	}
	s.Answers = []SideAnswer{ta, de}
	if de.EV > ta.EV {
		s.Answers = []SideAnswer{de, ta}
	}
	w := &Why{Point: dp, Side: s}
	if len(dp.Hand) >= 2 {
		t := rules.HandTotal(dp.Hand)
		w.Total, w.Soft = t.Value, t.Soft
	}
	w.Notes = sideNotes(dp, s)
	return w, nil
}

// sideNotes returns the table's rules that bear on a side decision.
func sideNotes(dp DecisionPoint, s *SideWhy) []RuleNote {
	rs := dp.Rules
	var out []RuleNote
	switch s.Kind {
	case SideInsurance:
		out = append(out, RuleNote{Kind: NoteInsurance, Ratio: rs.InsurancePays, Insurance: rs.Insurance, Article: rs.Article(rules.TopicInsurance)})
		if st := dp.InsuranceStake; st > 0 && st != 0.5 {
			out = append(out, RuleNote{Kind: NoteInsuranceStake, Stake: st})
		}
	case SideEvenMoney:
		out = append(out, RuleNote{Kind: NoteEvenMoney, EvenMoney: rs.EvenMoney, Ratio: rs.BlackjackPays, Article: rs.Article(rules.TopicEvenMoney)})
		if s.Pays == 1.5 {
			// 1.5 - 0.5 without his blackjack, 0 + 2 x 0.5 with it.
			out = append(out, RuleNote{Kind: NoteEvenMoneyInsured, Ratio: rs.BlackjackPays, Card: s.Card})
		}
	case SideDesafio:
		out = append(out, RuleNote{Kind: NoteDesafio, Ratio: rs.DesafioPays, Article: rs.Article(rules.TopicDesafio)})
	}
	return out
}

// SidePoint returns a side decision from a full shoe, for its why: for
// insurance the hand of chart cell s (its up-card an ace); for even money
// a blackjack against s.Up; for the desafío an ace alone against s.Up.
// The error names a decision the table does not offer.
func SidePoint(rs rules.RuleSet, kind SideKind, s strategy.Spot) (DecisionPoint, error) {
	var dp DecisionPoint
	switch kind {
	case SideInsurance:
		var err error
		if dp, err = SpotPoint(rs, s); err != nil {
			return DecisionPoint{}, err
		}
		dp.Legal = Actions(Insurance, NoInsurance)
	case SideEvenMoney, SideDesafio:
		if !rs.IsBlackjack() {
			return DecisionPoint{}, tutorErr("why-no-hand", "rules %s: not a blackjack table", rs.ID)
		}
		if s.Up < 1 || s.Up > 10 {
			return DecisionPoint{}, tutorErr("why-no-hand", "up-card %d: not a card", s.Up)
		}
		dp = DecisionPoint{Rules: rs, Up: rules.Card{Rank: rules.Rank(s.Up), Suit: rules.Diamonds},
			Hand: rules.Cards{{Rank: rules.Ace, Suit: rules.Spades}, {Rank: rules.King, Suit: rules.Hearts}}, Legal: Actions(EvenMoney, NoEvenMoney)}
		if kind == SideDesafio {
			dp.Hand, dp.Legal = dp.Hand[:1], Actions(Desafio, NoDesafio)
		}
		dp.Unseen = FullShoe(rs.Decks)
		if err := dp.Unseen.Remove(append(rules.Cards{dp.Up}, dp.Hand...)...); err != nil {
			return DecisionPoint{}, err
		}
	default:
		return DecisionPoint{}, tutorErr("why-no-hand", "side decision %d: not one", kind)
	}
	if _, _, err := evaluate(dp); err != nil {
		return DecisionPoint{}, err
	}
	return dp, nil
}
