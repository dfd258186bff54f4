package school

import (
	"strings"
	"testing"
)

// 001 Disposiciones 1: "Todo Jugador que ocupare un asiento en la mesa de
// BLACK JACK está obligado a realizar apuestas en cada una de las Jugadas,
// caso contrario deberá desocupar su asiento". The clause binds the player
// and prescribes no step of the croupier's: in the school every seated
// computer player has a bet in every hand dealt, one who would sit a hand
// out leaves his seat between hands (said with the article), and the
// student deals the boxes there are with the same steps as ever, every one
// taken right. At the Italian casino nobody leaves.
func TestDisposiciones1_SchoolSeatedPlayerWithoutABetLeaves(t *testing.T) {
	for _, id := range []string{"argentine", "italian-classic"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			left := 0
			for round := 0; round < 30; round++ {
				seatedBefore := map[int]string{}
				for b, st := range s.d.Seats {
					if st.Bot {
						seatedBefore[b] = st.Name
					}
				}
				for i := 0; i < 400; i++ {
					waitDealer(t, a, s)
					if s.d.Round.Done() {
						break
					}
					due := s.d.Round.Turn().Due
					s.step(due)
					if s.Stopped != nil {
						t.Fatalf("the right step %s was stopped", due)
					}
				}
				s.deal()
				if s.d.Round == nil {
					t.Fatalf("round %d not dealt: %q", round, a.NoticesGiven())
				}
				for b, st := range s.d.Seats {
					box := s.d.Round.Box(b)
					if st.Bot != (box != nil) {
						t.Fatalf("box %d: seated %v (%s), bet %v", b, st.Bot, st.Name, box != nil)
					}
					if n, ok := seatedBefore[b]; ok && (!st.Bot || st.Name != n) {
						left++
					}
				}
			}
			said := strings.Join(a.NoticesGiven(), " | ")
			if id == "argentine" && (left == 0 || !strings.Contains(said, "Disposiciones 1")) {
				t.Errorf("in 30 hands %d players left (notices %q); want some, with the article", left, said)
			}
			if id != "argentine" && left != 0 {
				t.Errorf("%d players left at %s", left, id)
			}
		})
	}
}
