package blackjack_test

import (
	"testing"

	"sabot/game"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// 004 Regole particolari 2: "Qualora il dealer dovesse dare carta in una
// postazione non puntata, il colpo proseguirà alla 'regola' se non fosse
// possibile ricostruirlo". The TS due to box 1 lies on position 2, without
// a bet; the coup goes on with the cards where they lie, position 2's hand
// dealt in its turn and played by the dealer's rule (17). The student's
// steps are checked: position 2's second card and its card on 15 are due,
// and a step that leaves them out is refused citing RP 2 and 17.
func TestRegoleParticolari2_UnbetPositionPlayedAllaRegola(t *testing.T) {
	const head = `{"rules":"italian-shuffler","shoe":"TS TH 9S 8H 7D 5C 9D 6C 9C","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],` +
		`"decisions":["stand","stand"],"incident":{"kind":"empty-box-unclear","at":1}`
	deal := `"close-bets","deal box 1","deal box 3","deal dealer","deal box 1"`
	cases := []struct {
		name, steps string
		wrong       *game.WrongStep
	}{
		{"Automatic", "", nil},
		{"EveryStepRight", `,"dealer_steps":[` + deal + `,"deal box 2","deal box 3","deal box 2","deal dealer","dealer-stand","announce 17","pay box 3 main 10","collect-cards"]}`, nil},
		{"SecondCardLeftOut", `,"dealer_steps":[` + deal + `,"deal box 3"]}`,
			&game.WrongStep{Index: 5, Step: "deal box 3", Due: "deal box 2", Article: "Regole particolari 2, 17", Code: "empty-box-unclear"}},
		{"CardPickedUp", `,"dealer_steps":["close-bets","pick-up-card"]}`,
			&game.WrongStep{Index: 1, Step: "pick-up-card", Due: "deal box 1", Article: "Regole particolari 2, 17", Code: "empty-box-unclear"}},
		{"NotPlayedByTheRule", `,"dealer_steps":[` + deal + `,"deal box 2","deal box 3","deal dealer"]}`,
			&game.WrongStep{Index: 7, Step: "deal dealer", Due: "deal box 2", Article: "Regole particolari 2, 17", Code: "empty-box-unclear"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := head + "}"
			if c.steps != "" {
				src = head + c.steps
			}
			rec, err := script.Run([]byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			if len(rec.Boxes) != 3 {
				t.Fatalf("%d boxes in the record, want 3 (position 2 without a bet)", len(rec.Boxes))
			}
			pos := rec.Boxes[1]
			if pos.Box != 2 || !pos.NoBet || pos.Bet != 0 || pos.Net != 0 {
				t.Errorf("position 2: %+v; want no bet, net 0", pos)
			}
			// 15 draws, 21 stands: the dealer's rule (RP 17).
			if got := pos.Hands[0].Cards.String(); got != "TS 5C 6C" {
				t.Errorf("position 2: %s, want TS 5C 6C", got)
			}
			// Box 1: TH 7D = 17 ties the dealer's 8H 9C; box 3: 9S 9D = 18
			// wins 10. Nothing eliminated: the coup was not annulled.
			if rec.Boxes[0].Hands[0].Cards.String() != "TH 7D" || rec.Boxes[2].Hands[0].Cards.String() != "9S 9D" ||
				rec.TableNet != rules.Units(10) || len(rec.Eliminated) != 0 {
				t.Errorf("boxes %v %v, eliminated %v, net %s; want TH 7D, 9S 9D, nothing, 10.00",
					rec.Boxes[0].Hands[0].Cards, rec.Boxes[2].Hands[0].Cards, rec.Eliminated, rec.TableNet)
			}
		})
	}
}

// 000 Art. 19, second paragraph: "Se ci si accorge dell'errore dopo che é
// iniziata la fase di tiraggio, il colpo viene annullato limitatamente …
// a quelle alle quali sono state date carte in assenza di puntate. (Queste
// carte vengono eliminate dalla mano in corso)." Box 1's card laid on box
// 2, without a bet, during the draw: the student eliminates it; dealing it
// to box 1 or picking it up is refused citing Art. 19.
func TestArt19_CardOnAnEmptyBoxAfterTheDrawEliminated(t *testing.T) {
	const head = `{"rules":"italian-classic","shoe":"TS TH 9S 4H 7D 5D 6C 8D","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],` +
		`"decisions":["hit","stand","stand"],"incident":{"kind":"empty-box-draw","at":7}`
	deal := `"close-bets","deal box 1","deal box 3","deal dealer","deal box 1","deal box 3"`
	cases := []struct {
		name, steps string
		wrong       *game.WrongStep
	}{
		{"Automatic", "", nil},
		{"Eliminated", `,"dealer_steps":[` + deal + `,"burn-card","deal box 1","deal dealer","dealer-stand","announce 17","pay box 1 main 10","collect-cards"]}`, nil},
		{"PickedUp", `,"dealer_steps":[` + deal + `,"pick-up-card"]}`,
			&game.WrongStep{Index: 6, Step: "pick-up-card", Due: "burn-card", Article: "Art. 19", Code: "empty-box-draw"}},
		{"GivenToTheBox", `,"dealer_steps":[` + deal + `,"deal box 1"]}`,
			&game.WrongStep{Index: 6, Step: "deal box 1", Due: "burn-card", Article: "Art. 19", Code: "empty-box-draw"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := head + "}"
			if c.steps != "" {
				src = head + c.steps
			}
			rec, err := script.Run([]byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			// Box 1: TS 4H and the next card, the 6C = 20, beats the
			// dealer's 9S 8D = 17; box 3 ties on 17.
			if got := rec.Boxes[0].Hands[0].Cards.String(); got != "TS 4H 6C" || rec.Eliminated.String() != "5D" || rec.TableNet != rules.Units(10) {
				t.Errorf("box 1 %s, eliminated %s, net %s; want TS 4H 6C, 5D, 10.00", got, rec.Eliminated, rec.TableNet)
			}
		})
	}
}
