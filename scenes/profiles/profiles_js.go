//go:build js

package profiles

import (
	"errors"
	"io"
)

// errNoProfiles is what the profiles say in the browser, where
// runtime/pprof is left out of the module (profiles.go).
var errNoProfiles = errors.New("no profiles in the browser")

// WriteHeap writes no profile in the browser.
func WriteHeap(io.Writer) error { return errNoProfiles }

// StartCPU starts no profile in the browser.
func StartCPU(io.Writer) error { return errNoProfiles }

// StopCPU does nothing in the browser.
func StopCPU() {}
