package croupier

import (
	"testing"

	"sabot/rules"
)

func TestCheckReaderCall(t *testing.T) {
	cases := []struct {
		punto string
		want  rules.ReaderCall
	}{
		{"9S KH", rules.CallBattuta}, {"4S 4H", rules.CallBattuta}, {"6S KH", rules.CallNoCarta},
		{"3S 4H", rules.CallNoCarta}, {"5S KH", rules.CallCarta}, {"TS KH", rules.CallCarta},
	}
	for _, c := range cases {
		want, ok, err := CheckReaderCall(rules.MustParseCards(c.punto), rules.CallCarta)
		if err != nil || want != c.want || ok != (c.want == rules.CallCarta) {
			t.Errorf("reader on %s: want %s ok %v err %v; the Tabella says %s", c.punto, want, ok, err, c.want)
		}
	}
	if _, _, err := CheckReaderCall(rules.MustParseCards("5S"), rules.CallCarta); err == nil {
		t.Errorf("a call on one card: no error")
	}
}

// Banco's draw, laid out as the Tabella: Banco's two cards, Punto's cards,
// whether Banco draws.
func TestCheckBancoDraw(t *testing.T) {
	cases := []struct {
		banco, punto string
		draws        bool
	}{
		{"5S KH", "6S KH", true},     // Punto stood: Banco draws on 0-5
		{"6S KH", "7S KH", false},    // and stands on 6-7
		{"3S KH", "2S KH 8C", false}, // 3 against a third 8 stands
		{"3S KH", "2S KH 9C", true},
		{"4S KH", "2S KH AC", false}, // 4 against 1, 8, 9, 0 stands
		{"4S KH", "2S KH 2C", true},
		{"5S KH", "2S KH 4C", true}, // 5 draws on 4-7
		{"5S KH", "2S KH 3C", false},
		{"6S KH", "2S KH 6C", true}, // 6 draws on 6-7
		{"6S KH", "2S KH 5C", false},
		{"7S KH", "2S KH 6C", false},
		{"2S KH", "2S KH QC", true},
		{"8S KH", "2S KH", false}, // a natural: nobody draws
		{"2S KH", "9S KH", false},
	}
	for _, c := range cases {
		want, ok, err := CheckBancoDraw(rules.MustParseCards(c.banco), rules.MustParseCards(c.punto), c.draws)
		if err != nil || want != c.draws || !ok {
			t.Errorf("banco %s, punto %s: want draw %v (ok %v, err %v); the Tabella says %v", c.banco, c.punto, want, ok, err, c.draws)
		}
	}
	for _, bad := range [][2]string{{"5S", "2S KH"}, {"5S KH", "6S KH 2C"}, {"5S KH", "2S KH"}, {"5S KH", "9S KH 2C"}} {
		if _, _, err := CheckBancoDraw(rules.MustParseCards(bad[0]), rules.MustParseCards(bad[1]), true); err == nil {
			t.Errorf("banco %s, punto %s: no error", bad[0], bad[1])
		}
	}
}
