package locales

// The words for the computer players of a Punto Banco bet in the hand
// history, whose records name them by id ("cpu3", "standing2").
const (
	HistoryPlayer         Key = "history.player"
	HistoryStandingPlayer Key = "history.standing-player"
)
