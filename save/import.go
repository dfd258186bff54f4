package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"sabot/rules"
)

// maxImport bounds the size of a history file imported (a hundred
// thousand rounds is some 40 MB).
const maxImport = 64 << 20

// Import adds to the log the rounds of a history exported by Sabot (the
// JSON the history screen's export writes, on the desktop or in the
// browser) that it does not hold yet, as KindImported entries: they show
// in the history and change neither the bankroll nor the progress. A
// round the log holds already (the same record, byte for byte once
// compacted) is skipped, so importing a file twice adds nothing. It
// returns how many rounds it added and skipped; a file that is not such
// an export, or a record the history cannot show, is an error that names
// it, and nothing is added.
func (l *RoundLog) Import(data []byte) (added, skipped int, err error) {
	if len(data) > maxImport {
		return 0, 0, fmt.Errorf("history file of %d bytes: more than %d", len(data), maxImport)
	}
	var file struct {
		App     string            `json:"app"`
		Records []json.RawMessage `json:"records"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return 0, 0, fmt.Errorf("not a history file: %w", err)
	}
	if file.App != "sabot" {
		return 0, 0, errors.New(`not a history exported by Sabot (no "app": "sabot")`)
	}
	have := map[string]bool{}
	for _, rec := range l.Records() {
		have[compact(rec)] = true
	}
	var fresh []Entry
	for i, rec := range file.Records {
		if err := validRecord(rec); err != nil {
			return 0, 0, fmt.Errorf("record %d: %w", i+1, err)
		}
		key := compact(rec)
		if have[key] {
			skipped++
			continue
		}
		have[key] = true
		fresh = append(fresh, importedEntry(json.RawMessage(key)))
	}
	for _, e := range fresh {
		if _, err := l.Append(e); err != nil {
			return added, skipped, err
		}
		added++
	}
	return added, skipped, nil
}

// compact is a record without its spaces.
func compact(rec json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, rec) != nil {
		return string(rec)
	}
	return b.String()
}

// importedEntry is the KindImported entry of a hand record: its table,
// time and net read from the record's own fields.
func importedEntry(rec json.RawMessage) Entry {
	var head struct {
		Rules   string       `json:"rules"`
		Time    string       `json:"time"`
		YourNet *rules.Money `json:"your_net"`
		// Currency is the round's money (records exported before the
		// bankrolls were kept apart have none: euros).
		Currency string `json:"currency"`
	}
	json.Unmarshal(rec, &head)
	e := Entry{Kind: KindImported, Record: rec}
	if checkCurrency(head.Currency) == nil {
		e.Currency = head.Currency
	}
	if tableIndex(head.Rules) > 0 {
		e.Table = head.Rules
	}
	if t, err := time.Parse(time.RFC3339, head.Time); err == nil {
		e.Time = t
	}
	if head.YourNet != nil {
		e.Net = *head.YourNet
	}
	return e
}
