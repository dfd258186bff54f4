package pbtable

import (
	"image/color"
	"math"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/widget"
)

// The money panel, under the roads.
var pbMoney = draw.R{X: 954, Y: 616, W: 310, H: 170}

// paintHUD paints the buttons, the chips, the hints and the money, and
// lays out the clickable targets.
func (p *Table) paintHUD() {
	a := p.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	h := &p.hud
	h.dirty = false
	dst := h.layer.Begin(f)
	h.targets = h.targets[:0]
	hovered := func() bool { return h.hovered == len(h.targets) }

	// The table's name and limits.
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(30)), loc.T(locales.TableName(p.rules.ID)), f.X(pbRoads.X+4), f.Y(14), draw.Start, draw.GoldLight, false)
	lim := loc.T(locales.TableCasino(p.rules.ID)) + " · " + loc.T(locales.MenuLimits, p.rules.Limits.Min, p.rules.Limits.Max)
	draw.Text(dst, draw.Fit(fonts.Medium, lim, f.L(15), f.L(pbRoads.W-24)), lim, f.X(pbRoads.X+4), f.Y(60), draw.Start, draw.Muted, true)

	// The money.
	m := pbMoney
	draw.Panel(dst, f.Screen(draw.R{X: m.X + 4, Y: m.Y, W: m.W - 8, H: m.H}), f.L(14))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(22)), loc.T(locales.MenuBankroll, a.Wallet.Balance(p.rules.Currency)), f.X(m.X+20), f.Y(m.Y+30), draw.Start, draw.Cream, true)
	if st := p.d.Stake().Total(); st > 0 || p.d.Betting() {
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
	if p.d.Betting() {
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
			// Clear of the trainer's strip, which begins at its left edge;
			// without the strip the line has the felt's width, and keeps its
			// size at a small window (it shrank to 7 pixels at 800x500).
			w := pbTrainerStrip.X - 12 - 30 - 8
			if !p.trainer.shown {
				w = pbTrainerStrip.X + pbTrainerStrip.W - 30
			}
			draw.Text(dst, draw.Fit(fonts.Medium, bets, f.L(17), f.L(w)), bets, f.X(30), f.Y(pbChipRow), draw.Start, draw.Muted, true)
		}
		if p.userReads() && !p.d.Peeked() {
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
	case p.d.Betting():
		left = append(left, button{loc.T(locales.ActionBack), input.Back, false},
			button{loc.T(pbKeyHistory), input.History, false})
		if !p.d.Stake().Empty() {
			right = append(right, button{loc.T(locales.ActionClear), input.Clear, false})
		} else if !p.d.Last().Empty() {
			right = append(right, button{loc.T(locales.ActionRepeat), input.Repeat, false})
		}
		right = append(right, button{loc.T(locales.ActionDeal), input.Confirm, true})
	case p.userReads() && !p.d.Peeked():
		right = append(right, button{loc.T(pbKeyTurn), input.Turn, true})
	case p.userReads():
		right = append(right,
			button{loc.T(pbSaid[punto.PhraseCarta]), input.Hit, false},
			button{loc.T(pbSaid[punto.PhraseNoCarta]), input.Stand, false})
		if p.d.Natural() {
			right = append(right, button{loc.T(pbKeyShow), input.Turn, false})
		}
	}
	paint := func(r draw.R, b button) {
		btn := widget.Button{R: r, Label: b.label, Key: input.Label(loc, b.action), Event: input.Event{Action: b.action}}
		if b.primary {
			btn.Look = draw.ButtonPrimary
		}
		h.targets = widget.AddButton(dst, fonts, f, h.targets, h.hovered, btn)
	}
	if p.d.Betting() {
		// Standing up or sitting down, on the chips' row: it is about the
		// user's place.
		seat := loc.T(pbKeyStandUp)
		if p.d.Standing() {
			seat = loc.T(pbKeySitDown)
		}
		key := input.Label(loc, input.Seat)
		w := math.Max(150, pbButtonWidth(fonts, seat, key, pbSeatH))
		paint(draw.R{X: 936 - w, Y: pbChipRow - pbSeatH/2, W: w, H: pbSeatH}, button{seat, input.Seat, false})
		last := pbChipRect(len(p.chips) - 1)
		x0, x1 := last.X+last.W+pbGapMargin, 936-w-pbGapMargin
		h.betGap = draw.R{X: x0, Y: pbNoticeTop, W: x1 - x0, H: pbButtonRow.Y - 4 - pbNoticeTop}
	}
	lx := 16.0
	for _, b := range left {
		w := math.Max(150, pbButtonWidth(fonts, b.label, input.Label(loc, b.action), pbButtonRow.H))
		paint(draw.R{X: lx, Y: pbButtonRow.Y, W: w, H: pbButtonRow.H}, b)
		lx += w + 12
	}
	x := 936.0
	for i := len(right) - 1; i >= 0; i-- {
		w := 196.0
		if right[i].primary {
			w = 210
		}
		w = math.Max(w, pbButtonWidth(fonts, right[i].label, input.Label(loc, right[i].action), pbButtonRow.H))
		x -= w
		paint(draw.R{X: x, Y: pbButtonRow.Y, W: w, H: pbButtonRow.H}, right[i])
		x -= 14
	}
}

// pbSeatH is the height of the stand-up button, on the chips' row.
const pbSeatH = 44.0

// pbButtonWidth is the width in design units a button of height h needs
// for its label and its key (as draw.Button lays them out), with a margin
// on each side.
func pbButtonWidth(fonts *draw.Fonts, label, key string, h float64) float64 {
	w := draw.Width(draw.Face(fonts.Bold, h*0.4), label)
	if key != "" {
		capH := h * 0.56
		w += math.Max(capH, draw.Width(draw.Face(fonts.Bold, capH*0.58), key)+capH*0.6) + h*0.25
	}
	return w + h*0.9
}

// yourBets says what the user has on the layout in this coup, e.g. "Your
// bets: Punto 100.00 · Tie 10.00"; "" for none.
func (p *Table) yourBets() string {
	loc := p.app.Loc
	names := map[punto.Side]locales.Key{punto.Punto: "felt.punto", punto.Banco: "felt.banco", punto.Egalite: "felt.egalite"}
	txt := ""
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		if m := p.d.Last()[side]; m > 0 {
			if txt != "" {
				txt += " · "
			}
			txt += loc.T(names[side]) + " " + loc.Money(m)
		}
	}
	if txt == "" || p.d.Round() == nil || !p.d.UserBets() {
		return ""
	}
	return loc.T(pbKeyYourBets, txt)
}

// pbChipRect is the i-th chip of the chip selector.
func pbChipRect(i int) draw.R {
	return draw.R{X: 118 + float64(i)*64 - pbSelD/2, Y: pbChipRow - pbSelD/2, W: pbSelD, H: pbSelD}
}

// Where the notices go (NoticeArea), design units: under the "You" of the
// user's place, at least pbGapMargin from what is beside them; the chips'
// row between the chips and the stand-up button must be pbGapMin wide to
// take them.
const (
	pbNoticeTop = 590.0
	pbGapMargin = 14.0
	pbGapMin    = 240.0
)

// pbNoticeHeader is the top of the right column: the table's name and
// limits and the scoreboard's title, which the user knows already.
var pbNoticeHeader = draw.R{X: pbRoads.X - 4, Y: 2, W: pbRoads.W + 8, H: 148}

// NoticeAreas implements session.NoticePlacer: the notices go under the
// felt, where nothing is: while a coup is dealt, where the trainer's strip
// goes when it is down (between the user's bets and the Cassa, above the
// buttons); while the bets are open, on the chips' row between the chips
// and the stand-up button. While the strip is up, or when a notice is too
// long for that place, they go over the table's name at the top of the
// right column. They cover neither the felt, nor the chips, the buttons,
// the strip or the Cassa.
func (p *Table) NoticeAreas() []draw.R {
	a := p.hud.notice[:0]
	switch {
	case p.d.Betting() && p.hud.betGap.W >= pbGapMin:
		a = append(a, p.hud.betGap)
	case !p.d.Betting() && !p.trainer.shown:
		a = append(a, pbTrainerStrip)
	}
	return append(a, pbNoticeHeader)
}
