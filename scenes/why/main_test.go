package why_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package why drive the real game.
func init() { scenetest.Start = scenes.Headless }
