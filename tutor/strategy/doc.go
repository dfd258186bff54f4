// Package strategy is the basic strategy chart as data: a table's chart of
// cells (Chart; hard, soft, pairs and the argentine ace declarations), each
// cell's code (H, S, D, Ds, P) and EV margin, the EVs behind a computed
// chart's cells (ChartEVs), the Spot a cell answers (section, row, up-card)
// and its key, the chart's decision for a hand (Chart.Decide), its printed
// forms (text in the book's or the document's letters, CSV, JSON), and the
// charts typed in from the online table's document (seeds/003: the
// published chart and the idle player's chart).
//
// It computes nothing: package tutor computes a table's chart exactly
// (tutor.Analysis.Chart) and grades decisions against it. It imports
// neither tutor nor ebiten.
package strategy
