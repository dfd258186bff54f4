//go:build js

package scenes

import (
	"encoding/json"
	"fmt"
	"image"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"sabot/game/punto"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/pbtable"
	"sabot/scenes/school"
)

// The page's hooks (webapp/index.html and the browser tests of
// webapp/e2e): the game tells the page when its first frame is drawn
// (sabotStarted, which takes the progress bar away), and the page reads
// what the game shows through globalThis.sabot:
//
//	sabot.state()      // JSON: {"frames", "keys", "button", "held", "awake", "fading", "scene", "table", "bankroll", "currency", "rounds", "busy", "bet", "school"}
//
// keys are the keys held at the last Update, as Ebitengine names them: a
// key the page sends is seen by the game once it is there, and released
// once it is gone (a key pressed and released between two Updates would
// be lost); button, likewise, is the left mouse button held. held is how
// many input events wait for the screen (during a fade or an animation:
// at most two are kept, scenes/app.go), fading whether the screens are
// changing, awake whether the App asks for frames by itself (pace.go).
//
// bet is the user's betting circle: box 4 at blackjack, Banco at Punto
// Banco (where the biggest Punto bet reads: a bet on Banco leaves the
// reading to the others).
//	sabot.schoolNext() // JSON: the point to click for the dealer school's step due, or null
//
// Points are in the game's design pixels (draw.DesignW × DesignH), which
// are the page's CSS pixels in a window of that size.

// web is what the hooks read: the App once made, the frames counted, the
// keys held at the last one.
var web struct {
	app     *App
	frames  int
	keys    []ebiten.Key
	button  bool
	started bool
	funcs   []js.Func
}

// webReady installs the hooks once the App is made.
func webReady(a *App) {
	web.app = a
	obj := js.Global().Get("Object").New()
	add := func(name string, fn func() any) {
		f := js.FuncOf(func(js.Value, []js.Value) any { return fn() })
		web.funcs = append(web.funcs, f)
		obj.Set(name, f)
	}
	add("state", func() any { return webState(a) })
	add("schoolNext", func() any { return webSchoolNext(a) })
	js.Global().Set("sabot", obj)
}

// webFrame counts a frame (an Update), notes the keys held in it, and
// tells the page of the first.
func webFrame() {
	web.frames++
	web.keys = inpututil.AppendPressedKeys(web.keys[:0])
	web.button = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if !web.started && web.app != nil {
		web.started = true
		if f := js.Global().Get("sabotStarted"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}

// webPoint is a point for the page.
type webPoint struct {
	X int `json:"x"`
	Y int `json:"y"`
}

func webState(a *App) any {
	st := struct {
		Frames   int       `json:"frames"`
		Keys     []string  `json:"keys"`
		Button   bool      `json:"button"`
		Held     int       `json:"held"`
		Awake    bool      `json:"awake"`
		Fading   bool      `json:"fading"`
		Scene    string    `json:"scene"`
		Table    string    `json:"table"`
		Bankroll int64     `json:"bankroll"`
		Currency string    `json:"currency"`
		Rounds   int       `json:"rounds"`
		Busy     bool      `json:"busy"`
		Bet      *webPoint `json:"bet,omitempty"`
		School   *struct {
			Right   int  `json:"right"`
			Wrong   int  `json:"wrong"`
			Over    bool `json:"over"`
			Opening bool `json:"opening"`
		} `json:"school,omitempty"`
	}{Frames: web.frames, Button: web.button, Table: a.Settings.Table, Currency: save.Euro}
	if r, err := rules.ByID(a.Settings.Table); err == nil {
		st.Currency = r.Currency // the bankroll of the chosen table's money
	}
	st.Bankroll = int64(a.Wallet.Balance(st.Currency))
	st.Held, st.Awake, st.Fading = len(a.held), a.pace.awake.Load(), a.mgr.transitioning()
	for _, k := range web.keys {
		st.Keys = append(st.Keys, k.String())
	}
	if a.History != nil {
		st.Rounds = a.History.Len()
	}
	scene := a.Scene()
	st.Scene = fmt.Sprintf("%T", scene)
	switch s := scene.(type) {
	case *bjtable.Table:
		st.Busy = s.Busy()
		if b := felt.Layout(s.Rules()).Boxes; len(b) > 3 {
			st.Bet = &webPoint{int(b[3].Bet.X), int(b[3].Bet.Y)}
		}
	case *pbtable.Table:
		st.Busy = s.Busy()
		b := pbtable.PlacesOf(s.Rules()).Bet[punto.Banco]
		st.Bet = &webPoint{int(b[0]), int(b[1])}
	case interface {
		Score() (int, int, bool)
	}:
		st.School = &struct {
			Right   int  `json:"right"`
			Wrong   int  `json:"wrong"`
			Over    bool `json:"over"`
			Opening bool `json:"opening"`
		}{}
		st.School.Right, st.School.Wrong, st.School.Over = s.Score()
		if t, ok := scene.(*school.Table); ok {
			_, st.School.Opening = t.Opening()
		}
	}
	data, _ := json.Marshal(st)
	return string(data)
}

func webSchoolNext(a *App) any {
	var p image.Point
	ok := false
	switch s := a.Scene().(type) {
	case *school.Table:
		if _, opening := s.Opening(); opening {
			p, ok = s.NextClickOpen()
		} else if due, has := s.Due(); has {
			p, ok = s.NextClick(due)
		}
	case *school.Punto:
		if due, has := s.Due(); has {
			p, ok = s.NextClick(due)
		}
	}
	if !ok {
		return js.Null()
	}
	data, _ := json.Marshal(webPoint{p.X, p.Y})
	return string(data)
}
