package why

import (
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/tutor"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The book page: the cells where this table's best play is not the book
// chart's, most valuable first, each with a bar of what the table's play
// gains per 100 units bet on the cell; this decision's cell marked.

const bookRowH = 29.0

// paintBook paints the book page.
func (s *Scene) paintBook(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	if s.bookErr != nil {
		t := loc.Err(s.bookErr)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(20), f.L(1100)), t, f.X(640), f.Y(400), draw.Center, draw.Wrong, true)
		return
	}
	sub := loc.T(locales.WhyBookSub)
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(15), f.L(1200)), sub, f.X(40), f.Y(112), draw.Start, draw.Dim, true)

	// This hand.
	var line string
	mine := -1
	for i, d := range s.diffs {
		if s.hasSpot && d.Spot == s.spot {
			mine = i
		}
	}
	switch {
	case mine >= 0:
		d := s.diffs[mine]
		line = loc.T(locales.WhyBookThis, diffPlay(loc, d.TableAction, d.Table), diffPlay(loc, d.BookAction, d.Book))
	case s.hasSpot && s.tableCell.Code != strategy.CodeNone:
		line = loc.T(locales.WhyBookSame, cellName(loc, s.tableCell))
	}
	if line != "" {
		draw.Text(dst, draw.Fit(fonts.Bold, line, f.L(19), f.L(1200)), line, f.X(40), f.Y(142), draw.Start, draw.GoldLight, true)
	}
	if len(s.diffs) == 0 {
		t := loc.T(locales.WhyBookNone)
		draw.Text(dst, draw.Face(fonts.Medium, f.L(20)), t, f.X(640), f.Y(400), draw.Center, draw.Cream, true)
		return
	}
	count := loc.T(locales.WhyBookCount, len(s.diffs))
	draw.Text(dst, draw.Fit(fonts.Medium, count, f.L(16), f.L(1200)), count, f.X(40), f.Y(174), draw.Start, draw.Cream, true)

	order := make([]int, len(s.diffs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return s.diffs[order[i]].Worth() > s.diffs[order[j]].Worth() })
	maxW := 0.0
	for _, d := range s.diffs {
		maxW = math.Max(maxW, d.Worth())
	}
	top := 196.0
	rows := int((700 - top) / bookRowH)
	if len(order) > rows {
		rows-- // room for "and n more"
		// This decision's cell stays in sight.
		if mine >= 0 {
			for i, k := range order {
				if k == mine && i >= rows {
					order[rows-1], order[i] = order[i], order[rows-1]
				}
			}
		}
	}
	y := top
	valF := draw.Face(fonts.Bold, f.L(15))
	for i, k := range order {
		if i >= rows {
			break
		}
		d := s.diffs[k]
		row := draw.R{X: 28, Y: y, W: 1224, H: bookRowH - 3}
		switch {
		case k == mine:
			draw.RoundRect(dst, f.Screen(row), f.L(7), draw.Mix(draw.PanelFill, draw.Gold, 0.28))
		case i%2 == 0:
			draw.RoundRect(dst, f.Screen(row), f.L(7), color.NRGBA{0x00, 0x10, 0x08, 0x70})
		}
		cy := row.CY()
		name := words.Spot(loc, s.dp.Rules, d.Spot)
		draw.Text(dst, draw.Fit(fonts.Medium, name, f.L(15), f.L(330)), name, f.X(40), f.Y(cy), draw.Start, draw.Cream, true)
		plays := loc.T(locales.WhyBookRow, diffPlay(loc, d.TableAction, d.Table), diffPlay(loc, d.BookAction, d.Book))
		draw.Text(dst, draw.Fit(fonts.Medium, plays, f.L(14), f.L(330)), plays, f.X(380), f.Y(cy), draw.Start, draw.Muted, true)
		bar := draw.R{X: 720, Y: cy - 8, W: 0, H: 16}
		if maxW > 0 {
			bar.W = math.Max(2, 370*d.Worth()/maxW)
		}
		draw.RoundRect(dst, f.Screen(bar), f.L(4), draw.Gold)
		val := loc.T(locales.WhyBookWorth, loc.Fixed(d.Worth(), 2))
		draw.Text(dst, valF, val, f.X(1240), f.Y(cy), draw.End, draw.GoldLight, true)
		y += bookRowH
	}
	if len(order) > rows {
		more := loc.T(locales.WhyBookMore, len(order)-rows)
		draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), more, f.X(40), f.Y(y+12), draw.Start, draw.Dim, true)
	}
	legend := loc.T(locales.WhyBookLegend)
	draw.Text(dst, draw.Fit(fonts.Regular, legend, f.L(14), f.L(720)), legend, f.X(40), f.Y(buttonsY+26), draw.Start, draw.Dim, true)
}

// diffPlay names the action a cell takes, with its declaration.
func diffPlay(loc *locales.Locale, a tutor.Action, c strategy.Cell) string {
	d := c.Ace
	if a == tutor.Split {
		d = rules.AceUndeclared
	}
	return choiceName(loc, tutor.Choice{Action: a, Declared: d})
}

// cellName names what a chart cell does first.
func cellName(loc *locales.Locale, c strategy.Cell) string {
	a := tutor.Hit
	switch c.Code {
	case strategy.CodeStand:
		a = tutor.Stand
	case strategy.CodeDoubleHit, strategy.CodeDoubleStand:
		a = tutor.Double
	case strategy.CodeSplit:
		a = tutor.Split
	}
	return diffPlay(loc, a, c)
}
