package strategy

import (
	"fmt"
	"strings"

	"sabot/rules"
)

// publishedOnline is the strategy table of seeds/003 ("RTP e strategia
// base"), typed in as the document prints it: rows by player's hand, columns
// by the dealer's up-card 2-9, 10, A; T = tiro (hit), S = sto (stand),
// R = raddoppio (double), D = divido (split).
//
// Reading of R: the online table lets any two cards double, so R is a plain
// double wherever the chart is read at two cards. On a hand of three cards
// or more the document's own table for "no doubles, no splits" (the one the
// system plays for an idle player) turns every R into T, A7 included, so R
// is read as "double, else hit" (code D) everywhere.
const publishedOnline = `
     2 3 4 5 6 7 8 9 T A
4-8  T T T T T T T T T T
9    T R R R R T T T T T
10   R R R R R R R R T T
11   R R R R R R R R R T
12   T T S S S T T T T T
13   S S S S S T T T T T
14   S S S S S T T T T T
15   S S S S S T T T T T
16   S S S S S T T T T T
17   S S S S S S S S S S
18   S S S S S S S S S S
19   S S S S S S S S S S
20   S S S S S S S S S S
21   S S S S S S S S S S
A2   T T T R R T T T T T
A3   T T T R R T T T T T
A4   T T R R R T T T T T
A5   T T R R R T T T T T
A6   T R R R R T T T T T
A7   S R R R R S S T T T
A8   S S S S S S S S S S
A9   S S S S S S S S S S
22   D D D D D D T T T T
33   D D D D D D T T T T
44   T T T D D T T T T T
55   R R R R R R R R T T
66   D D D D D T T T T T
77   D D D D D D T T T T
88   D D D D D D D D T T
99   D D D D D S D D S S
TT   S S S S S S S S S S
AA   D D D D D D D D T T
`

// publishedName is the Name of the published chart.
const publishedName = "seeds/003 published"

// PublishedChart returns the strategy chart the italian-online document
// (seeds/003) publishes with its 99.36% RTP, as a Chart of that rule set.
// Soft 12 (two aces not split) hits and soft 21 stands; the document has no
// row for them.
func PublishedChart() *Chart {
	return mustParseOnline(publishedName, publishedOnline)
}

// idleOnline is the document's second table (seeds/003, "Disconnessioni e
// inattività", "Sessioni con scelte in sospeso"): the basic strategy the
// system plays for a player who left a choice pending (and, after a
// malfunction, "Malfunzionamenti"), "evitando di effettuare puntate o altre
// azioni al fine di minimizzare l'esborso di denaro (ad esempio non
// verranno applicati split/raddoppi)". Typed in as printed, T and S only:
// the pairs are played as their totals say, A-A included (it stands as 12
// against 4-6, as printed).
const idleOnline = `
     2 3 4 5 6 7 8 9 T A
4-8  T T T T T T T T T T
9    T T T T T T T T T T
10   T T T T T T T T T T
11   T T T T T T T T T T
12   T T S S S T T T T T
13   S S S S S T T T T T
14   S S S S S T T T T T
15   S S S S S T T T T T
16   S S S S S T T T T T
17   S S S S S S S S S S
18   S S S S S S S S S S
19   S S S S S S S S S S
20   S S S S S S S S S S
21   S S S S S S S S S S
A2   T T T T T T T T T T
A3   T T T T T T T T T T
A4   T T T T T T T T T T
A5   T T T T T T T T T T
A6   T T T T T T T T T T
A7   S T T T T S S T T T
A8   S S S S S S S S S S
A9   S S S S S S S S S S
22   T T T T T T T T T T
33   T T T T T T T T T T
44   T T T T T T T T T T
55   T T T T T T T T T T
66   T T S S S T T T T T
77   S S S S S T T T T T
88   S S S S S T T T T T
99   S S S S S S S S S S
TT   S S S S S S S S S S
AA   T T S S S T T T T T
`

// IdleChart returns the italian-online document's second table (seeds/003,
// "Disconnessioni e inattività"): the basic strategy without doubles or
// splits the system plays for a player who left a choice pending, as a
// Chart of that rule set. Insurance is never taken ("evitando di effettuare
// puntate").
func IdleChart() *Chart {
	return mustParseOnline("seeds/003 idle", idleOnline)
}

// mustParseOnline reads one of the online document's tables above, as a
// Chart of its rule set.
func mustParseOnline(name, text string) *Chart {
	ch, err := parseSeedChart(rules.ItalianOnline, name, text)
	if err != nil {
		panic(err) // the tables above are constants; the tests read them
	}
	return ch
}

// UpColumns is the order of the up-cards in a printed chart: 2-9, 10, A.
var UpColumns = [10]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}

func parseSeedChart(rs rules.RuleSet, name, text string) (*Chart, error) {
	ch := &Chart{Rules: rs, Name: name}
	codeOf := map[string]Code{"T": CodeHit, "S": CodeStand, "R": CodeDoubleHit, "D": CodeSplit}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	for _, line := range lines[1:] {
		f := strings.Fields(line)
		if len(f) != 11 {
			return nil, fmt.Errorf("row %q: want a hand and 10 cells", line)
		}
		var codes [11]Code
		for i, tok := range f[1:] {
			c, ok := codeOf[tok]
			if !ok {
				return nil, fmt.Errorf("row %q: unknown code %q", line, tok)
			}
			codes[UpColumns[i]] = c
		}
		hand := f[0]
		switch {
		case hand == "4-8":
			for t := 4; t <= 8; t++ {
				for u := 1; u <= 10; u++ {
					ch.Hard[t][u].Code = codes[u]
				}
			}
		case len(hand) == 2 && hand[0] == 'A' && hand[1] >= '2' && hand[1] <= '9':
			t := 11 + int(hand[1]-'0')
			for u := 1; u <= 10; u++ {
				ch.Soft[t][u].Code = codes[u]
			}
		case len(hand) == 2 && hand[0] == hand[1] && cardValue(hand[0]) > 0:
			p := cardValue(hand[0])
			for u := 1; u <= 10; u++ {
				ch.Pair[p][u].Code = codes[u]
			}
		default:
			var t int
			if _, err := fmt.Sscanf(hand, "%d", &t); err != nil || t < 4 || t > 21 {
				return nil, fmt.Errorf("row %q: unknown hand %q", line, hand)
			}
			for u := 1; u <= 10; u++ {
				ch.Hard[t][u].Code = codes[u]
			}
		}
	}
	for u := 1; u <= 10; u++ {
		ch.Soft[12][u].Code = CodeHit
		ch.Soft[21][u].Code = CodeStand
		for p := 1; p <= 10; p++ {
			c := &ch.Pair[p][u]
			if c.Code != CodeSplit {
				c.Alt = c.Code
				continue
			}
			if p == 1 {
				c.Alt = ch.Soft[12][u].Code
			} else {
				c.Alt = ch.Hard[2*p][u].Code
			}
		}
	}
	for t := 4; t <= 21; t++ {
		for u := 1; u <= 10; u++ {
			if ch.Hard[t][u].Code == CodeNone {
				return nil, fmt.Errorf("chart %s: no cell for hard %d against %s", name, t, ValueLetter(u))
			}
		}
	}
	return ch, nil
}

// cardValue reads a value letter: A, 2-9, T.
func cardValue(b byte) int {
	switch {
	case b == 'A':
		return 1
	case b == 'T':
		return 10
	case b >= '2' && b <= '9':
		return int(b - '0')
	}
	return 0
}
