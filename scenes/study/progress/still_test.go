package progress

import (
	"testing"
	"time"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

// computed runs the App until ok: what is computed on another goroutine
// is waited for as a condition (go test's -timeout bounds it).
func computed(t *testing.T, a *session.Context, ok func() bool) {
	t.Helper()
	for !ok() {
		scenetest.Ticks(t, a, 1)
		time.Sleep(time.Millisecond)
	}
}

// The progress and the dealer school's progress rest once their strategy
// is in and nothing moves (issue 26); not while it is computed.
func TestProgressScreensRest(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(t *testing.T, a *session.Context) (waiting, in func() bool)
	}{
		{"progress", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			scenetest.Press(t, a, scenetest.Key(input.Progress))
			s := a.Scene().(*Scene)
			return s.analyses.Waiting, func() bool { return !s.analyses.Waiting() }
		}},
		{"dealer school's progress", func(t *testing.T, a *session.Context) (func() bool, func() bool) {
			scenetest.Ticks(t, a, 60)
			a.GoTo(NewSchool(a, rules.Argentine, nil))
			return nil, nil
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := scenetest.New(t, t.TempDir())
			waiting, in := c.open(t, a)
			for i := 0; a.Transitioning() && i < 100; i++ {
				scenetest.Ticks(t, a, 1)
			}
			if waiting != nil && waiting() && scenetest.Still(a) {
				t.Errorf("%T still while its strategy is computed", a.Scene())
			}
			if in != nil {
				computed(t, a, in)
			}
			scenetest.UntilStill(t, a, 2)
			scenetest.Press(t, a, scenetest.Key(input.Down)) // another table, row or cell
			if in != nil {
				computed(t, a, in)
			}
			scenetest.UntilStill(t, a, 2)
		})
	}
}
