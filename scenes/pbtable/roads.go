package pbtable

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/locales"
	"sabot/scenes/draw"
)

// paintRoads paints the scoreboards of the shoe: the bead plate, the big
// road and the tally.
func (v *puntoView) paintRoads(p *Table) {
	a := p.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	if a.Fonts == nil {
		return
	}
	w, h := int(math.Ceil(f.L(pbRoads.W))), int(math.Ceil(f.L(pbRoadsH)))
	if v.roads == nil || v.roads.Bounds().Dx() != w || v.roads.Bounds().Dy() != h {
		pbDispose(&v.roads)
		v.roads = ebiten.NewImage(max(w, 1), max(h, 1))
	} else {
		v.roads.Clear()
	}
	dst := v.roads
	L := f.L
	draw.Panel(dst, draw.R{X: L(4), Y: L(2), W: L(pbRoads.W - 8), H: L(pbRoadsH - 10)}, L(14))
	draw.Text(dst, draw.Face(fonts.SmallCaps, L(22)), loc.T(pbKeyRoads), L(20), L(14), draw.Start, draw.Gold, false)
	coups := p.d.Table().Coups()
	if p.d.Betting() && coups > 0 {
		coups++ // the coup about to be dealt
	}
	if coups == 0 {
		coups = 1
	}
	v.coupShown = coups
	info := loc.T(pbKeyShoeCoup, max(p.d.Table().Shoes(), 1), coups)
	draw.Text(dst, draw.Face(fonts.Medium, L(14)), info, L(pbRoads.W-20), L(27), draw.End, draw.Muted, true)

	grid := func(x0, y0, cell float64, cols int) {
		for c := 0; c <= cols; c++ {
			draw.Rect(dst, draw.R{X: x0 + float64(c)*cell, Y: y0, W: math.Max(1, L(0.8)), H: cell * roads.Rows}, color.NRGBA{0xff, 0xff, 0xff, 0x22})
		}
		for r := 0; r <= roads.Rows; r++ {
			draw.Rect(dst, draw.R{X: x0, Y: y0 + float64(r)*cell, W: cell * float64(cols), H: math.Max(1, L(0.8))}, color.NRGBA{0xff, 0xff, 0xff, 0x22})
		}
	}
	colour := func(r roads.Result) color.NRGBA {
		switch r {
		case roads.Banco:
			return draw.Banco
		case roads.Punto:
			return draw.Punto
		}
		return pbTie
	}
	letter := func(r roads.Result) string {
		switch r {
		case roads.Banco:
			return loc.T(pbLetters[punto.Banco])
		case roads.Punto:
			return loc.T(pbLetters[punto.Punto])
		}
		return loc.T(pbLetters[punto.Egalite])
	}
	label := draw.Face(fonts.Bold, L(14))

	// The bead plate.
	x0, y0 := L(16), L(pbBeadY)
	cell := L((pbRoads.W - 32) / pbBeadCols)
	draw.Text(dst, label, loc.T(pbKeyBeadPlate), x0, y0-L(20), draw.Start, draw.Cream, false)
	draw.RoundRect(dst, draw.R{X: x0 - L(2), Y: y0 - L(2), W: cell*pbBeadCols + L(4), H: cell*roads.Rows + L(4)}, L(4), color.NRGBA{0xf8, 0xf4, 0xe8, 0xff})
	grid(x0, y0, cell, pbBeadCols)
	beads := roads.BeadPlate(p.d.Board(), roads.Rows)
	first := roads.FirstVisible(roads.BeadColumns(len(p.d.Board()), roads.Rows), pbBeadCols)
	lf := draw.Face(fonts.Bold, cell*0.46)
	for _, b := range beads {
		if b.Col < first {
			continue
		}
		cx, cy := x0+(float64(b.Col-first)+0.5)*cell, y0+(float64(b.Row)+0.5)*cell
		draw.Disc(dst, cx, cy, cell*0.42, colour(b.Coup.Winner))
		draw.Text(dst, lf, letter(b.Coup.Winner), cx, cy, draw.Center, draw.Cream, true)
		if b.Coup.Natural {
			draw.Disc(dst, cx+cell*0.3, cy+cell*0.3, cell*0.13, draw.Gold)
			draw.Ring(dst, cx+cell*0.3, cy+cell*0.3, cell*0.13, math.Max(1, L(1)), draw.Ink)
		}
	}

	// The big road.
	y0 = L(pbBigY)
	cell = L((pbRoads.W - 32) / pbBigCols)
	draw.Text(dst, label, loc.T(pbKeyBigRoad), x0, y0-L(20), draw.Start, draw.Cream, false)
	draw.RoundRect(dst, draw.R{X: x0 - L(2), Y: y0 - L(2), W: cell*pbBigCols + L(4), H: cell*roads.Rows + L(4)}, L(4), color.NRGBA{0xf8, 0xf4, 0xe8, 0xff})
	grid(x0, y0, cell, pbBigCols)
	marks := roads.BigRoad(p.d.Board(), roads.Rows)
	first = roads.FirstVisible(roads.Columns(marks), pbBigCols)
	for _, m := range marks {
		if m.Col < first {
			continue
		}
		cx, cy := x0+(float64(m.Col-first)+0.5)*cell, y0+(float64(m.Row)+0.5)*cell
		if m.Winner != roads.Tie {
			draw.Ring(dst, cx, cy, cell*0.34, math.Max(1.2, cell*0.13), colour(m.Winner))
		}
		if m.Natural {
			draw.Disc(dst, cx, cy, cell*0.14, draw.Gold)
		}
		if m.Ties > 0 {
			draw.Line(dst, cx+cell*0.36, cy-cell*0.36, cx-cell*0.36, cy+cell*0.36, math.Max(1.2, cell*0.12), pbTie)
			if m.Ties > 1 {
				draw.Text(dst, draw.Face(fonts.Bold, cell*0.42), strconv.Itoa(m.Ties), cx+cell*0.3, cy-cell*0.28, draw.Center, pbTie, true)
			}
		}
	}

	// The tally.
	t := roads.Count(p.d.Board())
	y := L(pbTallyY)
	items := []struct {
		n   int
		key locales.Key
		clr color.NRGBA
	}{
		{t.Banco, "felt.banco", draw.Banco},
		{t.Punto, "felt.punto", draw.Punto},
		{t.Ties, "felt.egalite", pbTie},
		{t.Naturals, pbKeyNaturals, draw.Gold},
	}
	tf := draw.Face(fonts.Medium, L(15))
	for i, it := range items {
		x := x0 + float64(i%2)*L(145)
		yy := y + float64(i/2)*L(28)
		draw.Disc(dst, x+L(8), yy, L(7), it.clr)
		draw.Text(dst, tf, loc.T(it.key)+"  "+loc.Int(int64(it.n)), x+L(22), yy, draw.Start, draw.Cream, true)
	}
}

// The roads panel's layout, in design units from its top.
const (
	pbRoadsH   = 520.0
	pbBeadY    = 84.0
	pbBeadCols = 10
	pbBigY     = 302.0
	pbBigCols  = 14
	pbTallyY   = 460.0
)
