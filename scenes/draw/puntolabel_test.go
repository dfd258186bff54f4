package draw

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
)

// Issue 24: at Super Punto Banco the dealer school's felt (its hands'
// places 12 units higher than the felt's own, and the table's 10) wrote
// PUNTO and BANCO with their tops under the chip tray. With the places
// anywhere from where the felt puts them to 12 units higher, in every
// language, each hand's name keeps its capitals clear of the tray and of
// its place, at two thirds of its size or more.
func TestPuntoHandNamesClearOfTheTray(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	f := NewFrame(1280, 800)
	for _, lang := range locales.Langs() {
		loc := b.Locale(lang)
		for up := 0.0; up <= 12; up += 2 {
			tb := LayoutPunto(rules.SuperPuntoBanco, R{X: 20, Y: 50, W: 1240, H: 596})
			full := tb.Radius * 0.2 * 0.3
			for _, h := range []struct {
				c     Circle
				label string
			}{{tb.PuntoCards, loc.T(locales.FeltPunto)}, {tb.BancoCards, loc.T(locales.FeltBanco)}} {
				h.c.Y -= up
				face, top := tb.HandLabel(f, fonts, h.c, h.label)
				m := face.Metrics()
				caps, base := top+m.HAscent-m.CapHeight, top+m.HAscent
				if tray := tb.Tray.Y + tb.Tray.H; caps < tray+1 {
					t.Errorf("%s %s, places %.0f higher: capitals from %.1f, the tray down to %.1f", lang, h.label, up, caps, tray)
				}
				if boxY := h.c.Y - tb.Radius*0.1; base > boxY {
					t.Errorf("%s %s, places %.0f higher: baseline %.1f under the place's top %.1f", lang, h.label, up, base, boxY)
				}
				if face.Size < full*2/3 {
					t.Errorf("%s %s, places %.0f higher: %.1f of %.1f", lang, h.label, up, face.Size, full)
				}
			}
		}
	}
}
