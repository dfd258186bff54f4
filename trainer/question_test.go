package trainer

import (
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// A question taken out of the round keeps its own cards: the round goes
// on (the hand hits) and the question graded afterwards, on another
// goroutine, is the one that was asked.
func TestQuestionOutlivesTheRound(t *testing.T) {
	rs := rules.ItalianClassic
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := round(t, rs, "5S TD 6C 6D 9D 2S 3S 4S 5H", 1, 2)
	want, err := Grade(r, shoe, nil, an.Chart(), blackjack.Action{Kind: blackjack.Stand})
	if err != nil {
		t.Fatal(err)
	}
	q, err := Ask(r, shoe, nil, an.Chart())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit}); err != nil {
		t.Fatal(err)
	}
	done := make(chan Graded)
	go func() {
		g, err := q.Grade(tutor.Stand)
		if err != nil {
			t.Error(err)
		}
		done <- g
	}()
	got := <-done
	if got.Best != want.Best || got.Cost != want.Cost || got.Spot != want.Spot || got.Correct != want.Correct || len(got.Actions) != len(want.Actions) {
		t.Errorf("graded after the round moved: %+v; want %+v", got, want)
	}
	if q.Point.Hand.String() != "5S 6D" {
		t.Errorf("the question's hand is %s; want 5S 6D", q.Point.Hand)
	}
	evs, err := q.Evaluate()
	if err != nil || len(evs) != 3 || evs[0].Action != tutor.Double {
		t.Errorf("Evaluate = %v, %v; want double first of three", evs, err)
	}
}

// At the online table the casino publishes a chart that doubles 11 against
// a ten; the exact chart hits (no peek: a dealer blackjack takes the
// double too). Doubling is right by the published chart and wrong by the
// exact one, and costs the same in both: the EVs are the cards'.
func TestPublishedVersusExact(t *testing.T) {
	rs := rules.ItalianOnline
	an, err := tutor.AnalyzeRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	r, shoe := round(t, rs, "6S TD 5C", 1)
	double := blackjack.Action{Kind: blackjack.Double}
	exact, err := Grade(r, shoe, nil, an.Chart(), double)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := Grade(r, shoe, nil, strategy.PublishedChart(), double)
	if err != nil {
		t.Fatal(err)
	}
	if exact.Spot.String() != "hard 11 v 10" || pub.Spot != exact.Spot {
		t.Fatalf("spots %s, %s", exact.Spot, pub.Spot)
	}
	if exact.Chart != tutor.Hit || exact.Correct || exact.Best != tutor.Hit {
		t.Errorf("exact chart: %+v; want hit, the double wrong", exact)
	}
	if pub.Chart != tutor.Double || !pub.Correct {
		t.Errorf("published chart: %+v; want double, the double right", pub)
	}
	if exact.Cost <= 0 || exact.Cost > 5 || pub.Cost != exact.Cost {
		t.Errorf("costs %.4f%% (exact) and %.4f%% (published); want the same, small and positive", exact.Cost, pub.Cost)
	}
}
