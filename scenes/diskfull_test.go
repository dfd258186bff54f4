package scenes

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable"
	"sabot/scenes/input"
)

// The real game on a real disk that refuses writes: a tmpfs of 256 kB
// filled up, and a read-only bind mount of a save directory. Mounting needs
// root (and a container that allows it); without, the test says so and
// skips: save's TestDiskRefusesWrites fails every write point in
// turn on a file system in memory, in every run of make test.

// mountOrSkip runs mount with args, and skips the test when it cannot.
func mountOrSkip(t *testing.T, args ...string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root to mount a small tmpfs and a read-only bind mount (as root, file permissions are ignored, so a real full or read-only disk needs a mount); save's TestDiskRefusesWrites covers every write point without")
	}
	if out, err := exec.Command("mount", args...).CombinedOutput(); err != nil {
		t.Skipf("cannot mount here (mount %s: %v, %s); save's TestDiskRefusesWrites covers every write point without", strings.Join(args, " "), err, bytes.TrimSpace(out))
	}
}

// unmount undoes a mount at the test's end.
func unmount(t *testing.T, dir string) {
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v, %s", dir, err, out)
		}
	})
}

// diskGame is the game seated at italian-classic, in Italian, saving in
// dir, driven by random keys.
type diskGame struct {
	t     *testing.T
	a     *App
	rng   *rand.Rand
	start rules.Money
}

func startDiskGame(t *testing.T, dir string) *diskGame {
	t.Helper()
	a, err := New(Options{ConfigDir: dir, NoSound: true, NoInput: true, Seed: 7,
		Getenv: func(k string) string { return map[string]string{"LANG": "it_IT.UTF-8"}[k] }})
	if err != nil {
		t.Fatal(err)
	}
	// The game holds the folder's lock (an open file): it lets it go
	// before the disk is unmounted (cleanups run last first).
	t.Cleanup(func() { a.Store.Close() })
	if a.Loc.Lang() != locales.Italian {
		t.Fatalf("the game speaks %v", a.Loc.Lang())
	}
	if _, ok := a.Scene().(*bjtable.Table); !ok {
		a.GoTo(bjtable.New(a.Context, rules.ItalianClassic))
	}
	g := &diskGame{t: t, a: a, rng: rand.New(rand.NewPCG(7, 7)), start: a.Balance()}
	t.Cleanup(func() { a.History.Close() })
	return g
}

// play runs the game until n more rounds are committed (in memory: the
// log's entries, written or kept).
func (g *diskGame) play(n int) {
	g.t.Helper()
	keys := []input.Event{{Action: input.Select, Index: 4}, {Action: input.Confirm}, {Action: input.Stand},
		{Action: input.No}, {Action: input.Hit}, {Action: input.Stand}, {Action: input.Confirm}}
	want := g.a.History.Len() + n
	for tick := 0; g.a.History.Len() < want; tick++ {
		if tick > 200_000 {
			g.t.Fatalf("%d rounds committed after %d ticks; want %d", g.a.History.Len(), tick, want)
		}
		if tick%3 == 0 {
			g.a.Feed(keys[g.rng.IntN(len(keys))])
		}
		if err := g.a.Update(); err != nil {
			g.t.Fatal(err)
		}
	}
}

// told counts the notices given whose text starts as key's does.
func (g *diskGame) told(key locales.Key) int {
	n := 0
	for _, s := range g.a.NoticesGiven() {
		if g.told1(s, key) {
			n++
		}
	}
	return n
}

// saveNotices are the notices given about saving.
func (g *diskGame) saveNotices() []string {
	var out []string
	for _, s := range g.a.NoticesGiven() {
		if g.told1(s, locales.NoticeSaveRefused) || g.told1(s, locales.NoticeSaveBack) {
			out = append(out, s)
		}
	}
	return out
}

// told1 reports whether s is a notice of key.
func (g *diskGame) told1(s string, key locales.Key) bool {
	head, _, _ := strings.Cut(g.a.Loc.T(key, "\x00", "\x00"), "\x00")
	return strings.HasPrefix(s, head)
}

// checkOnDisk starts from dir as the next run would and checks that the log
// holds every round the game committed, once, and the bankroll the game's.
func (g *diskGame) checkOnDisk(dir string) {
	g.t.Helper()
	st, notes := save.Open(dir).Load(locales.Italian)
	defer st.History.Close()
	if len(notes) > 0 {
		g.t.Errorf("notices at the next start: %v", notes)
	}
	if st.History.Len() != g.a.History.Len() {
		g.t.Errorf("the log on disk holds %d entries; the game committed %d", st.History.Len(), g.a.History.Len())
	}
	if st.Wallet.Balance(save.Euro) != g.a.Wallet.Balance(save.Euro) {
		g.t.Errorf("bankroll on disk %v; the game's %v", st.Wallet.Balance(save.Euro), g.a.Balance())
	}
}

// fill writes a file in dir until the disk is full.
func fill(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	// The last blocks: what a smaller write still finds.
	for _, err := f.Write(buf[:64]); err == nil; _, err = f.Write(buf[:64]) {
	}
	f.Sync()
	return path
}

func TestFullDisk(t *testing.T) {
	disk := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(disk, 0o755); err != nil {
		t.Fatal(err)
	}
	mountOrSkip(t, "-t", "tmpfs", "-o", "size=256k", "tmpfs", disk)
	unmount(t, disk)
	dir := filepath.Join(disk, "sabot")
	g := startDiskGame(t, dir)
	g.play(3)
	g.checkOnDisk(dir)
	logBefore, _ := os.ReadFile(filepath.Join(dir, save.RoundLogFile))

	filler := fill(t, disk)
	g.play(4)
	if n := g.told(locales.NoticeSaveRefused); n != 1 {
		t.Errorf("the full disk was told %d times: %q", n, g.a.NoticesGiven())
	}
	if g.a.History.Unsaved() == 0 {
		t.Errorf("the full disk took every round")
	}
	logFull, _ := os.ReadFile(filepath.Join(dir, save.RoundLogFile))
	if !bytes.HasPrefix(logFull, logBefore) {
		t.Errorf("the log's rounds of before the disk was full changed")
	}
	kept := g.a.History.Unsaved()

	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	g.play(2) // the round in progress may have had its journal refused
	if n := g.told(locales.NoticeSaveBack); n != 1 {
		t.Errorf("saving again was told %d times: %q", n, g.a.NoticesGiven())
	}
	if g.a.History.Unsaved() != 0 {
		t.Errorf("%d rounds still in memory only", g.a.History.Unsaved())
	}
	g.checkOnDisk(dir)
	t.Logf("a 256 kB tmpfs filled up: %d rounds kept in memory, written with the next round once the disk had room; notices: %q",
		kept, g.saveNotices())
}

func TestReadOnlySaveDirectory(t *testing.T) {
	base := t.TempDir()
	src, ro := filepath.Join(base, "src"), filepath.Join(base, "ro")
	for _, d := range []string{src, ro} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A save directory with rounds, settings and progress in it.
	g0 := startDiskGame(t, src)
	g0.play(3)
	g0.a.History.Close()
	before := readDir(t, src)

	mountOrSkip(t, "--bind", src, ro)
	unmount(t, ro)
	mountOrSkip(t, "-o", "remount,ro,bind", ro)
	g := startDiskGame(t, ro)
	if n := len(g.a.NoticesGiven()); n != 0 {
		t.Errorf("notices at the start: %q", g.a.NoticesGiven())
	}
	start := g.a.Balance()
	g.play(4)
	if n := g.told(locales.NoticeSaveRefused); n != 1 {
		t.Errorf("the read-only directory was told %d times: %q", n, g.a.NoticesGiven())
	}
	if after := readDir(t, src); !equalDirs(before, after) {
		t.Errorf("the files changed under a read-only mount")
	}
	var sum rules.Money
	for i := g.a.History.Len() - 4; i < g.a.History.Len(); i++ {
		sum += g.a.History.Summary(i).Net
	}
	if g.a.Balance() != max(start+sum, 0) {
		t.Errorf("bankroll %v; the start %v plus the 4 rounds' nets %v", g.a.Balance(), start, sum)
	}

	if out, err := exec.Command("mount", "-o", "remount,rw,bind", ro).CombinedOutput(); err != nil {
		t.Fatalf("remount rw: %v, %s", err, out)
	}
	g.play(2)
	if n := g.told(locales.NoticeSaveBack); n != 1 {
		t.Errorf("saving again was told %d times: %q", n, g.a.NoticesGiven())
	}
	g.checkOnDisk(src)
	t.Logf("a read-only bind mount: 4 rounds kept in memory, written with the next round once it was writable; notices: %q", g.saveNotices())
}

// readDir reads every file of dir.
func readDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

func equalDirs(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !bytes.Equal(v, b[k]) {
			return false
		}
	}
	return true
}
