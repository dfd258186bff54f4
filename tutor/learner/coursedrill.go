package learner

import (
	"math/rand/v2"
	"time"

	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/croupier"
	"sabot/tutor/strategy"
)

// LessonDrill deals the questions of one lesson: the cells of its region
// (with the strategy drill's hands and grading), its side questions and
// its Tabella cells; or, for a review, only the cells due. Answers are
// recorded in the progress: toward the lesson's mastery or its reviews,
// and the chart cells also as the trainer's decisions.
type LessonDrill struct {
	course *Course
	lesson *Lesson
	drill  *Drill // the chart cells' dealer and grader (nil at Punto Banco)
	rng    *rand.Rand
	prog   *Progress
	review bool
	keys   []string // the cells to deal
	last   string
}

// LessonQuestion is one question of a lesson's drill.
type LessonQuestion struct {
	// Key is the cell's key (Lesson.Keys).
	Key string
	// Question is a blackjack question: a chart cell (HasSpot) or a side
	// bet offered (Legal holds it and its refusal).
	Question
	HasSpot bool
	// Coup and Cell are a Punto Banco question: the cards on the table
	// and the Tabella's cell; Legal holds Hit (the side at turn draws) and
	// Stand.
	Coup croupier.Coup
	Cell TabellaCell
}

// IsCoup reports whether the question is a Punto Banco coup.
func (q LessonQuestion) IsCoup() bool { return len(q.Coup.Banco) > 0 }

// LessonAnswer is a graded answer of a lesson's drill.
type LessonAnswer struct {
	LessonQuestion
	// Taken is the answer, Right the right one, Correct whether they agree
	// (or the answer is as good as the best for this very hand).
	Taken, Right tutor.Action
	Correct      bool
	// Grade is the exact grading of a blackjack answer.
	Grade tutor.Grade
	// Why is the Tabella's reason for a Punto Banco answer.
	Why croupier.Why
	// Mastered: this answer mastered the lesson.
	Mastered bool
}

// NewLessonDrill returns the drill of a lesson of a course; an is the
// table's analysis (nil at Punto Banco). With review, it deals only the
// cells due for review at time now (an error when none is). Answers are
// recorded in prog when it is not nil.
func NewLessonDrill(c *Course, an *tutor.Analysis, id string, review bool, now time.Time, rng *rand.Rand, prog *Progress) (*LessonDrill, error) {
	l, ok := c.Lesson(id)
	if !ok {
		return nil, learnerErr("no-lesson", "lesson %q: the course of %s has none", id, c.Rules.ID)
	}
	if rng == nil {
		return nil, learnerErr("no-rand", "lesson %s: no random source", id)
	}
	d := &LessonDrill{course: c, lesson: l, rng: rng, prog: prog, review: review}
	if c.Rules.IsBlackjack() {
		if an == nil || an.Rules.ID != c.Rules.ID {
			return nil, learnerErr("no-analysis", "lesson %s: no analysis of %s", id, c.Rules.ID)
		}
		d.drill = &Drill{an: an, chart: an.Chart(), rs: an.Rules, rng: rng, prog: prog, weak: DefaultWeakSpots, spots: l.Spots}
	}
	d.keys = l.Keys()
	if review {
		var st LessonStats
		if prog != nil {
			st = prog.CourseAt(c.Rules.ID).Lesson(id)
		}
		d.keys = DueKeys(st, now)
		if len(d.keys) == 0 {
			return nil, learnerErr("no-review", "lesson %s: nothing due for review", id)
		}
	}
	if len(d.keys) == 0 {
		return nil, learnerErr("no-hand", "lesson %s: nothing to drill", id)
	}
	return d, nil
}

// Lesson returns the lesson drilled.
func (d *LessonDrill) Lesson() *Lesson { return d.lesson }

// Review reports whether the drill is a review.
func (d *LessonDrill) Review() bool { return d.review }

// Left returns how many cells of a review are still due (0 for a lesson).
func (d *LessonDrill) Left() int {
	if !d.review {
		return 0
	}
	return len(d.keys)
}

// Next deals the next question: a cell of the lesson at random (a side
// question a third of the time when the lesson has some, never the same
// cell twice in a row), or the next cell due of a review.
func (d *LessonDrill) Next() LessonQuestion {
	key := d.pick()
	d.last = key
	return d.question(key)
}

func (d *LessonDrill) pick() string {
	if len(d.keys) == 0 {
		// A review with nothing left: the lesson's cells.
		d.keys = d.lesson.Keys()
	}
	if d.review {
		return d.keys[d.rng.IntN(len(d.keys))]
	}
	l := d.lesson
	if len(l.Sides) > 0 && len(l.Sides) < len(d.keys) && d.rng.IntN(3) == 0 {
		return l.Sides[d.rng.IntN(len(l.Sides))].Key()
	}
	for try := 0; ; try++ {
		k := d.keys[d.rng.IntN(len(d.keys))]
		if k != d.last || try >= 8 || len(d.keys) == 1 {
			return k
		}
	}
}

// question deals a question of a cell.
func (d *LessonDrill) question(key string) LessonQuestion {
	q := LessonQuestion{Key: key}
	for _, c := range d.lesson.Tabella {
		if c.Key() == key {
			q.Cell = c
			q.Coup = d.coup(c)
			q.Legal = tutor.Actions(tutor.Hit, tutor.Stand)
			return q
		}
	}
	for _, s := range d.lesson.Sides {
		if s.Key() == key {
			q.Question = d.side(s)
			return q
		}
	}
	s, _ := strategy.ParseSpotKey(key)
	q.HasSpot = true
	q.Question = Question{Spot: s, Hand: d.drill.handFor(s), Up: d.drill.cardOf(s.Up)}
	q.Legal = d.drill.legal(q.Question)
	return q
}

// side deals a side question: an ace for the desafío (the dealer's card
// any), a blackjack for even money, and for insurance a hand of one of the
// lesson's cells (any two cards when it has none) or, where a blackjack is
// offered insurance rather than even money, now and then a blackjack.
func (d *LessonDrill) side(s SideQuestion) Question {
	dr := d.drill
	up := s.Up
	if up == 0 {
		up = 1 + d.rng.IntN(10)
	}
	q := Question{Up: dr.cardOf(up)}
	ace := rules.Card{Rank: rules.Ace, Suit: rules.Suit(d.rng.IntN(4))}
	switch s.Offer {
	case tutor.Desafio:
		q.Hand = rules.Cards{ace}
		q.Legal = tutor.Actions(tutor.Desafio, tutor.NoDesafio)
	case tutor.EvenMoney:
		q.Hand = dr.shuffled(ace, dr.cardOf(10))
		q.Legal = tutor.Actions(tutor.EvenMoney, tutor.NoEvenMoney)
	default:
		q.Hand = d.insuredHand(q.Up, ace)
		q.Legal = tutor.Actions(tutor.Insurance, tutor.NoInsurance)
	}
	return q
}

// insuredHand deals the hand insurance is offered on against up: a hand of
// one of the lesson's cells, or a blackjack one time in as many as there
// are cells where the table offers a blackjack insurance, not even money.
func (d *LessonDrill) insuredHand(up, ace rules.Card) rules.Cards {
	dr, spots := d.drill, d.lesson.Spots
	if len(spots) == 0 {
		return dr.handFor(strategy.Spot{Section: strategy.SectionHard, Row: 5 + d.rng.IntN(15), Up: 1})
	}
	n := len(spots)
	if !d.course.Rules.EvenMoney.Offered(up) {
		n++
	}
	if i := d.rng.IntN(n); i < len(spots) {
		return dr.handFor(spots[i])
	}
	return dr.shuffled(ace, dr.cardOf(10))
}

// coup deals the cards of a Tabella cell: at Punto's turn Punto's two
// cards worth the cell's points and Banco's two worth 0-7; at Banco's,
// Banco's two worth its points and Punto's two (0-5 and a third card, or
// 6-7 when he stood).
func (d *LessonDrill) coup(c TabellaCell) croupier.Coup {
	if c.Turn == croupier.PuntoSide {
		return croupier.Coup{Punto: d.two(c.Points), Banco: d.two(d.rng.IntN(8)), Turn: croupier.PuntoSide}
	}
	punto := d.two(6 + d.rng.IntN(2))
	if c.Third >= 0 {
		punto = append(d.two(d.rng.IntN(6)), d.card(c.Third))
	}
	return croupier.Coup{Punto: punto, Banco: d.two(c.Points), Turn: croupier.BancoSide}
}

// two deals two cards worth points together (Punto Banco).
func (d *LessonDrill) two(points int) rules.Cards {
	a := d.card(d.rng.IntN(10))
	return rules.Cards{a, d.card((points - a.Points() + 10) % 10)}
}

// card deals a card worth points (0: a ten or a figure).
func (d *LessonDrill) card(points int) rules.Card {
	r := rules.Rank(points)
	if points == 0 {
		r = rules.Ten + rules.Rank(d.rng.IntN(4))
	}
	return rules.Card{Rank: r, Suit: rules.Suit(d.rng.IntN(4))}
}

// Answer grades an answer given at time at and records it: a chart cell
// against the table's chart (and exactly), a side question exactly, a
// coup by the Tabella. In a review a cell answered leaves the cells due.
func (d *LessonDrill) Answer(q LessonQuestion, taken tutor.Action, at time.Time) (LessonAnswer, error) {
	if !q.Legal.Has(taken) {
		return LessonAnswer{}, learnerErr("not-open", "action %q is not open here: the actions are %s", taken, q.Legal)
	}
	a := LessonAnswer{LessonQuestion: q, Taken: taken}
	switch {
	case q.IsCoup():
		why, err := q.Coup.Check()
		if err != nil {
			return LessonAnswer{}, err
		}
		a.Why = why
		a.Right = tutor.Stand
		if why.Draws {
			a.Right = tutor.Hit
		}
		a.Correct = taken == a.Right
	case q.HasSpot:
		ans, err := d.drill.Answer(q.Question, taken, at)
		if err != nil {
			return LessonAnswer{}, err
		}
		a.Grade, a.Right, a.Correct = ans.Grade, ans.ChartAction, ans.Correct
	default:
		unseen := tutor.FullShoe(d.course.Rules.Decks)
		if err := unseen.Remove(append(rules.Cards{q.Up}, q.Hand...)...); err != nil {
			return LessonAnswer{}, err
		}
		g, err := tutor.GradeDecision(tutor.DecisionPoint{Rules: d.course.Rules, Hand: q.Hand, Up: q.Up, Unseen: unseen, Legal: q.Legal}, taken)
		if err != nil {
			return LessonAnswer{}, err
		}
		a.Grade, a.Right = g, g.Best
		a.Correct = taken == g.Best || g.Cost < 1e-9
	}
	if d.prog != nil {
		a.Mastered = d.prog.RecordLesson(d.course.Rules.ID, d.lesson, q.Key, a.Correct, at)
	}
	if d.review {
		for i, k := range d.keys {
			if k == q.Key {
				d.keys = append(d.keys[:i], d.keys[i+1:]...)
				break
			}
		}
	}
	return a, nil
}

// Done reports whether a review has no cell left to ask.
func (d *LessonDrill) Done() bool { return d.review && len(d.keys) == 0 }
