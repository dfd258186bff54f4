package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/save"
	"sabot/scenes/sound"
	"sabot/tutor"
)

var colorBlack = color.RGBA{0, 0, 0, 0xff}

// Options are how the App starts.
type Options struct {
	// ConfigDir is where settings, bankroll and history are kept; "" is
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

// App is the game: an ebiten.Game that holds what every scene shares — the
// fonts, the language, the settings and the money, the sound, the random
// source — and the scene manager. Nothing here is global: tests build as
// many Apps as they like.
type App struct {
	// Fonts are the Go fonts.
	Fonts *draw.Fonts
	// Bundle holds the three languages; Loc is the current one.
	Bundle *locales.Bundle
	Loc    *locales.Locale
	// Sounds are the embedded sounds; Sound plays them.
	Sounds *assets.Bank
	Sound  *sound.Player
	// Store keeps Settings, Bankroll and History on disk.
	Store    *save.Store
	Settings save.Settings
	Bankroll save.Bankroll
	History  save.History
	// Progress is the trainer's record of the player (graded decisions
	// per table and per chart cell, sessions, bankroll over time): the
	// drills and the tables record into it, then call SaveProgress.
	Progress *tutor.Progress
	// Rand is the App's random source.
	Rand *rand.Rand
	// Frame maps design units to the screen; Cursor is the mouse in screen
	// pixels; Tick counts Updates.
	Frame  draw.Frame
	Cursor image.Point
	Tick   int64

	opts     Options
	mgr      manager
	reader   input.Reader
	fed      []input.Event
	events   []input.Event
	relayout bool
	quit     bool
	notices  notices
	backdrop *ebiten.Image
	decks    map[int]*draw.Deck
	op       ebiten.DrawImageOptions
}

// New loads everything the game needs and opens the menu. Saved files that
// are bad become notices on screen, never errors; the errors are for a
// broken build (a missing embedded file).
func New(opts Options) (*App, error) {
	a := &App{opts: opts, decks: map[int]*draw.Deck{}}
	var err error
	if a.Fonts, err = draw.LoadFonts(); err != nil {
		return nil, err
	}
	if a.Bundle, err = locales.Load(); err != nil {
		return nil, err
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
		a.Settings, a.Bankroll, a.History = st.Settings, st.Bankroll, st.History
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
		a.Bankroll = save.Bankroll{Balance: save.StartingBankroll}
		a.Progress = tutor.NewProgress()
		a.Notify(locales.NoticeSaveReadFail, "sabot", err.Error())
	}
	if opts.Lang.Valid() {
		a.Settings.Lang = opts.Lang
		a.Loc = a.Bundle.Locale(opts.Lang)
	}
	seed := opts.Seed
	if seed == 0 {
		seed = envSeed(getenv)
	}
	if seed == 0 {
		seed = rules.RandomSeed()
	}
	a.Rand = rules.NewRand(seed)
	a.Sound = sound.New(a.Sounds, !opts.NoSound)
	a.Sound.SetVolume(a.Settings.Volume)
	a.Sound.SetMuted(a.Settings.Muted)
	a.Frame = draw.NewFrame(draw.DesignW, draw.DesignH)
	a.GoTo(NewMenu(a))
	return a, nil
}

// Run opens the window and plays until the user quits.
func Run(opts Options) error {
	a, err := New(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle(a.Loc.T(locales.AppTitle))
	ebiten.SetWindowSize(draw.DesignW, draw.DesignH)
	ebiten.SetWindowSizeLimits(640, 400, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(a); err != nil {
		return fmt.Errorf("sabot: %w", err)
	}
	return nil
}

// GoTo fades to scene s.
func (a *App) GoTo(s Scene) { a.mgr.goTo(a, s) }

// Scene returns the scene on screen.
func (a *App) Scene() Scene { return a.mgr.current }

// Quit ends the game after this tick.
func (a *App) Quit() { a.quit = true }

// Feed queues events for the next Update, as if the user had made them
// (tests and the screenshot command drive the App this way).
func (a *App) Feed(events ...input.Event) { a.fed = append(a.fed, events...) }

// Transitioning reports whether a scene change is under way.
func (a *App) Transitioning() bool { return a.mgr.transitioning() }

// SetLang switches the language, saves it and lays every scene out again.
func (a *App) SetLang(l locales.Lang) {
	if !l.Valid() || l == a.Loc.Lang() {
		return
	}
	a.Settings.Lang = l
	a.Loc = a.Bundle.Locale(l)
	ebiten.SetWindowTitle(a.Loc.T(locales.AppTitle))
	a.SaveSettings()
	a.relayout = true
}

// SaveSettings writes the settings; a failure is told on screen.
func (a *App) SaveSettings() {
	if a.Store == nil {
		return
	}
	if err := a.Store.SaveSettings(a.Settings); err != nil {
		a.Notify(locales.NoticeSaveFailed, save.SettingsFile, err.Error())
	}
}

// SaveBankroll writes the bankroll; a failure is told on screen.
func (a *App) SaveBankroll() {
	if a.Store == nil {
		return
	}
	if err := a.Store.SaveBankroll(a.Bankroll); err != nil {
		a.Notify(locales.NoticeSaveFailed, save.BankrollFile, err.Error())
	}
}

// Resize sets the screen size in pixels (Layout does it for the window;
// the screenshot command calls it directly).
func (a *App) Resize(w, h int) {
	f := draw.NewFrame(w, h)
	if f == a.Frame && a.backdrop != nil {
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
	a.Tick++
	if a.relayout {
		a.layout()
	}
	if a.Sound.Update() {
		a.Notify(locales.NoticeNoAudio)
	}
	a.events = a.events[:0]
	var targets []input.Target
	if a.mgr.current != nil {
		targets = a.mgr.current.Targets()
	}
	if !a.opts.NoInput {
		ev, cursor := a.reader.Read(targets)
		a.events = append(a.events, ev...)
		a.Cursor = cursor
	}
	a.events = append(a.events, a.fed...)
	a.fed = a.fed[:0]
	a.events = a.global(a.events)
	a.notices.update()

	switch {
	case a.mgr.transitioning():
		a.mgr.update(a)
	case a.mgr.current == nil:
	default:
		s := a.mgr.current
		events := a.events
		if b, ok := s.(Busy); ok && b.Busy() {
			events = nil
		}
		if err := s.Update(a, events); err != nil {
			return err
		}
	}
	if a.relayout {
		a.layout()
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// global handles the actions that work on every screen (mute, full screen)
// and returns the others.
func (a *App) global(events []input.Event) []input.Event {
	kept := events[:0]
	for _, e := range events {
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
	return kept
}

// layout rebuilds what depends on the size and the language.
func (a *App) layout() {
	a.relayout = false
	f := a.Frame
	if a.backdrop != nil {
		a.backdrop.Deallocate()
	}
	// The felt's grain is computed at half size and drawn scaled up: soft
	// enough, and fast at any window size.
	a.backdrop = draw.FeltTexture(max(f.W/2, 1), max(f.H/2, 1), draw.Mix(draw.Felt, draw.FeltDark, 0.25), draw.Mix(draw.FeltDark, colorBlack, 0.5), 7)
	for w, d := range a.decks {
		d.Dispose()
		delete(a.decks, w)
	}
	a.notices.layout(a)
	if a.mgr.current != nil {
		a.mgr.current.Layout(a)
	}
}

// Deck returns the cards at a width in design units, painted for the
// current frame (kept until the next resize).
func (a *App) Deck(width float64) *draw.Deck {
	w := int(a.Frame.L(width) + 0.5)
	if d, ok := a.decks[w]; ok {
		return d
	}
	d := draw.NewDeck(a.Fonts, w)
	a.decks[w] = d
	return d
}

// DrawBackdrop draws the felt behind every scene.
func (a *App) DrawBackdrop(screen *ebiten.Image) {
	if a.backdrop == nil {
		screen.Fill(draw.FeltDark)
		return
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Scale(2, 2)
	a.op.Filter = ebiten.FilterLinear
	screen.DrawImage(a.backdrop, &a.op)
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	a.mgr.draw(screen)
	a.notices.draw(screen)
}
