package bjtable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/words"
)

// The trainer's feedback panel at the blackjack table, in the lower right
// corner of the screen, clear of the boxes' cards and circles: right or
// wrong (or a hint), the best play and the chart's when they differ, the
// exact EV of every legal action, and what the decision cost. It is painted
// into its own image when its content changes; Draw draws that image.
//
// And the trainer's line in the table's header: the switch (a click on it
// switches the trainer, like F6), the exact EV of the shoe and the Hi-Lo
// count when the settings show them.

// The panel hangs from trPanelBottom at the right of the screen, design
// units.
const (
	trPanelX      = 928.0
	trPanelW      = 336.0
	trPanelBottom = 664.0
	trPanelPad    = 18.0
	trRowH        = 27.0
)

// trPanelFill is the panel's ground: the panels' green, opaque.
var trPanelFill = color.NRGBA{0x05, 0x24, 0x17, 0xff}

// trPanel is the panel's image and where it goes.
type trPanel struct {
	widget.Sprite
	r draw.R // design units
	// texts are the texts of the last paint, for the tests.
	texts []trText
}

// The panel's notes (the chart's play, the index play, the EVs' heading,
// the insurance stake's) are wrapped to the panel's width at their size,
// design units: trNoteSize for the chart's and the index, trSmallSize for
// the heading and the stake, trNoteLead between their lines.
const (
	trNoteSize  = 14.0
	trSmallSize = 13.0
	trNoteLead  = 17.0
)

// trNotes are the panel's lines that may take more than one, wrapped
// rather than shrunk: the chart's play when it is not the best, the Hi-Lo
// index play, the EVs' heading, the insurance stake's note (nil when there
// is none). Both trPanelHeight and paintFeedback take them from here, so
// the panel is as tall as what it writes.
type trNotes struct {
	chart, index, head, stake []string
}

// feedbackNotes wraps a feedback's notes in the language of loc.
func feedbackNotes(fonts *draw.Fonts, loc *locales.Locale, fb trFeedback) trNotes {
	var n trNotes
	w := trPanelW - 2*trPanelPad
	if len(fb.evs) > 0 && fb.q.Chart != tutor.NoAction && fb.q.Chart != fb.evs[0].Action {
		k := locales.TrainerChartExact
		if fb.published {
			k = locales.TrainerChartPublished
		}
		n.chart = wrapNote(fonts, trNoteSize, loc.T(k, trainerActionName(loc, fb.q.Chart)), w)
	}
	n.head = wrapNote(fonts, trSmallSize, loc.T(locales.TrainerEVTitle), w)
	if ix := fb.index; ix != nil {
		line := loc.T(locales.TrainerIndex, loc.Signed(ix.TrueCount, 1), trainerActionName(loc, ix.Action), loc.Signed(ix.Play.Index, 1))
		n.index = wrapNote(fonts, trNoteSize, line, w)
	}
	if insuranceLinear(fb) {
		stake := fb.q.Point.InsuranceStake
		if stake <= 0 {
			stake = 0.5
		}
		line := loc.T(locales.TrainerInsuranceStake, loc.Fixed(100*stake, 0))
		n.stake = wrapNote(fonts, trSmallSize, line, w)
	}
	return n
}

// trShrink is how much a note may shrink to stay on one line before it is
// wrapped at its size: a line a little too long is fitted, a long one
// wrapped: never written much below 88% of its size.
const trShrink = 0.88

// wrapNote returns s on one line when it fits in width at trShrink of size
// (design units) in the panel's medium font, or else wrapped at size.
func wrapNote(fonts *draw.Fonts, size float64, s string, width float64) []string {
	face := draw.Face(fonts.Medium, size)
	if draw.Width(face, s)*trShrink <= width {
		return []string{s}
	}
	return draw.Wrap(face, s, width)
}

// noteHeight is the height of a note of n lines, design units: 22 for one.
func noteHeight(n int) float64 {
	if n == 0 {
		return 0
	}
	return 22 + float64(n-1)*trNoteLead
}

// trPanelHeight is the height of a content with its notes, design units.
func trPanelHeight(fb trFeedback, notes trNotes) float64 {
	h := trPanelPad + 34 + 28 + float64(len(fb.evs))*trRowH + 10 + 28 + trPanelPad - 4
	if accepted(fb) {
		h += trLabelH
	}
	if fb.kind == fbAsking || fb.kind == fbTakenBack {
		h += 26
	}
	for _, n := range [][]string{notes.chart, notes.index, notes.head, notes.stake} {
		h += noteHeight(len(n))
	}
	if whyable(fb) {
		h += whyButtonH + 8
	}
	return h
}

// insuranceLinear reports whether the feedback is on an insurance whose
// stake the player chooses (up to half the bet, 000 Art.9, 004
// Assicurazione): the panel then says that its EV is in proportion to the
// stake, and at which stake it is priced.
func insuranceLinear(fb trFeedback) bool {
	return fb.question == blackjack.AskInsurance && fb.q.Point.Rules.Insurance == rules.InsuranceUpToHalf
}

// Rect returns where the panel is, design units (zero when it is not up).
func (p *trPanel) Rect() draw.R { return p.r }

// paint paints the trainer's feedback into the panel's image.
func (p *trPanel) paint(t *bjTrainer) {
	p.Clear()
	p.r, p.texts = draw.R{}, nil
	a := t.s.app
	if !t.shown || a.Fonts == nil || len(t.fb.evs) == 0 {
		return
	}
	fb := t.fb
	sf := a.Frame
	notes := feedbackNotes(a.Fonts, a.Loc, fb)
	ph := trPanelHeight(fb, notes)
	p.r = draw.R{X: trPanelX, Y: trPanelBottom - ph, W: trPanelW, H: ph}
	margin := 12.0 // around the panel, for its shadow
	w, h := int(sf.L(p.r.W+2*margin)+1), int(sf.L(p.r.H+2*margin)+1)
	img := p.Begin(w, h, sf.X(p.r.X-margin), sf.Y(p.r.Y-margin))
	// A frame of the panel's image: design units land where they go.
	f := draw.Frame{W: w, H: h, S: sf.S, OX: -sf.L(p.r.X - margin), OY: -sf.L(p.r.Y - margin)}
	p.texts = paintFeedback(img, f, a, t.s.d.Rules(), fb, notes, p.r)
}

// trText is a line of text the panel wrote: the box it takes and its size,
// design units.
type trText struct {
	s    string
	r    draw.R
	size float64
}

// trInk writes the panel's texts, centred on y, and keeps where each went.
type trInk struct {
	dst   *ebiten.Image
	f     draw.Frame
	texts []trText
}

// text writes s in face at (x, y), design units, aligned on x.
func (k *trInk) text(face *text.GoTextFace, s string, x, y float64, align draw.Align, clr color.Color) {
	f := k.f
	draw.Text(k.dst, face, s, f.X(x), f.Y(y), align, clr, true)
	w, size := draw.Width(face, s)/f.S, face.Size/f.S
	switch align {
	case draw.End:
		x -= w
	case draw.Center:
		x -= w / 2
	}
	k.texts = append(k.texts, trText{s: s, r: draw.R{X: x, Y: y - size/2, W: w, H: size}, size: size})
}

// paintFeedback paints a feedback and its notes in r (design units) of dst
// through f, and returns the texts it wrote.
func paintFeedback(dst *ebiten.Image, f draw.Frame, a *session.Context, rs rules.RuleSet, fb trFeedback, notes trNotes, r draw.R) []trText {
	fonts, loc := a.Fonts, a.Loc
	ink := &trInk{dst: dst, f: f}
	draw.Panel(dst, f.Screen(r), f.L(14))
	// Opaque: the names on the rail do not show through.
	draw.RoundRect(dst, f.Screen(r), f.L(14), trPanelFill)
	draw.RoundRectLine(dst, f.Screen(r), f.L(14), math.Max(1, f.L(1.2)), draw.Mix(draw.GoldDark, trPanelFill, 0.2))
	x0, x1 := r.X+trPanelPad, r.X+r.W-trPanelPad
	y := r.Y + trPanelPad

	// The verdict, and the question on the right (under it when the
	// verdict takes the line).
	title, clr := verdict(loc, fb)
	cy := y + 14
	draw.Disc(dst, f.X(x0+8), f.Y(cy), f.L(8), clr)
	label := questionLabel(loc, rs, fb)
	if accepted(fb) {
		ink.text(draw.Fit(fonts.Bold, title, f.L(trVerdictSize), f.L(x1-x0-24)), title, x0+24, cy, draw.Start, clr)
		y += trLabelH
		ink.text(draw.Fit(fonts.Medium, label, f.L(14), f.L(x1-x0-24)), label, x0+24, y+14, draw.Start, draw.Muted)
	} else {
		tf := draw.Face(fonts.Bold, f.L(trVerdictSize))
		ink.text(tf, title, x0+24, cy, draw.Start, clr)
		room := x1 - (x0 + 24 + draw.Width(tf, title)/f.S + 14)
		ink.text(draw.Fit(fonts.Medium, label, f.L(14), f.L(math.Max(room, 40))), label, x1, cy, draw.End, draw.Muted)
	}
	y += 34

	// The best play, and the chart's when it is another.
	best := fb.evs[0].Action
	line := loc.T(locales.TrainerBest, trainerActionName(loc, best))
	ink.text(draw.Fit(fonts.Bold, line, f.L(17), f.L(x1-x0)), line, x0, y+12, draw.Start, draw.Cream)
	y += 28
	y += paintNote(ink, fonts.Medium, notes.chart, trNoteSize, x0, x1, y, draw.GoldLight)
	// The Hi-Lo index play at the count, right or wrong against the
	// decision taken.
	if ix := fb.index; ix != nil {
		ic := color.Color(draw.Muted)
		if fb.kind != fbHint {
			ic = draw.Right
			if fb.g.Taken != ix.Action {
				ic = draw.Wrong
			}
		}
		y += paintNote(ink, fonts.Medium, notes.index, trNoteSize, x0, x1, y, ic)
	}

	// The EV of every legal action, best first.
	y += paintNote(ink, fonts.Medium, notes.head, trSmallSize, x0, x1, y, draw.Dim)
	taken := tutor.NoAction
	if fb.kind != fbHint {
		taken = fb.g.Taken
	}
	numFace := draw.Face(fonts.Medium, f.L(16))
	noteFace := draw.Face(fonts.Medium, f.L(13))
	for i, ae := range fb.evs {
		row := draw.R{X: x0 - 8, Y: y, W: x1 - x0 + 16, H: trRowH - 2}
		if ae.Action == taken {
			draw.RoundRect(dst, f.Screen(row), f.L(7), draw.Mix(draw.PanelFill, draw.PanelHi, 0.85))
		}
		nameClr := draw.Cream
		if i == 0 {
			nameClr = draw.GoldLight
		}
		name := trainerActionName(loc, ae.Action)
		ink.text(draw.Fit(fonts.Bold, name, f.L(16), f.L(128)), name, x0, row.CY(), draw.Start, nameClr)
		ev := loc.T(locales.FmtPercent, loc.Signed(100*ae.EV, 2))
		ink.text(numFace, ev, x0+206, row.CY(), draw.End, draw.Cream)
		note, noteClr := loc.T(locales.TrainerBestTag), color.Color(draw.Gold)
		if i > 0 {
			note, noteClr = loc.Signed(100*(ae.EV-fb.evs[0].EV), 2), draw.Dim
		}
		ink.text(noteFace, note, x0+216, row.CY(), draw.Start, noteClr)
		if ae.Action == taken {
			ink.text(draw.Face(fonts.Bold, f.L(13)), loc.T(locales.TrainerYou), x1, row.CY(), draw.End, clr)
		}
		y += trRowH
	}
	y += paintNote(ink, fonts.Medium, notes.stake, trSmallSize, x0, x1, y, draw.Muted)
	y += 10

	// What the decision cost.
	var cost string
	costClr := color.Color(draw.Dim)
	switch {
	case fb.kind == fbHint:
		cost = loc.T(locales.TrainerNotGraded)
	case fb.g.Cost < trCostless:
		cost, costClr = loc.T(locales.TrainerCostNone), draw.Right
	case fb.g.Correct:
		cost, costClr = loc.T(locales.TrainerCostChart, loc.Fixed(fb.g.Cost, 2)), draw.GoldLight
	default:
		cost, costClr = loc.T(locales.TrainerCost, loc.Fixed(fb.g.Cost, 2)), draw.Wrong
	}
	cf := draw.Fit(fonts.Bold, cost, f.L(16), f.L(x1-x0))
	if fb.kind == fbHint {
		cf = draw.Fit(fonts.Medium, cost, f.L(14), f.L(x1-x0))
	}
	ink.text(cf, cost, x0, y+12, draw.Start, costClr)
	y += 28

	// What to do now.
	var foot string
	switch fb.kind {
	case fbAsking:
		foot = loc.T(locales.TrainerAskFoot, input.Label(loc, input.TakeBack), input.Label(loc, input.Confirm))
	case fbTakenBack:
		foot = loc.T(locales.TrainerAgain)
	}
	if foot != "" {
		draw.Line(dst, f.X(x0), f.Y(y+2), f.X(x1), f.Y(y+2), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))
		ink.text(draw.Fit(fonts.Medium, foot, f.L(14), f.L(x1-x0)), foot, x0, y+15, draw.Start, draw.GoldLight)
	}
	if whyable(fb) {
		draw.Button(dst, fonts, f.Screen(whyButton(r)), whyLabel(loc), input.Label(loc, input.Why), draw.ButtonNormal)
	}
	return ink.texts
}

// trVerdictSize is the verdict's size, design units; trLabelH the line the
// question's label takes under a verdict that fills its own.
const (
	trVerdictSize = 24.0
	trLabelH      = 20.0
)

// accepted reports whether the feedback grades a play the chart accepts
// that is not the best for the cards: it cost some EV (issue 23: argentine
// 12 v 4, the chart's stand, where the cards left make hitting better).
func accepted(fb trFeedback) bool {
	return (fb.kind == fbGraded || fb.kind == fbAsking) && fb.g.Correct && fb.g.Cost >= trCostless
}

// trCostless is the cost, % of the bet, below which a decision cost
// nothing (the cost line's "No cost").
const trCostless = 0.005

// verdict is the panel's title and its colour: right, wrong, accepted but
// not the best with the EV it cost, a hint, taken back.
func verdict(loc *locales.Locale, fb trFeedback) (string, color.Color) {
	switch {
	case fb.kind == fbTakenBack:
		return loc.T(locales.TrainerTakenBack), draw.GoldLight
	case fb.kind == fbHint:
		return loc.T(locales.TrainerHint), draw.GoldLight
	case accepted(fb):
		return loc.T(locales.TrainerAccepted, loc.Fixed(fb.g.Cost, 2)), draw.GoldLight
	case fb.g.Correct:
		return loc.T(locales.TrainerRight), draw.Right
	}
	return loc.T(locales.TrainerWrong), draw.Wrong
}

// paintNote writes a note's lines from y down, at size (design units) in
// src fitted to the width (see wrapNote), and returns the height it took.
func paintNote(ink *trInk, src *text.GoTextFaceSource, lines []string, size, x0, x1, y float64, clr color.Color) float64 {
	f := ink.f
	for i, line := range lines {
		ink.text(draw.Fit(src, line, f.L(size), f.L(x1-x0)), line, x0, y+9+float64(i)*trNoteLead, draw.Start, clr)
	}
	return noteHeight(len(lines))
}

// questionLabel names what was decided: the chart cell ("Hard 11 v 10"),
// the side bet, or the hand when it has no cell.
func questionLabel(loc *locales.Locale, rs rules.RuleSet, fb trFeedback) string {
	switch fb.question {
	case blackjack.AskInsurance:
		return loc.T(locales.TrainerQInsurance)
	case blackjack.AskEvenMoney:
		return loc.T(locales.TrainerQEvenMoney)
	case blackjack.AskDesafioBet:
		return loc.T(locales.TrainerQDesafio)
	}
	if fb.q.HasSpot {
		return words.Spot(loc, rs, fb.q.Spot)
	}
	t := rules.DeclaredTotal(fb.q.Point.Hand, fb.q.Point.Declared)
	return loc.T(locales.TrainerQHand, t.Value, tutor.Spot{Up: fb.q.Point.Up.Value()}.UpLabel())
}

// trainerActionName is an action's name: the table's button's, and for the
// side decisions declined, "No insurance" and the like.
func trainerActionName(loc *locales.Locale, a tutor.Action) string { return words.Answer(loc, a) }

// paintHeader writes the trainer's line in the table's header, centred
// between the table's name and the bankroll: the switch, the shoe's EV, the
// Hi-Lo count.
func (t *bjTrainer) paintHeader(dst *ebiten.Image) {
	s := t.s
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	st := a.Settings
	const h = 26.0
	face := draw.Face(fonts.Bold, f.L(14))
	capFace := draw.Face(fonts.Bold, f.L(h*0.5*0.58))
	key := input.Label(loc, input.Trainer)
	sw := loc.T(locales.TrainerBadgeOff)
	if t.on {
		sw = loc.T(locales.TrainerBadgeOn)
	}
	capW := math.Max(h*0.5, draw.Width(capFace, key)/f.S+h*0.3)
	swW := draw.Width(face, sw)/f.S + capW + 30
	var items []string
	if st.ShowShoeEV {
		if ev, ok := t.shoeEV.ev(); ok {
			items = append(items, loc.T(locales.TrainerShoeEV, loc.Signed(100*ev, 2)))
		} else {
			items = append(items, loc.T(locales.TrainerShoeEVWait))
		}
	}
	if st.ShowCount {
		tc := t.count.True(max(s.sabot.left, 0))
		item := loc.T(locales.TrainerCount, loc.Signed(float64(t.count.Running()), 0), loc.Signed(tc, 1))
		if s.d.Rules().Shuffle == rules.ShuffleShoe {
			// The ramp's bet for the count, in units of the table's
			// minimum: only where a count carries from round to round.
			item += " · " + loc.T(locales.TrainerBet, tutor.DefaultRamp.Units(tc))
		}
		items = append(items, item)
	}
	info := draw.Face(fonts.Medium, f.L(14))
	total := swW
	for _, it := range items {
		total += 14 + draw.Width(info, it)/f.S + 24
	}
	// Centred on the table, but clear of the name and of the money when
	// they leave less room (the argentine stake and bankroll in pesos).
	x := 640 - total/2
	if lo, hi := s.headFree[0]+16, s.headFree[1]-16; hi > lo {
		x = max(lo, min(x, hi-total))
	}
	cy := 24.0
	r := draw.R{X: x, Y: cy - h/2, W: swW, H: h}
	fill, ink := color.Color(color.NRGBA{0x1e, 0x10, 0x08, 0xe0}), color.Color(draw.Muted)
	if t.on {
		fill, ink = draw.Gold, draw.Ink
	}
	draw.RoundRect(dst, f.Screen(r), f.L(h/2), fill)
	if !t.on {
		draw.RoundRectLine(dst, f.Screen(r), f.L(h/2), math.Max(1, f.L(1)), draw.GoldDark)
	}
	capFill := color.Color(color.NRGBA{0x2a, 0x4a, 0x3a, 0xff})
	if t.on {
		capFill = color.NRGBA{0x5a, 0x44, 0x10, 0xff}
	}
	draw.KeyCap(dst, fonts, key, f.X(r.X+8), f.Y(cy), f.L(h*0.72), capFill, draw.Cream)
	draw.Text(dst, face, sw, f.X(r.X+8+capW+10), f.Y(cy), draw.Start, ink, true)
	s.addTarget(r, input.Event{Action: input.Trainer})
	x += swW
	for _, it := range items {
		x += 14
		w := draw.Width(info, it)/f.S + 24
		pr := draw.R{X: x, Y: cy - h/2, W: w, H: h}
		draw.RoundRect(dst, f.Screen(pr), f.L(h/2), color.NRGBA{0x1e, 0x10, 0x08, 0xc8})
		draw.Text(dst, info, it, f.X(pr.CX()), f.Y(cy), draw.Center, draw.GoldLight, true)
		x += w
	}
}
