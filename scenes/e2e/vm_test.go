//go:build display

package e2e

import (
	"fmt"
	"image"
	"math"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"

	"sabot/rules"
)

// The real app, built as an Ebitengine virtualization guest, driven from
// this host: keys and clicks injected, frames rendered here and read back.

const (
	screenW, screenH = 1280, 800
	guestPkg         = "sabot" // the module's main package: no arguments opens the window
)

// guest is a running app and the session that drives it.
type guest struct {
	t       *testing.T
	s       *vmhost.GuestSession
	screen  *ebiten.Image
	pixels  []byte
	cmd     *exec.Cmd
	stopped bool
}

// The guest is built once for all the tests, into a directory removed
// when they end (TestMain).
var (
	guestOnce sync.Once
	guestBin  string
	guestErr  error
	guestDir  string
)

// guestBinary builds the app as a guest the first time it is asked for,
// and returns its path.
func guestBinary() (string, error) {
	guestOnce.Do(func() {
		guestDir, guestErr = os.MkdirTemp("", "sabot-guest")
		if guestErr != nil {
			return
		}
		guestBin = filepath.Join(guestDir, "sabot-guest")
		build := exec.Command("go", "build", "-buildvcs=false", "-tags", "ebitenginevmguest", "-o", guestBin, guestPkg)
		if out, err := build.CombinedOutput(); err != nil {
			guestErr = fmt.Errorf("building the guest: %v\n%s", err, out)
		}
	})
	return guestBin, guestErr
}

// startGuest builds the app with the ebitenginevmguest tag and starts it
// with a fresh home (no saved settings), English, and ALSA on a null device;
// env adds variables ("SABOT_SEED=42").
func startGuest(t *testing.T, env ...string) *guest {
	t.Helper()
	dir := t.TempDir()
	bin, err := guestBinary()
	if err != nil {
		t.Fatal(err)
	}
	asound := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(asound, []byte("pcm.!default { type null }\nctl.!default { type hw card 0 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sockDir, err := os.MkdirTemp("", "vg")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	ln, err := net.Listen("unix", filepath.Join(sockDir, "g.sock"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	ln.(*net.UnixListener).SetDeadline(time.Now().Add(10 * time.Minute)) // a guest that never connects; ten times a slow start
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	if err != nil {
		t.Fatal(err)
	}

	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(),
		"EBITENGINE_VM_ENDPOINT="+endpoint,
		"HOME="+dir,
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"LC_ALL=", "LC_MESSAGES=", "LANG=en_US.UTF-8",
		"ALSA_CONFIG_PATH="+asound,
	)
	cmd.Env = append(cmd.Env, env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	conn, err := ln.Accept()
	if err != nil {
		cmd.Process.Kill()
		t.Fatalf("the guest did not connect: %v", err)
	}
	g := &guest{t: t, cmd: cmd, pixels: make([]byte, 4*screenW*screenH)}
	g.s, err = vmhost.NewGuestSession(conn, nil)
	if err != nil {
		t.Fatal(err)
	}
	inFrame(func() {
		g.screen = ebiten.NewImage(screenW, screenH)
		if err := g.s.SetOutsideScreen(g.screen); err != nil {
			t.Fatal(err)
		}
	})
	t.Cleanup(g.stop)
	return g
}

func (g *guest) stop() {
	if g.stopped {
		return
	}
	g.stopped = true
	inFrame(func() { g.s.Close() })
	done := make(chan error, 1)
	go func() { done <- g.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			g.t.Errorf("the guest ended with %v", err)
		}
	case <-time.After(5 * time.Minute): // a guest that hangs; ten times a slow exit
		g.cmd.Process.Kill()
		g.t.Error("the guest did not end")
	}
}

// ticks advances the guest n ticks.
func (g *guest) ticks(n int) {
	g.t.Helper()
	g.s.AdvanceTicks(n)
	if !g.s.WaitTicks() {
		g.t.Fatalf("the guest stopped: %v", g.s.Err())
	}
}

// key presses and releases a key, a tick each.
func (g *guest) key(k ebiten.Key) {
	g.t.Helper()
	g.s.PressKey(k)
	g.ticks(1)
	g.s.ReleaseKey(k)
	g.ticks(1)
}

// click clicks at a point of the design canvas (the screen is 1280×800,
// so design units are pixels).
func (g *guest) click(x, y float64) {
	g.t.Helper()
	g.s.MoveCursor(x, y)
	g.ticks(1)
	g.s.PressMouseButton(ebiten.MouseButtonLeft)
	g.ticks(1)
	g.s.ReleaseMouseButton(ebiten.MouseButtonLeft)
	g.ticks(1)
}

// frame renders the guest's current frame here and reads it back.
func (g *guest) frame() {
	g.t.Helper()
	g.s.AdvanceTicks(1)
	g.s.AdvanceFrame()
	if !g.s.WaitFrame() {
		g.t.Fatalf("no frame: %v", g.s.Err())
	}
	inFrame(func() {
		if !g.s.CompositeFrame() {
			g.t.Fatalf("compositing: %v", g.s.Err())
		}
		g.screen.ReadPixels(g.pixels)
	})
}

func (g *guest) at(x, y int) (r, gr, b uint8) {
	i := 4 * (y*screenW + x)
	return g.pixels[i], g.pixels[i+1], g.pixels[i+2]
}

// gold reports whether the pixel is the gold of a selection.
func (g *guest) gold(x, y int) bool {
	r, gr, b := g.at(x, y)
	return r > 180 && gr > 140 && b < 120
}

// ink returns the mask of bright pixels (text on the dark panels) of a
// region.
func (g *guest) ink(r image.Rectangle) []bool {
	var m []bool
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			red, gr, b := g.at(x, y)
			m = append(m, int(red)+int(gr)+int(b) > 450)
		}
	}
	return m
}

func count(m []bool) int {
	n := 0
	for _, v := range m {
		if v {
			n++
		}
	}
	return n
}

func differ(a, b []bool) int {
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

// The regions that matter, in pixels of the 1280×800 screen (see the
// layouts in scenes/menus/menu.go and scenes/menus/settings.go).
var (
	menuHeading   = image.Rect(60, 180, 420, 212)  // "Choose a table"
	menuStart     = image.Rect(150, 722, 370, 766) // the label of "Take a seat"
	settingsTitle = image.Rect(188, 52, 600, 120)  // "Settings"
	languageValue = image.Rect(700, 132, 1000, 176)
	rowBar        = func(row int) (int, int) { _, y := rowCentre(row); return 58, int(y) }
	rowCentre     = func(row int) (float64, float64) { return 345, 218 + float64(row)*rowPitch + (rowPitch-7)/2 }
	// rowPitch is the menu's rows' pitch (scenes/menus menuRow): 93 while
	// five tables fit the list, closer with more.
	rowPitch = math.Min(93, (168+520-218-6)/float64(len(rules.IDs())))
)

// start → the menu shows → italian-classic is picked → settings → the
// language changes → back in the menu, its words have changed.
func TestMenuSettingsLanguage(t *testing.T) {
	g := startGuest(t)
	g.ticks(70) // the intro's cards
	g.frame()
	heading := g.ink(menuHeading)
	if n := count(heading); n < 150 {
		t.Fatalf("the menu's heading has %d bright pixels: is the menu drawn?", n)
	}
	if x, y := rowBar(0); !g.gold(x, y) {
		t.Errorf("the first table is not selected at start")
	}

	g.key(ebiten.KeyArrowDown)
	g.frame()
	if x, y := rowBar(1); !g.gold(x, y) {
		t.Fatalf("↓ did not select the second table")
	}
	x, y := rowCentre(0)
	g.click(x, y) // pick italian-classic
	g.frame()
	if x, y := rowBar(0); !g.gold(x, y) {
		t.Errorf("clicking italian-classic did not select it")
	}
	if x, y := rowBar(1); g.gold(x, y) {
		t.Errorf("the second table is still selected")
	}
	start := g.ink(menuStart)

	g.key(ebiten.KeyF3)
	g.ticks(30)
	g.frame()
	if n := count(g.ink(settingsTitle)); n < 300 {
		t.Fatalf("the settings' title has %d bright pixels: are we in the settings?", n)
	}
	before := g.ink(languageValue)
	g.key(ebiten.KeyArrowRight) // English → Italiano
	g.frame()
	after := g.ink(languageValue)
	if d := differ(before, after); d < 100 {
		t.Errorf("the language's name changed in %d pixels only", d)
	}

	g.key(ebiten.KeyEscape)
	g.ticks(30)
	g.frame()
	heading2 := g.ink(menuHeading)
	if n := count(heading2); n < 150 {
		t.Fatalf("back in the menu, its heading has %d bright pixels", n)
	}
	if d := differ(heading, heading2); d < 200 {
		t.Errorf("the menu's heading changed in %d pixels only: the language did not change", d)
	}
	if d := differ(start, g.ink(menuStart)); d < 200 {
		t.Errorf("the start button's label changed in %d pixels only", d)
	}
	if x, y := rowBar(0); !g.gold(x, y) {
		t.Errorf("italian-classic is no longer selected")
	}
}
