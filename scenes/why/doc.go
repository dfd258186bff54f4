// Package why is the "Why?" view of a blackjack decision: for each legal
// play a stacked bar of the hand's outcomes (blackjack, the dealer's bust,
// a better total, push, a worse one, the player's bust, the dealer's
// blackjack) and the terms its EV is the sum of; the dealer's final-total
// distribution from his up-card with the hand's cards out of the shoe; the
// table's rules where they bear on the decision; and, one key away (Tab),
// the cells where this table's best play is not the book chart's, with
// what each is worth. A side decision (insurance, even money, the
// desafío) has its own page (side.go): each answer's bar and EV terms, the
// unseen cards that decide it against the break-even share, the
// break-even worked out. Everything comes from tutor.Explain and
// tutor.Analysis.BookDifferences, computed on another goroutine; the
// scene only draws.
//
// It is opened through session.Routes.Why from the trainer's panel at the
// table, from a chart cell and from a drill's or a lesson's question; Esc
// returns to the scene it came from.
package why
