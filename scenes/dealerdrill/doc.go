// Package dealerdrill is the drills of the dealer school: short timed
// sessions that train what a croupier must do fast and without a mistake.
//
//   - Payouts, at the table chosen in the menu: a winning bet is on the
//     felt (a blackjack paid 3:2 on an odd stake, insurance 2:1, even money,
//     the argentine desafío, a Punto win 1:1, a Banco win 0.95:1 with the
//     commission, Egalité 8:1), and the student pays it as a croupier
//     does, by putting chips down, then Pay. The amount is checked against
//     the rule set, the way the round engines pay it (tutor/croupier).
//   - The Tabella della Regola of Super Punto Banco: Punto's and Banco's
//     cards, and whether the side at turn draws or stands, checked against
//     the rule the engine plays by.
//   - The procedures of the table chosen in the menu, from its regulation
//     (opening, shuffle and cut, who is asked what and when in a round,
//     closing): their steps shown shuffled, to click in the right order —
//     a wrong one is stopped with the step due, its article and the
//     regulation's words in the regulation's language — and a quiz of
//     three or four answers, each verdict with its article and quote.
//
// Each answer is timed; the streak, the best streak and a session summary
// (accuracy, average time) are shown. The logic is in tutor/croupier; this
// package only shows it and takes the clicks and keys.
//
// It may import session, widget, words, players and the low scene packages
// (draw, input, anim); no other scene package: the menu is reached through
// session.Routes.
package dealerdrill
