package session

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/save"
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
}

// KeepRecord appends a finished round's hand record (an engine's Record,
// written as a JSON object) to the history, with meta's fields, and saves
// the history. A failure is told on screen; the game goes on.
func (a *Context) KeepRecord(meta RecordMeta, rec any) {
	raw, err := RecordWithMeta(meta, rec)
	if err == nil {
		err = a.History.Append(raw)
	}
	if err != nil {
		a.Notify(locales.NoticeSaveFailed, save.HistoryFile, err)
		return
	}
	if a.Store == nil {
		return
	}
	if err := a.Store.SaveHistory(a.History); err != nil {
		a.Notify(locales.NoticeSaveFailed, save.HistoryFile, err)
	}
}

// recordWithMeta writes rec as a JSON object with meta's fields added.
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
	return json.Marshal(obj)
}

// historyExport is the file ExportHistory writes.
type HistoryExport struct {
	App      string            `json:"app"`
	Exported string            `json:"exported"`
	Records  []json.RawMessage `json:"records"`
}

// ExportHistory writes the whole hand history to a dated JSON file in the
// save directory (os.UserConfigDir()/sabot), or in the user's home when
// there is none, and returns its path.
func (a *Context) ExportHistory(now time.Time) (string, error) {
	dir := ""
	if a.Store != nil {
		dir = a.Store.Dir()
	} else if d, err := save.DefaultDir(); err == nil {
		dir = d
	} else if home, err := os.UserHomeDir(); err == nil {
		dir = home
	} else {
		return "", fmt.Errorf("no directory to write to: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	recs := a.History.Records
	if recs == nil {
		recs = []json.RawMessage{}
	}
	data, err := json.MarshalIndent(HistoryExport{App: "sabot", Exported: now.Format(time.RFC3339), Records: recs}, "", " ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "history-"+now.Format("2006-01-02-150405")+".json")
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return "", err
	}
	return path, nil
}
