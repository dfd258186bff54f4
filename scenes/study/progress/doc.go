// Package progress is the player's progress at a table (Scene: the heat
// map of the chart's cells, the accuracy by session, the bankroll, the
// course and the counting drills) and the dealer school's (School), with
// the sample progress their screenshots show.
//
// It may import session, chartgrid, widget, study/page and the low scene
// packages; the menu is reached through session.Routes.
package progress
