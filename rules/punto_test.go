package rules

import (
	"strings"
	"testing"
)

func TestPuntoBancoPoints(t *testing.T) {
	cases := map[string]int{"8S 5D": 3, "KS QD": 0, "AS 9D": 0, "4S 4D": 8, "AS 2D 6C": 9, "TS 7D": 7}
	for hand, want := range cases {
		if got := PuntoBancoPoints(MustParseCards(hand)); got != want {
			t.Errorf("points(%s) = %d; want %d", hand, got, want)
		}
	}
}

func TestPuntoRule(t *testing.T) {
	want := []ReaderCall{CallCarta, CallCarta, CallCarta, CallCarta, CallCarta, CallCarta, CallNoCarta, CallNoCarta, CallBattuta, CallBattuta}
	for p, w := range want {
		if got := PuntoRule(p); got != w {
			t.Errorf("PuntoRule(%d) = %s; want %s", p, got, w)
		}
	}
}

// bancoTable is the Tabella della Regola (seeds/002) for Banco when Punto
// drew a third card, typed out as a grid: one row per Banco score 0-7, one
// column per the points of Punto's third card 0 (ten or figure) to 9.
// D = Banco draws, S = Banco stands.
var bancoTable = `
   0123456789
0: DDDDDDDDDD
1: DDDDDDDDDD
2: DDDDDDDDDD
3: DDDDDDDDSD
4: SSDDDDDDSS
5: SSSSDDDDSS
6: SSSSSSDDSS
7: SSSSSSSSSS
`

// TestTabellaDellaRegola checks every Banco score against every third card of
// Punto, and Banco's rule when Punto stood.
func TestTabellaDellaRegola(t *testing.T) {
	rows := strings.Split(strings.TrimSpace(bancoTable), "\n")[1:]
	if len(rows) != 8 {
		t.Fatalf("table has %d rows", len(rows))
	}
	for banco, row := range rows {
		cells := strings.TrimSpace(row[3:])
		for third := 0; third <= 9; third++ {
			want := cells[third] == 'D'
			if got := BancoDraws(banco, true, third); got != want {
				t.Errorf("Banco %d, Punto's third card %d: draws=%v; the Tabella says %c", banco, third, got, cells[third])
			}
		}
		if got, want := BancoDraws(banco, false, 0), banco <= 5; got != want {
			t.Errorf("Banco %d, Punto stood: draws=%v; want %v", banco, got, want)
		}
	}
}
