package save

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
)

func TestFirstRunGivesDefaults(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "sabot"))
	st, notices := s.Load(locales.Spanish)
	if len(notices) != 0 {
		t.Errorf("notices on a first run: %v", notices)
	}
	if !reflect.DeepEqual(st.Settings, DefaultSettings(locales.Spanish)) || st.Settings.Lang != locales.Spanish {
		t.Errorf("settings = %+v", st.Settings)
	}
	if st.Wallet.Balance(Euro) != StartingBankroll || len(st.History.Records()) != 0 {
		t.Errorf("bankroll %v, %d records", st.Wallet.Balance(Euro), len(st.History.Records()))
	}
	// The directory holds the lock of the copy that opened it, and no
	// file of the saves.
	if names, err := os.ReadDir(s.Dir()); err != nil || len(names) != 1 || names[0].Name() != LockFile {
		t.Errorf("Load left %v in the directory (%v): want only %s", names, err, LockFile)
	}
}

func TestRoundTrip(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "sabot"))
	set := Settings{Lang: locales.Italian, Volume: 35, Muted: true, Speed: SpeedFast, ShowTotals: false, ComputerPlayers: 6, Table: "argentine"}
	if err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	st, _ := s.Load(locales.English)
	for i := range 3 {
		if _, err := st.History.Append(Entry{Kind: KindRound, Table: "argentine", Net: -1000, Balance: rules.Money(123450 + i),
			Record: json.RawMessage(`{"game":"blackjack","rules":"argentine","net":-10.00}`)}); err != nil {
			t.Fatal(err)
		}
	}
	st.History.Close()
	st, notices := s.Load(locales.English)
	if len(notices) != 0 {
		t.Fatalf("notices: %v", notices)
	}
	if st.Settings != set || st.Wallet.Balance(Euro) != 123452 || len(st.History.Records()) != 3 {
		t.Errorf("loaded %+v", st)
	}
	if got := string(st.History.Records()[2]); got != `{"game":"blackjack","rules":"argentine","net":-10.00}` {
		t.Errorf("record = %s", got)
	}
	entries, _ := os.ReadDir(s.Dir())
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

// A bad file is moved aside as .bad, the defaults are used and the user is
// told; the other files still load.
func TestBadFilesAreMovedAside(t *testing.T) {
	cases := []struct {
		name, file, content string
		key                 locales.Key
	}{
		{"not json", SettingsFile, `{"version":1,"settings":{`, locales.NoticeSaveCorrupt},
		{"garbage after", SettingsFile, `{"version":1,"settings":{"lang":"it","volume":5,"speed":"slow","table":"argentine"}} x`, locales.NoticeSaveCorrupt},
		{"unknown version", SettingsFile, `{"version":-7,"settings":{}}`, locales.NoticeSaveVersion},
		{"no version", BankrollFile, `{"bankroll":{"balance":10}}`, locales.NoticeSaveVersion},
		{"bad language", SettingsFile, `{"version":1,"settings":{"lang":"fr","volume":5,"speed":"slow","table":"argentine"}}`, locales.NoticeSaveCorrupt},
		{"volume out of range", SettingsFile, `{"version":1,"settings":{"lang":"it","volume":500,"speed":"slow","table":"argentine"}}`, locales.NoticeSaveCorrupt},
		{"too many players", SettingsFile, `{"version":1,"settings":{"lang":"it","volume":5,"speed":"slow","computer_players":9,"table":"argentine"}}`, locales.NoticeSaveCorrupt},
		{"unknown table", SettingsFile, `{"version":1,"settings":{"lang":"it","volume":5,"speed":"slow","table":"vegas"}}`, locales.NoticeSaveCorrupt},
		{"negative bankroll", BankrollFile, `{"version":1,"bankroll":{"balance":-5}}`, locales.NoticeSaveCorrupt},
		{"bad amount", BankrollFile, `{"version":1,"bankroll":{"balance":"ten"}}`, locales.NoticeSaveCorrupt},
		{"missing payload", BankrollFile, `{"version":1}`, locales.NoticeSaveCorrupt},
		{"record not an object", HistoryFile, `{"version":1,"records":[{"dealer":{}},7]}`, locales.NoticeSaveCorrupt},
		// Records the history screen cannot read (issue 15: the first made
		// F4 panic).
		{"decision without its box", HistoryFile, `{"version":1,"records":[{"game":"blackjack","actions":["box : hit"]}]}`, locales.NoticeSaveCorrupt},
		{"decision of box 0", HistoryFile, `{"version":1,"records":[{"game":"blackjack","actions":["box 0: hit"]}]}`, locales.NoticeSaveCorrupt},
		{"unknown decision", HistoryFile, `{"version":1,"records":[{"game":"blackjack","actions":["box 2 hand 2: fly"]}]}`, locales.NoticeSaveCorrupt},
		{"unknown game", HistoryFile, `{"version":1,"records":[{"game":"poker"}]}`, locales.NoticeSaveCorrupt},
		{"record of no game", HistoryFile, `{"version":1,"records":[{"a":1}]}`, locales.NoticeSaveCorrupt},
		{"cards not cards", HistoryFile, `{"version":1,"records":[{"game":"blackjack","dealer":{"cards":"XX"}}]}`, locales.NoticeSaveCorrupt},
		{"bad punto side", HistoryFile, `{"version":1,"records":[{"game":"punto-banco","bets":[{"on":"player"}]}]}`, locales.NoticeSaveCorrupt},
		{"bad net", HistoryFile, `{"version":1,"records":[{"game":"punto-banco","your_net":"ten"}]}`, locales.NoticeSaveCorrupt},
		{"empty file", HistoryFile, ``, locales.NoticeSaveCorrupt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			s := Open(dir)
			if err := os.WriteFile(filepath.Join(dir, BankrollFile), []byte(`{"version":1,"bankroll":{"balance":7.77}}`), 0o644); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			if err := os.WriteFile(path, []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
			st, notices := s.Load(locales.Italian)
			if len(notices) != 1 || notices[0].Key != c.key {
				t.Fatalf("notices = %v; want one %s", notices, c.key)
			}
			if args := notices[0].Args; len(args) != 2 || args[0] != path || args[1] != path+".bad" {
				t.Errorf("notice args = %v", args)
			}
			bad, err := os.ReadFile(path + ".bad")
			if err != nil || string(bad) != c.content {
				t.Errorf("the bad file was not kept aside as it was: %q, %v", bad, err)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Errorf("%s is still there", c.file)
			}
			switch c.file {
			case SettingsFile:
				if st.Settings != DefaultSettings(locales.Italian) {
					t.Errorf("settings = %+v; want the defaults", st.Settings)
				}
				if st.Wallet.Balance(Euro) != 777 {
					t.Errorf("the good bankroll file was not read: %v", st.Wallet.Balance(Euro))
				}
			case BankrollFile:
				if st.Wallet.Balance(Euro) != StartingBankroll {
					t.Errorf("bankroll = %v; want the default", st.Wallet.Balance(Euro))
				}
			case HistoryFile:
				if len(st.History.Records()) != 0 {
					t.Errorf("history = %v; want empty", st.History.Records())
				}
			}
			// The next Load is clean: the bad file is out of the way.
			if _, notices := s.Load(locales.Italian); len(notices) != 0 {
				t.Errorf("second load: %v", notices)
			}
		})
	}
}

// A file that cannot be read (a directory in its place) is reported and not
// moved.
func TestUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, SettingsFile), 0o755); err != nil {
		t.Fatal(err)
	}
	st, notices := Open(dir).Load(locales.English)
	if len(notices) != 1 || notices[0].Key != locales.NoticeSaveReadFail {
		t.Fatalf("notices = %v", notices)
	}
	if st.Settings != DefaultSettings(locales.English) {
		t.Errorf("settings = %+v", st.Settings)
	}
}

// A write that fails leaves the old file as it was.
func TestFailedWriteKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	if err := s.SetBankroll(Bankroll{Balance: 4200}); err != nil {
		t.Fatal(err)
	}
	// A directory in the way of the rename makes the write fail at its
	// last step.
	if err := s.SaveSettings(DefaultSettings(locales.English)); err != nil {
		t.Fatal(err)
	}
	blocked := Open(filepath.Join(dir, SettingsFile))
	if err := blocked.SaveSettings(DefaultSettings(locales.English)); err == nil {
		t.Fatal("writing under a file succeeded")
	}
	if err := s.SaveSettings(Settings{Lang: "fr"}); err == nil || !strings.Contains(err.Error(), "lang") {
		t.Errorf("invalid settings saved: %v", err)
	}
	st, notices := s.Load(locales.English)
	if len(notices) != 0 || st.Wallet.Balance(Euro) != 4200 || st.Settings != DefaultSettings(locales.English) {
		t.Errorf("after failed writes: %+v %v", st, notices)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestSpeed(t *testing.T) {
	if SpeedSlow.Factor() <= SpeedNormal.Factor() || SpeedFast.Factor() >= SpeedNormal.Factor() || SpeedInstant.Factor() != 0 {
		t.Error("speeds out of order")
	}
	for _, s := range Speeds() {
		if s.Key() == "" {
			t.Errorf("%s has no key", s)
		}
	}
}

// Issue 23 item 5: the instant speed is saved and read back; a file of
// before it (speed "fast") still reads as it was; a speed of no name is
// refused by name.
func TestSpeedInstantPersisted(t *testing.T) {
	set := DefaultSettings(locales.Spanish)
	set.Speed = SpeedInstant
	if err := set.Validate(); err != nil {
		t.Fatalf("instant refused: %v", err)
	}
	data, err := json.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	var back Settings
	if err := json.Unmarshal(data, &back); err != nil || back.Speed != SpeedInstant {
		t.Fatalf("read back %q, %v", back.Speed, err)
	}
	old := `{"lang":"it","volume":80,"muted":false,"speed":"fast","show_totals":true,"computer_players":0,"table":"italian-classic"}`
	if err := json.Unmarshal([]byte(old), &back); err != nil || back.Speed != SpeedFast || back.Validate() != nil {
		t.Errorf("an old file: speed %q, %v, %v", back.Speed, err, back.Validate())
	}
	back.Speed = "warp"
	if err := back.Validate(); err == nil || !strings.Contains(err.Error(), "warp") {
		t.Errorf("speed warp: %v", err)
	}
}
