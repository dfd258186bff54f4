package school

import (
	"slices"

	"sabot/locales"
	"sabot/players"
	"sabot/rules"
)

// The school's seats where a seated player must bet on every hand (001
// Disposiciones 1: "Todo Jugador que ocupare un asiento … está obligado a
// realizar apuestas en cada una de las Jugadas, caso contrario deberá
// desocupar su asiento"). The clause binds the player, and asks nothing of
// the croupier: no step of the student's is due. The school shows it
// between hands: a computer player who would sit a hand out leaves his
// seat instead, said with the article, and the student deals the boxes
// left; now and then a newcomer takes a free seat. Enough stay for the game
// to go on (Desarrollo 1), never more than sat down at first.

// leaveOdds: a computer player would sit a hand out about once in so many
// hands; arriveOdds: a free seat is taken about once in so many hands.
const (
	leaveOdds  = 30
	arriveOdds = 3
)

// seatsComeAndGo runs before a hand is dealt, after the first, where a
// seated player must bet on every hand; not in the screenshots.
func (s *Table) seatsComeAndGo() {
	if s.round == nil || s.shot || s.rules.Article(rules.TopicBetEveryHand) == "" {
		return
	}
	a := s.app
	keep := max(s.rules.MinSeatedPlayers, s.rules.ShoeGoesOnBets)
	seated := s.seated()
	for b := 1; b < len(s.seats); b++ {
		if !s.seats[b].Bot || s.seatRng.IntN(leaveOdds) != 0 || seated <= keep {
			continue
		}
		a.Notify(locales.BJBotLeaves, s.seats[b].Name, b, s.rules.Article(rules.TopicBetEveryHand))
		s.seats[b] = players.Seat{}
		seated--
	}
	if seated >= s.seatsAtFirst || s.seatRng.IntN(arriveOdds) != 0 {
		return
	}
	var free []int
	for b := 1; b < len(s.seats); b++ {
		if !s.seats[b].Bot {
			free = append(free, b)
		}
	}
	for _, n := range players.Names(a.Loc, s.rules.Country) {
		if len(free) > 0 && !slices.ContainsFunc(s.seats, func(st players.Seat) bool { return st.Bot && st.Name == n }) {
			b := free[s.seatRng.IntN(len(free))]
			s.seats[b] = players.Seat{Bot: true, Name: n}
			a.Notify(locales.BJBotSits, n, b)
			return
		}
	}
}

// seated counts the computer players seated.
func (s *Table) seated() int {
	n := 0
	for b := 1; b < len(s.seats); b++ {
		if s.seats[b].Bot {
			n++
		}
	}
	return n
}
