package blackjack

import "strings"

// PackCheck is what is done with the pack at the end of a hand dealt from
// the shoe of 004's reserved tables, after an incident that calls for it.
type PackCheck uint8

// The pack checks.
const (
	// NoPackCheck: the shoe goes on as it is.
	NoPackCheck PackCheck = iota
	// PackCounted: several cards fell to the floor during the coup: "Con
	// l'utilizzo del sabot (Shoe), alla fine della mano si conteranno le
	// carte per accertarne la completezza e si sostituiranno solo le carte
	// che appariranno danneggiate" (004 Regole particolari 5). The shoe
	// goes on.
	PackCounted
	// PackReshuffled: a card came out showing its face: "Al termine si
	// procederà al controllo dell'intera sizain rimescolando le carte e
	// reinserendole nel sabot" (004 Regole particolari 11). The next round
	// starts a new shoe.
	PackReshuffled
)

var packCheckNames = [...]string{"", "pack-counted", "pack-reshuffled"}

// String returns "pack-counted", "pack-reshuffled", or "" for NoPackCheck.
func (p PackCheck) String() string {
	if int(p) < len(packCheckNames) {
		return packCheckNames[p]
	}
	return "?"
}

// PackCheck returns what is done with the pack at the end of the round, by
// the incidents it had and the table's rules (RuleSet.ExposedCardReshuffles,
// FallenCardsCounted); the reshuffle outweighs the count, whose check it
// includes.
func (r *Round) PackCheck() PackCheck {
	check := NoPackCheck
	for _, inc := range r.incidents {
		kind, _, _ := strings.Cut(inc, " ")
		switch {
		case kind == ExposedCard.String() && r.rs.ExposedCardReshuffles:
			return PackReshuffled
		case kind == FallenCards.String() && r.rs.FallenCardsCounted:
			check = PackCounted
		}
	}
	return check
}

// emitPackCheck tells, as the hand ends, of the pack's check that is due
// (EvPackCheck), if one is.
func (r *Round) emitPackCheck() {
	if p := r.PackCheck(); p != NoPackCheck {
		r.emit(Event{Kind: EvPackCheck, Check: p})
	}
}
