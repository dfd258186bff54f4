package punto

// chooseReader returns the position that reads the Punto cards, or 0 for the
// dealer.
//
// The two Punto cards go to "the client who bet the highest sum on Punto in
// that hand"; on equal bets "l'ordine dei giocatori" starting from the holder
// of the button decides (Distribuzione). Interpretation: that order goes upward
// from the button holder, wrapping from the last position to 1. A standing
// player betting at a free position does not read (Art. 13). With no Punto
// bet left, the dealer plays Punto.
func chooseReader(bets []Bet, button, boxes int, excludeStanding bool) int {
	reader := 0
	var best int64
	for k := 0; k < boxes; k++ {
		p := (button-1+k)%boxes + 1
		for _, b := range bets {
			if b.Position != p || b.On != Punto || (excludeStanding && b.Standing) {
				continue
			}
			if int64(b.Amount) > best {
				best, reader = int64(b.Amount), p
			}
		}
	}
	return reader
}
