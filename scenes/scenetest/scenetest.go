// Package scenetest drives the real game in the tests of the scene
// packages: no window, no sound, no input but what a test feeds, seed 1, in
// English.
//
// A scene package's tests cannot import the root package scenes (it imports
// them), so the game is reached through Start, which the package's external
// test file sets to scenes.Headless:
//
//	package menus_test
//
//	func init() { scenetest.Start = scenes.Headless }
//
// scenetest imports only session and input; only tests import it.
package scenetest

import (
	"testing"

	"sabot/scenes/input"
	"sabot/scenes/session"
)

// Start opens the game saving into dir, with the system language given by
// getenv, and returns its Context; Context.Step runs its ticks. It is set
// by the test package's init to scenes.Headless.
var Start func(dir string, getenv func(string) string) (*session.Context, error)

// New starts the real game without a window, sound or input, seed 1, in
// English, saving into dir.
func New(t testing.TB, dir string) *session.Context {
	t.Helper()
	if Start == nil {
		t.Fatal("scenetest.Start is not set: the package's external test file sets it to scenes.Headless")
	}
	a, err := Start(dir, func(k string) string { return map[string]string{"LANG": "en_GB.UTF-8"}[k] })
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// Ticks runs n Updates.
func Ticks(t testing.TB, a *session.Context, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// Press feeds events and runs until any scene change has finished.
func Press(t testing.TB, a *session.Context, events ...input.Event) {
	t.Helper()
	a.Feed(events...)
	Ticks(t, a, 1)
	for i := 0; a.Transitioning() && i < 100; i++ {
		Ticks(t, a, 1)
	}
}

// Key is the event of an action.
func Key(a input.Action) input.Event { return input.Event{Action: a} }

// LastNotice is the text of the last notice showing or waiting, or "".
func LastNotice(a *session.Context) string {
	n := a.Notices()
	if len(n) == 0 {
		return ""
	}
	return n[len(n)-1]
}

// Still reports whether the scene on screen says it is still
// (session.Still); false for a scene that cannot tell.
func Still(a *session.Context) bool {
	s, ok := a.Scene().(session.Still)
	return ok && s.Still()
}

// UntilStill runs ticks until the scene on screen is still and returns
// how many it took; it fails the test past most ticks. What waits for a
// computation on another goroutine waits for it first, as a condition:
// ticks run faster than a loaded machine computes.
func UntilStill(t testing.TB, a *session.Context, most int) int {
	t.Helper()
	for n := 0; ; n++ {
		if !a.Transitioning() && Still(a) {
			return n
		}
		if n >= most {
			t.Fatalf("%T not still after %d ticks", a.Scene(), most)
		}
		Ticks(t, a, 1)
	}
}
