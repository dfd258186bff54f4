package school

import (
	"os"
	"path/filepath"
	"sabot/driver/schooldriver"
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
)

// The school as a student works it (issue 22, item 6).

// verbFor is the tool a step is taken with at a blackjack table.
var verbFor = map[blackjack.Kind]verb{blackjack.Pay: verbPay, blackjack.Collect: verbCollect}

// The tool chosen stays chosen after a right step: collecting (or paying)
// one bet after another takes one click on each bet, and the next bet
// clicked is collected, not dealt a card.
func TestSchoolToolKeptAfterARightStep(t *testing.T) {
	for _, id := range []string{"italian-classic", "argentine"} {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			for i := 0; i < 4000; i++ {
				if s.d.Round.Done() {
					scenetest.Press(t, a, scenetest.Key(input.Confirm))
					continue
				}
				waitDealer(t, a, s)
				if s.d.Round.Done() {
					continue
				}
				due := s.d.Round.Turn().Due
				v, tool := verbFor[due.Kind]
				take(t, a, s, due)
				if s.Stopped != nil {
					t.Fatalf("the right step %s was stopped", due)
				}
				if !tool || s.d.Round.Done() {
					continue
				}
				if s.verb != v {
					t.Fatalf("after %s the tool is %d; want %d, kept", due, s.verb, v)
				}
				next, ok := s.Due()
				if !ok || next.Kind != due.Kind || next.Kind != blackjack.Collect || next.Bet != blackjack.MainBet {
					continue
				}
				// The next bet collected with one click on it.
				before := s.Count
				click(t, a, s, hand(next))
				if s.Count.Wrong != before.Wrong || s.Count.Right != before.Right+1 {
					t.Fatalf("the next bet clicked after %s: score %+v, then %+v", due, before, s.Count)
				}
				return
			}
			t.Fatal("no two bets to collect one after the other")
		})
	}
}

// The round's summary lists what the student did, what was due and the
// article, each mistake once however many times it was made.
func TestSchoolSummaryRowsAreWhatTheStudentDid(t *testing.T) {
	a, s := open(t, "italian-classic")
	waitDealer(t, a, s)
	if due := s.d.Round.Turn().Due; due.Kind != blackjack.CloseBets {
		t.Fatalf("the first step due is %s", due)
	}
	box := s.d.Round.Boxes()[0].Number
	deal := blackjack.Action{Kind: blackjack.Deal, Box: box, Hand: 1}
	take(t, a, s, deal)
	take(t, a, s, deal)
	take(t, a, s, blackjack.Action{Kind: blackjack.DealerStand})
	playRound(t, a, s)
	rows := s.summaryRows()
	if len(rows) != 2 || s.Count.Wrong != 3 {
		t.Fatalf("%d mistakes made, rows %+v; want 2 rows", s.Count.Wrong, rows)
	}
	want := []summaryRow{
		{did: "Card to box " + itoa(box), due: "No more bets", article: rules.ItalianClassic.Article(rules.TopicCloseBets), times: 2},
		{did: "The dealer stands", due: "No more bets", times: 1},
	}
	for i, w := range want {
		got := rows[i]
		if got.did != w.did || got.due != w.due || got.times != w.times || w.article != "" && got.article != w.article || got.article == "" {
			t.Errorf("row %d: %+v; want %+v", i, got, w)
		}
	}
	lines := s.summaryLines(rows[0])
	if len(lines) != 3 || lines[0] != "You did: Card to box "+itoa(box) || lines[1] != "Due now: No more bets" || !strings.Contains(lines[2], rows[0].article) || !strings.HasSuffix(lines[2], "2 times") {
		t.Errorf("the first row reads %q", lines)
	}
	// More rows than the panel holds scroll, and stop at the last.
	for i := 0; i < 12; i++ {
		s.Log = append(s.Log, schooldriver.Stop{Did: "did " + itoa(i), Due: "due", Article: "Art. " + itoa(i)})
	}
	s.Dirty = true
	for i := 0; i < 30; i++ {
		scenetest.Press(t, a, scenetest.Key(input.Down))
	}
	if n := len(s.summaryRows()); n != 14 || s.scroll != n-1 {
		t.Errorf("%d rows scrolled to %d; want the last", n, s.scroll)
	}
	scenetest.Press(t, a, scenetest.Key(input.PageUp))
	if s.scroll != 14-1-pageRows {
		t.Errorf("a page up from the last: row %d", s.scroll)
	}
}

// With the totals hidden (the header's button, kept in the settings) no
// badge is painted, the dealer's neither, while he draws or at any time;
// with them shown the hands have theirs.
func TestSchoolHiddenTotalsNoBadge(t *testing.T) {
	a, s := open(t, "italian-classic")
	seen := 0
	for i := 0; i < 400 && !s.d.Round.Done(); i++ {
		waitDealer(t, a, s)
		if s.d.Round.Done() {
			break
		}
		take(t, a, s, s.d.Round.Turn().Due)
		seen = max(seen, len(s.badges))
	}
	if seen == 0 {
		t.Fatal("a round with the totals shown painted no badge")
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	click(t, a, s, tTotals)
	if !a.Settings.SchoolHideTotals {
		t.Fatal("the header's totals button did not hide them")
	}
	for i := 0; i < 400 && !s.d.Round.Done(); i++ {
		waitDealer(t, a, s)
		if s.d.Round.Done() {
			break
		}
		take(t, a, s, s.d.Round.Turn().Due)
		if len(s.badges) > 0 {
			t.Fatalf("totals hidden: badges %q painted before %s", s.badges, s.d.Round.Turn().Due)
		}
	}
	data, err := os.ReadFile(filepath.Join(a.Store.Dir(), "settings.json"))
	if err != nil || !strings.Contains(string(data), "school_hide_totals") {
		t.Errorf("the setting was not saved: %v", err)
	}
}

// A Black Jack's badge says so, never «11/21»; a soft 21 of three cards is
// 21; a soft 17 is «7/17».
func TestSchoolBlackjackBadgeNot11_21(t *testing.T) {
	a, s := open(t, "italian-classic")
	c := func(r rules.Rank) rules.Card { return rules.Card{Rank: r, Suit: rules.Spades} }
	cases := []struct {
		cards rules.Cards
		want  string
	}{
		{rules.Cards{c(rules.Ace), c(rules.King)}, "Blackjack"},
		{rules.Cards{c(rules.Ace), c(rules.Five), c(rules.Five)}, "21"},
		{rules.Cards{c(rules.Ace), c(rules.Six)}, "7/17"},
		{rules.Cards{c(rules.Ten), c(rules.Six)}, "16"},
	}
	for _, cs := range cases {
		if got := s.badgeText(rules.HandTotal(cs.cards), rules.IsNatural(cs.cards)); got != cs.want {
			t.Errorf("%v: %q; want %q", cs.cards, got, cs.want)
		}
	}
	// A split ace and a ten: 21, not a Black Jack (the hand says which).
	if got := s.badgeText(rules.HandTotal(cases[0].cards), false); got != "21" {
		t.Errorf("a split ace's 21: %q; want 21", got)
	}
	_ = a
}
