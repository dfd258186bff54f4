//go:build display

package e2e

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run on their own goroutine while an Ebitengine game loop runs
// on the main one; inFrame hands the loop a function to run inside its
// Update, where images may be drawn and read back, and waits for it. Between
// two calls the loop ends its frame, as a real game does.

var jobs = make(chan func())

// loop is the game loop the tests run in; it runs until the process ends.
type loop struct{}

func (g *loop) Update() error {
	select {
	case job := <-jobs:
		job()
	default:
	}
	return nil
}

func (g *loop) Draw(*ebiten.Image) {}

func (g *loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	go func() {
		code := m.Run()
		if guestDir != "" {
			os.RemoveAll(guestDir)
		}
		// The process ends here, with the window and its OpenGL context
		// still open: tearing them down (the loop's end, glfwTerminate,
		// Mesa's software renderer stopping its threads) only risks a
		// crash in C after every test has passed, which CI once met
		// (SIGABRT on a renderer's thread, after 242 s of passing tests).
		os.Exit(code)
	}()
	ebiten.SetWindowTitle("sabot e2e")
	ebiten.SetRunnableOnUnfocused(true)
	err := ebiten.RunGame(&loop{})
	fmt.Fprintf(os.Stderr, "the game loop of the tests ended: %v\n", err)
	os.Exit(1)
}

// inFrame runs f inside the game loop's next Update and waits for it.
func inFrame(f func()) {
	done := make(chan struct{})
	jobs <- func() {
		defer close(done)
		f()
	}
	<-done
}

// patience is how long a test waits, by the clock, for what the game
// computes on other goroutines (a trainer's grade, a drill's question, a
// chart's analysis) once the ticks it takes on a quiet machine have run:
// ten times what the slowest of them takes on a two-core machine loaded to
// an average of 12 (a few seconds to a minute), so that only a wait that
// would never end fails, naming what it waited for.
const patience = 10 * time.Minute

// waitedTooLong fails the test once patience has passed since start,
// naming what it waited for.
func waitedTooLong(t *testing.T, what string, start time.Time) {
	t.Helper()
	if time.Since(start) > patience {
		t.Fatalf("waited %v for %s", patience, what)
	}
}
