//go:build browser

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"sabot/webapp"
)

// webDir is the folder `make web` builds, from this package's folder.
const webDir = "../../web"

// timeout bounds a whole test: generous, for a machine ten times slower
// than the one the figures of docs/PERFORMANCE.md were taken on (at a
// load average of 45 on two cores, a round's deal took four minutes in
// software WebGL, and the first test did not end in 15).
const timeout = 45 * time.Minute

// state is what the game's hook sabot.state() tells.
type state struct {
	Frames   int      `json:"frames"`
	Keys     []string `json:"keys"`
	Button   bool     `json:"button"`
	Held     int      `json:"held"`
	Fading   bool     `json:"fading"`
	Scene    string   `json:"scene"`
	Table    string   `json:"table"`
	Bankroll int64    `json:"bankroll"`
	Rounds   int      `json:"rounds"`
	Busy     bool     `json:"busy"`
	Bet      *point   `json:"bet"`
	School   *struct {
		Right, Wrong  int
		Over, Opening bool
	} `json:"school"`
}

type point struct{ X, Y float64 }

// page is one browser tab on the page.
type page struct {
	t   *testing.T
	ctx context.Context
	srv *httptest.Server
}

// chromium finds the browser.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium installed (apt-get install chromium)")
	return ""
}

// open serves web/ and opens a headless Chromium on it, 1280×800 (the
// game's design size: a CSS pixel is a pixel of the game).
func open(t *testing.T) *page {
	t.Helper()
	if _, err := os.Stat(filepath.Join(webDir, "index.html")); err != nil {
		t.Fatalf("no page built (run make web first): %v", err)
	}
	srv := httptest.NewServer(webapp.Handler(webDir))
	t.Cleanup(srv.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox,
		chromedp.WindowSize(1280, 800),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithErrorf(t.Logf))
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, timeout)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, srv: srv}
	// The browser's start: where Chromium is installed but cannot run
	// here (no display libraries, a container's limits), the browser
	// tests are skipped as where it is not installed, saying why; once
	// it runs, every failure is the page's.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Skipf("Chromium (%s) did not start: %v", chromium(t), err)
	}
	return p
}

func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.shot(p.t.Name() + "-failed")
		p.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](p *page, expr string, opts ...chromedp.EvaluateOption) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, opts...))
	if err != nil {
		p.shot(p.t.Name() + "-failed")
		p.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// state reads the game's state ({} before the game has started).
func (p *page) state() state {
	p.t.Helper()
	s := eval[string](p, `globalThis.sabot ? sabot.state() : "{}"`)
	var st state
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		p.t.Fatalf("the state hook: %v: %q", err, s)
	}
	return st
}

// nextFrame waits for the browser's next animation frame (or a fifth of a
// second, whichever comes first: a hidden page has no animation frames).
// While the module runs, the page answers nothing: the call then waits for
// it, as long as the context allows.
func (p *page) nextFrame() {
	p.t.Helper()
	eval[bool](p, `new Promise(r => { requestAnimationFrame(() => r(true)); setTimeout(() => r(true), 200); })`, chromedp.EvalAwaitPromise)
}

// waitFor waits, frame after frame, until ok holds of the game's state.
// The clock only paces its progress notes (a screenshot every half
// minute), never decides.
func (p *page) waitFor(what string, ok func(state) bool) state {
	p.t.Helper()
	start := time.Now()
	note := start
	for {
		if p.ctx.Err() != nil {
			p.shot(p.t.Name() + "-timeout")
			p.t.Fatalf("waited for %s: %v", what, p.ctx.Err())
		}
		st := p.state()
		if ok(st) {
			if d := time.Since(start); d > 10*time.Second {
				p.t.Logf("waited %.0f s for %s", d.Seconds(), what)
			}
			return st
		}
		if time.Since(note) > 30*time.Second {
			note = time.Now()
			p.t.Logf("still waiting for %s after %.0f s: %+v", what, time.Since(start).Seconds(), st)
			p.shot(p.t.Name() + "-wait")
		}
		p.nextFrame()
	}
}

// keys of the game, as the DevTools protocol names them, and as
// Ebitengine does (the state's keys).
var keys = map[string]struct {
	code, key string
	vk        int64
	ebiten    string
}{
	"space": {"Space", " ", 32, "Space"}, "right": {"ArrowRight", "ArrowRight", 39, "ArrowRight"},
	"up": {"ArrowUp", "ArrowUp", 38, "ArrowUp"}, "down": {"ArrowDown", "ArrowDown", 40, "ArrowDown"},
	"h": {"KeyH", "h", 72, "H"}, "s": {"KeyS", "s", 83, "S"}, "n": {"KeyN", "n", 78, "N"},
	"f4": {"F4", "F4", 115, "F4"}, "esc": {"Escape", "Escape", 27, "Escape"},
}

// settled reports that no screen change is under way and no input waits
// for the screen: the game keeps at most two keys for the next screen
// (scenes/app.go), so a test that types ahead loses keys.
func settled(s state) bool { return !s.Fading && s.Held == 0 }

// key presses a key once the screen is settled, until the game has seen it
// held, then releases it until the game has seen it gone and taken: a key
// pressed and released between two of the game's Updates would be lost,
// and the game may be drawing frames of its own (an animation) when the
// key comes.
func (p *page) key(name string) {
	p.t.Helper()
	k, ok := keys[name]
	if !ok {
		p.t.Fatalf("no key %q", name)
	}
	ev := func(tp input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{
				Type: tp, Code: k.code, Key: k.key, WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk})
			return err
		})
	}
	// The game's canvas takes the keys only when it has the focus (the
	// page gives it at the first frame, which may come after the menu's
	// state is readable): a key sent to the page's body is lost.
	for !eval[bool](p, `(() => { const c = document.querySelector("canvas"); if (c) c.focus(); return c !== null && document.activeElement === c; })()`) {
		p.nextFrame()
	}
	held := func(s state) bool { return slices.Contains(s.Keys, k.ebiten) }
	p.waitFor("the screen settled before the key "+name, settled)
	p.run(ev(input.DispatchKeyEventTypeKeyDown))
	p.waitFor("the key "+name+" held", held)
	p.run(ev(input.DispatchKeyEventTypeKeyUp))
	p.waitFor("the key "+name+" released and taken", func(s state) bool { return !held(s) && settled(s) })
}

// click presses the left button at a point of the game, once the screen is
// settled, until the game has seen it held, then releases it until the
// game has seen it up and taken.
func (p *page) click(x, y float64) {
	p.t.Helper()
	p.waitFor("the screen settled before a click", settled)
	p.run(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitFor("the button held", func(s state) bool { return s.Button })
	p.run(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitFor("the button released and taken", func(s state) bool { return !s.Button && settled(s) })
}

// shot saves a screenshot of the page to the temporary folder.
func (p *page) shot(name string) string {
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
		return ""
	}
	path := filepath.Join(os.TempDir(), "sabot-browser-"+strings.ReplaceAll(name, "/", "-")+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
	}
	p.t.Logf("screenshot: %s", path)
	return path
}

// load opens the page at the address and waits for the game's menu.
func (p *page) load(query string) state {
	p.t.Helper()
	p.run(chromedp.Navigate(p.srv.URL + "/" + query))
	return p.started()
}

// started waits for the game's first frame and its menu.
func (p *page) started() state {
	p.t.Helper()
	return p.waitFor("the game's menu", func(s state) bool {
		return s.Frames > 0 && s.Scene == "*menus.Menu"
	})
}

// storedLog reads the round log from the browser's storage as the saves
// keep it (save: a value per file, 8 bytes of modification time
// then the file, one byte per UTF-16 code unit) and returns its rounds
// and the bankroll of its last line.
func (p *page) storedLog() (rounds int, balance int64) {
	p.t.Helper()
	codes := eval[[]int](p, `(() => { const v = localStorage.getItem("localStorage/sabot/rounds.log");
		return v === null ? [] : Array.from(v, c => c.charCodeAt(0)); })()`)
	if len(codes) < 8 {
		p.t.Fatalf("no round log in the browser's storage (%d code units)", len(codes))
	}
	data := make([]byte, len(codes)-8)
	for i, c := range codes[8:] {
		if c > 255 {
			p.t.Fatalf("code unit %d of the log is %d: not a byte", i, c)
		}
		data[i] = byte(c)
	}
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	for i, line := range lines[1:] { // the header first
		f := bytes.SplitN(line, []byte(" "), 3)
		if len(f) != 3 {
			p.t.Fatalf("line %d of the stored log is no frame: %q", i+2, line)
		}
		if n, err := strconv.Atoi(string(f[1])); err != nil || n != len(f[2]) {
			p.t.Fatalf("line %d of the stored log: length %s for %d bytes", i+2, f[1], len(f[2]))
		}
		var e struct {
			Kind    string      `json:"kind"`
			Balance json.Number `json:"balance"` // euros, two decimals
		}
		if err := json.Unmarshal(f[2], &e); err != nil {
			p.t.Fatalf("line %d of the stored log: %v", i+2, err)
		}
		if e.Kind == "round" {
			rounds++
		}
		euros, err := strconv.ParseFloat(string(e.Balance), 64)
		if err != nil {
			p.t.Fatalf("line %d of the stored log: balance %q", i+2, e.Balance)
		}
		balance = int64(math.Round(euros * 100))
	}
	return rounds, balance
}

// Seat at the Italian casino, one chip on box 4, the round played with the
// keyboard (S stands whenever the table waits for the user), committed to
// the browser's storage; a reload finds the bankroll and the history, and
// so does a reload with the server stopped (the service worker's copy).
func TestBrowserRoundSurvivesReloadAndOffline(t *testing.T) {
	p := open(t)
	p.run(chromedp.Navigate(p.srv.URL + "/?seed=2"))
	p.shot("loading")
	st := p.started()
	p.shot("menu")
	times := eval[[]float64](p, `[sabotLoadMs, sabotInstantiateMs, sabotStartMs]`)
	t.Logf("the page: module downloaded in %.0f ms, compiled by %.0f ms, first frame at %.0f ms", times[0], times[1], times[2])
	start := st.Bankroll
	p.key("space") // take a seat at the table the menu opens on
	st = p.playRound("italian-classic")
	table := p.shot("table")
	if st.Bankroll == start {
		t.Logf("the round was a push: bankroll %d", st.Bankroll)
	}
	p.run(chromedp.Reload())
	again := p.started()
	if again.Bankroll != st.Bankroll || again.Rounds != st.Rounds {
		t.Fatalf("after a reload: bankroll %d, %d rounds; before it %d, %d", again.Bankroll, again.Rounds, st.Bankroll, st.Rounds)
	}
	p.key("f4")
	p.waitFor("the history", func(s state) bool { return s.Scene == "*menus.HandHistory" })
	p.shot("history")

	// Offline: the service worker controls the page; the server stops.
	for !eval[bool](p, `navigator.serviceWorker.controller !== null`) {
		p.nextFrame()
	}
	p.srv.Close()
	p.run(chromedp.Reload())
	off := p.started()
	if off.Bankroll != st.Bankroll || off.Rounds != st.Rounds {
		t.Fatalf("offline: bankroll %d, %d rounds; want %d, %d", off.Bankroll, off.Rounds, st.Bankroll, st.Rounds)
	}
	p.key("space") // and it plays, the server gone
	p.playRound("italian-classic")
	p.shot("offline")
	t.Logf("a round: bankroll %d → %d, %d rounds in the history; the table's picture: %s", start, st.Bankroll, st.Rounds, table)
}

// playRound plays a round at the table just opened: one chip (the chip
// selector's first) on the user's circle, the deal with Space, then S
// (stand) whenever the table waits for the user, and N (no insurance) every
// third time; it returns the state once the round is in the history and
// the table at rest, after checking that the browser's storage holds the
// same rounds and bankroll as the game shows.
func (p *page) playRound(table string) state {
	p.t.Helper()
	st := p.waitFor("the table "+table+", its bets open", func(s state) bool {
		return (s.Scene == "*bjtable.Table" || s.Scene == "*pbtable.Table") && !s.Busy && s.Bet != nil
	})
	if st.Table != table {
		p.t.Fatalf("the menu opened %s, not %s", st.Table, table)
	}
	before := st.Rounds
	p.click(st.Bet.X, st.Bet.Y)
	p.key("space") // deal
	for i := 1; ; i++ {
		st = p.waitFor("the user's turn or the round's end", func(s state) bool { return !s.Busy || s.Rounds > before })
		if st.Rounds > before {
			break
		}
		if i > 100 {
			p.shot(p.t.Name() + "-stuck")
			p.t.Fatalf("the round at %s did not end in 100 keys: %+v", table, st)
		}
		if i%3 == 0 {
			p.key("n")
		} else {
			p.key("s")
		}
	}
	st = p.waitFor("the table at rest", func(s state) bool { return !s.Busy })
	if st.Rounds != before+1 {
		p.t.Fatalf("%d rounds in the history after one round at %s, %d before", st.Rounds, table, before)
	}
	rounds, balance := p.storedLog()
	if rounds != st.Rounds || balance != st.Bankroll {
		p.t.Fatalf("at %s the storage holds %d rounds and a bankroll of %d; the game shows %d and %d", table, rounds, balance, st.Rounds, st.Bankroll)
	}
	return st
}

// A round at each of the five tables, chosen in the menu with the arrows
// and played with the keyboard: each ends in the history and in the
// browser's storage.
func TestBrowserRoundAtEveryTable(t *testing.T) {
	p := open(t)
	p.load("?seed=3")
	for i, table := range []string{"italian-classic", "italian-shuffler", "italian-online", "argentine", "super-punto-banco"} {
		for range 6 {
			p.key("up")
		}
		for range i {
			p.key("down")
		}
		p.key("space") // take a seat
		st := p.playRound(table)
		p.shot("table-" + table)
		t.Logf("%s: bankroll %d, %d rounds", table, st.Bankroll, st.Rounds)
		p.key("esc")
		p.waitFor("the menu", func(s state) bool { return s.Scene == "*menus.Menu" })
	}
}

// The dealer school in the browser: the menu's fourth mode at the Italian
// casino, the opening of the table clicked through, then a step refused
// (the dealer stands, S, while the bets are still open: 000 Art. 3, «rien
// ne va plus» first) and every step due clicked until the round's summary.
func TestBrowserDealerSchoolRound(t *testing.T) {
	p := open(t)
	p.load("?seed=5")
	for range 3 { // Play, Trainer, Drills, Dealer school
		p.key("right")
	}
	p.key("space")
	p.waitFor("the dealer school", func(s state) bool { return s.School != nil })
	nextPoint := func() *point {
		next := eval[*string](p, `sabot.schoolNext()`)
		if next == nil {
			return nil
		}
		var pt point
		json.Unmarshal([]byte(*next), &pt)
		return &pt
	}
	for i := 0; p.state().School.Opening; i++ {
		if i > 60 {
			t.Fatal("the opening of the table did not end in 60 clicks")
		}
		if pt := nextPoint(); pt != nil {
			p.click(pt.X, pt.Y)
		} else {
			p.nextFrame()
		}
	}
	p.key("s") // the dealer stands before a card is dealt
	st := p.waitFor("the refusal", func(s state) bool { return s.School.Wrong == 1 })
	p.shot("school-refused")
	rightBefore := st.School.Right
	for clicks, i := 0, 0; !st.School.Over; i++ {
		if clicks > 600 {
			t.Fatalf("the round did not end in 600 clicks: %+v", st.School)
		}
		pt := nextPoint()
		if i%50 == 0 {
			t.Logf("the round: %+v, next click %v", *st.School, pt)
		}
		if pt != nil {
			p.click(pt.X, pt.Y)
			clicks++
		} else {
			p.nextFrame()
		}
		st = p.state()
	}
	if st.School.Wrong != 1 || st.School.Right < rightBefore+15 {
		t.Fatalf("the round: %d right (%d before the deal), %d wrong", st.School.Right, rightBefore, st.School.Wrong)
	}
	p.shot("school-summary")
}
