package players

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/strategy"
)

// botErrorRate is how often a computer player takes a random legal action
// instead of the chart's: often enough to see a mistake now and then.
const botErrorRate = 0.04

// Seat is who plays a box of a blackjack table: nobody (the user may
// bet on it), or a computer player with his name.
type Seat struct {
	// Bot is set when a computer player sits there; Name is his name.
	Bot  bool
	Name string
}

// HomeBox is the box the computer players leave free for the user: the
// middle one.
func HomeBox(r rules.RuleSet) int { return (r.Boxes + 1) / 2 }

// Seats seats n computer players at random boxes of table r, never at
// the user's home box (and nobody at a single-player table). The names
// come from the locale's list for the casino's country. The boxes the user
// has played (user) are taken last, when no other box is free. It returns
// the seats by box number (index 0 unused).
func Seats(r rules.RuleSet, n int, names []string, rng *rand.Rand, user []int) []Seat {
	return SeatsInOrder(r, n, DrawOrder(r, names, rng), user)
}

// Order is the order in which computer players take the boxes of a table
// (the first player the first box), and their names: the fields of
// session.SeatOrder, which the session keeps.
type Order struct {
	Boxes []int
	Names []string
}

// DrawOrder draws the order in which computer players take the boxes of
// table r (never the home box; none at a single-player table) and their
// names.
func DrawOrder(r rules.RuleSet, names []string, rng *rand.Rand) Order {
	if r.SinglePlayer {
		return Order{}
	}
	var free []int
	for b := 1; b <= r.Boxes; b++ {
		if b != HomeBox(r) {
			free = append(free, b)
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	names = append([]string(nil), names...)
	rng.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	return Order{Boxes: free, Names: names}
}

// SeatsInOrder seats n computer players of table r in order o, the boxes
// the user has played (user) last: one order gives the same seats, and one
// player more keeps the others where they sat. It returns the seats by box
// number (index 0 unused).
func SeatsInOrder(r rules.RuleSet, n int, o Order, user []int) []Seat {
	seats := make([]Seat, r.Boxes+1)
	var free []int
	for _, b := range o.Boxes {
		if b >= 1 && b <= r.Boxes {
			free = append(free, b)
		}
	}
	// The user's boxes go to the end, the others keeping their order.
	slices.SortStableFunc(free, func(a, b int) int {
		return cmp.Compare(boolInt(slices.Contains(user, a)), boolInt(slices.Contains(user, b)))
	})
	n = min(max(n, 0), len(free))
	for i := 0; i < n; i++ {
		name := "?"
		if i < len(o.Names) {
			name = o.Names[i]
		}
		seats[free[i]] = Seat{Bot: true, Name: name}
	}
	return seats
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Names returns the names of the computer players at a table of the
// given country, from the locale.
func Names(loc *locales.Locale, country string) []string {
	var out []string
	for _, n := range strings.Split(loc.T(locales.BJNames(country)), ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// Stake is a computer player's stake for a round: one to five table
// minimums, the smaller more often, within the maximum.
func Stake(r rules.RuleSet, rng *rand.Rand) rules.Money {
	mult := []int64{1, 1, 1, 2, 2, 3, 5}[rng.IntN(7)]
	bet := r.Limits.Min * rules.Money(mult)
	if r.Limits.Max > 0 && bet > r.Limits.Max {
		bet = r.Limits.Max
	}
	return bet
}

// Decide is a computer player's answer to the question the round puts
// now: the chart's, or with probability botErrorRate a random legal one.
// Without a chart (the analysis failed) he hits below 17 and declines
// everything else.
func Decide(round *blackjack.Round, chart *strategy.Chart, rng *rand.Rand) blackjack.Action {
	a, _ := DecideMarked(round, chart, rng)
	return a
}

// DecideMarked is Decide, and reports whether the answer is one of the
// computer player's deliberate mistakes (the random answer, when it is
// not the chart's), so a learner watching is told it is one.
func DecideMarked(round *blackjack.Round, chart *strategy.Chart, rng *rand.Rand) (blackjack.Action, bool) {
	legal := round.Legal()
	if len(legal) > 0 && rng.Float64() < botErrorRate {
		a := legal[rng.IntN(len(legal))]
		return a, a != chartAnswer(round, chart, legal)
	}
	return chartAnswer(round, chart, legal), false
}

// chartAnswer is the legal action the chart (or, without one, the simple
// rule) answers.
func chartAnswer(round *blackjack.Round, chart *strategy.Chart, legal []blackjack.Action) blackjack.Action {
	var want blackjack.Action
	if chart != nil {
		want = trainer.ChartAction(round, chart)
	} else {
		want = simpleDecision(round)
	}
	for _, l := range legal {
		if l.Kind == want.Kind && (want.Kind != blackjack.DeclareAce || l.Ace == want.Ace) {
			return l
		}
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return want
}

// simpleDecision hits below 17, counts an ace eleven and declines every
// side bet.
func simpleDecision(round *blackjack.Round) blackjack.Action {
	t := round.Turn()
	switch t.Question {
	case blackjack.AskInsurance:
		return blackjack.Action{Kind: blackjack.NoInsurance}
	case blackjack.AskEvenMoney:
		return blackjack.Action{Kind: blackjack.NoEvenMoney}
	case blackjack.AskDesafioBet:
		return blackjack.Action{Kind: blackjack.NoDesafio}
	case blackjack.AskAceValue:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}
	case blackjack.AskFollowDouble:
		return blackjack.Action{Kind: blackjack.NoFollowDouble}
	case blackjack.AskSplitStake:
		return blackjack.Action{Kind: blackjack.FirstCard}
	case blackjack.AskWithdraw:
		return trainer.PassedOverAnswer(round)
	}
	if b := round.Box(t.Box); b != nil && t.Hand >= 1 && t.Hand <= len(b.Hands) && b.Hands[t.Hand-1].Total().Value < 17 {
		return blackjack.Action{Kind: blackjack.Hit}
	}
	return blackjack.Action{Kind: blackjack.Stand}
}
