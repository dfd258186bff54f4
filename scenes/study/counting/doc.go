// Package counting is the counting drills of a blackjack table, opened
// from the strategy drills: the cards shown one at a time, then the
// running count, a round's count or the true count typed in and graded,
// each answer recorded in the progress.
//
// It may import session, widget, study/page and the low scene packages;
// the menu is reached through session.Routes.
package counting
