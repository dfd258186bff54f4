package dealerdrill

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/tutor/croupier"
)

// What the scene paints whenever something changes (never in Draw): the
// header and its score, the picking page or the drill's felt, the answer
// buttons, the verdict, the last answers.

// drillName is a drill's name.
func drillName(loc *locales.Locale, d drill) string {
	switch d {
	case drillTabella:
		return loc.T(locales.DDrillPickTabella)
	case drillOrder:
		return loc.T(locales.DDrillProcPickOrder)
	case drillQuiz:
		return loc.T(locales.DDrillProcPickQuiz)
	}
	return loc.T(locales.DDrillPickPayout)
}

// paintHeader paints the flag, the title, the drill and, in a drill, the
// score's tiles.
func (v *view) paintHeader(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	table := s.rules
	if s.phase != phPick && s.kind == drillTabella {
		table = rules.SuperPuntoBanco
	}
	h := draw.Header{Country: table.Country, Title: loc.T(locales.DDrillTitle), Sub: loc.T(locales.DDrillProcSubtitle), W: 1120}
	if s.phase != phPick {
		h.Sub, h.W = loc.T(locales.TableName(table.ID))+" · "+drillName(loc, s.kind), 500
	}
	h.Paint(dst, f, fonts)
	if s.phase == phPick {
		return
	}
	sc := s.score
	pct := "—"
	if sc.asked > 0 {
		pct = loc.T(locales.FmtPercent, loc.Fixed(100*float64(sc.right)/float64(sc.asked), 0))
	}
	n := s.length(s.kind)
	q := min(sc.asked+1, n)
	if s.phase != phAsk {
		q = sc.asked
	}
	tiles := []draw.Tile{
		{Label: loc.T(locales.DDrillTileRight), Value: loc.T(locales.DDrillTileOf, sc.right, sc.asked), Sub: pct},
		{Label: loc.T(locales.DDrillTileStreak), Value: loc.Int(int64(sc.streak)), Sub: loc.T(locales.DDrillTileBest, s.best)},
		{Label: loc.T(locales.DDrillTileTime), Value: secondsText(loc, sc.averageTicks()), Sub: loc.T(locales.DDrillTileFastest, secondsText(loc, float64(sc.fastest)))},
		{Label: loc.T(locales.DDrillTileQuestion), Value: loc.T(locales.DDrillTileOf, q, n), Sub: loc.T(locales.DDrillTileLeft, n-sc.asked)},
	}
	if s.kind == drillOrder {
		tiles[3].Label = loc.T(locales.DDrillProcTileStep)
	}
	if sc.streak > 0 && sc.streak == s.best {
		tiles[1].Ink = draw.GoldLight // the streak at its best
	}
	for i, t := range tiles {
		t.Paint(dst, f, fonts, drillview.TileRect(i))
	}
}

// paintPick paints the picking page: the two drills, the one chosen lit,
// Start and Menu.
func (v *view) paintPick(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	for d := drill(0); d < numDrills; d++ {
		r := pickRect(int(d))
		sr := f.Screen(r)
		on := d == s.kind
		fill := draw.Mix(draw.PanelFill, draw.PanelHi, 0.35)
		if on {
			fill = draw.Mix(draw.PanelFill, draw.PanelHi, 0.9)
		}
		draw.RoundRect(dst, sr, f.L(14), fill)
		line, lw := draw.Mix(draw.GoldDark, draw.PanelFill, 0.2), math.Max(1, f.L(1.2))
		if on {
			line, lw = draw.GoldLight, math.Max(2, f.L(3))
		} else if v.hovered == len(v.targets) {
			line = draw.Gold
		}
		draw.RoundRectLine(dst, sr, f.L(14), lw, line)
		v.target(s, r, input.Event{Action: input.Select, Index: tPick + int(d)})
		x0, w := r.X+28, r.W-56
		name := drillName(loc, d)
		draw.Text(dst, draw.Fit(fonts.SmallCaps, name, f.L(30), f.L(w)), name, f.X(x0), f.Y(r.Y+24), draw.Start, draw.GoldLight, false)
		var at, how, list string
		switch d {
		case drillPayout:
			at = loc.T(locales.DDrillPickPayoutAt, loc.T(locales.TableName(s.rules.ID)))
			how = loc.T(locales.DDrillPickPayoutHow)
			list = kindsLine(loc, s.rules)
			if s.payouts == nil {
				how = loc.T(locales.DDrillPickNone)
			}
		case drillTabella:
			at = loc.T(locales.DDrillPickTabellaAt, loc.T(locales.TableName(rules.SuperPuntoBanco.ID)))
			how = loc.T(locales.DDrillPickTabellaHow)
		default:
			at = loc.T(locales.DDrillPickPayoutAt, loc.T(locales.TableName(s.rules.ID)))
			how, list = procPickText(s, d)
		}
		draw.Text(dst, draw.Fit(fonts.Bold, at, f.L(17), f.L(w)), at, f.X(x0), f.Y(r.Y+66), draw.Start, draw.Cream, false)
		body := draw.Face(fonts.Medium, f.L(15))
		y := r.Y + 100
		for _, l := range draw.Wrap(body, how, f.L(w)) {
			draw.Text(dst, body, l, f.X(x0), f.Y(y), draw.Start, draw.Muted, false)
			y += 21
		}
		if list != "" {
			y += 8
			lf := draw.Face(fonts.Bold, f.L(15))
			for _, l := range draw.Wrap(lf, list, f.L(w)) {
				draw.Text(dst, lf, l, f.X(x0), f.Y(y), draw.Start, draw.Gold, false)
				y += 21
			}
		}
		// A picture of the drill along the card's bottom.
		switch d {
		case drillPayout:
			v.pickChips(s, dst, r)
		case drillTabella:
			v.pickCards(s, dst, r)
		default:
			v.pickRows(s, dst, r, d)
		}
	}
	sess := loc.T(locales.DDrillPickSession, s.length(s.kind))
	draw.Text(dst, draw.Fit(fonts.Medium, sess, f.L(16), f.L(1140)), sess, f.X(drillview.SetupPanel.CX()), f.Y(drillview.SetupPanel.Y+drillview.SetupPanel.H-26), draw.Center, draw.Dim, true)
	start := loc.T(locales.DDrillStart) + " · " + drillName(loc, s.kind)
	sb := drillview.StartButton
	sb.W = math.Min(520, buttonWidth(s, start, input.Label(loc, input.Confirm), sb.H, sb.W))
	v.button(s, dst, sb, start, input.Confirm, input.Event{Action: input.Select, Index: tStart}, draw.ButtonPrimary)
	help := loc.T(locales.DDrillHelpPick)
	hx0, hx1 := sb.X+sb.W+20, drillview.MenuButton.X-20
	draw.Text(dst, draw.Fit(fonts.Regular, help, f.L(15), f.L(hx1-hx0)), help, f.X((hx0+hx1)/2), f.Y(drillview.StartButton.CY()), draw.Center, draw.Dim, true)
	v.button(s, dst, drillview.MenuButton, loc.T(locales.DDrillMenu), input.Back, input.Event{Action: input.Select, Index: tBack}, draw.ButtonNormal)
}

// pickChips paints the table's chips along the bottom of a picking card.
func (v *view) pickChips(s *Scene, dst *ebiten.Image, r draw.R) {
	f := s.app.Frame
	n := len(s.chips)
	if n == 0 {
		return
	}
	// Two rows when they do not fit in one.
	perRow := n
	if n > 4 {
		perRow = (n + 1) / 2
	}
	step := math.Min(64, (r.W-56-stackDiameter)/float64(max(perRow-1, 1)))
	for i, c := range s.chips {
		row, col := i/perRow, i%perRow
		y := r.Y + r.H - 48 - float64((n-1)/perRow-row)*(stackDiameter+6)
		v.chip(dst, v.stackC[c], f, r.X+28+stackDiameter/2+float64(col)*step, y)
	}
}

// pickCards paints a coup along the bottom of the Tabella's picking card:
// Punto 4 with a third card, Banco 5.
func (v *view) pickCards(s *Scene, dst *ebiten.Image, r draw.R) {
	f := s.app.Frame
	loc := s.app.Loc
	if v.deck == nil {
		return
	}
	y := r.Y + r.H - 118
	label := draw.Face(s.app.Fonts.SmallCaps, f.L(16))
	const step = 22.0
	for i, c := range rules.MustParseCards("KH 4S 7D") {
		v.card(dst, v.deck.Face(c), f, r.X+28+float64(i)*step, y)
	}
	draw.Text(dst, label, loc.T(locales.DDrillSidePunto), f.X(r.X+28+(cardW+2*step)/2), f.Y(y-14), draw.Center, sideInk[0], true)
	for i, c := range rules.MustParseCards("2C 3H") {
		v.card(dst, v.deck.Face(c), f, r.X+r.W-28-cardW-step+float64(i)*step, y)
	}
	draw.Text(dst, label, loc.T(locales.DDrillSideBanco), f.X(r.X+r.W-28-(cardW+step)/2), f.Y(y-14), draw.Center, sideInk[1], true)
}

// card draws a card image with its top-left corner at (x, y), design units.
func (v *view) card(dst, img *ebiten.Image, f draw.Frame, x, y float64) {
	if img == nil {
		return
	}
	v.op.GeoM.Reset()
	v.op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
	v.op.ColorScale.Reset()
	dst.DrawImage(img, &v.op)
}

// chip draws a chip image centred on (x, y), design units.
func (v *view) chip(dst, img *ebiten.Image, f draw.Frame, x, y float64) {
	if img == nil {
		return
	}
	d := float64(img.Bounds().Dx())
	v.op.GeoM.Reset()
	v.op.GeoM.Translate(math.Round(f.X(x)-d/2), math.Round(f.Y(y)-d/2))
	v.op.ColorScale.Reset()
	dst.DrawImage(img, &v.op)
}

// stack draws chips stacked upwards from (x, y), design units, the first
// at the bottom; at most 14 show.
func (v *view) stack(s *Scene, dst *ebiten.Image, chips []rules.Money, x, y float64) {
	f := s.app.Frame
	for i, c := range chips {
		if i >= 14 {
			break
		}
		v.chip(dst, v.stackC[c], f, x, y-float64(i)*5)
	}
}

// label paints a rounded tag of text centred on (x, y), design units, in clr
// (nil: cream).
func (v *view) label(s *Scene, dst *ebiten.Image, txt string, x, y, size float64, clr color.Color) {
	a := s.app
	f := a.Frame
	face := draw.Face(a.Fonts.Bold, f.L(size))
	tw := draw.Width(face, txt)
	r := draw.R{X: f.X(x) - tw/2 - f.L(10), Y: f.Y(y) - f.L(size*0.75), W: tw + f.L(20), H: f.L(size * 1.5)}
	draw.RoundRect(dst, r, r.H/2, draw.PanelFill)
	if clr == nil {
		clr = draw.Cream
	}
	draw.Text(dst, face, txt, r.CX(), r.CY(), draw.Center, clr, true)
}

// sideInk are Punto's and Banco's colours, light enough to read on the felt.
var sideInk = [2]color.NRGBA{draw.Mix(draw.Punto, draw.Cream, 0.45), draw.Mix(draw.Banco, draw.Cream, 0.4)}

// illustration is the cards a kind of bet shows above it: the player's
// and the dealer's at blackjack, Punto's and Banco's at Punto Banco.
var illustration = map[croupier.PayKind][2]string{
	croupier.Blackjack: {"AS KH", ""},
	croupier.Insurance: {"9C 8D", "AH KS"},
	croupier.EvenMoney: {"AD QC", "AS"},
	croupier.Desafio:   {"AH JD", ""},
	croupier.Punto:     {"4S 5D", "TC 7H"},
	croupier.Banco:     {"3H KS", "8C TD"},
	croupier.Egalite:   {"2S 4C", "JH 6D"},
}

// paintPayout paints the payout felt: the kind and its ratio, the cards,
// the winning stake, the chips put down, the float.
func (v *view) paintPayout(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	p := s.q
	if s.phase == phAnswered {
		p = s.last.payout
	}
	cx := drillview.Felt.CX()
	name := kindName(loc, p.Kind)
	draw.Text(dst, draw.Fit(fonts.SmallCaps, name, f.L(34), f.L(drillview.Felt.W-80)), name, f.X(cx), f.Y(174), draw.Center, draw.GoldLight, true)
	pays := paysLine(loc, s.rules, p.Kind)
	draw.Text(dst, draw.Fit(fonts.Bold, pays, f.L(19), f.L(drillview.Felt.W-80)), pays, f.X(cx), f.Y(206), draw.Center, draw.FeltLine, true)

	// The cards: the winner's over the stake, the other side's over the
	// payment.
	ill := illustration[p.Kind]
	small := draw.Face(fonts.SmallCaps, f.L(16))
	sides := [2]string{loc.T(locales.DDrillPlayer), loc.T(locales.DDrillDealer)}
	if !s.rules.IsBlackjack() {
		sides = [2]string{loc.T(locales.DDrillSidePunto), loc.T(locales.DDrillSideBanco)}
	}
	for i, x := range []float64{stakeX, paidX} {
		if ill[i] == "" || v.deck == nil {
			continue
		}
		cs := rules.MustParseCards(ill[i])
		w := cardW + 30*float64(len(cs)-1)
		for k, c := range cs {
			v.card(dst, v.deck.Face(c), f, x-w/2+30*float64(k), 246+float64(k)*3)
		}
		clr := draw.FeltLine
		if !s.rules.IsBlackjack() {
			clr = sideInk[i]
		}
		draw.Text(dst, small, sides[i], f.X(x), f.Y(234), draw.Center, clr, true)
	}

	// The stake, and the payment put down beside it.
	chips, _ := croupier.Breakdown(p.Stake, s.chips)
	v.stack(s, dst, chips, stakeX, stakeY+36)
	v.label(s, dst, stakeLine(loc, p), stakeX, stakeY+76, 15, nil)
	paid, total := s.paid, s.paidTotal()
	if s.phase == phAnswered {
		total = s.last.paid
		paid, _ = croupier.Breakdown(total, s.chips)
	}
	v.paidStacks(s, dst, paid)
	txt := loc.T(locales.DDrillPaid, total)
	if total == 0 {
		txt = loc.T(locales.DDrillNothingPaid)
	}
	var clr color.Color
	if s.phase == phAnswered {
		clr = draw.Right
		if !s.last.right {
			clr = draw.Wrong
		}
	}
	v.label(s, dst, txt, paidX, stakeY+76, 15, clr)

	// The float: the chips to pay with.
	fr := f.Screen(floatBox)
	draw.RoundRect(dst, fr, f.L(14), draw.Mix(draw.FeltDark, draw.Felt, 0.3))
	draw.RoundRectLine(dst, fr, f.L(14), math.Max(1, f.L(1)), draw.Mix(draw.FeltLine, draw.Felt, 0.6))
	for i, c := range s.chips {
		x, y := floatChip(i, len(s.chips))
		hit := draw.R{X: x - floatDiameter/2 - 2, Y: y - floatDiameter/2 - 2, W: floatDiameter + 4, H: floatDiameter + 4}
		if v.hovered == len(v.targets) && s.phase == phAsk {
			draw.Disc(dst, f.X(x), f.Y(y), f.L(floatDiameter/2+4), draw.Mix(draw.GoldLight, draw.Felt, 0.3))
		}
		lift := 0.0
		if s.phase == phAsk && v.hovered == len(v.targets) {
			lift = 2
		}
		v.chip(dst, v.floatC[c], f, x, y-lift)
		v.target(s, hit, input.Event{Action: input.Select, Index: tChip + i})
	}
	ask := loc.T(locales.DDrillAskPay)
	if s.phase == phAnswered {
		ask = loc.T(locales.DDrillTook, secondsText(loc, float64(s.last.ticks)))
	}
	draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(17), f.L(drillview.Felt.W-60)), ask, f.X(cx), f.Y(566), draw.Center, draw.Muted, true)
}

// paidStacks paints the chips put down as a croupier lays them, one stack
// per value, the largest on the left.
func (v *view) paidStacks(s *Scene, dst *ebiten.Image, paid []rules.Money) {
	var vals []rules.Money
	count := map[rules.Money]int{}
	for _, c := range paid {
		if count[c] == 0 {
			vals = append(vals, c)
		}
		count[c]++
	}
	// Largest first.
	for i := 1; i < len(vals); i++ {
		for j := i; j > 0 && vals[j] > vals[j-1]; j-- {
			vals[j], vals[j-1] = vals[j-1], vals[j]
		}
	}
	step := stackDiameter + 6
	w := step * float64(len(vals)-1)
	x := math.Min(paidX-w/2, drillview.Felt.X+drillview.Felt.W-40-stackDiameter/2-w)
	for _, c := range vals {
		var col []rules.Money
		for k := 0; k < count[c]; k++ {
			col = append(col, c)
		}
		v.stack(s, dst, col, x, stakeY+36)
		x += step
	}
}

// paintTabella paints the Tabella felt: Punto's and Banco's cards with
// their points, and the question of the side at turn.
func (v *view) paintTabella(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	c := s.coup
	if s.phase == phAnswered {
		c = s.last.coup
	}
	cx := drillview.Felt.CX()
	head := draw.Face(fonts.SmallCaps, f.L(30))
	for _, side := range []struct {
		x     float64
		cards rules.Cards
		name  string
		clr   color.Color
		turn  bool
		punto bool
	}{
		{puntoX, c.Punto, loc.T(locales.DDrillSidePunto), sideInk[0], c.Turn == croupier.PuntoSide, true},
		{bancoX, c.Banco, loc.T(locales.DDrillSideBanco), sideInk[1], c.Turn == croupier.BancoSide, false},
	} {
		hx := side.x
		ink := draw.Mix(draw.FeltLine, draw.Felt, 0.2)
		if side.turn {
			ink = draw.GoldLight
		}
		draw.Text(dst, head, side.name, f.X(hx), f.Y(172), draw.Center, ink, true)
		bar := draw.R{X: hx - 60, Y: 192, W: 120, H: 4}
		draw.RoundRect(dst, f.Screen(bar), f.L(2), side.clr)
		n := len(side.cards)
		step := tabCardW * 0.62
		w := tabCardW + step*float64(max(n-1, 0))
		for k, cd := range side.cards {
			x := hx - w/2 + step*float64(k)
			y := handY
			if k == 2 {
				y += 18 // the third card, dealt apart
			}
			if v.bigDeck != nil {
				v.card(dst, v.bigDeck.Face(cd), f, x, y)
			}
		}
		pts := rules.PuntoBancoPoints(side.cards)
		if n >= 2 {
			two := rules.PuntoBancoPoints(side.cards[:2])
			txt := loc.Int(int64(two))
			if n == 3 {
				txt = loc.Int(int64(two)) + " → " + loc.Int(int64(pts))
			}
			v.label(s, dst, txt, hx, handY+tabCardW*draw.CardRatio+52, 22, nil)
		}
		if n == 3 {
			third := loc.T(locales.DDrillThird)
			draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), third, f.X(hx-w/2+step*2+tabCardW/2), f.Y(handY-12), draw.Center, draw.FeltLine, true)
		}
		if side.punto && s.phase == phAnswered && n >= 2 {
			// The reader's call on his two cards, and whether they stay
			// covered (0-7) or are shown (8-9).
			call := loc.T(callKey[s.last.why.Call])
			draw.Text(dst, draw.Face(fonts.Medium, f.L(15)), call, f.X(hx), f.Y(handY+tabCardW*draw.CardRatio+90), draw.Center, draw.Muted, true)
		}
	}
	// The question.
	q := loc.T(locales.DDrillTurnPunto)
	if c.Turn == croupier.BancoSide {
		q = loc.T(locales.DDrillTurnBanco)
	}
	if s.phase == phAnswered {
		q = loc.T(locales.DDrillTook, secondsText(loc, float64(s.last.ticks)))
	}
	draw.Text(dst, draw.Fit(fonts.Bold, q, f.L(22), f.L(drillview.Felt.W-60)), q, f.X(cx), f.Y(drillview.TimerY-40), draw.Center, draw.Cream, true)
}

// callKey names the reader's call with what it does to his cards.
var callKey = map[rules.ReaderCall]locales.Key{
	rules.CallCarta:   locales.DDrillCallCarta,
	rules.CallNoCarta: locales.DDrillCallNoCarta,
	rules.CallBattuta: locales.DDrillCallBattuta,
}

// paintOver paints the session's summary on the felt.
func (v *view) paintOver(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	sc := s.score
	cx := drillview.Felt.CX()
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(38)), loc.T(locales.DDrillOver), f.X(cx), f.Y(180), draw.Center, draw.GoldLight, true)
	pct := 0.0
	if sc.asked > 0 {
		pct = 100 * float64(sc.right) / float64(sc.asked)
	}
	lines := []string{
		loc.T(locales.DDrillOverAccuracy, sc.right, sc.asked, loc.Fixed(pct, 0)),
		loc.T(locales.DDrillOverTime, secondsText(loc, sc.averageTicks()), secondsText(loc, float64(sc.fastest))),
		loc.T(locales.DDrillOverStreak, sc.best),
	}
	y := 240.0
	for i, l := range lines {
		face := draw.Fit(fonts.Bold, l, f.L(24), f.L(drillview.Felt.W-80))
		clr := draw.Cream
		if i == 0 {
			clr = draw.Right
			if pct < 80 {
				clr = draw.Wrong
			}
		}
		draw.Text(dst, face, l, f.X(cx), f.Y(y), draw.Center, clr, true)
		y += 44
	}
	y += 10
	head := loc.T(locales.DDrillOverByKind)
	type row struct {
		name string
		n    [2]int
	}
	var rows []row
	switch s.kind {
	case drillQuiz:
		v.paintReview(s, dst, y)
		return
	case drillOrder:
		head = loc.T(locales.DDrillProcOverByProc)
		for _, p := range s.procs.Regulation().Procedures {
			rows = append(rows, row{procName(loc, p.Kind, s.rules), sc.byKind[p.Kind]})
		}
	case drillPayout:
		for _, k := range croupier.Kinds(s.rules) {
			rows = append(rows, row{kindName(loc, k), sc.byKind[k]})
		}
	default:
		head = loc.T(locales.DDrillOverByTurn)
		for _, t := range []croupier.Side{croupier.PuntoSide, croupier.BancoSide} {
			rows = append(rows, row{sideName(loc, t), sc.byKind[t]})
		}
	}
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), head, f.X(cx), f.Y(y), draw.Center, draw.Gold, true)
	y += 34
	body := draw.Face(fonts.Medium, f.L(18))
	for _, r := range rows {
		if r.n[0] == 0 {
			continue
		}
		l := loc.T(locales.DDrillOverKind, r.name, r.n[1], r.n[0])
		draw.Text(dst, body, l, f.X(cx), f.Y(y), draw.Center, draw.Muted, true)
		y += 28
	}
}
