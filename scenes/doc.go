// Package scenes is Sabot's Ebitengine front end: the App (an ebiten.Game),
// the scene manager with its fade, and the scenes that do not need a round
// engine — the menu, the settings and the rule sheet — plus the offscreen
// screenshot used for the README and by tests.
//
// A scene implements Scene: Layout rebuilds what it caches for the current
// size and language, Update takes the tick's input.Events (keys and clicks
// already turned into named actions), Draw only reads and does not allocate,
// and Targets lists its clickable areas. App.GoTo switches scenes with a
// fade counted in ticks; while a scene reports Busy (its anim.Queue is
// running), its input is held. The table scenes plug in through TableScene
// in modes.go.
//
// Subpackages: draw (cards, chips, felt, widgets), input (the keymap and
// the actions), anim (the tick-counted animation queue), sound (effects and
// the dealer's calls, optional at run time) and save (settings, bankroll and
// history on disk).
package scenes
