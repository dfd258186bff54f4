// Package draw paints Sabot's table furniture with vector shapes and the Go
// fonts: cards at any size, chips by denomination, the blackjack and Punto
// Banco felts, the sabot with its cut card, flags, buttons that show their
// key, panels.
//
// Everything is drawn in design units on a 1280×800 canvas (Frame maps them
// to screen pixels, keeping the proportions) so that it stays crisp at any
// window size. What does not change from frame to frame is painted once into
// images (a Deck of 53 card images, a ChipSet, a scene's layer) that are
// rebuilt only when the size or the language changes; the per-frame work is
// DrawImage with options kept in the caller, which does not allocate.
package draw
