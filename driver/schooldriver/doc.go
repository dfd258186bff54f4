// Package schooldriver drives the dealer school's life below the screen,
// for both games: the round or coup at the desk, the student's dealer
// step checked by the engine (game/blackjack, game/punto) and, refused,
// the article of the table's regulation it breaks with its whole sentence,
// the computer players who answer, the incidents at the rate the student
// chooses, the exam (its five rounds, its sheet and its report's data),
// the hints, and the steps, rounds and exams counted in the student's
// progress through the Host.
//
// The two games share one loop (Desk): Think lets the computer players or
// the reader answer, Try checks the student's step, Due and Article say
// the step due and its article, and the shared state (Core) holds the
// score, the stop, the exam and the incidents. Blackjack and Punto
// implement it. A driver starts no goroutine and reads no clock but the
// Host's: the same seed and the same calls give the same desk.
// scenes/school is a view over it.
package schooldriver
