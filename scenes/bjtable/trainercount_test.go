package bjtable

import (
	"math"
	"testing"
	"time"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/bjtable/feedback"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/trainer"
	"sabot/tutor"
	"sabot/tutor/counting"
)

// The trainer's count at the blackjack tables: the Hi-Lo count of the cards
// the user saw, the EV of the shoe, the index plays.

// The Hi-Lo count counts the cards seen face up in the round (at a shoe
// table it goes on across rounds until a shuffle; with the continuous
// shuffler it starts again every round).
func TestTrainerHiLo(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler"} {
		a := scenetest.New(t, t.TempDir())
		a.Settings.ShowCount = true
		s := trainerTable(t, a, id, false)
		want := 0
		for round := 0; round < 3; round++ {
			betAll(t, a, s)
			playOut(t, a, s)
			n := 0
			for _, c := range s.d.Round().DealerCards() {
				n += counting.HiLoValue(c)
			}
			for _, b := range s.d.Round().Boxes() {
				for _, h := range b.Hands {
					for _, c := range h.Cards {
						n += counting.HiLoValue(c)
					}
				}
			}
			if id == "italian-shuffler" {
				want = n
			} else {
				want += n
			}
			if got := s.tr.count.Running(); got != want {
				t.Errorf("%s round %d: running count %d; want %d", id, round+1, got, want)
			}
			act(t, a, s, scenetest.Key(input.Confirm))
		}
	}
}

// faceUp returns the cards on the table face up in the round.
func faceUp(s *Table) rules.Cards {
	var cs rules.Cards
	for i, c := range s.d.Round().DealerCards() {
		if i != 1 || !s.d.Round().HoleDown() {
			cs = append(cs, c)
		}
	}
	for _, b := range s.d.Round().Boxes() {
		for _, h := range b.Hands {
			for i, c := range h.Cards {
				if !h.FaceDown || i < len(h.Cards)-1 {
					cs = append(cs, c)
				}
			}
		}
	}
	return cs
}

// The shoe's EV: at a shoe table the exact EV of the cards not seen,
// computed between rounds; with the continuous shuffler the full shoe's.
// The five cards burnt face down at the start of the shoe are not seen:
// they count in the shoe's EV and in every grade, from the first round on.
func TestTrainerShoeEV(t *testing.T) {
	for _, id := range []string{"italian-classic", "italian-shuffler"} {
		a := scenetest.New(t, t.TempDir())
		a.Settings.ShowShoeEV = true
		s := trainerTable(t, a, id, false)
		if ev, ok := s.tr.shoeEV.EV(); !ok || ev != s.tr.ta.Full {
			t.Errorf("%s: EV %v %v at the first round; want the full shoe's %v", id, ev, ok, s.tr.ta.Full)
		}
		seekOn(t, a, s, 0, 1, func(tn blackjack.Turn) bool { return tn.Question == blackjack.AskPlay })
		if len(s.tr.burnt) != s.d.Rules().BurnCards {
			t.Fatalf("%s: %d cards burnt kept; want %d", id, len(s.tr.burnt), s.d.Rules().BurnCards)
		}
		q, err := trainer.Ask(s.d.Round(), s.d.Table().Shoe(), s.tr.burnt, s.tr.chart())
		if err != nil {
			t.Fatal(err)
		}
		// The pack's every card but those face up: the deck and a half cut
		// off before the Shuffler Mate (004 Apertura 7) is unseen too.
		if got, want := q.Point.Unseen.Total(), s.d.Rules().Decks*52-len(faceUp(s)); got != want {
			t.Errorf("%s: the question's unseen cards: %d; want the pack's %d less the %d face up", id, got, s.d.Rules().Decks*52, len(faceUp(s)))
		}
		playOut(t, a, s)
		unseen := tutor.FullShoe(s.d.Rules().Decks)
		if err := unseen.Remove(faceUp(s)...); err != nil {
			t.Fatal(err)
		}
		act(t, a, s, scenetest.Key(input.Confirm)) // the next bets: the EV is asked for
		want := s.tr.ta.Full
		if s.d.Rules().Shuffle == rules.ShuffleShoe {
			an, err := tutor.Analyze(s.d.Rules(), unseen)
			if err != nil {
				t.Fatal(err)
			}
			want = an.RoundEV()
		}
		for {
			if ev, ok := s.tr.shoeEV.EV(); ok {
				if math.Abs(ev-want) > 1e-12 {
					t.Errorf("%s: shoe EV %.6f; want %.6f", id, ev, want)
				}
				break
			}
			scenetest.Ticks(t, a, 1)
			time.Sleep(time.Millisecond)
		}
	}
}

// With the count shown, the trainer's panel says what the Hi-Lo index play
// is at the count of the decision, for the cells that have one: the same
// advice as counting.IndexTable.Advise at the true count the header shows.
func TestTrainerIndexPlay(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	a.Settings.ShowCount = true
	s := trainerTable(t, a, "italian-classic", false)
	idx := s.tr.indices(true)
	if idx == nil {
		t.Fatal("no index plays")
	}
	var want counting.IndexAdvice
	seek(t, a, s, 60, func(tn blackjack.Turn) bool {
		if tn.Dealer || !s.userTurn() {
			return false
		}
		q, err := trainer.Ask(s.d.Round(), s.d.Table().Shoe(), s.tr.burnt, s.tr.chart())
		if err != nil {
			return false
		}
		adv, ok := idx.Advise(q.Point, q.Spot, q.HasSpot, s.tr.count.True(s.sabot.left))
		want = adv
		return ok
	})
	s.tr.on = true
	k := inputFor(trainer.ChartAction(s.d.Round(), s.tr.chart()))
	decideKey(t, a, s, k)
	got := s.tr.fb.Index
	if got == nil || got.Action != want.Action || got.Play != want.Play || got.TrueCount != want.TrueCount {
		t.Fatalf("index advice %+v; want %+v", got, want)
	}
	if p, ok := s.TrainerPanel(); !ok || p.Rect.H < feedback.Height(feedback.Feedback{EVs: s.tr.fb.EVs, Index: got}, feedback.NotesOf(a.Fonts, a.Loc, s.tr.fb)) {
		t.Errorf("panel %+v: no room for the index line", p.Rect)
	}

	// The count hidden: no index line.
	a.Settings.ShowCount = false
	if s.tr.adviceFor(s.tr.fb.Q) != nil {
		t.Error("advice with the count hidden")
	}
}
