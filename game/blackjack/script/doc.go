// Package script plays one round of blackjack from a hand script: a JSON
// description of the table, a stacked shoe, the bets and the players'
// decisions in the order the round asks for them (see Script, and
// docs/SCRIPTS.md).
//
// Run reads a script and plays it through the engine of game/blackjack,
// returning the round's Record; a bad script is an *Error naming the field
// at fault. A script with "dealer_steps" is a dealer-school round: the
// student's steps, read by notation.ParseDealerStep, are checked one by
// one, and the verdict is the record's School; its "procedure" puts the
// opening of the table or a new shoe (game/opening) before the round, its
// steps first. A script's "incident" brings an incident into the round at a
// given point, as a scene does.
//
// The command `sabot replay` and the tests of game/blackjack play their
// rounds through this package.
package script
