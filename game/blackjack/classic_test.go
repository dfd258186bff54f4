package blackjack_test

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// The Italian casino's Regolamento (seeds/000): each test deals a stacked
// shoe to boxes from the dealer's left and checks the settlement worked out
// by hand. Deal order: each box's first card, the dealer's, each box's
// second card; then draws in play order; then the dealer's second card.

const classic = "italian-classic"

// Art.3-4, Art.28: "rien ne va plus", one card face up to each box from the
// dealer's left and one to the dealer, a second to each box only; the
// dealer's second card after the players (no hole card); settlement from the
// dealer's right.
func TestArt4_DealingOrderAndArt28_SettlementFromTheRight(t *testing.T) {
	// box 1: TS 8S = 18; box 3: 9S 9D = 18; dealer 7H TD = 17.
	rec := play(t, classic, "TS 9S 7H 8S 9D TD", "1:10 3:10", "stand", "stand")
	wantSummary(t, rec, "dealer 7H TD=17 | 1: TS 8S=18 win +10.00 | 3: 9S 9D=18 win +10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 3", "deal dealer", "deal box 1", "deal box 3",
		"box 1: stand", "box 3: stand", "deal dealer", "dealer-stand", "announce 17",
		"pay box 3 main 10.00", "pay box 1 main 10.00", "collect-cards")
}

// Art.8: a blackjack pays 3:2 — 37.50 on 25; Art.13d: paid at once, before
// the draws, when the dealer shows neither an ace nor a ten; Cap. 1: "ritira
// immediatamente le due carte corrispondenti".
func TestArt8_BlackjackPays3To2AndArt13d_PaidAtOnce(t *testing.T) {
	// box 1: AS TH blackjack; box 2: 9D 8S = 17; dealer 7C 9H 5S = 21.
	rec := play(t, classic, "AS 9D 7C TH 8S 9H 5S", "1:25 2:10", "stand")
	wantSummary(t, rec, "dealer 7C 9H 5S=21 | 1: AS TH=BJ win +37.50 | 2: 9D 8S=17 lose -10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal dealer", "deal box 1", "deal box 2",
		"pay box 1 main 37.50", "collect-cards box 1", "box 2: stand", "deal dealer", "deal dealer", "dealer-stand",
		"announce 21", "collect box 2 main 10.00", "collect-cards")
}

// Art.13: against an ace or a ten the blackjack waits for the dealer's card
// (Cap.1: even money is offered, here declined); a dealer blackjack pushes it
// and takes every other bet.
func TestArt13_BlackjackWaitsAgainstTenAndPushesDealerBlackjack(t *testing.T) {
	// box 1: AS KH; box 2: 9D 8S = 17; dealer TC AD blackjack.
	rec := play(t, classic, "AS 9D TC KH 8S AD", "1:10 2:10", "no-even-money", "stand")
	wantSummary(t, rec, "dealer TC AD=BJ | 1: AS KH=BJ push 0.00 | 2: 9D 8S=17 lose -10.00")
	wantActions(t, rec, "deal box 2", "offer-even-money", "box 1: no-even-money", "box 2: stand", "deal dealer", "dealer-stand", "collect box 2 main 10.00")
}

// Cap.1: "pagamento alla pari" — against a ten-value up-card too, a
// blackjack may be paid 1:1 at once.
func TestCap1_EvenMoneyAgainstTen(t *testing.T) {
	// box 1: AS KH, takes even money (25); box 2: 9D 8S = 17; dealer TC 7D = 17.
	rec := play(t, classic, "AS 9D TC KH 8S 7D", "1:25 2:10", "even-money", "stand")
	wantSummary(t, rec, "dealer TC 7D=17 | 1: AS KH=BJ win +25.00 even-money | 2: 9D 8S=17 push 0.00")
	wantActions(t, rec, "offer-even-money", "box 1: even-money", "pay box 1 even-money 25.00", "box 2: stand")
}

// Art.9, Art.13a: against an ace each box may insure up to half its bet;
// the insurance pays 2:1 on a dealer blackjack, settled right after the
// dealer's second card, independent of the hand.
func TestArt9_InsuranceUpToHalfPays2To1(t *testing.T) {
	// box 1: TS 9H = 19, insures 10 of 20; box 2: 9D 8S = 17; dealer AC KD.
	rec := play(t, classic, "TS 9D AC 9H 8S KD", "1:20 2:10", "insurance 10", "no-insurance", "stand", "stand")
	wantSummary(t, rec, "dealer AC KD=BJ | 1: TS 9H=19 lose -20.00 ins 10.00 +20.00 | 2: 9D 8S=17 lose -10.00")
	wantActions(t, rec, "offer-insurance", "box 1: insurance 10.00", "box 2: no-insurance", "deal dealer",
		"pay box 1 insurance 20.00", "dealer-stand", "collect box 2 main 10.00", "collect box 1 main 20.00")

	r := newRound(t, rules.ItalianClassic, "TS 9D AC 9H 8S KD", bet(1, 20), bet(2, 10))
	illegal(t, r, blackjack.Action{Kind: blackjack.Insure, Amount: 1001}, "at most 10.00", "Art. 9")
}

// Art.13: without a dealer blackjack the insurance is collected at once
// ("l'assicurazione perde"), before the dealer completes his hand.
func TestArt13_InsuranceLosesBeforeTheDraw(t *testing.T) {
	// box 1: TS 9H = 19 insures 5; box 2: 9D 8S; dealer AC 5H (16) then 2S = 18.
	rec := play(t, classic, "TS 9D AC 9H 8S 5H 2S", "1:10 2:10", "insurance 5", "no-insurance", "stand", "stand")
	wantSummary(t, rec, "dealer AC 5H 2S=18 | 1: TS 9H=19 win +10.00 ins 5.00 -5.00 | 2: 9D 8S=17 lose -10.00")
	wantActions(t, rec, "deal dealer", "collect box 1 insurance 5.00", "deal dealer", "dealer-stand")
}

// Art.5: a box that busts loses at once, its bet then its cards; Art.6: with no box left in play the
// dealer removes his only card and the round ends.
func TestArt6_AllBustDealerDiscardsHisCard(t *testing.T) {
	rec := play(t, classic, "TS TD 5C 6S 5D KH 9H", "1:10 2:10", "hit", "hit")
	wantSummary(t, rec, "dealer 5C=5 discarded | 1: TS 6S KH=26 lose -10.00 | 2: TD 5D 9H=24 lose -10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal dealer", "deal box 1", "deal box 2",
		"box 1: hit", "deal box 1", "collect box 1 main 10.00", "collect-cards box 1",
		"box 2: hit", "deal box 2", "collect box 2 main 10.00", "collect-cards box 2",
		"discard-dealer-card", "collect-cards")
}

// Art.6: "resta salvo il caso in cui debba tirare in presenza di
// assicurazioni" — with insurance open the dealer takes his second card to
// decide it, and no more.
func TestArt6_AllBustWithInsuranceDealerDrawsOnce(t *testing.T) {
	rec := play(t, classic, "TS TD AC 6S 5D KH 9H 5H 9C", "1:10 2:10", "insurance 5", "no-insurance", "hit", "hit")
	wantSummary(t, rec, "dealer AC 5H=16 | 1: TS 6S KH=26 lose -10.00 ins 5.00 -5.00 | 2: TD 5D 9H=24 lose -10.00")
	wantActions(t, rec, "collect box 2 main 10.00", "deal dealer", "collect box 1 insurance 5.00", "collect-cards")
}

// Art.13: a dealer blackjack takes doubles and splits too (no hole card);
// Art.28: settlement from the dealer's right, the outermost hand of a box
// first.
func TestArt13_DealerBlackjackTakesDoublesAndSplits(t *testing.T) {
	// box 1: 6S 5S doubles, 9C = 20; box 2: 8D 8H split: 8D 3C = 11, 8H TS = 18;
	// dealer TC AH.
	rec := play(t, classic, "6S 8D TC 5S 8H 9C 3C TS AH", "1:10 2:10", "double", "split", "stand", "stand")
	wantSummary(t, rec, "dealer TC AH=BJ | 1: 6S 5S 9C=20 lose -20.00 x2 | 2: 8D 3C=11 lose -10.00 / 8H TS=18 lose -10.00")
	wantActions(t, rec, "dealer-stand", "collect box 2 hand 2 main 10.00", "collect box 2 main 10.00", "collect box 1 main 20.00")
}

// Art.10: double on two cards totalling 9, 10 or 11, for one card.
// Interpretation (Art.7: the ace is the player's choice): A8 doubles as 9.
func TestArt10_DoubleNineToElevenAndInterpretation_AceAsOne(t *testing.T) {
	// box 1: AS 8S doubles, 2D: 21; box 2: TD TH = 20; dealer 6C TC 7C = 23.
	rec := play(t, classic, "AS TD 6C 8S TH 2D TC 7C", "1:10 2:10", "double", "stand")
	wantSummary(t, rec, "dealer 6C TC 7C=23 | 1: AS 8S 2D=21 win +20.00 x2 | 2: TD TH=20 win +10.00")

	r := newRound(t, rules.ItalianClassic, "TS 7D 6C 2S 5H", bet(1, 10), bet(2, 10))
	illegal(t, r, blackjack.Action{Kind: blackjack.Double}, "may not double", "Art. 10") // 12
}

// Art.11: split aces receive one card each, the ace counting 11; Art.8: a 21
// after a split is not a blackjack and pays 1:1.
func TestArt11_SplitAcesOneCardEach(t *testing.T) {
	// box 1: AS AH split: AS KS = 21, AH 5H = 16; box 2: TD 9D = 19; dealer 9C 8D.
	rec := play(t, classic, "AS TD 9C AH 9D KS 5H 8D", "1:10 2:10", "split", "stand")
	wantSummary(t, rec, "dealer 9C 8D=17 | 1: AS KS=21 win +10.00 / AH 5H=16 lose -10.00 | 2: TD 9D=19 win +10.00")
}

// Cap.1: any two ten-value cards are a pair; Art.8, Art.11: the 21 made on a
// split ten with an ace is not a blackjack and loses to the dealer's.
func TestArt11_SplitTensTwentyOneLosesToDealerBlackjack(t *testing.T) {
	// box 1: KS QH split: KS AD = 21, QH 7S = 17; box 2: 9D 9H = 18; dealer AC TC.
	rec := play(t, classic, "KS 9D AC QH 9H AD 7S TC", "1:10 2:10",
		"no-insurance", "no-insurance", "split", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer AC TC=BJ | 1: KS AD=21 lose -10.00 / QH 7S=17 lose -10.00 | 2: 9D 9H=18 lose -10.00")
}

// Art.11: split tens then an ace: "si possono chiedere altre carte essendo
// possibile calcolare tale valore non solo 21 ma anche 11, con conseguente
// possibilità di ulteriore raddoppio".
func TestArt11_SplitTensThenAceMayDoubleAsEleven(t *testing.T) {
	// box 1: KS QH split: KS AD doubles as 11, 9C: 20; QH 7S = 17; box 2: 9D 9H;
	// dealer 6C TC 8D = 24.
	rec := play(t, classic, "KS 9D 6C QH 9H AD 9C 7S TC 8D", "1:10 2:10", "split", "double", "stand", "stand")
	wantSummary(t, rec, "dealer 6C TC 8D=24 | 1: KS AD 9C=20 win +20.00 x2 / QH 7S=17 win +10.00 | 2: 9D 9H=18 win +10.00")
}

// Interpretation: resplitting is not stated at the Italian casino, so one
// split only.
func TestInterpretation_ClassicOneSplitOnly(t *testing.T) {
	r := newRound(t, rules.ItalianClassic, "8S TD 6C 8H 9D 8D", bet(1, 10), bet(2, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Split}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r) // box 1 hand 1: 8S 8D
	if r.Turn().Options.Has(blackjack.OptSplit) {
		t.Errorf("8S 8D after a split: options %b offer a second split", r.Turn().Options)
	}
	illegal(t, r, blackjack.Action{Kind: blackjack.Split}, "more than 2 hands", "Art. 11")
}

// Art.12: a blackjack takes no third card: the box is never asked.
func TestArt12_NoCardOnBlackjack(t *testing.T) {
	r := newRound(t, rules.ItalianClassic, "AS 9D TC KH 8S", bet(1, 10), bet(2, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.NoEvenMoney}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r)
	if tr := r.Turn(); tr.Box != 2 {
		t.Errorf("after the blackjack's answer, box %d is asked; want box 2", tr.Box)
	}
}

// Art.7, Art.25: the dealer draws to 16 and stands on 17, his ace counting
// eleven when that reaches 17-21: A6 stands (soft 17).
func TestArt25_DealerStandsOnSoft17(t *testing.T) {
	rec := play(t, classic, "TS TD 6C 8S 9D AH 5C", "1:10 2:10", "stand", "stand")
	wantSummary(t, rec, "dealer 6C AH=17 | 1: TS 8S=18 win +10.00 | 2: TD 9D=19 win +10.00")
	// 5 A then the ace is one: 5 A T = 16 draws again.
	rec = play(t, classic, "TS TD 5C 8S 9D AH TC 4S", "1:10 2:10", "stand", "stand")
	wantSummary(t, rec, "dealer 5C AH TC 4S=20 | 1: TS 8S=18 lose -10.00 | 2: TD 9D=19 lose -10.00")
}

// Art.2: minimum and maximum per box in the ratio 1:10; Art.14: a player
// alone bets at least two boxes.
func TestArt2_LimitsAndArt14_LonePlayer(t *testing.T) {
	shoe := "TS 9S 7H 8S 9D TD"
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: shoe, Boxes: parseBoxes(t, "1:5 2:10")}, "boxes[0].bet: 5.00 is below the table minimum 10.00")
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: shoe, Boxes: parseBoxes(t, "1:10 2:150")}, "boxes[1].bet: 150.00 is above the table maximum 100.00")
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: shoe, Boxes: parseBoxes(t, "1:10:anna")}, "at least 2 boxes (Art. 14)")
	// Two boxes of the same player, or two players with one box each, may play.
	play(t, classic, shoe, "1:10:anna 3:10:anna", "stand", "stand")
	play(t, classic, shoe, "1:10:anna 3:10:bruno", "stand", "stand")
	scriptErrorContains(t, script.Script{Rules: classic, Shoe: shoe, Boxes: parseBoxes(t, "1:10 8:10")}, "boxes[1].box: box 8 does not exist")
}

// 000 Art.9 and 004 Assicurazione: the insurance is any stake "non
// superiore alla metà" of the bet, paid 2:1; the online table (003
// Assicurazione) takes exactly half.
func TestArt9_InsuranceAnyStakeUpToHalf(t *testing.T) {
	tests := []struct {
		rules, shoe, boxes, insure string
		want                       string // the summary, or the refusal
	}{
		{classic, "TS 9D AC 9H 8S KD", "1:20 2:10", "insurance 4",
			"dealer AC KD=BJ | 1: TS 9H=19 lose -20.00 ins 4.00 +8.00 | 2: 9D 8S=17 lose -10.00"},
		{classic, "TS 9D AC 9H 8S KD", "1:20 2:10", "insurance 0.50",
			"dealer AC KD=BJ | 1: TS 9H=19 lose -20.00 ins 0.50 +1.00 | 2: 9D 8S=17 lose -10.00"},
		{shuffler, "TS 9D AC 9H 8S KD", "1:30 2:10", "insurance 7.50",
			"dealer AC KD=BJ | 1: TS 9H=19 lose -30.00 ins 7.50 +15.00 | 2: 9D 8S=17 lose -10.00"},
		{classic, "TS 9D AC 9H 8S KD", "1:20 2:10", "insurance 10.01", "at most 10.00 (Art. 9)"},
		{shuffler, "TS 9D AC 9H 8S KD", "1:30 2:10", "insurance 16", "at most 15.00 (Assicurazione)"},
	}
	for _, tc := range tests {
		t.Run(tc.rules+" "+tc.insure, func(t *testing.T) {
			sc := script.Script{Rules: tc.rules, Shoe: tc.shoe, Boxes: parseBoxes(t, tc.boxes), Decisions: []string{tc.insure, "no-insurance", "stand", "stand"}}
			if !strings.Contains(tc.want, "|") {
				scriptErrorContains(t, sc, tc.want)
				return
			}
			rec, err := sc.Run()
			if err != nil {
				t.Fatal(err)
			}
			wantSummary(t, rec, tc.want)
		})
	}
	// The online table: exactly half.
	scriptErrorContains(t, script.Script{Rules: online, Shoe: "TS AC 9H KD", Boxes: parseBoxes(t, "1:10"), Decisions: []string{"insurance 3"}}, "exactly half the bet: 5.00 (Assicurazione)")
}
