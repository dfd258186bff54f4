package school

import (
	"testing"

	"sabot/game/punto"
)

// 002 Art. 5: "Quando dal sabot esce la mascherina, il Dealer annuncia:
// “Ultimo colpo della taglia”. Se l'ultimo colpo inizia con la mascherina il
// Dealer dichiara: “Ultimo colpo della taglia, minimo sette carte o nullo”":
// each call has its button on the table, and the school's way to the step
// is a click on it.
func TestSchoolArt5_UltimoColpoButtons(t *testing.T) {
	_, s := openPunto(t)
	for _, tc := range []struct {
		kind   punto.ActionKind
		button int
		label  string
	}{
		{punto.UltimoColpo, pbBtnUltimo, "«Last coup of the shoe»"},
		{punto.UltimoColpoSette, pbBtnUltimo7, "«…seven cards at least, or void»"},
	} {
		shown := ""
		for _, row := range s.rows() {
			for _, b := range row {
				if b.index == tButton+tc.button {
					shown = b.label
				}
			}
		}
		if shown != tc.label {
			t.Errorf("%s: the button's label %q; want %q", punto.Action{Kind: tc.kind}, shown, tc.label)
		}
		i, takes, ok := s.nextTarget(punto.Action{Kind: tc.kind})
		if !ok || !takes || i != tButton+tc.button {
			t.Errorf("%s: the way to it: target %d takes %v ok %v; want its button", punto.Action{Kind: tc.kind}, i, takes, ok)
		}
	}
}
