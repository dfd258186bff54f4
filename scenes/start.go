package scenes

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/pace"
	"sabot/scenes/web"
)

// starter is the game Run hands to Ebitengine: the App, made on another
// goroutine while Ebitengine opens the window and its graphics context
// (both take a few hundred milliseconds, and the machine has more than one
// core), so that the first frame waits for the longer of the two, not for
// their sum. The first call from Ebitengine waits for the App; every call
// then goes to it.
type starter struct {
	ready chan struct{}
	game  ebiten.Game // the App, or the App driven by PerfEnv
	err   error
}

func newStarter(opts Options, bundle *locales.Bundle) *starter {
	s := &starter{ready: make(chan struct{})}
	go func() {
		defer close(s.ready)
		a, err := newApp(opts, bundle)
		if err != nil {
			s.err = err
			return
		}
		ebiten.SetWindowTitle(a.Loc.T(locales.AppTitle))
		a.pace.Start()
		web.Ready(a.Context, a)
		if !pace.VMGuest {
			a.clockFrames() // the guest's host (scenes/e2e) reads its frames: drawn whole
		}
		s.game = a
		if p := newPerfGame(a, os.Getenv(PerfEnv)); p != nil {
			s.game = p
		}
	}()
	return s
}

// wait returns the game once it is made, nil if it could not be.
func (s *starter) wait() ebiten.Game {
	<-s.ready
	return s.game
}

// Update implements ebiten.Game.
func (s *starter) Update() error {
	g := s.wait()
	if g == nil {
		return ebiten.Termination
	}
	web.Frame()
	return g.Update()
}

// Draw implements ebiten.Game.
func (s *starter) Draw(screen *ebiten.Image) {
	if g := s.wait(); g != nil {
		g.Draw(screen)
	}
}

// Layout implements ebiten.Game.
func (s *starter) Layout(w, h int) (int, int) {
	if g := s.wait(); g != nil {
		return g.Layout(w, h)
	}
	return max(w, 1), max(h, 1)
}
