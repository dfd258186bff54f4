// Package layout is where things stand on the dealer school's felts, in
// design units: the boxes, the hands' cards, the stakes and the side bets,
// the dealer's cards at a blackjack table; the positions, their bets'
// circles, the hands in the middle and the reader's cards at Punto Banco.
// It paints nothing: scenes/school paints at these places.
package layout
