package croupier

import (
	"strings"
	"testing"

	"sabot/game/punto"
	"sabot/rules"
)

// Coups read off the regulation's Tabella della Regola by hand: PUNTO 0-5
// riceve carta, 6-7 non riceve, 8-9 battuta; BANCO 0-2 riceve; 3 non riceve
// se a Punto viene assegnato 8; 4 non riceve con 1-8-9-10; 5 riceve con
// 4-5-6-7; 6 riceve con 6-7; 7 non riceve.
func TestTabellaByHand(t *testing.T) {
	cases := []struct {
		punto, banco string
		turn         Side
		draws        bool
		call         rules.ReaderCall
	}{
		{"5S KH", "2D 4C", PuntoSide, true, rules.CallCarta},    // Punto 5
		{"TS QH", "2D 4C", PuntoSide, true, rules.CallCarta},    // Punto 0
		{"6S KH", "2D 4C", PuntoSide, false, rules.CallNoCarta}, // Punto 6
		{"3S 4H", "2D 4C", PuntoSide, false, rules.CallNoCarta}, // Punto 7
		{"4S 4H", "2D 4C", PuntoSide, false, rules.CallBattuta}, // Punto 8: battuta
		{"2S 3H", "4D 5C", PuntoSide, false, rules.CallCarta},   // Banco 9: battuta, Punto 5 stays
		{"AS 2H", "8D KC", PuntoSide, false, rules.CallCarta},   // Banco 8
		{"6S KH", "5D KC", BancoSide, true, rules.CallNoCarta},  // Punto stood: Banco 5 draws
		{"7S KH", "6D KC", BancoSide, false, rules.CallNoCarta}, // Punto stood: Banco 6 stands
		{"AS KH 8C", "2D KC", BancoSide, true, rules.CallCarta}, // Banco 2 always
		{"AS KH 8C", "3D KC", BancoSide, false, rules.CallCarta},
		{"AS KH 9C", "3D KC", BancoSide, true, rules.CallCarta},
		{"AS KH AC", "4D KC", BancoSide, false, rules.CallCarta},
		{"AS KH KC", "4D KC", BancoSide, false, rules.CallCarta},
		{"AS KH 2C", "4D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 7C", "4D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 3C", "5D KC", BancoSide, false, rules.CallCarta},
		{"AS KH 4C", "5D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 7C", "5D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 8C", "5D KC", BancoSide, false, rules.CallCarta},
		{"AS KH 5C", "6D KC", BancoSide, false, rules.CallCarta},
		{"AS KH 6C", "6D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 7C", "6D KC", BancoSide, true, rules.CallCarta},
		{"AS KH 6C", "7D KC", BancoSide, false, rules.CallCarta},
	}
	for _, c := range cases {
		co := Coup{Punto: rules.MustParseCards(c.punto), Banco: rules.MustParseCards(c.banco), Turn: c.turn}
		w, err := co.Check()
		if err != nil {
			t.Errorf("%s / %s %s: %v", c.punto, c.banco, c.turn, err)
			continue
		}
		if w.Draws != c.draws || w.Call != c.call {
			t.Errorf("%s / %s, %s's turn: draws %v, call %s; want %v, %s", c.punto, c.banco, c.turn, w.Draws, w.Call, c.draws, c.call)
		}
	}
}

// Coups that are no question are errors, never a panic.
func TestTabellaRefused(t *testing.T) {
	cases := []Coup{
		{Punto: rules.MustParseCards("AS"), Banco: rules.MustParseCards("2D KC"), Turn: PuntoSide},
		{Punto: rules.MustParseCards("AS KH 3C"), Banco: rules.MustParseCards("2D KC"), Turn: PuntoSide},
		{Punto: rules.MustParseCards("6S KH 3C"), Banco: rules.MustParseCards("2D KC"), Turn: BancoSide}, // Punto 6 does not draw
		{Punto: rules.MustParseCards("AS KH"), Banco: rules.MustParseCards("2D KC"), Turn: BancoSide},    // Punto 1 draws
		{Punto: rules.MustParseCards("8S KH"), Banco: rules.MustParseCards("2D KC"), Turn: BancoSide},    // a natural
		{Punto: rules.MustParseCards("6S KH"), Banco: rules.MustParseCards("2D KC 3H"), Turn: BancoSide},
		{Punto: rules.Cards{{}, {}}, Banco: rules.MustParseCards("2D KC"), Turn: PuntoSide},
		{Punto: rules.MustParseCards("6S KH"), Banco: rules.MustParseCards("2D KC"), Turn: Side(9)},
		{},
	}
	for _, c := range cases {
		if w, err := c.Check(); err == nil {
			t.Errorf("%s / %s %s: %+v, no error", c.Punto, c.Banco, c.Turn, w)
		}
	}
}

// The drill's coups are all questions, both turns and every Banco score
// come up, and each answer is the one the Punto Banco engine plays: the
// coup dealt from a stacked shoe P B P B (Punto's third card) and a spare,
// with a reader calling by the rule, draws exactly where the drill says.
func TestTabellaDrillAgreesWithEngine(t *testing.T) {
	d, err := NewTabellaDrill(rules.NewRand(11))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewTabellaDrill(nil); err == nil {
		t.Error("a drill without a random source")
	}
	turns := map[Side]int{}
	bancoScores := map[int]bool{}
	draws, naturals := 0, 0
	const n = 1500
	for i := 0; i < n; i++ {
		c := d.Next()
		w, err := c.Check()
		if err != nil {
			t.Fatalf("coup %d %s / %s %s: %v", i, c.Punto, c.Banco, c.Turn, err)
		}
		turns[c.Turn]++
		if c.Turn == BancoSide {
			bancoScores[w.BancoPoints] = true
		}
		if w.Draws {
			draws++
		}
		if w.Natural {
			naturals++
		}
		rec := playCoup(t, c)
		var got bool
		if c.Turn == PuntoSide {
			got = len(rec.Punto.Cards) == 3
		} else {
			got = len(rec.Banco.Cards) == 3
			if len(rec.Punto.Cards) != len(c.Punto) {
				t.Fatalf("%s / %s: the engine dealt Punto %s", c.Punto, c.Banco, rec.Punto.Cards)
			}
		}
		if got != w.Draws {
			t.Errorf("%s / %s, %s's turn: the engine draws %v, the drill says %v", c.Punto, c.Banco, c.Turn, got, w.Draws)
		}
	}
	if turns[PuntoSide] < n/5 || turns[BancoSide] < n/2 {
		t.Errorf("turns %v in %d coups", turns, n)
	}
	for b := 0; b <= 7; b++ {
		if !bancoScores[b] {
			t.Errorf("Banco never had %d at its turn", b)
		}
	}
	if draws < n/4 || draws > 3*n/4 || naturals == 0 {
		t.Errorf("%d draws and %d naturals in %d coups", draws, naturals, n)
	}
}

// playCoup deals a drill's coup through the engine: P B P B, then Punto's
// third card when it has one, then two spare cards, a Punto bet at position
// 1 whose reader calls by the rule.
func playCoup(t *testing.T, c Coup) punto.Record {
	t.Helper()
	cards := []string{c.Punto[0].String(), c.Banco[0].String(), c.Punto[1].String(), c.Banco[1].String()}
	if len(c.Punto) == 3 {
		cards = append(cards, c.Punto[2].String())
	}
	cards = append(cards, "5H", "5D", "5C")
	shoe, err := rules.StackedShoe(strings.Join(cards, " "))
	if err != nil {
		t.Fatal(err)
	}
	r, err := punto.New(punto.Setup{Rules: rules.SuperPuntoBanco, Shoe: shoe, Button: 1,
		Bets: []punto.Bet{{Position: 1, On: punto.Punto, Amount: rules.SuperPuntoBanco.Limits.Min}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.PlayOut(nil); err != nil {
		t.Fatalf("%s: %v", strings.Join(cards, " "), err)
	}
	return r.Record()
}
