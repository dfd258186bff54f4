// Package tutor is Sabot's exact strategy engine: the expected value of
// every blackjack decision at each of the four blackjack tables, computed by
// combinatorial analysis from any shoe composition; the total-dependent
// basic strategy chart of each table with the EV margin of each cell; the
// grading of a decision (best action, EV of each legal action, cost of the
// action taken); and the side decisions (insurance, even money, desafío).
//
// The analysis removes exactly every card drawn: the player's cards, the
// dealer's up-card and every card either of them draws (no infinite-deck
// shortcut). None of the four tables has a peek: the Italian dealers take
// their second card after the players, the Argentine dealer's face-down
// card is not looked at, so the EV of every action is unconditioned on the
// dealer's hand, and a dealer blackjack takes the whole stake of a box,
// doubles and splits included, except a player's blackjack, which pushes.
//
// Where the analysis simplifies, the doc comment of the function says so:
// split hands are played with the strategy of their own cards (they do not
// look at the other split hands' cards), and resplits are weighted by the
// number of pair cards drawn (see splitEV). ../docs/ANALYSIS.md has the
// method, the figures and the speed.
//
// # Entry points
//
//   - Analyze / AnalyzeRules: an Analysis of a rule set from a shoe
//     composition. Table gives the EV of every action of every two-card
//     hand against every up-card (splits included); RoundEV the value of a
//     round played at best; ChartEV that of a round played by a chart;
//     Chart the computed chart (a strategy.Chart: package tutor/strategy
//     holds the chart as data, its spots, printed forms and the charts of
//     the online table's document); Differences a comparison with another
//     chart, such as strategy.PublishedChart.
//   - Evaluate / GradeDecision: a DecisionPoint (rule set, hand, up-card,
//     unseen cards, legal actions) graded exactly: the best action, the EV
//     of each legal action, the cost of the one taken in percent of the
//     initial bet. Actions are named by the hand-script tokens (hit, stand,
//     double, split, insurance, no-insurance, even-money, no-even-money,
//     desafio, no-desafio, "ace 1", "ace 11", and a co-bettor's
//     follow-double, no-follow-double, follow-split, first-card,
//     second-card: his EVs are those of the holder's double or split of
//     the hand, on his own stake).
//   - Explain: the why of a decision point: each legal play's outcomes
//     (win, blackjack, push, bust, the dealer's blackjack ...) and the
//     terms its EV is the sum of, the dealer's distribution, the notes on
//     the table's rules (why.go, whyplays.go, whynotes.go); for a side
//     decision (insurance, even money, the desafío) the chance of the card
//     that decides it over the unseen cards, each answer's EV as a sum of
//     chance x payout and the break-even share (whyside.go); SpotPoint and
//     SidePoint, the decision of a chart cell or a side decision from a
//     full shoe.
//   - AnalyzePeek: the analysis as if the dealer peeked for blackjack
//     (peek.go), for comparisons; BookChart, the books' chart (six decks,
//     S17, DAS, peek) computed with it, and Analysis.BookDifferences, the
//     cells where a table's best play is not the book's (book.go).
//   - InsuranceEV, EvenMoneyEVs, DesafioEV: the side decisions.
//
// Built over it: tutor/learner, the learner's model (the course, the
// drills, the progress file); tutor/counting, the Hi-Lo count and its
// index plays; tutor/rtp, each table's return to player (Punto Banco's
// too). The chart as data is tutor/strategy, below it.
//
// The package never imports ebiten; its tests run with plain go test.
package tutor
