package school

import (
	"image/color"
	"math"
	"sabot/driver/schooldriver"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// paint repaints both layers and the targets.
func (s *Punto) paint() {
	s.Dirty = false
	s.repaints++
	s.targets, s.painted, s.badges = s.targets[:0], s.painted[:0], s.badges[:0]
	s.stopShown = s.layStop()
	if s.d.Table != nil {
		s.showShoe(s.d.Table.Shoe())
	}
	s.paintTable()
	s.paintHUD()
}

// settled returns the bets settled so far, from the coup's actions.
func (s *Punto) settled() map[pbBetRef]punto.ActionKind {
	out := map[pbBetRef]punto.ActionKind{}
	for _, a := range s.d.Round.Record().Actions {
		if !strings.HasPrefix(a, "pay ") && !strings.HasPrefix(a, "collect ") && !strings.HasPrefix(a, "return ") {
			continue
		}
		if act, err := punto.ParseAction(a); err == nil {
			out[pbBetRef{pos: act.Position, side: act.Side}] = act.Kind
		}
	}
	return out
}

// given reports whether the Punto cards are in the reader's hands.
func (s *Punto) given() bool {
	for _, a := range s.d.Round.Record().Actions {
		if strings.HasPrefix(a, "give ") {
			return true
		}
	}
	return false
}

// paintTable paints the bets, the players, the cards and their scores.
func (s *Punto) paintTable() {
	a := s.app
	f := a.Frame
	dst := s.cards.Begin(f)
	r := s.d.Round
	if r == nil || s.deck == nil {
		return
	}
	small := draw.Face(a.Fonts.Medium, f.L(13))
	// The positions first: their bets' targets lie over them.
	for p := 1; p <= len(s.geom.T.Positions); p++ {
		s.addTarget(s.geom.PositionRect(p), tPBPosition+p)
	}
	settled := s.settled()
	nets := map[pbBetRef]rules.Money{}
	for _, br := range r.Record().Bets {
		nets[pbBetRef{pos: br.Position, side: br.On}] = br.Net
	}
	if s.verb == pbVerbIndicate {
		// The winning side is indicated on its box: every position's
		// circles take the click, a tie's Egalité with no bet on it too.
		for p := 1; p <= len(s.geom.T.Positions); p++ {
			for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
				c := s.geom.Circle(p, side)
				s.addTarget(draw.R{X: c.X - c.R*1.2, Y: c.Y - c.R*1.4, W: c.R * 2.4, H: c.R * 2.8}, tPBBet+p*4+int(side))
			}
		}
	}
	named := map[int]bool{}
	for _, b := range r.Bets() {
		c := s.geom.Circle(b.Position, b.On)
		ref := pbBetRef{pos: b.Position, side: b.On}
		kind, done := settled[ref]
		s.pbStack(dst, b, c, kind, done, nets[ref])
		s.addTarget(draw.R{X: c.X - c.R*1.2, Y: c.Y - c.R*1.4, W: c.R * 2.4, H: c.R * 2.8}, tPBBet+b.Position*4+int(b.On))
		if named[b.Position] {
			continue
		}
		named[b.Position] = true
		ang := s.geom.Position(b.Position).Angle
		px, py := s.geom.Polar(ang, 1.0)
		// Pushed out sideways, clear of the position's number where the
		// rail turns (positions 1 and 9 ran their names into it).
		px = s.geom.T.CX + (px-s.geom.T.CX)*1.08
		name := b.Player
		if b.Standing {
			name = a.Loc.T(locales.SchoolPBStanding, name)
		}
		ink := draw.Muted
		if b.Position == r.Reader() && !r.Blank() {
			ink = draw.GoldLight
			draw.Text(dst, small, a.Loc.T(locales.SchoolPBReader), f.X(px), f.Y(py)+f.L(16), draw.Center, ink, true)
		}
		draw.Text(dst, small, name, f.X(px), f.Y(py), draw.Center, ink, true)
	}
	given := s.given()
	for _, side := range []punto.Side{punto.Punto, punto.Banco} {
		cards := r.Cards(side)
		up := r.FaceUp(side)
		for i, c := range cards {
			x, y, rot := s.geom.HandSlot(side, i)
			if side == punto.Punto && given && !up && i < 2 {
				x, y, rot = s.geom.ReaderSlot(r.Reader(), i)
			}
			s.pbCard(dst, c, x, y, rot, !up && i < 2)
		}
		if up && len(cards) > 0 && s.totalsShown() {
			hr := s.geom.HandRect(side)
			draw.Badge(dst, a.Fonts, itoa(r.Points(side)), f.X(hr.CX())-f.L(12), f.Y(hr.Y-6), f.L(22), draw.Cream)
			s.badges = append(s.badges, itoa(r.Points(side)))
		}
		s.addTarget(s.geom.HandRect(side), tPBHand+int(side))
	}
	// An incident's card out of the sabot, beside it, face up (a card
	// drawn too many and not seen, face down). A short deal (Art. 7) has
	// no card out: Banco's missing card is the sabot's next.
	// A card laid on the wrong side lies there, as dealt (the deal's face
	// down), until it is picked up; so does the deal's fifth card (Art. 7),
	// and, picked up and given to neither side, it waits face down by the
	// sabot to go under it.
	if inc, ok := r.Pending(); ok && inc.Remedy.Kind != 0 && inc.Kind != punto.ShortDeal {
		sb := s.geom.T.Sabot
		x, y, rot := sb.X-s.geom.CW*0.8, sb.Y+sb.H+s.geom.CH*0.7, 0.0
		fifth := inc.Kind == punto.WrongCount || inc.Kind == punto.WrongCountUnclear
		swapped := inc.Kind == punto.SwappedCards || inc.Kind == punto.SwappedCardsUnclear
		wrongSide := swapped || inc.Kind == punto.UndueThirdCard || fifth
		if wrongSide && (inc.Remedy.Kind == punto.PickUp || inc.Remedy.Kind == punto.Annul || inc.Kind == punto.UndueThirdCard) {
			x, y, rot = s.geom.HandSlot(inc.Side, min(len(r.Cards(inc.Side)), 2))
		}
		s.pbCard(dst, inc.Card, x, y, rot, pbIncidentFaceDown(inc.Kind))
	}
}

// pbIncidentFaceDown reports whether an incident's card out of the sabot
// lies face down: a card of the deal (laid on the wrong side, the deal's
// fifth, stuck to another whose order the dealer restores: the deal is
// face down), and a card drawn too many and not seen (Art. 1: it goes
// under the sabot unseen). Seen, exposed, fallen or burnt, it shows.
func pbIncidentFaceDown(k punto.IncidentKind) bool {
	switch k {
	case punto.SwappedCards, punto.SwappedCardsUnclear, punto.WrongCount, punto.WrongCountUnclear, punto.ExtraCard, punto.StuckCardsOrdered:
		return true
	}
	return false
}

// pbCard draws a card centred on (x, y) turned by rot, face down or up.
func (s *Punto) pbCard(dst *ebiten.Image, c rules.Card, x, y, rot float64, down bool) {
	f := s.app.Frame
	img := s.deck.Face(c)
	if down {
		img = s.deck.Back()
	}
	var op ebiten.DrawImageOptions
	w, h := float64(s.deck.Width()), float64(s.deck.Height())
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// stackText is what a bet's label says: its stake, or once settled what
// happened to it: the stake collected, the winnings paid (a Banco bet's
// less the commission: 50,00 paid 47,50 says "+47,50"), the stake
// returned.
func stackText(loc *locales.Locale, b punto.Bet, kind punto.ActionKind, done bool, net rules.Money) (string, color.Color) {
	if !done {
		return loc.Money(b.Amount), draw.Cream
	}
	switch kind {
	case punto.Collect:
		return "−" + loc.Money(b.Amount), draw.Lose
	case punto.Pay:
		return "+" + loc.Money(net), draw.Win
	case punto.Return:
		return "= " + loc.Money(b.Amount), draw.Cream
	}
	return loc.Money(b.Amount), draw.Cream
}

// pbStack draws a bet's chips on its circle and its amount, or once
// settled what happened to it.
func (s *Punto) pbStack(dst *ebiten.Image, b punto.Bet, c draw.Circle, kind punto.ActionKind, done bool, net rules.Money) {
	a := s.app
	f := a.Frame
	if s.chips == nil {
		return
	}
	d := float64(s.chips.Diameter())
	chips := s.breakdown(b.Amount)
	if done && kind == punto.Collect {
		chips = nil
	}
	var op ebiten.DrawImageOptions
	for i := len(chips) - 1; i >= 0; i-- {
		k := len(chips) - 1 - i
		if k >= 6 {
			break
		}
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(f.X(c.X)-d/2), math.Round(f.Y(c.Y)-d/2-float64(k)*f.L(2.5)))
		dst.DrawImage(s.chip(chips[i]), &op)
	}
	txt, clr := stackText(a.Loc, b, kind, done, net)
	face := draw.Face(a.Fonts.Bold, f.L(11))
	tw := draw.Width(face, txt)
	r := draw.R{X: f.X(c.X) - tw/2 - f.L(4), Y: f.Y(c.Y) + d/2, W: tw + f.L(8), H: f.L(14)}
	draw.RoundRect(dst, r, r.H/2, draw.PanelFill)
	draw.Text(dst, face, txt, r.CX(), r.CY(), draw.Center, clr, true)
}

// pbButtonLabels are the Punto table's buttons, in their rows.
func (s *Punto) rows() buttonRows {
	loc := s.app.Loc
	b := func(i int, k locales.Key, args ...any) deskButton {
		return deskButton{label: loc.T(k, args...), index: tButton + i}
	}
	rows := buttonRows{
		{b(pbBtnClose, locales.SchoolStepCloseBets), b(pbBtnBianco, locales.SchoolPBStepBianco), b(pbBtnTurnBanco, locales.SchoolPBBtnTurnBanco),
			b(pbBtnTurnPunto, locales.SchoolPBBtnTurnPunto), b(pbBtnAnnounce, locales.SchoolPBBtnAnnounce), b(pbBtnDrawRest, locales.SchoolPBBtnDrawRest),
			b(pbBtnAnnul, locales.SchoolPBStepAnnul), b(pbBtnDiscard, locales.SchoolPBBtnDiscard)},
		{b(pbBtnGive, locales.SchoolPBVerbGive), b(pbBtnPay, locales.SchoolVerbPay), b(pbBtnCollect, locales.SchoolVerbCollect),
			b(pbBtnReturn, locales.SchoolPBVerbReturn), b(pbBtnButton, locales.SchoolPBVerbButton), b(pbBtnIndicate, locales.SchoolPBVerbIndicate),
			// The cut card's calls (Art. 5), after the verbs.
			b(pbBtnUltimo, locales.SchoolPBBtnUltimoColpo), b(pbBtnUltimo7, locales.SchoolPBBtnUltimoColpoSette)},
	}
	if _, ok := s.d.Pending(); ok || (s.d.Round != nil && s.d.Round.Rebuilt()) {
		// An incident, or a coup rebuilt alla regola: the remedies' buttons.
		rows[remedyRow] = append(rows[remedyRow], b(pbBtnPickUp, locales.SchoolIncBtnPickUp), b(pbBtnUnderShoe, locales.SchoolIncBtnUnderShoe),
			b(pbBtnNextBianco, locales.SchoolIncBtnNextBianco), b(pbBtnBurn, locales.SchoolIncBtnBurn), b(pbBtnRestore, locales.SchoolIncBtnRestoreOrder))
	}
	rows[0][4].lit = s.annOn
	if s.verb != pbVerbNone {
		rows[1][int(s.verb-pbVerbGive)].lit = true
	}
	return rows
}

// statusLine is the status: the hint, the verb waiting for its position
// or bet, or the last step or call.
func (s *Punto) statusLine() string {
	loc := s.app.Loc
	switch {
	case s.Hint != "":
		return loc.T(locales.SchoolHint, s.Hint)
	case !s.picked && s.Said != "":
		// The tool stays chosen after a step: the step said first.
	case s.verb == pbVerbIndicate:
		return loc.T(locales.SchoolPBPickSide, s.rows()[1][int(s.verb-pbVerbGive)].label)
	case s.verb == pbVerbGive || s.verb == pbVerbButton:
		return loc.T(locales.SchoolPBPickPosition, s.rows()[1][int(s.verb-pbVerbGive)].label)
	case s.verb != pbVerbNone:
		return loc.T(locales.SchoolPickBet, s.rows()[1][int(s.verb-pbVerbGive)].label)
	}
	return s.Said
}

// paintHUD paints the header, the buttons, the status and the panels.
func (s *Punto) paintHUD() {
	dst := s.hud.Begin(s.app.Frame)
	s.paintHeader(dst)
	s.paintRows(dst, s.rows(), s.statusLine())
	s.paintPanels(dst)
	loc := s.app.Loc
	switch {
	case s.payOn != nil:
		s.paintPay(dst, loc.T(locales.SchoolPBStepPay, s.paid, schooldriver.SideWord(loc, s.payOn.side), s.payOn.pos))
	case s.annOn:
		s.paintAnnounce(dst)
	}
	s.paintArticle(dst)
	s.paintExamIntro(dst)
}

// paintAnnounce paints the announcement's panel: Banco's score and Punto's
// to choose, and Announce.
func (s *Punto) paintAnnounce(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	score := func(n int) string {
		if n < 0 {
			return "–"
		}
		return itoa(n)
	}
	s.announcePanel(dst, loc.T(locales.SchoolPBAnnounceTitle, score(s.annB), score(s.annP)))
	label := draw.Face(a.Fonts.Medium, f.L(13))
	cw := (payBox.W - 28 - 4*9) / 10
	for row, side := range []punto.Side{punto.Banco, punto.Punto} {
		y := payBox.Y + 44 + float64(row)*62
		draw.Text(dst, label, schooldriver.SideWord(loc, side), f.X(payBox.X+14), f.Y(y), draw.Start, draw.Muted, false)
		chosen := s.annB
		if row == 1 {
			chosen = s.annP
		}
		for d := 0; d < 10; d++ {
			br := draw.R{X: payBox.X + 14 + float64(d)*(cw+4), Y: y + 18, W: cw, H: 34}
			st := draw.ButtonNormal
			switch {
			case d == chosen:
				st = draw.ButtonPrimary
			case s.hoveredIs(tPBDigit + 10*row + d):
				st = draw.ButtonHover
			}
			s.button(dst, br, itoa(d), "", st)
			s.addTarget(br, tPBDigit+10*row+d)
		}
	}
	ok := draw.R{X: payBox.X + 14, Y: payBox.Y + payBox.H - 50, W: payBox.W - 28, H: 38}
	st := draw.ButtonDisabled
	if s.annB >= 0 && s.annP >= 0 {
		st = draw.ButtonPrimary
	}
	s.button(dst, ok, loc.T(locales.SchoolPBBtnAnnounce), input.Label(loc, input.Confirm), st)
	s.addTarget(ok, tPBAnnounce)
}
