//go:build !js

package session

import (
	"io"
	"os"
	"path/filepath"

	"sabot/save"
)

// saveExport writes an export to the file name in the save directory (the
// user's home when there is none), atomically, and returns its path.
func (c *Context) saveExport(name string, write func(io.Writer) (int, error)) (string, int, error) {
	dir := ""
	if c.Store != nil {
		dir = c.Store.Dir()
	} else if d, err := save.DefaultDir(); err == nil {
		dir = d
	} else if home, err := os.UserHomeDir(); err == nil {
		dir = home
	} else {
		return "", 0, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", 0, err
	}
	path := filepath.Join(dir, name)
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return "", 0, err
	}
	n, err := write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return "", 0, err
	}
	return path, n, nil
}
