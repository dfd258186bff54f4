package chart_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package chart drive the real game.
func init() { scenetest.Start = scenes.Headless }
