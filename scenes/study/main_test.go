package study_test

import (
	"sabot/scenes"
	"sabot/scenes/scenetest"
)

// The tests of package study drive the real game.
func init() { scenetest.Start = scenes.Headless }
