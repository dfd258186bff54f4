package save

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// headerFrame is the log's header line of version v, framed.
func headerFrame(v int) []byte {
	h, _ := json.Marshal(logHeader{Log: logMagic, Version: v})
	return appendFrame(nil, h)
}

// upgradeHeader rewrites the log's header, in place, to version v, and
// syncs it, before the first line that needs v is written: the headers of
// every version are the same length, so nothing after them moves. A write
// cut short leaves the two headers' bytes mixed, which the next start
// reads as one of them (headerRewriteCut); the line that needed v is
// written only after the new header is synced.
func (l *RoundLog) upgradeHeader(v int) error {
	old, h := headerFrame(l.version), headerFrame(v)
	if len(old) != len(h) {
		return fmt.Errorf("%s: a header of version %d is not the length of version %d's", RoundLogFile, v, l.version)
	}
	if _, err := l.f.WriteAt(h, 0); err != nil {
		l.f.WriteAt(old, 0)
		return fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	if err := l.f.Sync(); err != nil {
		return fmt.Errorf("%s: %w", RoundLogFile, err)
	}
	l.version = v
	return nil
}

// headerRewriteCut reads the header line at the start of head as one
// upgradeHeader was rewriting when a crash or a full disk cut the write
// short: the line of some version's header but for its checksum's digits,
// which may be the old header's or the new one's. It returns the payload,
// the line's length, and false when the line is no such header.
func headerRewriteCut(head []byte) ([]byte, int, bool) {
	for v := 1; v <= LogVersion; v++ {
		h := headerFrame(v)
		if len(head) < len(h) || !bytes.Equal(head[8:len(h)], h[8:]) {
			continue
		}
		for _, c := range head[:8] {
			if !isHex(c) {
				return nil, 0, false
			}
		}
		payload, _ := json.Marshal(logHeader{Log: logMagic, Version: v})
		return payload, len(h), true
	}
	return nil, 0, false
}
