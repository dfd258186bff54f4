package save

import (
	"fmt"
	"path/filepath"
	"strings"
)

// WriteReport writes a report for the user to open or print (the dealer
// school's exam) beside the saves, atomically, and returns its path. The
// name must be a plain file name ending in .html.
func (s *Store) WriteReport(name string, data []byte) (string, error) {
	if name == "" || name != filepath.Base(name) || strings.ContainsAny(name, `/\`) || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".html") {
		return "", fmt.Errorf("report %q: want a file name ending in .html", name)
	}
	if err := s.writeFile(name, data); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, name), nil
}
