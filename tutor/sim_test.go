package tutor

import (
	"math"
	"math/rand/v2"
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// simRound plays one round of one box from a freshly shuffled shoe, every
// decision by ch.Decide, with its own reading of the table's rules, and
// returns the box's net per unit of the initial bet. No peek: the dealer's
// second card comes after the players and a dealer blackjack takes every
// stake on the box but a blackjack's.
func simRound(rs rules.RuleSet, ch *strategy.Chart, shoe *rules.Shoe, rng *rand.Rand) float64 {
	shoe.Shuffle(rng)
	draw := func() rules.Card { c, _ := shoe.Draw(); return c }
	first := draw()
	up := draw()
	second := draw()
	type hand struct {
		cards     rules.Cards
		stake     float64
		split     bool
		splitAces bool
		decl      rules.AceDeclaration
		done      bool
	}
	hands := []hand{{cards: rules.Cards{first, second}, stake: 1}}
	dealer := rules.Cards{up}
	if rules.IsNatural(hands[0].cards) {
		dealer = append(dealer, draw())
		if rules.IsNatural(dealer) {
			return 0
		}
		return ratio(rs.BlackjackPays, 1.5)
	}
	for i := 0; i < len(hands); i++ {
		h := &hands[i]
		for !h.done {
			if len(h.cards) == 1 {
				h.cards = append(h.cards, draw())
				if h.splitAces && rs.SplitAcesOneCard {
					break
				}
			}
			pair := len(h.cards) == 2 && rules.IsPair(h.cards[0], h.cards[1], rs.Pairs) && len(hands) < rs.MaxHands &&
				(!h.splitAces || rs.ResplitAces) && h.decl == rules.AceUndeclared
			if rs.AceDeclaration && h.decl == rules.AceUndeclared && len(h.cards) == 2 && rules.HasAceInFirstTwo(h.cards) &&
				rules.HandTotal(h.cards).Value != 21 {
				legal := Actions(AceOne, AceEleven)
				if pair {
					legal = legal.With(Split)
				}
				switch ch.Decide(h.cards, 0, up, legal) {
				case AceOne:
					h.decl = rules.AceOne
					continue
				case AceEleven:
					h.decl = rules.AceEleven
					continue
				}
			} else {
				t := rules.DeclaredTotal(h.cards, h.decl)
				if t.Value > 21 || (t.Value == 21 && !(t.Soft && rs.HitSoft21)) {
					break
				}
				var legal ActionSet
				legal = legal.With(Hit)
				if t.Value > rs.ForcedHitUpTo {
					legal = legal.With(Stand)
				}
				if len(h.cards) == 2 {
					var dbl bool
					switch {
					case h.split:
						dbl = rs.CanDoubleAfterSplit(h.cards, h.splitAces)
					case h.decl != rules.AceUndeclared:
						dbl = rs.Double.Allows(t.Value, t.Value, false)
					default:
						dbl = rs.CanDouble(h.cards)
					}
					if dbl {
						legal = legal.With(Double)
					}
					if pair {
						legal = legal.With(Split)
					}
				}
				switch ch.Decide(h.cards, h.decl, up, legal) {
				case Hit:
					h.cards = append(h.cards, draw())
					continue
				case Stand:
					h.done = true
					continue
				case Double:
					h.stake *= 2
					h.cards = append(h.cards, draw())
					h.done = true
					continue
				}
			}
			// split
			aces := h.cards[0].Rank == rules.Ace
			hands = append(hands, hand{cards: rules.Cards{h.cards[1]}, stake: 1, split: true, splitAces: aces})
			h = &hands[i]
			h.cards, h.split, h.splitAces = rules.Cards{h.cards[0]}, true, aces
		}
	}
	dealer = append(dealer, draw())
	for {
		t := rules.HandTotal(dealer)
		if t.Value > 17 || (t.Value == 17 && !(t.Soft && rs.DealerHitsSoft17)) {
			break
		}
		dealer = append(dealer, draw())
	}
	dt := rules.HandTotal(dealer).Value
	net := 0.0
	for _, h := range hands {
		t := rules.DeclaredTotal(h.cards, h.decl).Value
		// 001 Otras apuestas 3: a split hand's two-card 21 is a Black
		// Jack paid 1:1: it ties the dealer's and beats every other hand.
		splitBJ := h.split && rs.SplitBlackjackPays != (rules.Ratio{}) && rules.IsNatural(h.cards)
		switch {
		case splitBJ && rules.IsNatural(dealer):
		case splitBJ:
			net += h.stake * ratio(rs.SplitBlackjackPays, 1)
		case t > 21 || rules.IsNatural(dealer):
			net -= h.stake
		case dt > 21 || t > dt:
			net += h.stake
		case t < dt:
			net -= h.stake
		}
	}
	return net
}

// The computed chart's exact RTP against a simulation of it: the analysis,
// the chart and Chart.Decide agree (4 standard errors).
func TestChartEVMatchesSimulation(t *testing.T) {
	rounds := 2000000
	if testing.Short() {
		rounds = 100000
	}
	for i, rs := range blackjackTables {
		an, _ := AnalyzeRules(rs)
		ch := an.Chart()
		want := an.ChartEV(ch)
		rng := rules.NewRand(uint64(100 + i))
		shoe := rules.NewShoe(rs.Decks)
		var sum, sq float64
		for r := 0; r < rounds; r++ {
			x := simRound(rs, ch, shoe, rng)
			sum += x
			sq += x * x
		}
		mean := sum / float64(rounds)
		se := math.Sqrt((sq/float64(rounds) - mean*mean) / float64(rounds))
		t.Logf("%s: simulated %.4f%% ± %.4f%% (1 s.e., %d rounds); exact %.4f%%", rs.ID, 100*(1+mean), 100*se, rounds, 100*(1+want))
		if math.Abs(mean-want) > 4*se {
			t.Errorf("%s: simulated RTP %.4f%% ± %.4f%%; the analysis says %.4f%%", rs.ID, 100*(1+mean), 100*se, 100*(1+want))
		}
	}
}
