// Package e2e holds the tests of Sabot that need a display: the game driven
// end to end through Ebitengine's exp/vmhost (the real app built as a guest,
// with injected keys and clicks and its frames read back), the check that
// drawing a scene allocates nothing, measured over real frames, and the
// check that every scene lays out and draws at any size, down to 1×1.
//
// The tests are behind the display build tag and run under Xvfb:
//
//	xvfb-run -a go test -tags display ./scenes/e2e/
//
// make test runs them with ALSA pointed at a null device. Without the tag
// the package has no tests, so `go test ./...` never needs X.
package e2e
