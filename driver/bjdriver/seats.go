package bjdriver

import (
	"slices"

	"sabot/locales"
	"sabot/players"
	"sabot/rules"
)

// The seats at a table whose regulation obliges a seated player to bet on
// every hand (001 Disposiciones 1: "Todo Jugador que ocupare un asiento en
// la mesa de BLACK JACK está obligado a realizar apuestas en cada una de
// las Jugadas, caso contrario deberá desocupar su asiento"). The user who
// deals a hand without a bet sits it out: his seat is freed, with the
// article, and the hand is dealt to the computer players; his next bet
// seats him again. A computer player bets on every hand he sits at; one who
// would sit a hand out leaves his seat instead, and now and then a
// newcomer takes a free one, as many seated as the settings ask.

// botLeaveOdds: a computer player wants to sit a hand out about once in
// so many hands; botArriveOdds: a free seat is taken about once in so
// many hands.
const (
	botLeaveOdds  = 40
	botArriveOdds = 4
)

// BetEveryHand reports whether the table's regulation obliges a seated
// player to bet on every hand.
func (d *Driver) BetEveryHand() bool { return d.rules.Article(rules.TopicBetEveryHand) != "" }

// botsComeAndGo runs as the bets open, where a seated player must bet on
// every hand: a computer player who would sit the hand out leaves his seat
// (as long as enough stay for the game to go on, 001 Desarrollo 1), and a
// free seat, not one the user bet on last hand, is now and then taken by a
// newcomer. It uses the generator of the bets behind a box, which this
// table does not take (Desarrollo 3), so the stakes are drawn as ever.
func (d *Driver) botsComeAndGo() {
	if !d.BetEveryHand() || d.staged || d.round == nil {
		return // nobody leaves as the user sits down
	}
	keep := max(d.rules.MinSeatedPlayers, d.rules.ShoeGoesOnBets)
	seated := d.BotsSeated()
	for b := 1; b < len(d.seats); b++ {
		if !d.seats[b].Bot || d.behindRng.IntN(botLeaveOdds) != 0 || seated <= keep {
			continue
		}
		d.notify(locales.BJBotLeaves, d.seats[b].Name, b, d.Article(rules.TopicBetEveryHand))
		d.seats[b] = players.Seat{}
		seated--
	}
	if seated >= d.host.ComputerPlayers() || d.behindRng.IntN(botArriveOdds) != 0 {
		return
	}
	var free []int
	for b := 1; b < len(d.seats); b++ {
		if !d.seats[b].Bot && b != players.HomeBox(d.rules) && (!d.hasLast || d.last.user[b] == 0) {
			free = append(free, b)
		}
	}
	name := d.newcomer()
	if len(free) == 0 || name == "" {
		return
	}
	b := free[d.behindRng.IntN(len(free))]
	d.seats[b] = players.Seat{Bot: true, Name: name}
	d.notify(locales.BJBotSits, name, b)
}

// BotsSeated counts the computer players seated.
func (d *Driver) BotsSeated() int {
	n := 0
	for b := 1; b < len(d.seats); b++ {
		if d.seats[b].Bot {
			n++
		}
	}
	return n
}

// newcomer is the name of a computer player of the table's country not
// seated: "" when every name is.
func (d *Driver) newcomer() string {
	for _, n := range players.Names(d.host.Loc(), d.rules.Country) {
		if !slices.ContainsFunc(d.seats, func(st players.Seat) bool { return st.Bot && st.Name == n }) {
			return n
		}
	}
	return ""
}

// FreeSeat frees the seat of box in the betting (the screenshot staging
// puts the user there); OpenBets then opens the bets again.
func (d *Driver) FreeSeat(box int) {
	if box >= 1 && box < len(d.seats) && d.seats[box].Bot && d.phase == Betting {
		d.seats[box] = players.Seat{}
	}
}

// sitOut deals a hand the user puts no bet on, where a seated player must
// bet on every hand: his seat is freed, said with the article, and the
// hand goes to the computer players, when they are enough to play it
// (001 Desarrollo 1); otherwise he is asked to bet. bots counts their bets.
func (d *Driver) sitOut(bots int) bool {
	r := d.rules
	enough := bots >= r.MinSeatedPlayers
	if r.ShoeGoesOnBets > 0 && d.table.ShoeStarted() {
		enough = bots >= r.ShoeGoesOnBets
	}
	if !enough || bots == 0 {
		d.notify(locales.BJErrNoBet)
		return false
	}
	if !d.stood {
		d.stood = true
		d.notify(locales.BJSeatFreed, d.Article(rules.TopicBetEveryHand))
	}
	return true
}

// sitAgain seats the user again, his seat freed by a hand sat out, as he
// puts down a bet.
func (d *Driver) sitAgain() {
	if d.stood {
		d.stood = false
		d.notify(locales.BJSatAgain)
	}
}

// Spectator reports whether the user has nothing at stake in the round:
// he sat it out.
func (d *Driver) Spectator() bool {
	for _, b := range d.round.Boxes() {
		if b.Player == UserName {
			return false
		}
		for _, c := range b.Behind {
			if c.Player == UserName {
				return false
			}
		}
	}
	return true
}

// Full reports whether every seat of the table is taken (the user's and
// the computer players'): other players then wait for a place, and at the
// Italian casino each player bets one box (000 Art.15).
func (d *Driver) Full() bool {
	taken := 1
	for b := 1; b < len(d.seats); b++ {
		if d.seats[b].Bot {
			taken++
		}
	}
	return !d.rules.SinglePlayer && taken >= d.rules.Boxes
}
