// Package sound plays Sabot's sound effects and the dealer's calls.
//
// Sound is optional: the game must run, muted, on a machine without an audio
// device, and say so once. Ebitengine's audio.Context ends RunGame with an
// error when its device fails to open, so this package drives the device
// itself through oto (the library under Ebitengine's audio) and watches its
// errors: when the device cannot be opened, or fails later, the player goes
// quiet and Update reports it once. The MP3 files are decoded with
// Ebitengine's audio/mp3 (go-mp3), streamed, so nothing is decoded before it
// plays.
//
// The dealer's calls go through a queue, one after the other, so that
// "Banco sette, Punto sei" and "Egalité" never talk over each other; sound
// effects play at once.
package sound
