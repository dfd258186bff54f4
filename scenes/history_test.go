package scenes

import (
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
)

func TestHistoryFromTheMenu(t *testing.T) {
	a := newApp(t, t.TempDir())
	ticks(t, a, 60)
	press(t, a, key(input.History))
	if _, ok := a.Scene().(*HandHistory); !ok {
		t.Fatalf("F4 in the menu opened %T", a.Scene())
	}
	press(t, a, key(input.Export)) // an empty history exports too
	if n := lastNotice(a); !strings.Contains(n, "0 rounds exported") {
		t.Errorf("notice %q", n)
	}
	press(t, a, key(input.Back))
	menuOf(t, a)
}

// Records keep their fields and the user's net, in every language.
func TestRecordWithMeta(t *testing.T) {
	raw, err := recordWithMeta(RecordMeta{Game: "blackjack", Time: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC), You: "you", YourNet: -rules.Units(15)},
		map[string]any{"rules": "argentine", "net": 12.5})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":"blackjack","net":12.5,"rules":"argentine","time":"2025-01-02T03:04:05Z","you":"you","your_net":-15.00}`
	if string(raw) != want {
		t.Errorf("got  %s\nwant %s", raw, want)
	}
	if _, err := recordWithMeta(RecordMeta{}, []int{1}); err == nil {
		t.Error("a record that is not an object was kept")
	}
	b, _ := locales.Load()
	e := readEntry(raw)
	for _, l := range locales.Langs() {
		if got := netText(b.Locale(l), e.net); got != "−15"+map[locales.Lang]string{locales.English: ".00", locales.Italian: ",00", locales.Spanish: ",00"}[l] {
			t.Errorf("%s: net %q", l, got)
		}
	}
}
