package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sabot/locales"
	"sabot/save"
	"sabot/scenes/fade"
	"sabot/scenes/input"
	"sabot/scenes/menus"
	"sabot/scenes/scenetest"
)

// A key typed during a fade is not lost: the next screen takes it once the
// fade is over (issue 15), one key a tick, and no more than maxHeld of them.
func TestFadeKeepsTypedKeys(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	a.Feed(scenetest.Key(input.Settings))
	scenetest.Ticks(t, a, 1)
	n := 0
	for a.Transitioning() {
		if n < 5 {
			a.Feed(scenetest.Key(input.Back)) // five Esc during the fade
		}
		scenetest.Ticks(t, a, 1)
		n++
	}
	if n != fade.Ticks {
		t.Errorf("the fade lasted %d ticks; want %d", n, fade.Ticks)
	}
	if _, ok := a.Scene().(*menus.Settings); !ok {
		t.Fatalf("scene %T: events during the fade were delivered to the screen that was going", a.Scene())
	}
	// The first Esc goes back from the settings to the menu.
	scenetest.Ticks(t, a, 1)
	if !a.Transitioning() {
		t.Fatal("the Esc typed during the fade was lost")
	}
	scenetest.Arrive(t, a)
	scenetest.Ticks(t, a, 2)
	if _, ok := a.Scene().(*menus.Menu); !ok {
		t.Fatalf("scene %T; want the menu", a.Scene())
	}
	// The second, held, asks before quitting; the other three were not
	// kept: the game is still running.
	for i := 0; i < 10; i++ {
		if err := a.Step(); err != nil {
			t.Fatalf("the held keys quit the game: %v", err)
		}
	}
}

func TestMuteEverywhereAndSaved(t *testing.T) {
	dir := t.TempDir()
	a := scenetest.New(t, dir)
	scenetest.Press(t, a, scenetest.Key(input.Mute))
	if !a.Settings.Muted || !a.Sound.Muted() {
		t.Fatal("M did not mute")
	}
	if n := a.Notices(); len(n) != 1 || n[0] != "Sound off" {
		t.Errorf("notices %q", n)
	}
	if !scenetest.New(t, dir).Settings.Muted {
		t.Error("mute was not saved")
	}
}

func TestBadSaveIsToldOnScreen(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, save.SettingsFile), []byte("{nope"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, dir)
	n := a.Notices()
	if len(n) != 1 || !strings.Contains(n[0], "could not be read") || !strings.Contains(n[0], ".bad") {
		t.Errorf("notices %q", n)
	}
	if a.Settings != save.DefaultSettings(locales.English) {
		t.Errorf("settings %+v", a.Settings)
	}
}

func TestScreenshotFlags(t *testing.T) {
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"-scene", "lobby", "-out", "x.png"}, `-scene "lobby"`},
		{[]string{"-rules", "vegas", "-out", "x.png"}, `unknown rules "vegas"`},
		{[]string{"-lang", "fr", "-out", "x.png"}, `-lang "fr"`},
		{[]string{}, "-out"},
		{[]string{"-out", "x.png", "extra"}, `unexpected argument "extra"`},
		{[]string{"-nope"}, "flag provided but not defined"},
	}
	for _, c := range cases {
		var out, errb strings.Builder
		code := ScreenshotMain(c.args, nil, &out, &errb)
		if code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), c.msg) || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out.String(), errb.String(), c.msg)
		}
	}
}

// Esc on the menu asks before quitting: the first press says to press it
// again, the second within three seconds quits; after a pause the next
// press asks again.
func TestMenuEscAsksBeforeQuitting(t *testing.T) {
	app, err := New(Options{ConfigDir: t.TempDir(), NoSound: true, NoInput: true, Seed: 1, Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	a := app.Context
	scenetest.Ticks(t, a, 60)
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if app.quit {
		t.Fatal("one Esc quit the game")
	}
	if n := a.Notices(); len(n) == 0 || !strings.Contains(n[len(n)-1], "Esc again") {
		t.Errorf("notices %q; want the question", n)
	}
	scenetest.Ticks(t, a, 200) // more than three seconds
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if app.quit {
		t.Fatal("an Esc long after the first quit the game")
	}
	a.Feed(scenetest.Key(input.Back))
	for i := 0; i < 5 && !app.quit; i++ {
		app.Update() // it returns ebiten.Termination once quit
	}
	if !app.quit {
		t.Error("the second Esc did not quit")
	}
}
