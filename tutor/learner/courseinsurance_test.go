package learner

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"sabot/rules"
	"sabot/tutor"
)

// insuranceTables are the blackjack tables whose course has the insurance
// lesson.
func insuranceTables() []rules.RuleSet {
	var out []rules.RuleSet
	for _, rs := range rules.All() {
		if rs.IsBlackjack() && rs.Insurance != rules.InsuranceNone {
			out = append(out, rs)
		}
	}
	return out
}

// At every table of the game, no offer of the lesson is worth taking, on
// any two cards: insurance wants more than a third of the unseen cards
// ten-valued, and from six full decks less the ace and two cards of the
// player's there are at most 96 of 309; even money wants the dealer's
// blackjack more than a third of the time. Counted here by hand, and
// compared with the engine's EVs. A table where some case paid would need
// the lesson's "decline it" said otherwise (the drill grades it right
// anyway: TestInsuranceDrillGradesATake).
func TestInsuranceNeverPays(t *testing.T) {
	for _, rs := range insuranceTables() {
		decks := rs.Decks
		for a := 1; a <= 10; a++ {
			for b := a; b <= 10; b++ {
				unseen := tutor.FullShoe(decks)
				unseen[1]-- // the dealer's ace
				unseen[a]--
				unseen[b]--
				tens := 16 * decks
				for _, v := range []int{a, b} {
					if v == 10 {
						tens--
					}
				}
				p := float64(tens) / float64(52*decks-3)
				want := 0.5 * (2*p - (1 - p))
				ev := tutor.InsuranceEV(rs, unseen)
				if abs(ev-want) > 1e-12 {
					t.Errorf("%s %d-%d v A: insurance EV %g, counted %g", rs.ID, a, b, ev, want)
				}
				if ev >= 0 {
					t.Errorf("%s %d-%d v A: insurance worth %g: the lesson says decline", rs.ID, a, b, ev)
				}
			}
		}
		for _, up := range []rules.Card{{Rank: rules.Ace}, {Rank: rules.King}} {
			if !rs.EvenMoney.Offered(up) {
				continue
			}
			unseen := tutor.FullShoe(decks)
			unseen[1]--
			unseen[10]--
			unseen[up.Value()]--
			take, decline := tutor.EvenMoneyEVs(rs, up, unseen)
			// The dealer's blackjack: a ten under an ace (the player holds
			// one of them), an ace under a ten (the player holds one).
			need := 16*decks - 1
			if up.Rank != rules.Ace {
				need = 4*decks - 1
			}
			want := 1.5 * (1 - float64(need)/float64(52*decks-3))
			if take != 1 || abs(decline-want) > 1e-12 || decline <= take {
				t.Errorf("%s even money v %s: take %g, decline %g (counted %g)", rs.ID, up, take, decline, want)
			}
		}
	}
}

// situation names a question of the insurance lesson: its cell, and for an
// offer the values of the hand it is made on.
func situation(q LessonQuestion) string {
	if q.HasSpot {
		return q.Key
	}
	v := make([]int, len(q.Hand))
	for i, c := range q.Hand {
		v[i] = c.Value()
	}
	slices.Sort(v)
	return fmt.Sprintf("%s on %v", q.Key, v)
}

// The insurance lesson asks many situations: the offer on hard hands, soft
// hands and pairs (and on a blackjack where the table offers it insurance,
// not even money), even money against an ace (and a ten at 000), and the
// hands to play against the ace. Every offer's right answer is the one the
// engine's EVs choose for the very hand dealt.
func TestInsuranceLessonSituations(t *testing.T) {
	for _, rs := range insuranceTables() {
		c, an := courseOf(t, rs)
		d, err := NewLessonDrill(c, an, LessonInsurance, false, time.Time{}, rules.NewRand(3), nil)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		insured := map[string]bool{} // the kinds of hand insurance was offered on
		offers := 0
		for range 1500 {
			q := d.Next()
			seen[situation(q)] = true
			if q.HasSpot {
				if q.Spot.Up != 1 || q.Up.Rank != rules.Ace {
					t.Fatalf("%s: %s is not against an ace", rs.ID, q.Spot)
				}
				continue
			}
			offers++
			unseen := tutor.FullShoe(rs.Decks)
			if err := unseen.Remove(append(rules.Cards{q.Up}, q.Hand...)...); err != nil {
				t.Fatal(err)
			}
			var right tutor.Action
			switch {
			case q.Legal.Has(tutor.Insurance):
				kind := "hard"
				switch {
				case rules.IsNatural(q.Hand):
					kind = "blackjack"
				case rules.IsPair(q.Hand[0], q.Hand[1], rs.Pairs):
					kind = "pair"
				case rules.HandTotal(q.Hand).Soft:
					kind = "soft"
				}
				insured[kind] = true
				right = tutor.NoInsurance
				if tutor.InsuranceEV(rs, unseen) > 0 {
					right = tutor.Insurance
				}
			case q.Legal.Has(tutor.EvenMoney):
				if !rules.IsNatural(q.Hand) {
					t.Fatalf("%s: even money offered on %s", rs.ID, q.Hand)
				}
				right = tutor.NoEvenMoney
				if take, decline := tutor.EvenMoneyEVs(rs, q.Up, unseen); take > decline {
					right = tutor.EvenMoney
				}
			default:
				t.Fatalf("%s: question %s opens %s", rs.ID, q.Key, q.Legal)
			}
			a, err := d.Answer(q, right, time.Time{})
			if err != nil {
				t.Fatal(err)
			}
			if a.Right != right || !a.Correct {
				t.Errorf("%s %s on %s: graded right %s, the EVs say %s", rs.ID, q.Key, q.Hand, a.Right, right)
			}
		}
		kinds := []string{"hard", "soft", "pair"}
		if !rs.EvenMoney.Offered(rules.Card{Rank: rules.Ace}) {
			kinds = append(kinds, "blackjack")
		}
		for _, k := range kinds {
			if !insured[k] {
				t.Errorf("%s: insurance never offered on a %s hand", rs.ID, k)
			}
		}
		var offered []string
		for s := range seen {
			if strings.HasPrefix(s, "side/") {
				offered = append(offered, s)
			}
		}
		// The ace's column alone has 33 or 34 cells (hard 5-19, and 20
		// where two ten-values are no pair; soft 13-20; the ten pairs);
		// the offers are made on some 50 kinds of hand (81 to 88
		// situations in all with this seed).
		if len(seen) < 70 || len(offered) < 40 {
			t.Errorf("%s: %d situations, %d of them offers; want 70 and 40", rs.ID, len(seen), len(offered))
		}
		for _, s := range []SideQuestion{{Offer: tutor.EvenMoney, Up: 1}, {Offer: tutor.EvenMoney, Up: 10}} {
			up := rules.Card{Rank: rules.Rank(s.Up)}
			if s.Up == 10 {
				up.Rank = rules.King
			}
			asked := slices.ContainsFunc(offered, func(x string) bool { return strings.HasPrefix(x, s.Key()+" ") })
			if asked != rs.EvenMoney.Offered(up) {
				t.Errorf("%s: %s asked %v, offered by the table %v", rs.ID, s.Key(), asked, rs.EvenMoney.Offered(up))
			}
		}
		if offers < 1500/5 {
			t.Errorf("%s: %d offers of 1500 questions", rs.ID, offers)
		}
	}
}

// The lesson is not mastered by declining everything: a player who
// declines every offer and stands on every hand never gets there, one who
// also plays the hands as the chart says does.
func TestInsuranceMasteryNeedsRealAnswers(t *testing.T) {
	t0 := time.Date(2026, 5, 1, 18, 0, 0, 0, time.UTC)
	for _, rs := range insuranceTables() {
		c, an := courseOf(t, rs)
		l, _ := c.Lesson(LessonInsurance)
		for _, player := range []struct {
			name   string
			plays  bool // plays the chart; else stands
			master bool
		}{{"declines and stands", false, false}, {"declines and plays the chart", true, true}} {
			d, err := NewLessonDrill(c, an, LessonInsurance, false, t0, rules.NewRand(5), nil)
			if err != nil {
				t.Fatal(err)
			}
			p := NewProgress()
			mastered := -1
			for i := 0; i < 200 && mastered < 0; i++ {
				q := d.Next()
				right := true // every offer declined: right at these tables
				if q.HasSpot {
					best := act2(an.Chart().Cell(q.Spot), q.Legal)
					right = best == tutor.Stand || player.plays
				}
				if p.RecordLesson(rs.ID, l, q.Key, right, t0) {
					mastered = i + 1
				}
			}
			if (mastered > 0) != player.master {
				t.Errorf("%s, a player who %s: mastered after %d answers (-1: not in 200)", rs.ID, player.name, mastered)
			}
		}
	}
}

// Where the rules made an offer worth taking, the drill would grade the
// take right: the same hands at a table paying insurance 3 to 1, which
// wins as soon as a quarter of the unseen cards are ten-valued.
func TestInsuranceDrillGradesATake(t *testing.T) {
	rs := rules.ItalianClassic
	rs.InsurancePays = rules.Ratio{Win: 3, Stake: 1}
	c, err := NewCourse(rs, courseAnalysis(t, rules.ItalianClassic))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewLessonDrill(c, courseAnalysis(t, rules.ItalianClassic), LessonInsurance, false, time.Time{}, rules.NewRand(9), nil)
	if err != nil {
		t.Fatal(err)
	}
	q := LessonQuestion{Key: SideQuestion{Offer: tutor.Insurance, Up: 1}.Key()}
	q.Question = d.side(SideQuestion{Offer: tutor.Insurance, Up: 1})
	a, err := d.Answer(q, tutor.NoInsurance, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Right != tutor.Insurance || a.Correct {
		t.Errorf("insurance paid 3 to 1 on %s: right %s, declining correct %v", q.Hand, a.Right, a.Correct)
	}
}

// A progress saved before the lesson drilled hands (its reviews only of
// the offers) loads, and its reviews are dealt; the hands' keys it saves
// now are chart cells, which a progress always could hold.
func TestInsuranceLessonOldProgress(t *testing.T) {
	old := `{"version":1,"course":{"italian-classic":{"lessons":{"insurance":{"answers":20,"right":20,"streak":20,` +
		`"recent":"11111111111111111111","mastered":"2026-05-01T18:00:00Z","reviews":{` +
		`"side/insurance/A":{"step":0,"due":"2026-05-02T18:00:00Z"},"side/even-money/A":{"step":1,"due":"2026-05-04T18:00:00Z"},` +
		`"side/even-money/10":{"step":3,"due":"0001-01-01T00:00:00Z"}}}}}}}`
	p, err := LoadProgress([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	c, an := courseOf(t, rules.ItalianClassic)
	now := time.Date(2026, 5, 3, 9, 0, 0, 0, time.UTC)
	st := p.CourseAt(c.Rules.ID).Lesson(LessonInsurance)
	if got := DueKeys(st, now); !slices.Equal(got, []string{"side/insurance/A"}) {
		t.Errorf("due %v, want the insurance", got)
	}
	d, err := NewLessonDrill(c, an, LessonInsurance, true, now, rules.NewRand(1), p)
	if err != nil {
		t.Fatal(err)
	}
	if q := d.Next(); q.Key != "side/insurance/A" || !q.Legal.Has(tutor.NoInsurance) {
		t.Errorf("the review deals %s (%s)", q.Key, q.Legal)
	}
	l, _ := c.Lesson(LessonInsurance)
	for _, k := range l.Keys() {
		if err := checkCellKey(rules.ItalianClassic, k); err != nil {
			t.Errorf("a key of the lesson: %v", err)
		}
	}
}
