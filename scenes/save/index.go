package save

import (
	"encoding/binary"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"sabot/rules"
)

// indexRecord is the size of one record of rounds.idx: the line's offset
// (8 bytes) and length (4), the entry's kind (1) and table (1), two bytes
// unused, its Seq, net, balance and time in Unix nanoseconds (8 each), all
// little-endian.
const indexRecord = 48

// The kinds as the index writes them.
var indexKinds = []string{"", KindRound, KindBankroll, KindImported}

// tableIndex is the table's place in rules.IDs() plus one, 0 for none.
func tableIndex(id string) byte {
	for i, t := range rules.IDs() {
		if t == id {
			return byte(i + 1)
		}
	}
	return 0
}

// encodeSummary appends s's index record to dst.
func encodeSummary(dst []byte, s Summary) []byte {
	var b [indexRecord]byte
	binary.LittleEndian.PutUint64(b[0:], uint64(s.off))
	binary.LittleEndian.PutUint32(b[8:], uint32(s.size))
	for k, name := range indexKinds {
		if name == s.Kind && k > 0 {
			b[12] = byte(k)
		}
	}
	b[13] = tableIndex(s.Table)
	binary.LittleEndian.PutUint64(b[16:], uint64(s.Seq))
	binary.LittleEndian.PutUint64(b[24:], uint64(s.Net))
	binary.LittleEndian.PutUint64(b[32:], uint64(s.Balance))
	if !s.Time.IsZero() {
		binary.LittleEndian.PutUint64(b[40:], uint64(s.Time.UnixNano()))
	}
	return append(dst, b[:]...)
}

// decodeSummary reads one index record; false when it cannot be one.
func decodeSummary(b []byte) (Summary, bool) {
	var s Summary
	s.off = int64(binary.LittleEndian.Uint64(b[0:]))
	s.size = int32(binary.LittleEndian.Uint32(b[8:]))
	k := int(b[12])
	if k == 0 || k >= len(indexKinds) || s.off < 0 || s.size <= 0 || s.size > maxFrame+32 {
		return s, false
	}
	s.Kind = indexKinds[k]
	if t := int(b[13]); t > 0 {
		ids := rules.IDs()
		if t > len(ids) {
			return s, false
		}
		s.Table = ids[t-1]
	}
	s.Seq = int64(binary.LittleEndian.Uint64(b[16:]))
	s.Net = rules.Money(binary.LittleEndian.Uint64(b[24:]))
	s.Balance = rules.Money(binary.LittleEndian.Uint64(b[32:]))
	if ns := int64(binary.LittleEndian.Uint64(b[40:])); ns != 0 {
		s.Time = time.Unix(0, ns)
	}
	return s, true
}

// readIndex reads rounds.idx; nil when it is missing or unreadable (the
// log is then read whole). A record cut short at its end is left out.
func (l *RoundLog) readIndex() []Summary {
	data, err := os.ReadFile(filepath.Join(l.dir, RoundIndexFile))
	if err != nil {
		return nil
	}
	n := len(data) / indexRecord
	out := make([]Summary, 0, n)
	for i := range n {
		s, ok := decodeSummary(data[i*indexRecord:])
		if !ok {
			return nil
		}
		out = append(out, s)
	}
	return out
}

// trusted returns how many of the index's records agree with the log's
// bytes: all of them when their Seqs run 1, 2, 3…, their lines follow one
// another within the log, and the last one's line holds that entry; 0
// otherwise (the log is then read whole).
func (l *RoundLog) trusted(data []byte, idx []Summary) int {
	if len(idx) == 0 {
		return 0
	}
	var prev, seq int64
	for _, s := range idx {
		if s.Seq <= seq || s.off < prev || s.off+int64(s.size) > int64(len(data)) {
			return 0
		}
		prev, seq = s.off+int64(s.size), s.Seq
	}
	last := idx[len(idx)-1]
	payload, n, err := readFrame(data[last.off:])
	if err != nil || n != int(last.size) {
		return 0
	}
	var e Entry
	if err := json.Unmarshal(payload, &e); err != nil || e.Seq != last.Seq || e.Balance != last.Balance {
		return 0
	}
	if e.Round != "" {
		l.rounds[e.Round] = true
	}
	return len(idx)
}

// writeIndex writes the index records from entry from on: the whole index
// again when it was bad or from is 0, else appended. The index is a cache:
// a failure is not an error (the log is read whole next time).
func (l *RoundLog) writeIndex(from int) {
	if l.dir == "" {
		return
	}
	var buf []byte
	start := from
	if l.noIndex || from == 0 {
		start = 0
	}
	for _, s := range l.sums[start:] {
		if s.off < 0 {
			break
		}
		buf = encodeSummary(buf, s)
	}
	path := filepath.Join(l.dir, RoundIndexFile)
	if start == 0 {
		tmp := path + ".tmp"
		if os.WriteFile(tmp, buf, 0o644) == nil {
			if os.Rename(tmp, path) != nil {
				os.Remove(tmp)
			}
		}
		l.noIndex = false
		return
	}
	l.appendIndexBytes(buf, from)
}

// appendIndex adds one record to the index.
func (l *RoundLog) appendIndex(s Summary, at int) {
	l.appendIndexBytes(encodeSummary(nil, s), at)
}

// appendIndexBytes writes records at the place of entry at in the index.
func (l *RoundLog) appendIndexBytes(buf []byte, at int) {
	f, err := os.OpenFile(filepath.Join(l.dir, RoundIndexFile), os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteAt(buf, int64(at)*indexRecord)
}
