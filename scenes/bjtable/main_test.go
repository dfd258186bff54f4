package bjtable_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package bjtable drive the real game.
func init() { scenetest.Start = scenes.Headless }
