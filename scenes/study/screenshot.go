package study

import (
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/learner"
	"sabot/tutor/strategy"
)

// The screenshots of the trainer's scenes: a fixed, seeded sequence each.
//
//	drill  the Drills of every hand at the table: a few answers, the last
//	       one wrong, its verdict on screen
//	stats  the progress after a seeded run of drill sessions (a learner who
//	       improves) and of rounds, the weakest cell of the table selected
//	chart  the table's chart; at italian-online the cells where the
//	       published chart differs marked, the costliest one selected

// The drill's screenshot answers at least shotAnswers questions, the last
// one wrong: the first telling one after those (a soft hand or a pair with
// three plays or more open), or the shotMaxAnswers-th.
const (
	shotAnswers    = 6
	shotMaxAnswers = 30
)

// ShotStep starts the drill, then answers: the chart's play, except the
// last answer, the best of the other plays (a plausible mistake); each
// after a few seconds' thought.
func (s *Drills) ShotStep(tick int) bool {
	switch {
	case s.phase == drillSetup && tick == 0:
		s.start()
		return false
	case s.phase == drillAsking && s.ticks >= 70+23*(s.score.Decisions%6):
		an := s.analyses.Get(s.Table().ID)
		act := an.Chart().Decide(s.q.Hand, rules.AceUndeclared, s.q.Up, s.q.Legal)
		telling := s.q.Spot.Section != strategy.SectionHard && len(s.q.Legal.List()) >= 3
		if s.score.Decisions+1 >= shotAnswers && telling || s.score.Decisions+1 >= shotMaxAnswers {
			if w := secondBest(s.Table(), s.q, act); w != act {
				act = w
				s.shotWrong = true
			}
		}
		s.answer(act)
		return false
	case s.phase == drillAnswered && !s.shotWrong:
		s.next()
		return false
	}
	return s.phase == drillAnswered && s.shotWrong
}

// secondBest is the best exact play for the question other than not.
func secondBest(rs rules.RuleSet, q learner.Question, not tutor.Action) tutor.Action {
	unseen := tutor.FullShoe(rs.Decks)
	if err := unseen.Remove(append(rules.Cards{q.Up}, q.Hand...)...); err != nil {
		return not
	}
	evs, err := tutor.Evaluate(tutor.DecisionPoint{Rules: rs, Hand: q.Hand, Up: q.Up, Unseen: unseen, Legal: q.Legal})
	if err != nil {
		return not
	}
	for _, e := range evs {
		if e.Action != not {
			return e.Action
		}
	}
	return not
}
