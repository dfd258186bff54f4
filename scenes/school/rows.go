package school

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/draw"
)

// The bottom of the station: the table's steps on the first row, the verbs
// for the boxes on the second, the status line under them. While an
// incident is handled its own panel takes the status line's place: what
// happened and its article (or the hint), and the remedies' buttons.
//
// A row's buttons share its width equally while every label fits at its
// full size; else each takes the width its label needs, all at one size,
// the largest the row leaves room for, so that no label shrinks alone.

// buttonRows are the station's rows of buttons: the table's steps, the verbs,
// the remedies of an incident.
type buttonRows [3][]deskButton

// remedyRow is the row of an incident's remedies.
const remedyRow = 2

// deskButton is one button of the station's rows.
type deskButton struct {
	label, key string
	index      int  // its target
	lit        bool // chosen, or switched on
}

// The rows' geometry, in design units.
var (
	rowX, rowW = 24.0, 1232.0
	rowGap     = 8.0
	// incidentBox is the incident's panel; its buttons stand in its right
	// part, what happened in its left.
	incidentBox   = draw.R{X: 20, Y: 738, W: 1240, H: 58}
	remedyH       = 40.0
	incidentWords = 340.0 // the width of what happened
)

// paintRows paints the rows of buttons across the bottom (a key cap only
// where the row leaves it room), and under them the status line or the
// incident's panel with its remedies.
func (s *desk) paintRows(dst *ebiten.Image, rows buttonRows, status string) {
	for ri, row := range rows[:remedyRow] {
		s.paintRow(dst, row, draw.R{X: rowX, Y: rowY[ri], W: rowW, H: rowH})
	}
	if len(rows[remedyRow]) == 0 {
		s.paintStatus(dst, status)
		return
	}
	a := s.app
	f := a.Frame
	ib := incidentBox
	draw.Panel(dst, f.Screen(ib), f.L(10))
	s.block(ib)
	pad := 12.0
	words := s.Incident
	if s.Hint != "" {
		words = status
	}
	s.paintWords(dst, words, draw.R{X: ib.X + pad, Y: ib.Y, W: incidentWords, H: ib.H})
	x := ib.X + pad + incidentWords + pad
	s.paintRow(dst, rows[remedyRow], draw.R{X: x, Y: ib.Y + (ib.H-remedyH)/2, W: ib.X + ib.W - pad - x, H: remedyH})
}

// paintWords paints what happened in the incident's panel: up to two
// lines, smaller when two lines at the usual size do not hold it.
func (s *desk) paintWords(dst *ebiten.Image, words string, r draw.R) {
	a := s.app
	f := a.Frame
	var lines []string
	var face = draw.Face(a.Fonts.Medium, f.L(15))
	for _, size := range []float64{15, 14, 13} {
		face = draw.Face(a.Fonts.Medium, f.L(size))
		if lines = draw.Wrap(face, words, f.L(r.W)); len(lines) <= 2 {
			break
		}
	}
	if len(lines) > 2 {
		lines = lines[:2]
		lines[1] += " …"
	}
	lh := face.Size * 1.25
	y := f.Y(r.CY()) - lh*float64(len(lines)-1)/2
	for _, l := range lines {
		draw.Text(dst, face, l, f.X(r.X), y, draw.Start, draw.GoldLight, false)
		y += lh
	}
}

// paintRow paints a row of buttons in r.
func (s *desk) paintRow(dst *ebiten.Image, row []deskButton, r draw.R) {
	if len(row) == 0 {
		return
	}
	keys := len(row) <= 6
	places := s.layRow(row, r, keys)
	// One size for the row: its smallest label's, so that a short label
	// in a button wider than it needs is not set larger than the others.
	f := s.app.Frame
	size := f.L(r.H * 0.4)
	for i, br := range places {
		key := row[i].key
		if !keys {
			key = ""
		}
		z, _ := draw.ButtonLabel(s.app.Fonts, f.Screen(br), row[i].label, key)
		size = math.Min(size, z)
	}
	for i, br := range places {
		b := row[i]
		st := draw.ButtonNormal
		switch {
		case b.lit:
			st = draw.ButtonPrimary
		case s.hoveredIs(b.index):
			st = draw.ButtonHover
		}
		key := b.key
		if !keys {
			key = ""
		}
		s.buttonAt(dst, br, b.label, key, st, size)
		s.addTarget(br, b.index)
	}
}

// layRow returns the buttons' places in r: equal widths while every label
// fits in its share at the full size (0.4 of the height), else widths after
// the labels, all at the largest size the row holds, no button narrower
// than one and a half its height; the room left is shared equally.
func (s *desk) layRow(row []deskButton, r draw.R, keys bool) []draw.R {
	n := float64(len(row))
	gaps := rowGap * (n - 1)
	full := r.H * 0.4
	// Each button's width at label size z is z*per + fixed (the key cap),
	// measured at the full size: Button fits its label in 0.9 of the width.
	per, fixed := make([]float64, len(row)), make([]float64, len(row))
	equal := (r.W - gaps) / n
	fits := true
	for i, b := range row {
		key := b.key
		if !keys {
			key = ""
		}
		_, lw := draw.ButtonLabel(s.app.Fonts, draw.R{W: math.MaxFloat32, H: r.H}, b.label, "")
		_, tw := draw.ButtonLabel(s.app.Fonts, draw.R{W: math.MaxFloat32, H: r.H}, b.label, key)
		per[i] = lw / 0.9 / full
		fixed[i] = tw - lw
		if full*per[i]+fixed[i] > equal {
			fits = false
		}
	}
	widths := make([]float64, len(row))
	if fits {
		for i := range widths {
			widths[i] = equal
		}
	} else {
		// The narrow buttons keep the least width; the others share the
		// rest at one size.
		least := r.H * 1.5
		narrow := make([]bool, len(row))
		size := full
		for range row {
			room, sum := r.W-gaps, 0.0
			for i := range row {
				if narrow[i] {
					room -= least
				} else {
					room -= fixed[i]
					sum += per[i]
				}
			}
			size = full
			if sum > 0 {
				size = math.Min(full, room/sum)
			}
			changed := false
			for i := range row {
				if !narrow[i] && size*per[i]+fixed[i] < least {
					narrow[i], changed = true, true
				}
			}
			if !changed {
				break
			}
		}
		total := gaps
		for i := range row {
			widths[i] = math.Max(least, size*per[i]+fixed[i])
			total += widths[i]
		}
		for i := range widths {
			widths[i] += (r.W - total) / n
		}
	}
	out := make([]draw.R, len(row))
	x := r.X
	for i, w := range widths {
		out[i] = draw.R{X: x, Y: r.Y, W: w, H: r.H}
		x += w + rowGap
	}
	return out
}
