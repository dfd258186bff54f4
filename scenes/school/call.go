package school

import (
	"cmp"
	"sabot/driver/schooldriver"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/words"
)

// A box's total called as its player's card is given (001 Desarrollo 9:
// "irá indicando el puntaje obtenido"): the announcement's panel opens for
// the hand on its own after each card given to a hand of three cards or
// more face up (a card its player asked for), or with the verb "call the
// total" and a click on the hand; the totals 4 to 21 one click each, the
// soft switch ("7/17") and the bust, or the total typed and Enter.

// The call panel's targets: tCall + the total's index (4 to 21), the soft
// switch and the bust.
const (
	tCall     = 900
	tCallSoft = tCall + callTotals
	tCallBust = tCall + callTotals + 1
)

// callLow is the lowest total on the call panel; callTotals their number.
const (
	callLow    = 4
	callTotals = 21 - callLow + 1
)

// callBox is the call panel, where the payment's stands.
var callBox = payBox

// callsTotals reports whether the table's dealer calls the boxes' totals.
func callsTotals(r rules.RuleSet) bool { return r.Article(rules.TopicPlayerTotal) != "" }

// openCall opens the call panel for a hand.
func (s *Table) openCall(box, hand int) {
	s.annOn, s.annBox, s.annHand, s.annSoft, s.typed = true, box, max(hand, 1), false, ""
	s.payBet, s.paid, s.verb = nil, 0, verbDeal
	s.Dirty = true
}

// afterCard opens the call panel after the card a = the step just taken,
// when it was a card face up to a hand of three cards or more: a card its
// player asked for, whose total the dealer calls.
func (s *Table) afterCard(a blackjack.Action) {
	if a.Kind != blackjack.Deal || a.Box == 0 || a.FaceDown || !callsTotals(s.Rules) {
		return
	}
	b := s.d.Round.Box(a.Box)
	if b == nil {
		return
	}
	i := max(a.Hand, 1) - 1
	if i >= len(b.Hands) || len(b.Hands[i].Cards) < 3 {
		return
	}
	s.openCall(a.Box, a.Hand)
}

// callAction is the call of the panel's hand: total (blackjack.AnnouncedBust
// for the bust), soft when the switch is on and the total has two counts.
func (s *Table) callAction(total int) blackjack.Action {
	a := blackjack.Action{Kind: blackjack.CallTotal, Box: s.annBox, Hand: s.annHand, Total: total}
	if s.annSoft && total >= 12 && total <= 20 {
		a.Soft = true // a soft 21 is called 21
	}
	return a
}

// clickCall takes a click on the call panel; it reports whether it was one.
func (s *Table) clickCall(i int) bool {
	if !s.annOn || s.annBox == 0 {
		return false
	}
	switch {
	case i == tCallSoft:
		s.annSoft = !s.annSoft
		s.Dirty = true
	case i == tCallBust:
		s.step(s.callAction(blackjack.AnnouncedBust))
	case i >= tCall && i < tCall+callTotals:
		s.step(s.callAction(callLow + i - tCall))
	default:
		return false
	}
	return true
}

// callTarget is the next click toward the call step, and whether it takes
// it.
func (s *Table) callTarget(step blackjack.Action) (index int, takes bool) {
	hand := max(step.Hand, 1)
	if !s.annOn || s.annBox != step.Box || s.annHand != hand {
		if s.verb != verbCall {
			return tButton + int(btnVerbCall), false
		}
		return tHand + step.Box*8 + hand, false
	}
	if step.Total > 21 {
		return tCallBust, true
	}
	if step.Soft != s.annSoft {
		return tCallSoft, false
	}
	return tCall + step.Total - callLow, true
}

// callLabel is a total's button on the call panel: "17", "7/17" with the
// soft switch on.
func (s *Table) callLabel(total int) string {
	if s.annSoft && total >= 12 && total <= 20 {
		return strconv.Itoa(total-10) + "/" + strconv.Itoa(total)
	}
	return strconv.Itoa(total)
}

// paintCall paints the call panel: the hand and what is typed, the totals
// on three rows of six, the soft switch and the bust under them.
func (s *Table) paintCall(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	r := f.Screen(callBox)
	draw.Panel(dst, r, f.L(12))
	s.block(callBox)
	pad := f.L(14)
	title := loc.T(locales.SchoolCallTitle, schooldriver.BoxLabel(loc, s.annBox, s.annHand), cmp.Or(string(s.typed), "–"))
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(16), r.W-2*pad), title, r.X+pad, r.Y+pad+f.L(8), draw.Start, draw.GoldLight, true)
	const perRow, gap, bh, top = 6, 4.0, 34.0, 44.0
	cw := (callBox.W - 28 - gap*(perRow-1)) / perRow
	for i := range callTotals {
		row, col := i/perRow, i%perRow
		br := draw.R{X: callBox.X + 14 + float64(col)*(cw+gap), Y: callBox.Y + top + float64(row)*(bh+5), W: cw, H: bh}
		st := draw.ButtonNormal
		if s.hoveredIs(tCall + i) {
			st = draw.ButtonHover
		}
		s.button(dst, br, s.callLabel(callLow+i), "", st)
		s.addTarget(br, tCall+i)
	}
	hw := (callBox.W - 28 - 8) / 2
	y := callBox.Y + top + 3*(bh+5)
	for j, t := range []struct {
		index int
		label string
		lit   bool
	}{{tCallSoft, loc.T(locales.SchoolCallSoft), s.annSoft}, {tCallBust, words.CallNotation(loc, blackjack.Action{Total: blackjack.AnnouncedBust}), false}} {
		br := draw.R{X: callBox.X + 14 + float64(j)*(hw+8), Y: y, W: hw, H: bh}
		st := draw.ButtonNormal
		switch {
		case t.lit:
			st = draw.ButtonPrimary
		case s.hoveredIs(t.index):
			st = draw.ButtonHover
		}
		s.button(dst, br, t.label, "", st)
		s.addTarget(br, t.index)
	}
}
