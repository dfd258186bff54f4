package save

import (
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"sabot/rules"
)

// rounds.idx is a header of indexRecord bytes ("sabot-idx", its version,
// the checksum of the table ids its table numbers stand for) then one
// record of indexRecord bytes per entry of the log: the line's offset (8
// bytes; -1 for an entry in memory only) and length (4), the entry's kind
// and currency (1: the kind in the low four bits, the currency's place in
// rules.Currencies() in the high four, 0 the euro, so that every record
// written before the currencies were kept apart reads as euros) and table (1, its place in rules.IDs() plus one), the low 16 bits of
// the line's checksum (2: a line changed on disk since it was indexed is
// found even when its new checksum holds), its Seq, net, balance and time
// in Unix nanoseconds (8 each), all little-endian. The same records are the
// log's index in memory. Version 1 had no checksum bits: its index is
// built again once from the log.

// indexRecord is the size of the index's header and of each of its records.
const indexRecord = 48

// indexMagic and indexVersion open the index's header.
const (
	indexMagic   = "sabot-idx"
	indexVersion = 2
)

// tableIDs are the tables the index numbers; tablesSum their checksum.
var (
	tableIDs  = rules.IDs()
	tablesSum = crc32.ChecksumIEEE([]byte(strings.Join(tableIDs, ",")))
)

// currencyIDs are the currencies the index numbers from 0, the euro first.
var currencyIDs = indexCurrencies()

func indexCurrencies() []string {
	out := []string{Euro}
	for _, c := range rules.Currencies() {
		if c != Euro {
			out = append(out, c)
		}
	}
	return out
}

// currencyIndex is the currency's place in currencyIDs (0 the euro, and
// for "").
func currencyIndex(code string) byte {
	for i, c := range currencyIDs {
		if c == code {
			return byte(i)
		}
	}
	return 0
}

// The kinds as the index writes them.
var indexKinds = []string{"", KindRound, KindBankroll, KindImported}

// tableIndex is the table's place in tableIDs plus one, 0 for none.
func tableIndex(id string) byte {
	for i, t := range tableIDs {
		if t == id {
			return byte(i + 1)
		}
	}
	return 0
}

// indexHeader is the index file's header: its magic, version and tables'
// checksum (16 bytes), then the log as the index last saw it (its size and
// modification time in Unix nanoseconds, 8 each): a log whose size and
// time are still those was written by nothing else since, and its lines
// need not be read again at the start (see RoundLog.framesHold).
func indexHeader(seen logStat) []byte {
	b := make([]byte, indexRecord)
	copy(b, indexMagic)
	b[len(indexMagic)+1] = indexVersion
	binary.LittleEndian.PutUint32(b[12:], tablesSum)
	binary.LittleEndian.PutUint64(b[16:], uint64(seen.size))
	binary.LittleEndian.PutUint64(b[24:], uint64(seen.mod))
	return b
}

// indexHead is the part of the header that says what the index is.
const indexHead = 16

// logStat is the log's size and modification time as a stat saw them.
type logStat struct{ size, mod int64 }

// statOf is what info says of the log.
func statOf(info fs.FileInfo) logStat {
	return logStat{size: info.Size(), mod: info.ModTime().UnixNano()}
}

// encodeSummary appends s's index record, its line at off (size bytes,
// its checksum sum), to dst.
func encodeSummary(dst []byte, s Summary, off int64, size int32, sum uint32) []byte {
	var b [indexRecord]byte
	binary.LittleEndian.PutUint64(b[0:], uint64(off))
	binary.LittleEndian.PutUint32(b[8:], uint32(size))
	binary.LittleEndian.PutUint16(b[14:], uint16(sum))
	for k, name := range indexKinds {
		if name == s.Kind && k > 0 {
			b[12] = byte(k) | currencyIndex(s.Currency)<<4
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

// decodeSummary reads one index record: the summary, its line's offset and
// length, and false when it cannot be a record.
func decodeSummary(b []byte) (Summary, int64, bool) {
	var s Summary
	off := int64(binary.LittleEndian.Uint64(b[0:]))
	k, t, c := int(b[12]&15), int(b[13]), int(b[12]>>4)
	ok := k > 0 && k < len(indexKinds) && t <= len(tableIDs) && c < len(currencyIDs)
	if c < len(currencyIDs) {
		s.Currency = currencyIDs[c]
	}
	if k < len(indexKinds) {
		s.Kind = indexKinds[k]
	}
	if t > 0 && t <= len(tableIDs) {
		s.Table = tableIDs[t-1]
	}
	s.Seq = int64(binary.LittleEndian.Uint64(b[16:]))
	s.Net = rules.Money(binary.LittleEndian.Uint64(b[24:]))
	s.Balance = rules.Money(binary.LittleEndian.Uint64(b[32:]))
	if ns := int64(binary.LittleEndian.Uint64(b[40:])); ns != 0 {
		s.Time = time.Unix(0, ns)
	}
	return s, off, ok
}

// seqAt is entry i's Seq.
func (l *RoundLog) seqAt(i int) int64 {
	return int64(binary.LittleEndian.Uint64(l.idx[i*indexRecord+16:]))
}

// line is where entry i's line is in the log: its offset (-1: in memory
// only) and length.
func (l *RoundLog) line(i int) (int64, int32) {
	b := l.idx[i*indexRecord:]
	return int64(binary.LittleEndian.Uint64(b)), int32(binary.LittleEndian.Uint32(b[8:]))
}

// lineEnd is where entry i's line ends in the log.
func (l *RoundLog) lineEnd(i int) int64 {
	off, size := l.line(i)
	return off + int64(size)
}

// setLine records where entry i's line was written, and its checksum.
func (l *RoundLog) setLine(i int, off int64, size int32, sum uint32) {
	b := l.idx[i*indexRecord:]
	binary.LittleEndian.PutUint64(b, uint64(off))
	binary.LittleEndian.PutUint32(b[8:], uint32(size))
	binary.LittleEndian.PutUint16(b[14:], uint16(sum))
}

// frameSum is the checksum a framed line states (readFrame has checked it).
func frameSum(line []byte) uint32 {
	var c uint32
	for _, h := range line[:8] {
		switch {
		case h >= '0' && h <= '9':
			c = c<<4 | uint32(h-'0')
		case h >= 'a' && h <= 'f':
			c = c<<4 | uint32(h-'a'+10)
		}
	}
	return c
}

// framesHold reports whether every line the index names is still the line
// it indexed: whole (its checksum holds, its length is the index's) and the
// same (its checksum's low bits are the index's). The log is read once,
// in large pieces: a line damaged in the middle of the log since it was
// indexed is found at the next start, not only when the history shows it.
func (l *RoundLog) framesHold(f io.ReaderAt, idx []byte) bool {
	const piece = 4 << 20
	var buf []byte
	var from int64
	for i := range len(idx) / indexRecord {
		b := idx[i*indexRecord:]
		off := int64(binary.LittleEndian.Uint64(b))
		size := int64(binary.LittleEndian.Uint32(b[8:]))
		if off < from || off+size > from+int64(len(buf)) {
			want := max(size, piece)
			if cap(buf) < int(want) {
				buf = make([]byte, want)
			}
			m, err := f.ReadAt(buf[:want], off)
			if err != nil && err != io.EOF {
				return false
			}
			buf, from = buf[:m], off
			if int64(m) < size {
				return false
			}
		}
		line := buf[off-from : off-from+size]
		if _, n, err := readFrame(line); err != nil || int64(n) != size {
			return false
		}
		if uint16(frameSum(line)) != binary.LittleEndian.Uint16(b[14:]) {
			return false
		}
	}
	return true
}

// readIndex reads rounds.idx's records and the log as the index last saw
// it; nil when it is missing, of another version or of other tables (the
// log is then read whole). A record cut short at its end is left out.
func (l *RoundLog) readIndex() ([]byte, logStat) {
	data, err := l.fs.ReadFile(filepath.Join(l.dir, RoundIndexFile))
	if err != nil || len(data) < indexRecord || string(data[:indexHead]) != string(indexHeader(logStat{})[:indexHead]) {
		return nil, logStat{}
	}
	seen := logStat{size: int64(binary.LittleEndian.Uint64(data[16:])), mod: int64(binary.LittleEndian.Uint64(data[24:]))}
	data = data[indexRecord:]
	return data[:len(data)/indexRecord*indexRecord], seen
}

// trusted reports whether the index's records agree with the log: every
// record readable, their Seqs growing, their lines following one another
// from the header's end within the log's size, and the last one's line
// holding that entry.
func (l *RoundLog) trusted(f io.ReaderAt, size, start int64, idx []byte) bool {
	n := len(idx) / indexRecord
	if n == 0 {
		return false
	}
	prev, seq := start, int64(0)
	var lastOff int64
	var lastSize int32
	for i := range n {
		b := idx[i*indexRecord : (i+1)*indexRecord]
		off := int64(binary.LittleEndian.Uint64(b))
		sz := int32(binary.LittleEndian.Uint32(b[8:]))
		s := int64(binary.LittleEndian.Uint64(b[16:]))
		if b[12]&15 == 0 || int(b[12]&15) >= len(indexKinds) || int(b[12]>>4) >= len(currencyIDs) || int(b[13]) > len(tableIDs) ||
			s <= seq || off < prev || sz <= 0 || off+int64(sz) > size {
			return false
		}
		prev, seq = off+int64(sz), s
		lastOff, lastSize = off, sz
	}
	last, _, _ := decodeSummary(idx[(n-1)*indexRecord:])
	buf := make([]byte, lastSize)
	if _, err := f.ReadAt(buf, lastOff); err != nil && err != io.EOF {
		return false
	}
	payload, m, err := readFrame(buf)
	if err != nil || m != len(buf) {
		return false
	}
	var e Entry
	if err := json.Unmarshal(payload, &e); err != nil || e.Seq != last.Seq || e.Balance != last.Balance || e.Net != last.Net || currencyOf(e.Currency) != last.Currency {
		return false
	}
	if e.Round != "" {
		l.rounds[e.Round] = true
	}
	return true
}

// writeIndex writes the index: whole (fresh) or its records from entry
// from on. The index is a cache: a failure is not an error (the log is
// read whole next time).
func (l *RoundLog) writeIndex(fresh bool, from int) {
	if l.dir == "" {
		return
	}
	if !fresh {
		l.writeIndexAt(l.idx[from*indexRecord:], from)
		return
	}
	path := filepath.Join(l.dir, RoundIndexFile)
	tmp := path + ".tmp"
	if l.fs.WriteFile(tmp, append(indexHeader(l.disk), l.idx...), 0o644) != nil || l.fs.Rename(tmp, path) != nil {
		l.fs.Remove(tmp)
	}
}

// appendIndex writes entry i's record to the index.
func (l *RoundLog) appendIndex(i int) {
	l.writeIndexAt(l.idx[i*indexRecord:(i+1)*indexRecord], i)
}

// writeIndexAt writes records at the place of entry at in the index file.
func (l *RoundLog) writeIndexAt(buf []byte, at int) {
	path := filepath.Join(l.dir, RoundIndexFile)
	f, err := l.fs.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteAt(indexHeader(l.disk), 0)
	if len(buf) > 0 {
		f.WriteAt(buf, int64(at+1)*indexRecord)
	}
}
