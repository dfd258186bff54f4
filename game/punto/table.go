package punto

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"sabot/rules"
)

// Table is a Punto Banco table in play mode: it deals coup after coup from
// one shoe, keeps the button between coups, and shuffles a new shoe (with
// the cut card placed by hand) after the last coup of the old one.
//
// The random source is injected: the same seed deals the same shoes.
type Table struct {
	// Rules is the table's rule set. The Ispettore may change the limits at
	// any time of the shoe (Art. 14): the next coup takes the new value.
	Rules rules.RuleSet

	rng    *rand.Rand
	shoe   *rules.Shoe
	button int
	last   *Round
	shoes  int
	coups  int
}

// NewTable opens a table: the button at the rule set's start, no shoe yet
// (the first Deal shuffles one).
func NewTable(rs rules.RuleSet, rng *rand.Rand) (*Table, error) {
	if rs.Game != rules.PuntoBanco {
		return nil, fmt.Errorf("rules %q: not a Punto Banco table", rs.ID)
	}
	if rng == nil {
		return nil, errors.New("a table needs a random source (rules.NewRand)")
	}
	return &Table{Rules: rs, rng: rng, button: rs.ButtonStart}, nil
}

// Button is the position holding the button for the next coup.
func (t *Table) Button() int {
	if t.last != nil && t.last.Done() {
		return t.last.ButtonNext()
	}
	return t.button
}

// Shoe is the shoe in play (nil before the first coup). Read it, do not draw
// from it.
func (t *Table) Shoe() *rules.Shoe { return t.shoe }

// Shoes is the number of shoes shuffled so far.
func (t *Table) Shoes() int { return t.shoes }

// Coups is the number of coups dealt from the current shoe, the current one
// included.
func (t *Table) Coups() int { return t.coups }

// Deal starts the next coup with bets. The previous coup must be over.
func (t *Table) Deal(bets []Bet) (*Round, error) { return t.start(bets, false) }

// DealBlank starts the next coup as a Colpo in Bianco (no bets).
func (t *Table) DealBlank() (*Round, error) { return t.start(nil, true) }

// NextBlank reports whether the next coup must be a Colpo in Bianco: the
// last coup's card drawn too many was seen (Art. 1), and the shoe goes on.
func (t *Table) NextBlank() bool {
	_, blank, ok := t.carried()
	return ok && blank
}

// carried is the card the last coup laid aside for the next one, unless
// the shoe is to be shuffled (the card goes back into the pack).
func (t *Table) carried() (rules.Card, bool, bool) {
	if t.last == nil || !t.last.Done() || t.shoe == nil || t.shoe.CutOut() || t.shoe.Remaining() == 0 {
		return rules.Card{}, false, false
	}
	return t.last.Carried()
}

func (t *Table) start(bets []Bet, blank bool) (*Round, error) {
	if t.last != nil && !t.last.Done() {
		return nil, setupErr("coup", "coup-not-over", "the coup in course is not over")
	}
	c, mustBlank, ok := t.carried()
	if mustBlank && !blank {
		return nil, setupErr("blank", "blank-due", "the card %s drawn too many was seen: this coup is a Colpo in Bianco, with no bets (Art. 1)", c)
	}
	var carried rules.Cards
	if ok {
		carried, _ = t.last.CarriedCards()
	}
	if t.last != nil {
		t.button = t.last.ButtonNext()
	}
	if t.shoe == nil || t.shoe.CutOut() || t.shoe.Remaining() == 0 {
		t.newShoe()
	}
	r, err := New(Setup{Rules: t.Rules, Shoe: t.shoe, Button: t.button, Bets: bets, Blank: blank, Carried: carried})
	if err != nil {
		return nil, err
	}
	t.last = r
	t.coups++
	return r, nil
}

// newShoe shuffles a fresh shoe and places the cut card CutCardBehind cards
// from the back, give or take CutCardJitter (placed by hand). Art. 4: the
// sixain may be replaced at the end of each taglia; a fresh one is the
// same cards.
func (t *Table) newShoe() {
	s := rules.NewShoe(t.Rules.Decks)
	s.Shuffle(t.rng)
	behind := t.Rules.CutCardBehind
	if j := t.Rules.CutCardJitter; j > 0 {
		behind += t.rng.IntN(2*j+1) - j
	}
	if behind < 1 {
		behind = 1
	}
	s.PlaceCut(behind)
	t.shoe = s
	t.shoes++
	t.coups = 0
}
