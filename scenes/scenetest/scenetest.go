package scenetest

import (
	"reflect"
	"testing"
	"time"

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

// Arrive runs the ticks of a scene switch's fade, 100 at most.
func Arrive(t testing.TB, a *session.Context) {
	t.Helper()
	for i := 0; a.Transitioning() && i < 100; i++ {
		Ticks(t, a, 1)
	}
}

// Show goes to s and runs the fade's ticks; it fails the test if s is not
// then on screen.
func Show(t testing.TB, a *session.Context, s session.Scene) {
	t.Helper()
	a.GoTo(s)
	Arrive(t, a)
	if a.Scene() != s {
		t.Fatalf("scene %T; want %T", a.Scene(), s)
	}
}

// Opened runs the fade's ticks and returns the scene on screen as an S;
// it fails the test if the scene is not one.
func Opened[S any](t testing.TB, a *session.Context) S {
	t.Helper()
	Arrive(t, a)
	s, ok := a.Scene().(S)
	if !ok {
		t.Fatalf("the scene is %T, not a %v", a.Scene(), reflect.TypeFor[S]())
	}
	return s
}

// Until runs ticks until ok: what is computed on another goroutine is
// waited for as a condition (go test's -timeout bounds it).
func Until(t testing.TB, a *session.Context, ok func() bool) {
	t.Helper()
	for !ok() {
		Ticks(t, a, 1)
		time.Sleep(time.Millisecond)
	}
}

// RestsOnceComputed checks the scene just opened on a: not still while
// waiting reports its strategy being computed, still once in reports it
// in, and still again after Down takes it to another table, row or cell
// (issue 26). waiting and in may be nil: nothing is computed.
func RestsOnceComputed(t testing.TB, a *session.Context, waiting, in func() bool) {
	t.Helper()
	Arrive(t, a)
	if waiting != nil && waiting() && Still(a) {
		t.Errorf("%T still while its strategy is computed", a.Scene())
	}
	settle := func() {
		if in != nil {
			Until(t, a, in)
		}
		UntilStill(t, a, 2)
	}
	settle()
	Press(t, a, Key(input.Down)) // another table, row or cell
	settle()
}

// Timed is a drill whose question's timer counts ticks and draws its
// figure alone.
type Timed interface {
	session.Scene
	session.ClockFace
}

// TimerRests checks a drill's question whose timer has just started: the
// scene rests once the timer's bar is full at full ticks; its figure then
// shows whole seconds and asks for a frame at the next one, drawn alone in
// a small rectangle; and the Update after a rest of 2 s moves the timer by
// its 120 ticks. ticks is the timer's count, painted the figure on screen
// in tenths of a second.
func TimerRests(t testing.TB, a *session.Context, s Timed, full int, ticks, painted func() int) {
	t.Helper()
	if n := UntilStill(t, a, full+10); ticks() < full || ticks() > full+1 {
		t.Errorf("still after %d ticks, the timer at %d ticks; its bar is full at %d", n, ticks(), full)
	}
	// Its bar full, the timer shows whole seconds, and asks for a frame at
	// the next one: once a second, not ten times.
	if at := s.NextChange(); at <= a.Tick || at > a.Tick+60 || (ticks()+int(at-a.Tick))%60 != 0 {
		t.Errorf("the timer at %d ticks asks for a frame at tick %d (now %d); want its next second", ticks(), at, a.Tick)
	}
	if fig := painted(); fig != ticks()/60*10 {
		t.Errorf("the timer at %d ticks shows %d tenths of a second; want its whole seconds, %d0", ticks(), fig, ticks()/60)
	}
	if r, _ := s.ClockFace(); r.Empty() || r.Dx()*r.Dy() > a.Frame.W*a.Frame.H/50 {
		t.Errorf("the timer's figures are drawn in %v", r)
	}
	// A rest of 2 s: the next Update stands for its 120 ticks.
	a.Passed = 120
	before := ticks()
	if err := s.Update(a, nil); err != nil {
		t.Fatal(err)
	}
	a.Passed = 0
	if ticks() != before+120 {
		t.Errorf("a rest of 120 ticks took the timer from %d to %d", before, ticks())
	}
}
