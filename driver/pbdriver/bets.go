package pbdriver

import (
	"errors"

	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// Betting at the user's position: a chip on Punto, Banco or Egalité, the
// bets taken back or the last coup's placed again, standing up or sitting
// down. A chip is checked against the table's rules by the engine itself
// (punto.ValidateBets), its error said with its message's key, and
// against what the user has left.

// Stake is the user's bets at his position while the bets are open: one on
// Punto or on Banco, plus one on Egalité, which may also stand alone (Art.
// 11 and the Interpretation of RULES.md). Index it with punto.Side.
type Stake [4]rules.Money

// Total is the money the stake puts on the layout.
func (s Stake) Total() rules.Money { return s[punto.Punto] + s[punto.Banco] + s[punto.Egalite] }

// Empty reports a stake with no bet.
func (s Stake) Empty() bool { return s.Total() == 0 }

// Bets returns the stake as the engine's bets at position pos.
func (s Stake) Bets(pos int, standing bool) []punto.Bet {
	var out []punto.Bet
	for _, side := range []punto.Side{punto.Punto, punto.Banco, punto.Egalite} {
		if s[side] > 0 {
			out = append(out, punto.Bet{Position: pos, Player: UserName, On: side, Amount: s[side], Standing: standing})
		}
	}
	return out
}

// The refusals of the betting (the keys are literals, so that the locales'
// tests find them).
const (
	KeyOneBet  locales.Key = "punto.refuse.one-bet"
	KeyMaxBet  locales.Key = "punto.refuse.max"
	KeyNoMoney locales.Key = "punto.refuse.bankroll"
	// KeyError says an error of the engine in the user's language.
	KeyError locales.Key = "punto.error"
)

// Available is the money the user has that is not on the layout.
func (d *Driver) Available() rules.Money { return d.host.Balance(d.rules.Currency) - d.stake.Total() }

// AddChip puts a chip of value v on side at the user's position, when the
// engine takes the bets so (one bet on Punto or on Banco, plus Egalité,
// Art. 11; within the table's limits, Art. 14) and the user has the money;
// a Notice says why not. It reports whether the chip went down.
func (d *Driver) AddChip(side punto.Side, v rules.Money) bool {
	if !d.betting || (side != punto.Punto && side != punto.Banco && side != punto.Egalite) {
		return false
	}
	s := d.stake
	s[side] += v
	if err := punto.ValidateBets(d.rules, s.Bets(Seat, d.standing)); err != nil {
		d.refuse(err)
		return false
	}
	if free := d.Available(); v > free {
		d.emit(Notice{Key: KeyNoMoney, Args: []any{free}})
		return false
	}
	d.stake = s
	return true
}

// refuse says why the engine refused the bets: the error's code mapped to
// the table's message, or the engine's own message's key.
func (d *Driver) refuse(err error) {
	var se *punto.SetupError
	if !errors.As(err, &se) {
		d.emit(Notice{Key: KeyError, Args: []any{err}})
		return
	}
	switch se.Code {
	case "two-bets":
		d.emit(Notice{Key: KeyOneBet})
	case "above-max":
		d.emit(Notice{Key: KeyMaxBet, Args: []any{d.rules.Limits.Max}})
	default:
		key, args := se.MessageKey()
		d.emit(Notice{Key: locales.Key(key), Args: args})
	}
}

// ClearBets takes the user's bets back; it reports whether there were any.
func (d *Driver) ClearBets() bool {
	if d.stake.Empty() {
		return false
	}
	d.stake = Stake{}
	return true
}

// RepeatBets puts the last coup's bets back on the layout, when the layout
// is clear and the bankroll has them (a Notice says it has not). It reports
// whether they went down.
func (d *Driver) RepeatBets() bool {
	if d.last.Empty() || !d.stake.Empty() {
		return false
	}
	if b := d.host.Balance(d.rules.Currency); d.last.Total() > b {
		d.emit(Notice{Key: KeyNoMoney, Args: []any{b}})
		return false
	}
	d.stake = d.last
	return true
}

// PlaceStake puts stake s on the layout as it is, when the bankroll has it
// (the coups played out at once of the screenshots and the tests). It
// reports whether it did.
func (d *Driver) PlaceStake(s Stake) bool {
	if s.Total() > d.host.Balance(d.rules.Currency) {
		return false
	}
	d.stake = s
	return true
}

// SetStanding makes the user stand (a standing player at a free position
// bets but does not read, Art. 13) or sit down again.
func (d *Driver) SetStanding(standing bool) { d.standing = standing }
