package feedback

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/scenes/draw"
)

// WhyButtonH is the height of the panel's Why? button, design units.
const WhyButtonH = 30.0

// WhyQuestion reports whether the Why view explains a question: a play
// of a hand, the argentine ace's declaration, or a side decision
// (insurance, even money, the desafío).
func WhyQuestion(q blackjack.Question) bool {
	switch q {
	case blackjack.AskPlay, blackjack.AskAceValue, blackjack.AskInsurance, blackjack.AskEvenMoney, blackjack.AskDesafioBet:
		return true
	}
	return false
}

// Whyable reports whether a feedback is on a decision the Why view
// explains (not a co-bettor's).
func Whyable(fb Feedback) bool {
	return WhyQuestion(fb.Question) && len(fb.Q.Point.Hand) >= 1
}

// WhyButton is where the panel's Why? button is, design units, in panel
// r.
func WhyButton(r draw.R) draw.R {
	return draw.R{X: r.X + r.W - PanelPad - 150, Y: r.Y + r.H - PanelPad - WhyButtonH + 4, W: 150, H: WhyButtonH}
}

// WhyLabel is the button's label.
func WhyLabel(loc *locales.Locale) string { return loc.T(locales.WhyTitle) }
