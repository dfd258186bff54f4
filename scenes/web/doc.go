// Package web is the page's hooks in the browser build (webapp/index.html
// and the browser tests of webapp/e2e); elsewhere Ready and Frame do
// nothing.
//
// The game tells the page when its first frame is drawn
// (sabotStarted, which takes the progress bar away), and the page reads
// what the game shows through globalThis.sabot:
//
//	sabot.state()      // JSON: {"frames", "scene", "table", "bankroll", "rounds", "busy", "bet", "school"}
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
