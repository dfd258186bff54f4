package save

import (
	"encoding/json"
	"fmt"

	"sabot/locales"
	"sabot/rules"
)

// Speed is the game speed setting: how long animations last.
type Speed string

// The game speeds. At SpeedInstant the blackjack table deals with no
// travel: the cards land at once, the computer players' decisions and the
// dealer's cards come in one go (a file written before it existed never
// names it).
const (
	SpeedSlow    Speed = "slow"
	SpeedNormal  Speed = "normal"
	SpeedFast    Speed = "fast"
	SpeedInstant Speed = "instant"
)

// Speeds returns the speeds in the order the settings list them.
func Speeds() []Speed { return []Speed{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant} }

// Factor is how many times longer than normal an animation lasts, in
// percent: 150 slow, 100 normal, 50 fast, 0 instant (no animation: see
// anim.Scale).
func (s Speed) Factor() int {
	switch s {
	case SpeedSlow:
		return 150
	case SpeedFast:
		return 50
	case SpeedInstant:
		return 0
	}
	return 100
}

// Key returns the locale key of the speed's name.
func (s Speed) Key() locales.Key {
	switch s {
	case SpeedSlow:
		return locales.SpeedSlow
	case SpeedFast:
		return locales.SpeedFast
	case SpeedInstant:
		return locales.SpeedInstant
	}
	return locales.SpeedNormal
}

// The ranges of the settings.
const (
	MaxVolume          = 100
	MaxComputerPlayers = 6
)

// Settings are the user's choices.
type Settings struct {
	// Lang is the language of the game.
	Lang locales.Lang `json:"lang"`
	// Volume is the sound volume, 0-100.
	Volume int `json:"volume"`
	// Muted: no sound at all.
	Muted bool `json:"muted"`
	// Speed is the game speed.
	Speed Speed `json:"speed"`
	// ShowTotals: the totals are shown next to each hand.
	ShowTotals bool `json:"show_totals"`
	// ComputerPlayers is how many computer players sit at the table, 0-6.
	ComputerPlayers int `json:"computer_players"`
	// Table is the id of the table last chosen in the menu.
	Table string `json:"table"`
	// TakeBack: at the trainer, a wrong decision may be taken back once,
	// before the cards move on. A file written before the trainer had it
	// reads as true.
	TakeBack bool `json:"trainer_take_back"`
	// ShowShoeEV: the blackjack tables show the exact EV of the shoe.
	ShowShoeEV bool `json:"trainer_shoe_ev"`
	// ShowCount: the blackjack tables show the Hi-Lo count.
	ShowCount bool `json:"trainer_hi_lo"`
	// ChartReference is the chart the trainer grades by where the casino
	// publishes one (italian-online): the exact chart or the casino's.
	ChartReference ChartReference `json:"trainer_chart_reference,omitempty"`
	// SchoolHideTotals: the dealer school shows no total of a hand, the
	// dealer's neither, so that the student counts each one himself. A
	// file written before the school had it reads as false (shown).
	SchoolHideTotals bool `json:"school_hide_totals,omitempty"`
}

// ChartReference is the chart the trainer grades by at a table whose casino
// publishes its own.
type ChartReference string

// The references: the exact chart computed from the shoe (also ""), or the
// chart the casino publishes.
const (
	ReferenceExact     ChartReference = "exact"
	ReferencePublished ChartReference = "published"
)

// Published reports whether the reference is the casino's chart.
func (r ChartReference) Published() bool { return r == ReferencePublished }

// UnmarshalJSON reads the settings; the trainer's settings missing from a
// file written before they existed take their defaults.
func (s *Settings) UnmarshalJSON(data []byte) error {
	type plain Settings
	p := plain{TakeBack: true}
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*s = Settings(p)
	return nil
}

// DefaultSettings returns the settings of a first run in the given language.
func DefaultSettings(lang locales.Lang) Settings {
	if !lang.Valid() {
		lang = locales.English
	}
	return Settings{
		Lang:            lang,
		Volume:          80,
		Speed:           SpeedNormal,
		ShowTotals:      true,
		ComputerPlayers: 3,
		Table:           rules.IDs()[0],
		TakeBack:        true,
	}
}

// Validate reports the first setting out of its range.
func (s Settings) Validate() error {
	switch {
	case !s.Lang.Valid():
		return fmt.Errorf("lang %q: want it, es or en", s.Lang)
	case s.Volume < 0 || s.Volume > MaxVolume:
		return fmt.Errorf("volume %d: want 0-%d", s.Volume, MaxVolume)
	case s.Speed != SpeedSlow && s.Speed != SpeedNormal && s.Speed != SpeedFast && s.Speed != SpeedInstant:
		return fmt.Errorf("speed %q: want slow, normal, fast or instant", s.Speed)
	case s.ComputerPlayers < 0 || s.ComputerPlayers > MaxComputerPlayers:
		return fmt.Errorf("computer_players %d: want 0-%d", s.ComputerPlayers, MaxComputerPlayers)
	case s.ChartReference != "" && s.ChartReference != ReferenceExact && s.ChartReference != ReferencePublished:
		return fmt.Errorf("trainer_chart_reference %q: want exact or published", s.ChartReference)
	}
	if _, err := rules.ByID(s.Table); err != nil {
		return fmt.Errorf("table: %w", err)
	}
	return nil
}

// Bankroll is the player's money in one currency: a journal's head keeps
// the bankroll of its round's currency at the round's start (Wallet holds
// every currency's).
type Bankroll struct {
	// Balance is what the player has.
	Balance rules.Money `json:"balance"`
	// Currency is its ISO 4217 code; "" is the euro (the files written
	// before the bankrolls were kept apart).
	Currency string `json:"currency,omitempty"`
}

// Validate reports a balance that cannot be, or a currency no table plays
// in.
func (b Bankroll) Validate() error {
	if b.Balance < 0 {
		return fmt.Errorf("balance %v: negative", b.Balance)
	}
	return checkCurrency(b.Currency)
}

// History is the hand history file of version 1 (history.json): the
// records of the last rounds, oldest first. It is read once, to migrate it
// into the round log.
type History struct {
	// Records are the engines' hand records, as they wrote them.
	Records []json.RawMessage `json:"records"`
}

// Append adds a record. The record must be one the history can read (see
// Validate).
func (h *History) Append(rec json.RawMessage) error {
	if err := validRecord(rec); err != nil {
		return err
	}
	h.Records = append(h.Records, append(json.RawMessage(nil), rec...))
	return nil
}

// Validate reports the first record the history cannot read: not a JSON
// object, of no game it knows, with fields of the wrong type or a player's
// decision that cannot be read (see validRecord).
func (h History) Validate() error {
	for i, r := range h.Records {
		if err := validRecord(r); err != nil {
			return fmt.Errorf("record %d: %w", i+1, err)
		}
	}
	return nil
}
