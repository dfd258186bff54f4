package croupier

import (
	"fmt"

	"sabot/rules"
)

// CheckReaderCall grades the Punto reader's call on Punto's two cards: it
// returns the call the Tabella della Regola prescribes and whether the call
// made is that one.
func CheckReaderCall(punto rules.Cards, call rules.ReaderCall) (want rules.ReaderCall, ok bool, err error) {
	if len(punto) != 2 {
		return 0, false, fmt.Errorf("punto %s: the reader calls on two cards", punto)
	}
	want = rules.PuntoRule(rules.PuntoBancoPoints(punto))
	return want, want == call, nil
}

// CheckBancoDraw grades the dealer's decision on Banco's third card: given
// Banco's two cards and Punto's two or three cards (three when Punto drew),
// it returns whether the Tabella della Regola makes Banco draw and whether
// the decision made (draws) is that one. With a natural (8 or 9) on either
// side nobody draws.
func CheckBancoDraw(banco, punto rules.Cards, draws bool) (want, ok bool, err error) {
	if len(banco) != 2 {
		return false, false, fmt.Errorf("banco %s: Banco's draw is decided on two cards", banco)
	}
	if len(punto) != 2 && len(punto) != 3 {
		return false, false, fmt.Errorf("punto %s: Punto has two or three cards", punto)
	}
	pp := rules.PuntoBancoPoints(punto[:2])
	bp := rules.PuntoBancoPoints(banco)
	switch {
	case rules.IsBattuta(pp) || rules.IsBattuta(bp):
		if len(punto) == 3 {
			return false, false, fmt.Errorf("punto %s: no third card after a natural", punto)
		}
		want = false
	case len(punto) == 3:
		if rules.PuntoRule(pp) != rules.CallCarta {
			return false, false, fmt.Errorf("punto %s: Punto stands on %d and takes no third card", punto, pp)
		}
		want = rules.BancoDraws(bp, true, punto[2].Points())
	default:
		if rules.PuntoRule(pp) == rules.CallCarta {
			return false, false, fmt.Errorf("punto %s: Punto draws on %d before Banco", punto, pp)
		}
		want = rules.BancoDraws(bp, false, 0)
	}
	return want, want == draws, nil
}
