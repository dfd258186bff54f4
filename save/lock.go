package save

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// LockFile is the lock of the save directory: the copy of Sabot that holds
// it is the only one that writes the directory's files. A second copy
// opened on the same directory reads them and writes nothing (see
// Store.Load and ReadOnly): without the lock, two copies appending to one
// round log wrote their lines over each other's, and each replaced the
// other's journal.
const LockFile = "sabot.lock"

// errLocked is the lock held by another copy of the game.
var errLocked = errors.New("the save folder is in use by another copy of Sabot")

// locker is a file system that can lock a file against other processes
// (the disk); the file systems in memory of the tests have no other
// process to lock against.
type locker interface {
	lock(path string) (io.Closer, error)
}

// held are the locks this process holds, by directory: one process is one
// copy of the game, and a store opened again on the same directory in it
// (a test starting the game again, as after a crash) goes on with its lock.
var held = struct {
	sync.Mutex
	locks map[string]io.Closer
}{locks: map[string]io.Closer{}}

// lock takes the lock of the directory: nil when it was taken (or this
// process holds it already) or when the file system has no locks,
// errLocked when another copy holds it, another error when the lock file
// cannot be made (the directory is then treated as any directory that
// refuses writes, not as locked).
func (s *Store) lock() error {
	lk, ok := s.fs.(locker)
	if !ok {
		return nil
	}
	key, err := filepath.Abs(s.dir)
	if err != nil {
		key = s.dir
	}
	held.Lock()
	defer held.Unlock()
	if held.locks[key] != nil {
		s.lockKey = key
		return nil
	}
	if err := s.fs.MkdirAll(s.dir, 0o755); err != nil {
		return err
	}
	c, err := lk.lock(filepath.Join(s.dir, LockFile))
	if err != nil {
		return err
	}
	held.locks[key] = c
	s.lockKey = key
	return nil
}

// Close lets the directory go: the round log is closed and the lock
// released. The game never needs it (the system releases the lock when the
// process ends); tools and tests that hand the directory to another
// process do.
func (s *Store) Close() error {
	var err error
	if s.log != nil {
		err = s.log.Close()
	}
	if s.lockKey != "" {
		held.Lock()
		if c := held.locks[s.lockKey]; c != nil {
			if cerr := c.Close(); err == nil {
				err = cerr
			}
			delete(held.locks, s.lockKey)
		}
		held.Unlock()
		s.lockKey = ""
	}
	return err
}

// ReadOnly reports whether this store writes nothing because another copy
// of the game holds the directory's lock.
func (s *Store) ReadOnly() bool { return s.second }

// lockFile opens the lock file for locking.
func lockFile(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
}
