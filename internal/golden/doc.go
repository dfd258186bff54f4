// Package golden compares a test's output with a golden file under the
// package's testdata/, or rewrites the file when the tests run with -update.
// Only tests import it.
package golden
