// Package school is the dealer school: the student is the croupier at a
// blackjack table and takes every dealer's step himself — closing the bets,
// burning, dealing each card to its box face up or down, offering insurance
// or even money, asking "¿asegura?", "¿dobla?" or the ace's value where the
// table does, drawing or standing for the dealer, paying each bet with
// chips and collecting the losing ones in the regulation's order, and
// collecting the cards — while computer players sit, bet and decide.
//
// The round engine (game/blackjack) checks each step: a wrong one is
// stopped the moment it is taken, and the table shows what was due, why,
// and the article of the table's regulation with its words, in the
// regulation's own language. The desk's life below the screen — the
// round, the computer players, the step checked and its refusal, the
// incidents, the exam, the progress — is driver/schooldriver's, one loop
// for both games (schooldriver.Desk); this package is a view over it, the
// felts' places in layout/, the whole-article panel in article/. In
// practice the explanation comes at once; the exam
// (driver/schooldriver/exam.go) lasts a few rounds, timed, with the incidents on, no hint,
// no total shown and no take-back (the examiner takes the step due after a
// mistake); its mistakes are explained at the end of each round and of the
// exam, whose report for the teacher (tutor/exam) is written beside the
// saves and whose result is kept in the progress.
//
// A session starts with the opening of the table, and a new shoe is
// prepared when the cut card has come out (004 closes the table after the
// session's last hand): the steps game/opening checks, as buttons in a
// shuffled order, the box offered the cut clicked, the cut card's depth
// clicked on the sabot or set with - and +; a wrong step or value is
// stopped with its article like a round's. Skip skips one. A player
// may refuse the cut: it is offered again, to the next player clockwise.
// Super Punto Banco's regulation (002) states no opening: its table says
// so at each new shoe, and its coup starts with the bets closed.
//
// It may import its driver, session, widget, words, players and the low
// scene packages (draw, input); no other scene package: the menu is reached through
// session.Routes.
package school
