// Package croupier holds the dealer school's drills as plain logic: the
// payout drill (a winning bet and what the croupier pays on it, with the
// chips he pays with at the table) and the Tabella della Regola drill (a
// coup's cards and whether the side at turn draws), and the procedure
// drill: each table's procedures (opening, shuffle and cut, who is asked
// what and when in a round, closing) as ordered steps to put in order, and
// a quiz, each step and question with its article and the regulation's
// words, checked against the regulations themselves (procdata.go).
// CheckReaderCall and CheckBancoDraw grade a Punto Banco reader's call and
// the Banco draw by the Tabella della Regola (the table trainer's checks).
//
// The amounts come from the table's rules.RuleSet — BlackjackPays,
// InsurancePays, DesafioPays, PuntoPays, BancoPays with
// BancoCommissionPercent, EgalitePays — computed exactly as the round
// engines (game/blackjack, game/punto) compute their payments, and the
// draws from rules.PuntoRule and rules.BancoDraws, the rule the Punto Banco
// engine plays by; the tests check both against the engines' rounds.
//
// Randomness comes from a *rand.Rand passed in (rules.NewRand). Nothing here
// imports ebiten: the scene scenes/dealerdrill shows the drills.
package croupier
