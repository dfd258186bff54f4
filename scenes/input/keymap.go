package input

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
)

// Binding ties a key (with Shift or not) to an action.
type Binding struct {
	Key    ebiten.Key
	Shift  bool // the binding needs Shift held ("?" is Shift+/)
	Action Action
}

// Keymap is every key of the game. The first binding of an action is the
// one its button shows.
var Keymap = []Binding{
	{Key: ebiten.KeyH, Action: Hit},
	{Key: ebiten.KeyS, Action: Stand},
	{Key: ebiten.KeyD, Action: Double},
	{Key: ebiten.KeyP, Action: Split},
	{Key: ebiten.KeyI, Action: Insurance},
	{Key: ebiten.KeyN, Action: No},
	{Key: ebiten.KeySpace, Action: Confirm},
	{Key: ebiten.KeyEnter, Action: Confirm},
	{Key: ebiten.KeyNumpadEnter, Action: Confirm},
	{Key: ebiten.KeyBackspace, Action: Clear},
	{Key: ebiten.KeyR, Action: Repeat},
	{Key: ebiten.KeyM, Action: Mute},
	{Key: ebiten.KeyF11, Action: Fullscreen},
	{Key: ebiten.KeyEscape, Action: Back},
	{Key: ebiten.KeyC, Action: Chart},
	{Key: ebiten.KeyF1, Action: Hint},
	{Key: ebiten.KeySlash, Shift: true, Action: Hint},
	{Key: ebiten.KeyArrowUp, Action: Up},
	{Key: ebiten.KeyArrowDown, Action: Down},
	{Key: ebiten.KeyArrowLeft, Action: Left},
	{Key: ebiten.KeyArrowRight, Action: Right},
	{Key: ebiten.KeyPageUp, Action: PageUp},
	{Key: ebiten.KeyPageDown, Action: PageDown},
	{Key: ebiten.KeyF2, Action: Rules},
	{Key: ebiten.KeyF3, Action: Settings},
	{Key: ebiten.KeyDigit1, Action: AceOne},
	{Key: ebiten.KeyNumpad1, Action: AceOne},
	{Key: ebiten.KeyDigit2, Action: AceEleven},
	{Key: ebiten.KeyNumpad2, Action: AceEleven},
	{Key: ebiten.KeyF4, Action: History},
	{Key: ebiten.KeyE, Action: Export},
	{Key: ebiten.KeyT, Action: Turn},
	{Key: ebiten.KeyU, Action: Seat},
	{Key: ebiten.KeyF5, Action: Progress},
	{Key: ebiten.KeyF6, Action: Trainer},
	{Key: ebiten.KeyZ, Action: TakeBack},
	{Key: ebiten.KeyTab, Action: Reference},
	{Key: ebiten.KeyF, Action: Finish},
	{Key: ebiten.KeyW, Action: Why},
	{Key: ebiten.KeyA, Action: Article},
	{Key: ebiten.KeyB, Action: InsureBJ},
}

// KeyOf returns the first key bound to an action, and false for an action
// without a key (Select).
func KeyOf(a Action) (Binding, bool) {
	for _, b := range Keymap {
		if b.Action == a {
			return b, true
		}
	}
	return Binding{}, false
}

// Label returns the name of the key a button shows for an action: a letter
// ("H"), a function key ("F11"), an arrow, or a translated name ("Spazio").
// It is "" for an action without a key.
func Label(loc *locales.Locale, a Action) string {
	b, ok := KeyOf(a)
	if !ok {
		return ""
	}
	switch b.Key {
	case ebiten.KeySpace:
		return loc.T(locales.KeySpace)
	case ebiten.KeyEscape:
		return loc.T(locales.KeyEsc)
	case ebiten.KeyBackspace:
		return loc.T(locales.KeyBackspace)
	case ebiten.KeyEnter:
		return loc.T(locales.KeyEnter)
	case ebiten.KeyArrowUp:
		return "↑"
	case ebiten.KeyArrowDown:
		return "↓"
	case ebiten.KeyArrowLeft:
		return "←"
	case ebiten.KeyArrowRight:
		return "→"
	case ebiten.KeyPageUp:
		return loc.T(locales.KeyPageUp)
	case ebiten.KeyPageDown:
		return loc.T(locales.KeyPageDown)
	case ebiten.KeyTab:
		return loc.T(locales.KeyTab)
	case ebiten.KeySlash:
		return "/"
	case ebiten.KeyDigit1:
		return "1"
	case ebiten.KeyDigit2:
		return "2"
	}
	return b.Key.String()
}
