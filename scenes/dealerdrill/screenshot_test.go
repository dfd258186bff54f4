//go:build display

package dealerdrill

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// Pictures of the drills for the eye, drawn offscreen: run under a display
// with
//
//	DDRILL_SHOTS=/tmp/ddrill xvfb-run -a go test -tags display -run Shots ./scenes/dealerdrill/
//
// The tests run on their own goroutine while an Ebitengine loop runs on the
// main one; inFrame runs a function inside its Update.

var jobs = make(chan func())

type loop struct{ done chan int }

func (g *loop) Update() error {
	select {
	case <-g.done:
		return ebiten.Termination
	case job := <-jobs:
		job()
	default:
	}
	return nil
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	g := &loop{done: make(chan int, 1)}
	code := 1
	go func() {
		code = m.Run()
		g.done <- code
	}()
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(code)
}

func inFrame(f func()) {
	done := make(chan struct{})
	jobs <- func() { defer close(done); f() }
	<-done
}

// shoot writes the screen as dir/name.png.
func shoot(t *testing.T, s *Scene, dir, name string) {
	t.Helper()
	var err error
	inFrame(func() {
		// An unmanaged image, in a texture of its own: on Ebitengine's
		// shared atlas its place varies with the images alive, and the
		// rounding of what is drawn scaled with linear filtering (the
		// felt behind the scene) with it.
		img := ebiten.NewImageWithOptions(image.Rect(0, 0, draw.DesignW, draw.DesignH), &ebiten.NewImageOptions{Unmanaged: true})
		defer img.Deallocate()
		s.Draw(img)
		out := image.NewRGBA(image.Rect(0, 0, draw.DesignW, draw.DesignH))
		img.ReadPixels(out.Pix)
		var f *os.File
		if f, err = os.Create(filepath.Join(dir, name+".png")); err != nil {
			return
		}
		defer f.Close()
		err = png.Encode(f, out)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestShots(t *testing.T) {
	dir := os.Getenv("DDRILL_SHOTS")
	if dir == "" {
		t.Skip("DDRILL_SHOTS names the directory of the pictures")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	open := func(id string, lang locales.Lang) (*session.Context, *Scene) {
		var a *session.Context
		var s *Scene
		inFrame(func() {
			a = scenetest.New(t, t.TempDir())
			a.SetLang(lang)
			scenetest.Ticks(t, a, 60)
			r, _ := rules.ByID(id)
			s = New(a, r)
			a.GoTo(s)
			scenetest.Ticks(t, a, 60)
		})
		return a, s
	}
	step := func(a *session.Context, n int, evs ...input.Event) {
		inFrame(func() {
			a.Feed(evs...)
			scenetest.Ticks(t, a, n)
		})
	}
	sel := func(i int) input.Event { return input.Event{Action: input.Select, Index: i} }

	a, s := open("italian-classic", locales.English)
	shoot(t, s, dir, "pick-en")
	step(a, 2, sel(tStart))
	step(a, 150)
	// Pay most of it: the chips down so far.
	due := s.q.Due
	for i := len(s.chips) - 1; i >= 0; i-- {
		for due-s.chips[i] >= rules.Units(5) {
			step(a, 1, sel(tChip+i))
			due -= s.chips[i]
		}
	}
	step(a, 40)
	shoot(t, s, dir, "payout-ask-en")

	a, s = open("italian-classic", locales.Italian)
	step(a, 2, sel(tStart))
	step(a, 100)
	for i := len(s.chips) - 1; i >= 0; i-- {
		for s.q.Due-s.paidTotal() >= s.chips[i] {
			step(a, 1, sel(tChip+i))
		}
	}
	step(a, 2, sel(tPay))
	shoot(t, s, dir, "payout-right-it")

	a, s = open("super-punto-banco", locales.Spanish)
	step(a, 2, sel(tStart))
	for s.q.Kind.String() != "banco" {
		step(a, 1, sel(tChip+len(s.chips)-1))
		step(a, 2, sel(tPay))
		step(a, 2, input.Event{Action: input.Confirm})
	}
	step(a, 190)
	for i := len(s.chips) - 1; i >= 0; i-- {
		for s.q.Stake-s.paidTotal() >= s.chips[i] {
			step(a, 1, sel(tChip+i))
		}
	}
	step(a, 2, sel(tPay))
	shoot(t, s, dir, "payout-wrong-es")

	a, s = open("argentine", locales.Spanish)
	step(a, 2, sel(tStart))
	for s.q.Kind.String() != "desafio" {
		step(a, 1, sel(tChip+len(s.chips)-1))
		step(a, 2, sel(tPay))
		step(a, 2, input.Event{Action: input.Confirm})
	}
	step(a, 200)
	shoot(t, s, dir, "payout-desafio-es")
	for s.phase != phOver {
		step(a, 1, sel(tChip+len(s.chips)-1))
		step(a, 2, sel(tPay))
		step(a, 2, input.Event{Action: input.Confirm})
	}
	shoot(t, s, dir, "payout-over-es")

	a, s = open("argentine", locales.Italian)
	step(a, 2, input.Event{Action: input.Right})
	step(a, 2, sel(tStart))
	for q := 0; q < 6; q++ {
		w, _ := s.coup.Check()
		act := input.Stand
		if w.Draws != (q == 5) {
			act = input.Hit
		}
		step(a, 70)
		step(a, 2, input.Event{Action: act})
		if q < 5 {
			step(a, 2, input.Event{Action: input.Confirm})
		}
	}
	shoot(t, s, dir, "tabella-it")
	step(a, 2, input.Event{Action: input.Confirm})
	step(a, 80)
	shoot(t, s, dir, "tabella-ask-it")
	for s.phase != phOver {
		w, _ := s.coup.Check()
		act := input.Stand
		if w.Draws {
			act = input.Hit
		}
		step(a, 50)
		step(a, 2, input.Event{Action: act})
		step(a, 2, input.Event{Action: input.Confirm})
	}
	shoot(t, s, dir, "over-it")

	// The procedure drills: the steps of the opening at the Shuffler Mate
	// table, a wrong one stopped; the quiz at the Argentine table.
	a, s = open("italian-shuffler", locales.Italian)
	shoot(t, s, dir, "pick-it")
	step(a, 2, sel(tPick+int(drillOrder)))
	step(a, 2, sel(tStart))
	step(a, 30)
	for k := 0; k < 3; k++ {
		step(a, 40, sel(tRow+s.order.DueShown()))
	}
	wrong := (s.order.DueShown() + 1) % len(s.order.Shown)
	for s.order.IsPlaced(wrong) {
		wrong = (wrong + 1) % len(s.order.Shown)
	}
	step(a, 50, sel(tRow+wrong))
	shoot(t, s, dir, "order-wrong-it")
	for !s.order.Done() {
		step(a, 20, sel(tRow+s.order.DueShown()))
	}
	shoot(t, s, dir, "order-done-it")

	a, s = open("super-punto-banco", locales.English)
	step(a, 2, sel(tPick+int(drillOrder)))
	step(a, 2, sel(tStart))
	step(a, 30)
	for k := 0; k < 4; k++ {
		step(a, 40, sel(tRow+s.order.DueShown()))
	}
	shoot(t, s, dir, "order-right-en")

	a, s = open("argentine", locales.Spanish)
	step(a, 2, sel(tPick+int(drillQuiz)))
	step(a, 2, sel(tStart))
	step(a, 60)
	shoot(t, s, dir, "quiz-ask-es")
	step(a, 2, sel(tRow+(s.quiz.RightShown()+1)%len(s.quiz.Shown)))
	shoot(t, s, dir, "quiz-wrong-es")
	for s.phase != phOver {
		step(a, 2, input.Event{Action: input.Confirm})
		step(a, 70+10*s.score.asked)
		step(a, 2, sel(tRow+s.quiz.RightShown()))
	}
	shoot(t, s, dir, "quiz-over-es")

	a, s = open("italian-classic", locales.Italian)
	step(a, 2, sel(tPick+int(drillQuiz)))
	step(a, 2, sel(tStart))
	step(a, 60)
	step(a, 2, sel(tRow+s.quiz.RightShown()))
	shoot(t, s, dir, "quiz-right-it")
}
