//go:build windows

package save

import (
	"errors"
	"io"

	"golang.org/x/sys/windows"
)

// lock takes an exclusive lock on the file's first byte, without waiting:
// the system releases it when the process ends, however it ends.
func (osFS) lock(path string) (io.Closer, error) {
	f, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	ol := new(windows.Overlapped)
	err = windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if err != nil {
		f.Close()
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
			return nil, errLocked
		}
		return nil, err
	}
	return f, nil
}
