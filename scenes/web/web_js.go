//go:build js

package scenes

import (
	"encoding/json"
	"fmt"
	"image"
	"syscall/js"

	"sabot/game/punto"
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
//	sabot.state()      // JSON: {"frames", "scene", "table", "bankroll", "rounds", "busy", "bet", "school"}
//
// bet is the user's betting circle: box 4 at blackjack, Banco at Punto
// Banco (where the biggest Punto bet reads: a bet on Banco leaves the
// reading to the others).
//	sabot.schoolNext() // JSON: the point to click for the dealer school's step due, or null
//
// Points are in the game's design pixels (draw.DesignW × DesignH), which
// are the page's CSS pixels in a window of that size.

// web is what the hooks read: the App once made, the frames counted.
var web struct {
	app     *App
	frames  int
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

// webFrame counts a frame (an Update) and tells the page of the first.
func webFrame() {
	web.frames++
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
		Scene    string    `json:"scene"`
		Table    string    `json:"table"`
		Bankroll int64     `json:"bankroll"`
		Rounds   int       `json:"rounds"`
		Busy     bool      `json:"busy"`
		Bet      *webPoint `json:"bet,omitempty"`
		School   *struct {
			Right   int  `json:"right"`
			Wrong   int  `json:"wrong"`
			Over    bool `json:"over"`
			Opening bool `json:"opening"`
		} `json:"school,omitempty"`
	}{Frames: web.frames, Table: a.Settings.Table, Bankroll: int64(a.Bankroll.Balance)}
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
