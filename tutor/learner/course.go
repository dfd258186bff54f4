package learner

import (
	"fmt"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/croupier"
	"sabot/tutor/strategy"
)

// The lessons of the courses, by id. Every course starts with the chart
// (hard totals, soft hands, pairs) and goes on with the rules that make its
// table different; Super Punto Banco's course is Punto's rule and the
// Tabella della Regola.
const (
	LessonHard      = "hard"      // the hard totals
	LessonSoft      = "soft"      // the soft hands (at the argentine table, an ace drawn later)
	LessonPairs     = "pairs"     // the pairs
	LessonAce       = "ace"       // the argentine ace declared for good
	LessonDesafio   = "desafio"   // the argentine desafío
	LessonNoPeek    = "no-peek"   // no peek: a dealer blackjack takes doubles and splits
	LessonDouble    = "double"    // the table's limit on doubling
	LessonInsurance = "insurance" // insurance and even money (against a ten at 000)
	LessonPublished = "published" // the online table's published chart and its mistakes
	LessonPunto     = "punto"     // Punto's rule: carta, no carta, battuta
	LessonTabella   = "tabella"   // Banco's rule, the Tabella della Regola
)

// Course is the course of one table: its lessons in order. A lesson opens
// when the one before it is mastered.
type Course struct {
	// Rules is the table's rule set.
	Rules rules.RuleSet
	// Lessons are the lessons in order.
	Lessons []Lesson
}

// Lesson is one lesson of a course: a few screens, then a drill on exactly
// the cells the lesson teaches until the mastery threshold.
type Lesson struct {
	// ID is the lesson's id (LessonHard…), unique in its course.
	ID string
	// Screens are the lesson's screens, in order.
	Screens []Screen
	// Spots is the chart region the lesson teaches and drills (none for a
	// lesson of side bets or of Punto Banco).
	Spots []strategy.Spot
	// Sides are the side decisions the drill asks too (insurance, even
	// money, the desafío).
	Sides []SideQuestion
	// Tabella holds the cells of the Tabella della Regola the lesson
	// drills (Super Punto Banco).
	Tabella []TabellaCell
}

// Screen is one screen of a lesson: its text (a locale key the scenes build
// from the lesson and ID) and the part of the lesson's region it shows.
type Screen struct {
	// ID names the screen's text within the lesson ("1", "2-no-das"...):
	// the text differs where the table's rules do.
	ID string
	// Spots is the part of the chart region the screen shows.
	Spots []strategy.Spot
	// Tabella is the part of the Tabella the screen shows.
	Tabella []TabellaCell
	// Figures are the numbers the text quotes, computed by the engine
	// (percentages).
	Figures []float64
}

// Keys returns the keys of every cell the lesson drills, in order: the
// spots (Spot.Key), the side questions and the Tabella cells. They are the
// units of the spaced review.
func (l *Lesson) Keys() []string {
	var out []string
	for _, s := range l.Spots {
		out = append(out, s.Key())
	}
	for _, s := range l.Sides {
		out = append(out, s.Key())
	}
	for _, c := range l.Tabella {
		out = append(out, c.Key())
	}
	return out
}

// Lesson returns the lesson of an id, and false when the course has none.
func (c *Course) Lesson(id string) (*Lesson, bool) {
	for i := range c.Lessons {
		if c.Lessons[i].ID == id {
			return &c.Lessons[i], true
		}
	}
	return nil, false
}

// Index returns the position of a lesson in the course, -1 when it has none.
func (c *Course) Index(id string) int {
	for i := range c.Lessons {
		if c.Lessons[i].ID == id {
			return i
		}
	}
	return -1
}

// SideQuestion is a side decision a lesson drills: the bet offered
// (Insurance, EvenMoney or Desafio) and the dealer's up-card (0 for the
// desafío, which comes before the dealer's card matters).
type SideQuestion struct {
	Offer tutor.Action
	Up    int
}

// Key is the question's key in saved progress: "side/even-money/10",
// "side/insurance/A", "side/desafio/-".
func (q SideQuestion) Key() string {
	up := "-"
	if q.Up > 0 {
		up = strategy.UpLabel(q.Up)
	}
	return "side/" + q.Offer.String() + "/" + up
}

// TabellaCell is a cell of the Tabella della Regola: at Punto's turn his
// points on two cards; at Banco's turn Banco's points and Punto's third
// card (-1 when Punto stood).
type TabellaCell struct {
	Turn   croupier.Side
	Points int
	Third  int
}

// Key is the cell's key in saved progress: "punto/5", "banco/3/8",
// "banco/6/-".
func (c TabellaCell) Key() string {
	if c.Turn == croupier.PuntoSide {
		return fmt.Sprintf("punto/%d", c.Points)
	}
	if c.Third < 0 {
		return fmt.Sprintf("banco/%d/-", c.Points)
	}
	return fmt.Sprintf("banco/%d/%d", c.Points, c.Third)
}

// Draws is what the Tabella says: the side at turn takes a card.
func (c TabellaCell) Draws() bool {
	if c.Turn == croupier.PuntoSide {
		return rules.PuntoRule(c.Points) == rules.CallCarta
	}
	return rules.BancoDraws(c.Points, c.Third >= 0, c.Third)
}

// NewCourse builds the course of a table from its rules and its exact
// analysis (nil for Super Punto Banco, which needs none): the regions come
// from the analysis's chart, the figures the texts quote from the engine.
func NewCourse(rs rules.RuleSet, an *tutor.Analysis) (*Course, error) {
	if !rs.IsBlackjack() {
		return puntoCourse(rs), nil
	}
	if an == nil || an.Rules.ID != rs.ID {
		return nil, learnerErr("no-analysis", "course of %s: no analysis of the table", rs.ID)
	}
	return blackjackCourse(rs, an), nil
}

// puntoCourse is Super Punto Banco's course: Punto's rule, then Banco's.
func puntoCourse(rs rules.RuleSet) *Course {
	var punto, drew, stood []TabellaCell
	for p := 0; p <= 9; p++ {
		punto = append(punto, TabellaCell{Turn: croupier.PuntoSide, Points: p, Third: -1})
	}
	for b := 0; b <= 7; b++ {
		stood = append(stood, TabellaCell{Turn: croupier.BancoSide, Points: b, Third: -1})
		for t := 0; t <= 9; t++ {
			drew = append(drew, TabellaCell{Turn: croupier.BancoSide, Points: b, Third: t})
		}
	}
	banco := append(append([]TabellaCell{}, stood...), drew...)
	return &Course{Rules: rs, Lessons: []Lesson{
		{ID: LessonPunto, Tabella: punto, Screens: []Screen{
			{ID: "1", Tabella: punto},
			{ID: "2", Tabella: punto},
		}},
		{ID: LessonTabella, Tabella: banco, Screens: []Screen{
			{ID: "1", Tabella: stood},
			{ID: "2", Tabella: drew[:3*10]},
			{ID: "3", Tabella: drew[3*10:]},
		}},
	}}
}
