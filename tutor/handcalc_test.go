package tutor

import (
	"math"
	"testing"

	"sabot/rules"
)

const tol = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) <= tol }

// evsOf returns the table's EVs of hand (a, b) against u by action.
func evsOf(t *testing.T, an *Analysis, a, b, u int) map[Action]float64 {
	t.Helper()
	out := map[Action]float64{}
	for _, x := range an.Table().Actions(a, b, u) {
		out[x.Action] = x.EV
	}
	return out
}

func checkEVs(t *testing.T, what string, got map[Action]float64, want map[Action]float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: actions %v; want %v", what, got, want)
	}
	for a, w := range want {
		g, ok := got[a]
		if !ok || !near(g, w) {
			t.Errorf("%s: %s = %.15f; want %.15f (by hand)", what, a, g, w)
		}
	}
}

// A shoe of ten-values only: every card is a ten, so every outcome is
// forced and the EVs are whole numbers.
func TestOneValueShoe(t *testing.T) {
	an, err := Analyze(rules.ItalianOnline, Composition{10: 40})
	if err != nil {
		t.Fatal(err)
	}
	// TT against a ten: the dealer makes 20. Standing pushes, hitting
	// busts, doubling busts twice; each split hand gets a ten: two pushes.
	checkEVs(t, "TT v T", evsOf(t, an, 10, 10, 10), map[Action]float64{Stand: 0, Hit: -1, Double: -2, Split: 0})
	if got := an.RoundEV(); !near(got, 0) {
		t.Errorf("round EV of a tens-only shoe = %v; want 0 (every round TT v TT)", got)
	}
	// Shuffler: same rank pairs, so the split is weighted; TT stands.
	an, _ = Analyze(rules.ItalianShuffler, Composition{10: 40})
	if got := an.RoundEV(); !near(got, 0) {
		t.Errorf("shuffler round EV of a tens-only shoe = %v; want 0", got)
	}
}

// A shoe of 10 sixes and 20 ten-values (before the deal). Every EV below
// is worked out by hand with exact removal.
func TestTensAndSixesShoe(t *testing.T) {
	an, err := Analyze(rules.ItalianOnline, Composition{6: 10, 10: 20})
	if err != nil {
		t.Fatal(err)
	}
	// 6-T against a ten: 9 sixes and 18 tens left (27). The dealer busts
	// only when his second card is a six (16, then any card busts); any
	// card busts the player's 16.
	checkEVs(t, "6T v T", evsOf(t, an, 6, 10, 10), map[Action]float64{
		Stand: 2*9.0/27 - 1, Hit: -1, Double: -2,
	})

	// 6-6 against a six: 7 sixes and 20 tens left (27).
	// Standing on 12: the dealer ends on 18 only with 6 then 6 (7/27 *
	// 6/26), and busts otherwise.
	p18 := 7.0 / 27 * 6 / 26
	stand := (1 - p18) - p18
	// Hitting: a six (7/27) makes 18, which stands (hitting busts): 6
	// sixes and 20 tens left (26), the dealer makes 18 (a push) with 6/26 *
	// 5/25 and busts otherwise; a ten busts.
	v18 := 1 - 6.0/26*5/25
	hit := 7.0/27*v18 - 20.0/27
	// Splitting (one split, each hand its second card from 7 sixes and 20
	// tens): a six makes 12 with four sixes out (6 sixes, 20 tens left):
	// standing is worth 1 - 2*(6/26*5/25), hitting 6/26*(1 - 5/25*4/24) -
	// 20/26; a ten makes 16 (7 sixes, 19 tens left): standing is worth 1 -
	// 2*(7/26*6/25), hitting busts.
	v66 := math.Max(1-2*(6.0/26*5/25), 6.0/26*(1-5.0/25*4/24)-20.0/26)
	v6T := 1 - 2*(7.0/26*6/25)
	split := 2 * (7.0/27*v66 + 20.0/27*v6T)
	checkEVs(t, "66 v 6", evsOf(t, an, 6, 6, 6), map[Action]float64{
		Stand: stand, Hit: hit, Double: 2 * hit, Split: split,
	})
}

// Totals where the answer is forced by the rules: the shuffler's forced card
// on 11 or less (no stand), the online table's blackjack (stand only), the
// argentine two-card ace (declare first), a hard 21 (stand only).
func TestForcedTotals(t *testing.T) {
	shuffler, _ := AnalyzeRules(rules.ItalianShuffler)
	if l := shuffler.Table().Legal[5][6][10]; l.Has(Stand) || !l.Has(Hit) || !l.Has(Double) {
		t.Errorf("shuffler 5-6 v T: legal %s; want hit and double, no stand (forced card on 11)", l)
	}
	if l := shuffler.Table().Legal[2][10][10]; !l.Has(Stand) {
		t.Errorf("shuffler T-2 v T: legal %s; want stand open on 12", l)
	}
	online, _ := AnalyzeRules(rules.ItalianOnline)
	if l := online.Table().Legal[1][10][6]; l != Actions(Stand) {
		t.Errorf("online blackjack v 6: legal %s; want stand only", l)
	}
	// A blackjack against a 6 is paid 3:2 whatever the dealer does.
	if ev := online.Table().EV[1][10][6][Stand]; !near(ev, 1.5) {
		t.Errorf("online blackjack v 6 = %v; want 1.5", ev)
	}
	arg, _ := AnalyzeRules(rules.Argentine)
	if l := arg.Table().Legal[1][7][10]; l != Actions(AceOne, AceEleven) {
		t.Errorf("argentine A-7 v T: legal %s; want ace 1, ace 11", l)
	}
	if l := arg.Table().Legal[1][1][10]; l != Actions(AceOne, AceEleven, Split) {
		t.Errorf("argentine A-A v T: legal %s; want ace 1, ace 11, split", l)
	}
	// Argentine: 11 only doubles (Otras apuestas 1).
	if l := arg.Table().Legal[4][6][5]; l.Has(Double) {
		t.Errorf("argentine 4-6 v 5: legal %s; 10 may not double", l)
	}
	// A hard 21 of three cards may only stand.
	evs, err := Evaluate(DecisionPoint{Rules: rules.ItalianOnline, Hand: rules.MustParseCards("7S 7H 7D"), Up: rules.MustParseCard("TC"), Unseen: unseenAfter(rules.ItalianOnline, "7S 7H 7D TC")})
	if err != nil || len(evs) != 1 || evs[0].Action != Stand {
		t.Errorf("7-7-7 v T: %v, %v; want stand only", evs, err)
	}
}

// unseenAfter is the table's full shoe less the cards given.
func unseenAfter(rs rules.RuleSet, cards string) Composition {
	c := FullShoe(rs.Decks)
	if err := c.Remove(rules.MustParseCards(cards)...); err != nil {
		panic(err)
	}
	return c
}
