package school_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package school drive the real game.
func init() { scenetest.Start = scenes.Headless }
