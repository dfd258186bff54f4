package save

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// realSettingsFiles are settings files as the game writes them (one per
// language and table, with each choice changed), and as an older version
// wrote them, before the trainer's settings.
func realSettingsFiles(tb testing.TB) [][]byte {
	tb.Helper()
	var files [][]byte
	add := func(s Settings) {
		data, err := encodeFile(envelope{Version: Version, Settings: &s})
		if err != nil {
			tb.Fatal(err)
		}
		files = append(files, data)
	}
	for i, l := range locales.Langs() {
		s := DefaultSettings(l)
		s.Table = rules.IDs()[i%len(rules.IDs())]
		add(s)
	}
	add(Settings{Lang: locales.Spanish, Volume: 0, Muted: true, Speed: SpeedFast, ComputerPlayers: MaxComputerPlayers,
		Table: rules.ItalianOnline.ID, ShowShoeEV: true, ShowCount: true, ChartReference: ReferencePublished})
	add(Settings{Lang: locales.Italian, Volume: MaxVolume, Speed: SpeedSlow, ShowTotals: true, Table: rules.SuperPuntoBanco.ID, ChartReference: ReferenceExact})
	files = append(files,
		[]byte("{\n \"version\": 1,\n \"settings\": {\n  \"lang\": \"it\",\n  \"volume\": 80,\n  \"muted\": false,\n  \"speed\": \"normal\",\n  \"show_totals\": true,\n  \"computer_players\": 3,\n  \"table\": \"italian-classic\"\n }\n}\n"),
		[]byte(`{"version":2,"settings":{"lang":"en"}}`),
		[]byte(`{"version":1,"settings":{"lang":"fr","volume":80,"speed":"normal","table":"italian-classic"}}`),
		[]byte(`{"version":1,"settings":{"lang":"en","volume":101,"speed":"normal","table":"italian-classic"}}`),
		[]byte(`{"version":1}`),
		[]byte(`{"version":1,"settings":{}} {}`),
		[]byte(``),
	)
	return files
}

// FuzzSettingsFile feeds the settings file's bytes to the loader's decoding
// (decodeSettings: the envelope, its version, the settings checked): it
// never panics, a refused file names a notice to show, and settings it
// accepts are valid, encode as the game writes them, and load back from
// that file to the same value.
func FuzzSettingsFile(f *testing.F) {
	for _, data := range realSettingsFiles(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, key, err := decodeSettings(data)
		if err != nil {
			if key != locales.NoticeSaveCorrupt && key != locales.NoticeSaveVersion && key != locales.NoticeSaveNewer {
				t.Fatalf("%q refused (%v) with notice %q", data, err, key)
			}
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("%q: accepted settings are not valid: %v", data, err)
		}
		again, err := encodeFile(envelope{Version: Version, Settings: &s})
		if err != nil {
			t.Fatalf("%q: accepted settings %+v do not encode: %v", data, s, err)
		}
		back, _, err := decodeSettings(again)
		if err != nil {
			t.Fatalf("%q: its settings written as %q are refused: %v", data, again, err)
		}
		if back != s {
			t.Fatalf("%q: settings %+v load back as %+v", data, s, back)
		}
	})
}

// realProgressFiles are progress files as the game writes them: empty, a
// trainer's decisions, sessions and bankroll at several tables, the dealer
// school's steps and rounds, the counting drills' answers, a course in
// progress.
func realProgressFiles(tb testing.TB) [][]byte {
	tb.Helper()
	at := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	empty := learner.NewProgress()
	p := learner.NewProgress()
	p.StartSession(rules.Argentine.ID, "drill", at)
	all := strategy.Spots(rules.Argentine) // hard, soft and pair cells
	spots := []strategy.Spot{all[0], all[len(all)/2], all[len(all)-1]}
	for i, s := range spots {
		p.Record(learner.Decision{Table: rules.Argentine.ID, Spot: s, HasSpot: true, Correct: i%2 == 0, Cost: 0.0125 * float64(i), At: at.Add(time.Duration(i) * time.Minute)})
	}
	p.StartSession(rules.SuperPuntoBanco.ID, "play", at.Add(time.Hour))
	p.Record(learner.Decision{Table: rules.SuperPuntoBanco.ID, Correct: true, At: at.Add(time.Hour + time.Second)})
	p.RecordBankroll(rules.ItalianClassic.ID, "", rules.Units(1040), at.Add(2*time.Hour))
	p.RecordBankroll(rules.ItalianOnline.ID, "", rules.Money(99_950), at.In(time.FixedZone("", 3600)).Add(3*time.Hour))
	school := learner.NewProgress()
	school.RecordSchoolStep(rules.ItalianClassic.ID, "deal", true, 1.5)
	school.RecordSchoolStep(rules.ItalianClassic.ID, "pay", false, 0)
	school.RecordSchoolRound(rules.ItalianClassic.ID, 42.25, false)
	school.RecordSchoolRound(rules.SuperPuntoBanco.ID, 30, true)
	school.RecordCount(rules.Argentine.ID, learner.CountTrue, true, 3.25)
	school.RecordCount(rules.ItalianClassic.ID, learner.CountCards, false, 0)
	course := learner.NewProgress()
	if c, err := learner.NewCourse(rules.SuperPuntoBanco, nil); err == nil {
		// A lesson mastered, one of its cells reviewed and failed, the
		// next lesson begun.
		punto, tabella := &c.Lessons[0], &c.Lessons[1]
		for i := 0; i < 22; i++ {
			course.RecordLesson(c.Rules.ID, punto, punto.Keys()[i%len(punto.Keys())], i != 1, at)
		}
		course.RecordLesson(c.Rules.ID, punto, punto.Keys()[4], false, at.Add(26*time.Hour))
		course.RecordLesson(c.Rules.ID, tabella, tabella.Keys()[7], true, at.Add(27*time.Hour))
	}
	// Points in pesos and in euros: a progress of version 2.
	wallet := learner.NewProgress()
	wallet.RecordBankroll(rules.Argentine.ID, "ARS", rules.Units(995), at)
	wallet.RecordBankroll(rules.ItalianClassic.ID, "EUR", rules.Units(1010), at.Add(time.Minute))
	var files [][]byte
	for _, q := range []*learner.Progress{empty, p, school, course, wallet} {
		data, err := encodeProgress(q)
		if err != nil {
			tb.Fatal(err)
		}
		files = append(files, data)
	}
	return append(files,
		[]byte(`{"version":1,"tables":{"vegas":{"decisions":1}}}`),
		[]byte(`{"version":1,"tables":{"argentine":{"decisions":1,"correct":2,"spots":{}}}}`),
		[]byte(`{"version":7}`),
		[]byte(`{"version":1,"tables":null,"sessions":null,"bankroll":null}`),
		[]byte(`{"version":1,"course":{"argentine":{"lessons":{"ace":{"answers":3,"right":2,"streak":1,"recent":"101"}}}}}`),
		[]byte(`{"version":1,"course":{"italian-online":{"lessons":{"published":{"answers":20,"right":20,"streak":20,"recent":"11111111111111111111","mastered":"2026-03-01T20:00:00Z","reviews":{"hard/11/10":{"step":1,"due":"2026-03-05T20:00:00Z"}}}}}}}`),
	)
}

// FuzzProgressFile feeds the progress file's bytes to the loader's decoding
// (decodeProgress: the version, then learner.LoadProgress's checks): it never
// panics, a refused file names a notice to show, and a progress it accepts
// encodes as SaveProgress writes it and loads back from that file to the
// same value.
func FuzzProgressFile(f *testing.F) {
	for _, data := range realProgressFiles(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, key, err := decodeProgress(data)
		if err != nil {
			if key != locales.NoticeSaveCorrupt && key != locales.NoticeSaveVersion && key != locales.NoticeSaveNewer {
				t.Fatalf("%q refused (%v) with notice %q", data, err, key)
			}
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("%q: the error %q is not one line", data, err)
			}
			return
		}
		again, err := encodeProgress(p)
		if err != nil {
			t.Fatalf("%q: an accepted progress cannot be saved: %v", data, err)
		}
		back, _, err := decodeProgress(again)
		if err != nil {
			t.Fatalf("%q: its progress written as %q is refused: %v", data, again, err)
		}
		// Written again, it is the same file: nothing was lost or
		// changed. (Compared as values, a time read with "+00:00" and
		// one read with "Z" are the same instant in two locations.)
		twice, err := encodeProgress(back)
		if err != nil || !bytes.Equal(twice, again) {
			t.Fatalf("%q: the progress written as %q loads back different: written again %q (%v)", data, again, twice, err)
		}
	})
}
