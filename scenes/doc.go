// Package scenes is Sabot's Ebitengine front end. The root package only
// wires the game together, a file a concern: the App, an ebiten.Game and the
// Host of the scenes' shared session.Context, with Run, Options and the seed
// (app.go); the first frame while it loads (start.go); when it rests
// (rest.go) and the clock's frame drawn alone (clockframe.go); the Routes
// between scene packages (wiring.go) and the round brought back from its
// journal (resume.go); the screenshot command (screenshot.go) and the perf
// run (perf.go). Its parts that need nothing of the App are packages of
// their own: fade (the scene switch), pace (frames on demand), web (the
// browser's hooks), profiles (the perf run's profiles).
//
// A scene implements session.Scene: Layout rebuilds what it caches for the
// current size and language, Update takes the tick's input.Events (keys and
// clicks already turned into named actions), Draw only reads and does not
// allocate, and Targets lists its clickable areas. Context.GoTo switches
// scenes with a fade counted in ticks; while a scene reports Busy (its
// anim.Queue is running), its input is held.
//
// The window rests when nothing moves (rest.go, scenes/pace): a scene that
// implements session.Still and reports it still (nothing moves or counts
// down, nothing is awaited from another goroutine) gets no frame until an
// input comes; otherwise frames come at 60 ticks per second as always.
// Every screen implements it; a new scene that does not simply never
// rests. A still scene with a clock on screen implements session.Clock
// too: one frame comes when its figure changes, and the tick after a rest
// stands for the ticks slept (Context.Passed, Context.Ticks), so that what
// counts time in ticks counts the time that went by. scripts/perf.sh
// measures each screen (docs/PERFORMANCE.md).
//
// # The packages under scenes/
//
//	scenes           App, Run, Options, routes, resume, screenshot, perf
//	├ fade           the scene switch: the scene on screen and its fade
//	├ pace           the frames asked for only while something moves
//	├ web            the browser page's hooks
//	├ profiles       the perf run's heap and CPU profiles (none in the browser)
//	├ stage          the screenshot command's staging: each picture's scene set up
//	├ menus          the menu, the settings, the rule sheet, the hand history
//	├ bjtable        the blackjack table, with the trainer's layer
//	│ ├ felt         where everything goes on the felt
//	│ ├ feedback     the trainer's feedback panel
//	│ └ background   the trainer's analyses, computed in the background
//	├ pbtable        the Super Punto Banco table, with the trainer's check
//	├ study          the strategy drills, the course and its lessons
//	│ ├ chart        the strategy chart full screen
//	│ ├ counting     the counting drills
//	│ ├ progress     the progress, the player's and the dealer school's
//	│ └ page         what the study screens share: analyses, setup tiles, buttons
//	├ school         the dealer school: the student is the croupier
//	│ ├ layout       where things stand on the school's felts
//	│ └ article      the panel of a whole article of the regulation
//	├ dealerdrill    the dealer school's drills: payouts, the Tabella, procedures
//	├ why            the why of a decision: outcomes, the dealer, the rules, the book
//	├ chartgrid      the strategy chart grid the tables and study screens embed
//	├ drillview      the timed drills' page: layout, background, timer
//	├ session        Context (what every scene shares), Scene, Routes, Mode
//	├ widget         Layer, Sprite, Hover, Button, Banner
//	├ draw           cards, chips, felt, fonts, colours, text fitting, buttons
//	├ anim           the tick-counted animation queue
//	├ input          the keymap and the actions
//	├ sound          effects and the dealer's calls
//	├ scenetest      the real game driven by the scene packages' tests
//	└ e2e            end-to-end tests of the built game under Xvfb
//
// # Which way the imports go
//
// Downwards only: the root (and stage and web, as it) import the scene
// packages (menus, bjtable, pbtable, study and its screens, school,
// dealerdrill, why) to fill in session.Routes, set up a picture or read
// what the page asks; fade imports session and draw, pace and profiles
// nothing under scenes/; a scene package imports session, chartgrid,
// drillview, widget, its own parts and the low packages (draw, anim,
// input, sound), never another scene package nor the root (the
// study drills open the chart and the counting drills, their
// sub-packages) — it opens the scenes of other packages through
// Context.Routes. session imports only the low packages and the engines.
// TestImportsGoDownwards checks it. Below the screens, nothing imports a
// package under scenes/ but main (TestNothingBelowImportsTheScenes): the
// computer players (players/) and the engines' values in words (words/)
// sit outside, beside the drivers that use them.
package scenes
