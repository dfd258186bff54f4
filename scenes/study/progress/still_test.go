package progress

import (
	"testing"

	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
)

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
			scenetest.RestsOnceComputed(t, a, waiting, in)
		})
	}
}
