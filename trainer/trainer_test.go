package trainer

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/setup"
	"sabot/rules"
	"sabot/tutor"
)

// round deals the given cards first, then the rest of the table's full
// pack, and plays the dealer until a player must act.
func round(t *testing.T, rs rules.RuleSet, top string, boxes ...int) (*blackjack.Round, *rules.Shoe) {
	t.Helper()
	var bets []setup.BoxBet
	for _, b := range boxes {
		bets = append(bets, setup.BoxBet{Box: b, Bet: rs.Limits.Min})
	}
	return stackedRound(t, setup.Setup{Rules: rs, Boxes: bets}, rules.MustParseCards(top))
}

// stackedRound opens the round of s on a shoe of the cards first, then
// the rest of the table's full pack in deck order, and plays the dealer's
// steps until a player must act.
func stackedRound(t *testing.T, s setup.Setup, first rules.Cards) (*blackjack.Round, *rules.Shoe) {
	t.Helper()
	rest := rules.NewShoe(s.Rules.Decks).Undealt()
	for _, c := range first {
		for i, r := range rest {
			if r == c {
				rest = append(rest[:i], rest[i+1:]...)
				break
			}
		}
	}
	s.Shoe = rules.NewStackedShoe(append(first, rest...))
	r, err := blackjack.New(s)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, ok := r.DealerStep(); !ok {
			return r, s.Shoe
		}
	}
}

// A wrong stand on 11 against a 6 at the Italian casino: the chart doubles,
// and the cost is the exact difference of the EVs from the unseen cards.
func TestGradeAPlay(t *testing.T) {
	rs := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := round(t, rs, "5S TD 6C 6D 9D 2S 3S 4S 5H", 1, 2)
	g, err := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.Stand})
	if err != nil {
		t.Fatal(err)
	}
	if g.Correct || g.Chart != tutor.Double || g.Best != tutor.Double || g.Cost < 20 || !g.HasSpot || g.Spot.String() != "hard 11 v 6" {
		t.Errorf("stand on 11 v 6: %+v", g)
	}
	// The unseen cards are the shoe's: 312 less the five dealt.
	if shoe.Remaining() != 307 {
		t.Fatalf("shoe of %d", shoe.Remaining())
	}
	dp, _ := Point(r, shoe, nil)
	if dp.Unseen.Total() != shoe.Remaining() || dp.Legal.String() != "hit, stand, double" {
		t.Errorf("unseen %d (shoe %d), legal %s", dp.Unseen.Total(), shoe.Remaining(), dp.Legal)
	}
	ok, _ := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.Double})
	if !ok.Correct || ok.Cost != 0 {
		t.Errorf("double on 11 v 6: %+v", ok)
	}
}

// At the argentine table the hole card is dealt face down: it counts among
// the cards the player has not seen. The declaration is graded too.
func TestGradeArgentineDeclaration(t *testing.T) {
	rs := rules.Argentine
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := round(t, rs, "9C TS 9S 7H AS 9D 9H TC 5C", 1, 2, 3)
	tr := r.Turn()
	if tr.Question != blackjack.AskAceValue {
		t.Fatalf("turn %+v", tr)
	}
	dp, _ := Point(r, shoe, nil)
	if dp.Unseen.Total() != shoe.Remaining()+1 {
		t.Errorf("unseen %d; want the shoe's %d and the hole card", dp.Unseen.Total(), shoe.Remaining())
	}
	g, err := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceOne})
	if err != nil {
		t.Fatal(err)
	}
	// 9 A against a 7: declared one it is a 10 that may not double here
	// (11 only); declared eleven it is a 20.
	if g.Chart != tutor.AceEleven || g.Correct || g.Cost < 30 || g.Spot.String() != "soft A9 v 7" {
		t.Errorf("ace 1 on A9 v 7: %+v", g)
	}
}

func TestActionsBothWays(t *testing.T) {
	for a := tutor.Hit; a <= tutor.AceEleven; a++ {
		if back := FromEngine(ToEngine(a, 500)); back != a {
			t.Errorf("%s -> engine -> %s", a, back)
		}
	}
	if FromEngine(blackjack.Action{Kind: blackjack.CloseBets}) != tutor.NoAction {
		t.Error("a dealer's step maps to a player's action")
	}
}

func TestDealerTurnHasNoPoint(t *testing.T) {
	s, _ := rules.StackedShoe("5S TD 6C")
	r, _ := blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: s, Boxes: []setup.BoxBet{{Box: 1, Bet: rules.Units(10)}, {Box: 2, Bet: rules.Units(10)}}})
	if _, err := Point(r, s, nil); err != ErrNotAPlayerTurn {
		t.Errorf("Point on the dealer's turn: %v", err)
	}
}
