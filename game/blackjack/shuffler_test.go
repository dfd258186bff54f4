package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// The Italian casino with the Shuffler Mate (seeds/004).

const shuffler = "italian-shuffler"

// Regole particolari 13: "il dealer è tenuto ad esaurire il colpo anche se
// tutti i giocatori hanno superato il 21"; Svolgimento: a bust loses at once.
func TestShuffler13_DealerCompletesWhenAllBust(t *testing.T) {
	rec := play(t, shuffler, "TS TD 5C 6S 5D KH 9H 3S 9C", "1:10 2:10", "hit", "hit")
	wantSummary(t, rec, "dealer 5C 3S 9C=17 | 1: TS 6S KH=26 lose -10.00 | 2: TD 5D 9H=24 lose -10.00")
	wantActions(t, rec, "box 1: hit", "deal box 1", "collect box 1 main 10.00", "box 2: hit", "deal box 2",
		"collect box 2 main 10.00", "deal dealer", "deal dealer", "dealer-stand", "collect-cards")
}

// Il gioco: "è obbligatorio richiedere un'altra carta quando il totale è
// inferiore o pari a 11". Interpretation: the best total counts, so a soft
// 16 may stand.
func TestShufflerIlGioco_ForcedHitOnElevenOrLess(t *testing.T) {
	r := newRound(t, rules.ItalianShuffler, "5S TD 7C 6D 9D", bet(1, 10), bet(2, 10)) // 5S 6D = 11
	if o := r.Turn().Options; o.Has(blackjack.OptStand) || !o.Has(blackjack.OptHit) || !o.Has(blackjack.OptDouble) {
		t.Errorf("11: options %04b; want hit and double, not stand", o)
	}
	illegal(t, r, blackjack.Action{Kind: blackjack.Stand}, "must take a card", "Il gioco")

	r = newRound(t, rules.ItalianShuffler, "AS TD 7C 5D 9D", bet(1, 10), bet(2, 10)) // AS 5D = 16 soft
	if !r.Turn().Options.Has(blackjack.OptStand) {
		t.Errorf("soft 16 may stand: options %04b", r.Turn().Options)
	}
}

// Il gioco: "è vietato chiederla quando il totale è pari a 21": a hand
// reaching 21 stands, soft or hard.
func TestShufflerIlGioco_NoCardOnTwentyOne(t *testing.T) {
	// box 1: AS 5D hits 5C: soft 21 stands by itself; box 2 is asked next.
	r := newRound(t, rules.ItalianShuffler, "AS TD 7C 5D 9D 5C", bet(1, 10), bet(2, 10))
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r)
	if tr := r.Turn(); tr.Box != 2 {
		t.Errorf("after 21, box %d is asked; want box 2", tr.Box)
	}
}

// Il raddoppio: "con punteggio massimo di 11 ... Nel caso che il Cliente
// raddoppi con un 8 e un asso, se riceve un 2, ottiene 21".
func TestShufflerIlRaddoppio_EightAndAceDoubles(t *testing.T) {
	rec := play(t, shuffler, "8S TD 6C AS 9D 2H TC 5C", "1:10 2:10", "double", "stand")
	wantSummary(t, rec, "dealer 6C TC 5C=21 | 1: 8S AS 2H=21 push 0.00 x2 | 2: TD 9D=19 lose -10.00")
}

// Divisione: "potrà decidere di dividere ulteriormente fino ad un massimo di
// tre volte": four hands, and no fifth.
func TestShufflerDivisione_ResplitToFourHands(t *testing.T) {
	shoe := "8S TD 6C 8H 9D 8D 8C 8S TC TH TS TD 9C"
	rec := play(t, shuffler, shoe, "1:10 2:10", "split", "split", "split", "stand", "stand", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 6C TD 9C=25 | 1: 8S 8S=16 win +10.00 / 8C TC=18 win +10.00 / 8D TH=18 win +10.00 / 8H TS=18 win +10.00 | 2: TD 9D=19 win +10.00")
	scriptErrorContains(t, script.Script{Rules: shuffler, Shoe: shoe, Boxes: parseBoxes(t, "1:10 2:10"), Decisions: []string{"split", "split", "split", "split"}},
		`decisions[3]: illegal action "split": a box may not make more than 4 hands (Divisione o splitting)`)
}

// Interpretation (Divisione: "due carte uguali"): same rank only.
func TestInterpretation_ShufflerPairsAreSameRank(t *testing.T) {
	r := newRound(t, rules.ItalianShuffler, "KS TD 6C QD 9D", bet(1, 10), bet(2, 10))
	illegal(t, r, blackjack.Action{Kind: blackjack.Split}, "KS QD is not a pair here", "Divisione o splitting")
	r = newRound(t, rules.ItalianShuffler, "KS TD 6C KD 9D", bet(1, 10), bet(2, 10))
	if !r.Turn().Options.Has(blackjack.OptSplit) {
		t.Error("KS KD may split")
	}
	// The Italian casino takes any two ten-values as a pair (Cap.1).
	r = newRound(t, rules.ItalianClassic, "KS TD 6C QD 9D", bet(1, 10), bet(2, 10))
	if !r.Turn().Options.Has(blackjack.OptSplit) {
		t.Error("italian-classic: KS QD may split")
	}
}

// Black Jack alla pari: "quando il Dealer mostra un Asso" only — not against
// a ten-value as at the Italian casino (000).
func TestShufflerBlackJackAllaPari_OnlyAgainstAce(t *testing.T) {
	rec := play(t, shuffler, "AS 9D TC KH 8S 7D", "1:10 2:10", "stand")
	wantSummary(t, rec, "dealer TC 7D=17 | 1: AS KH=BJ win +15.00 | 2: 9D 8S=17 push 0.00")
	for _, a := range rec.Actions {
		if a == "offer-even-money" {
			t.Error("even money offered against a ten")
		}
	}
	rec = play(t, shuffler, "AS 9D AC KH 8S 7D", "1:10 2:10", "even-money", "no-insurance", "stand")
	wantSummary(t, rec, "dealer AC 7D=18 | 1: AS KH=BJ win +10.00 even-money | 2: 9D 8S=17 lose -10.00")
	wantActions(t, rec, "offer-insurance", "box 1: even-money", "pay box 1 even-money 10.00", "box 2: no-insurance")
}

// Il gioco: "Il BLACK JACK batte sempre il 21", paid with the settlement.
// Svolgimento: the losers are collected, then the winners paid.
// Interpretation: from the dealer's right, as Art.28 of the sister casino.
func TestShuffler_BlackjackBeatsTwentyOneAndLosersFirst(t *testing.T) {
	rec := play(t, shuffler, "AS TD 9C KH 5S 7H 5D", "1:10 2:10", "stand")
	wantSummary(t, rec, "dealer 9C 7H 5D=21 | 1: AS KH=BJ win +15.00 | 2: TD 5S=15 lose -10.00")
	wantActions(t, rec, "dealer-stand", "collect box 2 main 10.00", "pay box 1 main 15.00")

	rec = play(t, shuffler, "TS TD 9C 9H TH 7S 8C 9D", "1:10 2:10 3:10", "stand", "stand", "stand")
	wantSummary(t, rec, "dealer 9H 9D=18 | 1: TS TH=20 win +10.00 | 2: TD 7S=17 lose -10.00 | 3: 9C 8C=17 lose -10.00")
	wantActions(t, rec, "dealer-stand", "collect box 3 main 10.00", "collect box 2 main 10.00", "pay box 1 main 10.00", "collect-cards")
}

// Il gioco: "Quando c'è un solo giocatore, questi deve effettuare le sue
// puntate su almeno due postazioni".
func TestShufflerIlGioco_LonePlayerTwoBoxes(t *testing.T) {
	scriptErrorContains(t, script.Script{Rules: shuffler, Shoe: "TS 9S 7H 8S 9D TD", Boxes: parseBoxes(t, "4:10:anna")}, "at least 2 boxes (Il gioco)")
}

// Il raddoppio: two cards "con punteggio massimo di 11" double; Divisione:
// after a split only "un punteggio pari a 9 – 10 – 11".
func TestShufflerDivisione_DoubleAfterSplitOnNineToEleven(t *testing.T) {
	r := newRound(t, rules.ItalianShuffler, "4S TD 6C 4H 9D 4D", bet(1, 10), bet(2, 10))
	if !r.Turn().Options.Has(blackjack.OptDouble) {
		t.Error("4S 4H (8) may double on the first two cards")
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Split}); err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r) // hand 1: 4S 4D = 8
	illegal(t, r, blackjack.Action{Kind: blackjack.Double}, "a split hand of 4S 4D may not double here", "Divisione o splitting")
}

// Assicurazione: "Assicurando con 9-10-11 si può raddoppiare ma
// l'assicurazione rimane quella iniziale. Assicurando con due carte uguali
// si può dividere ma l'assicurazione rimane quella iniziale." Box 1 (5S 6D
// = 11) insures 5 and doubles, 9H: 20; box 2 (8S 8D) insures 5 and splits:
// TC 18, 9C 17. The dealer AC 7C = 18: each insurance loses its 5, box 1
// wins 20 on its doubled bet, box 2 pushes 18 and loses 17.
func TestAssicurazione_InsuredHandDoublesOrSplits(t *testing.T) {
	rec := play(t, shuffler, "5S 8S AC 6D 8D 9H TC 9C 7C", "1:10 2:10",
		"insurance 5", "insurance 5", "double", "split", "stand", "stand")
	wantSummary(t, rec, "dealer AC 7C=18 | 1: 5S 6D 9H=20 win +20.00 x2 ins 5.00 -5.00 | 2: 8S TC=18 push 0.00 / 8D 9C=17 lose -10.00 ins 5.00 -5.00")
}
