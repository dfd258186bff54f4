package save

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The log beside the saves is appended to, and started again past a
// megabyte with the old lines kept as sabot.log.1.
func TestLogFileAppendsAndStartsAgain(t *testing.T) {
	dir := t.TempDir()
	for _, line := range []string{"one\n", "two\n"} {
		f, err := OpenLogFile(dir)
		if err != nil {
			t.Fatal(err)
		}
		f.Write([]byte(line))
		f.Close()
	}
	path := filepath.Join(dir, LogFile)
	if got, _ := os.ReadFile(path); string(got) != "one\ntwo\n" {
		t.Fatalf("log %q", got)
	}
	big := bytes.Repeat([]byte("x"), maxLog+1)
	os.WriteFile(path, big, 0o644)
	f, err := OpenLogFile(dir)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("three\n"))
	f.Close()
	if got, _ := os.ReadFile(path); string(got) != "three\n" {
		t.Errorf("log after a megabyte %q", got)
	}
	if old, _ := os.ReadFile(path + ".1"); !bytes.Equal(old, big) {
		t.Errorf("the old lines were not kept")
	}
}
