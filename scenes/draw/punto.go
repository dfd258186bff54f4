package draw

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/rules"
)

// Position is one place of a Punto Banco table, in design units: its three
// betting areas and where its reader's cards go.
type Position struct {
	// Number is the position's number, 1 at the right of the screen.
	Number int
	// Punto, Banco and Egalite are the betting circles.
	Punto, Banco, Egalite Circle
	// Angle is the position's direction from the table's centre.
	Angle float64
}

// PuntoTable is the geometry of a Punto Banco felt, the same half moon as
// the blackjack table with the positions along the arc and the two hands'
// places in the middle.
type PuntoTable struct {
	Area           R
	CX, CY, Radius float64
	Rail           float64
	Positions      []Position
	// PuntoCards and BancoCards are the centres of the first card of each
	// hand; Button is where the button rests before position 1.
	PuntoCards, BancoCards Circle
	Sabot, Discard, Tray   R
}

// LayoutPunto fits a Punto Banco table for rule set r in area.
func LayoutPunto(r rules.RuleSet, area R) PuntoTable {
	bj := LayoutBlackjack(rules.RuleSet{Boxes: 1}, area)
	t := PuntoTable{Area: area, CX: bj.CX, CY: bj.CY, Radius: bj.Radius, Rail: bj.Rail,
		Sabot: bj.Sabot, Discard: bj.Discard, Tray: bj.Tray}
	n := max(r.Boxes, 1)
	rad := t.Radius
	span := math.Pi * 0.84
	start := math.Pi/2 - span/2
	cr := rad * math.Min(0.05, 0.42/float64(n))
	for i := 0; i < n; i++ {
		a := start + span*float64(i)/float64(max(n-1, 1))
		at := func(rr, da float64) Circle {
			return Circle{t.CX + rr*math.Cos(a+da), t.CY + rr*math.Sin(a+da), cr}
		}
		p := Position{Number: i + 1, Angle: a}
		p.Banco = at(rad*0.8, 0)
		p.Punto = at(rad*0.8-cr*2.3, 0)
		p.Egalite = at(rad*0.8+cr*1.9, 0)
		p.Egalite.R = cr * 0.62
		t.Positions = append(t.Positions, p)
	}
	t.PuntoCards = Circle{t.CX - rad*0.2, t.CY + rad*0.3, cr}
	t.BancoCards = Circle{t.CX + rad*0.2, t.CY + rad*0.3, cr}
	return t
}

// HandLabel is the face and the line's top (pixels, through f) of a
// hand's name, label, over its place c: above the place, its capitals
// clear of the chip tray, smaller where the place comes up close to the
// tray.
func (t PuntoTable) HandLabel(f Frame, fonts *Fonts, c Circle, label string) (*text.GoTextFace, float64) {
	hh := f.L(t.Radius * 0.2)
	boxY := f.Y(c.Y) - hh/2
	face := Face(fonts.Bold, hh*0.3)
	m := face.Metrics()
	// The baseline where the line's middle is a quarter of the place's
	// height above it.
	base := boxY - hh*0.25 - (m.HAscent+m.HDescent)/2 + m.HAscent
	w := Width(face, label)
	x := f.X(c.X)
	tray := f.Screen(t.Tray)
	if x-w/2 < tray.X+tray.W && x+w/2 > tray.X {
		if room := base - (tray.Y + tray.H + f.L(3)); room < m.CapHeight {
			face = Face(fonts.Bold, face.Size*math.Max(room, 1)/m.CapHeight)
			m = face.Metrics()
		}
	}
	return face, base - m.HAscent
}

// Paint paints the Punto Banco felt; the button is drawn at position
// button (1-based; 0 for none).
func (t PuntoTable) Paint(dst *ebiten.Image, f Frame, fonts *Fonts, loc *locales.Locale, r rules.RuleSet, button int) {
	bj := BlackjackTable{CX: t.CX, CY: t.CY, Radius: t.Radius, Rail: t.Rail, Tray: t.Tray, Discard: t.Discard}
	cx, cy, rad, rail := f.X(t.CX), f.Y(t.CY), f.L(t.Radius), f.L(t.Rail)
	Fill(dst, halfDisc(cx, cy+rail*0.5, rad+rail*1.6), color.NRGBA{0, 0, 0, 0x50})
	Fill(dst, halfDisc(cx, cy, rad+rail), Rail)
	Fill(dst, arcBand(cx, cy, rad+rail*0.35, rad+rail*0.7, 0, math.Pi), RailLight)
	feltColor := color.NRGBA{0x0d, 0x4f, 0x6b, 0xff} // Punto Banco tables are often blue
	Fill(dst, halfDisc(cx, cy, rad), feltColor)
	Fill(dst, RoundRectPath(cx-rad-rail, cy-rail*0.8, 2*(rad+rail), rail*1.2, rail*0.4), Rail)
	lineW := math.Max(1, f.L(1.4))

	// The two hands' places.
	for _, h := range []struct {
		c     Circle
		label string
		clr   color.NRGBA
	}{{t.PuntoCards, loc.T(locales.FeltPunto), Punto}, {t.BancoCards, loc.T(locales.FeltBanco), Banco}} {
		w, hh := f.L(t.Radius*0.32), f.L(t.Radius*0.2)
		box := R{f.X(h.c.X) - w/2, f.Y(h.c.Y) - hh/2, w, hh}
		RoundRect(dst, box, hh*0.15, Mix(feltColor, h.clr, 0.35))
		RoundRectLine(dst, box, hh*0.15, lineW, FeltLine)
		face, top := t.HandLabel(f, fonts, h.c, strings.ToUpper(h.label))
		Text(dst, face, strings.ToUpper(h.label), box.CX(), top, Center, FeltLine, false)
	}
	banco := loc.T(locales.FeltBancoPays, r.BancoPays, int(r.BancoCommissionPercent))
	egal := loc.T(locales.FeltEgalitePays, r.EgalitePays)
	ArcText(dst, Face(fonts.Bold, f.L(t.Radius*0.031)), strings.ToUpper(banco), cx, cy, rad*0.585, math.Pi/2, FeltLine, f.L(1))
	ArcText(dst, Face(fonts.Bold, f.L(t.Radius*0.031)), strings.ToUpper(egal), cx, cy, rad*0.645, math.Pi/2, GoldLight, f.L(1))

	num := Face(fonts.Bold, f.L(t.Radius*0.036))
	// The circles' letters are the scoreboard's, in the language.
	letterP, letterB, letterE := loc.T(locales.PuntoLetterPunto), loc.T(locales.PuntoLetterBanco), loc.T(locales.PuntoLetterEgalite)
	for _, p := range t.Positions {
		for _, c := range []struct {
			c     Circle
			clr   color.NRGBA
			label string
		}{{p.Punto, Punto, letterP}, {p.Banco, Banco, letterB}, {p.Egalite, Gold, letterE}} {
			x, y, cr := f.X(c.c.X), f.Y(c.c.Y), f.L(c.c.R)
			Disc(dst, x, y, cr, Mix(feltColor, c.clr, 0.55))
			Ring(dst, x, y, cr, lineW, Mix(c.clr, Cream, 0.5))
			Text(dst, Face(fonts.Bold, cr*0.9), c.label, x, y, Center, Cream, true)
		}
		nr := f.L(t.Radius * 0.955)
		Text(dst, num, itoa(p.Number), cx+nr*math.Cos(p.Angle), cy+nr*math.Sin(p.Angle), Center, Mix(FeltLine, feltColor, 0.3), true)
		if p.Number == button {
			bx := cx + f.L(t.Radius*0.88)*math.Cos(p.Angle+0.09)
			by := cy + f.L(t.Radius*0.88)*math.Sin(p.Angle+0.09)
			br := f.L(t.Radius * 0.035)
			Disc(dst, bx+1.5, by+2, br, Shadow)
			Disc(dst, bx, by, br, Cream)
			Ring(dst, bx, by, br*0.75, math.Max(1, br*0.12), Ink)
		}
	}
	bj.paintTray(dst, f, fonts)
	bj.paintDiscard(dst, f, nil)
}
