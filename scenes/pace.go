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
// Tests, the screenshot command and the virtualization guest never start
// the pacer: their ticks are driven from outside.

// pacer asks Ebitengine for the App's frames.
type pacer struct {
	on    bool // Run started it
	awake atomic.Bool
	wake  chan struct{}
}

// frameEvery is the time between two frames while the App is awake: one
// tick.
const frameEvery = time.Second / 60

// start puts Ebitengine in FPSModeVsyncOffMinimum and starts the goroutine
// that asks for frames while the App is awake.
func (p *pacer) start() {
	p.on = true
	p.wake = make(chan struct{}, 1)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	p.awake.Store(true)
	go p.run()
	p.wake <- struct{}{}
}

// set tells the pacer whether the App is awake after this tick.
func (p *pacer) set(awake bool) {
	if !p.on || p.awake.Load() == awake {
		return
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
