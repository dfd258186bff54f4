package progress_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package progress drive the real game.
func init() { scenetest.Start = scenes.Headless }
