package save

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/locales"
)

// The dealer school's totals setting: a file written before it existed
// reads with the totals shown; hidden, it round-trips, and a file with it
// on is read by the same code (backwards and forwards).
func TestSchoolHideTotalsSetting(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	old := `{"version":1,"settings":{"lang":"es","volume":50,"speed":"slow","show_totals":true,"computer_players":2,"table":"argentine","trainer_take_back":false}}`
	if err := os.WriteFile(filepath.Join(dir, SettingsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	st, notices := s.Load(locales.English)
	if len(notices) != 0 {
		t.Fatalf("notices: %v", notices)
	}
	if st.Settings.SchoolHideTotals || st.Settings.TakeBack || st.Settings.Lang != locales.Spanish {
		t.Errorf("an older file read as %+v; want the school's totals shown", st.Settings)
	}
	if DefaultSettings(locales.Italian).SchoolHideTotals {
		t.Error("the school's totals hidden by default")
	}
	set := st.Settings
	set.SchoolHideTotals = true
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, SettingsFile))
	if err != nil || !strings.Contains(string(data), `"school_hide_totals": true`) && !strings.Contains(string(data), `"school_hide_totals":true`) {
		t.Errorf("the file written: %s, %v", data, err)
	}
	if st, _ := s.Load(locales.English); st.Settings != set {
		t.Errorf("loaded %+v; want %+v", st.Settings, set)
	}
}
