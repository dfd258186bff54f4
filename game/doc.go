// Package game holds what the rounds of Sabot's two games share. Each game is
// a subpackage: game/blackjack and game/punto.
//
// A round is a state machine with a small surface, the same in both games:
//
//   - the state, read through methods;
//   - Legal: the actions legal now, for the dealer and for the players;
//   - Apply(action): the events it caused, or an *IllegalError naming the
//     action, why it is illegal, the article that rules it and what was legal;
//   - Done and Record: the round's end and its hand history.
//
// The dealer's steps (close bets, burn, deal a card to box N, offer
// insurance, draw for the dealer, settle box N, collect the cards) are
// actions exactly like the players' decisions. In play mode an automatic
// dealer applies the one dealer action due (NextDealerAction); in the dealer
// school a student applies them and Apply checks each one. Nothing in a round
// panics on any input.
//
// Incidents of the regulations (a card exposed, fallen, drawn unasked or
// too many) are brought into a round by Round.Incident; the remedy is then
// the dealer's step due, so the automatic dealer applies it and Apply
// checks a student's, with the article.
//
// A hand script may give the student's dealer steps ("dealer_steps"); its
// record then carries a School: how many steps were right and the first
// wrong one (a WrongStep, with what was due and the article).
package game
