package why

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/widget"
	"sabot/tutor"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The page's geometry, design units.
const (
	whyCardW   = 60.0
	playsX     = 40.0
	playsW     = 780.0
	playsTop   = 118.0
	playsBot   = 640.0
	sideX      = 860.0
	sideW      = 380.0
	buttonsY   = 728.0
	buttonH    = 52.0
	maxRowH    = 150.0
	noteFontSz = 15.0
)

// outcomeColors are the colours of the outcomes, in the order of
// tutor.Outcome: gold for a blackjack, greens for the wins, grey for a
// push, reds for the losses, violet for the dealer's blackjack.
var outcomeColors = [tutor.NumOutcomes]color.NRGBA{
	{0xe3, 0xbb, 0x4e, 0xff},
	{0x8f, 0xd6, 0x8c, 0xff},
	{0x3c, 0xa8, 0x5c, 0xff},
	{0x93, 0xa3, 0xa8, 0xff},
	{0xc9, 0x5a, 0x44, 0xff},
	{0x93, 0x2b, 0x2b, 0xff},
	{0x7a, 0x55, 0xb0, 0xff},
}

var outcomeKeys = [tutor.NumOutcomes]locales.Key{
	locales.WhyOutBlackjack, locales.WhyOutDealerBust, locales.WhyOutWin, locales.WhyOutPush,
	locales.WhyOutLose, locales.WhyOutBust, locales.WhyOutDealerBJ,
}

// outcomeName is an outcome's name on the legend.
func outcomeName(loc *locales.Locale, rs rules.RuleSet, o tutor.Outcome) string {
	if o == tutor.OutBlackjack {
		return loc.T(outcomeKeys[o], loc.T(locales.FmtRatio, rs.BlackjackPays.Win, rs.BlackjackPays.Stake))
	}
	return loc.T(outcomeKeys[o])
}

// choiceName is a play's name: "Hit", at the argentine table "Ace = 11,
// Stand".
func choiceName(loc *locales.Locale, c tutor.Choice) string {
	name := words.Action(loc, c.Action)
	if c.Declared != rules.AceUndeclared {
		return loc.T(locales.WhyDeclared, c.Declared.String(), name)
	}
	return name
}

// percent writes a probability or an EV in percent.
func percent(loc *locales.Locale, x float64, places int) string {
	return loc.T(locales.FmtPercent, loc.Fixed(100*x, places))
}

// paint paints the page shown.
func (s *Scene) paint() {
	s.dirty = false
	a := s.app
	if a.Fonts == nil {
		return
	}
	f := a.Frame
	dst := s.layer.Begin(f)
	s.targets = s.targets[:0]
	s.paintHeader(dst)
	switch {
	case s.err != nil:
		t := a.Loc.Err(s.err)
		draw.Text(dst, draw.Fit(a.Fonts.Medium, t, f.L(20), f.L(1100)), t, f.X(640), f.Y(400), draw.Center, draw.Wrong, true)
	case s.why == nil || (s.book && !s.bookDone):
		t := a.Loc.T(locales.DrillComputing)
		draw.Text(dst, draw.Face(a.Fonts.Medium, f.L(22)), t, f.X(640), f.Y(400), draw.Center, draw.Muted, true)
	case s.book:
		s.paintBook(dst)
	case s.why.Side != nil:
		s.paintSide(dst)
		s.paintNotes(dst)
	default:
		s.paintPlays(dst)
		s.paintDealer(dst)
		s.paintNotes(dst)
	}
	s.paintButtons(dst)
}

// paintHeader paints the flag, the title, the decision and its cards.
func (s *Scene) paintHeader(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	r := s.dp.Rules
	if fl, ok := assets.FlagOf(r.Country); ok {
		draw.PaintFlag(dst, fl, f.Screen(draw.R{X: 40, Y: 30, W: 57, H: 38}))
	}
	title := loc.T(locales.WhyTitle)
	if s.book {
		title = loc.T(locales.WhyBookTitle)
	}
	draw.Text(dst, draw.Fit(fonts.SmallCaps, title, f.L(40), f.L(760)), title, f.X(114), f.Y(14), draw.Start, draw.GoldLight, false)
	sub := loc.T(locales.TableName(r.ID)) + " · " + s.decisionLabel()
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(18), f.L(820)), sub, f.X(116), f.Y(66), draw.Start, draw.Cream, false)
	if s.deck == nil {
		return
	}
	// The hand, then the dealer's card apart.
	y := 18.0
	x := 1240 - whyCardW
	putCard(dst, f, s.deck.Face(s.dp.Up), x, y)
	x -= whyCardW + 30
	step := whyCardW * 0.42
	x -= step * float64(len(s.dp.Hand)-1)
	for i, c := range s.dp.Hand {
		putCard(dst, f, s.deck.Face(c), x+float64(i)*step, y)
	}
}

func putCard(dst *ebiten.Image, f draw.Frame, img *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(f.X(x), f.Y(y))
	dst.DrawImage(img, &op)
}

// decisionLabel names the decision: its chart cell, or its total.
func (s *Scene) decisionLabel() string {
	loc := s.app.Loc
	if s.why != nil && s.why.Side != nil {
		return sideLabel(loc, s.why.Side.Kind)
	}
	if s.hasSpot {
		return words.Spot(loc, s.dp.Rules, s.spot)
	}
	t := rules.DeclaredTotal(s.dp.Hand, s.dp.Declared)
	return loc.T(locales.TrainerQHand, t.Value, strategy.Spot{Up: s.dp.Up.Value()}.UpLabel())
}

// paintPlays paints a row per play: its name and EV, the bar of its
// outcomes, the terms of its EV.
func (s *Scene) paintPlays(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	w := s.why
	head := loc.T(locales.WhyPlays)
	draw.Text(dst, draw.Fit(fonts.Medium, head, f.L(15), f.L(playsW)), head, f.X(playsX), f.Y(playsTop), draw.Start, draw.Dim, true)
	rowH := math.Min(maxRowH, (playsBot-playsTop-20)/float64(len(w.Plays)))
	y := playsTop + 20
	for i, p := range w.Plays {
		s.paintPlay(dst, p, i == 0, y, rowH)
		y += rowH
	}
	s.paintLegend(dst, playsBot+4)
}

// paintPlay paints one play's row at y.
func (s *Scene) paintPlay(dst *ebiten.Image, p tutor.WhyPlay, best bool, y, rowH float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	compact := rowH < 90
	bh := math.Max(22, math.Min(40, rowH*0.27))
	if best {
		draw.RoundRect(dst, f.Screen(draw.R{X: playsX - 12, Y: y - 4, W: playsW + 24, H: math.Min(rowH-6, bh+66)}), f.L(10), draw.Mix(draw.PanelFill, draw.PanelHi, 0.7))
	}
	nameClr := color.Color(draw.Cream)
	if best {
		nameClr = draw.GoldLight
	}
	name := choiceName(loc, p.Choice)
	nf := draw.Fit(fonts.Bold, name, f.L(20), f.L(420))
	draw.Text(dst, nf, name, f.X(playsX), f.Y(y+13), draw.Start, nameClr, true)
	x := playsX + draw.Width(nf, name)/f.S + 12
	var tags []string
	if best {
		tags = append(tags, loc.T(locales.TrainerBestTag))
	}
	if p.Hands > 1 {
		tags = append(tags, loc.T(locales.WhyHands, loc.Fixed(p.Hands, 2))+", "+loc.T(locales.WhyPerHand))
	}
	if p.Action == tutor.Double {
		tags = append(tags, loc.T(locales.WhyDoubled))
	}
	tagFace := draw.Face(fonts.Medium, f.L(14))
	for _, t := range tags {
		clr := color.Color(draw.Muted)
		if t == loc.T(locales.TrainerBestTag) {
			clr = draw.Gold
		}
		draw.Text(dst, tagFace, t, f.X(x), f.Y(y+14), draw.Start, clr, true)
		x += draw.Width(tagFace, t)/f.S + 14
	}
	ev := loc.T(locales.WhyEV) + " " + loc.T(locales.FmtPercent, loc.Signed(100*p.EV, 2))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(20)), ev, f.X(playsX+playsW), f.Y(y+13), draw.End, nameClr, true)

	// The bar: the outcomes of a hand, left to right.
	by := y + 30
	bar := draw.R{X: playsX, Y: by, W: playsW, H: bh}
	draw.RoundRect(dst, f.Screen(bar), f.L(6), color.NRGBA{0x00, 0x10, 0x08, 0xa0})
	bx := playsX
	pf := draw.Face(fonts.Bold, f.L(13))
	for o := tutor.Outcome(0); o < tutor.NumOutcomes; o++ {
		w := p.P[o] * playsW
		if w <= 0.05 {
			continue
		}
		seg := draw.R{X: bx, Y: by, W: w, H: bh}
		draw.FillRect(dst, f.Screen(seg), outcomeColors[o])
		if d := p.Doubled[o] * playsW; d > 0.5 && d < w-0.5 {
			// The doubled part of a split's outcome, a shade darker.
			draw.FillRect(dst, f.Screen(draw.R{X: bx + w - d, Y: by, W: d, H: bh}), draw.Mix(outcomeColors[o], draw.Ink, 0.22))
		}
		if w > 46 {
			t := percent(loc, p.P[o], 1)
			ink := color.Color(draw.Ink)
			if o >= tutor.OutBust {
				ink = draw.Cream
			}
			if draw.Width(pf, t)/f.S < w-6 {
				draw.Text(dst, pf, t, f.X(bx+w/2), f.Y(by+bh/2), draw.Center, ink, true)
			}
		}
		bx += w
	}
	draw.RoundRectLine(dst, f.Screen(bar), f.L(6), math.Max(1, f.L(1)), color.NRGBA{0xff, 0xff, 0xff, 0x30})

	// The terms: payout × probability, each in its outcome's colour.
	ty := by + bh + 16
	if compact {
		ty = by + bh + 12
	}
	s.paintTerms(dst, p, playsX, ty)
}

// paintTerms writes "EV = +1 × 21.2% − 1 × 71.1% … = −57.66%".
func (s *Scene) paintTerms(dst *ebiten.Image, p tutor.WhyPlay, x, y float64) {
	l := s.termLine(dst, x, y)
	if p.Hands > 1 {
		l.put(l.loc.Fixed(p.Hands, 2)+" × ( ", draw.Dim)
	}
	for _, t := range p.Terms() {
		pay := t.Stake * t.Pays
		l.term(pay, payPlaces(pay), t.P, outcomeColors[t.Outcome])
	}
	if p.Hands > 1 {
		l.put(" )", draw.Dim)
	}
	l.total(p.TermsEV())
}

// termLine is a line of an EV's terms being written, "EV = +1 × 21.2% −
// 1 × 71.1% = −49.9%": the plays' and the side decisions' pages write it
// piece by piece from the left.
type termLine struct {
	put func(text string, clr color.Color) // writes text at the line's end
	loc *locales.Locale
	n   int // terms written
}

// termLine starts a line of terms at x, y with "EV = ".
func (s *Scene) termLine(dst *ebiten.Image, x, y float64) *termLine {
	a := s.app
	f := a.Frame
	face := draw.Face(a.Fonts.Medium, f.L(14))
	l := &termLine{loc: a.Loc}
	l.put = func(t string, clr color.Color) {
		draw.Text(dst, face, t, f.X(x), f.Y(y), draw.Start, clr, true)
		x += draw.Width(face, t) / f.S
	}
	l.put(a.Loc.T(locales.WhyEV)+" = ", draw.Dim)
	return l
}

// term writes one term, the signed payout (with places decimals) times
// the chance p, in a shade of clr, after the sign that joins it to the
// terms before.
func (l *termLine) term(pay float64, places int, p float64, clr color.NRGBA) {
	sign := "+"
	if pay < 0 {
		sign = "−"
	}
	if l.n > 0 {
		sign = " " + sign + " "
	}
	l.n++
	l.put(sign, draw.Dim)
	l.put(l.loc.Fixed(math.Abs(pay), places)+" × "+percent(l.loc, p, 1), draw.Mix(clr, draw.Cream, 0.25))
}

// total writes " = " and the EV the terms add up to.
func (l *termLine) total(ev float64) {
	l.put(" = ", draw.Dim)
	l.put(l.loc.T(locales.FmtPercent, l.loc.Signed(100*ev, 2)), draw.Cream)
}

// payPlaces is how many decimals a payout needs: 1.5 one, 2 none.
func payPlaces(x float64) int {
	if x == math.Trunc(x) {
		return 0
	}
	return 1
}

// paintLegend paints the outcomes' colours with their names, in two rows.
func (s *Scene) paintLegend(dst *ebiten.Image, y float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	colW := playsW / 4
	for o := tutor.Outcome(0); o < tutor.NumOutcomes; o++ {
		i := int(o)
		x := playsX + float64(i%4)*colW
		yy := y + float64(i/4)*22
		draw.RoundRect(dst, f.Screen(draw.R{X: x, Y: yy + 4, W: 14, H: 14}), f.L(3), outcomeColors[o])
		t := outcomeName(loc, s.dp.Rules, o)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(13), f.L(colW-28)), t, f.X(x+20), f.Y(yy+11), draw.Start, draw.Muted, true)
	}
}

// paintDealer paints the dealer's final totals as bars.
func (s *Scene) paintDealer(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	panel := draw.R{X: sideX, Y: playsTop - 6, W: sideW, H: 270}
	draw.Panel(dst, f.Screen(panel), f.L(14))
	up := strategy.Spot{Up: s.dp.Up.Value()}.UpLabel()
	t := loc.T(locales.WhyDealerTitle, up)
	draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(19), f.L(sideW-36)), t, f.X(sideX+18), f.Y(panel.Y+22), draw.Start, draw.GoldLight, true)
	sub := loc.T(locales.WhyDealerSub)
	draw.Text(dst, draw.Fit(fonts.Medium, sub, f.L(13), f.L(sideW-36)), sub, f.X(sideX+18), f.Y(panel.Y+44), draw.Start, draw.Dim, true)
	labels := []string{"17", "18", "19", "20", "21", loc.T(locales.WhyDealerBJ), loc.T(locales.WhyDealerBust)}
	colors := []color.Color{draw.Muted, draw.Muted, draw.Muted, draw.Muted, draw.Muted, outcomeColors[tutor.OutDealerBJ], outcomeColors[tutor.OutDealerBust]}
	top, bottom := panel.Y+86, panel.Y+panel.H-34
	maxP := 0.0
	for _, p := range s.why.Dealer {
		maxP = math.Max(maxP, p)
	}
	n := len(labels)
	slot := (sideW - 36) / float64(n)
	vf := draw.Face(fonts.Bold, f.L(13))
	for i := 0; i < n; i++ {
		p := s.why.Dealer[i]
		h := 0.0
		if maxP > 0 {
			h = (bottom - top) * p / maxP
		}
		x := sideX + 18 + float64(i)*slot
		bar := draw.R{X: x + 6, Y: bottom - h, W: slot - 12, H: h}
		clr := colors[i]
		if i < 5 {
			clr = draw.Mix(draw.Gold, draw.Muted, 0.55)
		}
		if h > 0.5 {
			draw.RoundRect(dst, f.Screen(bar), f.L(3), clr)
		}
		draw.Text(dst, vf, loc.Fixed(100*p, 1), f.X(bar.CX()), f.Y(bottom-h-10), draw.Center, draw.Cream, true)
		draw.Text(dst, draw.Fit(fonts.Bold, labels[i], f.L(14), f.L(slot-2)), labels[i], f.X(bar.CX()), f.Y(bottom+14), draw.Center, draw.Muted, true)
	}
	draw.Line(dst, f.X(sideX+18), f.Y(bottom), f.X(sideX+sideW-18), f.Y(bottom), math.Max(1, f.L(1)), draw.Mix(draw.GoldDark, draw.PanelFill, 0.3))
}

// paintNotes paints the table's rules that bear on the decision.
func (s *Scene) paintNotes(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	y0 := playsTop + 278
	panel := draw.R{X: sideX, Y: y0, W: sideW, H: playsBot + 48 - y0}
	draw.Panel(dst, f.Screen(panel), f.L(14))
	t := loc.T(locales.WhyNotesTitle)
	draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(19), f.L(sideW-36)), t, f.X(sideX+18), f.Y(y0+22), draw.Start, draw.GoldLight, true)
	y := y0 + 48
	face := draw.Face(fonts.Medium, f.L(noteFontSz))
	lineH := noteFontSz * 1.35
	type note struct {
		text     string
		clr, dot color.Color
	}
	var notes []note
	for _, n := range s.why.Notes {
		nt := note{s.noteText(n), draw.Cream, draw.Gold}
		if n.Kind == tutor.NoteNoPeek && n.Differs {
			nt.clr, nt.dot = draw.GoldLight, draw.Wrong
		}
		notes = append(notes, nt)
	}
	if t := s.bookNote(); t != "" {
		notes = append(notes, note{t, draw.Muted, draw.Dim})
	}
	for _, n := range notes {
		lines := draw.Wrap(face, n.text, f.L(sideW-58))
		if y+float64(len(lines))*lineH > panel.Y+panel.H-8 {
			break
		}
		clr, dot := n.clr, n.dot
		draw.Disc(dst, f.X(sideX+24), f.Y(y+lineH/2), f.L(4), dot)
		for _, l := range lines {
			draw.Text(dst, face, l, f.X(sideX+36), f.Y(y+lineH/2), draw.Start, clr, true)
			y += lineH
		}
		y += 10
	}
}

// bookNote is what the book's chart does with the decision's cell, once
// the comparison is in ("" before, or for a hand with no cell).
func (s *Scene) bookNote() string {
	if !s.bookDone || !s.hasSpot || s.bookErr != nil {
		return ""
	}
	loc := s.app.Loc
	for _, d := range s.diffs {
		if d.Spot == s.spot {
			return loc.T(locales.WhyNoteBookDiff, diffPlay(loc, d.BookAction, d.Book), loc.Fixed(d.Worth(), 2))
		}
	}
	if s.tableCell.Code == strategy.CodeNone {
		return ""
	}
	return loc.T(locales.WhyNoteBookSame, cellName(loc, s.tableCell))
}

// noteText words a rule note.
func (s *Scene) noteText(n tutor.RuleNote) string {
	loc := s.app.Loc
	switch n.Kind {
	case tutor.NoteNoPeek:
		bj := percent(loc, n.BJ, 1)
		switch {
		case n.HoleCard && n.Differs:
			return loc.T(locales.WhyNoteHoleDiff, choiceName(loc, n.Best), choiceName(loc, n.Other), bj)
		case n.HoleCard:
			return loc.T(locales.WhyNoteHoleSame, choiceName(loc, n.Best), bj)
		case n.Differs:
			return loc.T(locales.WhyNoteNoHoleDiff, choiceName(loc, n.Best), choiceName(loc, n.Other), bj)
		}
		return loc.T(locales.WhyNoteNoHoleSame, choiceName(loc, n.Best), bj)
	case tutor.NoteAceDeclare:
		return loc.T(locales.WhyNoteAceDeclare, n.Values[0], n.Values[1])
	case tutor.NoteAceDeclared:
		return loc.T(locales.WhyNoteAceDecl, n.Best.Declared.String(), n.Values[0])
	case tutor.NoteForcedHit:
		return loc.T(locales.WhyNoteForced, n.Limit)
	case tutor.NoteDoubleLimit:
		return loc.T(locales.WhyNoteDouble, loc.T(doubleKey(n.Double)))
	case tutor.NoteNoDoubleAfterSplit:
		return loc.T(locales.WhyNoteNoDAS)
	case tutor.NoteSplitAcesOneCard:
		return loc.T(locales.WhyNoteSplitAces)
	case tutor.NoteInsurance:
		if n.Insurance == rules.InsuranceExactlyHalf {
			return loc.T(locales.WhyNoteInsHalf, ratioText(loc, n.Ratio), n.Article)
		}
		return loc.T(locales.WhyNoteInsUpTo, ratioText(loc, n.Ratio), n.Article)
	case tutor.NoteInsuranceStake:
		return loc.T(locales.TrainerInsuranceStake, loc.Fixed(100*n.Stake, 0))
	case tutor.NoteEvenMoney:
		if n.EvenMoney == rules.EvenMoneyVsAceOrTen {
			return loc.T(locales.WhyNoteEvenAceTen, ratioText(loc, n.Ratio), n.Article)
		}
		return loc.T(locales.WhyNoteEvenAce, ratioText(loc, n.Ratio), n.Article)
	case tutor.NoteEvenMoneyInsured:
		return loc.T(locales.WhyNoteEvenIns)
	case tutor.NoteDesafio:
		return loc.T(locales.WhyNoteDesafio, ratioText(loc, n.Ratio), n.Article)
	}
	return ""
}

func doubleKey(d rules.DoubleRule) locales.Key {
	switch d {
	case rules.DoubleNineToEleven:
		return locales.WhyDouble911
	case rules.DoubleUpToEleven:
		return locales.WhyDoubleUpTo11
	case rules.DoubleElevenOnly:
		return locales.WhyDouble11
	}
	return locales.WhyDoubleAny
}

// paintButtons paints the book's key and Back.
func (s *Scene) paintButtons(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	label := loc.T(locales.WhyKeyBook)
	if s.book {
		label = loc.T(locales.WhyKeyPlays)
	}
	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: draw.R{X: 730, Y: buttonsY, W: 310, H: buttonH},
		Label: label, Key: input.Label(loc, input.Reference), Event: input.Event{Action: input.Select, Index: targetBook}})
	s.targets = widget.AddButton(dst, fonts, f, s.targets, s.hovered, widget.Button{R: draw.R{X: 1060, Y: buttonsY, W: 180, H: buttonH},
		Label: loc.T(locales.ActionBack), Key: input.Label(loc, input.Back), Event: input.Event{Action: input.Back}})
}
