package blackjack_test

import (
	"errors"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// driveTo plays the round up to at actions in its log: the automatic
// dealer's steps and the decisions, in order. It returns the decisions left.
func driveTo(t *testing.T, r *blackjack.Round, at int, decisions []string) []string {
	t.Helper()
	for len(r.Log()) < at && !r.Done() {
		if a, ok := r.NextDealerAction(); ok {
			if _, err := r.Apply(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			continue
		}
		if len(decisions) == 0 {
			t.Fatalf("decisions ran out at action %d; legal: %v", len(r.Log()), r.Legal())
		}
		a, err := notation.ParseDecision(decisions[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("%s: %v", decisions[0], err)
		}
		decisions = decisions[1:]
	}
	return decisions
}

// finishAuto plays the rest of the round with the automatic dealer
// (DealerStep, which applies whatever is due, remedies included).
func finishAuto(t *testing.T, r *blackjack.Round, decisions []string) {
	t.Helper()
	for !r.Done() {
		if _, ok := r.DealerStep(); ok {
			continue
		}
		if len(decisions) == 0 {
			t.Fatalf("decisions ran out; legal: %v", r.Legal())
		}
		a, err := notation.ParseDecision(decisions[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("%s: %v", decisions[0], err)
		}
		decisions = decisions[1:]
	}
	if len(decisions) > 0 {
		t.Fatalf("decisions left over: %v", decisions)
	}
}

func incidentRound(t *testing.T, rs rules.RuleSet, shoe string, boxes ...setup.BoxBet) *blackjack.Round {
	t.Helper()
	s, err := rules.StackedShoe(shoe)
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rs, Shoe: s, Boxes: boxes})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

type wrongStep struct{ step, code string }

// checkFirstWrong fails the test unless the school's record of rec stopped
// at the wrong step want (its index, step, the step due, article and code).
func checkFirstWrong(t *testing.T, rec record.Record, want *game.WrongStep) {
	t.Helper()
	w := rec.School.FirstWrong
	if w == nil || w.Index != want.Index || w.Step != want.Step || w.Due != want.Due || w.Article != want.Article || w.Code != want.Code {
		t.Fatalf("first wrong %+v, want %+v", w, want)
	}
}

// schoolStopped checks a dealer-school script's verdict: stopped at want
// when want is set (and then reports true: the round's end is not
// checked), otherwise every step taken right with none missing.
func schoolStopped(t *testing.T, rec record.Record, want *game.WrongStep) bool {
	t.Helper()
	if want != nil {
		checkFirstWrong(t, rec, want)
		return true
	}
	if rec.School != nil && (rec.School.FirstWrong != nil || rec.School.RanOutBefore != "") {
		t.Fatalf("school %+v %+v", rec.School, rec.School.FirstWrong)
	}
	return false
}

// incidentCases: each incident at a moment it can happen, its remedy, the
// wrong steps a student may take instead, and the round's end, worked out
// by hand from the stacked shoe.
var incidentCases = []struct {
	name      string
	rs        rules.RuleSet
	shoe      string
	boxes     []setup.BoxBet
	at        int // actions before the incident
	decisions []string
	kind      blackjack.IncidentKind
	card      string // the card out of the shoe; "" for none
	due       string // the step due after the incident
	article   string
	wrong     []wrongStep
	// the round's end
	hands      []string // each box's first hand
	dealer     string
	eliminated string
	net        int64
}{
	{
		// The card turned in the shoe is the first of the deal: it keeps
		// its validity and box 1 gets it.
		name: "Art17_ExposedInTheDealIsValid", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.ExposedCard, card: "TS", due: "deal box 1", article: "Art. 17",
		wrong: []wrongStep{{"burn-card", "card-valid"}, {"pick-up-card", "card-valid"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// Box 1 (14) asks for a card; the 5D turned in the shoe is
		// eliminated and the 7C makes 21.
		name: "Art17_ExposedInTheDrawIsEliminated", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 4H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 7, decisions: []string{"hit", "stand"},
		kind: blackjack.ExposedCard, card: "5D", due: "burn-card", article: "Art. 17",
		wrong: []wrongStep{{"deal box 1", "exposed-card"}, {"pick-up-card", "exposed-card"}, {"deal dealer", "exposed-card"}},
		hands: []string{"TS 4H 7C", "TH 7D"}, dealer: "9S 8D", eliminated: "5D", net: 10,
	},
	{
		// The dealer (9S, drawing on 9S 6C = 15) is shown the 2H in the
		// shoe: his game is forced, the card is valid: 9S 6C 2H = 17.
		name: "Art17_ExposedForTheDealerIsValid", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 6C 2H", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 9, decisions: []string{"stand", "stand"},
		kind: blackjack.ExposedCard, card: "2H", due: "deal dealer", article: "Art. 17",
		wrong: []wrongStep{{"burn-card", "card-valid"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 6C 2H", net: 10,
	},
	{
		// Box 1 (16) refuses the unrequested 5C by standing; box 2 (16)
		// takes it with "hit": 21. The dealer: 9H 4H 2S TD, bust.
		name: "Art24_UnrequestedCardOfferedInTurn", rs: rules.ItalianClassic,
		shoe: "TS 9S 9H 6D 7C 5C 4H 2S TD", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 6,
		decisions: []string{"stand", "hit"},
		kind:      blackjack.UnrequestedCard, card: "5C", due: "offer-card box 1", article: "Art. 24",
		wrong: []wrongStep{{"deal dealer", "unrequested-card"}, {"burn-card", "unrequested-card"}, {"offer-card box 2", "unrequested-card"}, {"deal box 1", "unrequested-card"}},
		hands: []string{"TS 6D", "9S 7C 5C"}, dealer: "9H 4H 2S TD", net: 20,
	},
	{
		// Both boxes (16) refuse the 5C: it goes to the bank, 9H 5C, then
		// 4H: 18. Both boxes lose.
		name: "Art24_UnrequestedCardRefusedByAllGoesToTheBank", rs: rules.ItalianClassic,
		shoe: "TS 9S 9H 6D 7C 5C 4H", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 6,
		decisions: []string{"stand", "stand"},
		kind:      blackjack.UnrequestedCard, card: "5C", due: "offer-card box 1", article: "Art. 24",
		wrong: []wrongStep{{"collect-cards", "unrequested-card"}},
		hands: []string{"TS 6D", "9S 7C"}, dealer: "9H 5C 4H", net: -20,
	},
	{
		// The dealer makes 17 (9S 8D) and draws the 5C too many: annulled.
		name: "Art24_DealerExtraCardAnnulled", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D 5C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 9, decisions: []string{"stand", "stand"},
		kind: blackjack.DealerExtraCard, card: "5C", due: "burn-card", article: "Art. 24",
		wrong: []wrongStep{{"dealer-stand", "dealer-extra-card"}, {"pay box 1 main 10", "dealer-extra-card"}, {"collect box 1 main 10", "dealer-extra-card"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", eliminated: "5C", net: 10,
	},
	{
		// The cut card comes out first: the round is dealt all the same.
		name: "Art33_CutCardFirstTheRoundIsDealt", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.CutCardFirst, due: "last-round", article: "Art. 33",
		wrong: []wrongStep{{"deal box 2", "cut-card-first"}, {"collect-cards", "cut-card-first"}, {"burn-card", "cut-card-first"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// The first card falls: picked up, it stays box 1's.
		name: "Art36_FallenCardPickedUpStaysInPlay", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.FallenCard, card: "TS", due: "pick-up-card", article: "Art. 36",
		wrong: []wrongStep{{"burn-card", "fallen-card"}, {"deal box 1", "fallen-card"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// The 5D and 6C come out together, their order unknown: both
		// eliminated; the deal goes on with the TS.
		name: "Art20_StuckCardsEliminated", rs: rules.ItalianClassic,
		shoe: "5D 6C TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.StuckCards, card: "5D", due: "burn-card", article: "Art. 20",
		wrong: []wrongStep{{"deal box 1", "stuck-cards"}, {"pick-up-card", "stuck-cards"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", eliminated: "5D 6C", net: 10,
	},
	{
		// A card of the deal falls: picked up and put back in play (RP 3).
		name: "RegoleParticolari3_FallenDueCardBackInPlay", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 3, decisions: []string{"stand", "stand"},
		kind: blackjack.FallenCard, card: "9S", due: "pick-up-card", article: "Regole particolari 3, 6",
		wrong: []wrongStep{{"burn-card", "fallen-card"}, {"deal dealer", "fallen-card"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// Box 1's hit card falls: burnt and replaced by the 7C (RP 6).
		name: "RegoleParticolari6_FallenCardInThePlayBurnt", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 4H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 7, decisions: []string{"hit", "stand"},
		kind: blackjack.FallenCard, card: "5D", due: "burn-card", article: "Regole particolari 3, 6",
		wrong: []wrongStep{{"pick-up-card", "fallen-card"}, {"deal box 1", "fallen-card"}},
		hands: []string{"TS 4H 7C", "TH 7D"}, dealer: "9S 8D", eliminated: "5D", net: 10,
	},
	{
		// Box 1 (16) is given the 5D unasked: annulled; he then hits, 7C,
		// and busts; the dealer completes his hand (RP 13): 9S 8D.
		name: "RegoleParticolari7_UnrequestedCardAnnulled", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 6H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 6, decisions: []string{"hit", "stand"},
		kind: blackjack.UnrequestedCard, card: "5D", due: "burn-card", article: "Regole particolari 7",
		wrong: []wrongStep{{"offer-card box 1", "unrequested-card"}, {"deal box 1", "unrequested-card"}},
		hands: []string{"TS 6H 7C", "TH 7D"}, dealer: "9S 8D", eliminated: "5D", net: -10,
	},
	{
		// The first card comes out face up: burnt (RP 11), whatever the
		// phase.
		name: "RegoleParticolari11_ExposedCardBurnt", rs: rules.ItalianShuffler,
		shoe: "5D TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.ExposedCard, card: "5D", due: "burn-card", article: "Regole particolari 10, 11",
		wrong: []wrongStep{{"deal box 1", "exposed-card"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", eliminated: "5D", net: 10,
	},
	{
		// The dealer's hole card comes out face up, the 5C: burnt, and the
		// 8D dealt face down in its place (Disp. 7). 18 and 19 win against
		// 9S 8D, 17 pushes.
		name: "Disposiciones7_HoleCardFaceUpBurnt", rs: rules.Argentine,
		shoe: "TS TH TC 9S 8H 7D 9D 5C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 8,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.ExposedCard, card: "5C", due: "burn-card", article: "Disposiciones 7",
		wrong: []wrongStep{{"deal dealer face-down", "exposed-card"}, {"deal dealer", "exposed-card"}},
		hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", eliminated: "5C", net: 20,
	},
	{
		// A card drawn while box 1 decides: burnt, its value unknown to the
		// players (Disp. 5).
		name: "Disposiciones5_UnrequestedCardBurnt", rs: rules.Argentine,
		shoe: "TS TH TC 9S 8H 7D 9D 8D 5C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 9,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.UnrequestedCard, card: "5C", due: "burn-card", article: "Disposiciones 5",
		wrong: []wrongStep{{"offer-card box 1", "unrequested-card"}, {"deal box 1", "unrequested-card"}},
		hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", eliminated: "5C", net: 20,
	},
	{
		// The dealer turns 9S 8D = 17 and draws the 5C: burnt (Disp. 5).
		name: "Disposiciones5_DealerExtraCardBurnt", rs: rules.Argentine,
		shoe: "TS TH TC 9S 8H 7D 9D 8D 5C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 13,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.DealerExtraCard, card: "5C", due: "burn-card", article: "Disposiciones 5",
		wrong: []wrongStep{{"dealer-stand", "dealer-extra-card"}, {"pay box 1 main 10", "dealer-extra-card"}},
		hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", eliminated: "5C", net: 20,
	},
	{
		// The TS due to box 1 is laid on box 2, which has no bet: picked
		// up, it is dealt to box 1 and the deal goes on (Art. 19).
		name: "Art19_CardOnAnEmptyBoxRebuilt", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.EmptyBox, card: "TS", due: "pick-up-card", article: "Art. 19",
		wrong: []wrongStep{{"deal box 1", "empty-box"}, {"burn-card", "empty-box"}, {"deal box 3", "empty-box"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		name: "RegoleParticolari2_CardOnAnEmptyBoxRebuilt", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.EmptyBox, card: "TS", due: "pick-up-card", article: "Regole particolari 2",
		wrong: []wrongStep{{"deal box 1", "empty-box"}, {"burn-card", "empty-box"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// The TS due to box 1 is laid on position 2, which has no bet, and
		// the deal cannot be rebuilt: the coup goes on "alla regola" (RP
		// 2, 17). Box 1 gets the TH, box 3 the 9S, the dealer the 8H;
		// position 2 its second card, the 5C, in its place; box 1 stands
		// on 17, position 2 is played by the dealer's rule (15: the 6C,
		// 21), box 3 stands on 18; the dealer 8H 9C = 17: box 1 ties, box
		// 3 wins 10, position 2 nothing: net 10.
		name: "RegoleParticolari2_CardOnAnUnbetPositionAllaRegola", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 8H 7D 5C 9D 6C 9C", boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, at: 1, decisions: []string{"stand", "stand"},
		kind: blackjack.EmptyBoxUnclear, due: "deal box 1", article: "Regole particolari 2, 17",
		wrong: []wrongStep{{"pick-up-card", "empty-box-unclear"}, {"burn-card", "empty-box-unclear"}},
		hands: []string{"TH 7D", "TS 5C 6C", "9S 9D"}, dealer: "8H 9C", net: 10,
	},
	{
		// Box 1 (14) asks for a card after the draw began; the 5D is laid
		// on box 2, which has no bet: eliminated (Art. 19, second
		// paragraph), box 1 gets the 6C (20) and wins; box 3 ties on 17.
		name: "Art19_CardOnAnEmptyBoxAfterTheDrawEliminated", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 4H 7D 5D 6C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(3, 10)}, at: 7, decisions: []string{"hit", "stand", "stand"},
		kind: blackjack.EmptyBoxDraw, card: "5D", due: "burn-card", article: "Art. 19",
		wrong: []wrongStep{{"pick-up-card", "empty-box-draw"}, {"deal box 1", "empty-box-draw"}, {"deal box 2", "empty-box-draw"}},
		hands: []string{"TS 4H 6C", "TH 7D"}, dealer: "9S 8D", eliminated: "5D", net: 10,
	},
	{
		// Box 1 (14) asks for a card; the 5D is laid on box 2: put back,
		// box 1 has 19. The dealer: 9S 7C 8D, bust.
		name: "RegoleParticolari8_WrongBoxCardPutBack", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 4H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 7, decisions: []string{"hit", "stand", "stand"},
		kind: blackjack.WrongBox, card: "5D", due: "pick-up-card", article: "Regole particolari 8",
		wrong: []wrongStep{{"deal box 2", "wrong-box"}, {"burn-card", "wrong-box"}, {"deal box 1", "wrong-box"}},
		hands: []string{"TS 4H 5D", "TH 7D"}, dealer: "9S 7C 8D", net: 20,
	},
	{
		// Box 1's player (TS 4H = 14) is away: the dealer plays his hand by
		// the rule, the 5D (19), and it stands; box 2 stands; the dealer
		// busts with 9S 7C 8D.
		name: "RegoleParticolari9_AbsentPlayerPlayedByTheRule", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 4H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 6, decisions: []string{"stand"},
		kind: blackjack.AbsentPlayer, due: "deal box 1", article: "Regole particolari 9, 17",
		wrong: []wrongStep{{"deal box 2", "absent-player"}, {"deal dealer", "absent-player"}, {"burn-card", "absent-player"}, {"pay box 1 main 10", "absent-player"}},
		hands: []string{"TS 4H 5D", "TH 7D"}, dealer: "9S 7C 8D", net: 20,
	},
	{
		// Box 1 (6S 5H = 11) is dealt the 4C without "¿dobla?": the card is
		// valid, a hit; box 1 stands on 15 and loses to 9S 8D, box 2
		// pushes on 17, box 3 wins with 19.
		name: "Disposiciones8_AskSkippedCardValid", rs: rules.Argentine,
		shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 9,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.AskSkipped, card: "4C", due: "deal box 1", article: "Disposiciones 5, 8",
		wrong: []wrongStep{{"burn-card", "card-valid"}, {"ask-double box 1", "ask-skipped"}},
		hands: []string{"6S 5H 4C", "TH 7D", "TC 9D"}, dealer: "9S 8D", net: 0,
	},
	{
		// Box 1 (TS 8H) decides when box 2 is found with a third card of
		// the deal, the 5C: box 2 alone is void, its three cards
		// eliminated (Art. 19, second paragraph); box 1 stands and beats
		// 9S 8D.
		name: "Art19_IrregularBoxVoidAfterTheDrawBegan", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 5C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 6, decisions: []string{"stand"},
		kind: blackjack.IrregularBox, due: "void box 2", article: "Art. 19",
		wrong: []wrongStep{{"burn-card", "irregular-box"}, {"void box 1", "irregular-box"}, {"deal dealer", "irregular-box"}, {"pay box 2 main 10", "irregular-box"}},
		hands: []string{"TS 8H", ""}, dealer: "9S 8D", eliminated: "TH 7D 5C", net: 10,
	},
	{
		// Box 2 is found with three cards: its bet alone is void, the cards
		// burnt (Disp. 6); boxes 1 and 3 win against 9S 8D.
		name: "Disposiciones6_MoreThanTwoCardsBetVoid", rs: rules.Argentine,
		shoe: "TS TH TC 9S 8H 7D 9D 8D 5C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 9,
		decisions: []string{"stand", "stand"},
		kind:      blackjack.IrregularBox, due: "void box 2", article: "Disposiciones 6",
		wrong: []wrongStep{{"burn-card", "irregular-box"}, {"void box 3", "irregular-box"}},
		hands: []string{"TS 8H", "", "TC 9D"}, dealer: "9S 8D", eliminated: "TH 7D 5C", net: 20,
	},
	{
		// The dealer passes over box 2 in the first round: box 2 is out of
		// the round (Disp. 10), the deal goes on with box 3; box 1 wins
		// with 18, box 3 pushes on 17.
		name: "Disposiciones10_BoxSkippedOutOfTheRound", rs: rules.Argentine,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 2,
		decisions: []string{"stand", "stand"},
		kind:      blackjack.BoxSkipped, due: "void box 2", article: "Disposiciones 10",
		wrong: []wrongStep{{"deal box 2", "box-skipped"}, {"deal box 3", "box-skipped"}, {"burn-card", "box-skipped"}, {"void box 3", "box-skipped"}},
		hands: []string{"TS 8H", "", "TH 7D"}, dealer: "9S 8D", net: 10,
	},
	{
		// The dealer deals box 1's second card, the 8H, in place of his
		// own: he announces "Próximas cartas para la Banca" and the 9S is
		// the bank's (Disp. 13); the deal goes on with box 2.
		name: "Disposiciones13_NextCardsForTheBank", rs: rules.Argentine,
		shoe: "TS TH TC 8H 9S 7D 9D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 4,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.BankCardOmitted, due: "next-cards-bank", article: "Disposiciones 13",
		wrong: []wrongStep{{"deal dealer", "bank-card-omitted"}, {"deal box 2", "bank-card-omitted"}, {"deal box 1", "bank-card-omitted"}, {"burn-card", "bank-card-omitted"}},
		hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", net: 20,
	},
	{
		// Cards found in the discard holder as box 1's card is due: the
		// coup goes on as it is (RP 1): box 1 gets the 5D.
		name: "RegoleParticolari1_CardsInTheDiscardCoupGoesOn", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 4H 7D 5D 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 7, decisions: []string{"hit", "stand", "stand"},
		kind: blackjack.CardsInDiscard, due: "deal box 1", article: "Regole particolari 1",
		wrong: []wrongStep{{"burn-card", "cards-in-discard"}, {"collect-cards", "cards-in-discard"}, {"void box 1", "cards-in-discard"}, {"pick-up-card", "cards-in-discard"}},
		hands: []string{"TS 4H 5D", "TH 7D"}, dealer: "9S 7C 8D", net: 20,
	},
	{
		// The bank's 5S goes into the discard as box 1's second card is
		// due: "Próximas cartas para la Banca", the 9S is the bank's, and
		// the deal goes on with box 1 (Disp. 14).
		name: "Disposiciones14_BankCardInTheDiscard", rs: rules.Argentine,
		shoe: "TS TH TC 5S 9S 8H 7D 9D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 5,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.BankCardDiscarded, due: "next-cards-bank", article: "Disposiciones 14",
		wrong: []wrongStep{{"deal box 1", "bank-card-discarded"}, {"deal dealer", "bank-card-discarded"}, {"burn-card", "bank-card-discarded"}},
		hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", eliminated: "5S", net: 20,
	},
	{
		// Boxes 18, 17, 19 against the bank's 17: box 1 would win 10.
		// Its TS 8H go into the discard: no claim, its 10 is collected as
		// lost; box 2 ties, box 3 is paid 10: net -10 + 0 + 10 = 0
		// (without the incident +20) (Disp. 15).
		name: "Disposiciones15_PlayersCardsInTheDiscard", rs: rules.Argentine,
		shoe: "TS TH TC 9S 8H 7D 9D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10), bet(3, 10)}, at: 15,
		decisions: []string{"stand", "stand", "stand"},
		kind:      blackjack.PlayerCardsDiscarded, due: "collect box 1 main 10.00", article: "Disposiciones 15",
		wrong: []wrongStep{{"pay box 1 main 10", "player-cards-discarded"}, {"void box 1", "player-cards-discarded"},
			{"pay box 3 main 10", "player-cards-discarded"}, {"collect-cards box 1", "player-cards-discarded"}, {"collect box 1 main 20", "player-cards-discarded"}},
		hands: []string{"", "TH 7D", "TC 9D"}, dealer: "9S 8D", eliminated: "TS 8H", net: 0,
	},
	{
		// Box 1 (14) asks for a card; the 5D and 6C fall to the floor
		// together: both burnt (RP 4), and the 7C makes 21.
		name: "RegoleParticolari4_SeveralFallenCardsBurnt", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 4H 7D 5D 6C 7C 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 7, decisions: []string{"hit", "stand"},
		kind: blackjack.FallenCards, card: "5D", due: "burn-card", article: "Regole particolari 4",
		wrong: []wrongStep{{"pick-up-card", "fallen-cards"}, {"deal box 1", "fallen-cards"}, {"deal dealer", "fallen-cards"}},
		hands: []string{"TS 4H 7C", "TH 7D"}, dealer: "9S 8D", eliminated: "5D 6C", net: 10,
	},
	{
		// The deal's first round is out (TS, TH, the dealer's 9S) when the
		// dealer finds it cannot be rebuilt: the draw has not begun, so the
		// coup is void (Art. 19, first paragraph): both stakes returned
		// (net 0), the three cards eliminated, nothing more dealt.
		name: "Art19_DealUnclearInTheFirstRoundVoidsTheCoup", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 4,
		kind: blackjack.DealUnclear, due: "void-round", article: "Art. 19",
		wrong: []wrongStep{{"deal box 1", "deal-unclear"}, {"void box 1", "deal-unclear"}, {"burn-card", "deal-unclear"},
			{"collect-cards", "deal-unclear"}, {"pick-up-card", "deal-unclear"}},
		hands: []string{"", ""}, dealer: "", eliminated: "TS TH 9S", net: 0,
	},
	{
		// In the second round, box 1 has TS 8H, box 2 its TH, the dealer
		// his 9S; box 2's 7D is due. Box 1's 18 would beat the dealer's
		// 9S 8D and box 2's 17 push (+10 without the incident): void,
		// every stake returned, net 0; eliminated box by box in the order
		// of the deal, then the dealer's card.
		name: "Art19_DealUnclearInTheSecondRoundVoidsTheCoup", rs: rules.ItalianClassic,
		shoe: "TS TH 9S 8H 7D 8D", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 5,
		kind: blackjack.DealUnclear, due: "void-round", article: "Art. 19",
		wrong: []wrongStep{{"deal box 2", "deal-unclear"}, {"void box 2", "deal-unclear"}, {"deal dealer", "deal-unclear"}},
		hands: []string{"", ""}, dealer: "", eliminated: "TS 8H TH 9S", net: 0,
	},
	{
		name: "RegoleParticolari14_DealerExtraCardBurnt", rs: rules.ItalianShuffler,
		shoe: "TS TH 9S 8H 7D 8D 5C", boxes: []setup.BoxBet{bet(1, 10), bet(2, 10)}, at: 9, decisions: []string{"stand", "stand"},
		kind: blackjack.DealerExtraCard, card: "5C", due: "burn-card", article: "Regole particolari 14",
		wrong: []wrongStep{{"dealer-stand", "dealer-extra-card"}},
		hands: []string{"TS 8H", "TH 7D"}, dealer: "9S 8D", eliminated: "5C", net: 10,
	},
}

func TestIncidents_RemedyDueRefusedAndPlayedOut(t *testing.T) {
	for _, c := range incidentCases {
		for _, auto := range []bool{false, true} {
			name := c.name + "/student"
			if auto {
				name = c.name + "/automatic"
			}
			t.Run(name, func(t *testing.T) {
				r := incidentRound(t, c.rs, c.shoe, c.boxes...)
				left := driveTo(t, r, c.at, c.decisions)
				evs, err := incident.Bring(r, c.kind)
				if err != nil {
					t.Fatalf("Incident(%s) at %d: %v", c.kind, c.at, err)
				}
				if len(evs) == 0 || evs[0].Kind != blackjack.EvIncident || evs[0].Incident != c.kind {
					t.Fatalf("events %+v: want an EvIncident of %s first", evs, c.kind)
				}
				p, ok := r.Pending()
				if !ok || p.Kind != c.kind || p.Article != c.article || p.Quote == "" {
					t.Fatalf("Pending() = %+v, %v; want %s citing %s", p, ok, c.kind, c.article)
				}
				if (c.kind == blackjack.StuckCards || c.kind == blackjack.FallenCards) && p.Cards.String() != c.eliminated {
					t.Errorf("pending cards %s, want %s", p.Cards, c.eliminated)
				}
				if c.card != "" && (!p.Out || p.Card.String() != c.card) {
					t.Errorf("pending card %s (out %v), want %s", p.Card, p.Out, c.card)
				}
				due, ok := r.NextDealerAction()
				if !ok || due.String() != c.due {
					t.Fatalf("due %q (%v), want %q", due, ok, c.due)
				}
				if l := r.Legal(); len(l) != 1 || l[0] != due {
					t.Errorf("Legal() = %v, want only %s", l, due)
				}
				if _, err := incident.Bring(r, blackjack.ExposedCard); err == nil {
					t.Error("a second incident while one is handled was accepted")
				}
				for _, w := range c.wrong {
					a, err := notation.ParseDealerStep(w.step)
					if err != nil {
						t.Fatal(err)
					}
					_, err = r.Apply(a)
					var ie *game.IllegalError
					if !errors.As(err, &ie) {
						t.Fatalf("%s: got %v, want an IllegalError", w.step, err)
					}
					if ie.Code != w.code || ie.Article != c.article {
						t.Errorf("%s: code %q article %q (%s); want %q citing %q", w.step, ie.Code, ie.Article, ie.Reason, w.code, c.article)
					}
				}
				if !auto {
					a, err := notation.ParseDealerStep(c.due)
					if err != nil {
						t.Fatal(err)
					}
					if _, err := r.Apply(a); err != nil {
						t.Fatalf("the remedy %s: %v", c.due, err)
					}
				}
				finishAuto(t, r, left)
				if _, ok := r.Pending(); ok {
					t.Error("the incident is still pending at the round's end")
				}
				rec := record.Of(r)
				checkConservation(t, rec)
				for i, want := range c.hands {
					if got := rec.Boxes[i].Hands[0].Cards.String(); got != want {
						t.Errorf("box %d: %s, want %s", rec.Boxes[i].Box, got, want)
					}
				}
				if got := rec.Dealer.Cards.String(); got != c.dealer {
					t.Errorf("dealer: %s, want %s", got, c.dealer)
				}
				if got := rec.Eliminated.String(); got != c.eliminated {
					t.Errorf("eliminated: %q, want %q", got, c.eliminated)
				}
				if rec.TableNet != rules.Units(c.net) {
					t.Errorf("net %s, want %s", rec.TableNet, rules.Units(c.net))
				}
				if len(rec.Incidents) != 1 || !strings.HasPrefix(rec.Incidents[0], c.kind.String()+" at ") {
					t.Errorf("record incidents %v", rec.Incidents)
				}
				if c.kind == blackjack.CutCardFirst && !rec.CutCardOut {
					t.Error("the cut card came out first, the record says it did not")
				}
			})
		}
	}
}

func TestIncidents_RefusedWhenTheyCannotHappen(t *testing.T) {
	cases := []struct {
		name string
		rs   rules.RuleSet
		at   int
		dec  []string
		kind blackjack.IncidentKind
		want string
	}{
		{"Art17_ExposedNotWhileThePlayerDecides", rules.ItalianClassic, 6, nil, blackjack.ExposedCard, "dealt from the shoe"},
		{"Art36_FallenNotBeforeTheBetsClose", rules.ItalianClassic, 0, nil, blackjack.FallenCard, "dealt from the shoe"},
		{"Art24_UnrequestedOnlyWhileAPlayerDecides", rules.ItalianClassic, 1, nil, blackjack.UnrequestedCard, "player decides"},
		{"Art24_DealerExtraOnlyWhenHeMustStand", rules.ItalianClassic, 4, nil, blackjack.DealerExtraCard, "must stand"},
		{"Art33_CutCardFirstOnlyWithTheFirstCard", rules.ItalianClassic, 2, nil, blackjack.CutCardFirst, "first card"},
		{"Art33_CutCardFirstNotBeforeTheBetsClose", rules.ItalianClassic, 0, nil, blackjack.CutCardFirst, "first card"},
		{"Apertura9_CutCardFirstNotRuledAtTheShuffler", rules.ItalianShuffler, 1, nil, blackjack.CutCardFirst, "does not rule"},
		{"Disposiciones_NoFallenCardAtTheArgentineTable", rules.Argentine, 1, nil, blackjack.FallenCard, "does not rule"},
		{"Disposiciones7_OnlyTheHoleCardExposed", rules.Argentine, 1, nil, blackjack.ExposedCard, "second card dealt face up"},
		{"Online_NoCardsToDrop", rules.ItalianOnline, 1, nil, blackjack.ExposedCard, "does not rule"},
		{"Art20_StuckCardsNotWhileThePlayerDecides", rules.ItalianClassic, 6, nil, blackjack.StuckCards, "dealt from the shoe"},
		{"RegoleParticolari_NoStuckCardsAtTheShuffler", rules.ItalianShuffler, 1, nil, blackjack.StuckCards, "does not rule"},
		{"Art36_NoSeveralFallenCardsAtTheClassicTable", rules.ItalianClassic, 1, nil, blackjack.FallenCards, "does not rule"},
		{"RegoleParticolari4_FallenCardsNotWhileThePlayerDecides", rules.ItalianShuffler, 6, nil, blackjack.FallenCards, "dealt from the shoe"},
		{"Art19_EmptyBoxOnlyInTheDeal", rules.ItalianClassic, 6, nil, blackjack.EmptyBox, "card of the deal"},
		{"Art19_WrongBoxNotRuledAtTheCasino", rules.ItalianClassic, 6, nil, blackjack.WrongBox, "does not rule"},
		{"Disposiciones_NoEmptyBoxAtTheArgentineTable", rules.Argentine, 1, nil, blackjack.EmptyBox, "does not rule"},
		{"RegoleParticolari8_WrongBoxOnlyForARequestedCard", rules.ItalianShuffler, 1, nil, blackjack.WrongBox, "asked for"},
		{"RegoleParticolari9_AbsentOnlyWhileAPlayerDecides", rules.ItalianShuffler, 1, nil, blackjack.AbsentPlayer, "player decides"},
		{"RegoleParticolari9_AbsentNotOn17", rules.ItalianShuffler, 6, nil, blackjack.AbsentPlayer, "stands on"},
		{"Disposiciones8_AskSkippedOnlyWhenAQuestionIsDue", rules.Argentine, 1, nil, blackjack.AskSkipped, "must ask"},
		{"Art9_NoAskSkippedAtTheCasino", rules.ItalianClassic, 1, nil, blackjack.AskSkipped, "does not rule"},
		{"Disposiciones12_BankCardSeenOnlyWhileAPlayerDecides", rules.Argentine, 1, nil, blackjack.BankCardSeen, "player decides"},
		{"Art17_NoBankCardSeenAtTheCasino", rules.ItalianClassic, 6, nil, blackjack.BankCardSeen, "does not rule"},
		{"Art19_IrregularBoxOnlyWhileAPlayerDecides", rules.ItalianClassic, 1, nil, blackjack.IrregularBox, "player decides"},
		{"Art19_IrregularBoxNeedsABoxAfter", rules.ItalianClassic, 7, []string{"stand"}, blackjack.IrregularBox, "no box after box 2"},
		{"RegoleParticolari_NoIrregularBoxAtTheShuffler", rules.ItalianShuffler, 6, nil, blackjack.IrregularBox, "does not rule"},
		{"Disposiciones10_BoxSkippedOnlyInTheFirstRound", rules.Argentine, 5, nil, blackjack.BoxSkipped, "first round"},
		{"Art19_NoBoxSkippedAtTheCasino", rules.ItalianClassic, 1, nil, blackjack.BoxSkipped, "does not rule"},
		{"Disposiciones13_OnlyWhenTheBankCardIsDue", rules.Argentine, 1, nil, blackjack.BankCardOmitted, "dealer's first card"},
		{"RegoleParticolari1_OnlyAfterTheDeal", rules.ItalianShuffler, 1, nil, blackjack.CardsInDiscard, "after the deal"},
		{"Art19_NoCardsInDiscardAtTheCasino", rules.ItalianClassic, 7, []string{"hit"}, blackjack.CardsInDiscard, "does not rule"},
		{"Disposiciones4_OneCardOnlyInTheSecondRound", rules.Argentine, 1, nil, blackjack.OneCard, "second round"},
		{"Disposiciones11_OnlyOnceTheBankIsDefined", rules.Argentine, 9, nil, blackjack.DealingStopped, "bank's hand is over"},
		{"Disposiciones9_ElevenSkippedOnlyWhenDobla", rules.Argentine, 1, nil, blackjack.ElevenSkipped, "must ask"},
		{"Disposiciones14_BankCardDiscardedOnlyInTheSecondRound", rules.Argentine, 1, nil, blackjack.BankCardDiscarded, "second round"},
		{"Disposiciones15_PlayersCardsOnlyOnceTheBankIsDefined", rules.Argentine, 9, nil, blackjack.PlayerCardsDiscarded, "bank's hand is over"},
		{"Art19_NoPlayersCardsDiscardedAtTheCasino", rules.ItalianClassic, 4, nil, blackjack.PlayerCardsDiscarded, "does not rule"},
		{"Art19_NoOneCardAtTheCasino", rules.ItalianClassic, 4, nil, blackjack.OneCard, "does not rule"},
		{"Art19_DealUnclearNotOnceTheDrawBegan", rules.ItalianClassic, 6, nil, blackjack.DealUnclear, "before the draw"},
		{"Art19_DealUnclearNotBeforeTheFirstCard", rules.ItalianClassic, 1, nil, blackjack.DealUnclear, "no order to lose"},
		{"Art19_DealUnclearNotWithOneCardOut", rules.ItalianClassic, 2, nil, blackjack.DealUnclear, "no order to lose"},
		{"RegoleParticolari2_NoDealUnclearAtTheShuffler", rules.ItalianShuffler, 4, nil, blackjack.DealUnclear, "does not rule"},
		{"Disposiciones_NoDealUnclearAtTheArgentineTable", rules.Argentine, 4, nil, blackjack.DealUnclear, "does not rule"},
		{"Art29_NotAfterTheRound", rules.ItalianClassic, 99, []string{"stand", "stand"}, blackjack.FallenCard, "over"},
		{"UnknownKind", rules.ItalianClassic, 1, nil, blackjack.IncidentKind(200), "unknown"},
		{"NoIncident", rules.ItalianClassic, 1, nil, blackjack.NoIncident, "unknown"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			boxes := []setup.BoxBet{bet(1, 10), bet(2, 10)}
			if c.rs.MinSeatedPlayers > 2 {
				boxes = append(boxes, bet(3, 10))
			}
			r := incidentRound(t, c.rs, "TS 9S 8H 8D 5C 4C 9C 2D 3D", boxes...)
			driveTo(t, r, c.at, c.dec)
			before := r.Turn()
			logLen := len(r.Log())
			_, err := incident.Bring(r, c.kind)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Incident(%s) = %v; want an error saying %q", c.kind, err, c.want)
			}
			if _, ok := r.Pending(); ok || r.Turn() != before || len(r.Log()) != logLen {
				t.Error("a refused incident changed the round")
			}
		})
	}
}

func TestIncidents_RemedyWithoutIncidentRefused(t *testing.T) {
	for _, step := range []string{"burn-card", "pick-up-card", "offer-card box 1", "last-round", "void-round"} {
		r := incidentRound(t, rules.ItalianClassic, "TS 9S 8H 8D", bet(1, 10), bet(2, 10))
		driveTo(t, r, 1, nil)
		a, err := notation.ParseDealerStep(step)
		if err != nil {
			t.Fatal(err)
		}
		_, err = r.Apply(a)
		var ie *game.IllegalError
		if !errors.As(err, &ie) || ie.Code != "no-incident" || ie.Article != "Art. 4" {
			t.Errorf("%s with no incident: %v; want no-incident citing Art. 4", step, err)
		}
	}
}

func TestIncidents_NotationRoundTrips(t *testing.T) {
	for _, k := range blackjack.Incidents() {
		got, err := blackjack.ParseIncident(k.String())
		if err != nil || got != k {
			t.Errorf("ParseIncident(%q) = %v, %v", k, got, err)
		}
	}
	if _, err := blackjack.ParseIncident("card-on-fire"); err == nil || !strings.Contains(err.Error(), "card-on-fire") {
		t.Errorf("a bad incident name: %v", err)
	}
	for _, a := range []blackjack.Action{{Kind: blackjack.BurnCard}, {Kind: blackjack.PickUpCard}, {Kind: blackjack.LastRound}, {Kind: blackjack.VoidRound}, {Kind: blackjack.OfferCard, Box: 3, Hand: 1}, {Kind: blackjack.OfferCard, Box: 2, Hand: 2}} {
		got, err := notation.ParseDealerStep(a.String())
		if err != nil || got != a {
			t.Errorf("ParseDealerStep(%q) = %+v, %v", a, got, err)
		}
		if !a.Kind.IsDealer() {
			t.Errorf("%s is not a dealer's step", a)
		}
	}
	for _, bad := range []string{"burn-card 2", "offer-card", "offer-card box 0", "last-round now", "void-round box 1"} {
		if _, err := notation.ParseDealerStep(bad); err == nil {
			t.Errorf("ParseDealerStep(%q) accepted", bad)
		}
	}
}

func TestIncidents_ScriptReplays(t *testing.T) {
	const base = `{"rules":"italian-classic","shoe":"TS 9S 9H 6D 7C 5C 4H 2S TD",` +
		`"boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":["stand","hit"],` +
		`"incident":{"kind":"unrequested-card","at":6}`
	deal := `"close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2"`
	cases := []struct {
		name, script string
		wrong        *game.WrongStep // nil: every step right
	}{
		{"Art24_AutomaticDealer", base + `}`, nil},
		{"Art24_StudentOffersInTurn", base + `,"dealer_steps":[` + deal + `,"offer-card box 1","offer-card box 2","deal box 2",` +
			`"deal dealer","deal dealer","deal dealer","announce bust","pay box 2 main 10","pay box 1 main 10","collect-cards"]}`, nil},
		{"Art24_StudentGivesTheCardToTheBank", base + `,"dealer_steps":[` + deal + `,"deal dealer"]}`,
			&game.WrongStep{Index: 6, Step: "deal dealer", Due: "offer-card box 1", Article: "Art. 24", Code: "unrequested-card"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := script.Run([]byte(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Incidents) != 1 || rec.Incidents[0] != "unrequested-card at 6" {
				t.Errorf("incidents %v", rec.Incidents)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			if got := rec.Boxes[1].Hands[0].Cards.String(); got != "9S 7C 5C" || rec.TableNet != rules.Units(20) {
				t.Errorf("box 2 %s, net %s; want 9S 7C 5C and 20.00", got, rec.TableNet)
			}
		})
	}
}

func TestIncidents_ScriptErrorsNameTheField(t *testing.T) {
	const head = `{"rules":"italian-classic","shoe":"TS 9S 9H 6D 7C 5C 4H 2S TD","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],"decisions":["stand","stand"],`
	cases := []struct{ incident, field, says string }{
		{`{"kind":"card-on-fire","at":1}`, "incident.kind", "card-on-fire"},
		{`{"at":1}`, "incident.kind", "missing"},
		{`{"kind":"fallen-card"}`, "incident.at", "missing"},
		{`{"kind":"fallen-card","at":-2}`, "incident.at", "-2"},
		{`{"kind":"fallen-card","at":99}`, "incident.at", "ended"},
		{`{"kind":"dealer-extra-card","at":1}`, "incident", "must stand"},
		{`"fallen-card"`, "incident", "object"},
		{`{"kind":"fallen-card","at":"one"}`, "incident.at", "whole number"},
	}
	for _, c := range cases {
		_, err := script.Run([]byte(head + `"incident":` + c.incident + `}`))
		var se *script.Error
		if !errors.As(err, &se) || se.Field != c.field || !strings.Contains(se.Reason, c.says) {
			t.Errorf("incident %s: %v; want a script.Error on %s saying %q", c.incident, err, c.field, c.says)
		}
	}
}

// The dealing errors in a script: the remedy among the student's steps,
// and a card dealt on instead of picking up the misplaced one stopped with
// the article.
func TestIncidents_DealingErrorsInAScript(t *testing.T) {
	cases := []struct {
		name, script string
		wrong        *game.WrongStep
	}{
		{"Art19_EmptyBoxAutomatic", `{"rules":"italian-classic","shoe":"TS TH 9S 8H 7D 8D","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],` +
			`"decisions":["stand","stand"],"incident":{"kind":"empty-box","at":1}}`, nil},
		{"Art19_EmptyBoxDealtOn", `{"rules":"italian-classic","shoe":"TS TH 9S 8H 7D 8D","boxes":[{"box":1,"bet":10},{"box":3,"bet":10}],` +
			`"decisions":["stand","stand"],"incident":{"kind":"empty-box","at":1},"dealer_steps":["close-bets","deal box 1"]}`,
			&game.WrongStep{Index: 1, Step: "deal box 1", Due: "pick-up-card", Article: "Art. 19", Code: "empty-box"}},
		{"RegoleParticolari9_AbsentPlayerLeftUnplayed", `{"rules":"italian-shuffler","shoe":"TS TH 9S 4H 7D 5D 7C 8D","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],` +
			`"decisions":["stand"],"incident":{"kind":"absent-player","at":6},` +
			`"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2","deal dealer"]}`,
			&game.WrongStep{Index: 6, Step: "deal dealer", Due: "deal box 1", Article: "Regole particolari 9, 17", Code: "absent-player"}},
		{"Disposiciones8_AskSkippedCardBurnt", `{"rules":"argentine","shoe":"6S TH TC 9S 5H 7D 9D 8D 4C","boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],` +
			`"decisions":["stand","stand","stand"],"incident":{"kind":"ask-skipped","at":9},` +
			`"dealer_steps":["close-bets","deal box 1","deal box 2","deal box 3","deal dealer","deal box 1","deal box 2","deal box 3","deal dealer face-down","burn-card"]}`,
			&game.WrongStep{Index: 9, Step: "burn-card", Due: "deal box 1", Article: "Disposiciones 5, 8", Code: "card-valid"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := script.Run([]byte(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if c.wrong == nil {
				if rec.School != nil && rec.School.FirstWrong != nil {
					t.Fatalf("first wrong %+v", rec.School.FirstWrong)
				}
				if got := rec.Boxes[0].Hands[0].Cards.String(); got != "TS 8H" || rec.TableNet != rules.Units(10) {
					t.Errorf("box 1 %s, net %s; want TS 8H and 10.00", got, rec.TableNet)
				}
				return
			}
			checkFirstWrong(t, rec, c.wrong)
		})
	}
}

// 001 Disposiciones 12: the bank's hole card turned by accident while box
// 1 decides stays up; box 1 plays on with it seen, and the players after
// him; the dealer's play has no turn of it: a turn (or a burn) is stopped
// with the article.
func TestDisposiciones12_BankCardSeenStaysUp(t *testing.T) {
	r := incidentRound(t, rules.Argentine, "TS TH TC 9S 8H 7D 9D 8D", bet(1, 10), bet(2, 10), bet(3, 10))
	driveTo(t, r, 9, nil)
	if !r.HoleDown() {
		t.Fatal("the hole card is not face down before the incident")
	}
	evs, err := incident.Bring(r, blackjack.BankCardSeen)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) == 0 || evs[0].Card.String() != "8D" || r.HoleDown() {
		t.Fatalf("events %+v, hole down %v; want the 8D turned", evs, r.HoleDown())
	}
	p, ok := r.Pending()
	if !ok || p.Kind != blackjack.BankCardSeen || p.Article != "Disposiciones 12" || !strings.Contains(p.Quote, "vistas") || p.Box != 1 {
		t.Fatalf("Pending() = %+v, %v", p, ok)
	}
	if tu := r.Turn(); tu.Dealer || tu.Box != 1 || tu.Question != blackjack.AskPlay {
		t.Fatalf("turn %+v; want box 1 deciding", tu)
	}
	for _, d := range []string{"stand", "stand", "stand"} {
		a, _ := notation.ParseDecision(d)
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if tu := r.Turn(); !tu.Dealer || tu.Due.Kind != blackjack.DealerStand {
		t.Fatalf("after the players: %+v; want the dealer standing on 17, his card already seen", tu)
	}
	for _, step := range []string{"reveal-hole", "burn-card"} {
		a, _ := notation.ParseDealerStep(step)
		_, err := r.Apply(a)
		var ie *game.IllegalError
		if !errors.As(err, &ie) || ie.Code != "bank-card-seen" || ie.Article != "Disposiciones 12" {
			t.Errorf("%s: %v; want bank-card-seen citing Disposiciones 12", step, err)
		}
	}
	finishAuto(t, r, nil)
	if _, ok := r.Pending(); ok {
		t.Error("the incident outlived the round")
	}
	rec := record.Of(r)
	for _, a := range rec.Actions {
		if a == "reveal-hole" {
			t.Error("the hole card seen was turned again")
		}
	}
	if rec.Dealer.Cards.String() != "9S 8D" || rec.TableNet != rules.Units(20) {
		t.Errorf("dealer %s, net %s; want 9S 8D and 20.00", rec.Dealer.Cards, rec.TableNet)
	}
}

// The dealing errors that take a box out of the round, the bank's card
// passed over and the cards found in the discard, in a script: the remedy
// among the student's steps, and the wrong step stopped with the article.
// The voided box's record says "void", its stake returned.
func TestIncidents_VoidBoxesAndTheBanksCardInAScript(t *testing.T) {
	const arg = `{"rules":"argentine","boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],`
	cases := []struct {
		name, script string
		wrong        *game.WrongStep
		void         int // the box voided; 0 for none
		net          int64
	}{
		{"Disposiciones10_StudentVoidsTheBox", arg + `"shoe":"TS TH 9S 8H 7D 8D","decisions":["stand","stand"],"incident":{"kind":"box-skipped","at":2},` +
			`"dealer_steps":["close-bets","deal box 1","void box 2","deal box 3","deal dealer","deal box 1","deal box 3","deal dealer face-down",` +
			`"reveal-hole","dealer-stand","announce 17","pay box 1 main 10","collect-cards box 1","collect-cards box 3","collect-cards dealer"]}`, nil, 2, 10},
		{"Disposiciones10_StudentDealsTheSkippedBox", arg + `"shoe":"TS TH 9S 8H 7D 8D","decisions":["stand","stand"],"incident":{"kind":"box-skipped","at":2},` +
			`"dealer_steps":["close-bets","deal box 1","deal box 2"]}`,
			&game.WrongStep{Index: 2, Step: "deal box 2", Due: "void box 2", Article: "Disposiciones 10", Code: "box-skipped"}, 0, 0},
		{"Disposiciones13_AnnouncedThenDealtOn", arg + `"shoe":"TS TH TC 8H 9S 7D 9D 8D","decisions":["stand","stand","stand"],"incident":{"kind":"bank-card-omitted","at":4},` +
			`"dealer_steps":["close-bets","deal box 1","deal box 2","deal box 3","next-cards-bank","deal box 2"]}`,
			&game.WrongStep{Index: 5, Step: "deal box 2", Due: "deal dealer", Article: "Disposiciones 13", Code: "bank-card-omitted"}, 0, 0},
		{"Disposiciones6_Automatic", arg + `"shoe":"TS TH TC 9S 8H 7D 9D 8D 5C","decisions":["stand","stand"],"incident":{"kind":"irregular-box","at":9}}`, nil, 2, 20},
		{"RegoleParticolari1_StudentBurnsTheCard", `{"rules":"italian-shuffler","shoe":"TS TH 9S 4H 7D 5D 7C 8D","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],` +
			`"decisions":["hit","stand","stand"],"incident":{"kind":"cards-in-discard","at":7},` +
			`"dealer_steps":["close-bets","deal box 1","deal box 2","deal dealer","deal box 1","deal box 2","burn-card"]}`,
			&game.WrongStep{Index: 6, Step: "burn-card", Due: "deal box 1", Article: "Regole particolari 1", Code: "cards-in-discard"}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := script.Run([]byte(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			checkConservation(t, rec)
			if rec.TableNet != rules.Units(c.net) {
				t.Errorf("net %s, want %s", rec.TableNet, rules.Units(c.net))
			}
			for _, b := range rec.Boxes {
				h := b.Hands[0]
				if (b.Box == c.void) != (h.Result == "void") || (b.Box == c.void && (h.Net != 0 || len(h.Cards) != 0)) {
					t.Errorf("box %d: %s %s %s; want box %d void, its cards gone", b.Box, h.Cards, h.Result, h.Net, c.void)
				}
			}
		})
	}
}

// 001 Disposiciones 4, 9 and 11: a player passed over is asked; play-on
// completes his delivery, has him asked "¿dobla?" for the next card, or
// plays his hand on against the bank seen,
// withdraw voids his box (cards burnt, bet void); each wrong dealer's
// step after the answer is stopped with the article. Against a bank gone
// over the player passed over is paid, with no question.
func TestDisposiciones4_9_11_PassedOverPlayerAnswers(t *testing.T) {
	const arg4 = "TS TH TC 9S 8H 7D 9D 8D"
	cases := []struct {
		name      string
		shoe      string
		at        int
		kind      blackjack.IncidentKind
		answer    string // "" when no question is put
		before    []string
		due       string
		wrong     []string
		after     []string // the decisions after the remedy
		hands     []string
		dealer    string
		elim      string
		net       int64
		voidBox   int
		article   string
		questions bool
	}{
		{name: "Disp4_ConsentCompletesTheDelivery", shoe: arg4, at: 5, kind: blackjack.OneCard, answer: "play-on",
			due: "deal box 1", wrong: []string{"void box 1", "burn-card"}, after: []string{"stand", "stand", "stand"},
			hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "9S 8D", net: 20, article: "Disposiciones 4"},
		{name: "Disp4_NoConsentCardsBurntBetVoid", shoe: arg4, at: 5, kind: blackjack.OneCard, answer: "withdraw",
			due: "void box 1", wrong: []string{"deal box 1", "deal box 2", "burn-card"}, after: []string{"stand", "stand"},
			hands: []string{"", "TH 8H", "TC 7D"}, dealer: "9S 9D", elim: "TS", net: -10, voidBox: 1, article: "Disposiciones 4"},
		{name: "Disp9_ElevenTakesTheNextCard", shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", at: 9, kind: blackjack.ElevenSkipped, answer: "play-on",
			due: "ask-double box 1", wrong: []string{"deal box 1", "void box 1", "burn-card"}, after: []string{"hit", "stand", "stand", "stand"},
			hands: []string{"6S 5H 4C", "TH 7D", "TC 9D"}, dealer: "9S 8D", net: 0, article: "Disposiciones 9"},
		{name: "Disp9_ElevenWithdraws", shoe: "6S TH TC 9S 5H 7D 9D 8D 4C", at: 9, kind: blackjack.ElevenSkipped, answer: "withdraw",
			due: "void box 1", wrong: []string{"ask-double box 1", "deal box 1"}, after: []string{"stand", "stand"},
			hands: []string{"", "TH 7D", "TC 9D"}, dealer: "9S 8D", elim: "6S 5H", net: 10, voidBox: 1, article: "Disposiciones 9"},
		{name: "Disp11_PlaysOnAgainstTheBankSeen", shoe: arg4 + " 2C", at: 15, kind: blackjack.DealingStopped, answer: "play-on",
			before: []string{"stand", "stand", "stand"},
			due:    "deal box 1", wrong: []string{"pay box 1 main 10", "void box 1", "collect box 2 main 10"}, after: []string{"stand"},
			hands: []string{"TS 8H 2C", "TH 7D", "TC 9D"}, dealer: "9S 8D", net: 20, article: "Disposiciones 11"},
		{name: "Disp11_WithdrawsHisBet", shoe: arg4, at: 15, kind: blackjack.DealingStopped, answer: "withdraw",
			before: []string{"stand", "stand", "stand"},
			due:    "void box 1", wrong: []string{"pay box 1 main 10", "pay box 3 main 10"},
			hands: []string{"", "TH 7D", "TC 9D"}, dealer: "9S 8D", elim: "TS 8H", net: 10, voidBox: 1, article: "Disposiciones 11"},
		{name: "Disp11_BankOverPlayerPaid", shoe: "TS TH TC 6S 8H 7D 9D 8D 9C", at: 15, kind: blackjack.DealingStopped,
			before: []string{"stand", "stand", "stand"},
			due:    "pay box 1 main 10.00", wrong: []string{"void box 1", "burn-card"},
			hands: []string{"TS 8H", "TH 7D", "TC 9D"}, dealer: "6S 8D 9C", net: 30, article: "Disposiciones 11"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := incidentRound(t, rules.Argentine, c.shoe, bet(1, 10), bet(2, 10), bet(3, 10))
			if left := driveTo(t, r, c.at, c.before); len(left) > 0 {
				t.Fatalf("decisions left before the incident: %v", left)
			}
			if _, err := incident.Bring(r, c.kind); err != nil {
				t.Fatalf("Incident(%s) at %d: %v", c.kind, c.at, err)
			}
			p, ok := r.Pending()
			if !ok || p.Article != c.article || p.Box != 1 {
				t.Fatalf("pending %+v %v; want box 1 citing %s", p, ok, c.article)
			}
			if c.answer != "" {
				tu := r.Turn()
				if tu.Dealer || tu.Box != 1 || tu.Question != blackjack.AskWithdraw {
					t.Fatalf("turn %+v: want box 1 asked to play on or withdraw", tu)
				}
				if l := r.Legal(); len(l) != 2 || l[0].Kind != blackjack.PlayOn || l[1].Kind != blackjack.Withdraw {
					t.Errorf("Legal() = %v", l)
				}
				if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err == nil {
					t.Error("a hit accepted as the answer")
				}
				var ie *game.IllegalError
				if _, err := r.Apply(blackjack.Action{Kind: blackjack.Deal, Box: 1, Hand: 1}); !errors.As(err, &ie) || ie.Article != c.article || ie.Code != c.kind.String() {
					t.Errorf("the dealer's card before the answer: %v; want %s citing %s", err, c.kind, c.article)
				}
				a, err := notation.ParseDecision(c.answer)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := r.Apply(a); err != nil {
					t.Fatalf("%s: %v", c.answer, err)
				}
			}
			due, ok := r.NextDealerAction()
			if !ok || due.String() != c.due {
				t.Fatalf("due %q (%v), want %q", due, ok, c.due)
			}
			for _, w := range c.wrong {
				a, err := notation.ParseDealerStep(w)
				if err != nil {
					t.Fatal(err)
				}
				_, err = r.Apply(a)
				var ie *game.IllegalError
				if !errors.As(err, &ie) || ie.Article != c.article || ie.Code != c.kind.String() {
					t.Errorf("%s: %v; want %s citing %s", w, err, c.kind, c.article)
				}
			}
			finishAuto(t, r, c.after)
			if _, ok := r.Pending(); ok {
				t.Error("the incident is still pending at the round's end")
			}
			rec := record.Of(r)
			checkConservation(t, rec)
			for i, want := range c.hands {
				b := rec.Boxes[i]
				if got := b.Hands[0].Cards.String(); got != want {
					t.Errorf("box %d: %s, want %s", b.Box, got, want)
				}
				if (b.Box == c.voidBox) != (b.Hands[0].Result == "void") {
					t.Errorf("box %d: result %s", b.Box, b.Hands[0].Result)
				}
			}
			if got := rec.Dealer.Cards.String(); got != c.dealer {
				t.Errorf("dealer %s, want %s", got, c.dealer)
			}
			if got := rec.Eliminated.String(); got != c.elim {
				t.Errorf("eliminated %q, want %q", got, c.elim)
			}
			if rec.TableNet != rules.Units(c.net) {
				t.Errorf("net %s, want %s", rec.TableNet, rules.Units(c.net))
			}
		})
	}
}

// 001 Disposiciones 15 in a script: box 1's 18 would beat the bank's 17;
// its cards swept into the zambullo, its 10 is collected as lost, box 2
// ties, box 3 is paid 10 (net 0); the dealer who pays box 1 as if nothing
// happened is stopped with the article.
func TestDisposiciones15_PlayersCardsDiscardedInAScript(t *testing.T) {
	const base = `{"rules":"argentine","shoe":"TS TH TC 9S 8H 7D 9D 8D",` +
		`"boxes":[{"box":1,"bet":10},{"box":2,"bet":10},{"box":3,"bet":10}],"decisions":["stand","stand","stand"],` +
		`"incident":{"kind":"player-cards-discarded","at":15}`
	deal := `"close-bets","deal box 1","deal box 2","deal box 3","deal dealer","deal box 1","deal box 2","deal box 3","deal dealer face-down",` +
		`"reveal-hole","dealer-stand","announce 17"`
	cases := []struct {
		name, script string
		wrong        *game.WrongStep
	}{
		{"Automatic", base + `}`, nil},
		{"StudentCollectsTheBet", base + `,"dealer_steps":[` + deal + `,"collect box 1 main 10","pay box 3 main 10",` +
			`"collect-cards box 2","collect-cards box 3","collect-cards dealer"]}`, nil},
		{"StudentPaysHim", base + `,"dealer_steps":[` + deal + `,"pay box 1 main 10"]}`,
			&game.WrongStep{Index: 12, Step: "pay box 1 main 10.00", Due: "collect box 1 main 10.00", Article: "Disposiciones 15", Code: "player-cards-discarded"}},
		{"StudentReturnsHisBet", base + `,"dealer_steps":[` + deal + `,"void box 1"]}`,
			&game.WrongStep{Index: 12, Step: "void box 1", Due: "collect box 1 main 10.00", Article: "Disposiciones 15", Code: "player-cards-discarded"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := script.Run([]byte(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Incidents) != 1 || rec.Incidents[0] != "player-cards-discarded at 15" {
				t.Errorf("incidents %v", rec.Incidents)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			h := rec.Boxes[0].Hands[0]
			if len(h.Cards) != 0 || h.Result != "lose" || h.Net != rules.Units(-10) || rec.Eliminated.String() != "TS 8H" || rec.TableNet != 0 {
				t.Errorf("box 1 %s %s %s, eliminated %s, net %s; want no cards, lost 10, TS 8H eliminated, net 0", h.Cards, h.Result, h.Net, rec.Eliminated, rec.TableNet)
			}
		})
	}
}

// 000 Art. 19, first paragraph: a deal that cannot be rebuilt before the
// draw voids the coup. Box 1 (10, with a co-bettor's 20 behind it) and box
// 3 (25) have their first cards and the dealer his 9S when the deal is
// found lost: void-round returns every stake, the holder's and the
// co-bettor's alike, so every net is 0 and the bankroll is what it was;
// the three cards are eliminated and the round ends with collect-cards,
// no settlement step.
func TestArt19_DealUnclearReturnsEveryStake(t *testing.T) {
	s, err := rules.StackedShoe("TS TH 9S 8H 7D 8D")
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: s, Boxes: []setup.BoxBet{
		{Box: 1, Player: "anna", Bet: rules.Units(10), Behind: []setup.BackBet{{Player: "bruno", Bet: rules.Units(20)}}},
		bet(3, 25),
	}})
	if err != nil {
		t.Fatal(err)
	}
	driveTo(t, r, 4, nil)
	if _, err := incident.Bring(r, blackjack.DealUnclear); err != nil {
		t.Fatal(err)
	}
	evs, err := r.Apply(blackjack.Action{Kind: blackjack.VoidRound})
	if err != nil {
		t.Fatal(err)
	}
	var void, settled int
	for _, e := range evs {
		switch {
		case e.Kind == blackjack.EvVoid && e.Phrase == blackjack.SayRoundVoid:
			void++
		case e.Kind == blackjack.EvSettled && e.Result == blackjack.Void:
			settled++
		}
	}
	if void != 1 || settled != 2 {
		t.Errorf("events %+v: %d EvVoid saying the coup void, %d hands settled void; want 1 and 2", evs, void, settled)
	}
	if l := r.Legal(); len(l) != 1 || l[0].Kind != blackjack.CollectCards {
		t.Fatalf("after void-round, legal %v; want only collect-cards", l)
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.CollectCards}); err != nil {
		t.Fatal(err)
	}
	rec := record.Of(r)
	if !r.Done() || !rec.Void || rec.VoidReason != "deal-unclear" {
		t.Errorf("done %v void %v %q; want a void round, deal-unclear", r.Done(), rec.Void, rec.VoidReason)
	}
	checkConservation(t, rec)
	if rec.TableNet != 0 {
		t.Errorf("net %s; want 0", rec.TableNet)
	}
	for _, b := range rec.Boxes {
		for _, h := range b.Hands {
			if h.Result != blackjack.Void.String() || h.Net != 0 || len(h.Cards) != 0 {
				t.Errorf("box %d: %s %s %s; want void, 0, no cards", b.Box, h.Cards, h.Result, h.Net)
			}
		}
		for _, sh := range b.Behind {
			if sh.Net != 0 || len(sh.Hands) != 1 || sh.Hands[0].Result != blackjack.Void.String() {
				t.Errorf("box %d: a co-bettor's net %s, hands %+v; want 0, void", b.Box, sh.Net, sh.Hands)
			}
		}
	}
	if got := rec.Eliminated.String(); got != "TS TH 9S" {
		t.Errorf("eliminated %q; want TS TH 9S", got)
	}
	if n := r.ShoeRemaining(); n != 3 {
		t.Errorf("%d cards left in the shoe; want 3, nothing dealt after the void", n)
	}
}

// A dealer-school script with the deal found lost: the student's
// void-round and collect-cards pass; dealing on is stopped with Art. 19.
func TestArt19_DealUnclearInAScript(t *testing.T) {
	const head = `{"rules":"italian-classic","shoe":"TS TH 9S 8H 7D 8D","boxes":[{"box":1,"bet":10},{"box":2,"bet":10}],` +
		`"decisions":[],"incident":{"kind":"deal-unclear","at":4}`
	const deal = `"close-bets","deal box 1","deal box 2","deal dealer"`
	cases := []struct {
		name, script string
		wrong        *game.WrongStep
	}{
		{"Automatic", head + `}`, nil},
		{"StudentVoidsTheCoup", head + `,"dealer_steps":[` + deal + `,"void-round","collect-cards"]}`, nil},
		{"StudentDealsOn", head + `,"dealer_steps":[` + deal + `,"deal box 1"]}`,
			&game.WrongStep{Index: 4, Step: "deal box 1", Due: "void-round", Article: "Art. 19", Code: "deal-unclear"}},
		{"StudentVoidsOneBox", head + `,"dealer_steps":[` + deal + `,"void box 2"]}`,
			&game.WrongStep{Index: 4, Step: "void box 2", Due: "void-round", Article: "Art. 19", Code: "deal-unclear"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := script.Run([]byte(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Incidents) != 1 || rec.Incidents[0] != "deal-unclear at 4" {
				t.Errorf("incidents %v", rec.Incidents)
			}
			if schoolStopped(t, rec, c.wrong) {
				return
			}
			if !rec.Void || rec.VoidReason != "deal-unclear" || rec.TableNet != 0 || rec.Eliminated.String() != "TS TH 9S" {
				t.Errorf("void %v %q, net %s, eliminated %s; want void deal-unclear, 0, TS TH 9S", rec.Void, rec.VoidReason, rec.TableNet, rec.Eliminated)
			}
		})
	}
}

// Desarrollo 7 with an incident under way: the shoe runs out on the card
// a player passed over asked for (001 Disposiciones 11, play-on). The
// round is void, every stake returned, and it ends: the incident ends with
// it, and no card is due to a box any more. (The round fuzzer found the
// dealer asked to deal box 1 forever from the empty shoe.)
func TestShoeRunsOutOnAPassedOverPlayersCard(t *testing.T) {
	r := incidentRound(t, rules.Argentine, "TS TH TC 9S 8H 7D 9D 8D", bet(1, 10), bet(2, 10), bet(3, 10))
	if left := driveTo(t, r, 15, []string{"stand", "stand", "stand"}); len(left) > 0 {
		t.Fatalf("decisions left before the incident: %v", left)
	}
	if _, err := incident.Bring(r, blackjack.DealingStopped); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.PlayOn, Box: 1, Hand: 1}); err != nil {
		t.Fatal(err)
	}
	for steps := 0; !r.Done(); steps++ {
		if steps > 50 {
			t.Fatalf("the round goes on after 50 dealer's steps; due %v, legal %v", r.Turn().Due, r.Legal())
		}
		if _, ok := r.DealerStep(); !ok {
			t.Fatalf("no dealer's step and the round not over; legal %v", r.Legal())
		}
	}
	if void, why := r.Void(); !void || why != "shoe-exhausted" {
		t.Errorf("void %v %q; want void, shoe-exhausted", void, why)
	}
	if _, ok := r.Pending(); ok {
		t.Error("the incident is still pending at the round's end")
	}
	rec := record.Of(r)
	checkConservation(t, rec)
	if rec.TableNet != 0 {
		t.Errorf("net %s; a void round returns every stake", rec.TableNet)
	}
}
