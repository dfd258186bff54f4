package input

import "image"

// Action is a named thing the user asks for.
type Action uint8

// The actions.
const (
	None       Action = iota
	Hit               // H: one more card
	Stand             // S: no more cards
	Double            // D: double the bet, one card
	Split             // P: split a pair
	Insurance         // I: insurance, even money, desafío: yes
	No                // N: no to the dealer's question
	Confirm           // Space or Enter: deal, confirm, choose
	Clear             // Backspace: clear the bets
	Repeat            // R: repeat last round's bets
	Mute              // M: sound off and on
	Fullscreen        // F11: full screen
	Back              // Esc: back to the previous screen
	Chart             // C: the strategy chart
	Hint              // F1 or ?: a hint
	Up                // ↑: previous item
	Down              // ↓: next item
	Left              // ←: previous value
	Right             // →: next value
	PageUp            // PgUp: a page up
	PageDown          // PgDn: a page down
	Rules             // F2: the rule sheet of the table
	Settings          // F3: the settings
	Select            // a click on an item: Event.Index says which
	AceOne            // 1: the argentine ace counts one
	AceEleven         // 2: the argentine ace counts eleven
	History           // F4: the hand history
	Export            // E: export the hand history to a file
	Turn              // T: turn one's Punto cards, show a battuta
	Seat              // U: stand up from one's seat, or sit down again
	Progress          // F5: the trainer's progress (accuracy, heat map, plots)
	Trainer           // F6: the trainer at the table, on and off
	TakeBack          // Z: take back a wrong decision the trainer stopped
	Reference         // Tab: the chart the trainer grades by (exact or published)
	Finish            // F: the game finishes a round brought back for the user (italian-online)
	Why               // W: why this play (the plays' outcomes, the dealer, the table's rules)
	Article           // A: the dealer school's whole article of the refusal or the step due
	InsureBJ          // B: a blackjack against the ace insured instead of even money (000 Art. 9, 004 Assicurazione)
	numActions
)

var actionNames = [numActions]string{
	"none", "hit", "stand", "double", "split", "insurance", "no", "confirm", "clear", "repeat",
	"mute", "fullscreen", "back", "chart", "hint", "up", "down", "left", "right", "page-up",
	"page-down", "rules", "settings", "select", "ace-one", "ace-eleven", "history", "export",
	"turn", "seat", "progress", "trainer", "take-back", "reference", "finish", "why",
	"article",
	"insure-blackjack",
}

// String returns the action's name, e.g. "hit".
func (a Action) String() string {
	if a >= numActions {
		return "unknown"
	}
	return actionNames[a]
}

// Event is one action of one tick. Index says which item a Select (or any
// clicked target) is about; it is zero for keys.
type Event struct {
	Action Action
	Index  int
}

// Target is a clickable area of the screen, in screen pixels, and the event a
// click on it makes.
type Target struct {
	Rect  image.Rectangle
	Event Event
}

// HitTest returns the event of the last target (the topmost) containing p.
func HitTest(targets []Target, p image.Point) (Event, bool) {
	for i := len(targets) - 1; i >= 0; i-- {
		if p.In(targets[i].Rect) {
			return targets[i].Event, true
		}
	}
	return Event{}, false
}
