package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/school"
	"sabot/scenes/session"
)

// schoolAtRest returns an App (drawing its clocks' frames alone, as in the
// window) at the dealer school of a table, settled: the croupier to act.
func schoolAtRest(t *testing.T, id string) *App {
	t.Helper()
	a, err := New(Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 2,
		Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	a.partial = true
	for n := 0; a.awake(); n++ {
		if n == 1000 {
			t.Fatal("the menu never rests")
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	for i, tid := range rules.IDs() {
		if tid == id {
			a.Feed(input.Event{Action: input.Select, Index: menus.TargetTable + i})
		}
	}
	openSchoolShot(a.Context)
	for n := 0; ; n++ {
		if n == 5000 {
			t.Fatalf("%s: no dealer school at rest after %d ticks (scene %T)", id, n, a.Scene())
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		_, isTable := a.Scene().(*school.Table)
		_, isPunto := a.Scene().(*school.Punto)
		if (isTable || isPunto) && !a.awake() {
			return a
		}
	}
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

// A dealer school at rest (both schools: blackjack, Punto Banco): the frame
// of its clock's next second draws the tally alone, a rectangle of a few
// thousand pixels; the mouse onto a button (a repaint), a notice, or a new
// screen image (a resized window) brings a whole frame again, and after it
// the clock's frames are drawn alone again. Never the first frame.
func TestClockFrameDrawsTheClockAlone(t *testing.T) {
	for _, id := range []string{rules.ItalianClassic.ID, rules.SuperPuntoBanco.ID} {
		t.Run(id, func(t *testing.T) {
			a := schoolAtRest(t, id)
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
