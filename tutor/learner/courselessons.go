package learner

import (
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// The lessons of a blackjack table's course. Each region is a set of
// chart rows (or of cells) chosen by a rule of the table; what the cells
// say is the table's computed chart, never typed in. The screens' text
// differs where the table's chart does (soft doubles or none, double after
// split or not), and the choice is made from the chart itself.

// blackjackCourse builds the course of a blackjack table.
func blackjackCourse(rs rules.RuleSet, an *tutor.Analysis) *Course {
	ch := an.Chart()
	c := &Course{Rules: rs}
	add := func(l Lesson) {
		if len(l.Spots)+len(l.Sides) > 0 {
			c.Lessons = append(c.Lessons, l)
		}
	}
	add(hardLesson(rs))
	add(softLesson(rs, ch))
	add(pairsLesson(rs, ch))
	if rs.AceDeclaration {
		add(aceLesson(rs))
	}
	if rs.Desafio {
		add(desafioLesson(rs))
	}
	add(noPeekLesson(rs, ch))
	if rs.Double == rules.DoubleNineToEleven || rs.Double == rules.DoubleElevenOnly {
		add(doubleLesson(rs))
	}
	if rs.Insurance != rules.InsuranceNone {
		add(insuranceLesson(rs))
	}
	if rs.ID == rules.ItalianOnline.ID {
		add(publishedLesson(rs, an))
	}
	return c
}

// upOrder is the chart's column order: 2…10, then the ace.
var upOrder = [...]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}

// rowsOf returns the cells a drill can deal of rows of a section, in the
// chart's order, against every up-card.
func rowsOf(rs rules.RuleSet, sec strategy.Section, rows ...int) []strategy.Spot {
	var out []strategy.Spot
	for _, r := range rows {
		for _, u := range upOrder {
			if s := (strategy.Spot{Section: sec, Row: r, Up: u}); dealable(rs, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// span returns the numbers from a to b.
func span(a, b int) []int {
	var out []int
	for i := a; i <= b; i++ {
		out = append(out, i)
	}
	return out
}

// dealable reports whether a drill can deal a hand of the cell (see
// Drill.dealable).
func dealable(rs rules.RuleSet, s strategy.Spot) bool {
	return s.Valid() && (&Drill{rs: rs}).dealable(s) && (s.Section != strategy.SectionSoftDrawn || rs.AceDeclaration)
}

// hardLesson: stand on 17 and over, hit 8 and under; the stiff hands
// 12-16; the doubles of 9, 10 and 11.
func hardLesson(rs rules.RuleSet) Lesson {
	double := "3"
	if rs.Double == rules.DoubleElevenOnly {
		double = "3-eleven"
	}
	return Lesson{ID: LessonHard, Spots: rowsOf(rs, strategy.SectionHard, span(8, 17)...), Screens: []Screen{
		{ID: "1", Spots: rowsOf(rs, strategy.SectionHard, 8, 17)},
		{ID: "2", Spots: rowsOf(rs, strategy.SectionHard, span(12, 16)...)},
		{ID: double, Spots: rowsOf(rs, strategy.SectionHard, 9, 10, 11)},
	}}
}

// softLesson: the soft hands. At the argentine table the two-card hands
// with an ace are declared (aceLesson); this lesson has the soft hands an
// ace drawn later makes, which can no longer double.
func softLesson(rs rules.RuleSet, ch *strategy.Chart) Lesson {
	if rs.AceDeclaration {
		return Lesson{ID: LessonSoft, Spots: rowsOf(rs, strategy.SectionSoftDrawn, span(4, 9)...), Screens: []Screen{
			{ID: "1-drawn", Spots: rowsOf(rs, strategy.SectionSoftDrawn, span(4, 6)...)},
			{ID: "2-drawn", Spots: rowsOf(rs, strategy.SectionSoftDrawn, span(7, 9)...)},
		}}
	}
	variant := "no-double"
	for _, s := range rowsOf(rs, strategy.SectionSoft, span(2, 9)...) {
		if ch.Cell(s).Code.Doubles() {
			variant = "double"
		}
	}
	return Lesson{ID: LessonSoft, Spots: rowsOf(rs, strategy.SectionSoft, span(2, 9)...), Screens: []Screen{
		{ID: "1-" + variant, Spots: rowsOf(rs, strategy.SectionSoft, span(2, 6)...)},
		{ID: "2-" + variant, Spots: rowsOf(rs, strategy.SectionSoft, span(7, 9)...)},
	}}
}

// pairsLesson: aces, eights, tens and fives first; then the small pairs,
// which split more where a split hand may double.
func pairsLesson(rs rules.RuleSet, ch *strategy.Chart) Lesson {
	first := "1"
	if ch.Cell(strategy.Spot{Section: strategy.SectionPair, Row: 1, Up: 1}).Code == strategy.CodeSplit {
		first = "1-aces-always"
	}
	rest := "2-das"
	if !rs.DoubleAfterSplit {
		rest = "2-no-das"
	}
	return Lesson{ID: LessonPairs, Spots: rowsOf(rs, strategy.SectionPair, append(span(2, 10), 1)...), Screens: []Screen{
		{ID: first, Spots: rowsOf(rs, strategy.SectionPair, 1, 8, 10, 5)},
		{ID: rest, Spots: rowsOf(rs, strategy.SectionPair, 2, 3, 4, 6, 7, 9)},
	}}
}

// aceLesson: the argentine ace among the first two cards, declared one or
// eleven for good.
func aceLesson(rs rules.RuleSet) Lesson {
	return Lesson{ID: LessonAce, Spots: rowsOf(rs, strategy.SectionSoft, span(2, 9)...), Screens: []Screen{
		{ID: "1", Spots: rowsOf(rs, strategy.SectionSoft, span(2, 6)...)},
		{ID: "2", Spots: rowsOf(rs, strategy.SectionSoft, span(7, 9)...)},
	}}
}

// desafioLesson: the argentine desafío on one's own ace, and the
// declaration that follows it.
func desafioLesson(rs rules.RuleSet) Lesson {
	unseen := tutor.FullShoe(rs.Decks)
	unseen[1]--
	p := unseen.TenShare()
	loss := -2 * tutor.DesafioEV(rs, unseen) // per unit staked on it
	return Lesson{ID: LessonDesafio, Sides: []SideQuestion{{Offer: tutor.Desafio}}, Spots: rowsOf(rs, strategy.SectionSoft, span(2, 9)...), Screens: []Screen{
		{ID: "1", Figures: []float64{100 * p}},
		{ID: "2", Figures: []float64{100 * loss}},
	}}
}

// noPeekLesson: against a ten or an ace, the cells of every row the chart
// doubles or splits against some card from 2 to 9: a dealer blackjack
// takes those bets too, and the chart doubles and splits less there.
func noPeekLesson(rs rules.RuleSet, ch *strategy.Chart) Lesson {
	var region []strategy.Spot
	secs := []strategy.Section{strategy.SectionHard, strategy.SectionSoft, strategy.SectionPair}
	if rs.AceDeclaration {
		secs = []strategy.Section{strategy.SectionHard, strategy.SectionPair}
	}
	for _, sec := range secs {
		for _, s := range strategy.Spots(rs) {
			if s.Section != sec || s.Up != 9 {
				continue
			}
			aggressive := false
			for u := 2; u <= 9; u++ {
				c := ch.Cell(strategy.Spot{Section: sec, Row: s.Row, Up: u}).Code
				if c.Doubles() || c == strategy.CodeSplit {
					aggressive = true
				}
			}
			if !aggressive {
				continue
			}
			for _, u := range []int{10, 1} {
				if t := (strategy.Spot{Section: sec, Row: s.Row, Up: u}); dealable(rs, t) {
					region = append(region, t)
				}
			}
		}
	}
	shoe := tutor.FullShoe(rs.Decks)
	vsAce, vsTen := shoe, shoe
	vsAce[1]--
	vsTen[10]--
	first := "1"
	if rs.HoleCard {
		first = "1-hole"
	}
	return Lesson{ID: LessonNoPeek, Spots: region, Screens: []Screen{
		{ID: first, Spots: region, Figures: []float64{100 * vsAce.TenShare(), 100 * float64(vsTen[1]) / float64(vsTen.Total())}},
		{ID: "2", Spots: region},
	}}
}

// doubleLesson: the table's limit on doubling (9 to 11 at 000, 11 only at
// the argentine table).
func doubleLesson(rs rules.RuleSet) Lesson {
	if rs.Double == rules.DoubleElevenOnly {
		return Lesson{ID: LessonDouble, Spots: rowsOf(rs, strategy.SectionHard, 9, 10, 11), Screens: []Screen{
			{ID: "1-eleven", Spots: rowsOf(rs, strategy.SectionHard, 9, 10, 11)},
		}}
	}
	region := append(rowsOf(rs, strategy.SectionHard, 9, 10, 11), rowsOf(rs, strategy.SectionSoft, span(2, 9)...)...)
	return Lesson{ID: LessonDouble, Spots: region, Screens: []Screen{
		{ID: "1-nine-eleven", Spots: rowsOf(rs, strategy.SectionHard, 9, 10, 11)},
		{ID: "2-nine-eleven", Spots: rowsOf(rs, strategy.SectionSoft, span(2, 9)...)},
	}}
}

// insuranceLesson: insurance against an ace, offered on every kind of
// hand, and even money where the table offers it (against an ace, or an
// ace or a ten at 000); then the hands played against the ace, whatever
// was answered to the offer. Every offer is graded by its exact EV for the
// very hand dealt: at the tables of the game none is worth taking (see
// TestInsuranceNeverPays), so the hands to play are what the mastery
// needs real answers for.
func insuranceLesson(rs rules.RuleSet) Lesson {
	shoe := tutor.FullShoe(rs.Decks)
	vsAce := shoe
	vsAce[1]--
	p := vsAce.TenShare()
	var column []strategy.Spot // the ace's column of the chart
	for _, s := range strategy.Spots(rs) {
		if s.Up == 1 && dealable(rs, s) {
			column = append(column, s)
		}
	}
	l := Lesson{ID: LessonInsurance, Spots: column, Sides: []SideQuestion{{Offer: tutor.Insurance, Up: 1}}, Screens: []Screen{
		{ID: "1", Figures: []float64{100 * p, -100 * 2 * tutor.InsuranceEV(rs, vsAce)}},
	}}
	ace := rules.Card{Rank: rules.Ace}
	ten := rules.Card{Rank: rules.King}
	// The player's blackjack is out of the shoe too.
	bj := shoe
	bj[1]--
	bj[10]--
	var figs []float64
	for _, up := range []rules.Card{ace, ten} {
		if !rs.EvenMoney.Offered(up) {
			continue
		}
		unseen := bj
		unseen[up.Value()]--
		_, decline := tutor.EvenMoneyEVs(rs, up, unseen)
		figs = append(figs, 100*decline)
		l.Sides = append(l.Sides, SideQuestion{Offer: tutor.EvenMoney, Up: up.Value()})
	}
	switch len(figs) {
	case 1:
		l.Screens = append(l.Screens, Screen{ID: "2-ace", Figures: figs})
	case 2:
		l.Screens = append(l.Screens, Screen{ID: "2-ace-ten", Figures: figs})
	}
	l.Screens = append(l.Screens, Screen{ID: "3", Spots: column})
	return l
}

// publishedLesson: the online table's published chart, and the cells where
// it is wrong (the differences that are not only a fallback), drilled with
// their whole rows.
func publishedLesson(rs rules.RuleSet, an *tutor.Analysis) Lesson {
	var cells []strategy.Spot
	var costs []float64
	seen := map[string]bool{}
	var rows []strategy.Spot
	for _, d := range an.Differences(strategy.PublishedChart()) {
		if d.FallbackOnly {
			continue
		}
		s, err := strategy.ParseSpotKey(d.Section + "/" + d.Hand + "/" + strategy.UpLabel(d.Up))
		if err != nil {
			continue
		}
		cells = append(cells, s)
		costs = append(costs, d.Cost())
		if !seen[d.Section+d.Hand] {
			seen[d.Section+d.Hand] = true
			rows = append(rows, rowsOf(rs, s.Section, s.Row)...)
		}
	}
	return Lesson{ID: LessonPublished, Spots: rows, Screens: []Screen{
		{ID: "1", Spots: rows},
		{ID: "2", Spots: cells, Figures: costs},
	}}
}

// PublishedMistakes returns the cells where the online table's published
// chart differs from the exact one other than in the fallback of a double,
// with what each costs in percent of the bet.
func PublishedMistakes(an *tutor.Analysis) ([]strategy.Spot, []float64) {
	l := publishedLesson(an.Rules, an)
	return l.Screens[1].Spots, l.Screens[1].Figures
}
