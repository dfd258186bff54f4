package scenes

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/game/blackjack"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/stage"
	"sabot/scenes/study/progress"
)

// ScreenshotScenes are the scenes Screenshot can render.
var ScreenshotScenes = []string{"menu", "settings", "rules", "table", "table-behind", "table-result", "table-split", "table-splits", "history", "drill", "counting", "stats", "chart", "course", "lesson", "lesson-drill", "trainer", "table-chart", "dealer-school", "school-incident", "school-opening", "school-summary", "school-exam", "school-article", "school-stats", "resume", "why", "why-book"}

// ScreenshotOptions say what Screenshot renders.
type ScreenshotOptions struct {
	// Scene is one of ScreenshotScenes.
	Scene string
	// Rules is the id of the table selected in the menu (and shown by the
	// rule sheet).
	Rules string
	// Lang is the language; "" is English.
	Lang locales.Lang
	// Out is the PNG file to write.
	Out string
	// Width and Height are the image's size in pixels; zero is 1280×800.
	Width, Height int
	// Incident is the incident the school-incident picture stages, in
	// script notation ("empty-box"); "" is a card exposed in the shoe.
	Incident string
	// Box is the box the table-split picture stages the split at (the
	// user takes it); 0 is any box the user plays.
	Box int
	// Hand is the chart cell the why and why-book pictures explain, as a
	// spot key ("hard/16/10", "soft/A7/9", "pair/88/10"); "" is hard 16
	// against a ten.
	Hand string
}

// Validate reports the first option that is wrong.
func (o ScreenshotOptions) Validate() error {
	if ext := filepath.Ext(o.Out); o.Out != "" && !strings.EqualFold(ext, ".png") {
		return fmt.Errorf("-out %q: the picture is written as PNG: want a file name ending in .png", o.Out)
	}
	ok := false
	for _, s := range ScreenshotScenes {
		ok = ok || s == o.Scene
	}
	if !ok {
		return fmt.Errorf("-scene %q: want one of %s", o.Scene, strings.Join(ScreenshotScenes, ", "))
	}
	r, err := rules.ByID(o.Rules)
	if err != nil {
		return fmt.Errorf("-rules: %w", err)
	}
	if o.Scene == "school-incident" && !r.IsBlackjack() && o.Incident == "" {
		return fmt.Errorf("-scene school-incident: -rules %s: at Super Punto Banco the picture stages the -incident given (e.g. swapped-cards)", o.Rules)
	}
	if o.Incident != "" {
		if o.Scene != "school-incident" {
			return fmt.Errorf("-incident %s: only with -scene school-incident", o.Incident)
		}
		if !r.IsBlackjack() {
			if _, err := punto.ParseIncident(o.Incident); err != nil {
				return fmt.Errorf("-incident: %w", err)
			}
		} else if k, err := blackjack.ParseIncident(o.Incident); err != nil {
			return fmt.Errorf("-incident: %w", err)
		} else if !k.RuledAt(r) {
			return fmt.Errorf("-incident %s: the regulation of %s does not rule it", o.Incident, o.Rules)
		}
	}
	if o.Box != 0 {
		if o.Scene != "table-split" {
			return fmt.Errorf("-box %d: only with -scene table-split", o.Box)
		}
		if !r.IsBlackjack() {
			return fmt.Errorf("-box %d: -rules %s is not a blackjack table", o.Box, o.Rules)
		}
		if o.Box < 1 || o.Box > r.Boxes {
			return fmt.Errorf("-box %d: the %s table has boxes 1-%d", o.Box, o.Rules, r.Boxes)
		}
	}
	if (o.Scene == "school-summary" || o.Scene == "school-exam") && !r.IsBlackjack() {
		return fmt.Errorf("-scene %s: -rules %s: the picture is of a blackjack table's school", o.Scene, o.Rules)
	}
	if o.Scene == "school-opening" && o.Rules != "italian-classic" && o.Rules != "italian-shuffler" && o.Rules != "italian-shuffler-shoe" && o.Rules != "argentine" {
		return fmt.Errorf("-scene school-opening: -rules %s: its regulation states no opening of the table (italian-classic, italian-shuffler, italian-shuffler-shoe or argentine)", o.Rules)
	}
	if o.Hand != "" && !stage.IsWhy(o.Scene) {
		return fmt.Errorf("-hand %s: only with -scene why or why-book", o.Hand)
	}
	if stage.IsWhy(o.Scene) {
		if !r.IsBlackjack() {
			return fmt.Errorf("-scene %s: -rules %s is not a blackjack table", o.Scene, o.Rules)
		}
		if _, err := stage.WhyPoint(r, o.Hand); err != nil {
			return fmt.Errorf("-hand: %w", err)
		}
	}
	if (o.Scene == "table-chart" || o.Scene == "table-result" || o.Scene == "table-splits") && !r.IsBlackjack() {
		return fmt.Errorf("-scene %s: -rules %s is not a blackjack table", o.Scene, o.Rules)
	}
	if o.Lang != "" && !o.Lang.Valid() {
		return fmt.Errorf("-lang %q: want it, es or en", o.Lang)
	}
	if o.Out == "" {
		return errors.New("-out: a PNG file name is needed")
	}
	if o.Width < 0 || o.Height < 0 || o.Width > 8192 || o.Height > 8192 {
		return fmt.Errorf("-width %d -height %d: want 0-8192", o.Width, o.Height)
	}
	return nil
}

// Screenshot renders a scene offscreen after a fixed, seeded sequence of
// actions (the table selected in the menu, then the scene opened) and
// writes it as a PNG file. It runs its own Ebitengine loop, so it needs a
// display (xvfb-run on a server) and must be the only game of the process.
// It reads and writes no saved file and plays no sound.
func Screenshot(opts ScreenshotOptions) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	if opts.Width == 0 || opts.Height == 0 {
		opts.Width, opts.Height = draw.DesignW, draw.DesignH
	}
	if opts.Lang == "" {
		opts.Lang = locales.English
	}
	dir, err := os.MkdirTemp("", "sabot-shot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	g := &screenshotGame{opts: opts, dir: dir}
	ebiten.SetWindowTitle("Sabot screenshot")
	ebiten.SetWindowSize(320, 200)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return g.err
}

// ScreenshotMain is the `screenshot` subcommand: it parses its flags, calls
// Screenshot, and returns the exit code (0, 2 on bad flags, 1 on failure),
// with the signature of the cli package's commands.
func ScreenshotMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("screenshot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o ScreenshotOptions
	var lang string
	fs.StringVar(&o.Scene, "scene", "menu", "scene: "+strings.Join(ScreenshotScenes, "|"))
	fs.StringVar(&o.Rules, "rules", rules.IDs()[0], "table id")
	fs.StringVar(&lang, "lang", "en", "language: it|es|en")
	fs.StringVar(&o.Out, "out", "", "PNG file to write")
	fs.IntVar(&o.Width, "width", draw.DesignW, "width in pixels")
	fs.IntVar(&o.Height, "height", draw.DesignH, "height in pixels")
	fs.StringVar(&o.Incident, "incident", "", "the incident of -scene school-incident, e.g. empty-box (default exposed-card)")
	fs.IntVar(&o.Box, "box", 0, "the box -scene table-split stages the split at (default any box the user plays)")
	fs.StringVar(&o.Hand, "hand", "", "the decision -scene why explains: a chart cell, e.g. hard/16/10, soft/A7/9, pair/88/10 (default hard/16/10); or a side decision: insurance[/hard/16], even-money[/A|/10], desafio[/UP]")
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, "usage: sabot screenshot [flags]   render a scene offscreen to a PNG file")
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return 0
	} else if err != nil {
		fmt.Fprintf(stderr, "sabot: screenshot: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sabot: screenshot: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	o.Lang = locales.Lang(strings.ToLower(lang))
	if err := o.Validate(); err != nil {
		fmt.Fprintf(stderr, "sabot: screenshot: %v\n", err)
		return 2
	}
	if err := Screenshot(o); err != nil {
		fmt.Fprintf(stderr, "sabot: screenshot: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, o.Out)
	return 0
}

// shotShownDir is where the pictures say the game's files are: the default
// save folder on Linux (os.UserConfigDir()/sabot), the same on every run
// (the picture of an exam's end names its report there).
const shotShownDir = "~/.config/sabot"

// The fixed sequence: the menu's intro runs, the table is selected, the
// scene is opened, its fade ends.
const (
	shotSelectAt  = 45
	shotOpenAt    = 50
	shotCaptureAt = 90
)

// screenshotGame hosts an App offscreen and drives it tick by tick.
type screenshotGame struct {
	opts ScreenshotOptions
	dir  string
	app  *App
	tick int
	err  error
	// resumedAt is the tick the game was started again on its directory
	// (-scene resume), 0 before.
	resumedAt int
	// staged, when set, is called when the picture is ready instead of
	// taking it (the frame benchmarks stage their scenes this way).
	staged func()
}

// stage is the scene whose sequence is played: -scene resume plays the
// trainer's at a blackjack table and the table's at Punto Banco, then
// starts the game again on the same directory.
func (g *screenshotGame) stage() string {
	if g.opts.Scene != "resume" {
		return g.opts.Scene
	}
	if r, _ := rules.ByID(g.opts.Rules); r.IsBlackjack() {
		return "trainer"
	}
	return "table"
}

func (g *screenshotGame) Update() error {
	if g.resumedAt > 0 {
		return g.resumeStep()
	}
	if g.app == nil {
		a, err := New(Options{ConfigDir: g.dir, Lang: g.opts.Lang, NoSound: true, NoInput: true, Seed: 1,
			Getenv: func(string) string { return "" }})
		if err != nil {
			g.err = err
			return ebiten.Termination
		}
		a.Resize(g.opts.Width, g.opts.Height)
		if a.Store != nil {
			// The exam's end names its report: a path that stays the
			// same from run to run, not the temporary directory's.
			a.Store.ShowAs(shotShownDir)
		}
		g.app = a
	}
	g.tick++
	a := g.app
	switch g.tick {
	case shotSelectAt:
		for i, id := range rules.IDs() {
			if id == g.opts.Rules {
				a.Feed(input.Event{Action: input.Select, Index: menus.TargetTable + i})
			}
		}
	case shotOpenAt:
		switch g.stage() {
		case "settings":
			a.Feed(input.Event{Action: input.Settings})
		case "rules":
			a.Feed(input.Event{Action: input.Rules})
		case "table", "table-behind", "table-result", "table-split", "table-splits":
			a.Feed(input.Event{Action: input.Confirm})
		case "history":
			stage.History(a.Context)
			a.Feed(input.Event{Action: input.History})
		case "drill", "counting", "stats", "chart", "course", "lesson", "lesson-drill":
			stage.Trainer(a.Context, g.opts.Scene, g.opts.Rules)
		case "dealer-school", "school-incident", "school-opening", "school-summary", "school-exam", "school-article":
			stage.School(a.Context)
		case "school-stats":
			a.Progress = progress.SchoolSample(11)
			r, _ := rules.ByID(g.opts.Rules) // Validate checked it
			a.GoTo(progress.NewSchool(a.Context, r, nil))
		case "trainer", "table-chart":
			stage.TableTrainer(a.Context)
		case "why", "why-book":
			stage.Why(a.Context, g.opts.Scene, g.opts.Rules, g.opts.Hand)
		}
	}
	if err := a.Update(); err != nil {
		g.err = err
		return ebiten.Termination
	}
	if g.tick < shotCaptureAt {
		return nil
	}
	staged := g.stage()
	if st, ok := a.Scene().(stager); ok && (staged == "table" || staged == "table-behind" || staged == "table-result" || staged == "table-split" || staged == "table-splits" || staged == "history" || stage.IsTrainer(staged) || stage.IsTableTrainer(staged) || staged == "dealer-school" || staged == "school-incident" || staged == "school-opening" || staged == "school-summary" || staged == "school-exam" || staged == "school-article" || stage.IsWhy(staged)) && !a.Transitioning() {
		if stage.IsTableTrainer(staged) {
			stage.MarkTrainer(a.Scene(), staged)
		}
		if sc, ok := a.Scene().(interface{ StageShot(scene string) }); ok {
			sc.StageShot(staged)
		}
		if sc, ok := a.Scene().(interface{ StageBox(n int) }); ok && g.opts.Box != 0 {
			sc.StageBox(g.opts.Box)
		}
		if sc, ok := a.Scene().(interface{ StageIncident(kind string) }); ok && g.opts.Incident != "" {
			sc.StageIncident(g.opts.Incident)
		}
		// The table plays its own fixed sequence up to a telling moment.
		if g.tick > shotCaptureAt+shotStageMax {
			g.err = fmt.Errorf("-scene table: the %s table did not reach its moment in %d ticks", g.opts.Rules, shotStageMax)
			return ebiten.Termination
		}
		if !st.ShotStep(g.tick - shotCaptureAt) {
			return nil
		}
	}
	if g.staged != nil {
		g.staged()
		return ebiten.Termination
	}
	if g.opts.Scene == "resume" {
		// As after a crash: nothing more of this game runs; a new one
		// starts on its directory, with the round its journal holds.
		a.History.Close()
		g.app, g.resumedAt = nil, g.tick
		return nil
	}
	g.err = g.capture()
	if sc, ok := a.Scene().(interface{ ExamReport() string }); ok && g.err == nil && g.opts.Scene == "school-exam" {
		from := ""
		if r := sc.ExamReport(); r != "" {
			from = filepath.Join(g.dir, filepath.Base(r)) // shown under shotShownDir
		}
		g.err = copyReport(from, strings.TrimSuffix(g.opts.Out, ".png")+".html")
	}
	return ebiten.Termination
}

// copyReport copies the exam's report the picture of its end shows beside
// the picture (-scene school-exam), to be opened or printed.
func copyReport(from, to string) error {
	if from == "" {
		return errors.New("-scene school-exam: the exam wrote no report")
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// resumeTicks is how long -scene resume runs the game started again at
// most, and at least (its scene's fade in).
const (
	resumeTicks    = 1200
	resumeMinTicks = 60
)

// resumeStep runs the game started again on the directory (-scene resume)
// until the round brought back waits for the user, and takes the picture:
// the felt as it stood, the trainer's panel back, the notice that says the
// round is back.
func (g *screenshotGame) resumeStep() error {
	if g.app == nil {
		a, err := New(Options{ConfigDir: g.dir, Lang: g.opts.Lang, NoSound: true, NoInput: true, Seed: 2,
			Getenv: func(string) string { return "" }})
		if err != nil {
			g.err = err
			return ebiten.Termination
		}
		a.Resize(g.opts.Width, g.opts.Height)
		g.app = a
		// The trainer's grade of the decision brought back, waited for:
		// the picture does not depend on how fast it came.
		if s, ok := a.Scene().(interface{ SettleTrainer() }); ok {
			s.SettleTrainer()
		}
	}
	g.tick++
	a := g.app
	if err := a.Update(); err != nil {
		g.err = err
		return ebiten.Termination
	}
	n := g.tick - g.resumedAt
	still := false
	if s, ok := a.Scene().(interface{ Still() bool }); ok {
		still = s.Still()
	}
	switch {
	case n > resumeTicks:
		g.err = fmt.Errorf("-scene resume: the round brought back at %s did not wait for the user in %d ticks (scene %T: %q)", g.opts.Rules, resumeTicks, a.Scene(), a.Notices())
		return ebiten.Termination
	case n < resumeMinTicks || !still || a.Transitioning():
		return nil
	}
	g.err = g.capture()
	return ebiten.Termination
}

// stager is a scene that plays a fixed sequence of its own before the
// screenshot (a table deals coups up to a telling moment): ShotStep is
// called every tick, counted from 0, and reports when the picture is ready.
type stager interface {
	ShotStep(tick int) (ready bool)
}

// shotStageMax is how many ticks a stager may take.
const shotStageMax = 6000

func (g *screenshotGame) capture() error {
	w, h := g.opts.Width, g.opts.Height
	// A texture of its own, as the window's screen is: on Ebitengine's
	// shared atlas the picture's place would depend on what else is alive
	// and on how many frames the run took, and the felt drawn scaled with
	// linear filtering came out one level off in a few hundred pixels from
	// one run to the next.
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	defer img.Deallocate()
	g.app.Draw(img)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	f, err := os.Create(g.opts.Out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, out); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (g *screenshotGame) Draw(screen *ebiten.Image) {}

func (g *screenshotGame) Layout(w, h int) (int, int) { return 320, 200 }
