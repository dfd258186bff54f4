package session

import (
	crand "crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/tutor/learner"
)

// UserName is the name of the user's boxes and bets in the engines' rounds
// and in the hand history.
const UserName = "you"

// The ids of the computer players' bets at Punto Banco, in the engine's
// rounds and the hand history: the prefix and then the position ("cpu3";
// "standing2" for a standing player). They are ids, not names: the screen
// shows the words of PuntoPlayerName.
const (
	PuntoComputer = "cpu"
	PuntoStanding = "standing"
)

// PuntoPlayerName returns the words for the player of a Punto Banco bet:
// "You" for the user, "player" or "standing player" for the computer's
// ids, and any other name as it is.
func PuntoPlayerName(loc *locales.Locale, player string) string {
	switch {
	case player == UserName:
		return loc.T(locales.BJYou)
	case idAt(player, PuntoStanding):
		return loc.T(locales.HistoryStandingPlayer)
	case idAt(player, PuntoComputer):
		return loc.T(locales.HistoryPlayer)
	}
	return player
}

// idAt reports whether id is prefix followed by a position number.
func idAt(id, prefix string) bool {
	n, ok := strings.CutPrefix(id, prefix)
	if !ok || n == "" {
		return false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// RecordMeta is what the table scenes add to an engine's hand record when
// they keep it in the history: which game, when the round ended, which
// player of the record is the user and his net. The history scene reads
// these fields ("game", "time", "you", "your_net"); a record without them
// is still shown, with what can be read from it.
type RecordMeta struct {
	// Game is "blackjack" or "punto-banco".
	Game string
	// Time is when the round ended.
	Time time.Time
	// You is the user's name in the record's boxes or bets.
	You string
	// YourNet is the user's net on the round.
	YourNet rules.Money
	// Currency is the ISO 4217 code of the round's money (the record's
	// "currency", which an export carries to an import); "" writes none.
	Currency string
}

// RoundCommit is a completed round as a table commits it.
type RoundCommit struct {
	// Meta and Record are the hand record for the history (an engine's
	// Record, written as a JSON object, with Meta's fields).
	Meta   RecordMeta
	Record any
	// Table is the rule set's id.
	Table string
	// Round is the round's id (the journal's); "" for none.
	Round string
	// BankrollPoint: the bankroll after the round goes into the trainer's
	// progress (a round the user played).
	BankrollPoint bool
}

// StartPlaySession opens a play session of the trainer's progress at a
// table: it is kept with the next round committed.
func (c *Context) StartPlaySession(table string, at time.Time) {
	if c.Progress == nil {
		return
	}
	c.Progress.StartSession(table, "play", at)
	c.pending.Session = &learner.Session{Start: at, End: at, Table: table, Mode: "play"}
}

// RecordDecision counts a graded decision of the round in progress in the
// trainer's progress: it is kept with the round when it is committed.
func (c *Context) RecordDecision(d learner.Decision) {
	if c.Progress == nil {
		return
	}
	c.Progress.Record(d)
	c.pending.Decisions = append(c.pending.Decisions, d)
}

// PendingProgress is what the round in progress has added to the trainer's
// progress so far (for its journal).
func (c *Context) PendingProgress() save.ProgressDelta { return c.pending }

// RestorePending puts back what the round of that id, brought back from
// its journal, had added to the progress: it is counted again (but for
// what the progress saved during that round already holds:
// save.Store.CheckpointHolds), and kept with the round.
func (c *Context) RestorePending(round string, d save.ProgressDelta) {
	c.pending, c.pendingRound = save.ProgressDelta{}, round
	if c.Progress == nil {
		return
	}
	held := save.OpenRound{}
	if c.Store != nil {
		held = c.Store.CheckpointHolds(round)
	}
	d.ApplyAfter(c.Progress, held)
	c.pending = d
}

// CommitRound commits a completed round once: one line of the round log
// (synced) holds its hand record, the bankroll after it (the user's net
// added, never below zero) and what it added to the trainer's progress;
// then the bankroll in memory changes, the progress is checkpointed, and
// the round's journal is removed. A round whose id is already in the log
// is not committed again. A failure is told on screen once; the game goes
// on, and what could not be written stays in memory (and the journal).
func (c *Context) CommitRound(rc RoundCommit) {
	if rc.Round != "" && c.History.HasRound(rc.Round) {
		c.RemoveJournal()
		return
	}
	raw, err := RecordWithMeta(rc.Meta, rc.Record)
	if err != nil {
		c.Notify(locales.NoticeSaveFailed, save.RoundLogFile, err)
		return
	}
	if rc.Table == "" {
		var head struct {
			Rules string `json:"rules"`
		}
		json.Unmarshal(raw, &head)
		rc.Table = head.Rules
	}
	// The round moves the bankroll of its table's money only; its
	// record says which money, for an export.
	cur := save.Euro
	if r, err := rules.ByID(rc.Table); err == nil && r.Currency != "" {
		cur = r.Currency
	}
	rc.Meta.Currency = cur
	if raw, err = RecordWithMeta(rc.Meta, rc.Record); err != nil {
		c.Notify(locales.NoticeSaveFailed, save.RoundLogFile, err)
		return
	}
	balance := max(c.Wallet.Balance(cur)+rc.Meta.YourNet, 0)
	delta := c.pending
	if rc.BankrollPoint && c.Progress != nil {
		delta.Bankroll = &learner.BankrollPoint{At: rc.Meta.Time, Table: rc.Table, Bankroll: balance, Currency: cur}
	}
	e := save.Entry{Kind: save.KindRound, Round: rc.Round, Table: rc.Table, Time: rc.Meta.Time,
		Currency: cur, Net: rc.Meta.YourNet, Balance: balance, Record: raw}
	if !delta.Empty() {
		e.Progress = &delta
	}
	if _, err := c.History.Append(e); err != nil {
		c.SaveFailed(save.RoundLogFile, err)
	} else {
		c.RemoveJournal()
	}
	c.Wallet.Set(cur, balance)
	if delta.Bankroll != nil {
		c.Progress.RecordBankroll(rc.Table, cur, balance, rc.Meta.Time)
	}
	c.pending, c.pendingRound = save.ProgressDelta{}, ""
	c.SaveProgress()
	c.saveWorks()
}

// SetBankroll sets the bankroll of b's currency without a round (a
// reset): a line of the round log says so. The other currencies' bankrolls
// stay as they are.
func (c *Context) SetBankroll(b save.Bankroll, at time.Time) {
	if _, err := c.History.Append(save.Entry{Kind: save.KindBankroll, Time: at, Currency: b.Currency, Balance: b.Balance}); err != nil {
		c.SaveFailed(save.RoundLogFile, err)
	}
	c.Wallet.Set(b.Currency, b.Balance)
}

// SaveFailed says that a file could not be written (a full disk, a
// read-only save directory): once, however many files fail after it, until
// saving works again (the next commit the disk takes says so). The game
// goes on, keeping what it could not write in memory: the round log writes
// the rounds it kept at the next commit the disk takes, before the new one.
func (c *Context) SaveFailed(file string, err error) {
	c.roundFailed = true
	if c.saveTrouble {
		return
	}
	c.saveTrouble = true
	dir := file
	if c.Store != nil {
		dir = shownPath(c.Store.Dir(), userHome())
	}
	c.Notify(locales.NoticeSaveRefused, dir, c.saveReason(err))
}

// saveWorks is called at the end of a commit: if a failure was told and
// the disk took every write of this round (its journal, its line, the
// progress) and the rounds kept in memory, the user is told that saving
// works again. A nearly full disk that takes a short line and refuses the
// next file is not "working again".
func (c *Context) saveWorks() {
	failed := c.roundFailed
	c.roundFailed = false
	if !c.saveTrouble || failed || c.History.Unsaved() > 0 {
		return
	}
	c.saveTrouble = false
	c.Notify(locales.NoticeSaveBack)
}

// saveReason is what the user is told of a write's failure: a full disk, a
// read-only folder, a folder he may not write in, in his language; the
// system's words for another error, the whole error without them.
func (c *Context) saveReason(err error) string {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return c.Loc.T(locales.NoticeSaveFull)
	case errors.Is(err, syscall.EROFS):
		return c.Loc.T(locales.NoticeSaveReadOnly)
	case errors.Is(err, fs.ErrPermission):
		return c.Loc.T(locales.NoticeSaveDenied)
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return err.Error()
}

// KeepRecord commits a finished round that has no journal (the screenshot
// sequences, tests): see CommitRound.
func (c *Context) KeepRecord(meta RecordMeta, rec any) {
	c.CommitRound(RoundCommit{Meta: meta, Record: rec})
}

// RecordWithMeta writes rec as a JSON object with meta's fields added.
func RecordWithMeta(meta RecordMeta, rec any) (json.RawMessage, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		return nil, fmt.Errorf("a hand record must be a JSON object: %w", err)
	}
	add := func(k string, v any) {
		b, _ := json.Marshal(v)
		obj[k] = b
	}
	add("game", meta.Game)
	add("time", meta.Time.Format(time.RFC3339))
	if meta.You != "" {
		add("you", meta.You)
	}
	add("your_net", meta.YourNet)
	if meta.Currency != "" {
		add("currency", meta.Currency)
	}
	return json.Marshal(obj)
}

// RemoveJournal removes the journal of the round in progress: the round is
// committed (or there is none).
func (c *Context) RemoveJournal() {
	if c.Store == nil {
		return
	}
	if err := c.Store.RemoveJournal(); err != nil {
		c.SaveFailed(save.JournalFile, err)
	}
}

// NewRoundID returns a new round's id: random, so that two runs never give
// the same one (the log refuses a round twice by its id). The round is the
// one in progress: what the trainer records until its commit is that
// round's (StartPlaySession, RecordDecision).
func (c *Context) NewRoundID() string {
	var b [8]byte
	crand.Read(b[:])
	c.pendingRound = hex.EncodeToString(b[:])
	return c.pendingRound
}
