// Package session is what every scene shares and how scenes reach one
// another, in one small low package that every scene package imports (the
// way quasilyte/roboden-game keeps src/session apart from src/scenes/...).
//
// Context holds the fonts, the language, the settings, the bankroll and
// the hand history, the store on disk, the trainer's progress, the sound,
// the random source, the computer players' seating (Seating: the seats of
// the first sit-down at every one), the frame and the notices, with the
// ways to save them and to keep a round's record. Scene is the interface every screen
// implements; Context.GoTo fades to another scene, and Routes are the
// constructors of the scenes of other packages (the menu, a table, the hand
// history, the progress), filled in by the root package scenes, so that no
// scene package imports another. Mode is how the user sits at a table.
//
// The root's App runs the scene manager and the frame loop and is the
// Context's Host.
//
// The name is the one roboden gives the same thing: the game's session,
// shared by its scenes. It may import the engines and the data (rules,
// tutor, locales, assets, save) and the low scene packages draw, input and
// sound; never a scene package, nor the root.
package session
