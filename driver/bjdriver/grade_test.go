package bjdriver

import (
	"encoding/json"
	"testing"

	"sabot/game/blackjack"
	"sabot/players"
	"sabot/rules"
	"sabot/tutor"
)

// The user's decisions are graded against the exact EVs: at a hard 17 to
// 20, hitting is wrong and costs something, standing is right and costs
// nothing (by hand: standing on a hard 17 or more never does worse than
// hitting it). The grade recorded counts in the progress, in one play
// session, and the journal keeps it with the action it graded.
func TestGradingTheUsersDecisions(t *testing.T) {
	r := ruleSet(t, "italian-classic")
	an, err := tutor.AnalyzeRules(r)
	if err != nil {
		t.Fatal(err)
	}
	chart := an.Chart()
	b := newBooks(t, t.TempDir(), 0)
	d := New(b, r, 31)
	for round := 0; round < 200; round++ {
		d.OpenBets(false)
		d.AddChip(2, r.Limits.Min)
		d.AddChip(players.HomeBox(r), r.Limits.Min)
		if !d.Deal(nil) {
			t.Fatalf("not dealt: %v", notices(d.Drain()))
		}
		for i := 0; i < 200 && !d.Round().Done(); i++ {
			tn := d.Round().Turn()
			if tn.Dealer || tn.Question != blackjack.AskPlay {
				stepOnce(t, d)
				continue
			}
			h := d.Round().Box(tn.Box).Hands[tn.Hand-1]
			tot := rules.HandTotal(h.Cards)
			if tot.Soft || tot.Value < 17 || tot.Value > 20 {
				stepOnce(t, d)
				continue
			}
			grade := func(k blackjack.Kind) Grade {
				t.Helper()
				if _, ok := d.StartGrade(blackjack.Action{Kind: k}, chart, nil); !ok || !d.Grading() {
					t.Fatalf("%v not graded at %+v", k, tn)
				}
				g, ok := d.PollGrade(true)
				if !ok || g.Err != nil || g.Turn != tn {
					t.Fatalf("grade %+v", g)
				}
				return g
			}
			hit, stand := grade(blackjack.Hit), grade(blackjack.Stand)
			if hit.Graded.Correct || hit.Graded.Cost <= 0 || !stand.Graded.Correct || stand.Graded.Cost != 0 {
				t.Fatalf("hard %d: hit %v (cost %.2f%%), stand %v (cost %.2f%%)", tot.Value, hit.Graded.Correct, hit.Graded.Cost, stand.Graded.Correct, stand.Graded.Cost)
			}
			d.Record(hit)
			if !d.Apply(hit.Action) {
				t.Fatalf("hit refused: %v", notices(d.Drain()))
			}
			d.SyncJournal()
			if len(b.Decisions) != 1 || b.Decisions[0].Correct || b.Decisions[0].Table != r.ID || b.Sessions != 1 {
				t.Fatalf("decisions %+v, %d sessions", b.Decisions, b.Sessions)
			}
			j, _ := b.Store().LoadJournal()
			if j == nil {
				t.Fatal("no journal")
			}
			var graded, session int
			for _, raw := range j.Steps {
				var st step
				if err := json.Unmarshal(raw, &st); err != nil {
					t.Fatal(err)
				}
				if st.Grade != nil && st.Taken != nil && st.Taken.Kind == blackjack.Hit && !st.Grade.Correct {
					graded++
				}
				if st.Session != nil {
					session++
				}
			}
			if graded != 1 || session != 1 {
				t.Errorf("the journal has %d graded hits, %d sessions", graded, session)
			}
			return
		}
		if !d.Round().Done() {
			t.Fatal("the round does not end")
		}
		d.Finish()
		d.Drain()
	}
	t.Fatal("no hard 17 to 20 in 200 rounds")
}
