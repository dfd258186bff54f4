package pace

import (
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pacer asks Ebitengine for the App's frames. Its zero value is off:
// every tick stands for one and no frame is asked for (tests, the
// screenshot command), until Start.
type Pacer struct {
	on    bool // Start started it
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

// Start puts Ebitengine in FPSModeVsyncOffMinimum and starts the goroutine
// that asks for frames while the App is awake.
func (p *Pacer) Start() {
	p.on = true
	p.hosted = VMGuest
	p.wake = make(chan struct{}, 1)
	//lint:ignore SA1019 frames on demand: the replacement Ebitengine names (SetScreenClearedEveryFrame) still ticks 60 times a second, the process never sleeps (docs/PERFORMANCE.md, idle CPU)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	p.awake.Store(true)
	go p.run()
	p.wake <- struct{}{}
}

// Set tells the pacer whether the App is awake after this tick.
func (p *Pacer) Set(awake bool) {
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
func (p *Pacer) run() {
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

// Step returns how many ticks the tick about to run stands for: one while
// the App is awake (or the pacer off: tests, screenshots), and after a rest
// the ticks of the time slept, so that what counts ticks (a clock, a
// drill's time to answer) counts the time that went by.
func (p *Pacer) Step() int64 {
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

// Alarm asks for one frame after the given number of ticks while the App
// rests (a clock's next figure); none for ticks <= 0 or while it is awake.
func (p *Pacer) Alarm(ticks int64) {
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
