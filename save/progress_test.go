package save

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

func TestProgressFirstRunIsEmpty(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "sabot"))
	p, n := s.LoadProgress()
	if n != nil {
		t.Errorf("notice on a first run: %v", n)
	}
	if p == nil || p.Overall().Decisions != 0 || len(p.Sessions) != 0 {
		t.Errorf("progress %+v", p)
	}
}

func TestProgressRoundTrip(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "sabot"))
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	p := learner.NewProgress()
	p.StartSession("argentine", "drill", at)
	spot := strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}
	p.Record(learner.Decision{Table: "argentine", Spot: spot, HasSpot: true, Correct: false, Cost: 0.004, At: at.Add(time.Minute)})
	p.Record(learner.Decision{Table: "argentine", Spot: spot, HasSpot: true, Correct: true, At: at.Add(2 * time.Minute)})
	p.RecordBankroll("italian-classic", "", rules.Units(1040), at.Add(time.Hour))
	if err := s.SaveProgress(p); err != nil {
		t.Fatal(err)
	}
	q, n := s.LoadProgress()
	if n != nil {
		t.Fatalf("notice: %v", n)
	}
	c := q.Table("argentine")
	if c.Decisions != 2 || c.Correct != 1 || c.Cost != 0.004 {
		t.Errorf("table counts %+v", c)
	}
	if st := q.SpotStats("argentine", spot); st.Decisions != 2 || st.Streak != 1 {
		t.Errorf("cell %+v", st)
	}
	if len(q.Sessions) != 1 || q.Sessions[0].Mode != "drill" || !q.Sessions[0].End.Equal(at.Add(2*time.Minute)) {
		t.Errorf("sessions %+v", q.Sessions)
	}
	if len(q.Bankroll) != 1 || q.Bankroll[0].Bankroll != rules.Units(1040) {
		t.Errorf("bankroll %+v", q.Bankroll)
	}
	entries, _ := os.ReadDir(s.Dir())
	if len(entries) != 1 {
		t.Errorf("files left in the directory: %v", entries)
	}
}

// A bad progress file is kept aside as progress.json.bad, the progress
// starts afresh and the user is told why.
func TestBadProgressIsMovedAside(t *testing.T) {
	cases := []struct {
		name, content string
		want          locales.Key
	}{
		{"not json", `{"version":1,"tables":{`, locales.NoticeSaveCorrupt},
		{"empty", ``, locales.NoticeSaveCorrupt},
		{"unknown version", `{"version":-9,"tables":{}}`, locales.NoticeSaveVersion},
		{"no version", `{"tables":{}}`, locales.NoticeSaveVersion},
		{"unknown table", `{"version":1,"tables":{"vegas":{"decisions":1,"correct":1,"cost":0,"spots":{}}}}`, locales.NoticeSaveCorrupt},
		{"bad cell", `{"version":1,"tables":{"argentine":{"decisions":1,"correct":1,"cost":0,"spots":{"hard/23/10":{"decisions":1,"correct":1,"cost":0,"streak":1}}}}}`, locales.NoticeSaveCorrupt},
		{"more right than made", `{"version":1,"tables":{"argentine":{"decisions":1,"correct":2,"cost":0,"spots":{}}}}`, locales.NoticeSaveCorrupt},
		// Out of range: it would load, and every later save would fail.
		{"decisions near MaxInt64", `{"version":1,"tables":{"argentine":{"decisions":9223372036854775806,"correct":0,"cost":0,"spots":{}}}}`, locales.NoticeSaveCorrupt},
		{"cost 1e308", `{"version":1,"tables":{"argentine":{"decisions":2,"correct":0,"cost":1e308,"spots":{}}}}`, locales.NoticeSaveCorrupt},
		{"session cost 1e308", `{"version":1,"tables":{},"sessions":[{"table":"argentine","mode":"play","decisions":1,"correct":0,"cost":1e308}]}`, locales.NoticeSaveCorrupt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Open(t.TempDir())
			path := filepath.Join(s.Dir(), ProgressFile)
			if err := os.WriteFile(path, []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
			p, n := s.LoadProgress()
			if p == nil || p.Overall().Decisions != 0 {
				t.Errorf("progress %+v", p)
			}
			if n == nil || n.Key != c.want {
				t.Fatalf("notice %+v; want %s", n, c.want)
			}
			if len(n.Args) != 2 || n.Args[0] != path || n.Args[1] != path+".bad" {
				t.Errorf("notice args %v", n.Args)
			}
			if bad, err := os.ReadFile(path + ".bad"); err != nil || string(bad) != c.content {
				t.Errorf("the bad file was not kept aside as it was: %q, %v", bad, err)
			}
			if _, n := s.LoadProgress(); n != nil {
				t.Errorf("the next load still complains: %v", n)
			}
		})
	}
}

// A progress that would not load back is not written over a good file.
func TestSaveProgressRefusesBadProgress(t *testing.T) {
	s := Open(t.TempDir())
	good := learner.NewProgress()
	if err := s.SaveProgress(good); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(s.Dir(), ProgressFile))
	bad := learner.NewProgress()
	bad.Record(learner.Decision{Table: "vegas", Correct: true})
	err := s.SaveProgress(bad)
	if err == nil || !strings.Contains(err.Error(), "vegas") {
		t.Fatalf("error %v; want one naming the table", err)
	}
	after, _ := os.ReadFile(filepath.Join(s.Dir(), ProgressFile))
	if string(before) != string(after) {
		t.Errorf("the file changed: %s", after)
	}
	if err := s.SaveProgress(nil); err == nil {
		t.Error("saving nil progress: no error")
	}
}
