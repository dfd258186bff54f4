package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Money is an amount in integer cents of the table's unit (euro, franc or
// peso). Money never passes through a float: 3:2 of 25 is exactly 37.50.
type Money int64

// Units returns an amount of whole table units.
func Units(n int64) Money { return Money(n * 100) }

// String returns the amount as a decimal with two places, e.g. "-37.50".
func (m Money) String() string {
	sign := ""
	v := int64(m)
	if v < 0 {
		sign = "-"
		v = -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// MarshalJSON writes the amount as a JSON number in units with two decimals.
func (m Money) MarshalJSON() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalJSON reads a JSON number (or a numeric string) in units with at
// most two decimals.
func (m *Money) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	v, err := ParseMoney(s)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseMoney reads a decimal amount in units ("10", "12.5", "-3.75") with at
// most two decimals. The error names the text.
func ParseMoney(s string) (Money, error) {
	t := strings.TrimSpace(s)
	neg := false
	if strings.HasPrefix(t, "-") {
		neg = true
		t = t[1:]
	}
	whole, frac, hasDot := strings.Cut(t, ".")
	if whole == "" || (hasDot && frac == "") {
		return 0, fmt.Errorf("bad amount %q: want a number like 10 or 12.50", s)
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("bad amount %q: at most two decimals (cents)", s)
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("bad amount %q: want a number like 10 or 12.50", s)
		}
	}
	if len(whole) > 13 {
		return 0, fmt.Errorf("bad amount %q: too large", s)
	}
	w, _ := strconv.ParseInt(whole, 10, 64)
	for len(frac) < 2 {
		frac += "0"
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	v := Money(w*100 + f)
	if neg {
		v = -v
	}
	return v, nil
}

// Ratio is a payout ratio such as 3:2 (Win 3 for every Stake 2).
type Ratio struct {
	Win, Stake int64
}

// Of returns the winnings that the ratio pays on stake, rounded down to the
// cent (the house keeps a fraction of a cent; with whole-unit bets and the
// ratios of these tables there is never one to keep except on Banco's 5%
// commission, see RuleSet.BancoCommissionPercent).
func (r Ratio) Of(stake Money) Money {
	if r.Stake == 0 {
		return 0
	}
	return Money(int64(stake) * r.Win / r.Stake)
}

// String returns the ratio as "3:2".
func (r Ratio) String() string { return fmt.Sprintf("%d:%d", r.Win, r.Stake) }
