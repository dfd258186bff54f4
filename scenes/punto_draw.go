package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/roads"
)

// The Punto Banco colours: the blue felt draw paints, and the green of
// Egalité on the roads.
var (
	pbFelt = color.NRGBA{0x0d, 0x4f, 0x6b, 0xff}
	pbTie  = color.NRGBA{0x2e, 0x9e, 0x4f, 0xff}
)

// draw draws the felt and everything on it. It only reads and does not
// allocate.
func (v *puntoView) draw(screen *ebiten.Image, p *PuntoTable) {
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
	v.table.draw(screen)
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
	for _, pos := range p.crowd.seats {
		x, y := p.geo.seat(pos)
		put(v.seats[1][pos], f.X(x), f.Y(y), 1)
	}
	for _, b := range p.crowdBet {
		if b.Standing && b.Position < len(v.seats[2]) {
			x, y := p.geo.seat(b.Position)
			put(v.seats[2][b.Position], f.X(x), f.Y(y), 1)
		}
	}
	{
		x, y := p.geo.seat(puntoSeat)
		k := 0
		if p.standing {
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
func (v *puntoView) badgeAt(p *PuntoTable, side punto.Side) (x, y float64) {
	b := p.geo.handBox(side)
	return b.CX(), b.Y + b.H + 2
}

// paintRoads paints the scoreboards of the shoe: the bead plate, the big
// road and the tally.
func (v *puntoView) paintRoads(p *PuntoTable) {
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
	coups := p.table.Coups()
	if p.betting && coups > 0 {
		coups++ // the coup about to be dealt
	}
	if coups == 0 {
		coups = 1
	}
	info := loc.T(pbKeyShoeCoup, max(p.table.Shoes(), 1), coups)
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
	beads := roads.BeadPlate(p.board, roads.Rows)
	first := roads.FirstVisible(roads.BeadColumns(len(p.board), roads.Rows), pbBeadCols)
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
	marks := roads.BigRoad(p.board, roads.Rows)
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
	t := roads.Count(p.board)
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

// The money panel, under the roads.
var pbMoney = draw.R{X: 954, Y: 616, W: 310, H: 170}

// paintHUD paints the buttons, the chips, the hints and the money, and
// lays out the clickable targets.
func (p *PuntoTable) paintHUD() {
	a := p.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	h := &p.hud
	h.dirty = false
	dst := h.layer.begin(f)
	h.targets = h.targets[:0]
	hovered := func() bool { return h.hovered == len(h.targets) }

	// The table's name and limits.
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(30)), loc.T(locales.TableName(p.rules.ID)), f.X(pbRoads.X+4), f.Y(14), draw.Start, draw.GoldLight, false)
	lim := loc.T(locales.TableCasino(p.rules.ID)) + " · " + loc.T(locales.MenuLimits, p.rules.Limits.Min, p.rules.Limits.Max)
	draw.Text(dst, draw.Fit(fonts.Medium, lim, f.L(15), f.L(pbRoads.W-8)), lim, f.X(pbRoads.X+4), f.Y(60), draw.Start, draw.Muted, true)

	// The money.
	m := pbMoney
	draw.Panel(dst, f.Screen(draw.R{X: m.X + 4, Y: m.Y, W: m.W - 8, H: m.H}), f.L(14))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(22)), loc.T(locales.MenuBankroll, a.Bankroll.Balance), f.X(m.X+20), f.Y(m.Y+30), draw.Start, draw.Cream, true)
	if st := p.stake.total(); st > 0 || p.betting {
		draw.Text(dst, draw.Face(fonts.Medium, f.L(17)), loc.T(pbKeyOnTable, st), f.X(m.X+20), f.Y(m.Y+64), draw.Start, draw.Muted, true)
	}
	if p.result.key != "" {
		clr := draw.Cream
		switch p.result.key {
		case pbKeyWon:
			clr = draw.GoldLight
		case pbKeyLost:
			clr = color.NRGBA{0xf0, 0x9a, 0x90, 0xff}
		}
		txt := p.result.text(loc)
		draw.Text(dst, draw.Fit(fonts.Bold, txt, f.L(19), f.L(m.W-40)), txt, f.X(m.X+20), f.Y(m.Y+100), draw.Start, clr, true)
	}
	help := input.Label(loc, input.Mute) + " " + loc.T(locales.ActionMute) + "  ·  " + input.Label(loc, input.Fullscreen) + " " + loc.T(locales.ActionFullscreen)
	draw.Text(dst, draw.Face(fonts.Regular, f.L(13)), help, f.X(m.X+20), f.Y(m.Y+140), draw.Start, draw.Dim, true)

	// The chips to bet with, and the user's betting areas.
	if p.betting {
		draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(pbKeyChip), f.X(30), f.Y(pbChipRow), draw.Start, draw.Gold, true)
		for i, c := range p.chips {
			r := pbChipRect(i)
			cx, cy := r.CX(), r.CY()
			if i == p.chip {
				cy -= 6
				draw.Disc(dst, f.X(cx), f.Y(cy+8), f.L(pbSelD/2+1), draw.Shadow)
			}
			draw.PaintChip(dst, fonts, loc, c, f.X(cx), f.Y(cy), f.L(pbSelD/2))
			switch {
			case i == p.chip:
				draw.Ring(dst, f.X(cx), f.Y(cy), f.L(pbSelD/2+4), f.L(3), draw.GoldLight)
			case hovered():
				draw.Ring(dst, f.X(cx), f.Y(cy), f.L(pbSelD/2+3), f.L(2), draw.Cream)
			}
			h.targets = append(h.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Select, Index: pbTargetChip + i}})
		}
		hint := loc.T(pbKeyHintBet)
		draw.Text(dst, draw.Fit(fonts.Medium, hint, f.L(16), f.L(440)), hint, f.X(488), f.Y(pbChipRow), draw.Start, draw.Muted, true)
		for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
			x, y := p.geo.bet(puntoSeat, side)
			r := p.geo.felt.Positions[puntoSeat-1].Punto.R
			if side == punto.Egalite {
				r = p.geo.felt.Positions[puntoSeat-1].Egalite.R
			}
			tr := math.Max(r, 15)
			if hovered() {
				draw.Ring(dst, f.X(x), f.Y(y), f.L(r+3), f.L(2.5), draw.GoldLight)
			}
			h.targets = append(h.targets, input.Target{Rect: f.Rect(draw.R{X: x - tr, Y: y - tr, W: 2 * tr, H: 2 * tr}), Event: input.Event{Action: input.Select, Index: pbTargetBet + int(side)}})
		}
	} else {
		if bets := p.yourBets(); bets != "" {
			draw.Text(dst, draw.Face(fonts.Medium, f.L(17)), bets, f.X(30), f.Y(pbChipRow), draw.Start, draw.Muted, true)
		}
		if p.userReads() && !p.peeked {
			// A click on the cards turns them.
			x0, y0, _ := p.geo.readerSlot(puntoSeat, 0)
			x1, y1, _ := p.geo.readerSlot(puntoSeat, 1)
			cw, ch := pbCardW, cardH()
			r := draw.R{X: math.Min(x0, x1) - cw/2, Y: math.Min(y0, y1) - ch/2, W: math.Abs(x1-x0) + cw, H: math.Abs(y1-y0) + ch}
			if hovered() {
				draw.RoundRectLine(dst, f.Screen(r.Inset(-4)), f.L(6), f.L(2.5), draw.GoldLight)
			}
			h.targets = append(h.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Turn}})
		}
	}

	// The buttons: only those that may be pressed now, each with its key.
	type button struct {
		label   string
		action  input.Action
		primary bool
	}
	var left, right []button
	switch {
	case p.betting:
		left = append(left, button{loc.T(locales.ActionBack), input.Back, false})
		seat := loc.T(pbKeyStandUp)
		if p.standing {
			seat = loc.T(pbKeySitDown)
		}
		right = append(right, button{seat, input.Seat, false})
		if !p.stake.empty() {
			right = append(right, button{loc.T(locales.ActionClear), input.Clear, false})
		} else if !p.last.empty() {
			right = append(right, button{loc.T(locales.ActionRepeat), input.Repeat, false})
		}
		right = append(right, button{loc.T(locales.ActionDeal), input.Confirm, true})
	case p.userReads() && !p.peeked:
		right = append(right, button{loc.T(pbKeyTurn), input.Turn, true})
	case p.userReads():
		right = append(right,
			button{loc.T(pbSaid[punto.PhraseCarta]), input.Hit, false},
			button{loc.T(pbSaid[punto.PhraseNoCarta]), input.Stand, false},
			button{loc.T(pbKeyShow), input.Turn, false})
	}
	paint := func(r draw.R, b button) {
		st := draw.ButtonNormal
		switch {
		case b.primary:
			st = draw.ButtonPrimary
		case hovered():
			st = draw.ButtonHover
		}
		draw.Button(dst, fonts, f.Screen(r), b.label, input.Label(loc, b.action), st)
		h.targets = append(h.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: b.action}})
	}
	for i, b := range left {
		paint(draw.R{X: 16 + float64(i)*190, Y: pbButtonRow.Y, W: 176, H: pbButtonRow.H}, b)
	}
	x := 936.0
	for i := len(right) - 1; i >= 0; i-- {
		w := 196.0
		if right[i].primary {
			w = 210
		}
		x -= w
		paint(draw.R{X: x, Y: pbButtonRow.Y, W: w, H: pbButtonRow.H}, right[i])
		x -= 14
	}
}

// yourBets says what the user has on the layout in this coup, e.g. "Your
// bets: Punto 100.00 · Tie 10.00"; "" for none.
func (p *PuntoTable) yourBets() string {
	loc := p.app.Loc
	names := map[punto.Side]locales.Key{punto.Punto: "felt.punto", punto.Banco: "felt.banco", punto.Egalite: "felt.egalite"}
	txt := ""
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		if m := p.last[side]; m > 0 {
			if txt != "" {
				txt += " · "
			}
			txt += loc.T(names[side]) + " " + loc.Money(m)
		}
	}
	if txt == "" || p.round == nil || !p.userBets {
		return ""
	}
	return loc.T(pbKeyYourBets, txt)
}

// pbChipRect is the i-th chip of the chip selector.
func pbChipRect(i int) draw.R {
	return draw.R{X: 118 + float64(i)*64 - pbSelD/2, Y: pbChipRow - pbSelD/2, W: pbSelD, H: pbSelD}
}

// pbTone is how the banner looks.
type pbTone uint8

// The banner's tones.
const (
	pbToneNormal pbTone = iota // the dealer speaks
	pbToneGold                 // the score
	pbToneCall                 // the reader
	pbToneAlert                // a correction, an incident, a refusal
)

// pbBanner is the dealer's announcement over the table: a main line and an
// explanation, painted into an image when they change.
type pbBanner struct {
	main, sub pbLine
	tone      pbTone
	img       *ebiten.Image
	x, y      float64
	op        ebiten.DrawImageOptions
}

// setBanner shows a new announcement.
func (p *PuntoTable) setBanner(main, sub pbLine, tone pbTone) {
	p.banner.main, p.banner.sub, p.banner.tone = main, sub, tone
	if !p.instant {
		p.banner.paint(p.app)
	}
}

// Banner returns the banner's lines in the current language (for tests).
func (p *PuntoTable) Banner() (main, sub string) {
	return p.banner.main.text(p.app.Loc), p.banner.sub.text(p.app.Loc)
}

func (b *pbBanner) paint(a *App) {
	pbDispose(&b.img)
	if b.main.key == "" || a.Fonts == nil {
		return
	}
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	main := b.main.text(loc)
	mf := draw.Fit(fonts.Bold, main, f.L(30), f.L(860))
	sf := draw.Face(fonts.Medium, f.L(17))
	var lines []string
	if s := b.sub.text(loc); s != "" {
		lines = draw.Wrap(sf, s, f.L(820))
	}
	w := draw.Width(mf, main)
	for _, l := range lines {
		w = math.Max(w, draw.Width(sf, l))
	}
	pad := f.L(16)
	mh, lh := f.L(38), f.L(22)
	bw, bh := w+2*pad, mh+float64(len(lines))*lh+pad*0.9
	b.img = ebiten.NewImage(int(bw+f.L(12)), int(bh+f.L(12)))
	box := draw.R{X: f.L(6), Y: f.L(4), W: bw, H: bh}
	line, ink := draw.Mix(draw.GoldDark, draw.PanelFill, 0.2), draw.Cream
	switch b.tone {
	case pbToneGold:
		line, ink = draw.Gold, draw.GoldLight
	case pbToneCall:
		line, ink = draw.GoldLight, draw.GoldLight
	case pbToneAlert:
		line, ink = color.NRGBA{0xe0, 0x6a, 0x5a, 0xff}, color.NRGBA{0xff, 0xd6, 0xcc, 0xff}
	}
	draw.SoftShadow(b.img, box, f.L(12), f.L(8))
	draw.RoundRect(b.img, box, f.L(12), color.NRGBA{0x04, 0x14, 0x1c, 0xe8})
	draw.RoundRectLine(b.img, box, f.L(12), math.Max(1, f.L(2)), line)
	draw.Text(b.img, mf, main, box.CX(), box.Y+pad*0.5+mh/2, draw.Center, ink, true)
	for i, l := range lines {
		draw.Text(b.img, sf, l, box.CX(), box.Y+pad*0.5+mh+lh*(float64(i)+0.5), draw.Center, draw.Muted, true)
	}
	b.x = f.X(pbBannerX) - float64(b.img.Bounds().Dx())/2
	b.y = f.Y(6)
}

// pbBannerX is the banner's centre: over the middle of the felt.
var pbBannerX = pbTableArea.CX()

func (b *pbBanner) draw(screen *ebiten.Image) {
	if b.img == nil {
		return
	}
	b.op.GeoM.Reset()
	b.op.GeoM.Translate(math.Round(b.x), math.Round(b.y))
	screen.DrawImage(b.img, &b.op)
}
