package save

import (
	"os"
	"path/filepath"
	"testing"
)

// A report is written beside the saves under its own name; a name that is
// not a plain .html file name is refused, naming it.
func TestWriteReport(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	path, err := s.WriteReport("exam-argentine-20261128-0930.html", []byte("<p>ok</p>"))
	if err != nil {
		t.Fatal(err)
	}
	if path != filepath.Join(dir, "exam-argentine-20261128-0930.html") {
		t.Errorf("written at %s", path)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "<p>ok</p>" {
		t.Errorf("read back %q, %v", b, err)
	}
	for _, bad := range []string{"", "../exam.html", "a/b.html", ".hidden.html", "exam.txt", `a\b.html`} {
		if _, err := s.WriteReport(bad, nil); err == nil {
			t.Errorf("%q: written", bad)
		}
	}
}

// A store shown under another directory (the screenshot's stable name for
// its temporary one) still writes the report in its own, and gives the
// path under the other.
func TestWriteReportShownAs(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	s.ShowAs("~/.config/sabot")
	path, err := s.WriteReport("exam-argentine-20261128-0930.html", []byte("<p>ok</p>"))
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join("~/.config/sabot", "exam-argentine-20261128-0930.html"); path != want {
		t.Errorf("said %s, want %s", path, want)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "exam-argentine-20261128-0930.html")); err != nil || string(b) != "<p>ok</p>" {
		t.Errorf("read back %q, %v", b, err)
	}
}
