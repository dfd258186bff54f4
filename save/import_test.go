package save

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sabot/locales"
)

// A history exported on one machine (the page) is imported on another (the
// desktop): its rounds are added once, as imported rounds, the bankroll
// stays the one of the log it joins, and a second import adds nothing.
func TestImportHistory(t *testing.T) {
	var export []string
	for i, net := range []int{1000, -500, 250} {
		export = append(export, fmt.Sprintf(`{"time":"2026-11-2%dT10:00:00Z","your_net":%d,`, i+1, net)+testRecord[1:])
	}
	// As ExportHistory writes it: indented, one record a line.
	file := []byte("{\n \"app\": \"sabot\",\n \"exported\": \"2026-11-28T07:00:00Z\",\n \"records\": [\n  " +
		strings.Join(export, ",\n  ") + "\n ]\n}\n")

	mem := newMemFS()
	to := openFS("/b", mem)
	st, _ := to.Load(locales.English)
	bank := commit(t, st.History, st.Wallet.Balance(Euro), 100)
	added, skipped, err := st.History.Import(file)
	if err != nil || added != 3 || skipped != 0 {
		t.Fatalf("first import: %d added, %d skipped, %v; want 3, 0", added, skipped, err)
	}
	added, skipped, err = st.History.Import(file)
	if err != nil || added != 0 || skipped != 3 {
		t.Fatalf("second import: %d added, %d skipped, %v; want 0, 3", added, skipped, err)
	}
	st.History.Close()
	st2, notes := openFS("/b", mem).Load(locales.English)
	if len(notes) > 0 {
		t.Fatalf("after the import: %v", notes)
	}
	if st2.Wallet.Balance(Euro) != bank {
		t.Errorf("the import changed the bankroll: %v, want %v", st2.Wallet.Balance(Euro), bank)
	}
	kinds := map[string]int{}
	for i := range st2.History.Len() {
		kinds[st2.History.Summary(i).Kind]++
	}
	if kinds[KindRound] != 1 || kinds[KindImported] != 3 {
		t.Errorf("the log holds %v; want 1 round and 3 imported", kinds)
	}
	e, _ := st2.History.Entry(st2.History.Len() - 1)
	if e.Table != "super-punto-banco" || e.Net.String() != "250.00" || e.Time.Day() != 23 || !json.Valid(e.Record) {
		t.Errorf("the last imported entry: table %q, net %v, time %v, record %s", e.Table, e.Net, e.Time, e.Record)
	}
}

// A file that is not a history exported by Sabot, or that holds a record
// the history cannot show, is refused whole with an error that names it.
func TestImportRefusesBadFiles(t *testing.T) {
	for _, tc := range []struct{ name, file, want string }{
		{"not JSON", `records: []`, "not a history file"},
		{"another program's", `{"app": "other", "records": []}`, "not a history exported by Sabot"},
		{"a record that is no object", `{"app": "sabot", "records": [{"game":"punto-banco","rules":"super-punto-banco"}, 7]}`, "record 2"},
	} {
		mem := newMemFS()
		st, _ := openFS("/c", mem).Load(locales.English)
		added, _, err := st.History.Import([]byte(tc.file))
		if err == nil || !strings.Contains(err.Error(), tc.want) || added != 0 || st.History.Len() != 0 {
			t.Errorf("%s: %d added, %v; want an error naming %q and nothing added", tc.name, added, err, tc.want)
		}
	}
}
