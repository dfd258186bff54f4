package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// The Italian online table (seeds/003): one player, 1 to 5 positions.

const online = "italian-online"

// Raddoppiare: any two cards may double, for one card.
func TestOnlineRaddoppiare_AnyTwoCards(t *testing.T) {
	rec := play(t, online, "TS 6C 2D 9C TD 5H", "1:10", "double")
	wantSummary(t, rec, "dealer 6C TD 5H=21 | 1: TS 2D 9C=21 push 0.00 x2")
}

// Punteggi e vincite: "il black jack della punta viene pagato alla fine
// della mano e non durante".
func TestOnline_BlackjackPaidAtTheEnd(t *testing.T) {
	rec := play(t, online, "AS 7C TH 9H 5S", "1:10")
	wantSummary(t, rec, "dealer 7C 9H 5S=21 | 1: AS TH=BJ win +15.00")
	wantExactActions(t, rec, "close-bets", "deal box 1", "deal dealer", "deal box 1",
		"deal dealer", "deal dealer", "dealer-stand", "announce 21", "pay box 1 main 15.00", "collect-cards")
}

// Assicurazione: "una puntata pari a metà della puntata iniziale", paid
// 2:1; no even money at this table, so a blackjack is offered insurance.
func TestOnlineAssicurazione_ExactlyHalf(t *testing.T) {
	rec := play(t, online, "TS AC 9H KD", "1:10", "insurance 5", "stand")
	wantSummary(t, rec, "dealer AC KD=BJ | 1: TS 9H=19 lose -10.00 ins 5.00 +10.00")

	r := newRound(t, rules.ItalianOnline, "TS AC 9H KD", bet(1, 10))
	illegal(t, r, blackjack.Action{Kind: blackjack.Insure, Amount: rules.Units(4)}, "exactly half the bet: 5.00", "Assicurazione")

	rec = play(t, online, "AS AC KH TD", "1:10", "insurance 5")
	wantSummary(t, rec, "dealer AC TD=BJ | 1: AS KH=BJ push 0.00 ins 5.00 +10.00")
}

// Perfect pair: half the bet, "6 volte" mixed colours, "11 volte" same
// colour, "31 volte" same suit — i.e. 5:1, 10:1, 30:1 besides the stake.
func TestOnlinePerfectPair(t *testing.T) {
	cases := []struct {
		shoe, want string
	}{
		{"9H 6C 9C TC 7C", "dealer 6C TC 7C=23 | 1: 9H 9C=18 win +10.00 pp 5.00 +25.00"},
		{"9H 6C 9D TC 7C", "dealer 6C TC 7C=23 | 1: 9H 9D=18 win +10.00 pp 5.00 +50.00"},
		{"9H 6C 9H TC 7C", "dealer 6C TC 7C=23 | 1: 9H 9H=18 win +10.00 pp 5.00 +150.00"},
		{"9H 6C 8H TC 7C", "dealer 6C TC 7C=23 | 1: 9H 8H=17 win +10.00 pp 5.00 -5.00"},
		{"KH 6C QH TC 7C", "dealer 6C TC 7C=23 | 1: KH QH=20 win +10.00 pp 5.00 -5.00"},
	}
	for _, c := range cases {
		rec, err := script.Script{Rules: online, Shoe: c.shoe, Boxes: []script.Box{{Box: 1, Bet: rules.Units(10), PerfectPair: rules.Units(5)}}, Decisions: []string{"stand"}}.Run()
		if err != nil {
			t.Fatal(err)
		}
		wantSummary(t, rec, c.want)
	}
	scriptErrorContains(t, script.Script{Rules: online, Shoe: "9H 6C 9C TC 7C", Boxes: []script.Box{{Box: 1, Bet: rules.Units(10), PerfectPair: rules.Units(4)}}},
		"boxes[0].perfect_pair: 4.00 must be exactly half the bet (5.00)")
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: "9H 6C 9C TC 7C", Boxes: []script.Box{{Box: 1, Bet: rules.Units(10), PerfectPair: rules.Units(5)}, {Box: 2, Bet: rules.Units(10)}}},
		"italian-classic has no Perfect Pair bet")
}

// Dividere: split aces take one card; "non si può dividere ulteriormente".
func TestOnlineDividere_SplitAcesOneCard(t *testing.T) {
	rec := play(t, online, "AS 7C AH AD 9D TC", "1:10", "split")
	wantSummary(t, rec, "dealer 7C TC=17 | 1: AS AD=12 lose -10.00 / AH 9D=20 win +10.00")
}

// Puntate iniziali: "La somma delle puntate nel corso di una singola mano non
// potrà in ogni caso superare ... € 1.000,00"; no stake above the credit.
func TestOnlinePuntateIniziali_ThousandPerRoundAndCredit(t *testing.T) {
	scriptErrorContains(t, script.Script{Rules: online, Shoe: "TS 6C 2D 9C TD 5H", Boxes: parseBoxes(t, "1:500 2:500 3:100")},
		"boxes[2].bet: the stakes of a round may not pass 1000.00")
	// 500 + 400 staked: doubling the 400 would pass 1,000.
	r := newRound(t, rules.ItalianOnline, "5S 6D 7C 6S 4D 9D", bet(1, 500), bet(2, 400))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Stand}); err != nil { // box 1: 5S 6S = 11
		t.Fatal(err)
	}
	autoDeal(t, r)
	if o := r.Turn().Options; o.Has(blackjack.OptDouble) {
		t.Errorf("box 2 may double 400 with 900 down: options %04b", o)
	}
	illegal(t, r, blackjack.Action{Kind: blackjack.Double}, "pass the player's limit", "Puntate iniziali")
	// The credit: 25 at the table, 20 bet: no double.
	s, _ := rules.StackedShoe("5S 7C 6D 9D")
	r2, err := blackjack.New(setup.Setup{Rules: rules.ItalianOnline, Shoe: s, Boxes: []setup.BoxBet{bet(1, 20)}, Credit: rules.Units(25)})
	if err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r2)
	if r2.Turn().Options.Has(blackjack.OptDouble) {
		t.Error("double offered above the credit")
	}
}

// Punteggi e vincite: "Le chips delle postazioni che hanno sballato,
// verranno ritirate alla fine della mano"; Interpretation: the automatic
// table settles in dealing order.
func TestOnline_BustCollectedAtTheEndInDealingOrder(t *testing.T) {
	rec := play(t, online, "TS 9S 7H 6S 9D KH TC", "1:10 2:10", "hit", "stand")
	wantSummary(t, rec, "dealer 7H TC=17 | 1: TS 6S KH=26 lose -10.00 | 2: 9S 9D=18 win +10.00")
	wantActions(t, rec, "box 1: hit", "deal box 1", "box 2: stand", "deal dealer", "dealer-stand",
		"collect box 1 main 10.00", "pay box 2 main 10.00", "collect-cards")
	// All bust: the hand ends; the dealer draws nothing.
	rec = play(t, online, "TS 7H 6S KH", "1:10", "hit")
	wantSummary(t, rec, "dealer 7H=7 discarded | 1: TS 6S KH=26 lose -10.00")
}

// Puntate iniziali: positions "variabile da 1 a 5"; Dividere: "non si può
// dividere ulteriormente una mano già divisa".
func TestOnline_FivePositionsAndNoResplit(t *testing.T) {
	scriptErrorContains(t, script.Script{Rules: online, Shoe: "TS 6C 2D", Boxes: parseBoxes(t, "6:10")}, "boxes[0].box: box 6 does not exist: the table has boxes 1 to 5")
	r := newRound(t, rules.ItalianOnline, "8S 6C 8H 8D 5C", bet(1, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Split}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r) // hand 1: 8S 8D, hand 2: 8H 5C (Dividere: both second cards first)
	illegal(t, r, blackjack.Action{Kind: blackjack.Split}, "more than 2 hands", "Dividere")
}

// Dividere: "l'eventuale 21 con due carte non vale come blackjack ma vale
// come semplice 21". TS TD split: TS AC is 21, paid 1:1 (10, not 15); TD
// 9H stands on 19; the dealer 7C TC = 17.
func TestOnlineDividere_TwoCardTwentyOneIsNotBlackjack(t *testing.T) {
	rec := play(t, online, "TS 7C TD AC 9H TC", "1:10", "split", "stand")
	wantSummary(t, rec, "dealer 7C TC=17 | 1: TS AC=21 win +10.00 / TD 9H=19 win +10.00")
}
