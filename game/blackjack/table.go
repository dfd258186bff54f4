package blackjack

import (
	"math/rand/v2"

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
	round  Round
}

// NewTable opens a table: the pack is made of the rule set's decks and
// shuffled with rng (the only source of randomness).
func NewTable(rs rules.RuleSet, rng *rand.Rand) *Table {
	t := &Table{rs: rs, rng: rng, shoe: rules.NewShoe(rs.Decks)}
	t.Shuffle()
	return t
}

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
	if t.rs.Shuffle == rules.ShuffleShoe && t.rs.CutCardBehind > 0 {
		behind := t.rs.CutCardBehind
		if j := t.rs.CutCardJitter; j > 0 {
			behind += t.rng.IntN(2*j+1) - j
		}
		t.shoe.PlaceCut(behind)
	}
	// A continuous shuffler is burnt once, when the table opens.
	t.burn = t.rs.BurnCards > 0 && (t.rs.Shuffle == rules.ShuffleShoe || !t.opened)
}

// DealLastHand marks the next round Deal deals as the session's last
// (Setup.LastHand): where the regulation wants it, the dealer announces
// "l'ultima mano" before closing its bets (004 Regole particolari 16).
func (t *Table) DealLastHand() { t.last = true }

// NeedsShuffle reports whether the pack is shuffled before the next round:
// every round at the online table and with the continuous shuffler, and at
// a shoe table once the cut card has come out (the round in course having
// been completed, Art.33).
func (t *Table) NeedsShuffle() bool {
	switch t.rs.Shuffle {
	case rules.ShuffleEveryRound, rules.ShuffleContinuous:
		return t.opened
	}
	return t.shoe.CutOut()
}

// Deal starts the next round with the given bets, shuffling first when the
// pack needs it. The returned round is reused by the next call to Deal.
func (t *Table) Deal(bets []BoxBet, credit rules.Money) (*Round, error) {
	if t.NeedsShuffle() {
		t.Shuffle()
	}
	last := t.last
	t.last = false
	if err := t.round.Reset(Setup{Rules: t.rs, Shoe: t.shoe, Boxes: bets, Burn: t.burn, Credit: credit, LastHand: last}); err != nil {
		return nil, err
	}
	t.burn = false
	t.opened = true
	return &t.round, nil
}
