package menus_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package menus drive the real game.
func init() { scenetest.Start = scenes.Headless }
