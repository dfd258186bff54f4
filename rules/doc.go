// Package rules holds what Sabot's tables are made of: cards and their
// notation, shoes, money in integer cents, blackjack totals, Punto Banco
// points with the Tabella della Regola, and a RuleSet value for each of the
// five tables, every field tied to the article of the regulation it comes
// from.
//
// The package is pure Go and never imports ebiten: its tests, and those of
// every package built on it, run with plain `go test`.
//
// Card notation is one rank letter (A 2-9 T J Q K) and one suit letter
// (S H D C), e.g. "AS TD 9C"; hands and shoes are space-separated lists.
// The same notation is used by String methods, tests, hand scripts and hand
// histories.
package rules
