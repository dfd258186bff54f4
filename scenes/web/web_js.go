//go:build js

package web

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
	"sabot/scenes/session"
)

// web is what the hooks read: the game once made, the frames counted, the
// keys and the button held at the last one.
var web struct {
	app     *session.Context
	inputs  Inputs
	frames  int
	keys    []ebiten.Key
	button  bool
	started bool
	funcs   []js.Func
}

// Ready installs the hooks once the game is made, over its Context and
// what holds its input.
func Ready(a *session.Context, in Inputs) {
	web.app, web.inputs = a, in
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

// Frame counts a frame (an Update), notes the keys and the button held in
// it, and tells the page of the first.
func Frame() {
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

// webState is sabot.state(): what the game shows, as JSON.
func webState(a *session.Context) any {
	st := struct {
		Frames   int       `json:"frames"`
		Keys     []string  `json:"keys"`
		Button   bool      `json:"button"`
		Held     int       `json:"held"`
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
	if web.inputs != nil {
		st.Held, st.Fading = web.inputs.HeldInputs(), web.inputs.Fading()
	}
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

// webSchoolNext is sabot.schoolNext(): the point to click for the dealer
// school's step due, as JSON, or null.
func webSchoolNext(a *session.Context) any {
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
