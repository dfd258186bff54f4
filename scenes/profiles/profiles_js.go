//go:build js

package scenes

import (
	"errors"
	"io"
)

// errNoProfiles is what the perf run's profiles say in the browser, where
// runtime/pprof is left out of the module (profile.go).
var errNoProfiles = errors.New("no profiles in the browser")

func writeHeapProfile(io.Writer) error { return errNoProfiles }

func startCPUProfile(io.Writer) error { return errNoProfiles }

func stopCPUProfile() {}
