package counting_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package counting drive the real game.
func init() { scenetest.Start = scenes.Headless }
