package why

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/tutor"
	"sabot/words"
)

// The page of a side decision (insurance, even money, the desafío): a row
// per answer with the bar of its events and the terms of its EV, the
// unseen cards that decide it against the break-even share, the table's
// rules.

// sideRowH is the height of an answer's row, design units.
const sideRowH = 150.0

// sideColors are the colours of the side events, in the order of
// tutor.SideEvent, from the outcomes' palette: green the bet won, red
// lost, light green the sure 1:1, gold the blackjack, grey the push.
var sideColors = [tutor.NumSideEvents]color.NRGBA{
	outcomeColors[tutor.OutWin], outcomeColors[tutor.OutLose], outcomeColors[tutor.OutDealerBust],
	outcomeColors[tutor.OutBlackjack], outcomeColors[tutor.OutPush],
}

// ratioText writes a payout: "2 a 1".
func ratioText(loc *locales.Locale, r rules.Ratio) string {
	return loc.T(locales.FmtRatio, r.Win, r.Stake)
}

// sideEventName is an event's name on the legend.
func (s *Scene) sideEventName(e tutor.SideEvent) string {
	loc := s.app.Loc
	rs := s.dp.Rules
	desafio := s.why.Side.Kind == tutor.SideDesafio
	switch e {
	case tutor.SideWins:
		if desafio {
			return loc.T(locales.WhySideDesWins, ratioText(loc, rs.DesafioPays))
		}
		return loc.T(locales.WhySideInsWins, ratioText(loc, rs.InsurancePays))
	case tutor.SideLoses:
		if desafio {
			return loc.T(locales.WhySideDesLoses)
		}
		return loc.T(locales.WhySideInsLoses)
	case tutor.SidePaidNow:
		return loc.T(locales.WhySidePaidNow)
	case tutor.SideBlackjack:
		return loc.T(locales.WhySideBlackjack, ratioText(loc, rs.BlackjackPays))
	}
	return loc.T(locales.WhySidePush)
}

// sideLabel names a side decision: "Insurance against the ace".
func sideLabel(loc *locales.Locale, k tutor.SideKind) string {
	switch k {
	case tutor.SideEvenMoney:
		return loc.T(locales.TrainerQEvenMoney)
	case tutor.SideDesafio:
		return loc.T(locales.TrainerQDesafio)
	}
	return loc.T(locales.TrainerQInsurance)
}

// paintSide paints the answers and the cards that decide them.
func (s *Scene) paintSide(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	side := s.why.Side
	head := loc.T(locales.WhySideAnswers)
	draw.Text(dst, draw.Fit(fonts.Medium, head, f.L(15), f.L(playsW)), head, f.X(playsX), f.Y(playsTop), draw.Start, draw.Dim, true)
	y := playsTop + 20
	for i, ans := range side.Answers {
		s.paintAnswer(dst, ans, i == 0, y)
		y += sideRowH
	}
	s.paintSideLegend(dst, y+8)
	s.paintBreakEven(dst, y+64)
	s.paintSideCards(dst)
}

// paintBreakEven paints the panel that works the break-even out from y:
// the equation of the two answers, why, and where this shoe stands.
func (s *Scene) paintBreakEven(dst *ebiten.Image, y float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	side := s.why.Side
	panel := draw.R{X: playsX - 12, Y: y, W: playsW + 24, H: playsBot + 48 - y}
	draw.Panel(dst, f.Screen(panel), f.L(14))
	x0 := playsX + 6
	t := loc.T(locales.WhySideWhyTitle)
	draw.Text(dst, draw.Fit(fonts.Bold, t, f.L(19), f.L(playsW-24)), t, f.X(x0), f.Y(y+22), draw.Start, draw.GoldLight, true)

	// One card in n: 3 for a bet paid 2:1 or a blackjack paid 3:2.
	n := 1 / side.BreakEven
	inN := loc.Fixed(n, countPlaces(n))
	frac := "1/" + inN
	if countPlaces(n) > 0 {
		frac = percent(loc, side.BreakEven, 1)
	}
	pays := loc.Fixed(side.Pays, sidePlaces(side.Pays))
	var eq, why string
	if side.Kind == tutor.SideEvenMoney {
		eq = "1 = " + pays + " × (1 − p)   →   p = " + frac
		why = loc.T(locales.WhySideWhyEven, ratioText(loc, s.dp.Rules.BlackjackPays), inN)
	} else {
		r := s.dp.Rules.InsurancePays
		if side.Kind == tutor.SideDesafio {
			r = s.dp.Rules.DesafioPays
		}
		eq = pays + " × p = 1 × (1 − p)   →   p = " + frac
		why = loc.T(locales.WhySideWhyBet, ratioText(loc, r), pays, inN)
	}
	draw.Text(dst, draw.Face(fonts.Bold, f.L(24)), eq, f.X(x0), f.Y(y+60), draw.Start, draw.Cream, true)
	face := draw.Face(fonts.Medium, f.L(15))
	ty := y + 96
	for _, l := range draw.Wrap(face, why, f.L(playsW-24)) {
		draw.Text(dst, face, l, f.X(x0), f.Y(ty), draw.Start, draw.Muted, true)
		ty += 15 * 1.35
	}
	here := loc.T(locales.WhySideWhyHere, percent(loc, side.P, 1), words.Answer(loc, side.Answers[0].Action))
	draw.Text(dst, draw.Fit(fonts.Bold, here, f.L(17), f.L(playsW-24)), here, f.X(x0), f.Y(ty+14), draw.Start, draw.GoldLight, true)
}

// paintAnswer paints one answer's row at y: its name and EV, the bar of
// its events, the terms of its EV.
func (s *Scene) paintAnswer(dst *ebiten.Image, ans tutor.SideAnswer, best bool, y float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	const bh = 40.0
	if best {
		draw.RoundRect(dst, f.Screen(draw.R{X: playsX - 12, Y: y - 4, W: playsW + 24, H: bh + 66}), f.L(10), draw.Mix(draw.PanelFill, draw.PanelHi, 0.7))
	}
	nameClr := color.Color(draw.Cream)
	if best {
		nameClr = draw.GoldLight
	}
	name := words.Answer(loc, ans.Action)
	nf := draw.Fit(fonts.Bold, name, f.L(20), f.L(420))
	draw.Text(dst, nf, name, f.X(playsX), f.Y(y+13), draw.Start, nameClr, true)
	if best {
		x := playsX + draw.Width(nf, name)/f.S + 12
		draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), loc.T(locales.TrainerBestTag), f.X(x), f.Y(y+14), draw.Start, draw.Gold, true)
	}
	ev := loc.T(locales.WhyEV) + " " + loc.T(locales.FmtPercent, loc.Signed(100*ans.EV, 2))
	draw.Text(dst, draw.Face(fonts.Bold, f.L(20)), ev, f.X(playsX+playsW), f.Y(y+13), draw.End, nameClr, true)

	by := y + 30
	bar := draw.R{X: playsX, Y: by, W: playsW, H: bh}
	draw.RoundRect(dst, f.Screen(bar), f.L(6), color.NRGBA{0x00, 0x10, 0x08, 0xa0})
	if len(ans.Terms) == 0 {
		t := loc.T(locales.WhySideNothing)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(15), f.L(playsW-20)), t, f.X(bar.CX()), f.Y(bar.CY()), draw.Center, draw.Muted, true)
	}
	bx := playsX
	pf := draw.Face(fonts.Bold, f.L(13))
	for _, t := range ans.Terms {
		w := t.P * playsW
		if w <= 0.05 {
			continue
		}
		draw.FillRect(dst, f.Screen(draw.R{X: bx, Y: by, W: w, H: bh}), sideColors[t.Event])
		if txt := percent(loc, t.P, 1); draw.Width(pf, txt)/f.S < w-6 {
			ink := color.Color(draw.Ink)
			if t.Event == tutor.SideLoses {
				ink = draw.Cream
			}
			draw.Text(dst, pf, txt, f.X(bx+w/2), f.Y(by+bh/2), draw.Center, ink, true)
		}
		bx += w
	}
	draw.RoundRectLine(dst, f.Screen(bar), f.L(6), math.Max(1, f.L(1)), color.NRGBA{0xff, 0xff, 0xff, 0x30})
	s.paintSideTerms(dst, ans, playsX, by+bh+16)
}

// paintSideTerms writes "EV = +1 × 30.7% − 0.5 × 69.3% = −3.88%": the
// stake times the payout, times the chance.
func (s *Scene) paintSideTerms(dst *ebiten.Image, ans tutor.SideAnswer, x, y float64) {
	l := s.termLine(dst, x, y)
	for _, t := range ans.Terms {
		pay := t.Stake * t.Pays
		if pay == 0 {
			continue // a push pays nothing
		}
		l.term(pay, sidePlaces(pay), t.P, sideColors[t.Event])
	}
	if l.n == 0 {
		l.put(l.loc.T(locales.FmtPercent, l.loc.Signed(100*ans.TermsEV(), 2)), draw.Cream)
		return
	}
	l.total(ans.TermsEV())
}

// sidePlaces is how many decimals a stake times a payout needs: 1 none,
// 1.5 one, 0.25 two.
func sidePlaces(x float64) int {
	switch x = math.Abs(x); {
	case x == math.Trunc(x):
		return 0
	case 10*x == math.Trunc(10*x):
		return 1
	}
	return 2
}

// paintSideLegend paints the colours of the events the answers have.
func (s *Scene) paintSideLegend(dst *ebiten.Image, y float64) {
	a := s.app
	f, fonts := a.Frame, a.Fonts
	var seen [tutor.NumSideEvents]bool
	colW := playsW / 2
	i := 0
	for _, ans := range s.why.Side.Answers {
		for _, t := range ans.Terms {
			if seen[t.Event] {
				continue
			}
			seen[t.Event] = true
			x := playsX + float64(i%2)*colW
			yy := y + float64(i/2)*24
			draw.RoundRect(dst, f.Screen(draw.R{X: x, Y: yy + 4, W: 14, H: 14}), f.L(3), sideColors[t.Event])
			name := s.sideEventName(t.Event)
			draw.Text(dst, draw.Fit(fonts.Medium, name, f.L(14), f.L(colW-28)), name, f.X(x+20), f.Y(yy+11), draw.Start, draw.Muted, true)
			i++
		}
	}
}

// paintSideCards paints the panel of the unseen cards that decide: their
// count, their share on a gauge with the break-even share and a fresh
// shoe's marked, and how far the shoe is from the break-even.
func (s *Scene) paintSideCards(dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	side := s.why.Side
	panel := draw.R{X: sideX, Y: playsTop - 6, W: sideW, H: 270}
	draw.Panel(dst, f.Screen(panel), f.L(14))
	title, sub := loc.T(locales.WhySideTens), loc.T(locales.WhySideSubDealer)
	if side.Card == 1 {
		title = loc.T(locales.WhySideAces)
	}
	if side.Kind == tutor.SideDesafio {
		sub = loc.T(locales.WhySideSubOwn)
	}
	x0, x1 := sideX+18, sideX+sideW-18
	draw.Text(dst, draw.Fit(fonts.Bold, title, f.L(19), f.L(sideW-36)), title, f.X(x0), f.Y(panel.Y+22), draw.Start, draw.GoldLight, true)
	sf := draw.Face(fonts.Medium, f.L(13))
	for i, l := range draw.Wrap(sf, sub, f.L(sideW-36)) {
		if i < 2 {
			draw.Text(dst, sf, l, f.X(x0), f.Y(panel.Y+44+float64(i)*17), draw.Start, draw.Dim, true)
		}
	}

	// The count and the share.
	count := loc.T(locales.WhySideCount, side.Count, side.Cards)
	cf := draw.Face(fonts.Bold, f.L(30))
	draw.Text(dst, cf, count, f.X(x0), f.Y(panel.Y+94), draw.Start, draw.Cream, true)
	share := percent(loc, side.P, 1)
	draw.Text(dst, cf, share, f.X(x1), f.Y(panel.Y+94), draw.End, draw.GoldLight, true)

	// The gauge: the share filled, the break-even and a fresh shoe's
	// share marked.
	fresh := tutor.FullShoe(s.dp.Rules.Decks)
	freshP := float64(fresh[side.Card]) / float64(fresh.Total())
	scale := math.Max(0.5, 1.15*math.Max(side.P, side.BreakEven))
	gy, gh := panel.Y+146, 22.0
	gw := x1 - x0
	g := draw.R{X: x0, Y: gy, W: gw, H: gh}
	draw.RoundRect(dst, f.Screen(g), f.L(5), color.NRGBA{0x00, 0x10, 0x08, 0xa0})
	fill := sideColors[tutor.SideLoses]
	if side.P >= side.BreakEven {
		fill = sideColors[tutor.SideWins]
	}
	if w := gw * side.P / scale; w > 0.5 {
		draw.RoundRect(dst, f.Screen(draw.R{X: x0, Y: gy, W: w, H: gh}), f.L(5), fill)
	}
	draw.RoundRectLine(dst, f.Screen(g), f.L(5), math.Max(1, f.L(1)), color.NRGBA{0xff, 0xff, 0xff, 0x30})
	lf := draw.Face(fonts.Bold, f.L(13))
	mark := func(p float64, label string, above bool, clr color.Color) {
		mx := x0 + gw*p/scale
		draw.Line(dst, f.X(mx), f.Y(gy-6), f.X(mx), f.Y(gy+gh+6), math.Max(1.5, f.L(2.5)), clr)
		ly, align := gy+gh+18, draw.Center
		if above {
			ly = gy - 16
		}
		lw := draw.Width(lf, label) / f.S
		switch {
		case mx+lw/2 > x1:
			align, mx = draw.End, math.Min(mx+6, x1)
		case mx-lw/2 < x0:
			align, mx = draw.Start, math.Max(mx-6, x0)
		}
		draw.Text(dst, lf, label, f.X(mx), f.Y(ly), align, clr, true)
	}
	mark(side.BreakEven, loc.T(locales.WhySideBreakEven, percent(loc, side.BreakEven, 1)), true, draw.GoldLight)
	mark(freshP, loc.T(locales.WhySideFresh, percent(loc, freshP, 1)), false, draw.Muted)

	// How far the shoe is from the break-even.
	need := side.Need()
	diff := float64(side.Count) - need
	key := map[[2]bool]locales.Key{
		{false, false}: locales.WhySideFewerTens, {false, true}: locales.WhySideMoreTens,
		{true, false}: locales.WhySideFewerAces, {true, true}: locales.WhySideMoreAces,
	}[[2]bool{side.Card == 1, diff >= 0}]
	text := loc.T(key, loc.Fixed(need, countPlaces(need)), side.Cards, loc.Fixed(math.Abs(diff), countPlaces(diff)),
		loc.Fixed(100*math.Abs(side.P-side.BreakEven), 1))
	face := draw.Face(fonts.Medium, f.L(15))
	ty := gy + gh + 42
	for _, l := range draw.Wrap(face, text, f.L(sideW-36)) {
		draw.Text(dst, face, l, f.X(x0), f.Y(ty), draw.Start, draw.Cream, true)
		ty += 15 * 1.35
	}
}

// countPlaces is how many decimals a count of cards needs: none for a
// whole one, one otherwise.
func countPlaces(x float64) int {
	if math.Abs(x-math.Round(x)) < 1e-9 {
		return 0
	}
	return 1
}
