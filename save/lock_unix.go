//go:build unix

package save

import (
	"errors"
	"io"
	"syscall"
)

// lock takes an exclusive flock on the file, without waiting: the system
// releases it when the process ends, however it ends.
func (osFS) lock(path string) (io.Closer, error) {
	f, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, errLocked
		}
		return nil, err
	}
	return f, nil
}
