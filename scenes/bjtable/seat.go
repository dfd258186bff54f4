package bjtable

import (
	"slices"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/players"
	"sabot/scenes/session"
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

// betEveryHand reports whether the table's regulation obliges a seated
// player to bet on every hand.
func (s *Table) betEveryHand() bool { return s.rules.Article(rules.TopicBetEveryHand) != "" }

// botsComeAndGo runs as the bets open, where a seated player must bet on
// every hand: a computer player who would sit the hand out leaves his seat
// (as long as enough stay for the game to go on, 001 Desarrollo 1), and a
// free seat, not one the user bet on last hand, is now and then taken by a
// newcomer. It uses the generator of the bets behind a box, which this
// table does not take (Desarrollo 3), so the stakes are drawn as ever.
func (s *Table) botsComeAndGo() {
	if !s.betEveryHand() || s.shotStaged || s.round == nil {
		return // nobody leaves as the user sits down
	}
	a := s.app
	keep := max(s.rules.MinSeatedPlayers, s.rules.ShoeGoesOnBets)
	seated := s.botsSeated()
	for b := 1; b < len(s.seats); b++ {
		if !s.seats[b].Bot || s.behindRng.IntN(botLeaveOdds) != 0 || seated <= keep {
			continue
		}
		a.Notify(locales.BJBotLeaves, s.seats[b].Name, b, s.article(rules.TopicBetEveryHand))
		s.seats[b] = players.Seat{}
		seated--
	}
	if seated >= a.Settings.ComputerPlayers || s.behindRng.IntN(botArriveOdds) != 0 {
		return
	}
	var free []int
	for b := 1; b < len(s.seats); b++ {
		if !s.seats[b].Bot && b != players.HomeBox(s.rules) && (b >= len(s.last) || s.last[b] == 0) {
			free = append(free, b)
		}
	}
	name := s.newcomer()
	if len(free) == 0 || name == "" {
		return
	}
	b := free[s.behindRng.IntN(len(free))]
	s.seats[b] = players.Seat{Bot: true, Name: name}
	a.Notify(locales.BJBotSits, name, b)
}

// botsSeated counts the computer players seated.
func (s *Table) botsSeated() int {
	n := 0
	for b := 1; b < len(s.seats); b++ {
		if s.seats[b].Bot {
			n++
		}
	}
	return n
}

// newcomer is the name of a computer player of the table's country not
// seated: "" when every name is.
func (s *Table) newcomer() string {
	for _, n := range players.Names(s.app.Loc, s.rules.Country) {
		if !slices.ContainsFunc(s.seats, func(st players.Seat) bool { return st.Bot && st.Name == n }) {
			return n
		}
	}
	return ""
}

// sitOut deals a hand the user puts no bet on, where a seated player must
// bet on every hand: his seat is freed, said with the article, and the
// hand goes to the computer players, when they are enough to play it
// (001 Desarrollo 1); otherwise he is asked to bet. bots counts their bets.
func (s *Table) sitOut(bots int) bool {
	r, a := s.rules, s.app
	enough := bots >= r.MinSeatedPlayers
	if r.ShoeGoesOnBets > 0 && s.table.ShoeStarted() {
		enough = bots >= r.ShoeGoesOnBets
	}
	if !enough || bots == 0 {
		a.Notify(locales.BJErrNoBet)
		return false
	}
	if !s.stood {
		s.stood = true
		a.Notify(locales.BJSeatFreed, s.article(rules.TopicBetEveryHand))
	}
	return true
}

// sitAgain seats the user again, his seat freed by a hand sat out, as he
// puts down a bet.
func (s *Table) sitAgain() {
	if s.stood {
		s.stood = false
		s.app.Notify(locales.BJSatAgain)
	}
}

// spectator reports whether the user has nothing at stake in the round:
// he sat it out.
func (s *Table) spectator() bool {
	for _, b := range s.round.Boxes() {
		if b.Player == session.UserName {
			return false
		}
		for _, c := range b.Behind {
			if c.Player == session.UserName {
				return false
			}
		}
	}
	return true
}
