package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

func playAuto(t *testing.T, r *blackjack.Round) {
	t.Helper()
	for !r.Done() {
		if a, ok := r.NextDealerAction(); ok {
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
			continue
		}
		// Stand whenever possible, else hit.
		a := blackjack.Action{Kind: blackjack.Stand}
		switch r.Turn().Question {
		case blackjack.AskInsurance:
			a = blackjack.Action{Kind: blackjack.NoInsurance}
		case blackjack.AskEvenMoney:
			a = blackjack.Action{Kind: blackjack.NoEvenMoney}
		case blackjack.AskDesafioBet:
			a = blackjack.Action{Kind: blackjack.NoDesafio}
		case blackjack.AskAceValue:
			a = blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}
		default:
			if !r.Turn().Options.Has(blackjack.OptStand) {
				a = blackjack.Action{Kind: blackjack.Hit}
			}
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// Cap.1, Art.1: the Italian casino burns five cards after the shuffle, once
// per shoe; Art.1, Art.33: when the cut card comes out the round is
// completed, and the pack is shuffled before the next.
func TestArt1_BurnFiveAndArt33_ShuffleAfterTheCutCard(t *testing.T) {
	tb := table.New(rules.ItalianClassic, rules.NewRand(42))
	behind := tb.Shoe().CardsBeforeCut()
	if got := 312 - behind; got < 78-8 || got > 78+8 {
		t.Errorf("cut card with %d cards behind; want about a quarter (78±8)", got)
	}
	bets := []setup.BoxBet{bet(1, 10), bet(2, 10)}
	rounds, burns := 0, 0
	for shoes := 0; shoes < 2; rounds++ {
		r, err := tb.Deal(bets, 0)
		if err != nil {
			t.Fatal(err)
		}
		playAuto(t, r)
		rec := record.Of(r)
		if len(rec.Burnt) > 0 {
			burns++
			if len(rec.Burnt) != 5 || rec.Actions[1] != "burn 5" {
				t.Errorf("round %d burnt %d cards (%v)", rounds, len(rec.Burnt), rec.Actions[:2])
			}
		}
		if rec.CutCardOut {
			shoes++
			if !tb.NeedsShuffle() {
				t.Error("the cut card is out but the table does not shuffle")
			}
		}
	}
	// Three shoes were opened: the first, and one after each cut card (the
	// third opens at the next Deal).
	if burns != 2 {
		t.Errorf("%d burns in %d rounds over two shoes; want 2", burns, rounds)
	}
	if _, err := tb.Deal(bets, 0); err != nil {
		t.Fatal(err)
	}
	if tb.Shoe().Dealt() > 20 || !tb.Shoe().HasCut() {
		t.Errorf("after the cut card the next round starts a fresh shoe: %s", tb.Shoe())
	}
}

// Apertura 7-8: the Shuffler Mate is burnt once, at the opening; every
// round is dealt from the full pack.
func TestShufflerApertura8_BurnOnceAndContinuousShuffle(t *testing.T) {
	tb := table.New(rules.ItalianShuffler, rules.NewRand(1))
	bets := []setup.BoxBet{bet(1, 10), bet(2, 10)}
	for i := 0; i < 5; i++ {
		r, err := tb.Deal(bets, 0)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && tb.Shoe().Dealt() != 0 {
			t.Errorf("round %d starts with %d cards dealt; the shuffler returns them", i, tb.Shoe().Dealt())
		}
		playAuto(t, r)
		if n := len(record.Of(r).Burnt); (i == 0) != (n == 5) {
			t.Errorf("round %d burnt %d cards", i, n)
		}
	}
}

// The online table shuffles six decks before every round; the Argentine
// table leaves about a deck behind its cut card (Desarrollo 7).
func TestShuffleModes(t *testing.T) {
	tb := table.New(rules.ItalianOnline, rules.NewRand(9))
	for i := 0; i < 3; i++ {
		r, err := tb.Deal([]setup.BoxBet{bet(1, 10)}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if tb.Shoe().Remaining() != 312 {
			t.Errorf("round %d starts with %d cards", i, tb.Shoe().Remaining())
		}
		playAuto(t, r)
	}
	ar := table.New(rules.Argentine, rules.NewRand(9))
	if n := ar.Shoe().Size() - ar.Shoe().CardsBeforeCut(); n < 46 || n > 58 {
		t.Errorf("argentine cut card with %d cards behind; want about a deck", n)
	}
	if ar.Shoe().Size() != 416 {
		t.Errorf("argentine shoe of %d cards; want 8 decks", ar.Shoe().Size())
	}
}

// Art.33: "la mano deve essere fatta anche quando questa é la prima nella
// distribuzione delle carte": a round that starts with the cut card next is
// dealt and marked as the last of the shoe.
func TestArt33_RoundStartingWithTheCutCardIsPlayed(t *testing.T) {
	cut := 0
	rec, err := script.Script{Rules: classic, Shoe: "TS 9S 7H 8S 9D TD", Boxes: parseBoxes(t, "1:10 3:10"), Decisions: []string{"stand", "stand"}, Cut: &cut}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if !rec.CutCardOut || rec.TableNet != rules.Units(20) {
		t.Errorf("cut card out %v, net %v; want the round played in full", rec.CutCardOut, rec.TableNet)
	}
}
