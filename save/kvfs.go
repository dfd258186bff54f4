package save

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"
)

// kvStore is a store of named values where each Set replaces one value
// whole or not at all (the browser's localStorage: see fsys_js.go). A Set
// the store refuses returns an error that says why as the disk does: a
// full store is syscall.ENOSPC, a refused one fs.ErrPermission.
type kvStore interface {
	Get(key string) (val []byte, ok bool, err error)
	Set(key string, val []byte) error
	Remove(key string) error
	Keys() ([]string, error)
}

// kvFS is the save directory in a kvStore, a value per file, under the
// file's path as its key. It keeps the guarantees the store's code takes
// from the disk (docs/RELIABILITY.md, "In the browser"):
//
//   - every Write, WriteAt and Truncate stores the file's new bytes whole
//     in one Set before it returns: a write is atomic, and Sync has
//     nothing left to do. The round log's line is the commit as on the
//     disk: once its Write returned, a reload at any moment finds it.
//   - Rename stores the file under its new name, then removes the old
//     one: a reload between the two finds both, and the old is one of
//     the temporary files the next start removes (cleanTemporaries), or
//     the migration's source read again. Never neither.
//   - a refused Set changes nothing: the file keeps its bytes, in the
//     store and in memory, and the write returns the store's error.
//
// Each value is its file's modification time (8 bytes, Unix nanoseconds)
// then its bytes. The files are read from the store once and kept in
// memory (nodes); the store is written by this page only (the lock).
type kvFS struct {
	kv    kvStore
	nodes map[string]*kvNode // by path; nil for a file known not to exist
	dirs  map[string]bool
	temps int
	// lockState says whether this page holds the save directory:
	// "taken" when another page does (see lock).
	lockState func() string
	now       func() time.Time
}

// kvNode is a file: open files hold it, as a file descriptor holds its
// inode (a file renamed while open is written under its new name; one
// removed is written nowhere).
type kvNode struct {
	path   string // "" once removed or replaced
	data   []byte
	mod    time.Time
	stored bool // its bytes are the store's
}

func newKVFS(kv kvStore) *kvFS {
	return &kvFS{kv: kv, nodes: map[string]*kvNode{}, dirs: map[string]bool{}, now: time.Now}
}

// kvHeader is the length of a value's modification time.
const kvHeader = 8

func (k *kvFS) node(name string) (*kvNode, error) {
	name = filepath.Clean(name)
	if n, ok := k.nodes[name]; ok {
		return n, nil
	}
	val, ok, err := k.kv.Get(name)
	if err != nil {
		return nil, err
	}
	if !ok {
		k.nodes[name] = nil
		return nil, nil
	}
	n := &kvNode{path: name, stored: true}
	if len(val) >= kvHeader {
		n.mod = time.Unix(0, int64(binary.BigEndian.Uint64(val)))
		n.data = val[kvHeader:]
	}
	k.nodes[name] = n
	return n, nil
}

// store writes data as the node's bytes: in the store first, then in
// memory, so that a refusal leaves both as they were. Bytes the store has
// already are not written again (a cut to the size the file has: its
// modification time, which the log's index checks, stays).
func (k *kvFS) store(op string, n *kvNode, data []byte) error {
	if n.path == "" {
		n.data = data
		return nil
	}
	if n.stored && bytes.Equal(n.data, data) {
		return nil
	}
	mod := k.now()
	val := make([]byte, kvHeader+len(data))
	binary.BigEndian.PutUint64(val, uint64(mod.UnixNano()))
	copy(val[kvHeader:], data)
	if err := k.kv.Set(n.path, val); err != nil {
		return &fs.PathError{Op: op, Path: n.path, Err: err}
	}
	n.data, n.mod, n.stored = data, mod, true
	return nil
}

func kvNotExist(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

func (k *kvFS) ReadFile(name string) ([]byte, error) {
	n, err := k.node(name)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	if n == nil {
		return nil, kvNotExist("open", name)
	}
	return append([]byte(nil), n.data...), nil
}

func (k *kvFS) WriteFile(name string, data []byte, _ fs.FileMode) error {
	f, err := k.OpenFile(name, os.O_WRONLY|os.O_CREATE, 0)
	if err != nil {
		return err
	}
	return k.store("write", f.(*kvFile).node, append([]byte(nil), data...))
}

func (k *kvFS) OpenFile(name string, flag int, _ fs.FileMode) (file, error) {
	name = filepath.Clean(name)
	n, err := k.node(name)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	if n == nil {
		if flag&os.O_CREATE == 0 {
			return nil, kvNotExist("open", name)
		}
		n = &kvNode{path: name}
		if err := k.store("open", n, nil); err != nil {
			return nil, err
		}
		k.nodes[name] = n
	} else if flag&os.O_EXCL != 0 && flag&os.O_CREATE != 0 {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrExist}
	}
	if flag&os.O_TRUNC != 0 && len(n.data) > 0 {
		if err := k.store("truncate", n, nil); err != nil {
			return nil, err
		}
	}
	return &kvFile{fs: k, node: n, name: name, append: flag&os.O_APPEND != 0,
		write: flag&(os.O_WRONLY|os.O_RDWR) != 0}, nil
}

func (k *kvFS) CreateTemp(dir, pattern string) (file, error) {
	for {
		k.temps++
		suffix := fmt.Sprintf("%d%d", k.now().UnixNano()%1e6, k.temps)
		name := filepath.Join(dir, strings.Replace(pattern, "*", suffix, 1))
		if !strings.Contains(pattern, "*") {
			name += suffix
		}
		f, err := k.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

func (k *kvFS) Stat(name string) (fs.FileInfo, error) {
	name = filepath.Clean(name)
	n, err := k.node(name)
	if err != nil {
		return nil, &fs.PathError{Op: "stat", Path: name, Err: err}
	}
	if n != nil {
		return n.info(), nil
	}
	if k.dirs[name] {
		return kvInfo{name: filepath.Base(name), dir: true}, nil
	}
	return nil, kvNotExist("stat", name)
}

func (k *kvFS) Rename(from, to string) error {
	from, to = filepath.Clean(from), filepath.Clean(to)
	n, err := k.node(from)
	if err != nil || n == nil {
		if err == nil {
			err = fs.ErrNotExist
		}
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	if from == to {
		return nil
	}
	moved := &kvNode{path: to}
	if err := k.store("rename", moved, n.data); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.Unwrap(err)}
	}
	if old := k.nodes[to]; old != nil {
		old.path = ""
	}
	k.kv.Remove(from)
	n.path, n.mod = to, moved.mod
	k.nodes[to] = n
	k.nodes[from] = nil
	return nil
}

func (k *kvFS) Remove(name string) error {
	name = filepath.Clean(name)
	n, err := k.node(name)
	if err != nil {
		return &fs.PathError{Op: "remove", Path: name, Err: err}
	}
	if n == nil {
		return kvNotExist("remove", name)
	}
	if err := k.kv.Remove(name); err != nil {
		return &fs.PathError{Op: "remove", Path: name, Err: err}
	}
	n.path = ""
	k.nodes[name] = nil
	return nil
}

func (k *kvFS) Truncate(name string, size int64) error {
	n, err := k.node(name)
	if err != nil {
		return &fs.PathError{Op: "truncate", Path: name, Err: err}
	}
	if n == nil {
		return kvNotExist("truncate", name)
	}
	return k.store("truncate", n, resized(n.data, size))
}

func (k *kvFS) MkdirAll(dir string, _ fs.FileMode) error {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		k.dirs[d] = true
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

// readDirNames lists the files of dir (for cleanTemporaries).
func (k *kvFS) readDirNames(dir string) ([]string, error) {
	keys, err := k.kv.Keys()
	if err != nil {
		return nil, err
	}
	prefix := filepath.Clean(dir) + string(filepath.Separator)
	var names []string
	for _, key := range keys {
		if rest, ok := strings.CutPrefix(key, prefix); ok && rest != "" && !strings.ContainsRune(rest, filepath.Separator) {
			names = append(names, rest)
		}
	}
	sort.Strings(names)
	return names, nil
}

// lock takes the save directory: errLocked when another page of the game
// holds it (index.html holds a Web Lock for the page that came first).
func (k *kvFS) lock(string) (io.Closer, error) {
	if k.lockState != nil && k.lockState() == "taken" {
		return nil, errLocked
	}
	return kvLock{}, nil
}

// kvLock is the page's hold on the save directory: the Web Lock is the
// page's, let go when the page closes.
type kvLock struct{}

func (kvLock) Close() error { return nil }

// resized returns data cut or extended with zeros to size, in a new slice.
func resized(data []byte, size int64) []byte {
	out := make([]byte, size)
	copy(out, data)
	return out
}

func (n *kvNode) info() fs.FileInfo {
	return kvInfo{name: filepath.Base(n.path), size: int64(len(n.data)), mod: n.mod}
}

// kvFile is an open file of a kvFS.
type kvFile struct {
	fs            *kvFS
	node          *kvNode
	name          string
	off           int64
	append, write bool
	closed        bool
}

func (f *kvFile) check(op string) error {
	if f.closed {
		return &fs.PathError{Op: op, Path: f.name, Err: fs.ErrClosed}
	}
	return nil
}

func (f *kvFile) Read(p []byte) (int, error) {
	n, err := f.ReadAt(p, f.off)
	f.off += int64(n)
	return n, err
}

func (f *kvFile) ReadAt(p []byte, off int64) (int, error) {
	if err := f.check("read"); err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, &fs.PathError{Op: "read", Path: f.name, Err: fs.ErrInvalid}
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

func (f *kvFile) Write(p []byte) (int, error) {
	if f.append {
		f.off = int64(len(f.node.data))
	}
	n, err := f.WriteAt(p, f.off)
	f.off += int64(n)
	return n, err
}

func (f *kvFile) WriteAt(p []byte, off int64) (int, error) {
	if err := f.check("write"); err != nil {
		return 0, err
	}
	if !f.write || off < 0 {
		return 0, &fs.PathError{Op: "write", Path: f.name, Err: fs.ErrPermission}
	}
	end := off + int64(len(p))
	data := resized(f.node.data, max(end, int64(len(f.node.data))))
	copy(data[off:], p)
	if err := f.fs.store("write", f.node, data); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (f *kvFile) Close() error {
	if err := f.check("close"); err != nil {
		return err
	}
	f.closed = true
	return nil
}

func (f *kvFile) Name() string               { return f.name }
func (f *kvFile) Stat() (fs.FileInfo, error) { return f.node.info(), f.check("stat") }

// Sync has nothing to do: every write is in the store when it returns.
func (f *kvFile) Sync() error { return f.check("sync") }

func (f *kvFile) Truncate(size int64) error {
	if err := f.check("truncate"); err != nil {
		return err
	}
	if size < 0 {
		return &fs.PathError{Op: "truncate", Path: f.name, Err: fs.ErrInvalid}
	}
	return f.fs.store("truncate", f.node, resized(f.node.data, size))
}

// kvInfo is the fs.FileInfo of a kvFS file or directory.
type kvInfo struct {
	name string
	size int64
	mod  time.Time
	dir  bool
}

func (i kvInfo) Name() string       { return i.name }
func (i kvInfo) Size() int64        { return i.size }
func (i kvInfo) ModTime() time.Time { return i.mod }
func (i kvInfo) IsDir() bool        { return i.dir }
func (i kvInfo) Sys() any           { return nil }
func (i kvInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o755
	}
	return 0o644
}

// storageError is the error for a DOMException's name and message.
func storageError(name, message string) error {
	switch {
	case name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED":
		return syscall.ENOSPC
	case name == "SecurityError":
		return fs.ErrPermission
	}
	return fmt.Errorf("localStorage: %s: %s", name, message)
}

// toCodeUnits is data as a string whose code points are its bytes: Go
// hands JavaScript UTF-8, which it reads as one code unit per byte.
func toCodeUnits(data []byte) string {
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for _, c := range data {
		if c < utf8.RuneSelf {
			b.WriteByte(c)
		} else {
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

// fromCodeUnits is the bytes toCodeUnits made the string of (a code point
// past 255, which no value of the game's holds, is kept as its low byte).
func fromCodeUnits(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		out = append(out, byte(r))
	}
	return out
}
