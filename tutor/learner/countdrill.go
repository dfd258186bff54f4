package learner

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"sabot/rules"
	"sabot/tutor/counting"
)

// CountMode is what a counting drill asks.
type CountMode uint8

// The counting drills.
const (
	// CountCards flashes cards one at a time; the player types the running
	// count once they are gone.
	CountCards CountMode = iota
	// CountRound deals a whole round at speed (the boxes' cards, the
	// dealer's); the player types the running count.
	CountRound
	// CountTrue shows a running count and the discard tray; the player
	// converts it to the true count, the decks remaining estimated to the
	// half deck from the tray.
	CountTrue
)

var countModeNames = [...]string{"cards", "round", "true"}

// String returns the mode's name: cards, round, true.
func (m CountMode) String() string {
	if int(m) < len(countModeNames) {
		return countModeNames[m]
	}
	return "?"
}

// ParseCountMode reads a counting drill's name.
func ParseCountMode(s string) (CountMode, error) {
	for i, n := range countModeNames {
		if n == s {
			return CountMode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown counting drill %q: want cards, round or true", s)
}

// The flash speed of the cards: each card's time on screen starts at
// CountStartInterval, shortens by a sixth after a right answer down to
// CountFastestInterval, and lengthens by a fifth after a wrong one up to
// CountStartInterval.
const (
	CountStartInterval   = 1000 * time.Millisecond
	CountFastestInterval = 200 * time.Millisecond
)

// CountQuestion is one question of a counting drill.
type CountQuestion struct {
	// Mode is the drill's.
	Mode CountMode
	// NewShoe says the shoe was shuffled before these cards: the running
	// count starts again from 0.
	NewShoe bool
	// Cards are the cards to count, in the order they are shown (CountCards,
	// CountRound).
	Cards rules.Cards
	// Boxes and Dealer are the round's hands (CountRound): Cards holds them
	// in dealing order.
	Boxes  []rules.Cards
	Dealer rules.Cards
	// Interval is how long each card is shown (CountCards) or, times the
	// number of cards, the round (CountRound).
	Interval time.Duration
	// Running is the running count shown (CountTrue); Tray the cards in the
	// discard tray and Decks the shoe's decks.
	Running int
	Tray    int
	Decks   int
}

// CountAnswer is a graded answer.
type CountAnswer struct {
	CountQuestion
	// Given is the player's answer.
	Given int
	// Want is the running count after the cards (CountCards, CountRound),
	// or the true count as the player should estimate it (CountTrue):
	// Running over DecksLeft.
	Want float64
	// DecksLeft is the decks remaining estimated from the tray to the half
	// deck (CountTrue).
	DecksLeft float64
	// Accepted are the answers graded right: the running count; for the
	// true count, the estimate truncated toward zero and rounded (counters
	// use either).
	Accepted []int
	// Correct says the answer is one of them.
	Correct bool
}

// CountDrill deals counting questions from a shoe of a table's decks,
// shuffled when it reaches the table's cut card, and grades the answers.
type CountDrill struct {
	rs       rules.RuleSet
	mode     CountMode
	rng      *rand.Rand
	prog     *Progress
	shoe     *rules.Shoe
	count    counting.HiLo
	fresh    bool
	interval time.Duration
	pending  bool
	want     int
}

// NewCountDrill makes a counting drill at a blackjack table. Answers are
// recorded in prog when it is not nil.
func NewCountDrill(rs rules.RuleSet, mode CountMode, rng *rand.Rand, prog *Progress) (*CountDrill, error) {
	if !rs.IsBlackjack() {
		return nil, fmt.Errorf("rules %s: card counting is for the blackjack tables", rs.ID)
	}
	if mode > CountTrue {
		return nil, fmt.Errorf("counting drill %d: no such drill", mode)
	}
	if rng == nil {
		return nil, fmt.Errorf("counting drill: no random source")
	}
	d := &CountDrill{rs: rs, mode: mode, rng: rng, prog: prog, interval: CountStartInterval}
	d.reshuffle()
	return d, nil
}

// Mode returns the drill's mode.
func (d *CountDrill) Mode() CountMode { return d.mode }

// Interval returns the current time each card is shown.
func (d *CountDrill) Interval() time.Duration { return d.interval }

// cutBehind is how many cards stay behind the cut card: the table's, or a
// deck and a half at the tables that shuffle every round (the drill deals
// a shoe there too, to have a count to keep).
func (d *CountDrill) cutBehind() int {
	if d.rs.Shuffle == rules.ShuffleShoe && d.rs.CutCardBehind > 0 {
		return d.rs.CutCardBehind
	}
	return 78
}

func (d *CountDrill) reshuffle() {
	d.shoe = rules.NewShoe(d.rs.Decks)
	d.shoe.Shuffle(d.rng)
	d.count.Reset()
	d.fresh = true
}

// draw deals a card, shuffling a new shoe at the cut card.
func (d *CountDrill) draw() rules.Card {
	if d.shoe.Remaining() <= d.cutBehind() {
		d.reshuffle()
	}
	c, err := d.shoe.Draw()
	if err != nil { // never: the cut card is far from the end
		d.reshuffle()
		c, _ = d.shoe.Draw()
	}
	return c
}

// Next deals the next question. In the running-count drills the count goes
// on from question to question until the shoe is shuffled (NewShoe).
func (d *CountDrill) Next() CountQuestion {
	q := CountQuestion{Mode: d.mode, Decks: d.rs.Decks, Interval: d.interval}
	switch d.mode {
	case CountTrue:
		// A point of a freshly shuffled shoe between half a deck and the
		// cut card, with the running count of the cards before it.
		s := rules.NewShoe(d.rs.Decks)
		s.Shuffle(d.rng)
		total := s.Remaining()
		q.Tray = 26 + d.rng.IntN(total-d.cutBehind()-26+1)
		var h counting.HiLo
		for i := 0; i < q.Tray; i++ {
			c, _ := s.Draw()
			h.See(c)
		}
		q.Running = h.Running()
		return q
	case CountRound:
		if d.shoe.Remaining() <= d.cutBehind()+30 {
			d.reshuffle()
		}
		q.NewShoe = d.fresh
		n := 1 + d.rng.IntN(d.rs.Boxes)
		q.Boxes = make([]rules.Cards, n)
		for i := range q.Boxes {
			q.Boxes[i] = rules.Cards{d.draw()}
		}
		q.Dealer = rules.Cards{d.draw()}
		for i := range q.Boxes {
			q.Boxes[i] = append(q.Boxes[i], d.draw())
		}
		// Each box draws to a total the player chose at random between 12
		// and 17 (the count does not care how well he plays), then the
		// dealer draws to 17.
		for i := range q.Boxes {
			stop := 12 + d.rng.IntN(6)
			for rules.HandTotal(q.Boxes[i]).Value < stop {
				q.Boxes[i] = append(q.Boxes[i], d.draw())
			}
		}
		for rules.HandTotal(q.Dealer).Value < 17 {
			q.Dealer = append(q.Dealer, d.draw())
		}
		for i := range q.Boxes {
			q.Cards = append(q.Cards, q.Boxes[i]...)
		}
		q.Cards = append(q.Cards, q.Dealer...)
	default:
		if d.shoe.Remaining() <= d.cutBehind()+16 {
			d.reshuffle()
		}
		q.NewShoe = d.fresh
		n := 6 + d.rng.IntN(10)
		for i := 0; i < n; i++ {
			q.Cards = append(q.Cards, d.draw())
		}
	}
	d.fresh = false
	d.count.See(q.Cards...)
	d.want = d.count.Running()
	d.pending = true
	return q
}

// DecksLeft estimates the decks still to be dealt from the cards in the
// discard tray, as a counter reads the tray: its height to the nearest half
// deck, taken from the shoe's decks; at least half a deck.
func DecksLeft(decks, tray int) float64 {
	inTray := math.Round(float64(tray)/26) / 2
	return math.Max(float64(decks)-inTray, 0.5)
}

// Answer grades the player's answer to question q, which took him seconds
// (0 when not timed), and records it in the drill's progress at time at.
// In the running-count drills a wrong answer is corrected: the count goes
// on from the right one.
func (d *CountDrill) Answer(q CountQuestion, given int, seconds float64, at time.Time) (CountAnswer, error) {
	if q.Mode != d.mode {
		return CountAnswer{}, fmt.Errorf("a %s question in the %s drill", q.Mode, d.mode)
	}
	a := CountAnswer{CountQuestion: q, Given: given}
	if q.Mode == CountTrue {
		if q.Tray < 0 || q.Tray >= 52*q.Decks {
			return CountAnswer{}, fmt.Errorf("discard tray of %d cards: the shoe holds %d", q.Tray, 52*q.Decks)
		}
		a.DecksLeft = DecksLeft(q.Decks, q.Tray)
		a.Want = float64(q.Running) / a.DecksLeft
		t, r := int(a.Want), int(math.Round(a.Want))
		a.Accepted = []int{t}
		if r != t {
			a.Accepted = append(a.Accepted, r)
		}
	} else {
		if !d.pending {
			return CountAnswer{}, fmt.Errorf("no question pending: deal one with Next")
		}
		d.pending = false
		a.Want = float64(d.want)
		a.Accepted = []int{d.want}
	}
	for _, x := range a.Accepted {
		a.Correct = a.Correct || x == given
	}
	if q.Mode != CountTrue {
		if a.Correct {
			d.interval = max(d.interval*5/6, CountFastestInterval)
		} else {
			d.interval = min(d.interval*6/5, CountStartInterval)
		}
	}
	if d.prog != nil {
		d.prog.RecordCount(d.rs.ID, q.Mode, a.Correct, seconds)
	}
	return a, nil
}
