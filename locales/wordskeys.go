package locales

// The words for the computer players of a Punto Banco bet in the hand
// history, whose records name them by id ("cpu3", "standing2").
const (
	HistoryPlayer         Key = "history.player"
	HistoryStandingPlayer Key = "history.standing-player"
)

// The letters of Punto, Banco and Egalité on the scoreboard and on the
// felt's betting circles.
const (
	PuntoLetterPunto   Key = "punto.letter.punto"
	PuntoLetterBanco   Key = "punto.letter.banco"
	PuntoLetterEgalite Key = "punto.letter.egalite"
)

// The names of the keys the buttons and help lines show.
const (
	KeyPageUp   Key = "key.page-up"
	KeyPageDown Key = "key.page-down"
	KeyTab      Key = "key.tab"
)

// ChipThousands is a chip's value in thousands: {0} the thousands ("1K";
// "1.000" in Italian and Spanish, as their casinos' chips read).
const ChipThousands Key = "chip.thousands"

// The words a message says in the word of the table's regulation, by
// the names it writes between braces: {box} a box, {boxes} boxes, {Box}
// and {Boxes} the same with a capital. Italian says casella at the classic
// table (000) and wherever no table is meant, postazione at the tables
// whose regulations call a box so (rules.BoxWordPosition: 003, 004, 002).
const (
	TermBox       Key = "term.box"
	TermBoxes     Key = "term.boxes"
	TermPosition  Key = "term.position"
	TermPositions Key = "term.positions"
)

// The dealer school's names of a box, in the word of the table's
// regulation ({box}, Locale.At): SchoolBoxAt with the box's number ({0}:
// "casella 3" at the classic table, 000, "postazione 3" at the shuffler's
// and the online table, 004 and 003), SchoolBoxNoun the word alone.
// Spanish and English have one word.
const (
	SchoolBoxAt   Key = "school.box-at"
	SchoolBoxNoun Key = "school.box-noun"
)

// The chart's letters for its codes in the language (H, S, D, Ds, P in
// English; T, S, R, Rs, P in Italian; C, S, D, Ds, A in Spanish: never
// another play's key), the line that says them and the line of the
// argentine ace.
const (
	ChartLetterHit         Key = "chart.letter.hit"
	ChartLetterStand       Key = "chart.letter.stand"
	ChartLetterDouble      Key = "chart.letter.double"
	ChartLetterDoubleStand Key = "chart.letter.double-stand"
	ChartLetterSplit       Key = "chart.letter.split"
	ChartLettersLegend     Key = "chart.letters-legend"
	ChartLettersAce        Key = "chart.letters-ace"
)

// A computer player's stand as he says it, where his table's regulation
// gives the word: BJCallStandNo the Italian casino's «No» (000 Cap. 1,
// "dichiarare all'impiegato "NO""; Art. 23), BJCallStandResto the Shuffler
// Mate casino's «Resto» (004 Svolgimento, "finché non dirà di "restare"").
// The other tables say the button's word (action.stand).
const (
	BJCallStandNo    Key = "bj.call.stand-no"
	BJCallStandResto Key = "bj.call.stand-resto"
)
