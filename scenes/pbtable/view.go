package pbtable

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/punto"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/widget"
)

// pbCard is a card on the felt: which card, where, and how it shows. The
// card itself is the engine's; this is only its picture's state.
type pbCard struct {
	card        rules.Card
	up          bool    // the face shows
	x, y, rot   float64 // centre in design units, rotation in radians
	sx, alpha   float64 // horizontal scale (a flip), opacity
	shown       bool
	side        punto.Side
	index       int  // 1-3 in its hand, or its place on the table
	atReader    bool // in front of the reader
	flipping    bool // being turned over
	fromX, from float64
}

// pbStack is a stack of chips on the felt: a bet, or the winnings paid
// beside it.
type pbStack struct {
	chips    []rules.Money // bottom first
	amount   rules.Money
	x, y     float64
	alpha    float64
	shown    bool
	pos      int
	side     punto.Side
	payout   bool
	label    *ebiten.Image // "+9.50" over winnings
	labelOn  bool
	fx, fy   float64 // where a move started
	standing bool
}

// puntoView is what the table shows besides the felt: the cards, the chips,
// the button, the cut card, the calls, the scores; and the images they are
// drawn from, painted on Layout.
type puntoView struct {
	cards []pbCard
	// kept: the last coup's cards are still on the felt, until the user
	// deals again.
	kept bool
	// coupShown is the coup number the roads' header shows.
	coupShown int
	stacks    []pbStack
	buttonX   float64
	buttonY   float64
	cutX      float64
	cutY      float64
	cutOn     bool
	pointAt   punto.Side // the winning side the dealer points at
	bubbleP   int        // the position whose call shows, 0 none
	bubbleK   punto.Phrase
	points    [4]int // a hand's score shown next to it, by side
	pointOn   [4]bool
	peekOn    bool // the user's score beside his cards
	peekPts   int

	deck    *draw.Deck
	chipset *draw.ChipSet
	shoe    *draw.Shoe
	table   widget.Layer
	roads   *ebiten.Image
	bubbles map[punto.Phrase]*ebiten.Image
	badges  [10]*ebiten.Image
	glow    [4]*ebiten.Image
	button  *ebiten.Image
	cut     *ebiten.Image
	shadow  *ebiten.Image
	seats   [3][10]*ebiten.Image // by kind (the user, seated, standing) and position
	op      ebiten.DrawImageOptions
}

func (v *puntoView) init(p *Table) {
	v.cards = make([]pbCard, 0, 40)
	v.stacks = make([]pbStack, 0, 40)
	v.buttonX, v.buttonY = p.geo.button(p.d.Table().Button())
}

// pbDispose frees an image if there is one.
func pbDispose(img **ebiten.Image) {
	if *img != nil {
		(*img).Deallocate()
		*img = nil
	}
}

// layout paints every image for the current frame and language.
func (v *puntoView) layout(p *Table) {
	a := p.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	v.deck = a.Deck(pbCardW)
	if v.chipset != nil {
		v.chipset.Dispose()
	}
	v.chipset = draw.NewChipSet(fonts, loc, int(f.L(pbChipD)+0.5))
	s := p.geo.felt.Sabot
	if v.shoe != nil {
		v.shoe.Image().Deallocate()
	}
	v.shoe = draw.NewShoe(int(f.L(s.W)), int(f.L(s.H)), p.rules.Decks*52)
	v.setShoe(p)
	v.paintTable(p)
	v.paintRoads(p)

	// The reader's calls, as a speech bubble.
	for _, img := range v.bubbles {
		img.Deallocate()
	}
	v.bubbles = map[punto.Phrase]*ebiten.Image{}
	for _, ph := range []punto.Phrase{punto.PhraseCarta, punto.PhraseNoCarta, punto.PhraseBattuta} {
		txt := loc.T(pbSaid[ph])
		face := draw.Face(fonts.Bold, f.L(17))
		w, h := draw.Width(face, txt)+f.L(22), f.L(30)
		img := draw.NewImage(int(w+f.L(8)), int(h+f.L(8)))
		box := draw.R{X: f.L(2), Y: f.L(2), W: w, H: h}
		draw.RoundRect(img, draw.R{X: box.X + 1, Y: box.Y + 2, W: w, H: h}, h/2, draw.Shadow)
		draw.RoundRect(img, box, h/2, draw.Cream)
		draw.RoundRectLine(img, box, h/2, math.Max(1, f.L(1.5)), draw.GoldDark)
		draw.Text(img, face, txt, box.CX(), box.CY(), draw.Center, draw.Ink, true)
		v.bubbles[ph] = img
	}
	// The scores, 0-9, in a small disc.
	for n := range v.badges {
		pbDispose(&v.badges[n])
		d := f.L(26)
		img := draw.NewImage(int(d+2), int(d+2))
		draw.Disc(img, d/2+1, d/2+1, d/2, draw.Ink)
		draw.Ring(img, d/2+1, d/2+1, d/2-f.L(1), math.Max(1, f.L(1.6)), draw.Gold)
		draw.Text(img, draw.Face(fonts.Bold, f.L(17)), string(rune('0'+n)), d/2+1, d/2+1, draw.Center, draw.GoldLight, true)
		v.badges[n] = img
	}
	// The glow the dealer points the winning side with.
	for _, side := range []punto.Side{punto.Punto, punto.Banco} {
		pbDispose(&v.glow[side])
		b := f.Screen(p.geo.handBox(side))
		pad := f.L(10)
		img := draw.NewImage(int(b.W+2*pad), int(b.H+2*pad))
		r := draw.R{X: pad, Y: pad, W: b.W, H: b.H}
		for i := 4; i >= 1; i-- {
			d := float64(i) * pad / 4
			draw.RoundRectLine(img, draw.R{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, b.H*0.15+d, math.Max(1, f.L(2)), color.NRGBA{0xf3, 0xd9, 0x8b, uint8(40 + 30*(4-i))})
		}
		draw.RoundRectLine(img, r, b.H*0.15, math.Max(1.5, f.L(3)), draw.GoldLight)
		v.glow[side] = img
	}
	// The button: a cream disc with "B" ("bottone").
	pbDispose(&v.button)
	br := f.L(p.geo.felt.Radius * 0.035)
	v.button = draw.NewImage(int(2*br+4), int(2*br+4))
	draw.Disc(v.button, br+3, br+3.5, br, draw.Shadow)
	draw.Disc(v.button, br+2, br+2, br, draw.Cream)
	draw.Ring(v.button, br+2, br+2, br*0.75, math.Max(1, br*0.12), draw.Ink)
	// The cut card, yellow plastic.
	pbDispose(&v.cut)
	cw, ch := f.L(pbCardW*0.9), f.L(cardH()*0.25)
	v.cut = draw.NewImage(int(cw+2), int(ch+2))
	draw.RoundRect(v.cut, draw.R{X: 1, Y: 1, W: cw, H: ch}, ch*0.2, color.NRGBA{0xff, 0xcc, 0x1f, 0xff})
	draw.RoundRectLine(v.cut, draw.R{X: 1, Y: 1, W: cw, H: ch}, ch*0.2, 1, color.NRGBA{0x9a, 0x6a, 0x00, 0xff})
	// A card's shadow.
	pbDispose(&v.shadow)
	w, h := float64(v.deck.Width()), float64(v.deck.Height())
	v.shadow = draw.NewImage(int(w+4), int(h+4))
	draw.RoundRect(v.shadow, draw.R{X: 2, Y: 2, W: w, H: h}, w*0.08, color.NRGBA{0, 0, 0, 0x70})
	// The seat markers: a position's number on a gold disc (the user), a
	// pale one (a seated player) or in a ring (a standing player).
	num := draw.Face(fonts.Bold, f.L(p.geo.felt.Radius*0.036))
	for k := range v.seats {
		for n := range v.seats[k] {
			pbDispose(&v.seats[k][n])
			if n == 0 || n > p.rules.Boxes {
				continue
			}
			d := f.L(25)
			img := draw.NewImage(int(d+4), int(d+4))
			c := d/2 + 2
			ink := draw.Ink
			switch k {
			case 0:
				draw.Disc(img, c, c, d/2, draw.Gold)
			case 1:
				draw.Disc(img, c, c, d/2, draw.Mix(draw.Cream, pbFelt, 0.35))
			default:
				draw.Disc(img, c, c, d/2, pbFelt)
				draw.Ring(img, c, c, d/2-f.L(1), math.Max(1, f.L(2)), draw.Cream)
				ink = draw.Cream
			}
			draw.Text(img, num, strconv.Itoa(n), c, c, draw.Center, ink, true)
			v.seats[k][n] = img
		}
	}
	for i := range v.stacks {
		if v.stacks[i].label != nil {
			v.stacks[i].label.Deallocate()
			v.stacks[i].label = v.paintLabel(p, v.stacks[i].amount)
		}
	}
}

// paintTable paints the felt and what does not move on it.
func (v *puntoView) paintTable(p *Table) {
	a := p.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := v.table.Begin(f)
	p.geo.felt.Paint(dst, f, fonts, loc, p.rules, 0)
	// The user's place: his name under the rail.
	x, y := p.geo.polar(p.geo.position(puntoSeat).Angle, 1.085)
	you := loc.T(pbKeyYou)
	if p.d.Standing() {
		you += " · " + loc.T(pbKeyStanding)
	}
	draw.Text(dst, draw.Face(fonts.Bold, f.L(16)), you, f.X(x), f.Y(y), draw.Center, draw.GoldLight, true)
}

// paintLabel paints the winnings of a bet, "+9.50".
func (v *puntoView) paintLabel(p *Table, amount rules.Money) *ebiten.Image {
	a := p.app
	f := a.Frame
	txt := a.Loc.T(pbKeyPaid, amount)
	face := draw.Face(a.Fonts.Bold, f.L(14))
	w, h := draw.Width(face, txt)+f.L(12), f.L(20)
	img := draw.NewImage(int(w+2), int(h+2))
	draw.RoundRect(img, draw.R{X: 1, Y: 1, W: w, H: h}, h/2, color.NRGBA{0x10, 0x20, 0x18, 0xe0})
	draw.Text(img, face, txt, w/2+1, h/2+1, draw.Center, draw.GoldLight, true)
	return img
}

// setShoe shows the cards left in the sabot and the cut card in it.
func (v *puntoView) setShoe(p *Table) {
	if v.shoe != nil {
		v.shoe.Set(p.d.Sabot())
	}
}
