package felt

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/draw"
)

// overlaps reports whether a and b share any area.
func overlaps(a, b draw.R) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Issue 24: at the Argentine table the desafío's chips of box 1 were
// drawn over the shoe. At every table, every box's bets on the insurance
// and desafío lines and their winnings stay off the shoe, the discard
// holder and the chip tray, and off another box's bets on the same line.
func TestLineBetsClearOfTheDealersTools(t *testing.T) {
	for _, rs := range rules.All() {
		if !rs.IsBlackjack() {
			continue
		}
		g := New(rs)
		var pairs [][2]StackKind
		if rs.Insurance != rules.InsuranceNone {
			pairs = append(pairs, [2]StackKind{Insurance, InsuranceWin})
		}
		if rs.Desafio {
			pairs = append(pairs, [2]StackKind{Desafio, DesafioWin})
		}
		tools := map[string]draw.R{"shoe": g.Table.Sabot, "discard holder": g.Table.Discard, "chip tray": g.Table.Tray}
		for _, p := range pairs {
			var taken []draw.R
			for box := 1; box <= len(g.Table.Boxes); box++ {
				var mine []draw.R
				for _, k := range p {
					x, y := g.StackAt(k, box, 0, 1, false)
					mine = append(mine, draw.R{X: x - g.Chip/2, Y: y - g.Chip/2, W: g.Chip, H: g.Chip})
				}
				for name, tr := range tools {
					for i, m := range mine {
						if overlaps(m, tr) {
							t.Errorf("%s box %d: stack %d of the line %d at %+v over the %s %+v", rs.ID, box, p[i], p[0], m, name, tr)
						}
					}
				}
				for _, m := range mine {
					for _, o := range taken {
						if overlaps(m, o) {
							t.Errorf("%s box %d: stack of the line %d at %+v over another box's %+v", rs.ID, box, p[0], m, o)
						}
					}
				}
				taken = append(taken, mine...)
			}
		}
	}
}
