package scenes

import (
	"testing"

	"sabot/scenes/input"
)

// newApp starts the real game without a window, sound or input, seed 1,
// in English, saving into dir.
func newApp(t *testing.T, dir string) *Context {
	t.Helper()
	a, err := New(Options{ConfigDir: dir, NoSound: true, NoInput: true, Seed: 1,
		Getenv: func(k string) string { return map[string]string{"LANG": "en_GB.UTF-8"}[k] }})
	if err != nil {
		t.Fatal(err)
	}
	return a.Context
}

// ticks runs n Updates.
func ticks(t *testing.T, a *Context, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// press feeds events and runs until any scene change has finished.
func press(t *testing.T, a *Context, events ...input.Event) {
	t.Helper()
	a.Feed(events...)
	ticks(t, a, 1)
	for i := 0; a.Transitioning() && i < 100; i++ {
		ticks(t, a, 1)
	}
}

// key is the event of an action.
func key(a input.Action) input.Event { return input.Event{Action: a} }

// lastNotice is the text of the last notice showing or waiting, or "".
func lastNotice(a *Context) string {
	n := a.Notices()
	if len(n) == 0 {
		return ""
	}
	return n[len(n)-1]
}
