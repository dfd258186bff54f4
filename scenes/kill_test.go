package scenes

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable"
	"sabot/scenes/input"
)

// The kill test: the real game runs as a separate process (this test
// binary again, TestKillChild), headless, seated at italian-classic and
// driven through round after round by injected input; it is killed with
// SIGKILL at random moments and started again. After each kill the test
// checks the files as the next start reads them: no round in the log
// twice, every round the game had seen committed still there, the bankroll
// the start plus the sum of the logged nets; and after each start that
// the round the journal held (not in the log) came back.
//
// SABOT_KILLS sets the number of kills (5 by default: the short run of
// make test); docs/RELIABILITY.md gives the figure of a run of 100.
//
// The run's seed is printed (t.Logf, and again with any failure);
// SABOT_KILL_SEED=N runs with that seed. It draws the waits before the
// kills and, for each start, the seed of the child (its keys and its
// game's shuffles, passed in SABOT_KILL_CHILD_SEED). The kills still come
// after a wall-clock wait: with the seed a run makes the same choices, and
// the moment a kill falls in the game depends on the machine's speed.

// killSeedEnv fixes the kill test's seed; killChildSeedEnv is the seed the
// test gives each child.
const (
	killSeedEnv      = "SABOT_KILL_SEED"
	killChildSeedEnv = "SABOT_KILL_CHILD_SEED"
)

// killEvents is the child's diary, appended and synced line by line.
const killEvents = "kill-events.txt"

func TestKillChild(t *testing.T) {
	dir := os.Getenv("SABOT_KILL_DIR")
	if dir == "" {
		t.Skip("the child of TestKillAtRandomMoments")
	}
	diary, err := os.OpenFile(filepath.Join(dir, killEvents), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	say := func(format string, args ...any) {
		fmt.Fprintf(diary, format+"\n", args...)
		diary.Sync()
	}
	seed, err := strconv.ParseUint(os.Getenv(killChildSeedEnv), 10, 64)
	if err != nil || seed == 0 {
		seed = rules.RandomSeed()
	}
	a, err := New(Options{ConfigDir: filepath.Join(dir, "save"), NoSound: true, NoInput: true, Seed: seed,
		Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := a.Scene().(*bjtable.Table); ok {
		say("start resumed %s", s.RoundID())
	} else {
		say("start none")
		a.GoTo(bjtable.New(a.Context, rules.ItalianClassic))
	}
	seen := a.History.Len()
	keys := []input.Event{{Action: input.Select, Index: 4}, {Action: input.Confirm}, {Action: input.Stand},
		{Action: input.No}, {Action: input.Hit}, {Action: input.Stand}, {Action: input.Confirm}}
	rng := rand.New(rand.NewPCG(seed, 1))
	for tick := 0; ; tick++ {
		if tick%3 == 0 {
			a.Feed(keys[rng.IntN(len(keys))])
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		for ; seen < a.History.Len(); seen++ {
			if s := a.History.Summary(seen); s.Kind == save.KindRound {
				e, _ := a.History.Entry(seen)
				say("committed %s", e.Round)
			}
		}
	}
}

func TestKillAtRandomMoments(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the game as a process again and again")
	}
	kills := 5
	if n, err := strconv.Atoi(os.Getenv("SABOT_KILLS")); err == nil && n > 0 {
		kills = n
	}
	seed, err := strconv.ParseUint(os.Getenv(killSeedEnv), 10, 64)
	if err != nil || seed == 0 {
		seed = rules.RandomSeed()
	}
	t.Logf("seed %d (%s=%d runs with it again)", seed, killSeedEnv, seed)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("failed with seed %d: %s=%d SABOT_KILLS=%d go test -count=1 -run TestKillAtRandomMoments -v ./scenes/", seed, killSeedEnv, seed, kills)
		}
	})
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(seed, 2))
	var expectResume string
	resumed, rounds := 0, 0
	for k := 0; k <= kills; k++ {
		before := diaryLines(t, dir)
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "SABOT_KILL_DIR="+dir, fmt.Sprintf("%s=%d", killChildSeedEnv, rng.Uint64()|1))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// The start: the round the journal held comes back.
		var start string
		for i := 0; i < 600 && start == ""; i++ {
			time.Sleep(20 * time.Millisecond)
			if lines := diaryLines(t, dir); len(lines) > len(before) {
				start = lines[len(before)]
			}
		}
		switch {
		case start == "":
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("kill %d: the game did not start", k)
		case expectResume != "" && start != "start resumed "+expectResume:
			t.Errorf("kill %d: the journal held round %s; the start says %q", k, expectResume, start)
		case expectResume == "" && start != "start none":
			t.Errorf("kill %d: no round to bring back; the start says %q", k, start)
		}
		if expectResume != "" {
			resumed++
		}
		if k == kills {
			cmd.Process.Kill()
			cmd.Wait()
			break
		}
		time.Sleep(time.Duration(300+rng.IntN(1500)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		expectResume, rounds = checkAfterKill(t, k, dir)
	}
	t.Logf("%d kills, %d rounds committed, %d rounds brought back", kills, rounds, resumed)
}

// checkAfterKill checks the save directory after a kill, and returns the
// round the next start must bring back ("" for none) and how many rounds
// the log holds.
func checkAfterKill(t *testing.T, k int, dir string) (string, int) {
	t.Helper()
	s := save.Open(filepath.Join(dir, "save"))
	st, notes := s.Load(locales.English)
	// The next child takes the directory's lock: let it go.
	defer s.Close()
	for _, n := range notes {
		t.Errorf("kill %d: notice %v", k, n)
	}
	l := st.History
	ids := map[string]bool{}
	sum := save.StartingBankroll
	rounds := 0
	for i := range l.Len() {
		e, err := l.Entry(i)
		if err != nil {
			t.Fatalf("kill %d: entry %d: %v", k, i, err)
		}
		if e.Kind != save.KindRound {
			continue
		}
		rounds++
		if ids[e.Round] {
			t.Errorf("kill %d: round %s counted twice", k, e.Round)
		}
		ids[e.Round] = true
		sum += e.Net
	}
	if st.Wallet.Balance(save.Euro) != sum {
		t.Errorf("kill %d: bankroll %v; the start plus the logged nets is %v", k, st.Wallet.Balance(save.Euro), sum)
	}
	for _, line := range diaryLines(t, dir) {
		if id, ok := strings.CutPrefix(line, "committed "); ok && !ids[id] {
			t.Errorf("kill %d: round %s was committed and is not in the log", k, id)
		}
	}
	j, n := s.LoadJournal()
	if n != nil {
		t.Errorf("kill %d: journal: %v", k, n)
	}
	if j == nil || ids[j.Head.Round] {
		return "", rounds
	}
	return j.Head.Round, rounds
}

// diaryLines reads the child's diary: its whole lines (a last line cut
// short by the kill is left out).
func diaryLines(t *testing.T, dir string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, killEvents))
	if err != nil {
		return nil
	}
	lines := strings.Split(string(data), "\n")
	return lines[:len(lines)-1]
}
