package bjtable

import (
	"image/color"
	"strings"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/session"
)

// What the banner says at the end of a round: the user's net in one line
// when his boxes went the same way (all won, all lost, all pushed), and box
// by box when they did not, so that a +10 and a −10 are not called a push.

// boxNet is one of the user's boxes at the end of a round: its number and
// its net on every bet (the side bets included).
type boxNet struct {
	box int
	net rules.Money
}

// sign is -1, 0 or 1 as m is negative, zero or positive.
func sign(m rules.Money) int {
	switch {
	case m > 0:
		return 1
	case m < 0:
		return -1
	}
	return 0
}

// resultBanner is the text and colour of the user's result: the void
// round, or his boxes' nets.
func resultBanner(loc *locales.Locale, voided bool, boxes []boxNet) (string, color.Color) {
	var net rules.Money
	mixed := false
	for i, b := range boxes {
		net += b.net
		if i > 0 && sign(b.net) != sign(boxes[0].net) {
			mixed = true
		}
	}
	if voided {
		return loc.T(locales.BJResultVoid), draw.Cream
	}
	clr := color.Color(draw.Cream)
	switch {
	case net > 0:
		clr = draw.Win
	case net < 0:
		clr = draw.Lose
	}
	if !mixed {
		switch {
		case net > 0:
			return loc.T(locales.BJResultWin, net), clr
		case net < 0:
			return loc.T(locales.BJResultLose, -net), clr
		}
		return loc.T(locales.BJResultPush), clr
	}
	var b strings.Builder
	for i, bx := range boxes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(loc.T(locales.BJResultBox, bx.box, netText(loc, bx.net)))
	}
	switch {
	case net > 0:
		return loc.T(locales.BJResultMixedWin, b.String(), net), clr
	case net < 0:
		return loc.T(locales.BJResultMixedLose, b.String(), -net), clr
	}
	return loc.T(locales.BJResultMixedEven, b.String()), clr
}

// netText writes a net as the felt's labels do: +10, −10, or push.
func netText(loc *locales.Locale, m rules.Money) string {
	switch {
	case m > 0:
		return loc.T(locales.BJPlus, m)
	case m < 0:
		return loc.T(locales.BJMinus, -m)
	}
	return loc.T(locales.BJPush)
}

// userBoxes are the user's boxes of the round with their nets, in box
// order.
func userBoxes(r *blackjack.Round, buf []boxNet) []boxNet {
	buf = buf[:0]
	if r == nil {
		return buf
	}
	for _, b := range r.Boxes() {
		if b.Player == session.UserName {
			buf = append(buf, boxNet{box: b.Number, net: b.Net()})
		}
	}
	return buf
}
