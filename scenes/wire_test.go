package scenes

import "sabot/scenes/scenetest"

// The root's own tests drive the App through scenetest too.
func init() { scenetest.Start = Headless }
