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
