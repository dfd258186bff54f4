package chartgrid_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package chartgrid drive the real game.
func init() { scenetest.Start = scenes.Headless }
