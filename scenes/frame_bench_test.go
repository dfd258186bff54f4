//go:build display

package scenes

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
)

// One frame's CPU at the busiest scenes: the App's Update and Draw into an
// offscreen image the size of the window, inside a game loop's frames (the
// GPU's work, at the frame's end, is not counted). Run under a display:
//
//	xvfb-run -a -s "-screen 0 1920x1200x24" go test -tags display -run XXX -bench Frame -benchtime 200x ./scenes/
//
// ns/frame and allocs/frame are the figures; ns/op is the loop's pace.

var jobs = make(chan func())

// loop is the game loop the benchmarks run their frames in.
type loop struct{}

func (loop) Update() error {
	select {
	case job := <-jobs:
		job()
	default:
	}
	return nil
}

func (loop) Draw(*ebiten.Image) {}

func (loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	go func() { os.Exit(m.Run()) }()
	ebiten.SetWindowTitle("sabot frame benchmarks")
	ebiten.SetRunnableOnUnfocused(true)
	err := ebiten.RunGame(loop{})
	fmt.Fprintf(os.Stderr, "the game loop ended: %v\n", err)
	os.Exit(1)
}

// inFrame runs f inside the loop's next Update and waits for it.
func inFrame(f func()) {
	done := make(chan struct{})
	jobs <- func() {
		defer close(done)
		f()
	}
	<-done
}

// staged returns an App at a screenshot's moment (ScreenshotScenes).
func staged(b *testing.B, scene, rulesID string) *App {
	b.Helper()
	g := &screenshotGame{opts: ScreenshotOptions{Scene: scene, Rules: rulesID, Lang: locales.English, Out: "-",
		Width: 1280, Height: 800}, dir: b.TempDir()}
	if err := g.opts.Validate(); err != nil {
		b.Fatal(err)
	}
	ready := false
	g.staged = func() { ready = true }
	var err error
	for !ready && err == nil {
		inFrame(func() {
			for i := 0; i < 20 && !ready && err == nil; i++ {
				err = g.Update()
			}
		})
	}
	if g.err != nil {
		b.Fatal(g.err)
	}
	if err != nil && !errors.Is(err, ebiten.Termination) {
		b.Fatal(err)
	}
	return g.app
}

func benchFrame(b *testing.B, scene, rulesID string) {
	a := staged(b, scene, rulesID)
	var screen *ebiten.Image
	inFrame(func() { screen = ebiten.NewImage(1280, 800) })
	// A few frames first: what is painted once is painted.
	for range 3 {
		inFrame(func() {
			_ = a.Update()
			a.Draw(screen)
		})
	}
	var spent time.Duration
	var allocs uint64
	var m0, m1 runtime.MemStats
	b.ResetTimer()
	for range b.N {
		inFrame(func() {
			runtime.ReadMemStats(&m0)
			t0 := time.Now()
			if err := a.Update(); err != nil {
				b.Error(err)
			}
			screen.Clear()
			a.Draw(screen)
			spent += time.Since(t0)
			runtime.ReadMemStats(&m1)
			allocs += m1.Mallocs - m0.Mallocs
		})
	}
	b.ReportMetric(float64(spent.Nanoseconds())/float64(b.N), "ns/frame")
	b.ReportMetric(float64(allocs)/float64(b.N), "allocs/frame")
}

// Super Punto Banco a few dozen coups deep: the roads, the nine places,
// the user's cards turned at his place.
func BenchmarkFramePuntoBanco(b *testing.B) { benchFrame(b, "table", "super-punto-banco") }

// The Shuffler Mate's table of seven boxes, a box split.
func BenchmarkFrameBlackjackSplit(b *testing.B) { benchFrame(b, "table-split", "italian-shuffler") }

// A blackjack table with the trainer's panel open on a graded decision.
func BenchmarkFrameBlackjackTrainer(b *testing.B) { benchFrame(b, "trainer", "italian-classic") }

// The menu.
func BenchmarkFrameMenu(b *testing.B) { benchFrame(b, "menu", "italian-classic") }
