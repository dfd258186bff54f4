package save

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"sabot/locales"
	"sabot/tutor/learner"
)

// lockChildEnv names the directory TestLockChild opens.
const lockChildEnv = "SABOT_LOCK_CHILD_DIR"

// TestLockChild is the first copy of the game in TestTwoCopiesOnOneSaveFolder:
// it opens the directory, commits three rounds, says "ready" and holds the
// directory until its standard input closes; then commits one more round.
func TestLockChild(t *testing.T) {
	dir := os.Getenv(lockChildEnv)
	if dir == "" {
		t.Skip("the child of TestTwoCopiesOnOneSaveFolder")
	}
	s := Open(dir)
	st, n := s.Load(locales.English)
	if len(n) != 0 {
		t.Fatalf("the first copy was told %v", n)
	}
	b := commit(t, st.History, StartingBankroll, 100, 200, 300)
	os.Stdout.WriteString("ready\n")
	io.Copy(io.Discard, os.Stdin)
	commit(t, st.History, b, 400)
	s.Close()
}

// Two copies of the game on one save folder: the second one finds the
// first one's lock, says so, reads the saves and writes nothing — not a
// line of the log, not the journal, the settings or the progress — while
// the first one goes on committing its rounds. Once the first copy has
// ended, the folder is the next copy's.
func TestTwoCopiesOnOneSaveFolder(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no processes")
	}
	dir := t.TempDir()
	child := exec.Command(os.Args[0], "-test.run=^TestLockChild$", "-test.count=1")
	child.Env = append(os.Environ(), lockChildEnv+"="+dir)
	stdin, _ := child.StdinPipe()
	stdout, _ := child.StdoutPipe()
	var stderr bytes.Buffer
	child.Stderr = &stderr
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait for the first copy to hold the folder: a condition, not a time.
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "ready\n" {
		child.Process.Kill()
		t.Fatalf("the first copy did not start: %q, %v; %s", line, err, stderr.String())
	}
	before := snapshot(t, dir)

	s := Open(dir)
	st, n := s.Load(locales.English)
	if len(n) != 1 || n[0].Key != locales.NoticeSaveInUse || !s.ReadOnly() {
		t.Errorf("the second copy: notices %v, read-only %v; want %s", n, s.ReadOnly(), locales.NoticeSaveInUse)
	}
	if b, _ := st.History.Balance(Euro); st.History.Len() != 3 || b != StartingBankroll+600 {
		t.Errorf("the second copy reads %d rounds, balance %v; want the first copy's 3, 1006", st.History.Len(), b)
	}
	if j, n := s.LoadJournal(); j != nil || n != nil {
		t.Errorf("the second copy took the journal: %v %v", j, n)
	}
	commit(t, st.History, StartingBankroll+600, -50, -50)
	if err := s.SaveSettings(DefaultSettings(locales.Italian)); err != nil {
		t.Error(err)
	}
	if err := s.SaveProgress(learner.NewProgress()); err != nil {
		t.Error(err)
	}
	if j, err := s.BeginJournal(JournalHead{Round: "second", Start: json.RawMessage(`{}`)}); j != nil || err != nil {
		t.Errorf("the second copy began a journal: %v, %v", j, err)
	}
	if err := s.RemoveJournal(); err != nil {
		t.Error(err)
	}
	if after := snapshot(t, dir); !equalFiles(before, after) {
		t.Errorf("the second copy wrote in the folder:\nbefore %v\nafter  %v", names(before), names(after))
	}
	s.Close()

	stdin.Close()
	if err := child.Wait(); err != nil {
		t.Fatalf("the first copy: %v\n%s", err, stderr.String())
	}
	s = Open(dir)
	defer s.Close()
	st, n = s.Load(locales.English)
	if len(n) != 0 || s.ReadOnly() {
		t.Errorf("after the first copy ended: notices %v, read-only %v", n, s.ReadOnly())
	}
	if b, _ := st.History.Balance(Euro); st.History.Len() != 4 || b != StartingBankroll+1000 {
		t.Errorf("%d rounds, balance %v: want the first copy's 4 and 1010", st.History.Len(), b)
	}
}

// snapshot reads every file of dir.
func snapshot(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		out[e.Name()] = data
	}
	return out
}

func equalFiles(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

func names(m map[string][]byte) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+"("+string(rune('0'+len(v)%10))+")")
	}
	return out
}
