package assets

import (
	"bytes"
	"io"
	"testing"

	"github.com/hajimehoshi/go-mp3"

	"sabot/locales"
	"sabot/rules"
)

func TestLoadHasEverySound(t *testing.T) {
	b, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range Sounds() {
		if len(b.Effect(s)) == 0 {
			t.Errorf("no sound %s", s)
		}
	}
	for _, l := range locales.Langs() {
		for _, p := range append(Phrases(), Score(0, 0), Score(9, 9), Score(7, 6)) {
			if data, ok := b.Voice(l, p); !ok || len(data) == 0 {
				t.Errorf("no call %s in %s", p, l)
			}
		}
	}
	if _, ok := b.Voice(locales.Italian, "no-such-call"); ok {
		t.Error("found a call that does not exist")
	}
}

func TestScore(t *testing.T) {
	if got := Score(7, 6); got != "score-b7-p6" {
		t.Errorf("Score(7, 6) = %q", got)
	}
	for _, bad := range [][2]int{{-1, 0}, {10, 0}, {0, 10}} {
		if got := Score(bad[0], bad[1]); got != "" {
			t.Errorf("Score(%d, %d) = %q", bad[0], bad[1], got)
		}
	}
}

// duration decodes an MP3 file with go-mp3 and returns its length in
// seconds.
func duration(t *testing.T, data []byte) float64 {
	t.Helper()
	d, err := mp3.NewDecoder(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	n, err := io.Copy(io.Discard, d)
	if err != nil {
		t.Fatal(err)
	}
	return float64(n) / 4 / float64(d.SampleRate())
}

// The sounds decode, and last as long as the thing they stand for: a chip is
// a click, a shuffle lasts about a second, the longest call a few seconds.
func TestSoundsDecode(t *testing.T) {
	b, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	effects := map[Sound][2]float64{
		CardSlide: {0.15, 0.6}, CardFlip: {0.05, 0.4}, Chip: {0.03, 0.3},
		ChipsStack: {0.2, 0.8}, Shuffle: {0.8, 2},
	}
	for s, r := range effects {
		if d := duration(t, b.Effect(s)); d < r[0] || d > r[1] {
			t.Errorf("%s lasts %.2fs; want %.2f-%.2f", s, d, r[0], r[1])
		}
	}
	for _, l := range locales.Langs() {
		for _, p := range []Phrase{NoMoreBets, Blackjack, LastCoupMin, Score(7, 6)} {
			data, _ := b.Voice(l, p)
			if d := duration(t, data); d < 0.3 || d > 6 {
				t.Errorf("%s %s lasts %.2fs", l, p, d)
			}
		}
	}
}

func TestIsMP3(t *testing.T) {
	for _, c := range []struct {
		data []byte
		want bool
	}{
		{[]byte("ID3\x04"), true},
		{[]byte{0xFF, 0xFB, 0x90}, true},
		{[]byte("RIFF"), false},
		{nil, false},
	} {
		if got := isMP3(c.data); got != c.want {
			t.Errorf("isMP3(%q) = %v", c.data, got)
		}
	}
}

// Every country of a rule set has its flag.
func TestFlags(t *testing.T) {
	for _, r := range rules.All() {
		f, ok := FlagOf(r.Country)
		if !ok || len(f.Stripes) != 3 {
			t.Errorf("%s: no flag for %q", r.ID, r.Country)
		}
	}
	if _, ok := FlagOf("xx"); ok {
		t.Error("a flag for xx")
	}
}
