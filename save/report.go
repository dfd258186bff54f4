package save

import (
	"fmt"
	"path/filepath"
	"strings"
)

// WriteReport writes a report for the user to open or print (the dealer
// school's exam) beside the saves, atomically, and returns its path (under
// the directory ShowAs names, if any). The name must be a plain file name
// ending in .html.
func (s *Store) WriteReport(name string, data []byte) (string, error) {
	if name == "" || name != filepath.Base(name) || strings.ContainsAny(name, `/\`) || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".html") {
		return "", fmt.Errorf("report %q: want a file name ending in .html", name)
	}
	if err := s.writeFile(name, data); err != nil {
		return "", err
	}
	if s.shown != "" {
		return filepath.Join(s.shown, name), nil
	}
	return filepath.Join(s.dir, name), nil
}

// ShowAs makes WriteReport give the path of a report under dir instead of
// the store's own directory, which it is still written to: the screenshot
// command's temporary directory has a new name every run, the picture of
// an exam's end shows a path that stays the same.
func (s *Store) ShowAs(dir string) { s.shown = dir }
