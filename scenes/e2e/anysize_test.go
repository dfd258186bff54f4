//go:build display

package e2e

import (
	"encoding/json"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/save"
	"sabot/scenes"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/session"
	"sabot/scenes/study"
	"sabot/scenes/study/chart"
	"sabot/scenes/study/progress"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// Every scene draws at any size: a window may be made as small as its
// window manager allows (issue 15: from 1×1 up to about 20×12 the progress
// and the Punto Banco table panicked). Each scene is opened as the user
// opens it — the menu's screens, the charts, the dealer school's drills
// and progress, every table in every mode, both as it opens and at the
// moment its screenshot stages (a round under way, a drill's question, a
// chart's cell chosen) — and is laid out and drawn
// offscreen at tiny sizes from 1×1 to 20×12, then at the design size
// again.
//
// Drawing offscreen needs no display, but without a running game loop
// Ebitengine keeps every image until the process ends (gigabytes for this
// test): the sizes are tried inside the loop's frames, on images made
// once. A layout under Xvfb's software OpenGL takes about a tenth of a
// second, so the sizes are a sample of the 240: the four corners of the
// range and a spread between them. Below a few dozen pixels every picture
// of a scene comes out under a pixel wide or high, which is what broke,
// at each of them: so each scene is drawn at the smallest size, the
// design size and one more of the sample in turn (sceneSizes), and every
// size of the sample is tried on a dozen scenes or so, as each opens and
// at its staged moment.

// tinySizes are the window sizes of the sample, in pixels: the smallest
// first, the design size last.
var tinySizes = [][2]int{{1, 1}, {1, 12}, {20, 1}, {20, 12}, {2, 3}, {5, 4}, {11, 7}, {17, 10}, {1280, 800}}

// sceneSizes returns the sizes the i-th scene is drawn at: the smallest of
// tinySizes, the k-th of those between in turn, and the design size.
func sceneSizes(i, k int) [][2]int {
	between := tinySizes[1 : len(tinySizes)-1]
	return [][2]int{tinySizes[0], between[(i+k)%len(between)], tinySizes[len(tinySizes)-1]}
}

// tinyScreens are the screens of tinySizes, made once.
var tinyScreens = map[[2]int]*ebiten.Image{}

// sizeCheck is a scene to open on a fresh game; open reports false when
// there is no such scene (a table's mode not built).
type sizeCheck struct {
	name string
	open func(a *scenes.App) bool
}

// The history's records: a blackjack round and a Punto Banco coup as the
// tables keep them.
const (
	sizeBlackjackRecord = `{"game":"blackjack","time":"2026-11-24T09:00:00Z","you":"you","your_net":-10,"rules":"italian-classic",
"dealer":{"cards":"TS 7H","total":17,"blackjack":false,"bust":false},"boxes":[{"box":4,"player":"you","bet":10,"insurance":{"stake":0,"net":0},
"hands":[{"cards":"9C 7D","total":16,"stake":10,"result":"lose","blackjack":false,"net":-10}],"net":-10}],"net":-10,"burnt":"2C 3C 4C 5C 6C",
"actions":["close-bets","burn 5","deal box 4","deal dealer","deal box 4","box 4: stand","deal dealer","dealer-stand","collect box 4 main 10.00","collect-cards"]}`
	sizePuntoRecord = `{"game":"punto-banco","time":"2026-11-24T09:02:00Z","you":"you","your_net":9.5,
"rules":"super-punto-banco","punto":{"cards":"4S 2H 9D","total":5},"banco":{"cards":"7C KD","total":7},
"winner":"banco","reader":3,"bets":[{"position":3,"player":"you","on":"banco","amount":10,"result":"win","net":9.5}],
"house_net":-9.5,"button":1,"button_next":2}`
)

func sizeChecks() []sizeCheck {
	feed := func(action input.Action) func(a *scenes.App) bool {
		return func(a *scenes.App) bool { a.Feed(input.Event{Action: action}); return true }
	}
	checks := []sizeCheck{
		{"menu", func(a *scenes.App) bool { return true }},
		{"settings", feed(input.Settings)},
		{"history", func(a *scenes.App) bool {
			for i, r := range []string{sizeBlackjackRecord, sizePuntoRecord} {
				table := []string{"italian-classic", "super-punto-banco"}[i]
				a.History.Append(save.Entry{Kind: save.KindRound, Table: table, Balance: a.Balance(), Record: json.RawMessage(r)})
			}
			a.Feed(input.Event{Action: input.History})
			return true
		}},
		{"progress, empty", feed(input.Progress)},
		{"progress", func(a *scenes.App) bool {
			a.Progress = progress.Sample(rules.ItalianClassic, 7)
			a.Feed(input.Event{Action: input.Progress})
			return true
		}},
	}
	for i, r := range rules.All() {
		checks = append(checks, sizeCheck{"rule sheet " + r.ID, func(a *scenes.App) bool {
			a.Feed(input.Event{Action: input.Select, Index: menus.TargetTable + i})
			a.Update()
			a.Feed(input.Event{Action: input.Rules})
			return true
		}})
		checks = append(checks,
			sizeCheck{"course " + r.ID, func(a *scenes.App) bool {
				a.Progress = study.CourseSample(r)
				a.GoTo(study.NewCourseShot(a.Context, r))
				return true
			}},
			sizeCheck{"lesson " + r.ID, func(a *scenes.App) bool {
				a.Progress = study.CourseSample(r)
				a.GoTo(study.NewLessonShot(a.Context, r))
				return true
			}})
		if r.IsBlackjack() {
			checks = append(checks, sizeCheck{"chart " + r.ID, func(a *scenes.App) bool {
				a.GoTo(chart.New(a.Context, r, nil, a.Routes.Menu(a.Context)))
				return true
			}})
			for _, key := range []string{"pair/88/10", "soft/A7/9", "book hard/11/10"} {
				book := strings.HasPrefix(key, "book ")
				key := strings.TrimPrefix(key, "book ")
				checks = append(checks, sizeCheck{"why " + key + " " + r.ID, func(a *scenes.App) bool {
					if a.Routes.Why == nil {
						return false
					}
					sp, err := strategy.ParseSpotKey(key)
					if err != nil {
						return false
					}
					dp, err := tutor.SpotPoint(r, sp)
					if err != nil {
						return false
					}
					w := a.Routes.Why(a.Context, dp, a.Routes.Menu(a.Context))
					if b, ok := w.(interface{ ShowBook(bool) }); ok && book {
						b.ShowBook(true) // the page of the book's chart
					}
					a.GoTo(w)
					return true
				}})
			}
		}
		checks = append(checks,
			sizeCheck{"dealer school's drills " + r.ID, func(a *scenes.App) bool {
				if a.Routes.SchoolDrills == nil {
					return false
				}
				a.GoTo(a.Routes.SchoolDrills(a.Context, r))
				return true
			}},
			sizeCheck{"dealer school's progress " + r.ID, func(a *scenes.App) bool {
				if a.Routes.SchoolStats == nil {
					return false
				}
				a.GoTo(a.Routes.SchoolStats(a.Context, r, nil))
				return true
			}})
		for _, m := range session.Modes() {
			checks = append(checks, sizeCheck{fmt.Sprintf("%s, mode %d", r.ID, m), func(a *scenes.App) bool {
				// The header's count too (not the shoe's EV: its analysis
				// every round would take the test's time, for one more
				// figure).
				a.Settings.ShowCount = m == session.ModeTrainer
				sc, ok := a.Routes.Table(a.Context, r, m)
				if !ok {
					return false
				}
				if st, ok := sc.(interface{ StageTrainerShot(string) }); ok && m == session.ModeTrainer {
					st.StageTrainerShot("trainer")
				}
				a.GoTo(sc)
				return true
			}})
		}
	}
	return checks
}

func TestEverySceneAtEveryTinySize(t *testing.T) {
	checks := sizeChecks()
	if len(checks) < len(tinySizes)-2 {
		t.Fatalf("%d scenes do not cover the %d sizes", len(checks), len(tinySizes))
	}
	for i, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			var a *scenes.App
			var err error
			inFrame(func() {
				a, err = scenes.New(scenes.Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 1,
					Getenv: func(string) string { return "" }})
			})
			if err != nil {
				t.Fatal(err)
			}
			a.Resize(1280, 800)
			ticks(t, a, 60) // the menu's intro
			open := true
			inFrame(func() { open = c.open(a) })
			if !open {
				t.Skip("no such scene in this version")
			}
			ticks(t, a, 1)
			for i := 0; a.Transitioning() && i < 100; i++ {
				ticks(t, a, 1)
			}
			scene := fmt.Sprintf("%T", a.Scene())
			if !atSizes(t, a, scene, sceneSizes(i, 0)) {
				return
			}
			st, ok := a.Scene().(interface{ ShotStep(int) bool })
			if !ok {
				return
			}
			// The scene's own sequence up to its screenshot's moment: a
			// table deals, a drill asks, a chart waits for its analysis
			// (computed on another goroutine: the loop waits for it as
			// long as patience allows, however slow the machine, and
			// yields between frames so that it runs).
			start := time.Now()
			for tick, ready := 0, false; !ready; {
				waitedTooLong(t, scene+"'s staged moment", start)
				inFrame(func() {
					for i := 0; i < 200 && !ready; i++ {
						if err := a.Update(); err != nil {
							t.Error(err)
							ready = true
						}
						if !a.Transitioning() && !a.Pending() {
							ready = st.ShotStep(tick)
							tick++
						}
					}
				})
				runtime.Gosched()
			}
			// The staged moment at the smallest, another of the
			// sample than above, and the design size.
			atSizes(t, a, scene+" staged", sceneSizes(i, 3))
		})
	}
}

// ticks runs n ticks of the game in one frame.
func ticks(t *testing.T, a *scenes.App, n int) {
	t.Helper()
	var err error
	inFrame(func() {
		for i := 0; i < n && err == nil; i++ {
			err = a.Update()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}

// atSizes lays the scene out and draws it at each of sizes, a frame each.
// It reports false after the first panic, which it reports with the size
// and where in the scenes it was.
func atSizes(t *testing.T, a *scenes.App, scene string, sizes [][2]int) bool {
	t.Helper()
	ok := true
	try := func(w, h int) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s at %d×%d: %v\n%s", scene, w, h, r, scenesStack(debug.Stack()))
				ok = false
			}
		}()
		a.Resize(w, h)
		if err := a.Update(); err != nil {
			t.Error(err)
		}
		img := tinyScreens[[2]int{w, h}]
		if img == nil {
			img = ebiten.NewImage(w, h)
			tinyScreens[[2]int{w, h}] = img
		}
		img.Clear()
		a.Draw(img)
	}
	for _, s := range sizes {
		if inFrame(func() { try(s[0], s[1]) }); !ok {
			return false
		}
	}
	return true
}

// scenesStack returns the lines of a stack in the game's scenes.
func scenesStack(stack []byte) string {
	var out []string
	for _, l := range strings.Split(string(stack), "\n") {
		if strings.Contains(l, "/scenes/") && !strings.Contains(l, "/e2e/") {
			out = append(out, strings.TrimSpace(l))
		}
	}
	return strings.Join(out, "\n")
}
