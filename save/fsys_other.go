//go:build !js

package save

// systemFS is the disk.
func systemFS() fileSystem { return osFS{} }

// defaultDir: the desktop's saves are in the user's configuration
// directory (DefaultDir).
func defaultDir() (string, bool) { return "", false }
