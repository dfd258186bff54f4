package pbtable

import (
	"fmt"
	"slices"
	"testing"

	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/rules"
)

// The computer players at the Punto Banco table, played through the
// scene, without a display.

// Issue 15: the computer players keep their positions for the session:
// sitting down again finds them where they sat.
func TestPuntoCrowdKeepsItsSeats(t *testing.T) {
	a, p, _ := puntoAt(t, 3, pbNoSlips)
	first := fmt.Sprint(p.d.Seated())
	r := p.rules
	for i := 0; i < 3; i++ {
		if again := New(a, r); fmt.Sprint(again.d.Seated()) != first {
			t.Fatalf("sit-down %d: seats %v; the first %s", i+2, again.d.Seated(), first)
		}
	}
}

// The computer players make the rules that need several players happen:
// equal Punto bets decided by the button, a standing player's bigger Punto
// bet that does not read, computer readers' mistakes corrected.
func TestPuntoComputerPlayers(t *testing.T) {
	a, p, _ := puntoAt(t, 6, pbdriver.DefaultSlips)
	if len(p.d.Seated()) != 6 || slices.Contains(p.d.Seated(), puntoSeat) {
		t.Fatalf("seats %v", p.d.Seated())
	}
	start := len(a.History.Records())
	p.fastForward(400, func(int) pbdriver.Stake { return pbdriver.Stake{} })
	var tieBreak, standing, corrected, computerReads int
	for _, raw := range a.History.Records()[start:] {
		r := pbRecord(t, raw)
		top := map[bool]rules.Money{}
		for _, b := range r.Bets {
			if b.Amount < rules.SuperPuntoBanco.Limits.Min || b.Amount > rules.SuperPuntoBanco.Limits.Max {
				t.Fatalf("a bet of %v", b.Amount)
			}
			if b.On == punto.Punto {
				top[b.Standing] = max(top[b.Standing], b.Amount)
			}
		}
		if r.Reader > 0 {
			computerReads++
			n := 0
			for _, b := range r.Bets {
				if b.On == punto.Punto && !b.Standing && b.Amount == top[false] {
					n++
				}
			}
			if n > 1 {
				tieBreak++
			}
		}
		if top[true] > top[false] {
			standing++
		}
		if len(r.Corrections) > 0 && r.Corrections[0].Phrase == punto.PhraseAllaRegola {
			corrected++
		}
	}
	if tieBreak == 0 || standing == 0 || corrected == 0 || computerReads < 200 {
		t.Errorf("in 400 coups: %d tie-breaks by the button, %d bigger standing bets, %d calls corrected, %d computer readers",
			tieBreak, standing, corrected, computerReads)
	}
}
