//go:build !js

package scenes

import (
	"io"
	"runtime/pprof"
)

// The profiles of the perf run (perf.go), on the desktop only: runtime/pprof
// and what it brings would add to the browser's module for a run that has
// no files to write there.

func writeHeapProfile(w io.Writer) error { return pprof.WriteHeapProfile(w) }

func startCPUProfile(w io.Writer) error { return pprof.StartCPUProfile(w) }

func stopCPUProfile() { pprof.StopCPUProfile() }
