package pbtable_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package pbtable drive the real game.
func init() { scenetest.Start = scenes.Headless }
