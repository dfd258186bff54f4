package dealerdrill_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package dealerdrill drive the real game.
func init() { scenetest.Start = scenes.Headless }
