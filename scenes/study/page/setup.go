package page

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// BlackjackTables returns the blackjack tables, in the order of
// rules.All, and the index of r among them (0 when r is not one).
func BlackjackTables(r rules.RuleSet) (tables []rules.RuleSet, chosen int) {
	for _, t := range rules.All() {
		if t.IsBlackjack() {
			if t.ID == r.ID {
				chosen = len(tables)
			}
			tables = append(tables, t)
		}
	}
	return tables, chosen
}

// Hits holds a page's targets, in the order they were painted, and
// the index of the one under the pointer (-1 for none).
type Hits struct {
	Targets []input.Target
	Hovered int
}

// Button paints a button (lit when the pointer is on a normal one) and
// adds its target.
func (h *Hits) Button(a *session.Context, dst *ebiten.Image, r draw.R, label string, act input.Action, ev input.Event, st draw.ButtonState) {
	h.Targets = widget.AddButton(dst, a.Fonts, a.Frame, h.Targets, h.Hovered, widget.Button{R: r, Label: label, Key: input.Label(a.Loc, act), Event: ev, Look: st})
}

// Label paints the name of a setup page's row at y, with the marker
// on its left when the row has the focus.
func Label(a *session.Context, dst *ebiten.Image, key locales.Key, y float64, focused bool) {
	f := a.Frame
	clr := draw.Gold
	if focused {
		clr = draw.GoldLight
		draw.RoundRect(dst, f.Screen(draw.R{X: 52, Y: y + 2, W: 5, H: 26}), f.L(2), draw.Gold)
	}
	draw.Text(dst, draw.Face(a.Fonts.SmallCaps, f.L(23)), a.Loc.T(key), f.X(70), f.Y(y), draw.Start, clr, false)
}

// TableTiles paints the tiles choosing the table, each with its flag, its
// name and sub(table) under it, the chosen one lit, and adds their
// targets: Select with the index base+i.
func (h *Hits) TableTiles(a *session.Context, dst *ebiten.Image, tables []rules.RuleSet, chosen, base int, sub func(rules.RuleSet) string) {
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	for i, r := range tables {
		rr := TableRect(i)
		sr := f.Screen(rr)
		switch {
		case i == chosen:
			draw.RoundRect(dst, sr, f.L(12), draw.PanelHi)
			draw.RoundRectLine(dst, sr, f.L(12), f.L(2), draw.Gold)
		case h.Hovered == len(h.Targets):
			draw.RoundRect(dst, sr, f.L(12), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
		default:
			draw.RoundRectLine(dst, sr, f.L(12), f.L(1), draw.Mix(draw.GoldDark, draw.PanelFill, 0.4))
		}
		h.Targets = append(h.Targets, input.Target{Rect: f.Rect(rr), Event: input.Event{Action: input.Select, Index: base + i}})
		if fl, ok := assets.FlagOf(r.Country); ok {
			draw.PaintFlag(dst, fl, f.Screen(draw.R{X: rr.X + 14, Y: rr.Y + 22, W: 39, H: 26}))
		}
		name := loc.T(locales.TableName(r.ID))
		clr := draw.Cream
		if i == chosen {
			clr = draw.GoldLight
		}
		draw.Text(dst, draw.Fit(fonts.Bold, name, f.L(18), f.L(rr.W-80)), name, f.X(rr.X+66), f.Y(rr.Y+14), draw.Start, clr, false)
		s := sub(r)
		draw.Text(dst, draw.Fit(fonts.Regular, s, f.L(14), f.L(rr.W-80)), s, f.X(rr.X+66), f.Y(rr.Y+42), draw.Start, draw.Muted, false)
	}
}

// TableRect is the tile of table i on a setup page, in design units.
func TableRect(i int) draw.R { return draw.R{X: 70 + float64(i)*290, Y: 190, W: 270, H: 72} }
