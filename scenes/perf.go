package scenes

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/profiles"
	"sabot/scenes/session"
	"sabot/scenes/stage"
	"sabot/scenes/study"
	"sabot/scenes/study/chart"
	"sabot/scenes/study/counting"
	"sabot/scenes/study/progress"
)

// PerfEnv is the environment variable scripts/perf.sh starts the game with
// to measure it (docs/PERFORMANCE.md): "menu", "bet" or "decision" is the
// moment the game is driven to (the menu; the first table waiting for a
// bet; the same table, a bet placed, waiting for the user's decision), or
// one of the other screens (perfScreens: "settings", "school", …). The
// game then writes on standard error the wall-clock time of its first Draw
// ("perf first-draw UNIXNANO") and the process's CPU time by then ("perf
// first-draw-cpu MS", Linux only; the wall-clock time depends on the
// machine's load, the CPU time much less), "perf ready" when the moment is reached and
// nothing moves, and a second later the live Go heap after a collection
// ("perf heap-live BYTES"). PerfHeapEnv, when set too, is a file the heap
// profile is written to at that time; PerfCPUEnv, a file the CPU profile of
// the 10 s after the moment is written to.
const (
	PerfEnv     = "SABOT_PERF"
	PerfHeapEnv = "SABOT_PERF_HEAP"
	PerfCPUEnv  = "SABOT_PERF_CPU"
)

// The driver's schedule, in its own ticks.
const (
	perfOpenAt   = 60  // Confirm in the menu: the first table, play
	perfChipAt   = 120 // a chip on the box
	perfDealAt   = 125 // Confirm: the cards are dealt
	perfSettle   = 20  // ticks without motion before "ready"
	perfMaxTicks = 3600
)

// perfGame is the App as Run plays it, driven by PerfEnv to a moment.
type perfGame struct {
	*App
	goal  string
	out   io.Writer
	ticks int
	calm  int
	drawn bool
	then  bool // perfThen's step is done
	ready bool
	// draws counts the Draws once ready (perf draws: the frames the
	// screen at rest asked for).
	draws atomic.Int64
}

// newPerfGame returns the App wrapped for PerfEnv, or nil when goal is not
// one of the moments.
func newPerfGame(a *App, goal string) *perfGame {
	switch goal {
	case "menu", "bet", "decision":
		return &perfGame{App: a, goal: goal, out: os.Stderr}
	}
	if perfScreens[goal] != nil {
		return &perfGame{App: a, goal: goal, out: os.Stderr}
	}
	return nil
}

// perfScreens open the other screens PerfEnv can name, at the first table
// (italian-classic) unless said, as the user opens them (each is then left
// alone: a drill's setup, a school's round waiting for the croupier).
var perfScreens = map[string]func(a *App){
	"settings": func(a *App) { a.Feed(input.Event{Action: input.Settings}) },
	"rules":    func(a *App) { a.Feed(input.Event{Action: input.Rules}) },
	"history": func(a *App) {
		stage.History(a.Context)
		a.Feed(input.Event{Action: input.History})
	},
	"progress": func(a *App) { a.Feed(input.Event{Action: input.Progress}) },
	"chart": func(a *App) {
		a.GoTo(chart.New(a.Context, rules.ItalianClassic, nil, a.Routes.Menu(a.Context)))
	},
	"drills":   perfDrills,
	"counting": func(a *App) { a.GoTo(counting.New(a.Context, rules.ItalianClassic, nil)) },
	"course":   func(a *App) { a.GoTo(study.NewCourse(a.Context, rules.ItalianClassic, nil)) },
	"lesson": func(a *App) {
		a.Progress = study.CourseSample(rules.ItalianClassic)
		a.GoTo(study.NewLessonShot(a.Context, rules.ItalianClassic))
	},
	"why": func(a *App) {
		dp, err := stage.WhyPoint(rules.ItalianClassic, "")
		if err == nil && a.Routes.Why != nil {
			a.GoTo(a.Routes.Why(a.Context, dp, a.Routes.Menu(a.Context)))
		}
	},
	"school": func(a *App) { stage.School(a.Context) },
	"school-punto": func(a *App) {
		for i, id := range rules.IDs() {
			if id == rules.SuperPuntoBanco.ID {
				a.Feed(input.Event{Action: input.Select, Index: menus.TargetTable + i})
			}
		}
		stage.School(a.Context)
	},
	"dealer-drills":   perfDealerDrills,
	"school-progress": func(a *App) { a.GoTo(progress.NewSchool(a.Context, rules.ItalianClassic, nil)) },
	// The screens with a clock, once it ticks alone: the school's exam, a
	// drill's question and a dealer's drill's question left unanswered
	// (their timer's bar full, then their seconds; perfThen).
	"exam":                  func(a *App) { stage.School(a.Context) },
	"drill-question":        perfDrills,
	"dealer-drill-question": perfDealerDrills,
}

// perfDrills opens the drills' setup from the menu.
func perfDrills(a *App) {
	a.Feed(input.Event{Action: input.Select, Index: menus.TargetMode + int(session.ModeDrills)}, input.Event{Action: input.Confirm})
}

// perfDealerDrills opens the dealer's drills' picking page.
func perfDealerDrills(a *App) {
	if a.Routes.SchoolDrills != nil {
		a.GoTo(a.Routes.SchoolDrills(a.Context, rules.ItalianClassic))
	}
}

// perfThen is what is done on a screen of perfScreens once it has
// settled, before the moment is measured: the exam started at the school,
// a question asked.
var perfThen = map[string]func(a *App){
	"exam":                  func(a *App) { a.Feed(input.Event{Action: input.Reference}) },
	"drill-question":        func(a *App) { a.Feed(input.Event{Action: input.Confirm}) },
	"dealer-drill-question": func(a *App) { a.Feed(input.Event{Action: input.Confirm}) },
}

// Update drives the App to the moment, then leaves it alone.
func (g *perfGame) Update() error {
	if err := g.App.Update(); err != nil || g.ready {
		return err
	}
	g.ticks++
	a := g.App
	switch {
	case g.ticks == perfOpenAt && perfScreens[g.goal] != nil:
		perfScreens[g.goal](a)
	case g.ticks == perfOpenAt && g.goal != "menu":
		a.Feed(input.Event{Action: input.Confirm})
	case g.ticks == perfChipAt && g.goal == "decision":
		a.Feed(input.Event{Action: input.Select, Index: 4})
	case g.ticks == perfDealAt && g.goal == "decision":
		a.Feed(input.Event{Action: input.Confirm})
	}
	last := map[string]int{"menu": perfOpenAt, "bet": perfOpenAt, "decision": perfDealAt}[g.goal]
	if perfScreens[g.goal] != nil {
		last = perfOpenAt
	}
	if g.ticks > last && !a.Transitioning() && !a.awake() {
		g.calm++
	} else {
		g.calm = 0
	}
	if then := perfThen[g.goal]; then != nil && !g.then && g.calm >= perfSettle {
		g.then, g.calm = true, 0
		then(a)
		//lint:ignore SA1019 the pacer's frames on demand (scenes/pace)
		ebiten.ScheduleFrame()
		return nil
	}
	if g.calm >= perfSettle || g.ticks >= perfMaxTicks {
		g.ready = true
		fmt.Fprintf(g.out, "perf ready %s after %d ticks (%T)\n", g.goal, g.ticks, a.Scene())
		go g.heap()
		go g.frames()
		if path := os.Getenv(PerfCPUEnv); path != "" {
			go g.cpu(path)
		}
		return nil
	}
	// The driver's ticks need frames until the moment is reached.
	//lint:ignore SA1019 the pacer's frames on demand (scenes/pace)
	ebiten.ScheduleFrame()
	return nil
}

// Draw draws the App, and says when it first did.
func (g *perfGame) Draw(screen *ebiten.Image) {
	if g.ready {
		g.draws.Add(1)
	}
	if !g.drawn {
		g.drawn = true
		fmt.Fprintf(g.out, "perf first-draw %d\nperf first-draw-cpu %d\n", time.Now().UnixNano(), selfCPU())
	}
	g.App.Draw(screen)
}

// heap writes the live heap a second after the moment, off the game's
// goroutine.
func (g *perfGame) heap() {
	time.Sleep(time.Second)
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	fmt.Fprintf(g.out, "perf heap-live %d\nperf go-sys %d heap-sys %d heap-released %d gc %d\n", m.HeapAlloc, m.Sys, m.HeapSys, m.HeapReleased, m.NumGC)
	n, px, hits, misses := draw.MaskStats()
	fmt.Fprintf(g.out, "perf masks %d px %d hits %d misses %d\n", n, px, hits, misses)
	if path := os.Getenv(PerfHeapEnv); path != "" {
		f, err := os.Create(path)
		if err != nil {
			fmt.Fprintf(g.out, "perf heap profile: %v\n", err)
			return
		}
		defer f.Close()
		if err := profiles.WriteHeap(f); err != nil {
			fmt.Fprintf(g.out, "perf heap profile: %v\n", err)
		}
	}
}

// frames says how many frames were drawn from 2 s to 12 s after the
// moment, the 10 s scripts/perf.sh measures the CPU time of ("perf draws
// N").
func (g *perfGame) frames() {
	time.Sleep(2 * time.Second)
	n := g.draws.Load()
	time.Sleep(10 * time.Second)
	fmt.Fprintf(g.out, "perf draws %d\n", g.draws.Load()-n)
}

// cpu profiles the 10 s after the moment into the file path.
func (g *perfGame) cpu(path string) {
	f, err := os.Create(path)
	if err == nil {
		err = profiles.StartCPU(f)
	}
	if err != nil {
		fmt.Fprintf(g.out, "perf cpu profile: %v\n", err)
		return
	}
	time.Sleep(10 * time.Second)
	profiles.StopCPU()
	f.Close()
	fmt.Fprintf(g.out, "perf cpu profile written\n")
}

// selfCPU is the process's user and system time in milliseconds, from
// /proc/self/stat (0 where there is none).
func selfCPU() int64 {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return (u + s) * 10 // USER_HZ is 100 on Linux
}
