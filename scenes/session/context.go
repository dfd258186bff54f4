package session

import (
	"errors"
	"image"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/sound"
	"sabot/tutor/learner"
)

// Host is what the root App does for the scenes: it runs the scene manager
// (with its fade) and the frame loop. A Context passes these calls on to it.
type Host interface {
	// GoTo fades to scene s.
	GoTo(s Scene)
	// Scene returns the scene on screen.
	Scene() Scene
	// Transitioning reports whether a scene change is under way.
	Transitioning() bool
	// Feed queues events for the next Update, as if the user had made them.
	Feed(events ...input.Event)
	// Pending reports whether fed events wait for the next Update.
	Pending() bool
	// Quit ends the game after this tick.
	Quit()
	// Relayout lays every scene out again before the next frame.
	Relayout()
	// Update runs one tick of the whole game.
	Update() error
}

// Context is what every scene shares — the fonts, the language, the
// settings and the money, the sound, the store and the progress, the random
// source, the notices — and the way to another scene (GoTo, Routes).
// Nothing here is global: tests build as many as they like.
type Context struct {
	// Fonts are the Go fonts.
	Fonts *draw.Fonts
	// Bundle holds the three languages; Loc is the current one, at the
	// table last sat at (AtTable): its money in that table's currency.
	Bundle *locales.Bundle
	Loc    *locales.Locale
	// table is the table Loc speaks at.
	table rules.RuleSet
	// Sounds are the embedded sounds; Sound plays them.
	Sounds *assets.Bank
	Sound  *sound.Player
	// Store keeps Settings on disk, History is the round log the
	// bankrolls are those of (Store nil: nothing is saved, the log is in
	// memory). Wallet holds a bankroll per currency: Balance is the one of
	// the table Loc speaks at.
	Store    *save.Store
	Settings save.Settings
	Wallet   save.Wallet
	History  *save.RoundLog
	// Progress is the trainer's record of the player (graded decisions
	// per table and per chart cell, sessions, bankroll over time): the
	// drills and the tables record into it, then call SaveProgress.
	Progress *learner.Progress
	// Rand is the game's random source.
	Rand *rand.Rand
	// Seating keeps the computer players in their seats for the session.
	Seating *Seating
	// Frame maps design units to the screen; Cursor is the mouse in screen
	// pixels; Tick counts the ticks of 1/60 s: one an Update, or after a
	// rest (see Still) those of the time slept: Passed is how many this
	// Update stands for.
	Frame  draw.Frame
	Cursor image.Point
	Tick   int64
	Passed int64
	// Routes open the scenes of other packages.
	Routes Routes

	// pending is what the round in progress added to Progress;
	// pendingRound is that round's id.
	pending      save.ProgressDelta
	pendingRound string
	// saveTrouble is set when a failure to save has been told, until a
	// commit is written again.
	saveTrouble bool
	// roundFailed is set by a failure to save since the last commit.
	roundFailed bool

	host     Host
	notices  notices
	backdrop *ebiten.Image
	decks    map[int]*draw.Deck
	op       ebiten.DrawImageOptions
}

// NewContext returns an empty Context whose scene changes go to host; the
// caller fills in the fonts, the language, the saved state and the routes.
func NewContext(host Host) *Context {
	return &Context{host: host, decks: map[int]*draw.Deck{}}
}

// GoTo fades to scene s.
func (c *Context) GoTo(s Scene) { c.host.GoTo(s) }

// Scene returns the scene on screen.
func (c *Context) Scene() Scene { return c.host.Scene() }

// Transitioning reports whether a scene change is under way.
func (c *Context) Transitioning() bool { return c.host.Transitioning() }

// Feed queues events for the next Update, as if the user had made them
// (tests and the screenshot sequences drive the game this way).
func (c *Context) Feed(events ...input.Event) { c.host.Feed(events...) }

// Pending reports whether fed events wait for the next Update.
func (c *Context) Pending() bool { return c.host.Pending() }

// Quit ends the game after this tick.
func (c *Context) Quit() { c.host.Quit() }

// Ticks returns how many ticks this Update stands for (Passed, at least
// one): what counts time in ticks adds it.
func (c *Context) Ticks() int { return int(max(1, c.Passed)) }

// Step runs one tick of the whole game, as the window does: for tests and
// the screenshot command, never from a scene's own Update.
func (c *Context) Step() error { return c.host.Update() }

// SetLang switches the language, saves it and lays every scene out again.
func (c *Context) SetLang(l locales.Lang) {
	if !l.Valid() || l == c.Loc.Lang() {
		return
	}
	c.Settings.Lang = l
	c.Loc = c.Bundle.Locale(l).At(c.table)
	ebiten.SetWindowTitle(c.Loc.T(locales.AppTitle))
	c.SaveSettings()
	c.host.Relayout()
}

// AtTable makes Loc speak as at table r, in the current language: amounts
// in the table's currency, euros at the Italian tables and pesos at the
// Argentine one. Every scene of a table calls it as it opens.
func (c *Context) AtTable(r rules.RuleSet) {
	c.table = r
	c.Loc = c.Bundle.Locale(c.Loc.Lang()).At(r)
}

// Currency is the ISO 4217 code of the money of the table Loc speaks at
// (AtTable): "EUR" at the Italian tables, "ARS" at the Argentine one, the
// euro before any table.
func (c *Context) Currency() string {
	if c.table.Currency == "" {
		return save.Euro
	}
	return c.table.Currency
}

// Balance is the bankroll in the money of the table Loc speaks at: each
// currency has its own (save.Wallet).
func (c *Context) Balance() rules.Money { return c.Wallet.Balance(c.Currency()) }

// SaveSettings writes the settings; a failure is told on screen.
func (c *Context) SaveSettings() {
	if c.Store == nil {
		return
	}
	if err := c.Store.SaveSettings(c.Settings); err != nil {
		c.SaveFailed(save.SettingsFile, err)
	}
}

// SaveProgress writes the trainer's progress (Progress) to disk,
// atomically; a failure is told on screen. Call it after recording a drill
// answer, or a round's decisions and bankroll at a table. Written while a
// round is open, the file says what it holds of that round
// (save.OpenRound), so that the round's commit or its journal brought
// back after a crash does not count it again.
func (c *Context) SaveProgress() {
	if c.Store == nil || c.Progress == nil {
		return
	}
	open := save.OpenRound{Round: c.pendingRound, Session: c.pending.Session != nil, Decisions: len(c.pending.Decisions)}
	if err := c.Store.SaveCheckpoint(c.Progress, open); errors.Is(err, save.ErrRoundsUnsaved) {
		// Written with the first commit the disk takes.
	} else if err != nil {
		c.SaveFailed(save.ProgressFile, err)
	}
}
