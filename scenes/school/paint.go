package school

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/school/layout"
)

// What the school paints whenever something changes (never in Draw): the
// cards and the stakes on the felt, then the header, the dealer's buttons
// and the panels, and the click targets with them.

// paint repaints both layers and the targets.
func (s *Table) paint() {
	s.Dirty = false
	s.repaints++
	s.targets, s.painted, s.badges, s.hiddenPlayers = s.targets[:0], s.painted[:0], s.badges[:0], s.hiddenPlayers[:0]
	s.stopShown = s.layStop()
	s.showShoe(s.d.Table.Shoe())
	s.paintTable()
	s.paintHUD()
}

// button paints a button at r (design units) and notes its label among
// those painted, for the tests of their size.
func (s *desk) button(dst *ebiten.Image, r draw.R, label, key string, st draw.ButtonState) {
	s.buttonAt(dst, r, label, key, st, s.app.Frame.L(r.H*0.4))
}

// buttonAt paints a button as button does, its label no larger than size
// (pixels).
func (s *desk) buttonAt(dst *ebiten.Image, r draw.R, label, key string, st draw.ButtonState, size float64) {
	sr := s.app.Frame.Screen(r)
	draw.ButtonAt(dst, s.app.Fonts, sr, label, key, st, size)
	drawn, _ := draw.ButtonLabelAt(s.app.Fonts, sr, label, key, size)
	s.painted = append(s.painted, paintedButton{r: r, label: label, key: key, size: drawn})
}

// addTarget adds a click target in design units.
func (s *desk) addTarget(r draw.R, index int) {
	s.targets = append(s.targets, input.Target{Rect: s.app.Frame.Rect(r), Event: input.Event{Action: input.Select, Index: index}})
}

// paintTable paints the cards, the stakes and the players' names.
func (s *Table) paintTable() {
	a := s.app
	f := a.Frame
	dst := s.cards.Begin(f)
	r := s.d.Round
	if r == nil || s.deck == nil {
		return
	}
	small := draw.Face(a.Fonts.Medium, f.L(13))
	label := draw.Face(a.Fonts.Bold, f.L(15))
	t := r.Turn()
	under := s.underStop()
	// The hands on the felt, and their totals' badges, painted over every
	// card once all are down (layout.BadgePlaces).
	var felt []layout.FeltHand
	var badged []*blackjack.Hand
	for _, bx := range r.Boxes() {
		n := bx.Number
		b := s.geom.Box(n)
		// The player: his name outside the rail, and his last answer.
		rx, ry := math.Cos(b.Angle), math.Sin(b.Angle)
		px, py := s.geom.T.CX+rx*s.geom.T.Radius*1.0, s.geom.T.CY+ry*s.geom.T.Radius*1.0
		name := s.d.NameOf(n)
		if bx.NoBet {
			name = a.Loc.T(locales.SchoolNoBet) // cards laid there by mistake (004 RP 2)
		}
		ink := draw.Muted
		if !t.Dealer && t.Box == n && !r.Done() {
			ink = draw.GoldLight
			name = a.Loc.T(locales.SchoolThinking, name)
		}
		// Under the stop's panel grown over him (layout.StopRoom), a
		// player's name and answer are not painted, not seen through it.
		if nw := draw.Width(small, name) / f.S; !under(draw.R{X: px - nw/2, Y: py - 6, W: nw, H: 16}) {
			draw.Text(dst, small, name, f.X(px), f.Y(py)+f.L(2), draw.Center, ink, true)
		} else {
			s.hiddenPlayers = append(s.hiddenPlayers, n)
		}
		if w := s.d.Bubbles[n]; w != "" {
			bw := draw.Width(label, w) / f.S
			bx, by := s.geom.BubbleAt(n, bw, px, py)
			if !under(draw.R{X: bx - bw/2, Y: by - layout.BubbleH/2, W: bw, H: layout.BubbleH}) {
				draw.Text(dst, label, w, f.X(bx), f.Y(by), draw.Center, draw.Cream, true)
			}
		}
		nh := len(bx.Hands)
		for h := range bx.Hands {
			hand := &bx.Hands[h]
			// Cards collected on their own leave the table: a blackjack
			// paid at once, a bust after its bet (000 Cap. 1, Art. 5),
			// the Argentine boxes one by one (001 Desarrollo 9); at the
			// round's end every card has been collected, and none
			// comes back.
			gone := hand.CardsOff || r.Done()
			for k, c := range hand.Cards {
				if gone {
					break
				}
				x, y := s.geom.Card(n, h+1, nh, k)
				down := hand.FaceDown && k == len(hand.Cards)-1
				// The Shuffler Mate's double card and split aces' cards
				// lie crosswise (004 Il raddoppio, Divisione).
				crossed := s.Rules.SameRegulation(rules.ItalianShuffler) && (hand.Doubled && k == 2 || hand.SplitAces && k == 1)
				s.drawCard(dst, c, x, y, down, crossed)
			}
			// A box's total called is the dealer's to count (001
			// Desarrollo 9): no badge while its call is due.
			if len(hand.Cards) > 0 && !gone {
				felt = append(felt, layout.FeltHand{Box: n, Hand: h + 1, Hands: nh, Cards: len(hand.Cards)})
				var b *blackjack.Hand
				if due, _ := r.NextDealerAction(); s.totalsShown() && !hand.FaceDown &&
					!(due.Kind == blackjack.CallTotal && due.Box == n && max(due.Hand, 1) == h+1) {
					b = hand
				}
				badged = append(badged, b)
			}
			sx, sy := s.geom.Stake(n, h+1, nh)
			// A box voided has its stake returned: off the felt.
			if !(hand.Settled && hand.Result == blackjack.Void) {
				s.drawStack(dst, hand.Stake, sx, sy, hand.Settled, hand.Net)
			}
			s.addTarget(s.geom.HandRect(n, h+1, nh, len(hand.Cards)), tHand+n*8+h+1)
			s.addTarget(draw.R{X: sx - s.geom.Chip*0.7, Y: sy - s.geom.Chip*0.9, W: s.geom.Chip * 1.4, H: s.geom.Chip * 1.6}, tHand+n*8+h+1)
			if h == 0 && bx.EvenMoney && !hand.Settled {
				// Even money taken: the stake is paid 1:1 at once, as its
				// own bet (000 Cap. 1).
				s.addTarget(draw.R{X: sx - s.geom.Chip*0.7, Y: sy - s.geom.Chip*0.9, W: s.geom.Chip * 1.4, H: s.geom.Chip * 1.6}, tSide+n*8+int(blackjack.EvenMoneyBet))
			}
			if hand.Desafio > 0 && !(hand.DesafioSettled && hand.DesafioResult == blackjack.Void) {
				dx, dy := s.geom.Side(n, false)
				s.drawStack(dst, hand.Desafio, dx, dy, hand.DesafioSettled, hand.DesafioNet)
				s.addTarget(draw.R{X: dx - s.geom.Chip*0.7, Y: dy - s.geom.Chip*0.9, W: s.geom.Chip * 1.4, H: s.geom.Chip * 1.6}, tSide+n*8+int(blackjack.DesafioBet))
			}
		}
		if bx.Insurance > 0 && !(bx.InsuranceSettled && bx.InsuranceResult == blackjack.Void) {
			ix, iy := s.geom.Side(n, true)
			s.drawStack(dst, bx.Insurance, ix, iy, bx.InsuranceSettled, bx.InsuranceNet)
			s.addTarget(draw.R{X: ix - s.geom.Chip*0.7, Y: iy - s.geom.Chip*0.9, W: s.geom.Chip * 1.4, H: s.geom.Chip * 1.6}, tSide+n*8+int(blackjack.InsuranceBet))
		}
		if bx.PerfectPair > 0 && !(bx.PerfectPairSettled && bx.PerfectPairResult == blackjack.Void) {
			qx, qy := s.geom.Side(n, false)
			s.drawStack(dst, bx.PerfectPair, qx, qy, bx.PerfectPairSettled, bx.PerfectPairNet)
			s.addTarget(draw.R{X: qx - s.geom.Chip*0.7, Y: qy - s.geom.Chip*0.9, W: s.geom.Chip * 1.4, H: s.geom.Chip * 1.6}, tSide+n*8+int(blackjack.PerfectPairBet))
		}
	}
	// The dealer's cards and total.
	dealerGone := r.DealerCardsOff() || r.Done()
	for k, c := range r.DealerCards() {
		if dealerGone {
			break
		}
		x, y := s.geom.DealerCard(k)
		s.drawCard(dst, c, x, y, k == 1 && r.HoleDown(), false)
	}
	s.totalBadges(dst, felt, badged, len(r.DealerCards()))
	// The dealer's total is his to count and announce: no badge while the
	// announcement is due, none at all with the totals hidden.
	due, _ := r.NextDealerAction()
	if len(r.DealerCards()) > 0 && !r.HoleDown() && !dealerGone && due.Kind != blackjack.Announce && s.totalsShown() {
		label := s.badgeText(r.DealerTotal(), rules.IsNatural(r.DealerCards()))
		x, _ := s.geom.DealerCard(len(r.DealerCards()) - 1)
		draw.Badge(dst, a.Fonts, label, f.X(x+s.geom.CW*0.7), f.Y(s.geom.T.Dealer.Y-s.geom.CH*0.3), f.L(22), draw.Cream)
		s.badges = append(s.badges, label)
	}
	s.addTarget(s.geom.DealerRect(), tDealer)
	// An incident's card out of the shoe, beside it, face up.
	// A card laid on the wrong box (an empty one, or the next) lies there
	// until it is picked up.
	if inc, ok := r.Pending(); ok && inc.Out {
		sb := s.geom.T.Sabot
		x, y := sb.X-s.geom.CW*0.8, sb.Y+sb.H+s.geom.CH*0.7
		if inc.Box > 0 && inc.Remedy.Kind == blackjack.PickUpCard && (inc.Kind == blackjack.EmptyBox || inc.Kind == blackjack.WrongBox) {
			nh, k := 1, 0
			if bx := r.Box(inc.Box); bx != nil {
				nh, k = len(bx.Hands), len(bx.Hands[0].Cards)
			}
			x, y = s.geom.Card(inc.Box, 1, nh, k)
		}
		s.drawCard(dst, inc.Card, x, y, false, false)
	}
}

// totalText is a total as the table says it: "17", soft "7/17"; a soft
// 21 is 21 (no player counts it 11).
func totalText(t rules.Total) string {
	if t.Soft && t.Value < 21 {
		return itoa(t.Value-10) + "/" + itoa(t.Value)
	}
	return itoa(t.Value)
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// totalBadges paints the totals' badges of the hands on the felt that
// show one (badged, nil for none), each beside its own hand and clear of
// the others' cards (layout.BadgePlaces).
func (s *Table) totalBadges(dst *ebiten.Image, felt []layout.FeltHand, badged []*blackjack.Hand, dealerCards int) {
	f := s.app.Frame
	face := draw.Face(s.app.Fonts.Bold, f.L(layout.BadgeH)*0.62)
	widths := make([]float64, len(felt))
	labels := make([]string, len(felt))
	for i, h := range badged {
		if h != nil {
			labels[i] = s.badgeText(h.Total(), h.Blackjack())
			widths[i] = layout.BadgeWidth(draw.Width(face, labels[i]) / f.S)
		}
	}
	for i, p := range s.geom.BadgePlaces(felt, widths, dealerCards) {
		h := badged[i]
		if h == nil {
			continue
		}
		clr := draw.Cream
		if h.Bust {
			clr = draw.Lose
		}
		draw.Badge(dst, s.app.Fonts, labels[i], f.X(p.X), f.Y(p.CY()), f.L(layout.BadgeH), clr)
		s.badges = append(s.badges, labels[i])
	}
}

// badgeText is what a total's badge says: a Black Jack by its name, else
// the total.
func (s *desk) badgeText(t rules.Total, blackjack bool) string {
	if blackjack {
		return s.app.Loc.T(locales.SchoolBadgeBlackjack)
	}
	return totalText(t)
}

// totalsShown reports whether the school shows the totals' badges: the
// setting hides them all, so that the student counts every hand himself.
// The exam shows none either: a total read off the felt is a hint.
func (s *desk) totalsShown() bool { return !s.app.Settings.SchoolHideTotals && !s.Exam }

// drawCard draws a card centred on (x, y), face down or crosswise when
// the regulation lays it so.
func (s *Table) drawCard(dst *ebiten.Image, c rules.Card, x, y float64, down, crossed bool) {
	f := s.app.Frame
	img := s.deck.Face(c)
	if down {
		img = s.deck.Back()
	}
	var op ebiten.DrawImageOptions
	w, h := float64(s.deck.Width()), float64(s.deck.Height())
	op.GeoM.Translate(-w/2, -h/2)
	if crossed {
		op.GeoM.Rotate(math.Pi / 2)
	}
	op.GeoM.Translate(math.Round(f.X(x)), math.Round(f.Y(y)))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// drawStack draws the chips of an amount on (x, y), its amount under it,
// and once settled the bet's net.
func (s *Table) drawStack(dst *ebiten.Image, amount rules.Money, x, y float64, settled bool, net rules.Money) {
	a := s.app
	f := a.Frame
	if amount <= 0 || s.chips == nil {
		return
	}
	chips := s.breakdown(amount)
	if settled && net < 0 {
		chips = nil // collected: the chips are in the tray
	}
	d := float64(s.chips.Diameter())
	var op ebiten.DrawImageOptions
	for i := len(chips) - 1; i >= 0; i-- {
		k := len(chips) - 1 - i
		if k >= 8 {
			break
		}
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(f.X(x)-d/2), math.Round(f.Y(y)-d/2-float64(k)*f.L(3)))
		dst.DrawImage(s.chip(chips[i]), &op)
	}
	face := draw.Face(a.Fonts.Bold, f.L(13))
	txt := a.Loc.Money(amount)
	clr := draw.Cream
	if settled {
		switch {
		case net > 0:
			txt, clr = "+"+a.Loc.Money(net), draw.Win
		case net < 0:
			txt, clr = "−"+a.Loc.Money(-net), draw.Lose
		}
	}
	tw := draw.Width(face, txt)
	r := draw.R{X: f.X(x) - tw/2 - f.L(5), Y: f.Y(y) + d/2 + f.L(1), W: tw + f.L(10), H: f.L(17)}
	draw.RoundRect(dst, r, r.H/2, draw.PanelFill)
	draw.Text(dst, face, txt, r.CX(), r.CY(), draw.Center, clr, true)
}

// underStop returns whether a place (design units) lies under the stop's
// panel as this paint shows it; nothing does when no stop is shown.
func (s *desk) underStop() func(draw.R) bool {
	if s.Over || s.Stopped == nil {
		return func(draw.R) bool { return false }
	}
	box := s.stopShown.Box
	return func(r draw.R) bool { return layout.Overlaps(box, r) }
}
