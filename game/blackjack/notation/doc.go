// Package notation reads blackjack's actions as they are written in the
// records, the hand scripts and the dealer school (blackjack.Action.String
// writes them): a dealer's step ("deal box 3 hand 2", "pay box 2 main
// 15.00", "announce 19") with ParseDealerStep, a player's decision ("hit",
// "insurance 5", "ace 11") with ParseDecision. Each error names the token
// and what was expected, in one line.
package notation
