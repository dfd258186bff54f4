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

// Circle is a circle in design units.
type Circle struct{ X, Y, R float64 }

// Box is one betting position of a blackjack table, in design units.
type Box struct {
	// Number is the box's number, 1 at the dealer's left (the right of the
	// screen).
	Number int
	// Bet is the main betting circle; Circles holds every circle of the
	// box (three on the Shuffler Mate table, Bet first).
	Bet     Circle
	Circles []Circle
	// PerfectPair is the side-bet circle of the online table (R zero
	// elsewhere).
	PerfectPair Circle
	// Cards is where the box's first card goes (its centre); the next cards
	// overlap towards the upper right.
	Cards Circle
	// Angle is the box's direction from the table's centre (radians,
	// clockwise from +x, π/2 straight down).
	Angle float64
}

// BlackjackTable is the geometry of a blackjack felt in design units: a
// semicircle seen from the players' side, the dealer at the straight edge on
// top, the boxes along the arc. Table scenes place cards and chips with it.
type BlackjackTable struct {
	// Area is the rectangle the table was fitted in.
	Area R
	// CX, CY and Radius are the centre of the straight edge and the radius
	// of the arc (the felt, inside the rail).
	CX, CY, Radius float64
	// Rail is the width of the padded rail around the arc.
	Rail float64
	// Boxes are the betting positions, box 1 first (at the right).
	Boxes []Box
	// Dealer is where the dealer's first card goes (its centre).
	Dealer Circle
	// Sabot is the shoe, on the dealer's left (screen right); Discard the
	// discard holder on his right; Tray the chip tray in front of him.
	Sabot, Discard, Tray R
	// InsuranceR is the radius of the insurance line (zero when the table
	// has no insurance).
	InsuranceR float64
}

// LayoutBlackjack fits a blackjack table for rule set r in area.
func LayoutBlackjack(r rules.RuleSet, area R) BlackjackTable {
	rad := math.Min(area.W/2.06, area.H/1.04)
	t := BlackjackTable{Area: area, CX: area.CX(), CY: area.Y + (area.H-rad*1.04)/2, Radius: rad, Rail: rad * 0.045}
	n := max(r.Boxes, 1)
	boxR := rad * 0.74
	span := math.Pi * 0.78
	start := math.Pi/2 - span/2
	circleR := rad * math.Min(0.075, 0.5/float64(n))
	if n <= 5 {
		circleR = rad * 0.08
	}
	for i := 0; i < n; i++ {
		a := start + span*float64(i)/float64(max(n-1, 1))
		if n == 1 {
			a = math.Pi / 2
		}
		cx, cy := t.CX+boxR*math.Cos(a), t.CY+boxR*math.Sin(a)
		b := Box{Number: i + 1, Angle: a, Bet: Circle{cx, cy, circleR}}
		if r.SameRegulation(rules.ItalianShuffler) {
			// Three circles per position: one in front, towards the
			// dealer, two behind it side by side.
			cr := circleR * 0.6
			half := cr * 1.1 / boxR
			b.Circles = []Circle{
				{t.CX + (boxR-cr*0.9)*math.Cos(a), t.CY + (boxR-cr*0.9)*math.Sin(a), cr},
				{t.CX + (boxR+cr*0.95)*math.Cos(a+half), t.CY + (boxR+cr*0.95)*math.Sin(a+half), cr},
				{t.CX + (boxR+cr*0.95)*math.Cos(a-half), t.CY + (boxR+cr*0.95)*math.Sin(a-half), cr},
			}
			b.Bet = b.Circles[0]
		} else {
			b.Circles = []Circle{b.Bet}
		}
		if r.PerfectPair {
			// Beside the bet, on the side of the table's middle, so that
			// the outer boxes' circles stay clear of the sabot and the
			// discard holder.
			pr := circleR * 0.45
			ang := a - (circleR*1.55)/boxR
			if a < math.Pi/2 {
				ang = a + (circleR*1.55)/boxR
			}
			b.PerfectPair = Circle{t.CX + boxR*math.Cos(ang), t.CY + boxR*math.Sin(ang), pr}
		}
		cardR := boxR - circleR*2.05
		b.Cards = Circle{t.CX + cardR*math.Cos(a), t.CY + cardR*math.Sin(a), circleR}
		t.Boxes = append(t.Boxes, b)
	}
	t.Dealer = Circle{t.CX, t.CY + rad*0.22, circleR}
	t.Tray = R{t.CX - rad*0.25, t.CY + rad*0.012, rad * 0.5, rad * 0.1}
	t.Sabot = R{t.CX + rad*0.48, t.CY + rad*0.02, rad * 0.3, rad * 0.13}
	t.Discard = R{t.CX - rad*0.72, t.CY + rad*0.03, rad * 0.2, rad * 0.11}
	if r.Insurance != rules.InsuranceNone {
		t.InsuranceR = rad * 0.44
	}
	return t
}

// FeltTexts are the words printed on a felt, in the player's language.
type FeltTexts struct {
	BlackjackPays, Insurance, DealerRule, Desafio string
	PerfectPair                                   string
}

// BlackjackTexts returns the felt's words for rule set r.
func BlackjackTexts(loc *locales.Locale, r rules.RuleSet) FeltTexts {
	t := FeltTexts{
		BlackjackPays: loc.T(locales.FeltBlackjackPays, r.BlackjackPays),
		DealerRule:    loc.T(locales.FeltDealerRule),
		PerfectPair:   loc.T(locales.FeltPerfectPair),
	}
	if r.Insurance != rules.InsuranceNone {
		t.Insurance = loc.T(locales.FeltInsurancePays, r.InsurancePays)
	}
	if r.Desafio {
		t.Desafio = loc.T(locales.FeltDesafioPays, r.DesafioPays)
	}
	return t
}

// arcBand returns the path of a band between radii r0 and r1 from angle a0
// to a1 (clockwise).
func arcBand(cx, cy, r0, r1, a0, a1 float64) *Path {
	var p Path
	p.Arc(cx, cy, r1, a0, a1)
	p.Arc(cx, cy, r0, a1, a0)
	p.Close()
	return &p
}

// Paint paints the felt, the rail, the printed words, the boxes, the chip
// tray and the discard holder into dst (the sabot, which changes with every
// card, is drawn apart by a Shoe). f maps the design units to dst's pixels.
func (t BlackjackTable) Paint(dst *ebiten.Image, f Frame, fonts *Fonts, texts FeltTexts, r rules.RuleSet, deck *Deck) {
	cx, cy, rad := f.X(t.CX), f.Y(t.CY), f.L(t.Radius)
	rail := f.L(t.Rail)
	// Shadow, rail, felt.
	Fill(dst, halfDisc(cx, cy+rail*0.5, rad+rail*1.6), color.NRGBA{0, 0, 0, 0x50})
	Fill(dst, halfDisc(cx, cy, rad+rail), Rail)
	Fill(dst, arcBand(cx, cy, rad+rail*0.35, rad+rail*0.7, 0, math.Pi), RailLight)
	Fill(dst, halfDisc(cx, cy, rad), Felt)
	Fill(dst, arcBand(cx, cy, rad*0.985, rad, 0, math.Pi), FeltDark)
	// The dealer's edge: a wooden strip along the top.
	Fill(dst, RoundRectPath(cx-rad-rail, cy-rail*0.8, 2*(rad+rail), rail*1.2, rail*0.4), Rail)
	Line(dst, cx-rad-rail*0.5, cy+rail*0.4, cx+rad+rail*0.5, cy+rail*0.4, math.Max(1, f.L(1.2)), GoldDark)

	lineW := math.Max(1, f.L(1.6))
	// Printed arcs: blackjack pays, the dealer's rule, insurance.
	bjR := rad * feltPaysR
	ArcText(dst, Face(fonts.Bold, f.L(t.Radius*feltPaysSize)), strings.ToUpper(texts.BlackjackPays), cx, cy, bjR, math.Pi/2, FeltLine, f.L(1.2))
	ArcText(dst, Face(fonts.Medium, f.L(t.Radius*feltRuleSize)), texts.DealerRule, cx, cy, bjR+f.L(t.Radius*feltRuleGap), math.Pi/2, Mix(FeltLine, Felt, 0.25), f.L(0.5))
	if t.InsuranceR > 0 {
		ir := f.L(t.InsuranceR)
		w := f.L(t.Radius * feltInsuranceBand)
		Fill(dst, arcLine(cx, cy, ir, math.Pi*0.2, math.Pi*0.8, lineW), Gold)
		Fill(dst, arcLine(cx, cy, ir+w, math.Pi*0.2, math.Pi*0.8, lineW), Gold)
		ArcText(dst, Face(fonts.Bold, f.L(t.Radius*feltLineSize)), strings.ToUpper(texts.Insurance), cx, cy, ir+w/2, math.Pi/2, GoldLight, f.L(1.5))
	}
	if texts.Desafio != "" {
		ArcText(dst, Face(fonts.Bold, f.L(t.Radius*feltLineSize)), strings.ToUpper(texts.Desafio), cx, cy, f.L(t.Radius*feltDesafioR), math.Pi/2, GoldLight, f.L(1.5))
	}

	// Boxes.
	num := Face(fonts.Bold, f.L(t.Radius*0.04))
	for _, b := range t.Boxes {
		for k, c := range b.Circles {
			x, y, cr := f.X(c.X), f.Y(c.Y), f.L(c.R)
			Disc(dst, x, y, cr, FeltLight)
			Ring(dst, x, y, cr, lineW*1.3, FeltLine)
			if k == 0 {
				Ring(dst, x, y, cr*0.82, lineW*0.7, Mix(FeltLine, Felt, 0.4))
			}
		}
		if b.PerfectPair.R > 0 {
			c := b.PerfectPair
			x, y, cr := f.X(c.X), f.Y(c.Y), f.L(c.R)
			Disc(dst, x, y, cr, color.NRGBA{0x0a, 0x4a, 0x2f, 0xff})
			Ring(dst, x, y, cr, lineW, Gold)
			Text(dst, Face(fonts.Bold, cr*0.85), texts.PerfectPair, x, y, Center, GoldLight, true)
		}
		// The number, just outside the main circle towards the rail.
		a := b.Angle
		nr := f.L(t.Radius*0.74) + f.L(b.Bet.R)*1.2
		if len(b.Circles) > 1 {
			nr = f.L(t.Radius * 0.935)
		}
		Text(dst, num, itoa(b.Number), cx+nr*math.Cos(a), cy+nr*math.Sin(a), Center, Mix(FeltLine, Felt, 0.3), true)
	}

	// Dealer's place: a faint card outline.
	if deck != nil {
		cw, ch := float64(deck.Width()), float64(deck.Height())
		dx, dy := f.X(t.Dealer.X), f.Y(t.Dealer.Y)
		RoundRectLine(dst, R{dx - cw*1.1, dy - ch/2, cw, ch}, cw*0.08, lineW*0.8, Mix(FeltLine, Felt, 0.55))
		RoundRectLine(dst, R{dx + cw*0.1, dy - ch/2, cw, ch}, cw*0.08, lineW*0.8, Mix(FeltLine, Felt, 0.55))
	}

	t.paintTray(dst, f, fonts)
	t.paintDiscard(dst, f, deck)
}

// The printed words' places and sizes, in fractions of the felt's radius:
// "Black Jack pays 3 to 2" and under it the dealer's rule, the insurance
// line's band and its words, the desafío's words.
const (
	feltPaysR         = 0.33
	feltPaysSize      = 0.046
	feltRuleGap       = 0.055
	feltRuleSize      = 0.03
	feltInsuranceBand = 0.075
	feltLineSize      = 0.034
	feltDesafioR      = 0.475
)

// FeltArc is a band of the felt printed along an arc around the table's
// centre: between radii R0 and R1, from angle A0 to A1 (radians,
// clockwise from +x), design units.
type FeltArc struct{ R0, R1, A0, A1 float64 }

// Contains reports whether the point (x, y) lies in the band, around the
// table's centre (cx, cy).
func (a FeltArc) Contains(cx, cy, x, y float64) bool {
	r, ang := math.Hypot(x-cx, y-cy), math.Atan2(y-cy, x-cx)
	return r >= a.R0 && r <= a.R1 && ang >= a.A0 && ang <= a.A1
}

// TextArcs are the bands the felt's printed words take (the insurance
// line's with its two lines), as Paint prints texts: what a call written on
// the felt keeps clear of.
func (t BlackjackTable) TextArcs(fonts *Fonts, texts FeltTexts) []FeltArc {
	arc := func(face *text.GoTextFace, s string, r, spacing float64) FeltArc {
		total := -spacing
		for _, c := range s {
			total += Width(face, string(c)) + spacing
		}
		h := face.Metrics().HAscent + face.Metrics().HDescent
		half := total / 2 / r
		return FeltArc{R0: r - h/2, R1: r + h/2, A0: math.Pi/2 - half, A1: math.Pi/2 + half}
	}
	rad := t.Radius
	bjR := rad * feltPaysR
	arcs := []FeltArc{
		arc(Face(fonts.Bold, rad*feltPaysSize), strings.ToUpper(texts.BlackjackPays), bjR, 1.2),
		arc(Face(fonts.Medium, rad*feltRuleSize), texts.DealerRule, bjR+rad*feltRuleGap, 0.5),
	}
	if t.InsuranceR > 0 {
		arcs = append(arcs, FeltArc{R0: t.InsuranceR - 1, R1: t.InsuranceR + rad*feltInsuranceBand + 1, A0: math.Pi * 0.2, A1: math.Pi * 0.8})
	}
	if texts.Desafio != "" {
		arcs = append(arcs, arc(Face(fonts.Bold, rad*feltLineSize), strings.ToUpper(texts.Desafio), rad*feltDesafioR, 1.5))
	}
	return arcs
}

func itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

func halfDisc(cx, cy, r float64) *Path {
	var p Path
	p.Arc(cx, cy, r, 0, math.Pi)
	p.Close()
	return &p
}

// arcLine returns a thin band along an arc: a printed line of the felt.
func arcLine(cx, cy, r, a0, a1, width float64) *Path {
	return arcBand(cx, cy, r-width/2, r+width/2, a0, a1)
}

// paintTray paints the chip tray: a sunken tray with columns of chips, the
// biggest denominations in the middle.
func (t BlackjackTable) paintTray(dst *ebiten.Image, f Frame, fonts *Fonts) {
	s := f.Screen(t.Tray)
	RoundRect(dst, R{s.X - 2, s.Y - 2, s.W + 4, s.H + 4}, s.H*0.18, RailLight)
	RoundRect(dst, s, s.H*0.16, color.NRGBA{0x1c, 0x10, 0x0a, 0xff})
	order := []rules.Money{rules.Units(1), rules.Units(5), rules.Units(25), rules.Units(500), rules.Units(1000), rules.Units(100), rules.Units(10), rules.Units(5), rules.Units(1)}
	n := float64(len(order))
	slot := s.W / n
	for i, v := range order {
		body, stripe := ChipColors(v)
		x := s.X + slot*float64(i) + slot*0.12
		w := slot * 0.76
		y := s.Y + s.H*0.14
		h := s.H * 0.72
		RoundRect(dst, R{x, y, w, h}, w*0.18, Mix(body, color.NRGBA{0, 0, 0, 0xff}, 0.25))
		for k := 0.0; k < h; k += math.Max(2, h/9) {
			Line(dst, x+w*0.1, y+k, x+w*0.9, y+k, math.Max(0.6, h/40), Mix(body, stripe, 0.25))
		}
		RoundRectLine(dst, R{x, y, w, h}, w*0.18, math.Max(0.5, w*0.03), Mix(body, color.NRGBA{0, 0, 0, 0xff}, 0.5))
	}
}

// paintDiscard paints the discard holder: a clear acrylic box with a few
// cards in it.
func (t BlackjackTable) paintDiscard(dst *ebiten.Image, f Frame, deck *Deck) {
	s := f.Screen(t.Discard)
	RoundRect(dst, R{s.X + 3, s.Y + 4, s.W, s.H}, s.H*0.1, Shadow)
	RoundRect(dst, s, s.H*0.1, color.NRGBA{0xcc, 0xe6, 0xf2, 0x40})
	RoundRectLine(dst, s, s.H*0.1, math.Max(1, f.L(1.5)), color.NRGBA{0xe8, 0xf4, 0xfa, 0xb0})
	for i := 0; i < 4; i++ {
		y := s.Y + s.H*0.25 + float64(i)*s.H*0.1
		Line(dst, s.X+s.W*0.1, y, s.X+s.W*0.9, y, math.Max(1, s.H*0.06), Mix(color.NRGBA{0x8e, 0x14, 0x22, 0xff}, Paper, float64(i%2)*0.7))
	}
}

// MiniFelt paints a small felt framed by its rail, as the study screens and
// the dealer school's drills deal their cards on: r in design units of f,
// a soft shadow, the rail, the cloth 9 units in and a thin line 20 units in.
func MiniFelt(dst *ebiten.Image, f Frame, r R) {
	fr := f.Screen(r)
	SoftShadow(dst, fr, f.L(22), f.L(14))
	RoundRect(dst, fr, f.L(22), Rail)
	RoundRect(dst, f.Screen(r.Inset(9)), f.L(16), Felt)
	RoundRectLine(dst, f.Screen(r.Inset(20)), f.L(12), math.Max(1, f.L(1.2)), Mix(FeltLine, Felt, 0.55))
}
