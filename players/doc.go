// Package players holds the computer players of the blackjack tables: where
// they sit (never at the user's home box), their names from the locale of
// the casino's country, their stakes, and their decisions (the chart's,
// with a deliberate mistake now and then). The play tables seat them around
// the user; the dealer school seats them for the student to deal to.
//
// It may import the engines (game/blackjack, rules, tutor, trainer) and
// locales; no scene package.
package players
