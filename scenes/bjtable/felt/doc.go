// Package felt is where everything goes on a blackjack table's felt, in
// design units (the 1280×800 canvas of draw.Frame): the boxes and their
// betting circles, the dealer's cards, the shoe, the discard and the tray,
// each hand's cards (split hands laid out in a grid clear of the others),
// and each kind of bet's chip stack (StackKind). It draws nothing; the
// table scene (scenes/bjtable) places its cards and chips by it.
//
// It imports draw and rules only.
package felt
