package tutor

import (
	"math"
	"testing"

	"sabot/rules"
)

// The player's two cards are a random draw from the shoe, so averaged over
// them the dealer's outcome is the one computed with only the up-card out
// (exchangeability): a check of the removal of the player's cards.
func TestDealerAveragedOverHandsIsUnconditioned(t *testing.T) {
	for _, shoe := range []Composition{FullShoe(6), {0, 7, 1, 9, 4, 11, 6, 2, 8, 3, 30}} {
		an, err := Analyze(rules.ItalianOnline, shoe)
		if err != nil {
			t.Fatal(err)
		}
		e := an.e
		c := e.ctx(nil, 0, 0)
		var avg [11][numOutcomes + 1]float64
		var wsum [11]float64
		an.weights(func(a, b, u int, w float64) {
			d := e.dist(c, e.comp2(a, b))
			for o := 0; o < numOutcomes; o++ {
				avg[u][o] += w * d[u-1][o]
			}
			avg[u][numOutcomes] += w * d.bust(u)
			wsum[u] += w
		})
		d0 := e.dist(c, e.tab.empty)
		for u := 1; u <= 10; u++ {
			for o := 0; o <= numOutcomes; o++ {
				want := d0.bust(u)
				if o < numOutcomes {
					want = d0[u-1][o]
				}
				if got := avg[u][o] / wsum[u]; math.Abs(got-want) > 1e-12 {
					t.Errorf("shoe %v up %d outcome %d: averaged over the hands %.15f; with the up-card only %.15f", shoe, u, o, got, want)
				}
			}
		}
	}
}

// Averaged over the player's hands, the exact insurance EV from the unseen
// cards is the closed form with the ace alone out.
func TestInsuranceAveragedOverHands(t *testing.T) {
	rs := rules.ItalianOnline
	shoe := FullShoe(6)
	n := float64(shoe.Total())
	sum, wsum := 0.0, 0.0
	s := shoe
	s[1]--
	for a := 1; a <= 10; a++ {
		for b := 1; b <= 10; b++ {
			w := float64(s[a]) / (n - 1)
			r := s
			r[a]--
			w *= float64(r[b]) / (n - 2)
			r[b]--
			sum += w * InsuranceEV(rs, r)
			wsum += w
		}
	}
	want := 0.5 * (3*float64(shoe[10])/(n-1) - 1)
	if math.Abs(sum/wsum-want) > 1e-12 || math.Abs(wsum-1) > 1e-12 {
		t.Errorf("insurance averaged over hands %.15f (weights %v); closed form %.15f", sum/wsum, wsum, want)
	}
}

// The deal's weights add up to one, and the round's EV is the mean of its
// EV by up-card.
func TestRoundWeights(t *testing.T) {
	an, _ := AnalyzeRules(rules.ItalianClassic)
	sum := 0.0
	an.weights(func(a, b, u int, w float64) { sum += w })
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("weights sum to %v", sum)
	}
	by := an.RoundEVByUp()
	n := float64(an.Shoe.Total())
	total := 0.0
	for u := 1; u <= 10; u++ {
		total += float64(an.Shoe[u]) / n * by[u]
	}
	if math.Abs(total-an.RoundEV()) > 1e-12 {
		t.Errorf("EV by up-card averages to %v; round EV %v", total, an.RoundEV())
	}
}

// Suits do not matter and neither does the order of the two cards: the
// grading of 9-7 and 7-9 (any suits) agree with the hand table.
func TestOrderAndSuitsDoNotMatter(t *testing.T) {
	rs := rules.ItalianOnline
	an, _ := AnalyzeRules(rs)
	want := an.Table().Actions(7, 9, 10)
	for _, hand := range []string{"9S 7H", "7D 9C", "9H 7H"} {
		dp := DecisionPoint{Rules: rs, Hand: rules.MustParseCards(hand), Up: rules.MustParseCard("KD"), Unseen: unseenAfter(rs, hand+" KD")}
		got, err := Evaluate(dp)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if got[i].Action != want[i].Action || math.Abs(got[i].EV-want[i].EV) > 1e-12 {
				t.Errorf("%s v KD: %v; the table says %v", hand, got, want)
				break
			}
		}
	}
}
