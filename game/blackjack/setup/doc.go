// Package setup is what a round of blackjack starts from: the table's rule
// set, the shoe, and the bets on the boxes (with the co-bettors' stakes
// behind them), and their check against the table's rules and limits —
// boxes, minimum and maximum, Perfect Pair, standing players, a player
// alone or with others waiting, the credit at the table, the bets behind a
// box (see Setup.Validate). A bet the rules refuse is an *Error naming the
// bet, the field and the reason, with the key of its message in the
// language files. blackjack.New checks a Setup before it deals; a table's
// driver checks the bets before it deals them.
package setup
