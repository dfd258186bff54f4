package pbtable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/punto"
)

// The Punto Banco colours: the blue felt draw paints, and the green of
// Egalité on the roads.
var (
	pbFelt = color.NRGBA{0x0d, 0x4f, 0x6b, 0xff}
	pbTie  = color.NRGBA{0x2e, 0x9e, 0x4f, 0xff}
)

// draw draws the felt and everything on it. It only reads and does not
// allocate.
func (v *puntoView) draw(screen *ebiten.Image, p *Table) {
	f := p.app.Frame
	op := &v.op
	put := func(img *ebiten.Image, x, y float64, alpha float32) {
		if img == nil {
			return
		}
		b := img.Bounds()
		op.GeoM.Reset()
		op.GeoM.Translate(x-float64(b.Dx())/2, y-float64(b.Dy())/2)
		op.ColorScale.Reset()
		op.ColorScale.ScaleAlpha(alpha)
		op.Filter = ebiten.FilterNearest
		screen.DrawImage(img, op)
	}
	v.table.Draw(screen)
	if v.roads != nil {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(f.X(pbRoads.X)), math.Round(f.Y(pbRoads.Y)))
		op.ColorScale.Reset()
		screen.DrawImage(v.roads, op)
	}
	if v.shoe != nil {
		s := p.geo.felt.Sabot
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(f.X(s.X)), math.Round(f.Y(s.Y)))
		op.ColorScale.Reset()
		screen.DrawImage(v.shoe.Image(), op)
	}
	if v.cutOn {
		put(v.cut, f.X(v.cutX), f.Y(v.cutY), 1)
	}

	// Who sits where.
	for _, pos := range p.d.Seated() {
		x, y := p.geo.seat(pos)
		put(v.seats[1][pos], f.X(x), f.Y(y), 1)
	}
	for _, b := range p.d.CrowdBets() {
		if b.Standing && b.Position < len(v.seats[2]) {
			x, y := p.geo.seat(b.Position)
			put(v.seats[2][b.Position], f.X(x), f.Y(y), 1)
		}
	}
	{
		x, y := p.geo.seat(puntoSeat)
		k := 0
		if p.d.Standing() {
			k = 2
		}
		put(v.seats[k][puntoSeat], f.X(x), f.Y(y), 1)
	}

	if v.pointAt == punto.Punto || v.pointAt == punto.Banco || v.pointAt == punto.Egalite {
		for _, side := range []punto.Side{punto.Punto, punto.Banco} {
			if v.pointAt == side || v.pointAt == punto.Egalite {
				b := p.geo.handBox(side)
				put(v.glow[side], f.X(b.CX()), f.Y(b.CY()), 1)
			}
		}
	}

	// The chips, bottom chip first, each a little higher.
	lift := f.L(3)
	for i := range v.stacks {
		s := &v.stacks[i]
		if !s.shown || v.chipset == nil {
			continue
		}
		for k, c := range s.chips {
			put(v.chipset.Chip(c), f.X(s.x), f.Y(s.y)-float64(k)*lift, float32(s.alpha))
		}
		if s.labelOn && s.label != nil {
			put(s.label, f.X(s.x), f.Y(s.y)-float64(len(s.chips))*lift-f.L(pbChipD*0.85), float32(s.alpha))
		}
	}

	// The cards, each over its shadow.
	if v.deck != nil {
		for i := range v.cards {
			c := &v.cards[i]
			if !c.shown {
				continue
			}
			img := v.deck.Back()
			if c.up {
				img = v.deck.Face(c.card)
			}
			for k, src := range [2]*ebiten.Image{v.shadow, img} {
				if src == nil {
					continue
				}
				sb := src.Bounds()
				op.GeoM.Reset()
				op.GeoM.Translate(-float64(sb.Dx())/2, -float64(sb.Dy())/2)
				op.GeoM.Scale(c.sx, 1)
				op.GeoM.Rotate(c.rot)
				dx, dy := 0.0, 0.0
				if k == 0 {
					dx, dy = f.L(1.5), f.L(2.5)
				}
				op.GeoM.Translate(f.X(c.x)+dx, f.Y(c.y)+dy)
				op.ColorScale.Reset()
				op.ColorScale.ScaleAlpha(float32(c.alpha))
				op.Filter = ebiten.FilterLinear
				if c.rot == 0 && c.sx == 1 {
					op.Filter = ebiten.FilterNearest
				}
				screen.DrawImage(src, op)
			}
		}
	}

	// The scores beside the hands, the user's beside his cards.
	for _, side := range []punto.Side{punto.Punto, punto.Banco} {
		if v.pointOn[side] {
			x, y := v.badgeAt(p, side)
			put(v.badges[v.points[side]%10], f.X(x), f.Y(y), 1)
		}
	}
	if v.peekOn {
		x, y, _ := p.geo.readerSlot(puntoSeat, 1)
		put(v.badges[v.peekPts%10], f.X(x+pbCardW*0.85), f.Y(y), 1)
	}
	if v.bubbleP > 0 {
		x, y := p.geo.bubble(v.bubbleP)
		put(v.bubbles[v.bubbleK], f.X(x), f.Y(y), 1)
	}
	put(v.button, f.X(v.buttonX), f.Y(v.buttonY), 1)
}

// badgeAt is where a hand's score shows: beside its name on the felt.
func (v *puntoView) badgeAt(p *Table, side punto.Side) (x, y float64) {
	b := p.geo.handBox(side)
	return b.CX(), b.Y + b.H + 2
}
