package save

import (
	"os"
	"path/filepath"
	"testing"

	"sabot/locales"
)

// The trainer's settings: a file written before they existed gives their
// defaults (take-back allowed, the shoe's EV and the count hidden, the exact
// chart as the reference); they round-trip; a reference that is neither
// chart is refused.
func TestTrainerSettings(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	old := `{"version":1,"settings":{"lang":"it","volume":50,"speed":"slow","show_totals":true,"computer_players":2,"table":"argentine"}}`
	if err := os.WriteFile(filepath.Join(dir, SettingsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	st, notices := s.Load(locales.English)
	if len(notices) != 0 {
		t.Fatalf("notices: %v", notices)
	}
	if got := st.Settings; !got.TakeBack || got.ShowShoeEV || got.ShowCount || got.ChartReference.Published() || got.Volume != 50 {
		t.Errorf("an older file read as %+v; want take-back on, the rest off", got)
	}
	if d := DefaultSettings(locales.English); !d.TakeBack || d.ShowShoeEV || d.ShowCount || d.ChartReference.Published() {
		t.Errorf("defaults %+v", d)
	}

	set := DefaultSettings(locales.Spanish)
	set.TakeBack, set.ShowShoeEV, set.ShowCount, set.ChartReference = false, true, true, ReferencePublished
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	if st, _ := s.Load(locales.English); st.Settings != set {
		t.Errorf("loaded %+v; want %+v", st.Settings, set)
	}

	set.ChartReference = "mine"
	if err := s.SaveSettings(set); err == nil {
		t.Error("a reference that is neither chart was saved")
	}
	bad := `{"version":1,"settings":{"lang":"it","volume":5,"speed":"slow","table":"argentine","trainer_chart_reference":"mine"}}`
	if err := os.WriteFile(filepath.Join(dir, SettingsFile), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, notices := s.Load(locales.English); len(notices) != 1 || notices[0].Key != locales.NoticeSaveCorrupt {
		t.Errorf("a bad reference: notices %v", notices)
	}
}
