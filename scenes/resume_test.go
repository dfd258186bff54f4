package scenes

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/save"
)

// A round left in progress that cannot be brought back is told in its
// game's words: at Punto Banco a coup ("colpo", Super Punto Banco's
// regulation; "mano" in the Spanish of its table), at blackjack a hand
// ("mano"), in the three languages. The journal's start is one no table
// takes, so the round is lost; the words are those of the lost round's
// notice, and of the one of a round brought back (resumeNotices).
func TestResumeNoticeSpeaksTheGame(t *testing.T) {
	tests := []struct {
		game, table   string
		lang          string
		resumed, lost locales.Key
		word, not     string
	}{
		{save.GamePuntoBanco, "super-punto-banco", "it_IT.UTF-8", locales.NoticeCoupResumed, locales.NoticeCoupLost, "il colpo rimasto", "mano"},
		{save.GamePuntoBanco, "super-punto-banco", "es_ES.UTF-8", locales.NoticeCoupResumed, locales.NoticeCoupLost, "el pase que quedó", "ronda"},
		{save.GamePuntoBanco, "super-punto-banco", "en_GB.UTF-8", locales.NoticeCoupResumed, locales.NoticeCoupLost, "the coup left", "round"},
		{save.GameBlackjack, "argentine", "it_IT.UTF-8", locales.NoticeRoundResumed, locales.NoticeRoundLost, "la mano rimasta", "colpo"},
		{save.GameBlackjack, "argentine", "es_ES.UTF-8", locales.NoticeRoundResumed, locales.NoticeRoundLost, "el pase que quedó", "ronda"},
		{save.GameBlackjack, "argentine", "en_GB.UTF-8", locales.NoticeRoundResumed, locales.NoticeRoundLost, "the round left", "coup"},
		{"roulette", "argentine", "it_IT.UTF-8", locales.NoticeRoundResumed, locales.NoticeRoundLost, "la mano rimasta", "colpo"},
	}
	for _, tt := range tests {
		t.Run(tt.game+"/"+tt.lang, func(t *testing.T) {
			resumed, lost := resumeNotices(tt.game)
			if resumed != tt.resumed || lost != tt.lost {
				t.Fatalf("notices %q, %q; want %q, %q", resumed, lost, tt.resumed, tt.lost)
			}
			dir := t.TempDir()
			s := save.Open(dir)
			j, err := s.BeginJournal(save.JournalHead{Round: "r1", Table: tt.table, Game: tt.game, Time: time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC),
				Bankroll: save.Bankroll{Balance: 100_000}, Start: json.RawMessage(`{"coup":"none"}`)})
			if err != nil {
				t.Fatal(err)
			}
			j.Close()
			a, err := Headless(dir, func(k string) string { return map[string]string{"LANG": tt.lang}[k] })
			if err != nil {
				t.Fatal(err)
			}
			var told string
			for _, n := range a.NoticesGiven() {
				if strings.Contains(n, ".bad") {
					told = n
				}
			}
			// The words before the error and the file's name (which may say
			// "round": round.journal.bad).
			low, _, _ := strings.Cut(strings.ToLower(told), "(")
			if !strings.Contains(low, tt.word) || strings.Contains(low, tt.not) {
				t.Errorf("the lost round is told %q; want %q in it, not %q (notices %q)", told, tt.word, tt.not, a.NoticesGiven())
			}
			if back := strings.ToLower(a.Loc.T(resumed, "X")); !strings.Contains(back, tt.word) || strings.Contains(back, tt.not) {
				t.Errorf("a round brought back is told %q; want %q in it, not %q", back, tt.word, tt.not)
			}
		})
	}
}
