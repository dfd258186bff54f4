package bjtable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/assets"
	"sabot/driver/bjdriver"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/trainer"
)

// What the blackjack table paints into its layers: the felt once (on
// Layout), and over the cards the labels, the buttons and the panels
// whenever something changes (in Update), so that Draw only draws images.

// Colours of the results.
var (
	bustColor = color.NRGBA{0xc2, 0x2b, 0x2b, 0xff}
	labelDark = color.NRGBA{0x0b, 0x1a, 0x12, 0xe8}
	winFill   = color.NRGBA{0x1d, 0x6e, 0x3c, 0xf0}
	loseFill  = color.NRGBA{0x7e, 0x22, 0x22, 0xf0}
)

// paintFelt paints the felt, its boxes and printed lines.
func (s *Table) paintFelt() {
	a := s.app
	dst := s.felt.Begin(a.Frame)
	s.geom.Table.Paint(dst, a.Frame, a.Fonts, draw.BlackjackTexts(a.Loc, s.d.Rules()), s.d.Rules(), s.deck)
}

// paint repaints the labels, the panels and the buttons, and the targets.
func (s *Table) paint() {
	s.dirty = false
	a := s.app
	f := a.Frame
	dst := s.hud.Begin(f)
	s.targets = s.targets[:0]
	s.paintHeader(dst)
	s.tr.paintHeader(dst)
	s.paintSeats(dst)
	s.paintHands(dst)
	s.paintBubbles(dst)
	s.paintResult(dst)
	s.paintBar()
	s.tr.whyTarget() // the panel is over the table: its button on top
}

// bankrollText is the bankroll the header shows: that of the table's
// money, in it («Fondos: $ 1.000» at the Argentine table).
func (s *Table) bankrollText() string {
	return s.app.Loc.T(locales.MenuBankroll, s.app.Wallet.Balance(s.d.Rules().Currency))
}

// paintHeader writes the table's name and the bankroll.
func (s *Table) paintHeader(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	x := 24.0
	if fl, ok := assets.FlagOf(s.d.Rules().Country); ok {
		draw.PaintFlag(dst, fl, f.Screen(draw.R{X: 24, Y: 12, W: 36, H: 24}))
		x = 72
	}
	name := loc.T(locales.TableName(s.d.Rules().ID))
	nf := draw.Face(fonts.Bold, f.L(20))
	draw.Text(dst, nf, name, f.X(x), f.Y(24), draw.Start, draw.Cream, true)
	bank := s.bankrollText()
	bf := draw.Face(fonts.Bold, f.L(20))
	draw.Text(dst, bf, bank, f.X(1256), f.Y(24), draw.End, draw.Cream, true)
	right := 1256 - draw.Width(bf, bank)/f.S
	if st := s.staked(); st > 0 {
		bw := draw.Width(bf, bank)
		stake := loc.T(locales.BJOnTable, st)
		sf := draw.Face(fonts.Medium, f.L(16))
		draw.Text(dst, sf, stake, f.X(1256)-bw-f.L(24), f.Y(24), draw.End, draw.GoldLight, true)
		right -= 24 + draw.Width(sf, stake)/f.S
	}
	s.headFree = [2]float64{x + draw.Width(nf, name)/f.S, right}
}

// paintSeats writes the players' names on the rail and rings the box whose
// turn it is.
func (s *Table) paintSeats(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	g := s.geom
	face := draw.Face(fonts.Bold, f.L(15))
	turnBox := 0
	if s.d.Phase() == phasePlaying {
		turnBox = s.ringBox
	}
	for n := 1; n <= s.d.Rules().Boxes; n++ {
		b := g.Box(n)
		mine := s.d.Bet(n) > 0 || (s.d.Phase() != phaseBetting && s.d.Round() != nil && s.isMine(n))
		name, clr := "", draw.Cream
		switch {
		case s.d.Seats()[n].Bot:
			name = s.d.Seats()[n].Name
		case mine:
			name, clr = loc.T(locales.BJYou), draw.GoldLight
		}
		if pill := s.nameTag(n, name); name != "" && s.tagShown(pill) {
			x, y := pill.CX(), pill.CY()
			draw.RoundRect(dst, pill, pill.H/2, color.NRGBA{0x1e, 0x10, 0x08, 0xe0})
			if n == turnBox {
				draw.RoundRectLine(dst, pill, pill.H/2, math.Max(1, f.L(1.5)), draw.Gold)
			}
			draw.Text(dst, face, name, x, y, draw.Center, clr, true)
		}
		// The box whose turn it is.
		c := b.Bet
		if n == turnBox {
			draw.Ring(dst, f.X(c.X), f.Y(c.Y), f.L(c.R+5), f.L(3), draw.Gold)
		}
		if s.d.Phase() != phasePlaying {
			// Clicking a box bets on it.
			s.addTarget(draw.R{X: c.X - c.R*1.3, Y: c.Y - c.R*1.3, W: c.R * 2.6, H: c.R * 2.6}, input.Event{Action: input.Select, Index: targetBox + n})
			if s.d.Rules().PerfectPair {
				p := b.PerfectPair
				s.addTarget(draw.R{X: p.X - p.R*1.4, Y: p.Y - p.R*1.4, W: p.R * 2.8, H: p.R * 2.8}, input.Event{Action: input.Select, Index: targetPP + n})
			}
		}
	}
}

// nameTag is the rectangle (pixels) of box n's player's name on the rail.
func (s *Table) nameTag(n int, name string) draw.R {
	f, g := s.app.Frame, s.geom
	rx, ry := felt.Radial(g.Box(n))
	r := g.Table.Radius + g.Table.Rail*0.5
	x, y := f.X(g.Table.CX+rx*r), f.Y(g.Table.CY+ry*r)
	w := draw.Width(draw.Face(s.app.Fonts.Bold, f.L(15)), name) + f.L(16)
	return draw.R{X: x - w/2, Y: y - f.L(11), W: w, H: f.L(22)}
}

// tagShown reports whether a name tag (pixels) is shown: not while the
// round's result is written over the rail where it lies.
func (s *Table) tagShown(tag draw.R) bool {
	if s.d.Phase() != phaseOver || s.d.Round() == nil {
		return true
	}
	r := s.resultRect()
	return !(tag.X < r.X+r.W && r.X < tag.X+tag.W && tag.Y < r.Y+r.H && r.Y < tag.Y+tag.H)
}

// isMine reports whether box n is the user's in the round.
func (s *Table) isMine(n int) bool {
	b := s.d.Round().Box(n)
	return b != nil && b.Player == session.UserName
}

// addTarget adds a clickable area (design units).
func (s *Table) addTarget(r draw.R, e input.Event) {
	s.targets = append(s.targets, input.Target{Rect: s.app.Frame.Rect(r), Event: e})
}

// pill paints a rounded label centred on (x, y) in pixels and returns its
// width.
func pill(dst *ebiten.Image, fonts *draw.Fonts, f draw.Frame, text string, x, y float64, fill, ink color.Color) float64 {
	face := draw.Face(fonts.Bold, f.L(14))
	w := draw.Width(face, text) + f.L(14)
	r := draw.R{X: x - w/2, Y: y - f.L(10.5), W: w, H: f.L(21)}
	draw.RoundRect(dst, draw.R{X: r.X, Y: r.Y + f.L(2), W: r.W, H: r.H}, r.H/2, draw.Shadow)
	draw.RoundRect(dst, r, r.H/2, fill)
	draw.Text(dst, face, text, x, y, draw.Center, ink, true)
	return w
}

// splitPill paints a split hand's label in r (pixels): centred, as wide as
// its text, the type smaller where the text needs it to fit; it returns
// the pill's rectangle.
func splitPill(dst *ebiten.Image, fonts *draw.Fonts, f draw.Frame, text string, r draw.R, fill, ink color.Color) draw.R {
	face := draw.Fit(fonts.Bold, text, f.L(13), r.W-f.L(8))
	w := math.Min(r.W, draw.Width(face, text)+f.L(8))
	p := draw.R{X: r.CX() - w/2, Y: r.Y, W: w, H: r.H}
	draw.RoundRect(dst, p, p.H/2, fill)
	draw.Text(dst, face, text, p.CX(), p.CY(), draw.Center, ink, true)
	return p
}

// totalText writes a total: "17", or "7/17" when an ace may still count
// one; a finished hand (stood, doubled, the dealer's once he stands) has
// its one total.
func totalText(loc *locales.Locale, t rules.Total, finished bool) string {
	if t.Soft && !finished {
		return loc.T(locales.BJTotalSoft, t.Hard(), t.Value)
	}
	return loc.Int(int64(t.Value))
}

// dealerFinished reports whether the dealer's cards are his final hand:
// the round is over, or his total stands by the table's rule.
func dealerFinished(rs rules.RuleSet, t rules.Total, cards int, over bool) bool {
	if over {
		return true
	}
	if cards < 2 {
		return false
	}
	return t.Value > 17 || (t.Value == 17 && !(t.Soft && rs.DealerHitsSoft17))
}

// activeSplitHand reports whether hand h (from 0) of nh hands of box n is
// the split hand being played now: a player of that box must decide on it.
func activeSplitHand(t blackjack.Turn, over bool, n, h, nh int) bool {
	return !over && nh > 1 && !t.Dealer && t.Box == n && t.Hand == h+1
}

// handFinished reports whether hand h (from 0) of box n takes no more
// cards in the engine.
func (s *Table) handFinished(n, h int) bool {
	if s.d.Round() == nil || s.d.Phase() == phaseOver {
		return true
	}
	b := s.d.Round().Box(n)
	return b != nil && h < len(b.Hands) && b.Hands[h].Done
}

// paintHands writes each hand's total and what became of it, and the
// dealer's total.
func (s *Table) paintHands(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	v, g := s.view, s.geom
	for n := 1; n < len(v.boxes); n++ {
		hs := v.boxes[n]
		span := v.widestSpan(n)
		for h := range hs {
			hv := &hs[h]
			s.buf = v.visibleCards(hv.cards, s.buf)
			if len(s.buf) == 0 {
				continue
			}
			lr := g.HandLabelRect(n, h, len(hs), span)
			if txt, fill, ink := s.handText(hv, rules.DeclaredTotal(s.buf, hv.ace), s.handFinished(n, h)); txt != "" {
				if len(hs) > 1 {
					// A split hand's label keeps to its cell, under its
					// cards: no wider than them.
					r := splitPill(dst, fonts, f, txt, f.Screen(lr), fill, ink)
					if s.d.Round() != nil && activeSplitHand(s.d.Round().Turn(), s.d.Phase() == phaseOver, n, h, len(hs)) {
						// The split hand being played: its label ringed in gold.
						draw.RoundRectLine(dst, r, r.H/2, math.Max(1.5, f.L(2)), draw.Gold)
					}
					continue
				}
				pill(dst, fonts, f, txt, f.X(lr.CX()), f.Y(lr.CY()), fill, ink)
			}
		}
	}
	// The stacks of more than one chip: their amounts.
	for i := range v.stacks {
		st := &v.stacks[i]
		if st.loose || st.dead || st.moving() || !st.showsAmount() {
			continue
		}
		s.paintStackAmount(dst, st)
	}
	// The side bets settled: their nets, so the labels add up to the round.
	for _, sd := range v.sides {
		x, y, side := g.SideLabel(sd.kind, sd.box, sd.hand-1, max(len(v.boxes[sd.box]), 1))
		txt := s.sideText(sd)
		if side != 0 {
			x += float64(side) * (draw.Width(draw.Face(fonts.Bold, f.L(14)), txt)/f.S + 14) / 2
		}
		fill := color.Color(labelDark)
		switch {
		case sd.net > 0:
			fill = winFill
		case sd.net < 0:
			fill = loseFill
		}
		pill(dst, fonts, f, txt, f.X(x), f.Y(y), fill, draw.Cream)
	}
	// The dealer: his total on the left of his cards.
	s.buf = v.visibleCards(v.dealer, s.buf)
	if len(s.buf) > 0 && a.Settings.ShowTotals {
		t := rules.HandTotal(s.buf)
		x, y := g.DealerCard(0)
		txt := totalText(loc, t, dealerFinished(s.d.Rules(), t, len(s.buf), s.d.Phase() == phaseOver))
		fill, ink := color.Color(labelDark), color.Color(draw.Cream)
		if t.Value > 21 {
			txt, fill = loc.T(locales.BJBustTotal, t.Value), bustColor
		} else if len(s.buf) == 2 && rules.IsNatural(s.buf) {
			txt, fill, ink = loc.T(locales.BJBlackjack), draw.Gold, draw.Ink
		}
		face := draw.Face(fonts.Bold, f.L(14))
		w := draw.Width(face, txt) + f.L(14)
		pill(dst, fonts, f, txt, f.X(x-g.CardW/2-8)-w/2, f.Y(y), fill, ink)
	}
}

// paintStackAmount writes a stack's amount on a small tag at its lower
// right, where the chips above do not cover it.
func (s *Table) paintStackAmount(dst *ebiten.Image, st *stackView) {
	a := s.app
	f := a.Frame
	txt := a.Loc.Amount(st.amount)
	face := draw.Face(a.Fonts.Bold, f.L(12))
	w, h := draw.Width(face, txt)+f.L(10), f.L(16)
	x, y := f.X(st.x+s.geom.Chip*0.42), f.Y(st.y+s.geom.Chip*0.34)
	r := draw.R{X: x - w/2, Y: y - h/2, W: w, H: h}
	draw.RoundRect(dst, r, h/2, color.NRGBA{0x0b, 0x1a, 0x12, 0xf0})
	draw.RoundRectLine(dst, r, h/2, math.Max(1, f.L(1)), draw.Gold)
	draw.Text(dst, face, txt, r.CX(), r.CY(), draw.Center, draw.Cream, true)
}

// sideText is a settled side bet's label: "Insurance −10.00".
func (s *Table) sideText(sd sideView) string {
	loc := s.app.Loc
	net, _ := s.resultText(blackjack.Push, sd.net)
	key := locales.BJInsuranceOf
	switch sd.kind {
	case felt.Desafio:
		key = locales.BJDesafioOf
	case felt.PerfectPair:
		key = locales.BJPerfectPairOf
	}
	return loc.T(key, net)
}

// handText is the one label of a hand: its total ("17", "7/17", the
// argentine "A=11: 17"), "Black Jack" or its bust, and once settled its
// result, in the colours of what happened.
func (s *Table) handText(hv *handView, t rules.Total, finished bool) (string, color.Color, color.Color) {
	loc := s.app.Loc
	var txt string
	fill, ink := color.Color(labelDark), color.Color(draw.Cream)
	switch {
	case hv.blackjack && hv.evenMoney:
		txt, fill, ink = loc.T(locales.BJEvenMoney), draw.Gold, draw.Ink
	case hv.blackjack:
		txt, fill, ink = loc.T(locales.BJBlackjack), draw.Gold, draw.Ink
	case hv.bust || t.Value > 21:
		txt, fill = loc.T(locales.BJBustTotal, t.Value), bustColor
		if hv.settled {
			txt = loc.Int(int64(t.Value))
		}
	case hv.settled:
		txt = loc.Int(int64(t.Value))
	case s.app.Settings.ShowTotals:
		txt = totalText(loc, t, finished)
		if hv.ace != rules.AceUndeclared {
			txt = loc.T(locales.BJAceTotal, hv.ace.String(), t.Value)
		}
	}
	if !hv.settled {
		return txt, fill, ink
	}
	res, _ := s.resultText(hv.result, hv.net)
	if !s.app.Settings.ShowTotals && !hv.blackjack && !hv.bust {
		txt = ""
	}
	if txt != "" {
		res = loc.T(locales.BJLabelResult, txt, res)
	}
	if !hv.blackjack && !hv.bust {
		switch {
		case hv.net > 0:
			fill = winFill
		case hv.net < 0:
			fill = loseFill
		}
	}
	return res, fill, ink
}

// resultText is a settled hand's result: the net won or lost, or "push".
func (s *Table) resultText(r blackjack.Result, net rules.Money) (string, color.Color) {
	loc := s.app.Loc
	switch {
	case r == blackjack.Void:
		return loc.T(locales.BJVoid), draw.Muted
	case net > 0:
		return loc.T(locales.BJPlus, net), draw.Win
	case net < 0:
		return loc.T(locales.BJMinus, -net), draw.Lose
	}
	return loc.T(locales.BJPush), draw.Muted
}

// paintBubbles writes what each player said last, by his betting circle.
func (s *Table) paintBubbles(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	for n := 1; n < len(s.bubbles); n++ {
		bb := s.bubbles[n]
		if bb.ticks == 0 || bb.text == "" {
			continue
		}
		b := s.geom.Box(n)
		rx, ry := felt.Radial(b)
		r := s.geom.Table.Radius * 0.9
		pill(dst, a.Fonts, f, bb.text, f.X(s.geom.Table.CX+rx*r), f.Y(s.geom.Table.CY+ry*r), draw.Cream, draw.Ink)
	}
}

// paintResult shows the user's result once the round is over.
func (s *Table) paintResult(dst *ebiten.Image) {
	if s.d.Phase() != phaseOver {
		return
	}
	f := s.app.Frame
	txt, clr := s.bannerText()
	face := s.resultFace(txt)
	r := s.resultRect()
	draw.Panel(dst, r, f.L(18))
	draw.RoundRectLine(dst, r, f.L(18), f.L(2), draw.Gold)
	draw.Text(dst, face, txt, r.CX(), r.CY(), draw.Center, clr, true)
}

// resultFace is the type of the round's result txt: smaller for seven
// boxes' results in one line.
func (s *Table) resultFace(txt string) *text.GoTextFace {
	f := s.app.Frame
	size := 26.0
	face := draw.Face(s.app.Fonts.Bold, f.L(size))
	for size > 14 && draw.Width(face, txt) > f.L(1180) {
		size -= 2
		face = draw.Face(s.app.Fonts.Bold, f.L(size))
	}
	return face
}

// resultRect is the rectangle (pixels) of the round's result, on the felt
// in front of the middle box.
func (s *Table) resultRect() draw.R {
	f := s.app.Frame
	txt, _ := s.bannerText()
	w := draw.Width(s.resultFace(txt), txt) + f.L(56)
	cy := resultY(s.geom)
	return draw.R{X: f.X(640) - w/2, Y: f.Y(cy) - f.L(25), W: w, H: f.L(50)}
}

// bannerText is the banner of the round just over: the user's stakes and
// his net, what the bankroll moved by.
func (s *Table) bannerText() (string, color.Color) {
	return resultBanner(s.app.Loc, s.d.Voided(), userStakes(s.d.Round(), nil))
}

// resultY is the height of the centre of the user's result, design
// units: on the felt in front of the middle box, above the rail.
func resultY(g *felt.Geom) float64 { return g.Table.CY + g.Table.Radius*0.93 }

// ResultY is where the table writes the user's result at the end
// of a round (the height of its centre on the design canvas, horizontally
// centred), for the end-to-end tests.
func ResultY(r rules.RuleSet) float64 { return resultY(felt.New(r)) }

// userTurn reports whether the round waits for the user.
func (s *Table) userTurn() bool {
	if s.d.Phase() != phasePlaying || s.d.Round() == nil || s.d.Round().Done() || !s.ask.asked {
		return false
	}
	return !s.d.Round().Turn().Dealer && !s.botTurn()
}

// status is the line under the buttons: what to do, or who plays.
func (s *Table) status() string {
	loc := s.app.Loc
	switch s.d.Phase() {
	case phaseBetting:
		if s.d.Rules().Limits.MaxPerRound > 0 {
			return loc.T(locales.BJStatusBetRound, s.chips.values[s.chips.chosen], s.d.Rules().Limits.MaxPerRound)
		}
		return loc.T(locales.BJStatusBet, s.chips.values[s.chips.chosen])
	case phaseOver:
		return loc.T(locales.BJStatusOver)
	}
	if s.d.Round() == nil || s.d.Round().Done() {
		return ""
	}
	if s.tr.asking() {
		return loc.T(locales.TrainerStatusAsk)
	}
	t := s.d.Round().Turn()
	switch {
	case t.Dealer:
		return loc.T(locales.BJStatusDealer)
	case s.botTurn():
		return loc.T(locales.BJStatusBot, trainer.Owner(s.d.Round()), t.Box)
	case !s.ask.asked || t != s.ask.turn:
		// The user's question waits for the cards to land (advance).
		return ""
	case t.Stake >= 2:
		return loc.T(locales.BJStatusBehind, t.Box, s.d.Round().Box(t.Box).Player, loc.T(bjdriver.QuestionKey(t)))
	}
	if t.Hand > 1 || len(s.d.Round().Box(t.Box).Hands) > 1 {
		return loc.T(locales.BJStatusYourHand, t.Box, t.Hand, loc.T(bjdriver.QuestionKey(t)))
	}
	return loc.T(locales.BJStatusYou, t.Box, loc.T(bjdriver.QuestionKey(t)))
}
