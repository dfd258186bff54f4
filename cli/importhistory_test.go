package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A history downloaded from the page is imported into the desktop's save
// folder: its rounds once, a second import adds nothing, and a file that
// is no history is refused with a line naming it.
func TestImportHistoryCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "history-2026-11-28-070000.json")
	rec := `{"game":"punto-banco","rules":"super-punto-banco","time":"2026-11-28T07:00:00Z","your_net":5,"punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},"winner":"banco","bets":[]}`
	rec2 := strings.Replace(rec, "07:00:00", "07:01:00", 1)
	os.WriteFile(file, []byte(`{"app": "sabot", "exported": "2026-11-28T07:02:00Z", "records": [`+rec2+`,`+rec+`]}`), 0o644)
	dir := t.TempDir()
	for _, want := range []string{"2 rounds added", "0 rounds added"} {
		var out, errb bytes.Buffer
		if code := ImportHistory([]string{"-dir", dir, file}, nil, &out, &errb); code != ExitOK || !strings.HasPrefix(out.String(), want) {
			t.Fatalf("import: exit %d, %q %q; want %q", code, out.String(), errb.String(), want)
		}
	}
	bad := filepath.Join(t.TempDir(), "notes.json")
	os.WriteFile(bad, []byte(`{"app": "other"}`), 0o644)
	var out, errb bytes.Buffer
	if code := ImportHistory([]string{"-dir", dir, bad}, nil, &out, &errb); code != ExitBadInput || !strings.Contains(errb.String(), "not a history exported by Sabot") {
		t.Errorf("a file of another program: exit %d, %q", code, errb.String())
	}
}
