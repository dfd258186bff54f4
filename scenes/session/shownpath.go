package session

import (
	"os"
	"path/filepath"
	"strings"
)

// shownPath returns path as the notices show it to the user: with the
// user's home directory (home, "" for none) written "~", so that a save
// folder's path stays short enough to read. It is only for the screen:
// the files are always opened by their full path.
func shownPath(path, home string) string {
	home = filepath.Clean(home)
	if home == "" || home == "." || home == string(filepath.Separator) || !filepath.IsAbs(home) {
		return path
	}
	if path == home {
		return "~"
	}
	if rest, ok := strings.CutPrefix(path, home+string(filepath.Separator)); ok {
		return "~" + string(filepath.Separator) + rest
	}
	return path
}

// userHome is the user's home directory, "" when it is not known.
func userHome() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return home
}
