// Package save keeps what Sabot remembers between runs: the settings, the
// bankroll, the hand history and the trainer's progress (tutor.Progress), as
// JSON files in os.UserConfigDir()/sabot/.
//
// Every file carries a version and is written atomically (a temporary file in
// the same directory, synced, then renamed over the old one), so a crash
// never leaves half a file. A file that cannot be decoded, that holds values
// out of range, or that comes from an unknown version is moved aside as
// NAME.bad, the defaults are used, and Load returns a Notice (a locale key
// and its arguments) for the game to show: a bad file never stops the game.
//
// Hand records are the engines' JSON values, kept as json.RawMessage as
// they were written; a record is appended, and a history file loads, only
// when the history screen can read every record (a known game, the engine's
// record shape, players' decisions it can read: see History.Validate).
//
// The package does not import ebiten; its tests run without a display.
package save
