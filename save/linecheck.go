package save

import (
	"bytes"
	"fmt"
)

// A line of the log is read in two ways. One a crash cut short is not
// data and was never committed: it is dropped silently. One that is whole
// (its newline, as many bytes as it says, no zeros) but fails its checksum
// or cannot be true was committed and damaged later: it is skipped, a copy
// of the log is kept, and the user is told. These functions tell them
// apart, and checker says what a whole line cannot be.

// isLineCut reports whether rest, the bytes from a line's start to the
// file's end with no newline, are what a crash leaves of a line being
// written: a prefix of a frame (its checksum's hex digits, a space, its
// length, a space, fewer payload bytes than the length or all of them with
// the checksum holding), and nothing after it but the zeros of a file
// extended before its data.
func isLineCut(rest []byte) bool {
	rest = bytes.TrimRight(rest, "\x00")
	if bytes.IndexByte(rest, 0) >= 0 {
		return false
	}
	i := 0
	for i < len(rest) && i < 8 && isHex(rest[i]) {
		i++
	}
	if i < len(rest) && i < 8 {
		return false
	}
	if i == len(rest) {
		return true
	}
	if rest[i] != ' ' {
		return false
	}
	i++
	j := i
	size := 0
	for j < len(rest) && j-i < 7 && rest[j] >= '0' && rest[j] <= '9' {
		size = size*10 + int(rest[j]-'0')
		j++
	}
	if j == len(rest) {
		return true
	}
	if j == i || rest[j] != ' ' {
		return false
	}
	payload := rest[j+1:]
	if len(payload) < size {
		return true
	}
	if len(payload) > size {
		return false
	}
	_, _, err := readFrame(append(append([]byte(nil), rest...), '\n'))
	return err == nil
}

// isHeaderCut reports whether head, a log too short to hold its header,
// is what a crash leaves of the header being written: a prefix of the
// header line of a version this code writes, then nothing but zeros; not a
// file of something else (that one is kept aside).
func isHeaderCut(head []byte) bool {
	for v := 1; v <= LogVersion; v++ {
		if bytes.HasPrefix(headerFrame(v), bytes.TrimRight(head, "\x00")) {
			return true
		}
	}
	return false
}

// isFrameCut reports whether line, a whole line (with its newline) that
// readFrame refused, is one a crash cut short: it holds the zeros of a
// file extended before its data, or fewer payload bytes than it says.
func isFrameCut(line []byte) bool {
	if bytes.IndexByte(line, 0) >= 0 {
		return true
	}
	body := line[:len(line)-1]
	if len(body) < 11 || body[8] != ' ' {
		return false
	}
	rest := body[9:]
	sp := bytes.IndexByte(rest, ' ')
	if sp < 1 {
		return false
	}
	size := 0
	for _, c := range rest[:sp] {
		if c < '0' || c > '9' {
			return false
		}
		size = size*10 + int(c-'0')
	}
	return len(rest)-sp-1 < size
}

func isHex(c byte) bool { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') }

// checker checks what the entries of a log mean, one after the other:
// their Seqs growing, no round twice, each round's balance the one before
// in its currency plus its net, each record one the history can show with
// cards that can be dealt.
type checker struct {
	l *RoundLog
	// balances are the bankroll of each currency after the last entry in
	// it that set one, when known (not after a line skipped).
	balances Wallet
}

// newChecker starts checking after the entries the log holds already.
func (l *RoundLog) newChecker() *checker {
	return &checker{l: l, balances: l.Balances()}
}

// accept checks e, the next entry read, and counts it when it is good.
func (c *checker) accept(e *Entry) error {
	if err := c.check(e); err != nil {
		return err
	}
	if e.Kind != KindImported {
		c.balances[currencyOf(e.Currency)] = e.Balance
	}
	return nil
}

// skipped says a line was skipped: the balances after it are unknown (it
// may have been of any currency), and the next round's in each currency
// is taken as it is.
func (c *checker) skipped() { c.balances = Wallet{} }

func (c *checker) check(e *Entry) error {
	if err := e.check(); err != nil {
		return err
	}
	if last := c.l.lastSeq(); e.Seq <= last {
		return fmt.Errorf("entry %d after entry %d", e.Seq, last)
	}
	if e.Round != "" && c.l.rounds[e.Round] {
		return fmt.Errorf("round %q is in the log already", clip(e.Round))
	}
	if before, known := c.balances[currencyOf(e.Currency)]; e.Kind == KindRound && known {
		if want := max(before+e.Net, 0); e.Balance != want {
			return fmt.Errorf("balance %v after a balance of %v and a net of %v: want %v", e.Balance, before, e.Net, want)
		}
	}
	if currencyOf(e.Currency) != Euro && c.l.version < logVersionFor(e.Currency) {
		return fmt.Errorf("currency %s in a log of version %d", e.Currency, c.l.version)
	}
	return nil
}
