package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/punto"
	"sabot/rules"
)

// The hand records of the history are the engines' JSON (record.Record,
// punto.Record) with the fields the table scenes add ("game", "time",
// "you", "your_net"). A record is checked when it is appended and when the
// history is loaded, so that the history screen reads only records it can
// show.

// The games of the history's records.
const (
	GameBlackjack  = "blackjack"
	GamePuntoBanco = "punto-banco"
)

// maxBoxNumber bounds the box and hand numbers of a record's decisions.
const maxBoxNumber = 99

// RecordGame returns the game of a hand record: its "game" field, or for a
// record without one, blackjack when it has a dealer and Punto Banco when
// it has a Punto hand; "" when it is none of them.
func RecordGame(game string, hasDealer, hasPunto bool) string {
	switch {
	case game != "":
		if game == GameBlackjack || game == GamePuntoBanco {
			return game
		}
		return ""
	case hasDealer:
		return GameBlackjack
	case hasPunto:
		return GamePuntoBanco
	}
	return ""
}

// recordHead is what every record is read for first.
type recordHead struct {
	Game    string           `json:"game"`
	Time    string           `json:"time"`
	You     string           `json:"you"`
	YourNet *rules.Money     `json:"your_net"`
	Dealer  *json.RawMessage `json:"dealer"`
	Punto   *json.RawMessage `json:"punto"`
}

// validRecord reports what makes a hand record unreadable.
func validRecord(rec json.RawMessage) error {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(rec, &obj); err != nil {
		return fmt.Errorf("not a JSON object: %v", err)
	}
	var head recordHead
	if err := json.Unmarshal(rec, &head); err != nil {
		return fmt.Errorf("hand record: %v", err)
	}
	switch RecordGame(head.Game, head.Dealer != nil, head.Punto != nil) {
	case GameBlackjack:
		var r record.Record
		if err := json.Unmarshal(rec, &r); err != nil {
			return fmt.Errorf("blackjack record: %v", err)
		}
		for i, a := range r.Actions {
			if _, _, err := ParseRecordAction(a); err != nil {
				return fmt.Errorf("blackjack record: actions[%d]: %v", i, err)
			}
		}
		dealt := []rules.Cards{r.Dealer.Cards, r.Burnt, r.Eliminated}
		for _, b := range r.Boxes {
			for _, h := range b.Hands {
				dealt = append(dealt, h.Cards)
			}
		}
		if err := checkDealt(r.Rules, dealt...); err != nil {
			return fmt.Errorf("blackjack record: %v", err)
		}
	case GamePuntoBanco:
		var r punto.Record
		if err := json.Unmarshal(rec, &r); err != nil {
			return fmt.Errorf("punto banco record: %v", err)
		}
		if err := checkDealt(r.Rules, r.Punto.Cards, r.Banco.Cards, r.Burnt); err != nil {
			return fmt.Errorf("punto banco record: %v", err)
		}
	default:
		if head.Game != "" {
			return fmt.Errorf("hand record of game %q: want %s or %s", head.Game, GameBlackjack, GamePuntoBanco)
		}
		return errors.New("hand record of no game: no dealer, no Punto hand")
	}
	return nil
}

// checkDealt reports a card a round could not have dealt: one that is no
// card, or more copies of a card than the table's decks hold.
func checkDealt(table string, groups ...rules.Cards) error {
	var all rules.Cards
	for _, cs := range groups {
		for _, c := range cs {
			if !c.Valid() {
				return fmt.Errorf("card %v: not a card", c)
			}
		}
		all = append(all, cs...)
	}
	if rs, err := rules.ByID(table); err == nil {
		return rules.CheckStack(all, rs.Decks)
	}
	return nil
}

// RecordDecision is a player's decision read from a blackjack record's
// actions.
type RecordDecision struct {
	// Box and Hand are the box (from 1) and its hand (from 1).
	Box, Hand int
	// Stake is the co-bettor's stake the decision is for (2, 3…), 0 for
	// the box's holder.
	Stake int
	// Action is the decision.
	Action blackjack.Action
}

// ParseRecordAction reads one action of a blackjack record. A player's
// decision ("box 4: hit", "box 4 hand 2: stand", a co-bettor's "box 4
// stake 2: follow-double", as blackjack.Logged writes it) is returned with
// ok true; a dealer's step ("deal box 3",
// "burn 5") with ok false. The error names what cannot be read in a
// player's decision.
func ParseRecordAction(s string) (d RecordDecision, ok bool, err error) {
	head, tok, player := strings.Cut(s, ": ")
	if !player {
		return RecordDecision{}, false, nil
	}
	f := strings.Fields(head)
	bad := fmt.Errorf("decision %q: want \"box N: decision\" or \"box N hand M: decision\", with \"stake S\" before the colon for a co-bettor", clip(s))
	if n := len(f); n >= 4 && f[n-2] == "stake" {
		if d.Stake, err = number(f[n-1]); err != nil || d.Stake < 2 {
			return RecordDecision{}, false, bad
		}
		f = f[:n-2]
	}
	if (len(f) != 2 && len(f) != 4) || f[0] != "box" || (len(f) == 4 && f[2] != "hand") {
		return RecordDecision{}, false, bad
	}
	d.Hand = 1
	if d.Box, err = number(f[1]); err != nil {
		return RecordDecision{}, false, bad
	}
	if len(f) == 4 {
		if d.Hand, err = number(f[3]); err != nil {
			return RecordDecision{}, false, bad
		}
	}
	if d.Action, err = notation.ParseDecision(tok); err != nil {
		return RecordDecision{}, false, fmt.Errorf("decision %q: %s", clip(s), clip(err.Error()))
	}
	return d, true, nil
}

// number reads a box or hand number, 1 to maxBoxNumber.
func number(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxBoxNumber {
		return 0, fmt.Errorf("%q: want 1 to %d", s, maxBoxNumber)
	}
	return n, nil
}

// clip shortens what an error quotes from a file to its first 60
// characters.
func clip(s string) string {
	n := 0
	for i := range s {
		if n == 60 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
