package save

import (
	"io"
	"io/fs"
	"os"
)

// fileSystem is every file operation the package makes: the disk
// (osFS) in the game, a file system in memory or one that refuses writes
// in the tests (the fault tests and the fuzz targets: see
// fsys_test.go). Paths are the operating system's.
type fileSystem interface {
	ReadFile(name string) ([]byte, error)
	WriteFile(name string, data []byte, perm fs.FileMode) error
	OpenFile(name string, flag int, perm fs.FileMode) (file, error)
	CreateTemp(dir, pattern string) (file, error)
	Stat(name string) (fs.FileInfo, error)
	Rename(from, to string) error
	Remove(name string) error
	Truncate(name string, size int64) error
	MkdirAll(dir string, perm fs.FileMode) error
}

// file is an open file of a fileSystem (*os.File is one).
type file interface {
	io.Reader
	io.ReaderAt
	io.Writer
	io.WriterAt
	io.Closer
	Name() string
	Stat() (fs.FileInfo, error)
	Sync() error
	Truncate(size int64) error
}

// osFS is the disk, through package os.
type osFS struct{}

func (osFS) ReadFile(name string) ([]byte, error) { return os.ReadFile(name) }
func (osFS) WriteFile(name string, data []byte, perm fs.FileMode) error {
	return os.WriteFile(name, data, perm)
}
func (osFS) OpenFile(name string, flag int, perm fs.FileMode) (file, error) {
	f, err := os.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return f, nil
}
func (osFS) CreateTemp(dir, pattern string) (file, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return f, nil
}
func (osFS) Stat(name string) (fs.FileInfo, error)       { return os.Stat(name) }
func (osFS) Rename(from, to string) error                { return os.Rename(from, to) }
func (osFS) Remove(name string) error                    { return os.Remove(name) }
func (osFS) Truncate(name string, size int64) error      { return os.Truncate(name, size) }
func (osFS) MkdirAll(dir string, perm fs.FileMode) error { return os.MkdirAll(dir, perm) }
