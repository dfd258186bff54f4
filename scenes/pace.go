package scenes

import (
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/scenes/input"
	"sabot/scenes/session"
)

// A card table is still most of the time: the player reads and decides.
// The window runs in Ebitengine's FPSModeVsyncOffMinimum, where a frame
// (Update, then Draw) comes only when an input does or ScheduleFrame asks
// for one. While the App is awake (see awake), the pacer asks for a frame
// every 1/60 s and the ticks run at 60 per second by the clock, exactly as
// they would in the default mode: every animation and the dealer's timing
// are counted in ticks and last as long. While it is still, no frame is
// asked for and the process sleeps; each input then brings one frame of
// one tick (SyncWithFPS), which answers it at once (a hover, a click that
// sets something moving, which wakes the App again).
//
// Tests and the screenshot command never start the pacer, and the
// virtualization guest's ticks are driven by its host, one tick each: their
// ticks are driven from outside.

// pacer asks Ebitengine for the App's frames.
type pacer struct {
	on    bool // Run started it
	awake atomic.Bool
	wake  chan struct{}
	// last is when the last tick ran; timer asks for the frame of a
	// clock's next figure while the App rests. hosted: the App runs as a
	// virtualization guest, whose ticks its host drives (scenes/e2e) at the
	// TPS of 60, one tick each, as the test beside it counts them: it never
	// rests (resting sets the TPS to SyncWithFPS).
	last   time.Time
	timer  *time.Timer
	hosted bool
}

// frameEvery is the time between two frames while the App is awake: one
// tick.
const frameEvery = time.Second / 60

// start puts Ebitengine in FPSModeVsyncOffMinimum and starts the goroutine
// that asks for frames while the App is awake.
func (p *pacer) start() {
	p.on = true
	p.hosted = vmGuest
	p.wake = make(chan struct{}, 1)
	//lint:ignore SA1019 frames on demand: the replacement Ebitengine names (SetScreenClearedEveryFrame) still ticks 60 times a second, the process never sleeps (docs/PERFORMANCE.md, idle CPU)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	p.awake.Store(true)
	go p.run()
	p.wake <- struct{}{}
}

// set tells the pacer whether the App is awake after this tick.
func (p *pacer) set(awake bool) {
	if !p.on || p.hosted || p.awake.Load() == awake {
		return // a guest's host drives its ticks, 60 a second
	}
	p.awake.Store(awake)
	if !awake {
		// One tick per input: a hover answered at once, a click
		// never lost in a frame of no tick.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		return
	}
	ebiten.SetTPS(ebiten.DefaultTPS)
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// run asks for a frame every frameEvery while the App is awake, and waits
// for the next wake otherwise.
func (p *pacer) run() {
	t := time.NewTicker(frameEvery)
	t.Stop()
	for range p.wake {
		t.Reset(frameEvery)
		for p.awake.Load() {
			//lint:ignore SA1019 frames on demand, see start
			ebiten.ScheduleFrame()
			<-t.C
		}
		t.Stop()
	}
}

// awake reports whether the App needs the next tick whatever the user
// does: a fade, a key held for the next screen or held down (the arrows
// repeat by ticks), a notice on show, a sound to start, or a scene that is
// not still (session.Still).
func (a *App) awake() bool {
	if a.mgr.transitioning() || len(a.held) > 0 || len(a.fed) > 0 || a.relayout {
		return true
	}
	if a.NoticeOnShow() || a.Sound.Awake() || (!a.opts.NoInput && input.Holding()) {
		return true
	}
	s := a.mgr.current
	if s == nil {
		return false
	}
	if b, ok := s.(session.Busy); ok && b.Busy() {
		return true
	}
	st, ok := s.(session.Still)
	return !ok || !st.Still()
}

// step returns how many ticks the tick about to run stands for: one while
// the App is awake (or the pacer off: tests, screenshots), and after a rest
// the ticks of the time slept, so that what counts ticks (a clock, a
// drill's time to answer) counts the time that went by.
func (p *pacer) step() int64 {
	if !p.on || p.hosted {
		return 1
	}
	now := time.Now()
	n := int64(1)
	if !p.awake.Load() && !p.last.IsZero() {
		n = max(1, int64(now.Sub(p.last)/frameEvery))
	}
	p.last = now
	return n
}

// alarm asks for one frame after the given number of ticks while the App
// rests (a clock's next figure); none for ticks <= 0 or while it is awake.
func (p *pacer) alarm(ticks int64) {
	if !p.on || p.hosted {
		return // a guest's host asks for its frames
	}
	if p.timer != nil {
		p.timer.Stop()
	}
	if ticks <= 0 || p.awake.Load() {
		return
	}
	d := time.Duration(ticks) * frameEvery
	if p.timer == nil {
		//lint:ignore SA1019 frames on demand, see start
		p.timer = time.AfterFunc(d, ebiten.ScheduleFrame)
		return
	}
	p.timer.Reset(d)
}

// clockIn returns in how many ticks the still scene's clock changes its
// figure (session.Clock), 0 for none.
func (a *App) clockIn() int64 {
	c, ok := a.mgr.current.(session.Clock)
	if !ok {
		return 0
	}
	if at := c.NextChange(); at > 0 {
		return max(1, at-a.Tick)
	}
	return 0
}
