// Package record is the hand history of a round of blackjack, as JSON: the
// dealer's hand, each box with its hands, side bets and co-bettors' stakes,
// the nets, the cards burnt and eliminated, the incidents, every action in
// notation, and the dealer school's verdict when a student dealt it. Of
// reads it from a blackjack.Round; the hand scripts (game/blackjack/script)
// return it, and the history file (save) keeps it.
package record
