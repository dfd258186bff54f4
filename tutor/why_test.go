package tutor

import (
	"math"
	"testing"

	"sabot/rules"
	"sabot/tutor/strategy"
)

var bjTables = []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine}

// Every play of every cell of every table: the outcomes add up to 1, and
// the EV rebuilt from the outcome terms is the engine's (Evaluate's) EV.
func TestWhyOutcomesRebuildTheEV(t *testing.T) {
	cells := []strategy.Spot{
		{Section: strategy.SectionHard, Row: 16, Up: 10}, {Section: strategy.SectionHard, Row: 11, Up: 10}, {Section: strategy.SectionHard, Row: 11, Up: 1}, {Section: strategy.SectionHard, Row: 12, Up: 4},
		{Section: strategy.SectionHard, Row: 9, Up: 3}, {Section: strategy.SectionHard, Row: 5, Up: 6}, {Section: strategy.SectionHard, Row: 20, Up: 6},
		{Section: strategy.SectionSoft, Row: 7, Up: 9}, {Section: strategy.SectionSoft, Row: 7, Up: 4}, {Section: strategy.SectionSoft, Row: 2, Up: 5}, {Section: strategy.SectionSoft, Row: 8, Up: 6},
		{Section: strategy.SectionPair, Row: 8, Up: 10}, {Section: strategy.SectionPair, Row: 1, Up: 1}, {Section: strategy.SectionPair, Row: 9, Up: 7}, {Section: strategy.SectionPair, Row: 10, Up: 6}, {Section: strategy.SectionPair, Row: 2, Up: 3},
	}
	for _, rs := range bjTables {
		for _, s := range cells {
			dp, err := SpotPoint(rs, s)
			if err != nil {
				t.Fatalf("%s %s: %v", rs.ID, s, err)
			}
			w, err := Explain(dp)
			if err != nil {
				t.Fatalf("%s %s: %v", rs.ID, s, err)
			}
			evs, err := Evaluate(dp)
			if err != nil {
				t.Fatal(err)
			}
			engine := map[Action]float64{}
			for _, ae := range evs {
				engine[ae.Action] = ae.EV
			}
			for _, p := range w.Plays {
				sum := 0.0
				for _, q := range p.P {
					sum += q
				}
				if math.Abs(sum-1) > 1e-9 {
					t.Errorf("%s %s %v: outcomes add up to %.12f", rs.ID, s, p.Choice, sum)
				}
				if d := p.TermsEV() - p.EV; math.Abs(d) > 1e-9 {
					t.Errorf("%s %s %v: the terms make %+.12f, the engine %+.12f", rs.ID, s, p.Choice, p.TermsEV(), p.EV)
				}
				want, ok := engine[p.Action]
				if p.Declared != rules.AceUndeclared {
					want, ok = engine[declAction(p.Declared)], true
					if p.EV > want+1e-12 {
						t.Errorf("%s %s %v: %+.9f above the declaration's best %+.9f", rs.ID, s, p.Choice, p.EV, want)
					}
					continue
				}
				if !ok || math.Abs(want-p.EV) > 1e-12 {
					t.Errorf("%s %s %v: EV %+.12f, Evaluate says %+.12f", rs.ID, s, p.Choice, p.EV, want)
				}
			}
			dsum := 0.0
			for _, q := range w.Dealer {
				dsum += q
			}
			if math.Abs(dsum-1) > 1e-9 {
				t.Errorf("%s %s: the dealer's outcomes add up to %.12f", rs.ID, s, dsum)
			}
		}
	}
}

func declAction(d rules.AceDeclaration) Action {
	if d == rules.AceOne {
		return AceOne
	}
	return AceEleven
}

// The note on the dealer's blackjack, checked at each table against the
// whole tables of two analyses, without a peek and with one: the note says
// the plays differ exactly when the two tables' best actions do, and names
// them. 11 against a ten hits at every table, and doubles under a peek
// rule.
func TestWhyNoPeekNoteClaim(t *testing.T) {
	hands := []struct{ a, b, u int }{{5, 6, 10}, {5, 6, 1}, {4, 6, 10}, {8, 8, 10}, {8, 8, 1}, {9, 9, 1}, {7, 7, 10}, {10, 6, 10}, {3, 9, 10}}
	for _, rs := range bjTables {
		enhc, err := AnalyzeRules(rs)
		if err != nil {
			t.Fatal(err)
		}
		peek, err := AnalyzePeek(rs, FullShoe(rs.Decks))
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hands {
			dp := handPoint(t, rs, h.a, h.b, h.u)
			w, err := Explain(dp)
			if err != nil {
				t.Fatal(err)
			}
			var note *RuleNote
			for i := range w.Notes {
				if w.Notes[i].Kind == NoteNoPeek {
					note = &w.Notes[i]
				}
			}
			if note == nil {
				t.Errorf("%s %d%d v %d: no note on the dealer's blackjack", rs.ID, h.a, h.b, h.u)
				continue
			}
			here := enhc.Table().Actions(h.a, h.b, h.u)[0].Action
			there := peek.Table().Actions(h.a, h.b, h.u)[0].Action
			if note.Best.Action != here || note.Other.Action != there || note.Differs != (here != there) {
				t.Errorf("%s %d%d v %d: the note says %v here, %v with a peek (differs %v); the tables %v and %v",
					rs.ID, h.a, h.b, h.u, note.Best.Action, note.Other.Action, note.Differs, here, there)
			}
			if note.HoleCard != rs.HoleCard {
				t.Errorf("%s: the note's hole card %v", rs.ID, note.HoleCard)
			}
			if h.a == 5 && h.b == 6 && h.u == 10 && (here != Hit || there != Double) {
				t.Errorf("%s 11 v 10: %v here, %v with a peek; want hit and double", rs.ID, here, there)
			}
		}
	}
}

// handPoint is the decision of two cards against an up-card, first hand,
// from a full shoe.
func handPoint(t *testing.T, rs rules.RuleSet, a, b, u int) DecisionPoint {
	t.Helper()
	c := func(v int, s rules.Suit) rules.Card { return rules.Card{Rank: rules.Rank(v), Suit: s} }
	hand := rules.Cards{c(a, rules.Spades), c(b, rules.Hearts)}
	if a == 10 && b == 10 {
		hand[1] = hand[0]
		hand[1].Suit = rules.Hearts
	}
	up := c(u, rules.Diamonds)
	unseen := FullShoe(rs.Decks)
	if err := unseen.Remove(append(rules.Cards{up}, hand...)...); err != nil {
		t.Fatal(err)
	}
	return DecisionPoint{Rules: rs, Hand: hand, Up: up, Unseen: unseen}
}

// The notes of the table's own rules, where they bear on the decision.
func TestWhyNotes(t *testing.T) {
	tests := []struct {
		rs      rules.RuleSet
		a, b, u int
		want    NoteKind
		has     bool
	}{
		{rules.ItalianShuffler, 5, 6, 10, NoteForcedHit, true},
		{rules.ItalianShuffler, 10, 6, 10, NoteForcedHit, false},
		{rules.Argentine, 1, 7, 9, NoteAceDeclare, true},
		{rules.ItalianOnline, 1, 7, 9, NoteAceDeclare, false},
		{rules.Argentine, 4, 6, 5, NoteDoubleLimit, true},        // 10 v 5: the book doubles, the table only on 11
		{rules.ItalianClassic, 4, 6, 5, NoteDoubleLimit, false},  // 10 doubles there
		{rules.ItalianClassic, 1, 7, 4, NoteDoubleLimit, true},   // A7 v 4: the book doubles
		{rules.ItalianClassic, 10, 6, 5, NoteDoubleLimit, false}, // nobody doubles 16
		{rules.ItalianOnline, 1, 1, 6, NoteSplitAcesOneCard, true},
		{rules.Argentine, 1, 1, 6, NoteSplitAcesOneCard, false},
		{rules.ItalianOnline, 10, 6, 9, NoteNoPeek, false},
	}
	for _, tc := range tests {
		w, err := Explain(handPoint(t, tc.rs, tc.a, tc.b, tc.u))
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, n := range w.Notes {
			if n.Kind == tc.want {
				got = true
				if n.Kind == NoteForcedHit && n.Limit != tc.rs.ForcedHitUpTo {
					t.Errorf("forced hit up to %d", n.Limit)
				}
				if n.Kind == NoteAceDeclare && n.Values != [2]int{8, 18} {
					t.Errorf("A7 declared: %v, want 8 and 18", n.Values)
				}
			}
		}
		if got != tc.has {
			t.Errorf("%s %d%d v %d: note %d %v, want %v (notes %+v)", tc.rs.ID, tc.a, tc.b, tc.u, tc.want, got, tc.has, w.Notes)
		}
	}
}

func TestExplainRefuses(t *testing.T) {
	dp := handPoint(t, rules.ItalianShuffler, 10, 10, 5)
	dp.Legal = Actions(FollowSplit, NoFollowDouble)
	if _, err := Explain(dp); err == nil {
		t.Error("a co-bettor's decision explained")
	}
	dp = handPoint(t, rules.ItalianClassic, 10, 6, 1)
	dp.Hand = append(dp.Hand, rules.Card{Rank: rules.King, Suit: rules.Clubs})
	if _, err := Explain(dp); err == nil {
		t.Error("a bust hand explained")
	}
	if _, err := SpotPoint(rules.Argentine, strategy.Spot{Section: strategy.SectionSoftDrawn, Row: 2, Up: 5}); err == nil {
		t.Error("soft-drawn 13 has a hand")
	}
	if _, err := SpotPoint(rules.SuperPuntoBanco, strategy.Spot{Section: strategy.SectionHard, Row: 16, Up: 10}); err == nil {
		t.Error("a punto banco spot")
	}
}

// A blackjack: one play, 3:2 unless the dealer has one too.
func TestWhyBlackjack(t *testing.T) {
	w, err := Explain(handPoint(t, rules.ItalianOnline, 1, 10, 10))
	if err != nil {
		t.Fatal(err)
	}
	p := w.Best()
	if len(w.Plays) != 1 || p.Pays[OutBlackjack] != 1.5 || math.Abs(p.P[OutPush]-w.Dealer[DealerBlackjack]) > 1e-12 {
		t.Errorf("blackjack v 10: %+v", w.Plays)
	}
}
