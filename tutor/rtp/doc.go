// Package rtp is each table's return to player, computed exactly: a
// blackjack table's main bet played at best, by the computed chart and by
// the online table's documents' charts, and its side bets (insurance, even
// money, the desafío, the Perfect Pair; TableReturns, PerfectPairEV); Super
// Punto Banco's chances and the house edge of each bet from a shoe
// (PuntoBanco, PuntoBancoProbabilities). `sabot ev` prints them.
//
// It imports tutor, never the reverse, and never imports ebiten.
package rtp
