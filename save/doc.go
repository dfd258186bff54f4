// Package save keeps what Sabot remembers between runs, in
// os.UserConfigDir()/sabot/: the settings (settings.json), the round log
// (rounds.log and its index rounds.idx: every completed round, the
// bankroll after it, what it added to the trainer's progress), the
// trainer's progress (progress.json, a checkpoint of the log) and the
// journal of the round in progress (round.journal). docs/RELIABILITY.md
// tells the whole design and its figures.
//
// A round is committed once: one line of the log, synced (RoundLog.Append).
// The bankrolls are derived from the log, one per currency (Wallet: a
// line says its currency, and moves only that bankroll); the progress is
// checkpointed with
// the log's Seq and caught up from the lines after it (Store.LoadProgress).
// The log's and the journal's lines carry a checksum and a length, so that
// a line cut short by a crash is detected and dropped, never taken as data.
//
// The settings and progress files are written atomically (a temporary
// file in the same directory, synced, then renamed). A file that cannot be
// decoded, that holds values out of range, or that comes from an unknown
// older version is moved aside as NAME.bad, the defaults are used, and
// Load returns a Notice (a locale key and its arguments) for the game to
// show: a bad file never stops the game. A file from a newer version is
// left as it is and never written. The bankroll and history files of
// version 1 are migrated into the log on the first start (migrate.go).
//
// Hand records are the engines' JSON values, kept as json.RawMessage as
// they were written; a record is appended only when the history screen
// can read it (a known game, the engine's record shape, players' decisions
// it can read: see validRecord).
//
// The package does not import ebiten; its tests run without a display.
package save
