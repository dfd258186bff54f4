package pbtable

import (
	"sabot/driver/pbdriver"
	"sabot/rules"
	"sabot/scenes/draw"
)

// The user's name in the coups' records (session.UserName).
const puntoHuman = pbdriver.UserName

// puntoSeat is the user's position: the middle of the arc, nearest the
// screen's edge.
const puntoSeat = pbdriver.Seat

// puntoChips returns the chip values the user bets with at a table: the
// denominations within its limits.
func puntoChips(lim rules.Limits) []rules.Money {
	var out []rules.Money
	for _, d := range draw.Denominations {
		if d >= lim.Min && (lim.Max == 0 || d <= lim.Max) {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		out = append(out, lim.Min)
	}
	return out
}
