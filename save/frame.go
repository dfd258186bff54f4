package save

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
)

// The round log and the journal are files of framed lines: each line is
//
//	CCCCCCCC LEN PAYLOAD\n
//
// where CCCCCCCC is the CRC-32C (Castagnoli) of PAYLOAD in eight lower-case
// hex digits and LEN its length in bytes, in decimal. PAYLOAD is one compact
// JSON value (which holds no newline). A line cut short by a crash (no
// newline, fewer bytes than LEN) or changed on disk (the checksum) is
// detected: it is never taken as data.

// castagnoli is the CRC table of the frames.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// maxFrame bounds a frame's payload: a round's record is a few kilobytes.
const maxFrame = 1 << 20

// appendFrame appends payload framed as one line to dst.
func appendFrame(dst, payload []byte) []byte {
	var crc [8]byte
	const hexd = "0123456789abcdef"
	c := crc32.Checksum(payload, castagnoli)
	for i := 7; i >= 0; i-- {
		crc[i] = hexd[c&15]
		c >>= 4
	}
	dst = append(dst, crc[:]...)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(len(payload)), 10)
	dst = append(dst, ' ')
	dst = append(dst, payload...)
	return append(dst, '\n')
}

// errTorn is a frame cut short: the end of the data came before its end.
var errTorn = errors.New("a line cut short")

// readFrame reads the frame at the start of data. It returns the payload
// and the length of the whole line (newline included). errTorn says the
// data ends inside the frame (a crash while it was written); any other
// error names what is wrong with a complete line.
func readFrame(data []byte) (payload []byte, n int, err error) {
	nl := bytes.IndexByte(data, '\n')
	if nl < 0 {
		return nil, 0, errTorn
	}
	line := data[:nl]
	n = nl + 1
	if len(line) < 11 || line[8] != ' ' {
		return nil, n, errors.New("no checksum at the start of the line")
	}
	var want uint32
	for _, h := range line[:8] {
		var v byte
		switch {
		case h >= '0' && h <= '9':
			v = h - '0'
		case h >= 'a' && h <= 'f':
			v = h - 'a' + 10
		default:
			return nil, n, fmt.Errorf("checksum %q: want eight hex digits", line[:8])
		}
		want = want<<4 | uint32(v)
	}
	rest := line[9:]
	sp := bytes.IndexByte(rest, ' ')
	if sp < 1 || sp > 7 {
		return nil, n, errors.New("no length after the checksum")
	}
	size, err := strconv.Atoi(string(rest[:sp]))
	if err != nil || size < 0 || size > maxFrame {
		return nil, n, fmt.Errorf("length %q: want 0 to %d", rest[:sp], maxFrame)
	}
	payload = rest[sp+1:]
	if len(payload) != size {
		return nil, n, fmt.Errorf("%d bytes where the line says %d", len(payload), size)
	}
	if got := crc32.Checksum(payload, castagnoli); got != want {
		return nil, n, fmt.Errorf("checksum %08x where the line says %08x", got, want)
	}
	return payload, n, nil
}
