package rules

// PuntoBancoPoints is the Punto Banco score of a set of cards: the sum of
// their points modulo ten (ace 1, 2-9 face value, ten and figures 0).
func PuntoBancoPoints(cs Cards) int {
	p := 0
	for _, c := range cs {
		p += c.Points()
	}
	return p % 10
}

// IsBattuta reports whether a two-card score is a natural (8 or 9,
// "battuta"): then neither side draws.
func IsBattuta(points int) bool { return points >= 8 }

// ReaderCall is what the reader of the Punto cards must do on his two cards,
// by the Tabella della Regola.
type ReaderCall uint8

// The three calls of the Punto reader.
const (
	// CallBattuta: 8 or 9, turn the cards at once.
	CallBattuta ReaderCall = iota
	// CallCarta: 0-5, keep the cards covered and ask "carta".
	CallCarta
	// CallNoCarta: 6-7, keep the cards covered and say "no carta".
	CallNoCarta
)

// String returns the call's script token: "battuta", "carta" or "no-carta".
func (c ReaderCall) String() string {
	switch c {
	case CallBattuta:
		return "battuta"
	case CallCarta:
		return "carta"
	case CallNoCarta:
		return "no-carta"
	}
	return "?"
}

// PuntoRule is the call the Tabella della Regola prescribes for Punto's
// two-card score: 0-5 carta, 6-7 no carta, 8-9 battuta.
func PuntoRule(puntoPoints int) ReaderCall {
	switch {
	case puntoPoints >= 8:
		return CallBattuta
	case puntoPoints >= 6:
		return CallNoCarta
	default:
		return CallCarta
	}
}

// BancoDraws reports whether Banco takes a third card by the Tabella della
// Regola, given Banco's two-card score, whether Punto drew, and (when it did)
// the points of Punto's third card. Naturals are decided before: call it only
// when neither side has 8 or 9.
//
// When Punto drew: 0-2 draws; 3 draws unless Punto's third card is 8; 4
// draws unless it is 1, 8, 9 or a ten-value card (0); 5 draws on 4-7; 6
// draws on 6-7; 7 stands. When Punto stood: 0-5 draws, 6-7 stands.
func BancoDraws(bancoPoints int, puntoDrew bool, puntoThird int) bool {
	if !puntoDrew {
		return bancoPoints <= 5
	}
	switch bancoPoints {
	case 0, 1, 2:
		return true
	case 3:
		return puntoThird != 8
	case 4:
		return puntoThird >= 2 && puntoThird <= 7
	case 5:
		return puntoThird >= 4 && puntoThird <= 7
	case 6:
		return puntoThird == 6 || puntoThird == 7
	}
	return false
}
