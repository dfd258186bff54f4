package punto

import (
	"fmt"
	"strings"
	"testing"

	"sabot/rules"
)

// tabella is the seed's Tabella della Regola for Banco, typed out again
// from shared/seeds/002: one row per Banco score on two cards, one column
// per the points of Punto's third card ("-": Punto stood on 6 or 7).
// D: Banco receives a card; S: it does not. Scores 8 and 9 on either side
// are a battuta: nobody draws.
//
//	PUNTO 0-5 RICEVE CARTA, 6-7 NON RICEVE CARTA, 8-9 BATTUTA
//	BANCO 0-2 RICEVE CARTA
//	      3 NON RICEVE CARTA se a Punto viene assegnato 8
//	      4 NON RICEVE CARTA se a Punto viene assegnato 1-8-9-10
//	      5 RICEVE CARTA se a Punto viene assegnato 4-5-6-7
//	      6 RICEVE CARTA se a Punto viene assegnato 6-7
//	      7 NON RICEVE CARTA
const tabella = `
banco | - 0 1 2 3 4 5 6 7 8 9
  0   | D D D D D D D D D D D
  1   | D D D D D D D D D D D
  2   | D D D D D D D D D D D
  3   | D D D D D D D D D S D
  4   | D S S D D D D D D S S
  5   | D S S S S D D D D S S
  6   | S S S S S S S D D S S
  7   | S S S S S S S S S S S
`

// tabellaDraws reads the grid: does Banco on banco draw when Punto's third
// card has third points (-1: Punto stood)?
func tabellaDraws(t *testing.T, banco, third int) bool {
	rows := strings.Split(strings.TrimSpace(tabella), "\n")[1:]
	cells := strings.Fields(strings.Split(rows[banco], "|")[1])
	if len(cells) != 11 {
		t.Fatalf("row %d of the grid has %d cells", banco, len(cells))
	}
	return cells[third+1] == "D"
}

// cardOf returns a card worth points, the rank and suit varied by k so that
// the cases do not all use the same cards (0 points: T J Q K in turn).
func cardOf(points, k int) string {
	suit := "SHDC"[k%4 : k%4+1]
	if points == 0 {
		return "TJQK"[k%4:k%4+1] + suit
	}
	return "A23456789"[points-1:points] + suit
}

// TestTabellaDellaRegola_ThroughTheRound plays every Punto score on two
// cards × Punto's third card (or none) × Banco's score on two cards through
// the round, once with a seated reader calling by the rule and once with the
// dealer playing Punto, and checks who drew against the grid.
func TestTabellaDellaRegola_ThroughTheRound(t *testing.T) {
	cases := 0
	for p := 0; p <= 9; p++ {
		for b := 0; b <= 9; b++ {
			battuta := p >= 8 || b >= 8
			puntoDraws := !battuta && p <= 5
			thirds := []int{-1}
			if puntoDraws {
				thirds = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
			}
			for _, third := range thirds {
				bancoDraws := !battuta && tabellaDraws(t, b, third)
				k := p*10 + b + third + 1
				p1 := (p*3 + 1 + k) % 10
				b1 := (b*7 + 2 + k) % 10
				shoe := []string{cardOf(p1, k), cardOf(b1, k+1), cardOf((p-p1+10)%10, k+2), cardOf((b-b1+10)%10, k+3)}
				if third >= 0 {
					shoe = append(shoe, cardOf(third, k+1))
				}
				shoe = append(shoe, cardOf((k*3)%10, k+2), cardOf(5, k)) // Banco's card, and one spare
				call := "no-carta"
				switch {
				case p >= 8:
					call = "battuta"
				case p <= 5:
					call = "carta"
				}
				for _, bets := range []string{"1 punto 10", "1 banco 10"} {
					decisions := call
					if bets == "1 banco 10" {
						decisions = ""
					}
					c := coup{shoe: strings.Join(shoe, " "), bets: bets, decisions: decisions}
					r := c.play(t)
					rec := r.Record()
					name := fmt.Sprintf("Punto %d, third %d, Banco %d (%s; shoe %s)", p, third, b, bets, c.shoe)
					if got := len(rec.Punto.Cards) == 3; got != puntoDraws {
						t.Errorf("%s: Punto drew %v; the Tabella says %v", name, got, puntoDraws)
					}
					if got := len(rec.Banco.Cards) == 3; got != bancoDraws {
						t.Errorf("%s: Banco drew %v; the Tabella says %v", name, got, bancoDraws)
					}
					if len(rec.Corrections) != 0 {
						t.Errorf("%s: the rule's call was corrected: %v", name, rec.Corrections)
					}
					if third >= 0 && rec.Punto.Cards[2].Points() != third {
						t.Errorf("%s: Punto's third card %s", name, rec.Punto.Cards[2])
					}
					if rules.PuntoBancoPoints(rec.Punto.Cards[:2]) != p || rules.PuntoBancoPoints(rec.Banco.Cards[:2]) != b {
						t.Fatalf("%s: the test dealt %s / %s", name, rec.Punto.Cards, rec.Banco.Cards)
					}
					cases++
				}
			}
		}
	}
	// 48 pairs of Punto 0-5 × Banco 0-7 with ten third cards each, and the
	// other 52 pairs with none; each with a reader and with the dealer.
	if want := 2 * (6*8*10 + (100 - 6*8)); cases != want {
		t.Errorf("%d cases; want %d", cases, want)
	}
}
