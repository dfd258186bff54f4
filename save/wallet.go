package save

import (
	"fmt"
	"slices"

	"sabot/rules"
)

// Euro is the currency of a line of the round log, a journal's head or a
// bankroll point that names none: everything written before the bankrolls
// were kept apart by currency was written in euros (the Argentine rounds
// of those logs included, which stay as they were).
const Euro = "EUR"

// currencyOf returns code, or Euro for "".
func currencyOf(code string) string {
	if code == "" {
		return Euro
	}
	return code
}

// checkCurrency reports a currency that no table plays in.
func checkCurrency(code string) error {
	if code == "" || slices.Contains(rules.Currencies(), code) {
		return nil
	}
	return fmt.Errorf("currency %q: want one of %v", code, rules.Currencies())
}

// StartingBankroll is the euro bankroll of a first run and of a reset: a
// hundred times the Italian tables' minimum bet of 10 € (StartingBalance
// gives every currency's).
const StartingBankroll = rules.Money(1000 * 100)

// StartingBalance is the bankroll of a first run and of a reset in the
// currency with ISO 4217 code cur. The euro's is StartingBankroll, a
// hundred times the minimum bet of italian-classic; every other currency
// starts with the same multiple of the lowest minimum bet among its
// tables, rounded as a casino rounds a sum, to a value of its chips (1, 2
// or 5 times a power of ten): the Argentine table's minimum of $ 10 gives
// $ 1.000.
func StartingBalance(cur string) rules.Money {
	cur = currencyOf(cur)
	if cur == Euro {
		return StartingBankroll
	}
	var low rules.Money
	for _, r := range rules.All() {
		if r.Currency == cur && (low == 0 || r.Limits.Min < low) {
			low = r.Limits.Min
		}
	}
	if low <= 0 {
		return StartingBankroll
	}
	return chipRound(StartingBankroll / rules.ItalianClassic.Limits.Min * low)
}

// chipRound rounds m (above zero) to the nearest 1, 2 or 5 times a power
// of ten of whole units; a tie goes to the larger.
func chipRound(m rules.Money) rules.Money {
	if m < 100 {
		return 100
	}
	step := rules.Money(100)
	for step*10 <= m {
		step *= 10
	}
	best := step
	for _, c := range []rules.Money{step, 2 * step, 5 * step, 10 * step} {
		if abs(m-c) <= abs(m-best) {
			best = c
		}
	}
	return best
}

func abs(m rules.Money) rules.Money {
	if m < 0 {
		return -m
	}
	return m
}

// Wallet is the player's money: a bankroll per currency (by ISO 4217
// code), each with its own balance, its own start (StartingBalance) and
// its own reset. A round moves only the bankroll of its table's currency.
// A currency not in the wallet has never been played: its balance is its
// start.
type Wallet map[string]rules.Money

// Balance is the bankroll in currency cur ("" is the euro).
func (w Wallet) Balance(cur string) rules.Money {
	if b, ok := w[currencyOf(cur)]; ok {
		return b
	}
	return StartingBalance(cur)
}

// Set sets the bankroll in currency cur.
func (w *Wallet) Set(cur string, b rules.Money) {
	if *w == nil {
		*w = Wallet{}
	}
	(*w)[currencyOf(cur)] = b
}

// Played returns the currencies the wallet holds a bankroll in (played or
// reset), in the order of rules.Currencies.
func (w Wallet) Played() []string {
	var out []string
	for _, c := range rules.Currencies() {
		if _, ok := w[c]; ok {
			out = append(out, c)
		}
	}
	return out
}
