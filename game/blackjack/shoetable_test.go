package blackjack_test

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

// 004's reserved tables dealt from the shoe (Le attrezzature: Lo "Shoe"
// "viene utilizzato su tavoli riservati").

// playAutoEvents plays r to its end as playAuto does and returns the events
// of its last step.
func playAutoEvents(t *testing.T, r *blackjack.Round) []blackjack.Event {
	t.Helper()
	var last []blackjack.Event
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			a = blackjack.Action{Kind: blackjack.Stand}
			switch r.Turn().Question {
			case blackjack.AskInsurance:
				a = blackjack.Action{Kind: blackjack.NoInsurance}
			case blackjack.AskEvenMoney:
				a = blackjack.Action{Kind: blackjack.NoEvenMoney}
			default:
				if !r.Turn().Options.Has(blackjack.OptStand) {
					a = blackjack.Action{Kind: blackjack.Hit}
				}
			}
		}
		evs, err := r.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		last = append(last[:0], evs...)
	}
	return last
}

// Apertura 9: "Quando appare la mascherina, il dealer termina la mano in
// corso (SOLO QUANDO SI UTILIZZA Lo "Shoe")". The shoe is dealt round after
// round down to the mascherina (about a deck and a half from the back,
// Apertura 7); the round it comes out in is finished, and the next one
// starts a new shoe, burnt again (Apertura 8). The Shuffler Mate table
// returns the cards every round.
func TestApertura9_ShoeDealtToTheMascherinaThenTheHandFinished(t *testing.T) {
	for _, c := range []struct {
		rs          rules.RuleSet
		shoeGoesOn  bool // the rounds follow one another in the same pack
		wantCutCard bool
	}{
		{rules.ItalianShufflerShoe, true, true},
		{rules.ItalianShuffler, false, false},
	} {
		tb := table.New(c.rs, rules.NewRand(4))
		if got := tb.Shoe().HasCut(); got != c.wantCutCard {
			t.Fatalf("%s: a cut card in the shoe: %v; want %v", c.rs.ID, got, c.wantCutCard)
		}
		bets := []setup.BoxBet{bet(1, 10), bet(3, 10), bet(5, 10)}
		dealt, cutRounds, burns := 0, 0, 0
		for i := 0; i < 60 && cutRounds < 2; i++ {
			before, fresh := tb.Shoe().Dealt(), tb.NeedsShuffle()
			r, err := tb.Deal(bets, 0)
			if err != nil {
				t.Fatal(err)
			}
			if c.shoeGoesOn && !fresh && tb.Shoe().Dealt() < before {
				t.Fatalf("%s round %d: the shoe went back from %d to %d cards dealt without the mascherina", c.rs.ID, i, before, tb.Shoe().Dealt())
			}
			playAuto(t, r)
			rec := record.Of(r)
			if rec.Void {
				t.Errorf("%s round %d: void; Apertura 9 finishes the hand in progress", c.rs.ID, i)
			}
			if len(rec.Burnt) > 0 {
				burns++
				if len(rec.Burnt) != 5 {
					t.Errorf("%s round %d: %d cards burnt; Apertura 8 wants 5", c.rs.ID, i, len(rec.Burnt))
				}
			}
			if rec.CutCardOut {
				cutRounds++
				if !tb.NeedsShuffle() {
					t.Errorf("%s round %d: the mascherina is out and the hand finished, yet no new shoe", c.rs.ID, i)
				}
			} else if c.shoeGoesOn && tb.NeedsShuffle() {
				t.Errorf("%s round %d: a new shoe before the mascherina came out", c.rs.ID, i)
			}
			dealt++
		}
		if !c.shoeGoesOn {
			if cutRounds != 0 || burns != 1 {
				t.Errorf("%s: %d rounds at the mascherina, %d burns; the Shuffler Mate has neither but the opening's burn", c.rs.ID, cutRounds, burns)
			}
			continue
		}
		// 312 cards, about 78 behind the mascherina: about 234 to deal,
		// some 15 rounds of three boxes and the dealer; two shoes, and a
		// burn at the opening of each.
		if cutRounds != 2 || burns != 2 || dealt < 20 {
			t.Errorf("%s: %d rounds, %d at the mascherina, %d burns; want two shoes of many rounds", c.rs.ID, dealt, cutRounds, burns)
		}
	}
}

// Regole particolari 11: "Nell'utilizzo del sabot "Shoe", nel caso
// dovessero uscire carte che presentino all'esterno il loro valore, queste
// saranno "bruciate" dal dealer. Al termine si procederà al controllo
// dell'intera "sizain" rimescolando le carte e reinserendole nel sabot."
// The card is burnt even in the deal (the Italian casino's Art. 17 keeps
// it there), and the hand over, the pack is reshuffled: a new shoe.
func TestRegoleParticolari11_ShoeExposedCardBurntThenSizainReshuffled(t *testing.T) {
	for _, c := range []struct {
		rs        rules.RuleSet
		remedy    string
		article   string
		check     blackjack.PackCheck
		reshuffle bool
	}{
		{rules.ItalianShufflerShoe, "burn-card", "Regole particolari 11", blackjack.PackReshuffled, true},
		{rules.ItalianClassic, "deal box 1", "Art. 17", blackjack.NoPackCheck, false},
	} {
		tb := table.New(c.rs, rules.NewRand(11))
		r, err := tb.Deal([]setup.BoxBet{bet(1, 10), bet(2, 10)}, 0)
		if err != nil {
			t.Fatal(err)
		}
		for a, ok := r.NextDealerAction(); ok && a.Kind != blackjack.Deal; a, ok = r.NextDealerAction() {
			if _, err := r.Apply(a); err != nil { // close the bets, burn
				t.Fatal(err)
			}
		}
		if _, err := incident.Bring(r, blackjack.ExposedCard); err != nil {
			t.Fatalf("%s: %v", c.rs.ID, err)
		}
		due, _ := r.NextDealerAction()
		if due.String() != c.remedy {
			t.Errorf("%s: after a card out face up in the deal, %q is due; want %q", c.rs.ID, due, c.remedy)
		}
		if got := c.rs.Article(rules.TopicExposedCard); got != c.article {
			t.Errorf("%s: the exposed card's article %q; want %q", c.rs.ID, got, c.article)
		}
		evs := playAutoEvents(t, r)
		if got := r.PackCheck(); got != c.check {
			t.Errorf("%s: pack check %q; want %q", c.rs.ID, got, c.check)
		}
		if got := packCheckEvent(evs); got != c.check {
			t.Errorf("%s: the last step's pack check event %q; want %q", c.rs.ID, got, c.check)
		}
		if r.CutCardOut() {
			t.Fatalf("%s: the cut card came out in the first round", c.rs.ID)
		}
		if got := tb.NeedsShuffle(); got != c.reshuffle {
			t.Errorf("%s: a new shoe after the hand: %v; want %v", c.rs.ID, got, c.reshuffle)
		}
		// A table saved between the hands and restored still owes it.
		back, err := table.Restore(c.rs, rules.NewRand(11), tb.State())
		if err != nil {
			t.Fatal(err)
		}
		if got := back.NeedsShuffle(); got != c.reshuffle {
			t.Errorf("%s: restored, a new shoe after the hand: %v; want %v", c.rs.ID, got, c.reshuffle)
		}
		next, err := tb.Deal([]setup.BoxBet{bet(1, 10), bet(2, 10)}, 0)
		if err != nil {
			t.Fatal(err)
		}
		playAuto(t, next)
		if burnt := len(record.Of(next).Burnt) > 0; burnt != c.reshuffle {
			t.Errorf("%s: the next round burns %v; want %v (a new shoe is burnt, Apertura 8)", c.rs.ID, burnt, c.reshuffle)
		}
	}
}

// Regole particolari 4-5: several cards fallen during the coup are burnt;
// "Con l'utilizzo del sabot (Shoe), alla fine della mano si conteranno le
// carte per accertarne la completezza e si sostituiranno solo le carte che
// appariranno danneggiate." The cards are counted as the hand ends and the
// shoe goes on; at the Shuffler Mate table the count is the Ispettore's as
// the cards go back into the machine (Regole particolari 4).
func TestRegoleParticolari5_ShoeCardsCountedAtTheEndOfTheHand(t *testing.T) {
	for _, c := range []struct {
		rs      rules.RuleSet
		article string
		check   blackjack.PackCheck
	}{
		{rules.ItalianShufflerShoe, "Regole particolari 4, 5", blackjack.PackCounted},
		{rules.ItalianShuffler, "Regole particolari 4", blackjack.NoPackCheck},
	} {
		tb := table.New(c.rs, rules.NewRand(5))
		r, err := tb.Deal([]setup.BoxBet{bet(1, 10), bet(2, 10)}, 0)
		if err != nil {
			t.Fatal(err)
		}
		for a, ok := r.NextDealerAction(); ok && a.Kind != blackjack.Deal; a, ok = r.NextDealerAction() {
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := incident.Bring(r, blackjack.FallenCards); err != nil {
			t.Fatalf("%s: %v", c.rs.ID, err)
		}
		if got := c.rs.Article(rules.TopicFallenCards); got != c.article {
			t.Errorf("%s: the fallen cards' article %q; want %q", c.rs.ID, got, c.article)
		}
		if due, _ := r.NextDealerAction(); due.Kind != blackjack.BurnCard {
			t.Errorf("%s: %q due after several cards fell; want burn-card", c.rs.ID, due)
		}
		evs := playAutoEvents(t, r)
		if got := packCheckEvent(evs); got != c.check {
			t.Errorf("%s: pack check at the end of the hand %q; want %q", c.rs.ID, got, c.check)
		}
		if n := len(evs); n == 0 || evs[n-1].Kind != blackjack.EvRoundOver {
			t.Errorf("%s: the hand's last event is not the round over: %v", c.rs.ID, evs)
		}
		if c.rs.Shuffle == rules.ShuffleShoe && tb.NeedsShuffle() {
			t.Errorf("%s: the cards counted, the shoe goes on; yet a new shoe is due", c.rs.ID)
		}
	}
}

// packCheckEvent is the check of the EvPackCheck among evs, NoPackCheck
// when there is none.
func packCheckEvent(evs []blackjack.Event) blackjack.PackCheck {
	for _, e := range evs {
		if e.Kind == blackjack.EvPackCheck {
			return e.Check
		}
	}
	return blackjack.NoPackCheck
}
