package save

import (
	"os"
	"path/filepath"
	"strings"
)

// dirLister is a file system that lists a directory (the disk).
type dirLister interface {
	readDirNames(dir string) ([]string, error)
}

func (osFS) readDirNames(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		if e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	return names, err
}

// savedFiles are the files whose temporary copies (".NAME.*.tmp", made by
// writeFile, and NAME.tmp of the index) a copy of the game killed while it
// wrote them leaves behind.
var savedFiles = []string{SettingsFile, ProgressFile, JournalFile, RoundLogFile, RoundIndexFile}

// isTemporary reports whether name is a temporary file the store writes
// before renaming it over one of its files.
func isTemporary(name string) bool {
	if !strings.HasSuffix(name, ".tmp") {
		return false
	}
	for _, f := range savedFiles {
		if name == f+".tmp" || (strings.HasPrefix(name, "."+f+".") && len(name) > len(f)+6) {
			return true
		}
	}
	return false
}

// cleanTemporaries removes the temporary files a copy of the game killed
// while it wrote them left in the directory. Only the copy that holds the
// lock does it (another copy's temporary may be on its way to a rename).
func (s *Store) cleanTemporaries() {
	ls, ok := s.fs.(dirLister)
	if !ok {
		return
	}
	names, _ := ls.readDirNames(s.dir)
	for _, n := range names {
		if isTemporary(n) {
			s.fs.Remove(filepath.Join(s.dir, n))
		}
	}
}
