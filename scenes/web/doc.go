// Package web is the page's hooks in the browser build (webapp/index.html
// and the browser tests of webapp/e2e); elsewhere Ready and Frame do
// nothing.
//
// The game tells the page when its first frame is drawn
// (sabotStarted, which takes the progress bar away), and the page reads
// what the game shows through globalThis.sabot:
//
//	sabot.state()      // JSON: {"frames", "keys", "button", "held", "fading", "scene", "table", "bankroll", "currency", "rounds", "busy", "bet", "school"}
//
// keys are the keys held at the last Update, as Ebitengine names them: a
// key the page sends is seen by the game once it is there, and released
// once it is gone (a key pressed and released between two Updates would
// be lost); button, likewise, is the left mouse button held. held is how
// many input events wait for the screen (during a fade or an animation:
// at most two are kept, scenes/app.go), fading whether the screens are
// changing. bankroll is the balance in the chosen table's currency.
//
// bet is the user's betting circle: box 4 at blackjack, Banco at Punto
// Banco (where the biggest Punto bet reads: a bet on Banco leaves the
// reading to the others).
//
//	sabot.schoolNext() // JSON: the point to click for the dealer school's step due, or null
//
// Points are in the game's design pixels (draw.DesignW × DesignH), which
// are the page's CSS pixels in a window of that size.
package web
