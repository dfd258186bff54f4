// Package chart is the strategy chart full screen, opened from the drills
// and the lessons: a table's exact chart computed from the shoe, with, at
// the table whose casino publishes one, the published chart a click away
// and the cells where the two differ marked; a cell opens the why of its
// hand.
//
// It may import session, chartgrid, widget, study/page and the low scene
// packages; the why is reached through session.Routes.
package chart
