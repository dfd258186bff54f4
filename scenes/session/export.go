package session

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"sabot/save"
)

// The formats ExportHistory writes.
const (
	ExportJSON = "json"
	ExportCSV  = "csv"
)

// HistoryExport is the JSON file ExportHistory writes.
type HistoryExport struct {
	App      string            `json:"app"`
	Exported string            `json:"exported"`
	Records  []json.RawMessage `json:"records"`
}

// ExportHistory writes the rounds of the round log at the given places
// (the history screen's list, newest first) to a dated file: JSON (a
// HistoryExport) or CSV (a line per round: seq, time, table, game, net,
// balance, the currency of both and the record as JSON). On the desktop the file goes to the save
// directory (os.UserConfigDir()/sabot), or to the user's home when there
// is none; in the browser it is downloaded (export_js.go). The records are
// read and written one at a time, never all in memory. It returns where
// the file went and how many rounds it wrote.
func (c *Context) ExportHistory(now time.Time, format string, places []int) (string, int, error) {
	if format != ExportJSON && format != ExportCSV {
		return "", 0, fmt.Errorf("export format %q: want %s or %s", format, ExportJSON, ExportCSV)
	}
	name := "history-" + now.Format("2006-01-02-150405") + "." + format
	return c.saveExport(name, func(w io.Writer) (int, error) { return c.writeHistory(w, now, format, places) })
}

// writeHistory writes the export to w and returns how many rounds it
// wrote.
func (c *Context) writeHistory(dst io.Writer, now time.Time, format string, places []int) (int, error) {
	w := bufio.NewWriterSize(dst, 1<<16)
	n := 0
	var err error
	if format == ExportJSON {
		head, _ := json.Marshal(now.Format(time.RFC3339))
		fmt.Fprintf(w, "{\n \"app\": \"sabot\",\n \"exported\": %s,\n \"records\": [", head)
		err = c.History.Each(places, func(e save.Entry) error {
			if n > 0 {
				w.WriteByte(',')
			}
			w.WriteString("\n  ")
			_, err := w.Write(e.Record)
			n++
			return err
		})
		if n > 0 {
			w.WriteString("\n ")
		}
		w.WriteString("]\n}\n")
	} else {
		cw := csv.NewWriter(w)
		cw.Write([]string{"seq", "time", "table", "game", "net", "balance", "currency", "record"})
		err = c.History.Each(places, func(e save.Entry) error {
			var head struct {
				Game string `json:"game"`
			}
			json.Unmarshal(e.Record, &head)
			t := ""
			if !e.Time.IsZero() {
				t = e.Time.Format(time.RFC3339)
			}
			bal := ""
			if e.Kind == save.KindRound {
				bal = e.Balance.String()
			}
			cur := e.Currency
			if cur == "" {
				cur = save.Euro // a line of before the bankrolls were kept apart
			}
			n++
			return cw.Write([]string{strconv.FormatInt(e.Seq, 10), t, e.Table, head.Game, e.Net.String(), bal, cur, string(e.Record)})
		})
		cw.Flush()
		if err == nil {
			err = cw.Error()
		}
	}
	if err == nil {
		err = w.Flush()
	}
	return n, err
}
