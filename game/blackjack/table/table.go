package table

import (
	"math/rand/v2"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// Table keeps what lasts between rounds at a blackjack table: the shoe, its
// shuffles, its cut card and its burn. It deals one round at a time.
type Table struct {
	rs     rules.RuleSet
	rng    *rand.Rand
	shoe   *rules.Shoe
	burn   bool // the next round starts by burning (fresh shoe)
	opened bool
	last   bool // the next round is the session's last (DealLastHand)
	// started: the shoe has dealt a round since it was shuffled.
	started bool
	// waiting: players wait for a place (setup.Setup.Waiting).
	waiting bool
	// reshuffle: a restored table whose last hand's pack is to be
	// reshuffled into the sabot (State.Reshuffle).
	reshuffle bool
	round     blackjack.Round
}

// New opens a table: the pack is made of the rule set's decks and
// shuffled with rng (the only source of randomness).
//
// With a continuous shuffler and a CutCardBehind, about that many cards
// (by hand: within CutCardJitter) are first cut off with the mascherina
// and stay out of play, unseen, while the table is open (004 Apertura 7).
func New(rs rules.RuleSet, rng *rand.Rand) *Table {
	t := &Table{rs: rs, rng: rng, shoe: rules.NewShoe(rs.Decks)}
	if rs.Shuffle == rules.ShuffleContinuous && rs.CutCardBehind > 0 {
		t.shoe.Shuffle(rng)
		t.shoe.SetAside(t.handCut(rs.CutCardBehind))
	}
	t.Shuffle()
	return t
}

// handCut is n cards counted by eye: within CutCardJitter of n.
func (t *Table) handCut(n int) int {
	if j := t.rs.CutCardJitter; j > 0 {
		n += t.rng.IntN(2*j+1) - j
	}
	return n
}

// SetAside returns the cards cut off before the pack went into the
// continuous shuffler (004 Apertura 7): out of play and never seen.
func (t *Table) SetAside() rules.Cards { return t.shoe.Aside() }

// ShoeStarted reports whether the shoe has dealt a round since it was
// shuffled, so that the next round goes on with the shoe (001 Desarrollo
// 1). It is false when the next round shuffles first.
func (t *Table) ShoeStarted() bool { return t.started && !t.NeedsShuffle() }

// SetWaiting says whether players are waiting for a place at the table
// (it is full); the next rounds' bets are checked accordingly (000
// Art.15).
func (t *Table) SetWaiting(w bool) { t.waiting = w }

// Rules returns the table's rule set.
func (t *Table) Rules() rules.RuleSet { return t.rs }

// Shoe returns the table's shoe (to show its depth and cut card, or to give
// the analyzer the cards left).
func (t *Table) Shoe() *rules.Shoe { return t.shoe }

// Shuffle gathers every card and shuffles the pack: at a shoe table the cut
// card is placed about CutCardBehind cards from the back (by hand: within
// CutCardJitter) and the first cards are burnt at the next round.
func (t *Table) Shuffle() {
	t.shoe.Shuffle(t.rng)
	t.started, t.reshuffle = false, false
	if t.rs.Shuffle == rules.ShuffleShoe && t.rs.CutCardBehind > 0 {
		t.shoe.PlaceCut(t.handCut(t.rs.CutCardBehind))
	}
	// A continuous shuffler is burnt once, when the table opens.
	t.burn = t.rs.BurnCards > 0 && (t.rs.Shuffle == rules.ShuffleShoe || !t.opened)
}

// DealLastHand marks the next round Deal deals as the session's last
// (setup.Setup.LastHand): where the regulation wants it, the dealer announces
// "l'ultima mano" before closing its bets (004 Regole particolari 16).
func (t *Table) DealLastHand() { t.last = true }

// NeedsShuffle reports whether the pack is shuffled before the next round:
// every round at the online table and with the continuous shuffler, and at
// a shoe table once the cut card has come out (the round in course having
// been completed, Art.33; 004 Apertura 9), or after a hand whose pack is
// to be reshuffled into the sabot (004 Regole particolari 11).
func (t *Table) NeedsShuffle() bool {
	switch t.rs.Shuffle {
	case rules.ShuffleEveryRound, rules.ShuffleContinuous:
		return t.opened
	}
	return t.shoe.CutOut() || t.reshuffleDue()
}

// reshuffleDue reports whether the last hand's pack is to be reshuffled
// into the sabot before the next (004 Regole particolari 11).
func (t *Table) reshuffleDue() bool {
	return t.reshuffle || (t.round.Done() && t.round.PackCheck() == blackjack.PackReshuffled)
}

// Deal starts the next round with the given bets, shuffling first when the
// pack needs it. The returned round is reused by the next call to Deal.
func (t *Table) Deal(bets []setup.BoxBet, credit rules.Money) (*blackjack.Round, error) {
	if t.NeedsShuffle() {
		t.Shuffle()
	}
	last := t.last
	t.last = false
	st := setup.Setup{Rules: t.rs, Shoe: t.shoe, Boxes: bets, Burn: t.burn, Credit: credit, LastHand: last, ShoeStarted: t.started, Waiting: t.waiting}
	if err := t.round.Reset(st); err != nil {
		return nil, err
	}
	t.burn = false
	t.started = true
	t.opened = true
	return &t.round, nil
}
