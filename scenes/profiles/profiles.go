//go:build !js

package profiles

import (
	"io"
	"runtime/pprof"
)

// WriteHeap writes the heap's profile to w.
func WriteHeap(w io.Writer) error { return pprof.WriteHeapProfile(w) }

// StartCPU starts the CPU profile, written to w until StopCPU.
func StartCPU(w io.Writer) error { return pprof.StartCPUProfile(w) }

// StopCPU stops the CPU profile StartCPU started.
func StopCPU() { pprof.StopCPUProfile() }
