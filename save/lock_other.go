//go:build !unix && !windows

package save

import "io"

// lock does nothing where the system has no file locks (the browser).
func (osFS) lock(string) (io.Closer, error) { return nopCloser{}, nil }

// nopCloser is a lock that holds nothing.
type nopCloser struct{}

func (nopCloser) Close() error { return nil }
