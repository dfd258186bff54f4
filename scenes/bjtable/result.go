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
// when his stakes went the same way (all won, all lost, all pushed), and
// stake by stake when they did not, so that a +10 and a −10 are not called
// a push. Every stake the user has at the table has its line: his boxes and
// his stakes behind other players' boxes (000 Cap. 1, 004 Regolamento del
// Black Jack), so the banner's total is always what the bankroll moved by
// (Round.PlayerNet). A box whose split hands went different ways says each
// hand ("+20.00 / −20.00"), and its side bets' nets beside them.

// maxStakeParts bounds the parts of one stake's line: four hands (004
// Divisione), the insurance and the Perfect Pair.
const maxStakeParts = 6

// stakePart is one part of a stake's line: a hand's net (side "") or a
// side bet's (side its name's key).
type stakePart struct {
	side locales.Key
	net  rules.Money
}

// stakeNet is one of the user's stakes at the end of a round: his box, or
// his stake behind another player's box (behind); its net on every bet
// (the side bets included) and, when its hands went different ways, its
// parts (nparts of parts; 0 when one net says it).
type stakeNet struct {
	box    int
	behind bool
	holder string // the box's holder, for a stake behind it
	net    rules.Money
	parts  [maxStakeParts]stakePart
	nparts int
}

// add appends a part to the stake's line.
func (s *stakeNet) add(side locales.Key, net rules.Money) {
	if s.nparts < maxStakeParts {
		s.parts[s.nparts] = stakePart{side: side, net: net}
		s.nparts++
	}
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

// splitWays reports whether the nets of a stake's hands went different
// ways (a win and a loss, a win and a push…).
func splitWays(nets []rules.Money) bool {
	for i := 1; i < len(nets); i++ {
		if sign(nets[i]) != sign(nets[0]) {
			return true
		}
	}
	return false
}

// resultBanner is the text and colour of the user's result: the void
// round, or his stakes' nets.
func resultBanner(loc *locales.Locale, voided bool, stakes []stakeNet) (string, color.Color) {
	if voided {
		return loc.T(locales.BJResultVoid), draw.Cream
	}
	var net rules.Money
	list := false
	for i := range stakes {
		st := &stakes[i]
		net += st.net
		if st.behind || st.nparts > 0 || (i > 0 && sign(st.net) != sign(stakes[0].net)) {
			list = true
		}
	}
	clr := color.Color(draw.Cream)
	switch {
	case net > 0:
		clr = draw.Win
	case net < 0:
		clr = draw.Lose
	}
	if !list {
		switch {
		case net > 0:
			return loc.T(locales.BJResultWin, net), clr
		case net < 0:
			return loc.T(locales.BJResultLose, -net), clr
		}
		return loc.T(locales.BJResultPush), clr
	}
	var b strings.Builder
	for i := range stakes {
		if i > 0 {
			b.WriteString(", ")
		}
		st := &stakes[i]
		if st.behind {
			b.WriteString(loc.T(locales.BJResultBehind, st.box, st.holder, stakeText(loc, st)))
		} else {
			b.WriteString(loc.T(locales.BJResultBox, st.box, stakeText(loc, st)))
		}
	}
	switch {
	case net > 0:
		return loc.T(locales.BJResultMixedWin, b.String(), net), clr
	case net < 0:
		return loc.T(locales.BJResultMixedLose, b.String(), -net), clr
	}
	return loc.T(locales.BJResultMixedEven, b.String()), clr
}

// stakeText is a stake's net, or its parts' when its hands went different
// ways: "+20.00 / −20.00 / Insurance −5.00".
func stakeText(loc *locales.Locale, st *stakeNet) string {
	if st.nparts == 0 {
		return netText(loc, st.net)
	}
	var b strings.Builder
	for i, p := range st.parts[:st.nparts] {
		if i > 0 {
			b.WriteString(" / ")
		}
		if p.side != "" {
			b.WriteString(loc.T(p.side))
			b.WriteByte(' ')
		}
		b.WriteString(netText(loc, p.net))
	}
	return b.String()
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

// userStakes are the user's stakes of the round with their nets, in box
// order, each box's own stake before a stake behind it: every stake of
// his, so that their nets add up to Round.PlayerNet.
func userStakes(r *blackjack.Round, buf []stakeNet) []stakeNet {
	buf = buf[:0]
	if r == nil {
		return buf
	}
	var nets [maxStakeParts]rules.Money
	for _, b := range r.Boxes() {
		if b.Player == session.UserName {
			st := stakeNet{box: b.Number, net: b.Net()}
			hands := nets[:0]
			for i := range b.Hands {
				hands = append(hands, b.Hands[i].Net+b.Hands[i].DesafioNet)
			}
			if splitWays(hands) {
				for _, n := range hands {
					st.add("", n)
				}
				if b.InsuranceNet != 0 {
					st.add(locales.ActionInsurance, b.InsuranceNet)
				}
				if b.PerfectPairNet != 0 {
					st.add(locales.BJPerfectPair, b.PerfectPairNet)
				}
			}
			buf = append(buf, st)
		}
		for k := range b.Behind {
			s := &b.Behind[k]
			if s.Player != session.UserName {
				continue
			}
			st := stakeNet{box: b.Number, behind: true, holder: b.Player, net: s.Net()}
			hands := nets[:0]
			for j := range s.On {
				if s.On[j].Amount > 0 {
					hands = append(hands, s.On[j].Net)
				}
			}
			if splitWays(hands) {
				for _, n := range hands {
					st.add("", n)
				}
				if s.InsuranceNet != 0 {
					st.add(locales.ActionInsurance, s.InsuranceNet)
				}
			}
			buf = append(buf, st)
		}
	}
	return buf
}
