package scenes

import (
	"fmt"
	"io"
	"log"
	"os"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/fade"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/pace"
	"sabot/scenes/session"
	"sabot/scenes/sound"
	"sabot/tutor/learner"
)

// Options are how the App starts.
type Options struct {
	// ConfigDir is where the settings and the round log are kept; "" is
	// os.UserConfigDir()/sabot.
	ConfigDir string
	// Lang, when set, is the language of this run (it is not saved unless
	// the user changes it); otherwise the saved one, or the system's.
	Lang locales.Lang
	// NoSound: never open an audio device (screenshots, tests).
	NoSound bool
	// NoInput: ignore the keyboard and the mouse; only events given to Feed
	// reach the scenes (screenshots, tests).
	NoInput bool
	// Seed seeds the App's random source; zero takes the SABOT_SEED
	// environment variable (the end-to-end tests fix the cards with it),
	// and without it one from crypto/rand.
	Seed uint64
	// Getenv reads the environment for the system language; nil is
	// os.Getenv.
	Getenv func(string) string
}

// SeedEnv is the environment variable that fixes the App's random source
// when Options.Seed is zero, so that a test driving the real game knows the
// cards it will see.
const SeedEnv = "SABOT_SEED"

// envSeed reads SeedEnv; it returns zero when it is unset or not a number.
func envSeed(getenv func(string) string) uint64 {
	n, err := strconv.ParseUint(getenv(SeedEnv), 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// App is the game: an ebiten.Game that runs the scene manager and the
// frame loop over the Context every scene shares. Nothing here is global:
// tests build as many Apps as they like.
type App struct {
	// Context is what the scenes share; the App is its Host.
	*session.Context

	opts   Options
	mgr    fade.Manager
	reader input.Reader
	fed    []input.Event
	events []input.Event
	// held are the keys pressed while the screen could not take them (a
	// fade, an animation), for the first Update that can: typing ahead is
	// never lost. keys marks, in events, where the keys end.
	held     []input.Event
	one      [1]input.Event
	keys     int
	relayout bool
	quit     bool
	// pace asks for frames only while something moves (rest.go).
	pace pace.Pacer
	// partial: the screen keeps the last frame, and a clock's frame draws
	// the clock alone (clockframe.go); drawn is what the last whole frame
	// drew.
	partial bool
	drawn   drawnFrame
	finalOp ebiten.DrawImageOptions // DrawFinalScreen's
}

// New loads everything the game needs and opens the menu. Saved files that
// are bad become notices on screen, never errors; the errors are for a
// broken build (a missing embedded file).
func New(opts Options) (*App, error) { return newApp(opts, nil) }

// newApp is New. With the bundle already loaded (by Run, for the window's
// title), the felt and the cards are painted for the design size before
// the menu is laid out: the window opens at that size, so the first frame
// lays nothing out again.
func newApp(opts Options, bundle *locales.Bundle) (*App, error) {
	a := &App{opts: opts}
	a.Context = session.NewContext(a)
	a.Routes = routes()
	var err error
	if a.Fonts, err = draw.LoadFonts(); err != nil {
		return nil, err
	}
	if a.Bundle = bundle; a.Bundle == nil {
		if a.Bundle, err = locales.Load(); err != nil {
			return nil, err
		}
	}
	if a.Sounds, err = assets.Load(); err != nil {
		return nil, err
	}
	dir := opts.ConfigDir
	if dir == "" {
		if dir, err = save.DefaultDir(); err != nil {
			dir = ""
		}
	}
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	system := locales.Detect(getenv)
	a.Loc = a.Bundle.Locale(system)
	if dir != "" {
		a.Store = save.Open(dir)
		st, notes := a.Store.Load(system)
		a.Settings, a.Wallet, a.History = st.Settings, st.Wallet, st.History
		a.Loc = a.Bundle.Locale(a.Settings.Lang)
		for _, n := range notes {
			a.Notify(n.Key, n.Args...)
		}
		var note *save.Notice
		if a.Progress, note = a.Store.LoadProgress(); note != nil {
			a.Notify(note.Key, note.Args...)
		}
	} else {
		a.Settings = save.DefaultSettings(system)
		a.Wallet = save.Wallet{}
		a.History = save.MemoryLog()
		a.Progress = learner.NewProgress()
		a.Notify(locales.NoticeNoConfigDir)
	}
	if opts.Lang.Valid() {
		a.Settings.Lang = opts.Lang
		a.Loc = a.Bundle.Locale(opts.Lang)
	}
	if r, err := rules.ByID(a.Settings.Table); err == nil {
		a.AtTable(r) // the menu opens on it: its money
	}
	seed := opts.Seed
	if seed == 0 {
		seed = envSeed(getenv)
	}
	if seed == 0 {
		seed = rules.RandomSeed()
	}
	a.Rand = rules.NewRand(seed)
	a.Seating = session.NewSeating()
	a.Sound = sound.New(a.Sounds, !opts.NoSound)
	a.Sound.SetVolume(a.Settings.Volume)
	a.Sound.SetMuted(a.Settings.Muted)
	a.Frame = draw.NewFrame(draw.DesignW, draw.DesignH)
	if bundle != nil {
		a.Refresh()
	}
	first := session.Scene(menus.NewMenu(a.Context))
	if s := resume(a.Context); s != nil {
		first = s
	}
	a.GoTo(first)
	return a, nil
}

// Run opens the window and plays until the user quits. The App is made
// (New) on another goroutine while the window and its graphics context
// open, and the first Update waits for it (start.go).
func Run(opts Options) error {
	b, err := locales.Load()
	if err != nil {
		return err
	}
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	// The details of an error the game has no words for go to sabot.log
	// beside the saves as well (the screen names that file).
	if dir := opts.ConfigDir; dir != "" || logDirErr(&dir) == nil {
		if f, err := save.OpenLogFile(dir); err == nil {
			defer f.Close()
			log.SetOutput(io.MultiWriter(os.Stderr, f))
		}
	}
	ebiten.SetWindowTitle(b.Locale(locales.Detect(getenv)).T(locales.AppTitle))
	ebiten.SetWindowSize(draw.DesignW, draw.DesignH)
	ebiten.SetWindowSizeLimits(640, 400, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	s := newStarter(opts, b)
	err = ebiten.RunGame(s)
	if s.err != nil {
		return s.err
	}
	if err != nil {
		return fmt.Errorf("sabot: %w", err)
	}
	return nil
}

// logDirErr sets dir to the saves' default directory.
func logDirErr(dir *string) error {
	d, err := save.DefaultDir()
	*dir = d
	return err
}

// GoTo fades to scene s.
func (a *App) GoTo(s session.Scene) { a.mgr.GoTo(a.Context, s) }

// Scene returns the scene on screen.
func (a *App) Scene() session.Scene { return a.mgr.Current() }

// Quit ends the game after this tick.
func (a *App) Quit() { a.quit = true }

// Feed queues events for the next Update, as if the user had made them
// (tests and the screenshot command drive the App this way).
func (a *App) Feed(events ...input.Event) { a.fed = append(a.fed, events...) }

// Pending reports whether fed events wait for the next Update.
func (a *App) Pending() bool { return len(a.fed) > 0 }

// Transitioning reports whether a scene change is under way.
func (a *App) Transitioning() bool { return a.mgr.Transitioning() }

// Relayout lays every scene out again before the next frame.
func (a *App) Relayout() { a.relayout = true }

// Resize sets the screen size in pixels (Layout does it for the window;
// the screenshot command calls it directly).
func (a *App) Resize(w, h int) {
	f := draw.NewFrame(w, h)
	if f == a.Frame && a.Painted() {
		return
	}
	a.Frame = f
	a.relayout = true
}

// Layout implements ebiten.Game: the screen is the window in device pixels,
// so that everything is drawn crisp at any size.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := int(float64(outsideW)*s), int(float64(outsideH)*s)
	a.Resize(w, h)
	return max(w, 1), max(h, 1)
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.Passed = a.pace.Step()
	a.Tick += a.Passed
	if a.relayout {
		a.layout()
	}
	if a.Sound.Update() {
		a.Notify(locales.NoticeNoAudio)
	}
	a.events = a.events[:0]
	var targets []input.Target
	if a.mgr.Current() != nil {
		targets = a.mgr.Current().Targets()
	}
	// The keys (and the fed events, which stand for keys) first, then a
	// click and the wheel.
	a.keys = 0
	if !a.opts.NoInput {
		ev, cursor := a.reader.Read(targets)
		a.keys = a.reader.Keys()
		a.events = append(a.events, ev[:a.keys]...)
		a.events = append(a.events, a.fed...)
		a.events = append(a.events, ev[a.keys:]...)
		a.Cursor = cursor
	} else {
		a.events = append(a.events, a.fed...)
	}
	a.keys += len(a.fed)
	a.fed = a.fed[:0]
	a.events, a.keys = a.global(a.events, a.keys)
	a.UpdateNotices()

	switch {
	case a.mgr.Transitioning():
		// During a fade only the keys are kept: a click was aimed at the
		// screen that is going.
		a.hold(a.events[:a.keys])
		a.mgr.Update(a.Context)
	case a.mgr.Current() == nil:
	default:
		s := a.mgr.Current()
		events := a.events
		if b, ok := s.(session.Busy); ok && b.Busy() {
			// An animation: the keys and clicks wait for its end (the
			// screen's buttons stay where they are).
			a.hold(a.events)
			events = nil
		} else if len(a.held) > 0 {
			// The held keys one per tick, the oldest first, so that each
			// waits for what the one before it set going; this tick's
			// events queue behind them.
			a.hold(a.events)
			a.one[0] = a.held[0]
			events = a.one[:]
			a.held = append(a.held[:0], a.held[1:]...)
		}
		if err := s.Update(a.Context, events); err != nil {
			return err
		}
	}
	if a.relayout {
		a.layout()
	}
	if a.quit {
		return ebiten.Termination
	}
	a.pace.Set(a.awake())
	a.pace.Alarm(a.clockIn())
	return nil
}

// global handles the actions that work on every screen (mute, full screen)
// and returns the others, with how many of them are keys (the first keys
// of events are).
func (a *App) global(events []input.Event, keys int) ([]input.Event, int) {
	kept := events[:0]
	keysKept := 0
	for i, e := range events {
		if i == keys {
			keysKept = len(kept)
		}
		switch e.Action {
		case input.Mute:
			a.Settings.Muted = !a.Settings.Muted
			a.Sound.SetMuted(a.Settings.Muted)
			a.SaveSettings()
			if a.Settings.Muted {
				a.Notify(locales.NoticeMuted)
			} else {
				a.Notify(locales.NoticeUnmuted)
			}
			a.relayout = true
		case input.Fullscreen:
			ebiten.SetFullscreen(!ebiten.IsFullscreen())
		default:
			kept = append(kept, e)
		}
	}
	if keys >= len(events) {
		keysKept = len(kept)
	}
	return kept, keysKept
}

// HeldInputs is how many input events wait for the screen (the
// browser's hooks, scenes/web).
func (a *App) HeldInputs() int { return len(a.held) }

// Fading reports whether the screens are changing.
func (a *App) Fading() bool { return a.mgr.Transitioning() }

// maxHeld is how many keys are held for the next screen at most: a key or
// two typed ahead, not a burst (Esc pressed five times during a fade must
// not go back through the menu and out of the game).
const maxHeld = 2

// hold keeps events for the first Update that can take them.
func (a *App) hold(events []input.Event) {
	for _, e := range events {
		if len(a.held) < maxHeld {
			a.held = append(a.held, e)
		}
	}
}

// layout rebuilds what depends on the size and the language.
func (a *App) layout() {
	a.relayout = false
	a.Refresh()
	if a.mgr.Current() != nil {
		a.mgr.Current().Layout(a.Context)
	}
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	if r, ok := a.clockOnly(screen); ok {
		a.mgr.Draw(screen.SubImage(r).(*ebiten.Image))
		return
	}
	a.drawWhole(screen)
}

// Headless starts the game as the tests of the scene packages drive it (see
// package scenetest): no window, no sound, no input but what is fed, seed
// 1, saving into dir, the system language read through getenv. It returns
// the game's Context; Context.Step runs its ticks.
func Headless(dir string, getenv func(string) string) (*session.Context, error) {
	a, err := New(Options{ConfigDir: dir, NoSound: true, NoInput: true, Seed: 1, Getenv: getenv})
	if err != nil {
		return nil, err
	}
	return a.Context, nil
}
