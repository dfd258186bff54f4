package schooldriver

import (
	"testing"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// 002 Art. 13: a standing player bets the biggest Punto bet, on purpose:
// he does not read the cards.
func TestArt13_SchoolStandingPlayerBiggestPunto(t *testing.T) {
	r := rules.SuperPuntoBanco
	loc := newHost(t, locales.Italian, r).loc
	rng := rules.NewRand(7)
	standing := 0
	for i := 0; i < 200; i++ {
		bets := pbBets(r, loc, rng)
		for _, b := range bets {
			if !b.Standing {
				continue
			}
			standing++
			for _, o := range bets {
				if o.On == punto.Punto && o.Amount > b.Amount {
					t.Errorf("coup %d: the standing player's %s is not the biggest Punto bet: %+v", i, b.Amount, bets)
				}
			}
		}
	}
	if standing < 20 {
		t.Errorf("%d standing players in 200 coups", standing)
	}
}
