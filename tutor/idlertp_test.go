package tutor

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// seeds/003 "Disconnessioni e inattività": the system plays a pending choice
// for the player "evitando di effettuare puntate o altre azioni … (ad
// esempio non verranno applicati split/raddoppi)": the second table never
// doubles nor splits. Its return, computed exactly as every chart's
// (Analysis.ChartEV), is 97.5705%: 1.86 points below the best play (99.4339%)
// and 1.79 below the document's first table (99.3609%). A simulation of 4
// million rounds through the game engine (seed 20261124) gave 97.54% ± 0.10.
func TestDisconnessioni_IdleChartNeverDoublesNorSplits(t *testing.T) {
	ch := strategy.IdleChart()
	for u := 1; u <= 10; u++ {
		for i := range ch.Hard {
			if c := ch.Hard[i][u].Code; c != strategy.CodeNone && c != strategy.CodeHit && c != strategy.CodeStand {
				t.Errorf("hard %d v %d: %v", i, u, c)
			}
		}
		for i := range ch.Soft {
			if c := ch.Soft[i][u].Code; c != strategy.CodeNone && c != strategy.CodeHit && c != strategy.CodeStand {
				t.Errorf("soft %d v %d: %v", i, u, c)
			}
		}
		for p := range ch.Pair {
			if c := ch.Pair[p][u].Code; c != strategy.CodeNone && c != strategy.CodeHit && c != strategy.CodeStand {
				t.Errorf("pair %d v %d: %v", p, u, c)
			}
		}
	}
	// A hand that doubles and splits by the first table, played by the second.
	legal := Actions(Hit, Stand, Double, Split)
	for _, c := range []struct {
		hand, up string
		want     Action
	}{
		{"5S 6H", "6D", Hit}, {"8S 8H", "6D", Stand}, {"8S 8H", "TD", Hit}, {"AS AH", "5D", Stand},
		{"AS AH", "7D", Hit}, {"AS 7H", "2D", Stand}, {"AS 7H", "3D", Hit}, {"9S 9H", "7D", Stand},
	} {
		if got := ch.Decide(rules.MustParseCards(c.hand), rules.AceUndeclared, rules.MustParseCard(c.up), legal); got != c.want {
			t.Errorf("%s v %s: %v; want %v", c.hand, c.up, got, c.want)
		}
	}
	an, err := AnalyzeRules(rules.ItalianOnline)
	if err != nil {
		t.Fatal(err)
	}
	idle, pub, best := 100*(1+an.ChartEV(ch)), 100*(1+an.ChartEV(strategy.PublishedChart())), 100*(1+an.RoundEV())
	if math.Abs(idle-97.5705) > 5e-5 {
		t.Errorf("RTP of the idle chart %.4f%%; want 97.5705%%", idle)
	}
	if !(idle < pub && pub < best) {
		t.Errorf("idle %.4f, published %.4f, best %.4f: want them in that order", idle, pub, best)
	}
}
