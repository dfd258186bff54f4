package school

import (
	"cmp"
	"image/color"
	"math"
	"sabot/driver/schooldriver"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/school/layout"
)

// stopInk is the colour of a stopped step's title.
var stopInk = color.NRGBA{0xf2, 0x7a, 0x6e, 0xff}

// paintHUD paints the header, the dealer's buttons, the status line and
// the panels.
func (s *Table) paintHUD() {
	dst := s.hud.Begin(s.app.Frame)
	s.paintHeader(dst)
	if s.op != nil {
		s.paintRows(dst, s.openRows(), s.openStatus())
		s.shoeTarget()
	} else {
		s.paintRows(dst, s.rows(), s.statusLine())
	}
	s.paintPanels(dst)
	if s.payBet != nil {
		loc := s.app.Loc
		s.paintPay(dst, loc.T(locales.SchoolStepPay, s.paid, schooldriver.BoxLabel(loc, s.payBet.box, s.payBet.hand), schooldriver.BetWord(loc, s.payBet.kind)))
	}
	switch {
	case s.annOn && s.annBox > 0:
		s.paintCall(dst)
	case s.annOn:
		s.paintAnnounce(dst)
	}
	s.paintArticle(dst)
	s.paintExamIntro(dst)
}

// paintAnnounce paints the panel of the dealer's announcement: his totals,
// the bust and the blackjack, one click each.
func (s *Table) paintAnnounce(dst *ebiten.Image) {
	loc := s.app.Loc
	s.announcePanel(dst, loc.T(locales.SchoolAnnounceTitle, cmp.Or(string(s.typed), "–")))
	// The totals on a row, the bust and the blackjack under them.
	cw := (payBox.W - 28 - 4*4) / 5
	for i, v := range announceChoices {
		br := draw.R{X: payBox.X + 14 + float64(i)*(cw+4), Y: payBox.Y + 50, W: cw, H: 44}
		if i >= 5 {
			hw := (payBox.W - 28 - 8) / 2
			br = draw.R{X: payBox.X + 14 + float64(i-5)*(hw+8), Y: payBox.Y + 104, W: hw, H: 44}
		}
		st := draw.ButtonNormal
		if s.hoveredIs(tAnnounce + i) {
			st = draw.ButtonHover
		}
		s.button(dst, br, schooldriver.AnnouncedText(loc, v), "", st)
		s.addTarget(br, tAnnounce+i)
	}
}

// announcePanel paints the panel of the dealer's announcement at both
// games, where the payment's stands, with its title: the choices are each
// game's (the dealer's totals at blackjack, the two scores at Punto Banco).
func (s *desk) announcePanel(dst *ebiten.Image, title string) {
	a := s.app
	f := a.Frame
	r := f.Screen(payBox)
	draw.Panel(dst, r, f.L(12))
	s.block(payBox)
	pad := f.L(14)
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(16), r.W-2*pad), title, r.X+pad, r.Y+pad+f.L(8), draw.Start, draw.GoldLight, true)
}

// paintHeader paints the table's name, the mode and the round's score and
// time.
func (s *desk) paintHeader(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	title := loc.T(locales.SchoolTitle, loc.T(locales.TableName(s.Rules.ID)))
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(22), f.L(titleW)), title, f.X(28), f.Y(24), draw.Start, draw.GoldLight, true)
	st := draw.ButtonNormal
	switch {
	case s.Exam || s.ExamOver():
		st = draw.ButtonPrimary
	case s.hoveredIs(tMode):
		st = draw.ButtonHover
	}
	s.button(dst, modeBox, s.modeLabel(), input.Label(loc, input.Reference), st)
	s.addTarget(modeBox, tMode)
	tst := draw.ButtonNormal
	if s.hoveredIs(tTotals) {
		tst = draw.ButtonHover
	}
	s.button(dst, totalsBox, s.totalsLabel(), "", tst)
	s.addTarget(totalsBox, tTotals)
	if a.Routes.SchoolDrills != nil {
		dr := draw.R{X: 580, Y: 9, W: 96, H: 30}
		st := draw.ButtonNormal
		if s.hoveredIs(tDrills) {
			st = draw.ButtonHover
		}
		s.button(dst, dr, loc.T(locales.SchoolDrills), "", st)
		s.addTarget(dr, tDrills)
	}
	if a.Routes.SchoolStats != nil {
		pr := draw.R{X: 684, Y: 9, W: 96, H: 30}
		st := draw.ButtonNormal
		if s.hoveredIs(tStats) {
			st = draw.ButtonHover
		}
		s.button(dst, pr, loc.T(locales.SchoolStatsOpen), "", st)
		s.addTarget(pr, tStats)
	}
	ist := draw.ButtonNormal
	if s.hoveredIs(tIncidents) {
		ist = draw.ButtonHover
	}
	s.button(dst, incidentsBox, s.headerIncidents(), "", ist)
	s.addTarget(incidentsBox, tIncidents)
	s.paintScore()
}

// paintScore paints the round's score and seconds into a sprite of their
// own at the header's right end, so that the clock's next second repaints
// them alone.
func (s *desk) paintScore() {
	a := s.app
	f := a.Frame
	score := s.scoreLabel()
	x0, y0 := f.X(1252-240), f.Y(0)
	dst := s.tally.Begin(int(f.L(248)), int(f.L(48)), x0, y0)
	draw.Text(dst, draw.Fit(a.Fonts.Medium, score, f.L(17), f.L(232)), score, f.X(1252)-x0, f.Y(24)-y0, draw.End, draw.Cream, true)
}

// scoreLabel is the header's score: the round's right and wrong steps and
// seconds, or at an exam's end the exam's own, the figures of the summary
// open under it.
func (s *desk) scoreLabel() string {
	loc := s.app.Loc
	if s.ExamOver() {
		sh := &s.Ex.Sheet
		return loc.T(locales.SchoolScore, sh.Right(), sh.Wrong(), int64(sh.Seconds()+0.5))
	}
	return loc.T(locales.SchoolScore, s.Count.Right, s.Count.Wrong, s.Elapsed/60)
}

// The header's buttons, in design units: the mode (practice or the exam),
// the totals shown or hidden, before the drills, the progress and the
// incidents.
var (
	titleW    = 314.0
	modeBox   = draw.R{X: 352, Y: 9, W: 120, H: 30}
	totalsBox = draw.R{X: 480, Y: 9, W: 92, H: 30}
)

// totalsLabel is the header's totals button: shown or hidden (always
// hidden in the exam).
func (s *desk) totalsLabel() string {
	if !s.totalsShown() {
		return s.app.Loc.T(locales.SchoolTotalsOff)
	}
	return s.app.Loc.T(locales.SchoolTotalsOn)
}

// headerIncidents is the label of the header's incidents button: the
// incident under way named where the name fits the button at its full size.
func (s *desk) headerIncidents() string {
	a := s.app
	r := a.Frame.Screen(incidentsBox)
	return s.incidentsLabel(func(l string) bool {
		size, _ := draw.ButtonLabel(a.Fonts, r, l, "")
		return size >= r.H*0.4
	})
}

// paintPanels paints the round's summary once it is over, or the stopped
// step.
func (s *desk) paintPanels(dst *ebiten.Image) {
	switch {
	case s.Over:
		s.paintOver(dst)
	case s.Stopped != nil:
		s.paintStop(dst)
	}
}

// hoveredIs reports whether the mouse is over the target of an index.
func (s *desk) hoveredIs(index int) bool { return s.hovered == index }

// buttonLabel is a dealer's button's label.
func (s *Table) buttonLabel(b button) string {
	loc := s.app.Loc
	switch b {
	case btnCloseBets:
		return loc.T(locales.SchoolStepCloseBets)
	case btnBurn:
		return loc.T(locales.SchoolBtnBurn, s.Rules.BurnCards)
	case btnFaceDown:
		return loc.T(locales.SchoolFaceDown)
	case btnInsurance:
		return loc.T(locales.SchoolStepOfferInsurance)
	case btnEvenMoney:
		return loc.T(locales.SchoolStepOfferEvenMoney)
	case btnRevealHole:
		return loc.T(locales.SchoolBtnRevealHole)
	case btnDealerStand:
		return loc.T(locales.SchoolStepDealerStand)
	case btnDiscard:
		return loc.T(locales.SchoolBtnDiscard)
	case btnCollectCards:
		return loc.T(locales.SchoolBtnCollectCards)
	case btnVerbDeal:
		return loc.T(locales.SchoolVerbDeal)
	case btnVerbDesafio:
		return loc.T(locales.SchoolVerbAskDesafio)
	case btnVerbDouble:
		return loc.T(locales.SchoolVerbAskDouble)
	case btnVerbAce:
		return loc.T(locales.SchoolVerbAskAce)
	case btnVerbReveal:
		return loc.T(locales.SchoolVerbReveal)
	case btnVerbPay:
		return loc.T(locales.SchoolVerbPay)
	case btnVerbCollect:
		return loc.T(locales.SchoolVerbCollect)
	case btnIncBurn:
		return loc.T(locales.SchoolIncBtnBurnCard)
	case btnIncPickUp:
		return loc.T(locales.SchoolIncBtnPickUp)
	case btnIncLastRound:
		if s.Rules.Article(rules.TopicLastHand) != "" {
			return loc.T(locales.SchoolBtnLastHand)
		}
		return loc.T(locales.SchoolIncBtnLastRound)
	case btnVerbOffer:
		return loc.T(locales.SchoolIncBtnOfferCard)
	case btnAnnounce:
		return loc.T(locales.SchoolBtnAnnounce)
	case btnRefuse:
		return loc.T(locales.SchoolBtnRefuse)
	case btnVerbCards:
		return loc.T(locales.SchoolVerbCards)
	case btnIncNextBank:
		return loc.T(locales.SchoolIncBtnNextCardsBank)
	case btnIncVoidRound:
		return loc.T(locales.SchoolIncBtnVoidRound)
	case btnInsLoses:
		return loc.T(locales.SchoolStepInsuranceLoses)
	case btnVerbVoid:
		return loc.T(locales.SchoolIncBtnVoidBox, loc.T(locales.SchoolBoxNoun))
	case btnVerbCall:
		return loc.T(locales.SchoolVerbCall)
	}
	return "?"
}

// rows returns the blackjack table's rows of buttons: the table's steps,
// the verbs for the boxes (and the last hand where the regulation
// announces it, 004), and while an incident is handled the remedies; the
// verb chosen, and the face-down switch when on, lit.
func (s *Table) rows() buttonRows {
	var rows buttonRows
	lastHand := s.Rules.Article(rules.TopicLastHand) != ""
	for _, b := range s.buttons() {
		row := 0
		switch {
		case b == btnIncBurn || b == btnIncPickUp || b == btnVerbOffer || b == btnIncNextBank || b == btnVerbVoid || b == btnIncVoidRound || b == btnIncLastRound && !lastHand:
			row = remedyRow
		case b.isVerb() || b == btnIncLastRound:
			row = 1
		}
		db := deskButton{label: s.buttonLabel(b), index: tButton + int(b)}
		db.lit = b.isVerb() && b.verbOf() == s.verb || b == btnFaceDown && s.faceDn || b == btnAnnounce && s.annOn && s.annBox == 0
		if b == btnDealerStand {
			db.key = input.Label(s.app.Loc, input.Stand)
		}
		rows[row] = append(rows[row], db)
	}
	return rows
}

// statusLine is the blackjack table's status: the verb waiting for its
// box, the hint, or the last step or answer.
func (s *Table) statusLine() string {
	loc := s.app.Loc
	switch {
	case s.Hint != "":
		return loc.T(locales.SchoolHint, s.Hint)
	case !s.picked && s.Said != "":
		// The tool stays chosen after a step: the step said first.
	case s.verb == verbPay || s.verb == verbCollect:
		return loc.T(locales.SchoolPickBet, s.buttonLabel(btnVerbDeal+button(s.verb)))
	case s.verb != verbDeal:
		return loc.T(locales.SchoolPickBox, s.buttonLabel(btnVerbDeal+button(s.verb)), loc.T(locales.SchoolBoxNoun))
	}
	return s.Said
}

// paintStatus paints the status line, or the incident being handled.
func (s *desk) paintStatus(dst *ebiten.Image, line string) {
	if s.Incident != "" && s.Hint == "" {
		line = s.Incident
	}
	if line == "" {
		return
	}
	a := s.app
	f := a.Frame
	draw.Text(dst, draw.Fit(a.Fonts.Medium, line, f.L(18), f.L(1220)), line, f.X(640), f.Y(statusY), draw.Center, draw.Cream, true)
}

// paintStop paints the stopped step: in practice what was due, why and the
// article with the regulation's words; in the exam only that it was wrong.
func (s *desk) paintStop(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	st := s.Stopped
	lay := s.stopShown
	r := f.Screen(lay.Box)
	draw.Panel(dst, r, f.L(12))
	s.block(lay.Box)
	pad := f.L(layout.StopPad)
	y := r.Y + pad
	title := draw.Face(a.Fonts.Bold, f.L(20))
	draw.Text(dst, title, loc.T(locales.SchoolStop), r.X+pad, y+f.L(10), draw.Start, stopInk, true)
	if !s.Exam && len(s.Rules.Passages(st.Article, st.Quote)) > 0 {
		s.paintArticleButton(dst)
	}
	y += f.L(layout.StopTitleH)
	body := draw.Face(a.Fonts.Medium, f.L(layout.StopBodySize))
	for _, l := range lay.Body {
		draw.Text(dst, body, l, r.X+pad, y, draw.Start, draw.Cream, false)
		y += f.L(layout.StopBodyLead)
	}
	if len(lay.Head) == 0 {
		return
	}
	y += f.L(layout.StopHeadGap)
	head := draw.Face(a.Fonts.Bold, f.L(layout.StopBodySize))
	for _, l := range lay.Head {
		draw.Text(dst, head, l, r.X+pad, y, draw.Start, draw.GoldLight, false)
		y += f.L(layout.StopBodyLead)
	}
	quote := draw.Face(a.Fonts.Regular, f.L(lay.Size))
	for _, l := range lay.Quote {
		draw.Text(dst, quote, l, r.X+pad, y, draw.Start, draw.Muted, false)
		y += f.L(lay.Size + layout.StopQuoteGap)
	}
}

// layStop lays out the stopped step's panel (layout.LayStop) with its
// words: what was done, due and why, and the article's sentence.
func (s *desk) layStop() layout.Stop {
	loc := s.app.Loc
	st := s.Stopped
	room := stopRoom(s.Rules)
	if st == nil {
		return layout.Stop{Box: room.Least()}
	}
	var w layout.StopWords
	if s.Exam {
		w.Body = []string{loc.T(locales.ForGame(locales.SchoolExamMistake, s.Rules.Game))}
	} else {
		w.Body = append(w.Body, loc.T(locales.SchoolYouDid, st.Did))
		if st.Due != "" {
			w.Body = append(w.Body, loc.T(locales.SchoolDue, st.Due))
		}
		if st.Why != "" {
			w.Body = append(w.Body, st.Why)
		}
		switch {
		case st.Article == "":
		case st.Quote == "":
			w.Head = schooldriver.ArticleText(loc, st.Article)
		default:
			w.Head = loc.T(locales.SchoolQuote, st.Article)
			w.Quote = loc.T(locales.SchoolQuoteText, st.Quote)
		}
	}
	return layout.LayStop(s.app.Fonts, s.app.Frame, room, w)
}

// paintPay paints the payment's panel: the bet, the chips put down so far,
// the chips to put down, clear and pay.
func (s *desk) paintPay(dst *ebiten.Image, what string) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	r := f.Screen(payBox)
	draw.Panel(dst, r, f.L(12))
	s.block(payBox)
	pad := f.L(14)
	tf := draw.Face(a.Fonts.Bold, f.L(14))
	for i, l := range draw.Wrap(tf, what, r.W-2*pad-f.L(40)) {
		if i < 2 {
			draw.Text(dst, tf, l, r.X+pad, r.Y+pad+f.L(2)+float64(i)*f.L(17), draw.Start, draw.GoldLight, false)
		}
	}
	// The chips, four a row.
	cw, ch := (payBox.W-28-18)/4, 38.0
	for i, v := range s.coins {
		cr := draw.R{X: payBox.X + 14 + float64(i%4)*(cw+6), Y: payBox.Y + 54 + float64(i/4)*(ch+6), W: cw, H: ch}
		st := draw.ButtonNormal
		if s.hoveredIs(tChip + i) {
			st = draw.ButtonHover
		}
		s.button(dst, cr, loc.Money(v), "", st)
		s.addTarget(cr, tChip+i)
	}
	half := (payBox.W - 28 - 8) / 2
	clr := draw.R{X: payBox.X + 14, Y: payBox.Y + payBox.H - 50, W: half, H: 38}
	ok := draw.R{X: clr.X + half + 8, Y: clr.Y, W: half, H: 38}
	// The chips put down so far, in the panel's corner.
	if s.paid > 0 && s.chips != nil {
		slot := draw.R{X: payBox.X + payBox.W - 44, Y: payBox.Y + 4, W: 34, H: 32}
		s.payStack(dst, f.Screen(slot))
	}
	if s.typed != "" {
		tx := loc.T(locales.SchoolPayTyped, s.typedText())
		draw.Text(dst, draw.Face(a.Fonts.Medium, f.L(13)), tx, r.X+r.W-pad, r.Y+r.H-f.L(62), draw.End, draw.Cream, false)
	}
	ck, pk := input.Label(loc, input.Clear), input.Label(loc, input.Confirm)
	s.button(dst, clr, loc.T(locales.SchoolBtnClear), ck, draw.ButtonNormal)
	s.button(dst, ok, loc.T(locales.SchoolVerbPay), pk, draw.ButtonPrimary)
	s.addTarget(clr, tPayCLR)
	s.addTarget(ok, tPayOK)
}

// payStack draws the chips the croupier has put down, stacked in r
// (pixels), largest at the bottom.
func (s *desk) payStack(dst *ebiten.Image, r draw.R) {
	f := s.app.Frame
	d := float64(s.chips.Diameter())
	chips := s.breakdown(s.paid)
	var op ebiten.DrawImageOptions
	for i := 0; i < len(chips) && i < 12; i++ {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(r.CX()-d/2), math.Round(r.Y+r.H-d-float64(i)*f.L(3)))
		dst.DrawImage(s.chip(chips[i]), &op)
	}
}
