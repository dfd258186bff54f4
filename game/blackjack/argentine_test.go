package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// The Argentine casino's Reglamento (seeds/001). Three seated players at
// least; deal order: each box's first card, the dealer's, each box's second
// card, the dealer's second card face down (no peek).

const argentine = "argentine"

// Desarrollo 8: "una segunda carta descubierta para cada una de las apuestas
// y una para sí cubierta"; 12a: the dealer turns it after the players;
// Desarrollo 9: losers collected, then winners paid, then the cards box by
// box from the dealer's left, the bank's last; Desarrollo 12: the dealer
// announces his total.
func TestDesarrollo8_HoleCardFaceDownAfterThePlayers(t *testing.T) {
	rec := play(t, argentine, "TS 9S 8S 7H 8D 9D TD TC", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 7H TC=17 | 1: TS 8D=18 win +10.00 | 2: 9S 9D=18 win +10.00 | 3: 8S TD=18 win +10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal box 3", "deal dealer",
		"deal box 1", "deal box 2", "deal box 3", "deal dealer face-down",
		"box 1: stand", "box 2: stand", "box 3: stand", "reveal-hole", "dealer-stand", "announce 17",
		"pay box 1 main 10.00", "pay box 2 main 10.00", "pay box 3 main 10.00",
		"collect-cards box 1", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer")
}

// Desarrollo 14: a dealer blackjack beats everything but a player's
// blackjack, a double included (no peek); Otras apuestas 1: the double on
// 11, asked "¿dobla?", takes one card face down, turned after the dealer.
// Interpretation: a blackjack is not asked to declare its ace.
func TestDesarrollo14_DealerBlackjackAndOtrasApuestas1_FaceDownDouble(t *testing.T) {
	rec := play(t, argentine, "KD 6S TD TC AS 5S 9D AH 9C", "1:10 2:10 3:10", "double", "stand")
	wantSummary(t, rec, "dealer TC AH=BJ | 1: KD AS=BJ push 0.00 | 2: 6S 5S 9C=20 lose -20.00 x2 | 3: TD 9D=19 lose -10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal box 3", "deal dealer",
		"deal box 1", "deal box 2", "deal box 3", "deal dealer face-down",
		"ask-double box 2", "box 2: double", "deal box 2 face-down", "box 3: stand",
		"reveal-hole", "dealer-stand", "announce blackjack", "reveal box 2",
		"collect box 2 main 20.00", "collect box 3 main 10.00",
		"collect-cards box 1", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer")
}

// Desarrollo 10: an ace among the first two cards is declared 1 or 11,
// irrevocably: A6 declared 11 busts on a 5. Interpretation: a later ace
// takes its best value.
func TestDesarrollo10_AceDeclaredIrrevocably(t *testing.T) {
	rec := play(t, argentine, "6D 6H TD 7H AS AC 9D TC 5C AD", "1:10 2:10 3:10",
		"ace 11", "hit", "ace 1", "hit", "stand", "stand")
	wantSummary(t, rec, "dealer 7H TC=17 | 1: 6D AS 5C=22 ace11 lose -10.00 | 2: 6H AC AD=18 ace1 win +10.00 | 3: TD 9D=19 win +10.00")
	wantActions(t, rec, "ask-ace box 1", "box 1: ace 11", "box 1: hit", "deal box 1", "ask-ace box 2", "box 2: ace 1")
}

// Otras apuestas 4: "desafío o seguro": on a first card ace the dealer asks
// "¿asegura?" before the second card (Disposiciones 5, 8); half the bet;
// Interpretation: "2 por 1" pays 2:1. The hand goes on normally.
func TestOtrasApuestas4_DesafioOnTheFirstAce(t *testing.T) {
	rec := play(t, argentine, "AS AD TS 9H KH 7C 9S 8H", "1:10 2:10 3:10",
		"desafio 5", "desafio 5", "ace 11", "stand", "stand")
	wantSummary(t, rec, "dealer 9H 8H=17 | 1: AS KH=BJ win +15.00 desafio 5.00 +10.00 | 2: AD 7C=18 ace11 win +10.00 desafio 5.00 -5.00 | 3: TS 9S=19 win +10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal box 3", "deal dealer",
		"ask-desafio box 1", "box 1: desafio 5.00", "deal box 1",
		"ask-desafio box 2", "box 2: desafio 5.00", "deal box 2",
		"deal box 3", "deal dealer face-down",
		"ask-ace box 2", "box 2: ace 11", "box 2: stand", "box 3: stand",
		"reveal-hole", "dealer-stand", "announce 17",
		"collect box 2 desafio 5.00",
		"pay box 1 desafio 10.00", "pay box 1 main 15.00", "pay box 2 main 10.00", "pay box 3 main 10.00",
		"collect-cards box 1", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer")

	s, _ := rules.StackedShoe("AS AD TS 9H KH")
	r, err := blackjack.New(setup.Setup{Rules: rules.Argentine, Shoe: s, Boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}})
	if err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r)
	illegal(t, r, blackjack.Action{Kind: blackjack.Desafio, Amount: rules.Units(4)}, "half the bet: 5.00", "Otras apuestas 4; Disposiciones 5, 8")
}

// Otras apuestas 4: "Si tiene un As en la primer carta y recibe otro As en
// la segunda carta podrá asegurar éste también siempre y cuando abra la
// apuesta". Interpretation: split aces play on; the ace pair is asked "uno,
// once, o abre"; a two-card 21 after the split pays 1:1 and is not asked.
func TestOtrasApuestas4_DesafioAgainOnSplitAces(t *testing.T) {
	rec := play(t, argentine, "AS TS 9S 7C AH 8S 9D TC 9C TD", "1:10 2:10 3:10",
		"desafio 5", "split", "ace 11", "stand", "desafio 5", "stand", "stand")
	wantSummary(t, rec, "dealer 7C TC=17 | 1: AS 9C=20 ace11 win +10.00 desafio 5.00 -5.00 / AH TD=21 win +10.00 desafio 5.00 +10.00 | 2: TS 8S=18 win +10.00 | 3: 9S 9D=18 win +10.00")
	wantActions(t, rec, "ask-ace box 1", "box 1: split", "deal box 1", "ask-ace box 1", "box 1: ace 11", "box 1: stand",
		"ask-desafio box 1 hand 2", "box 1 hand 2: desafio 5.00", "deal box 1 hand 2", "box 2: stand")
}

// Otras apuestas 2: "solamente una apertura por Jugada"; ten-values are a
// pair (JJ=JQ=JK=J10). Interpretation: no double after a split.
func TestOtrasApuestas2_OneSplitTenValuesAndNoDoubleAfterSplit(t *testing.T) {
	r := newRound(t, rules.Argentine, "JS TS 9S 7C QH 8S 9D TC", bet(1, 10), bet(2, 10), bet(3, 10))
	if !r.Turn().Options.Has(blackjack.OptSplit) {
		t.Fatal("JS QH may split")
	}
	r = newRound(t, rules.Argentine, "5S TS 9S 7C 5H 8S 9D TC 6D", bet(1, 10), bet(2, 10), bet(3, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Split}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r) // box 1 hand 1: 5S 6D = 11
	if o := r.Turn().Options; o.Has(blackjack.OptDouble) || r.Turn().Dealer {
		t.Errorf("5S 6D after a split: options %04b; no double (and no ¿dobla?)", o)
	}
}

// Desarrollo 1: "como mínimo, tres Jugadores sentados"; Desarrollo 3: no
// bets from standing players.
func TestDesarrollo1_ThreeSeatedPlayersAndDesarrollo3_NoStandingBets(t *testing.T) {
	shoe := "TS 9S 8S 7H 8D 9D TD TC"
	scriptErrorContains(t, script.Script{Rules: argentine, Shoe: shoe, Boxes: parseBoxes(t, "1:10 2:10")}, "at least 3 seated players with a bet, not 2 (Desarrollo 1)")
	scriptErrorContains(t, script.Script{Rules: argentine, Shoe: shoe, Boxes: parseBoxes(t, "1:10:ana 2:10:ana 3:10:ana")}, "not 1 (Desarrollo 1)")
	scriptErrorContains(t, script.Script{Rules: argentine, Shoe: shoe, Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000, Standing: true}}},
		"boxes[2].standing: players standing may not bet at this table (Desarrollo 3)")
}

// Desarrollo 7: "Si a pesar de ello, las cartas no alcanzaran para definir
// el pase, éste será nulo": every bet returned.
func TestDesarrollo7_VoidWhenTheCardsRunOut(t *testing.T) {
	rec := play(t, argentine, "TS 9S 8S 5H 8D 9D TD TC", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 5H TC=15 void | 1: TS 8D=18 void 0.00 | 2: 9S 9D=18 void 0.00 | 3: 8S TD=18 void 0.00")
	if rec.VoidReason != "shoe-exhausted" {
		t.Errorf("void reason %q", rec.VoidReason)
	}
	// At the Italian casino a round is always completed: a short script is
	// a bad script.
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: "TS 9S 5H 8D 9D TC", Boxes: parseBoxes(t, "1:10 2:10"), Decisions: []string{"stand", "stand"}},
		"shoe: ran out of cards before the round ended")
}

// Disposiciones 18: "Cuando todos los Jugadores se pasaren de puntaje ..., el
// Pagador no tirará cartas para sí": the hole card stays down.
func TestDisposiciones18_AllBustDealerDrawsNothing(t *testing.T) {
	rec := play(t, argentine, "TS TD TH 5C 6S 5D 4C 9S KH 9H QC", "1:10 2:10 3:10", "hit", "hit", "hit")
	wantSummary(t, rec, "dealer 5C 9S=14 | 1: TS 6S KH=26 lose -10.00 | 2: TD 5D 9H=24 lose -10.00 | 3: TH 4C QC=24 lose -10.00")
	wantActions(t, rec, "box 3: hit", "deal box 3", "collect box 1 main 10.00", "collect box 2 main 10.00", "collect box 3 main 10.00",
		"collect-cards box 1", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer")
	for _, a := range rec.Actions {
		if a == "reveal-hole" {
			t.Error("the hole card was turned with every box bust")
		}
	}
}

// Desarrollo 13: the dealer's ace: 4, 2, ace "SUMATORIA 17 PLANTA"; 3, 2,
// ace counts one and draws. RULES.md reads the dealer's rule as everywhere
// else (an ace counted one becomes eleven again when a later card allows).
func TestDesarrollo13_DealersAce(t *testing.T) {
	rec := play(t, argentine, "TS TD TH 4C 9S 9D 9H 2C AS", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 4C 2C AS=17 | 1: TS 9S=19 win +10.00 | 2: TD 9D=19 win +10.00 | 3: TH 9H=19 win +10.00")
	rec = play(t, argentine, "TS TD TH 3C 9S 9D 9H 2C AS 5S", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 3C 2C AS 5S=21 | 1: TS 9S=19 lose -10.00 | 2: TD 9D=19 lose -10.00 | 3: TH 9H=19 lose -10.00")
}

// The Reglamento has no insurance on the dealer's card: against an ace the
// play goes on (the desafío is the players' own ace). Interpretation: seven
// boxes.
func TestArgentine_NoInsuranceAndSevenBoxes(t *testing.T) {
	rec := play(t, argentine, "TS 9S 8S AH 8D 9D TD 6C", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer AH 6C=17 | 1: TS 8D=18 win +10.00 | 2: 9S 9D=18 win +10.00 | 3: 8S TD=18 win +10.00")
	for _, a := range rec.Actions {
		if a == "offer-insurance" || a == "offer-even-money" {
			t.Errorf("%s at the argentine table", a)
		}
	}
	scriptErrorContains(t, script.Script{Rules: argentine, Shoe: "TS", Boxes: parseBoxes(t, "1:10 2:10 8:10")}, "boxes[2].box: box 8 does not exist: the table has boxes 1 to 7")
}

// Otras apuestas 3: "En el caso que en cualquiera de las dos apuestas el
// apostador lograre Black Jack, éste será considerado para el pago en
// forma Simple (1 por 1)". A two-card 21 on a split ace is a Black Jack:
// in Desarrollo 14's table it beats the bank's 21 of three cards or more
// and ties the bank's Black Jack; only its payment is 1:1. Interpretation:
// the same for split tens receiving an ace. Each case worked out by hand:
// boxes 2 and 3 hold 9-9 and 8-T (18) and stand; box 1 is asked
// "¿asegura?" on its first ace (and again on the second ace's hand) and
// declines, then splits.
func TestOtrasApuestas3_SplitAceTwoCard21IsBlackJackPaidEven(t *testing.T) {
	cases := []struct {
		name, shoe string
		decisions  []string
		want       string
	}{
		{"aces v the bank's 21 of three cards: each wins 1:1",
			"AS 9S 8S 7H AD 9D TD 4C TC KC QH", []string{"no-desafio", "split", "no-desafio", "stand", "stand"},
			"dealer 7H 4C QH=21 | 1: AS TC=21 win +10.00 / AD KC=21 win +10.00 | 2: 9S 9D=18 lose -10.00 | 3: 8S TD=18 lose -10.00"},
		{"aces v the bank's Black Jack: each pushes",
			"AS 9S 8S AH AD 9D TD KH TC KC", []string{"no-desafio", "split", "no-desafio", "stand", "stand"},
			"dealer AH KH=BJ | 1: AS TC=21 push 0.00 / AD KC=21 push 0.00 | 2: 9S 9D=18 lose -10.00 | 3: 8S TD=18 lose -10.00"},
		{"aces v the bank's 18: 1:1, not 3:2",
			"AS 9S 8S 7H AD 9D TD 9C TC KC 2C", []string{"no-desafio", "split", "no-desafio", "stand", "stand"},
			"dealer 7H 9C 2C=18 | 1: AS TC=21 win +10.00 / AD KC=21 win +10.00 | 2: 9S 9D=18 push 0.00 | 3: 8S TD=18 push 0.00"},
		{"Interpretation: split tens and an ace v the bank's 21 of three cards",
			"TS 9S 8S 7H TD 9D TC 4C AC 9H QH", []string{"split", "stand", "stand", "stand"},
			"dealer 7H 4C QH=21 | 1: TS AC=21 win +10.00 / TD 9H=19 lose -10.00 | 2: 9S 9D=18 lose -10.00 | 3: 8S TC=18 lose -10.00"},
		{"Interpretation: split tens and an ace v the bank's Black Jack",
			"TS 9S 8S AH TD 9D TC KH AC 9H", []string{"split", "stand", "stand", "stand"},
			"dealer AH KH=BJ | 1: TS AC=21 push 0.00 / TD 9H=19 lose -10.00 | 2: 9S 9D=18 lose -10.00 | 3: 8S TC=18 lose -10.00"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := play(t, argentine, c.shoe, "1:10 2:10 3:10", c.decisions...)
			wantSummary(t, rec, c.want)
		})
	}
}

// The dealer school pays a split ace's Black Jack 1:1 against the bank's
// 21 of three cards (Otras apuestas 3), after the losers (Desarrollo 9):
// the steps the automatic dealer takes are the school's, and a student
// who pays it 3:2 or leaves it as a push (its cards collected unpaid) is
// stopped. The winners may be paid in any order (school-refusals:
// Desarrollo 9 sets the losers first, nothing among the winners).
func TestOtrasApuestas3_SchoolPaysSplitBlackJackEven(t *testing.T) {
	steps := []string{"close-bets", "deal box 1", "deal box 2", "deal box 3", "deal dealer", "ask-desafio box 1",
		"deal box 1", "deal box 2", "deal box 3", "deal dealer face-down", "ask-ace box 1", "deal box 1",
		"ask-desafio box 1 hand 2", "deal box 1 hand 2", "reveal-hole", "deal dealer", "dealer-stand", "announce 21",
		"collect box 2 main 10.00", "collect box 3 main 10.00", "pay box 1 main 10.00", "pay box 1 hand 2 main 10.00",
		"collect-cards box 1", "collect-cards box 1 hand 2", "collect-cards box 2", "collect-cards box 3", "collect-cards dealer"}
	base := script.Script{Rules: argentine, Shoe: "AS 9S 8S 7H AD 9D TD 4C TC KC QH", Boxes: parseBoxes(t, "1:10 2:10 3:10"),
		Decisions: []string{"no-desafio", "split", "no-desafio", "stand", "stand"}}
	cases := []struct {
		name string
		at   int    // the step replaced
		step string // "" keeps the right steps
		code string
	}{
		{"right steps", 0, "", ""},
		{"paid 3:2", 20, "pay box 1 main 15.00", "wrong-amount"},
		{"left as a push", 20, "collect-cards box 1", "wrong-step"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := base
			s.DealerSteps = append([]string(nil), steps...)
			if c.step != "" {
				s.DealerSteps[c.at] = c.step
			}
			rec, err := s.Run()
			if err != nil {
				t.Fatal(err)
			}
			if c.step == "" {
				schoolStopped(t, rec, nil)
				wantSummary(t, rec, "dealer 7H 4C QH=21 | 1: AS TC=21 win +10.00 / AD KC=21 win +10.00 | 2: 9S 9D=18 lose -10.00 | 3: 8S TD=18 lose -10.00")
				return
			}
			w := rec.School.FirstWrong
			if w == nil || w.Index != c.at || w.Code != c.code || w.Due != steps[c.at] {
				t.Fatalf("first wrong %+v, want step %d refused %s, due %q", w, c.at, c.code, steps[c.at])
			}
		})
	}
}
