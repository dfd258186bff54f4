// Package profiles writes the heap and CPU profiles of the perf run
// (scenes/perf.go), on the desktop only: runtime/pprof and what it brings
// would add to the browser's module for a run that has no files to write
// there, where every profile is an error.
package profiles
