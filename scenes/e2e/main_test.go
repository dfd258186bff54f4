//go:build display

package e2e

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run on their own goroutine while an Ebitengine game loop runs
// on the main one; inFrame hands the loop a function to run inside its
// Update, where images may be drawn and read back, and waits for it. Between
// two calls the loop ends its frame, as a real game does.

var jobs = make(chan func())

type loop struct {
	done chan int
	code int
}

func (g *loop) Update() error {
	select {
	case code := <-g.done:
		g.code = code
		return ebiten.Termination
	case job := <-jobs:
		job()
	default:
	}
	return nil
}

func (g *loop) Draw(*ebiten.Image) {}

func (g *loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	g := &loop{done: make(chan int, 1), code: 1}
	go func() {
		code := m.Run()
		if guestDir != "" {
			os.RemoveAll(guestDir)
		}
		g.done <- code
	}()
	ebiten.SetWindowTitle("sabot e2e")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(g.code)
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
