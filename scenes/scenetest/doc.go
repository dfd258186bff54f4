// Package scenetest drives the real game in the tests of the scene
// packages: no window, no sound, no input but what a test feeds, seed 1, in
// English.
//
// A scene package's tests cannot import the root package scenes (it imports
// them), so the game is reached through Start, which the package's external
// test file sets to scenes.Headless:
//
//	package menus_test
//
//	func init() { scenetest.Start = scenes.Headless }
//
// scenetest imports only session and input; only tests import it.
package scenetest
