package punto

import (
	"fmt"

	"sabot/rules"
)

// Bet is one stake on the layout at one position.
type Bet struct {
	// Position is the betting position, 1 to the rule set's Boxes (9).
	Position int
	// Player names who bet; empty for an anonymous player. Bets at one
	// position belong to one player (Art. 11, 12).
	Player string
	// On is what the bet is on: Punto, Banco or Egalite.
	On Side
	// Amount is the stake.
	Amount rules.Money
	// Standing marks a standing player betting at a free position (Art.
	// 13): he may bet, but on Punto he does not read the cards.
	Standing bool
}

// String returns the bet in the notation of tests and messages, e.g.
// "3 punto 10.00" or "5 banco 20.00 standing".
func (b Bet) String() string {
	s := fmt.Sprintf("%d %s %s", b.Position, b.On, b.Amount)
	if b.Standing {
		s += " standing"
	}
	return s
}

// Setup is everything a coup starts from.
type Setup struct {
	// Rules is the table's rule set (rules.SuperPuntoBanco).
	Rules rules.RuleSet
	// Shoe is the sabot the coup is dealt from. The round draws from it and
	// leaves it where the coup ended, for the next coup.
	Shoe *rules.Shoe
	// Button is the position holding the button (bottone) for this coup:
	// ties between the highest Punto bets go by the order of the positions
	// from it upward (Distribuzione).
	Button int
	// Bets are the bets on the layout when the dealer closes the game.
	Bets []Bet
	// Blank makes the coup a Colpo in Bianco: played with no bets, announced
	// by the dealer, and the button stays where it is (Art. 1, 3, 8).
	Blank bool
	// Carried are cards laid aside by the previous coup, dealt before the
	// sabot's: the card drawn too many (Art. 1; see Round.Carried).
	Carried rules.Cards
}

// SetupError is the error of a Setup that cannot start a coup. Field names
// what is wrong the way a hand script spells it ("bets[1].amount",
// "button", "shoe"), so a script's error points at the line to fix.
type SetupError struct {
	// Field is the field at fault, e.g. "bets[1].amount".
	Field string
	// Reason says what is wrong with it, in English.
	Reason string
	// Code names the reason for the screen's languages ("below-min"): the
	// message is the key "err.pb.<code>", with Args as its arguments.
	Code string
	// Args are the values in Reason, in its order.
	Args []any
}

// Error implements error: "bets[1].amount: 5.00 is below the table minimum
// 10.00 (Art. 14)".
func (e *SetupError) Error() string { return e.Field + ": " + e.Reason }

// MessageKey returns the key of the error's message in the language files
// ("err.pb.below-min") and its arguments.
func (e *SetupError) MessageKey() (string, []any) { return "err.pb." + e.Code, e.Args }

func setupErr(field, code, format string, args ...any) *SetupError {
	return &SetupError{Field: field, Code: code, Args: args, Reason: fmt.Sprintf(format, args...)}
}

// ValidateBets checks bets against rule set rs as a coup's Setup does
// (validate), without a shoe or a button: the bets a table takes while
// they are open, before the coup is dealt. The error is a *SetupError.
func ValidateBets(rs rules.RuleSet, bets []Bet) error {
	if err := validateRules(rs); err != nil {
		return err
	}
	return validateBets(rs, bets)
}

func validateRules(rs rules.RuleSet) error {
	if rs.Game != rules.PuntoBanco || rs.Boxes < 1 {
		id := rs.ID
		if id == "" {
			id = "(none)"
		}
		return setupErr("rules", "not-punto", "%q is not a Punto Banco rule set", id)
	}
	return nil
}

// validate checks a Setup against its rule set. It returns a *SetupError.
func validate(s Setup) error {
	rs := s.Rules
	if err := validateRules(rs); err != nil {
		return err
	}
	if s.Shoe == nil {
		return setupErr("shoe", "no-shoe", "missing: a coup needs a shoe")
	}
	if s.Shoe.CutOut() {
		return setupErr("shoe", "cut-card-out", "the cut card is out: the last coup of this shoe has been played (Art. 5); shuffle a new shoe")
	}
	if s.Button < 1 || s.Button > rs.Boxes {
		return setupErr("button", "bad-button", "%d is not a position: the table has positions 1-%d", s.Button, rs.Boxes)
	}
	if s.Blank && len(s.Bets) > 0 {
		return setupErr("blank", "blank-bets", "a Colpo in Bianco is played with no bets, and there are %d (Art. 1)", len(s.Bets))
	}
	return validateBets(rs, s.Bets)
}

// validateBets checks the bets of a coup against rule set rs.
func validateBets(rs rules.RuleSet, bets []Bet) error {
	// first[p] is the index+1 of the first bet at position p; main[p] and
	// egal[p] the index+1 of its Punto/Banco and Egalité bets.
	var first, main, egal [64]int
	if rs.Boxes >= len(first) {
		return setupErr("rules", "too-many-positions", "%d positions: at most %d", rs.Boxes, len(first)-1)
	}
	lim := rs.Limits
	for i, b := range bets {
		f := func(name string) string { return fmt.Sprintf("bets[%d].%s", i, name) }
		if b.Position < 1 || b.Position > rs.Boxes {
			return setupErr(f("position"), "bad-position", "%d is not a position: the table has positions 1-%d", b.Position, rs.Boxes)
		}
		if b.On != Punto && b.On != Banco && b.On != Egalite {
			return setupErr(f("on"), "no-side", "missing: want punto, banco or egalite")
		}
		switch {
		case b.Amount <= 0:
			return setupErr(f("amount"), "not-positive", "%s: a stake must be positive", b.Amount)
		case b.Amount < lim.Min:
			return setupErr(f("amount"), "below-min", "%s is below the table minimum %s (Art. 14)", b.Amount, lim.Min)
		case lim.Max > 0 && b.Amount > lim.Max:
			return setupErr(f("amount"), "above-max", "%s is above the table maximum %s (Art. 14)", b.Amount, lim.Max)
		}
		if b.Standing && !rs.StandingPlayersBet {
			return setupErr(f("standing"), "no-standing", "standing players may not bet at this table")
		}
		p := b.Position
		if j := first[p] - 1; j >= 0 {
			o := bets[j]
			if o.Standing != b.Standing {
				return setupErr(f("standing"), "seat-taken", "position %d is taken by a seated player (bets[%d]): a standing player bets only at a free position (Art. 13)", p, j)
			}
			if o.Player != "" && b.Player != "" && o.Player != b.Player {
				return setupErr(f("player"), "other-player", "position %d is %s's (bets[%d]): bets are individual, one player per position (Art. 11, 12)", p, o.Player, j)
			}
		} else {
			first[p] = i + 1
		}
		if b.On == Egalite {
			if j := egal[p] - 1; j >= 0 {
				return setupErr(f("on"), "two-egalite", "position %d already bets egalite (bets[%d]): one Egalité bet per position (Art. 11)", p, j)
			}
			egal[p] = i + 1
			continue
		}
		if j := main[p] - 1; j >= 0 {
			return setupErr(f("on"), "two-bets", "position %d already bets %s (bets[%d]): one bet per position, on Punto or on Banco, plus Egalité (Art. 11)", p, bets[j].On, j)
		}
		main[p] = i + 1
	}
	if !rs.EgaliteAlone {
		for p := 1; p <= rs.Boxes; p++ {
			if egal[p] > 0 && main[p] == 0 {
				return setupErr(fmt.Sprintf("bets[%d].on", egal[p]-1), "egalite-alone", "an Egalité bet at position %d needs a Punto or Banco bet there (Art. 11)", p)
			}
		}
	}
	return nil
}
