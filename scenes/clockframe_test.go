package scenes

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/session"
)

// clockGoals are the screens with a clock on them, as scripts/perf.sh
// measures them (perfScreens, perfThen): the dealer school (blackjack,
// Punto Banco, the exam), a drill's and a dealer's drill's question left
// unanswered.
var clockGoals = []string{"school", "school-punto", "exam", "drill-question", "dealer-drill-question"}

// restingAt returns an App (drawing its clocks' frames alone, as in the
// window) at a screen of perfScreens, opened from the menu at rest and
// settled, perfThen's step done and settled again. A tick lasts a
// millisecond at least: a drill's strategy is computed on another
// goroutine in real time.
func restingAt(t *testing.T, goal string) *App {
	t.Helper()
	a, err := New(Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 2,
		Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	a.partial = true
	settle := func(what string) {
		t.Helper()
		for n := 0; a.awake(); n++ {
			if n == 5000 {
				t.Fatalf("%s: %s never rests (scene %T)", goal, what, a.Scene())
			}
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Millisecond)
		}
	}
	settle("the menu")
	perfScreens[goal](a)
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	settle("the screen")
	if then := perfThen[goal]; then != nil {
		then(a)
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		settle("the screen's moment")
	}
	if _, ok := a.Scene().(session.ClockFace); !ok {
		t.Fatalf("%s: the scene %T has no clock", goal, a.Scene())
	}
	return a
}

// untilClock steps the App to its clock's next figure.
func untilClock(t *testing.T, a *App) {
	t.Helper()
	next := a.Scene().(session.Clock).NextChange()
	if next <= a.Tick {
		t.Fatalf("the clock's next change at tick %d, now %d", next, a.Tick)
	}
	for a.Tick < next {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// A screen with a clock at rest (the dealer school's blackjack, Punto Banco
// and exam, a drill's and a dealer's drill's question): the frame of its
// clock's next figure draws the clock's figure alone, a rectangle of a few
// thousand pixels; the mouse onto a button (a repaint), a notice, or a new
// screen image (a resized window) brings a whole frame again, and after it
// the clock's frames are drawn alone again. Never the first frame.
func TestClockFrameDrawsTheClockAlone(t *testing.T) {
	for _, goal := range clockGoals {
		t.Run(goal, func(t *testing.T) {
			a := restingAt(t, goal)
			screen := ebiten.NewImage(draw.DesignW, draw.DesignH)
			if _, ok := a.clockOnly(screen); ok {
				t.Fatal("the first frame is drawn as a clock's")
			}
			a.Draw(screen)
			if _, ok := a.clockOnly(screen); !ok {
				t.Error("nothing changed since the whole frame, and the next is not a clock's")
			}

			second := func(what string) image.Rectangle {
				t.Helper()
				untilClock(t, a)
				r, ok := a.clockOnly(screen)
				if !ok {
					t.Fatalf("%s: the clock's next second is drawn whole", what)
				}
				face, _ := a.Scene().(session.ClockFace).ClockFace()
				if r != face {
					t.Errorf("%s: the clock's frame draws %v; the tally is at %v", what, r, face)
				}
				if px := r.Dx() * r.Dy(); px == 0 || px > draw.DesignW*draw.DesignH/50 {
					t.Errorf("%s: the clock's frame draws %v, %d pixels", what, r, px)
				}
				a.Draw(screen)
				return r
			}
			second("after the whole frame")
			second("after a clock's frame")

			if _, ok := a.clockOnly(ebiten.NewImage(draw.DesignW, draw.DesignH)); ok {
				t.Error("a new screen image (a resized window) is drawn as a clock's")
			}

			// The mouse onto a dealer's button repaints it lit.
			hovered := false
			for _, tg := range a.Scene().Targets() {
				a.Cursor = tg.Rect.Min.Add(image.Pt(2, 2))
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
				if _, ok := a.clockOnly(screen); !ok {
					hovered = true
					break
				}
			}
			if !hovered {
				t.Fatal("the mouse over every target, and no frame is drawn whole")
			}
			a.Draw(screen)
			second("after the mouse's repaint")

			a.Notify(locales.NoticeMuted)
			if _, ok := a.clockOnly(screen); ok {
				t.Error("a notice on show, and the frame is drawn as a clock's")
			}
		})
	}
}
