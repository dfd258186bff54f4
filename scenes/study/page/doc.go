// Package page holds what the study screens share: the tables' strategy
// analyses computed in the background (Analyses), the blackjack tables to
// choose from, a page's targets and buttons (Hits), and a setup page's row
// labels and table tiles.
//
// It may import session, widget and the low scene packages; no screen.
package page
