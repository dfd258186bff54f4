package save

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// memFS is a file system in memory, for the fuzz targets (no disk, no
// sync: thousands of executions a second) and the fault tests. Open files
// hold their node, as a file descriptor holds its inode: a file renamed or
// removed while open is still written.
type memFS struct {
	files map[string]*memNode
	dirs  map[string]bool
	temps int
}

// memNode is a file's bytes.
type memNode struct{ data []byte }

func newMemFS() *memFS { return &memFS{files: map[string]*memNode{}, dirs: map[string]bool{}} }

// clone copies the file system as it is: what a new start would find.
func (m *memFS) clone() *memFS {
	c := newMemFS()
	for k, n := range m.files {
		c.files[k] = &memNode{data: append([]byte(nil), n.data...)}
	}
	for k := range m.dirs {
		c.dirs[k] = true
	}
	c.temps = m.temps
	return c
}

// names lists the files, sorted (for failure messages).
func (m *memFS) names() []string {
	var out []string
	for k := range m.files {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func notExist(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

func (m *memFS) ReadFile(name string) ([]byte, error) {
	n := m.files[filepath.Clean(name)]
	if n == nil {
		return nil, notExist("open", name)
	}
	return append([]byte(nil), n.data...), nil
}

func (m *memFS) WriteFile(name string, data []byte, _ fs.FileMode) error {
	m.files[filepath.Clean(name)] = &memNode{data: append([]byte(nil), data...)}
	return nil
}

func (m *memFS) OpenFile(name string, flag int, _ fs.FileMode) (file, error) {
	name = filepath.Clean(name)
	n := m.files[name]
	if n == nil {
		if flag&os.O_CREATE == 0 {
			return nil, notExist("open", name)
		}
		n = &memNode{}
		m.files[name] = n
	}
	if flag&os.O_TRUNC != 0 {
		n.data = n.data[:0]
	}
	return &memFile{node: n, name: name, append: flag&os.O_APPEND != 0,
		write: flag&(os.O_WRONLY|os.O_RDWR) != 0}, nil
}

func (m *memFS) CreateTemp(dir, pattern string) (file, error) {
	m.temps++
	name := filepath.Join(dir, strings.Replace(pattern, "*", fmt.Sprint(m.temps), 1))
	return m.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o600)
}

func (m *memFS) Stat(name string) (fs.FileInfo, error) {
	name = filepath.Clean(name)
	if n := m.files[name]; n != nil {
		return memInfo{name: filepath.Base(name), size: int64(len(n.data))}, nil
	}
	if m.dirs[name] {
		return memInfo{name: filepath.Base(name), dir: true}, nil
	}
	return nil, notExist("stat", name)
}

func (m *memFS) Rename(from, to string) error {
	from, to = filepath.Clean(from), filepath.Clean(to)
	n := m.files[from]
	if n == nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: fs.ErrNotExist}
	}
	delete(m.files, from)
	m.files[to] = n
	return nil
}

func (m *memFS) Remove(name string) error {
	name = filepath.Clean(name)
	if m.files[name] == nil {
		return notExist("remove", name)
	}
	delete(m.files, name)
	return nil
}

func (m *memFS) Truncate(name string, size int64) error {
	n := m.files[filepath.Clean(name)]
	if n == nil {
		return notExist("truncate", name)
	}
	n.truncate(size)
	return nil
}

func (m *memFS) MkdirAll(dir string, _ fs.FileMode) error {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		m.dirs[d] = true
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

func (n *memNode) truncate(size int64) {
	if size <= int64(len(n.data)) {
		n.data = n.data[:size]
		return
	}
	n.data = append(n.data, make([]byte, size-int64(len(n.data)))...)
}

// memFile is an open file of a memFS.
type memFile struct {
	node          *memNode
	name          string
	pos           int64
	append, write bool
	closed        bool
}

func (f *memFile) check(writing bool) error {
	switch {
	case f.closed:
		return fs.ErrClosed
	case writing && !f.write:
		return &fs.PathError{Op: "write", Path: f.name, Err: fs.ErrPermission}
	}
	return nil
}

func (f *memFile) Read(p []byte) (int, error) {
	n, err := f.ReadAt(p, f.pos)
	f.pos += int64(n)
	return n, err
}

func (f *memFile) ReadAt(p []byte, off int64) (int, error) {
	if err := f.check(false); err != nil {
		return 0, err
	}
	if off >= int64(len(f.node.data)) {
		return 0, io.EOF
	}
	n := copy(p, f.node.data[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (f *memFile) Write(p []byte) (int, error) {
	if f.append {
		f.pos = int64(len(f.node.data))
	}
	n, err := f.WriteAt(p, f.pos)
	f.pos += int64(n)
	return n, err
}

func (f *memFile) WriteAt(p []byte, off int64) (int, error) {
	if err := f.check(true); err != nil {
		return 0, err
	}
	if end := off + int64(len(p)); end > int64(len(f.node.data)) {
		f.node.truncate(end)
	}
	return copy(f.node.data[off:], p), nil
}

func (f *memFile) Close() error {
	if f.closed {
		return fs.ErrClosed
	}
	f.closed = true
	return nil
}

func (f *memFile) Name() string { return f.name }
func (f *memFile) Sync() error  { return f.check(false) }
func (f *memFile) Stat() (fs.FileInfo, error) {
	return memInfo{name: filepath.Base(f.name), size: int64(len(f.node.data))}, f.check(false)
}
func (f *memFile) Truncate(size int64) error {
	if err := f.check(true); err != nil {
		return err
	}
	f.node.truncate(size)
	return nil
}

// memInfo is a memFS file's fs.FileInfo.
type memInfo struct {
	name string
	size int64
	dir  bool
}

func (i memInfo) Name() string       { return i.name }
func (i memInfo) Size() int64        { return i.size }
func (i memInfo) Mode() fs.FileMode  { return 0o644 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return i.dir }
func (i memInfo) Sys() any           { return nil }

// faultFS is a file system whose write points fail on demand, as a full
// disk (ENOSPC: a write stops half way, a file cannot be created or grow;
// removing, renaming and cutting a file still work) or a read-only one
// (EROFS: nothing that changes a file works). Each call that would change
// the disk is a write point, counted from 1 once the file system is
// armed; write point failAt fails, and with sticky every one after it too
// (the disk stays full or read-only) until heal.
type faultFS struct {
	fileSystem
	err    syscall.Errno
	failAt int
	sticky bool
	armed  bool
	n      int
	failed int
}

// point counts a write point of operation op on name and returns the
// error it fails with, nil when it goes through. grows is whether the
// operation needs room on the disk.
func (f *faultFS) point(op, name string, grows bool) error {
	if !f.armed || (f.err == syscall.ENOSPC && !grows) {
		return nil
	}
	f.n++
	if f.n == f.failAt || (f.sticky && f.failAt > 0 && f.n > f.failAt) {
		f.failed++
		return &fs.PathError{Op: op, Path: name, Err: f.err}
	}
	return nil
}

// heal makes the disk take writes again.
func (f *faultFS) heal() { f.armed = false }

func (f *faultFS) WriteFile(name string, data []byte, perm fs.FileMode) error {
	if err := f.point("write", name, true); err != nil {
		if f.err == syscall.ENOSPC {
			f.fileSystem.WriteFile(name, data[:len(data)/2], perm)
		}
		return err
	}
	return f.fileSystem.WriteFile(name, data, perm)
}

func (f *faultFS) OpenFile(name string, flag int, perm fs.FileMode) (file, error) {
	if flag&(os.O_WRONLY|os.O_RDWR|os.O_CREATE|os.O_TRUNC) != 0 {
		_, err := f.fileSystem.Stat(name)
		if err := f.point("open", name, err != nil); err != nil {
			return nil, err
		}
	}
	inner, err := f.fileSystem.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return &faultFile{file: inner, fs: f}, nil
}

func (f *faultFS) CreateTemp(dir, pattern string) (file, error) {
	if err := f.point("createtemp", filepath.Join(dir, pattern), true); err != nil {
		return nil, err
	}
	inner, err := f.fileSystem.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &faultFile{file: inner, fs: f}, nil
}

func (f *faultFS) Rename(from, to string) error {
	if err := f.point("rename", to, false); err != nil {
		return err
	}
	return f.fileSystem.Rename(from, to)
}

func (f *faultFS) Remove(name string) error {
	if err := f.point("remove", name, false); err != nil {
		return err
	}
	return f.fileSystem.Remove(name)
}

func (f *faultFS) Truncate(name string, size int64) error {
	if err := f.point("truncate", name, false); err != nil {
		return err
	}
	return f.fileSystem.Truncate(name, size)
}

func (f *faultFS) MkdirAll(dir string, perm fs.FileMode) error {
	if _, err := f.fileSystem.Stat(dir); err == nil {
		return nil
	}
	if err := f.point("mkdir", dir, true); err != nil {
		return err
	}
	return f.fileSystem.MkdirAll(dir, perm)
}

// faultFile is an open file of a faultFS.
type faultFile struct {
	file
	fs *faultFS
}

func (f *faultFile) Write(p []byte) (int, error) {
	if err := f.fs.point("write", f.Name(), true); err != nil {
		if f.fs.err == syscall.ENOSPC {
			n, _ := f.file.Write(p[:len(p)/2])
			return n, err
		}
		return 0, err
	}
	return f.file.Write(p)
}

func (f *faultFile) WriteAt(p []byte, off int64) (int, error) {
	if err := f.fs.point("write", f.Name(), true); err != nil {
		if f.fs.err == syscall.ENOSPC {
			n, _ := f.file.WriteAt(p[:len(p)/2], off)
			return n, err
		}
		return 0, err
	}
	return f.file.WriteAt(p, off)
}

func (f *faultFile) Sync() error {
	if err := f.fs.point("sync", f.Name(), true); err != nil {
		return err
	}
	return f.file.Sync()
}

func (f *faultFile) Truncate(size int64) error {
	if err := f.fs.point("truncate", f.Name(), false); err != nil {
		return err
	}
	return f.file.Truncate(size)
}
