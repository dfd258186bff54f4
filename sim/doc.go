// Package sim plays many rounds through the real round engines — the same
// state machines, automatic dealer and checks that the game runs — to
// measure a table's return to player with its confidence interval. At the
// blackjack tables the player follows the tutor's computed chart, so the
// simulation is the independent check that the engine and the exact
// analysis agree; at Super Punto Banco it bets each side and checks the
// exact probabilities. Spread plays a Hi-Lo counter: a betting ramp on the
// true count and the table's index plays at each decision (CheckIndex
// checks two indices against real shoes).
//
// Like rules, game and tutor, the package never imports ebiten.
package sim
