package feedback

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
	"sabot/tutor/strategy"
	"sabot/words"
)

// The panel hangs from PanelBottom at the right of the screen, design
// units.
const (
	PanelX      = 928.0
	PanelW      = 336.0
	PanelBottom = 664.0
	PanelPad    = 18.0
	RowH        = 27.0
)

// trPanelFill is the panel's ground: the panels' green, opaque.
var trPanelFill = color.NRGBA{0x05, 0x24, 0x17, 0xff}

// Panel is the panel's image and where it goes.
type Panel struct {
	widget.Sprite
	r draw.R // design units
	// texts are the texts of the last paint, for the tests.
	texts []Text
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

// Notes are the panel's lines that may take more than one, wrapped
// rather than shrunk: the chart's play when it is not the best, the Hi-Lo
// index play, the EVs' heading, the insurance stake's note (nil when there
// is none). Both Height and paintFeedback take them from here, so
// the panel is as tall as what it writes.
type Notes struct {
	chart, index, head, stake []string
}

// NotesOf wraps a feedback's notes in the language of loc.
func NotesOf(fonts *draw.Fonts, loc *locales.Locale, fb Feedback) Notes {
	var n Notes
	w := PanelW - 2*PanelPad
	if len(fb.EVs) > 0 && fb.Q.Chart != tutor.NoAction && fb.Q.Chart != fb.EVs[0].Action {
		k := locales.TrainerChartExact
		if fb.Published {
			k = locales.TrainerChartPublished
		}
		n.chart = wrapNote(fonts, trNoteSize, loc.T(k, trainerActionName(loc, fb.Q.Chart)), w)
	}
	n.head = wrapNote(fonts, trSmallSize, loc.T(locales.TrainerEVTitle), w)
	if ix := fb.Index; ix != nil {
		line := loc.T(locales.TrainerIndex, loc.Signed(ix.TrueCount, 1), trainerActionName(loc, ix.Action), loc.Signed(ix.Play.Index, 1))
		n.index = wrapNote(fonts, trNoteSize, line, w)
	}
	if insuranceLinear(fb) {
		stake := fb.Q.Point.InsuranceStake
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

// Height is the height of a content with its notes, design units.
func Height(fb Feedback, notes Notes) float64 {
	h := PanelPad + 34 + 28 + float64(len(fb.EVs))*RowH + 10 + 28 + PanelPad - 4
	if accepted(fb) {
		h += trLabelH
	}
	if fb.Kind == Asking || fb.Kind == TakenBack {
		h += 26
	}
	for _, n := range [][]string{notes.chart, notes.index, notes.head, notes.stake} {
		h += noteHeight(len(n))
	}
	if Whyable(fb) {
		h += WhyButtonH + 8
	}
	return h
}

// insuranceLinear reports whether the feedback is on an insurance whose
// stake the player chooses (up to half the bet, 000 Art.9, 004
// Assicurazione): the panel then says that its EV is in proportion to the
// stake, and at which stake it is priced.
func insuranceLinear(fb Feedback) bool {
	return fb.Question == blackjack.AskInsurance && fb.Q.Point.Rules.Insurance == rules.InsuranceUpToHalf
}

// Rect returns where the panel is, design units (zero when it is not up).
func (p *Panel) Rect() draw.R { return p.r }

// Paint paints feedback fb, for table rs, into the panel's image; with
// shown false (or nothing to show) the panel is taken down.
func (p *Panel) Paint(a *session.Context, rs rules.RuleSet, fb Feedback, shown bool) {
	p.Clear()
	p.r, p.texts = draw.R{}, nil
	if !shown || a.Fonts == nil || len(fb.EVs) == 0 {
		return
	}
	sf := a.Frame
	notes := NotesOf(a.Fonts, a.Loc, fb)
	ph := Height(fb, notes)
	p.r = draw.R{X: PanelX, Y: PanelBottom - ph, W: PanelW, H: ph}
	margin := 12.0 // around the panel, for its shadow
	w, h := int(sf.L(p.r.W+2*margin)+1), int(sf.L(p.r.H+2*margin)+1)
	img := p.Begin(w, h, sf.X(p.r.X-margin), sf.Y(p.r.Y-margin))
	// A frame of the panel's image: design units land where they go.
	f := draw.Frame{W: w, H: h, S: sf.S, OX: -sf.L(p.r.X - margin), OY: -sf.L(p.r.Y - margin)}
	p.texts = paintFeedback(img, f, a, rs, fb, notes, p.r)
}

// Texts are the texts of the last paint: where each went and its size.
func (p *Panel) Texts() []Text { return p.texts }

// Text is a line of text the panel wrote: the box it takes and its size,
// design units.
type Text struct {
	S    string
	R    draw.R
	Size float64
}

// trInk writes the panel's texts, centred on y, and keeps where each went.
type trInk struct {
	dst   *ebiten.Image
	f     draw.Frame
	texts []Text
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
	k.texts = append(k.texts, Text{S: s, R: draw.R{X: x, Y: y - size/2, W: w, H: size}, Size: size})
}

// paintFeedback paints a feedback and its notes in r (design units) of dst
// through f, and returns the texts it wrote.
func paintFeedback(dst *ebiten.Image, f draw.Frame, a *session.Context, rs rules.RuleSet, fb Feedback, notes Notes, r draw.R) []Text {
	fonts, loc := a.Fonts, a.Loc
	ink := &trInk{dst: dst, f: f}
	draw.Panel(dst, f.Screen(r), f.L(14))
	// Opaque: the names on the rail do not show through.
	draw.RoundRect(dst, f.Screen(r), f.L(14), trPanelFill)
	draw.RoundRectLine(dst, f.Screen(r), f.L(14), math.Max(1, f.L(1.2)), draw.Mix(draw.GoldDark, trPanelFill, 0.2))
	x0, x1 := r.X+PanelPad, r.X+r.W-PanelPad
	y := r.Y + PanelPad

	// The verdict, and the question on the right (under it when the
	// verdict takes the line).
	title, clr := verdict(loc, fb)
	cy := y + 14
	draw.Disc(dst, f.X(x0+8), f.Y(cy), f.L(8), clr)
	label := questionLabel(loc, rs, fb)
	if accepted(fb) {
		ink.text(draw.Fit(fonts.Bold, title, f.L(VerdictSize), f.L(x1-x0-24)), title, x0+24, cy, draw.Start, clr)
		y += trLabelH
		ink.text(draw.Fit(fonts.Medium, label, f.L(14), f.L(x1-x0-24)), label, x0+24, y+14, draw.Start, draw.Muted)
	} else {
		tf := draw.Face(fonts.Bold, f.L(VerdictSize))
		ink.text(tf, title, x0+24, cy, draw.Start, clr)
		room := x1 - (x0 + 24 + draw.Width(tf, title)/f.S + 14)
		ink.text(draw.Fit(fonts.Medium, label, f.L(14), f.L(math.Max(room, 40))), label, x1, cy, draw.End, draw.Muted)
	}
	y += 34

	// The best play, and the chart's when it is another.
	best := fb.EVs[0].Action
	line := loc.T(locales.TrainerBest, trainerActionName(loc, best))
	ink.text(draw.Fit(fonts.Bold, line, f.L(17), f.L(x1-x0)), line, x0, y+12, draw.Start, draw.Cream)
	y += 28
	y += paintNote(ink, fonts.Medium, notes.chart, trNoteSize, x0, x1, y, draw.GoldLight)
	// The Hi-Lo index play at the count, right or wrong against the
	// decision taken.
	if ix := fb.Index; ix != nil {
		ic := color.Color(draw.Muted)
		if fb.Kind != Hint {
			ic = draw.Right
			if fb.Grade.Taken != ix.Action {
				ic = draw.Wrong
			}
		}
		y += paintNote(ink, fonts.Medium, notes.index, trNoteSize, x0, x1, y, ic)
	}

	// The EV of every legal action, best first.
	y += paintNote(ink, fonts.Medium, notes.head, trSmallSize, x0, x1, y, draw.Dim)
	taken := tutor.NoAction
	if fb.Kind != Hint {
		taken = fb.Grade.Taken
	}
	numFace := draw.Face(fonts.Medium, f.L(16))
	noteFace := draw.Face(fonts.Medium, f.L(13))
	for i, ae := range fb.EVs {
		row := draw.R{X: x0 - 8, Y: y, W: x1 - x0 + 16, H: RowH - 2}
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
			note, noteClr = loc.Signed(100*(ae.EV-fb.EVs[0].EV), 2), draw.Dim
		}
		ink.text(noteFace, note, x0+216, row.CY(), draw.Start, noteClr)
		if ae.Action == taken {
			ink.text(draw.Face(fonts.Bold, f.L(13)), loc.T(locales.TrainerYou), x1, row.CY(), draw.End, clr)
		}
		y += RowH
	}
	y += paintNote(ink, fonts.Medium, notes.stake, trSmallSize, x0, x1, y, draw.Muted)
	y += 10

	// What the decision cost.
	var cost string
	costClr := color.Color(draw.Dim)
	switch {
	case fb.Kind == Hint:
		cost = loc.T(locales.TrainerNotGraded)
	case fb.Grade.Cost < trCostless:
		cost, costClr = loc.T(locales.TrainerCostNone), draw.Right
	case fb.Grade.Correct:
		cost, costClr = loc.T(locales.TrainerCostChart, loc.Fixed(fb.Grade.Cost, 2)), draw.GoldLight
	default:
		cost, costClr = loc.T(locales.TrainerCost, loc.Fixed(fb.Grade.Cost, 2)), draw.Wrong
	}
	cf := draw.Fit(fonts.Bold, cost, f.L(16), f.L(x1-x0))
	if fb.Kind == Hint {
		cf = draw.Fit(fonts.Medium, cost, f.L(14), f.L(x1-x0))
	}
	ink.text(cf, cost, x0, y+12, draw.Start, costClr)
	y += 28

	// What to do now.
	var foot string
	switch fb.Kind {
	case Asking:
		foot = loc.T(locales.TrainerAskFoot, input.Label(loc, input.TakeBack), input.Label(loc, input.Confirm))
	case TakenBack:
		foot = loc.T(locales.TrainerAgain)
	}
	if foot != "" {
		draw.Line(dst, f.X(x0), f.Y(y+2), f.X(x1), f.Y(y+2), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))
		ink.text(draw.Fit(fonts.Medium, foot, f.L(14), f.L(x1-x0)), foot, x0, y+15, draw.Start, draw.GoldLight)
	}
	if Whyable(fb) {
		draw.Button(dst, fonts, f.Screen(WhyButton(r)), WhyLabel(loc), input.Label(loc, input.Why), draw.ButtonNormal)
	}
	return ink.texts
}

// VerdictSize is the verdict's size, design units; trLabelH the line the
// question's label takes under a verdict that fills its own.
const (
	VerdictSize = 24.0
	trLabelH    = 20.0
)

// accepted reports whether the feedback grades a play the chart accepts
// that is not the best for the cards: it cost some EV (issue 23: argentine
// 12 v 4, the chart's stand, where the cards left make hitting better).
func accepted(fb Feedback) bool {
	return (fb.Kind == Graded || fb.Kind == Asking) && fb.Grade.Correct && fb.Grade.Cost >= trCostless
}

// trCostless is the cost, % of the bet, below which a decision cost
// nothing (the cost line's "No cost").
const trCostless = 0.005

// verdict is the panel's title and its colour: right, wrong, accepted but
// not the best with the EV it cost, a hint, taken back.
func verdict(loc *locales.Locale, fb Feedback) (string, color.Color) {
	switch {
	case fb.Kind == TakenBack:
		return loc.T(locales.TrainerTakenBack), draw.GoldLight
	case fb.Kind == Hint:
		return loc.T(locales.TrainerHint), draw.GoldLight
	case accepted(fb):
		return loc.T(locales.TrainerAccepted, loc.Fixed(fb.Grade.Cost, 2)), draw.GoldLight
	case fb.Grade.Correct:
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
func questionLabel(loc *locales.Locale, rs rules.RuleSet, fb Feedback) string {
	switch fb.Question {
	case blackjack.AskInsurance:
		return loc.T(locales.TrainerQInsurance)
	case blackjack.AskEvenMoney:
		return loc.T(locales.TrainerQEvenMoney)
	case blackjack.AskDesafioBet:
		return loc.T(locales.TrainerQDesafio)
	}
	if fb.Q.HasSpot {
		return words.Spot(loc, rs, fb.Q.Spot)
	}
	t := rules.DeclaredTotal(fb.Q.Point.Hand, fb.Q.Point.Declared)
	return loc.T(locales.TrainerQHand, t.Value, strategy.Spot{Up: fb.Q.Point.Up.Value()}.UpLabel())
}

// trainerActionName is an action's name: the table's button's, and for the
// side decisions declined, "No insurance" and the like.
func trainerActionName(loc *locales.Locale, a tutor.Action) string { return words.Answer(loc, a) }
