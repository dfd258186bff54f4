package tutor

import (
	"errors"
	"fmt"

	"sabot/rules"
)

// DecisionPoint is one decision a player faces at a blackjack table.
type DecisionPoint struct {
	// Rules is the table's rule set.
	Rules rules.RuleSet
	// Hand is the hand's cards: the cards of the hand being played; for the
	// insurance and even-money questions the box's first two cards; for the
	// argentine desafío the hand's first card alone (the ace).
	Hand rules.Cards
	// Declared is the argentine declaration already made on the hand's ace.
	Declared rules.AceDeclaration
	// Up is the dealer's up-card.
	Up rules.Card
	// Unseen is the composition of the cards the player has not seen: the
	// cards left in the shoe plus any card dealt face down (the argentine
	// hole card, another box's face-down double). Not the hand, not the
	// up-card, not the cards seen on the table.
	Unseen Composition
	// Legal is the set of actions open. Zero means: every action the rules
	// open at this point (the player's money aside).
	Legal ActionSet
	// FromSplit says the hand was made by a split (no blackjack, the split
	// rules); SplitAces that it is a hand of split aces.
	FromSplit, SplitAces bool
	// Hands is the number of hands on the box now, for the limit on splits
	// (0 counts as 1).
	Hands int
	// InsuranceStake is the insurance stake Insurance is priced at, in units
	// of the initial bet: at the tables where the player chooses it, up to
	// half (000 Art.9, 004 Assicurazione). 0 means half, the most any table
	// allows. The insurance's EV is linear in its stake, so the stake never
	// changes which of insuring and not insuring is best: only what a wrong
	// choice costs.
	InsuranceStake float64
}

// Grade is a graded decision.
type Grade struct {
	// Best is the action with the highest EV.
	Best Action `json:"best"`
	// Actions are the legal actions with their EVs per unit of the initial
	// bet, best first.
	Actions []ActionEV `json:"actions"`
	// Taken is the action graded, and TakenEV its EV.
	Taken   Action  `json:"taken"`
	TakenEV float64 `json:"taken_ev"`
	// Cost is what the action taken loses against the best one, in percent
	// of the initial bet (0 for the best action).
	Cost float64 `json:"cost_percent"`
}

// ErrNoDecision is returned for a hand that has no decision to make (a
// bust hand). A blackjack, or split aces that took their card, have one
// action: stand.
var ErrNoDecision = errors.New("no decision open at this point")

// Evaluate returns the EV of every legal action at a decision point, per
// unit of the initial bet, best first, computed exactly from the unseen
// cards. The EVs of a side decision (insurance, even money, desafío) are
// those of the side bet alone (even money: of the blackjack), since the
// main bet's EV does not depend on it.
func Evaluate(dp DecisionPoint) ([]ActionEV, error) {
	legal, ev, err := evaluate(dp)
	if err != nil {
		return nil, err
	}
	return sortEVs(legal, &ev), nil
}

// GradeDecision evaluates a decision point and grades the action taken.
func GradeDecision(dp DecisionPoint, taken Action) (Grade, error) {
	legal, ev, err := evaluate(dp)
	if err != nil {
		return Grade{}, err
	}
	if !legal.Has(taken) {
		return Grade{}, fmt.Errorf("action %q is not open here: the actions are %s", taken, legal)
	}
	g := Grade{Actions: sortEVs(legal, &ev), Taken: taken, TakenEV: ev[taken]}
	g.Best = g.Actions[0].Action
	g.Cost = 100 * (g.Actions[0].EV - ev[taken])
	if g.Cost < 0 {
		g.Cost = 0
	}
	return g, nil
}

// gradeWorkers is the number of goroutines a decision's distributions are
// computed on: GOMAXPROCS when 0 (tests set it).
var gradeWorkers int

func evaluate(dp DecisionPoint) (legal ActionSet, ev [numActions]float64, err error) {
	rs := dp.Rules
	if !rs.IsBlackjack() {
		return 0, ev, fmt.Errorf("rules %s: not a blackjack table", rs.ID)
	}
	if !dp.Up.Valid() {
		return 0, ev, fmt.Errorf("up-card %s: not a card", dp.Up)
	}
	if !dp.Unseen.Valid() || dp.Unseen.Total()+len(dp.Hand)+1 < MinShoe {
		return 0, ev, fmt.Errorf("unseen cards %s: the analysis needs at least %d cards in all", dp.Unseen, MinShoe)
	}
	for _, c := range dp.Hand {
		if !c.Valid() {
			return 0, ev, fmt.Errorf("hand %s: not a hand of cards", dp.Hand)
		}
	}
	u := dp.Up.Value()
	side := dp.Legal & Actions(Insurance, NoInsurance, EvenMoney, NoEvenMoney, Desafio, NoDesafio)
	if co := dp.Legal & Actions(FollowDouble, NoFollowDouble, FollowSplit, FirstCard, SecondCard); co != 0 {
		return coBettorEVs(dp, co)
	}
	switch {
	case side.Has(EvenMoney) && side.Has(Insurance):
		return blackjackInsuranceEVs(dp)
	case side.Has(Insurance) || side.Has(NoInsurance):
		if dp.Up.Rank != rules.Ace || rs.Insurance == rules.InsuranceNone {
			return 0, ev, fmt.Errorf("insurance is offered only against an ace at a table that has it")
		}
		ev[Insurance] = InsuranceEV(rs, dp.Unseen)
		if st := dp.InsuranceStake; st > 0 {
			if st > 0.5 {
				return 0, ev, fmt.Errorf("insurance stake %.4f of the bet: at most half", st)
			}
			ev[Insurance] *= st / 0.5
		}
		return dp.Legal & Actions(Insurance, NoInsurance), ev, nil
	case side.Has(EvenMoney) || side.Has(NoEvenMoney):
		if !rs.EvenMoney.Offered(dp.Up) || len(dp.Hand) != 2 || !rules.IsNatural(dp.Hand) {
			return 0, ev, fmt.Errorf("even money is offered only to a blackjack, against %s", evenMoneyUps(rs))
		}
		ev[EvenMoney], ev[NoEvenMoney] = EvenMoneyEVs(rs, dp.Up, dp.Unseen)
		return dp.Legal & Actions(EvenMoney, NoEvenMoney), ev, nil
	case side.Has(Desafio) || side.Has(NoDesafio):
		if !rs.Desafio || len(dp.Hand) != 1 || dp.Hand[0].Rank != rules.Ace {
			return 0, ev, fmt.Errorf("the desafío is offered only on a first card that is an ace, at the argentine table")
		}
		ev[Desafio] = DesafioEV(rs, dp.Unseen)
		return dp.Legal & Actions(Desafio, NoDesafio), ev, nil
	case side != 0:
		return 0, ev, fmt.Errorf("legal actions %s: side decisions mixed up", dp.Legal)
	}
	if len(dp.Hand) == 1 && rs.Desafio && dp.Hand[0].Rank == rules.Ace && dp.Legal == 0 {
		ev[Desafio] = DesafioEV(rs, dp.Unseen)
		return Actions(Desafio, NoDesafio), ev, nil
	}
	if len(dp.Hand) < 2 {
		return 0, ev, fmt.Errorf("hand %s: a hand to play has two cards or more", dp.Hand)
	}

	shoe := dp.Unseen
	shoe.Add(dp.Hand...)
	shoe.Add(dp.Up)
	e := newEngineUp(rs, shoe, u)
	e.workers = gradeWorkers
	e.recycle = true
	defer e.release()
	c := e.ctx(nil, 0, 0)
	var n [11]uint8
	for _, card := range dp.Hand {
		n[card.Value()]++
	}
	g := e.tab.find(&n)
	if g < 0 {
		return 0, ev, fmt.Errorf("hand %s is bust: %w", dp.Hand, ErrNoDecision)
	}
	if len(dp.Hand) == 2 {
		hands := dp.Hands
		if hands < 1 {
			hands = 1
		}
		a, b := dp.Hand[0].Value(), dp.Hand[1].Value()
		sp := spot{a: a, b: b, u: u, split: dp.FromSplit, splitAces: dp.SplitAces, maxHands: rs.MaxHands - hands + 1}
		sp.canSplit = rules.IsPair(dp.Hand[0], dp.Hand[1], rs.Pairs) && sp.maxHands >= 2 &&
			(!dp.SplitAces || rs.ResplitAces) && dp.Declared == rules.AceUndeclared
		if dp.Legal != 0 {
			sp.canSplit = dp.Legal.Has(Split) && a == b
		}
		if !rules.IsNatural(dp.Hand) || sp.split {
			pl := e.newPlan()
			pl.hands(0, 0, g)
			if sp.canSplit {
				pl.split(a, sp.maxHands)
			}
			pl.run()
		}
		if dp.Declared != rules.AceUndeclared {
			if !rs.AceDeclaration || !rules.HasAceInFirstTwo(dp.Hand) {
				return 0, ev, fmt.Errorf("hand %s: no ace to declare at %s", dp.Hand, rs.ID)
			}
			legal, ev = e.playEVs(c, sp, g, declMode(int(n[1]), dp.Declared))
		} else {
			legal, ev = e.spotEVs(nil, sp)
		}
	} else {
		m := modeFree
		if dp.Declared != rules.AceUndeclared {
			if !rs.AceDeclaration || !rules.HasAceInFirstTwo(dp.Hand) {
				return 0, ev, fmt.Errorf("hand %s: no ace to declare at %s", dp.Hand, rs.ID)
			}
			aces := 0
			for _, card := range dp.Hand[:2] {
				if card.Rank == rules.Ace {
					aces++
				}
			}
			m = declMode(aces, dp.Declared)
		}
		t, soft := m.total(&e.tab.comps[g])
		if t > 21 {
			return 0, ev, fmt.Errorf("hand %s is bust: %w", dp.Hand, ErrNoDecision)
		}
		pl := e.newPlan()
		pl.hands(0, 0, g)
		pl.run()
		stand, hit, _ := e.basic(c, m, g, u)
		if !e.mustHit(t) {
			legal = legal.With(Stand)
			ev[Stand] = stand
		}
		if e.canHit(t, soft) {
			legal = legal.With(Hit)
			ev[Hit] = hit
		}
	}
	if dp.Legal != 0 {
		if extra := dp.Legal &^ legal; extra != 0 {
			return 0, ev, fmt.Errorf("actions %s are not open to hand %s here", extra, dp.Hand)
		}
		legal = dp.Legal
	}
	if legal == 0 {
		return 0, ev, ErrNoDecision
	}
	return legal, ev, nil
}

// blackjackInsuranceEVs values the three answers of a blackjack against
// the dealer's ace where the table offers insurance and even money both
// (000 Art. 9 and Cap. 1; 004 Assicurazione and Black Jack alla pari):
// even money (1, paid at once), insuring it (the blackjack's 3:2 unless the
// dealer makes one too, plus the insurance at its stake) and neither, per
// unit of the initial bet. Insuring half the bet is even money, whatever
// the dealer's card: a push and 2:1 on half, or 3:2 less the half.
func blackjackInsuranceEVs(dp DecisionPoint) (legal ActionSet, ev [numActions]float64, err error) {
	rs := dp.Rules
	if dp.Up.Rank != rules.Ace || rs.Insurance == rules.InsuranceNone || !rs.EvenMoney.Offered(dp.Up) ||
		len(dp.Hand) != 2 || !rules.IsNatural(dp.Hand) {
		return 0, ev, fmt.Errorf("a blackjack chooses between even money and insurance only against an ace, at a table that has both")
	}
	st := 0.5
	if dp.InsuranceStake > 0 {
		if dp.InsuranceStake > 0.5 {
			return 0, ev, fmt.Errorf("insurance stake %.4f of the bet: at most half", dp.InsuranceStake)
		}
		st = dp.InsuranceStake
	}
	ev[EvenMoney], ev[NoEvenMoney] = EvenMoneyEVs(rs, dp.Up, dp.Unseen)
	ev[Insurance] = ev[NoEvenMoney] + InsuranceEV(rs, dp.Unseen)*st/0.5
	return dp.Legal & Actions(EvenMoney, NoEvenMoney, Insurance), ev, nil
}

func evenMoneyUps(rs rules.RuleSet) string {
	switch rs.EvenMoney {
	case rules.EvenMoneyVsAce:
		return "an ace"
	case rules.EvenMoneyVsAceOrTen:
		return "an ace or a ten-value"
	}
	return "nothing at this table"
}

// FirstActions is what table rs opens to hand h as a box's first hand.
func FirstActions(rs rules.RuleSet, h rules.Cards) ActionSet {
	pair := len(h) == 2 && rules.IsPair(h[0], h[1], rs.Pairs)
	if rs.AceDeclaration && len(h) == 2 && rules.HasAceInFirstTwo(h) {
		l := Actions(AceOne, AceEleven)
		if pair {
			l = l.With(Split)
		}
		return l
	}
	t := rules.HandTotal(h)
	l := Actions(Hit)
	if rs.ForcedHitUpTo == 0 || t.Value > rs.ForcedHitUpTo {
		l = l.With(Stand)
	}
	if len(h) == 2 && rs.CanDouble(h) {
		l = l.With(Double)
	}
	if pair {
		l = l.With(Split)
	}
	return l
}
