// Package pace asks Ebitengine for the App's frames only while something
// moves.
//
// A card table is still most of the time: the player reads and decides.
// The window runs in Ebitengine's FPSModeVsyncOffMinimum, where a frame
// (Update, then Draw) comes only when an input does or ScheduleFrame asks
// for one. While the App is awake (its awake method, scenes/rest.go), the
// Pacer asks for a frame every 1/60 s and the ticks run at 60 per second
// by the clock, exactly as they would in the default mode: every animation
// and the dealer's timing are counted in ticks and last as long. While it
// is still, no frame is asked for and the process sleeps; each input then
// brings one frame of one tick (SyncWithFPS), which answers it at once (a
// hover, a click that sets something moving, which wakes the App again).
//
// Tests and the screenshot command never start the Pacer, and the
// virtualization guest's ticks are driven by its host, one tick each: their
// ticks are driven from outside.
package pace
