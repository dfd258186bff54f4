// Package learner is the model of a learner of basic strategy, counting and
// the dealer's trade, over the exact engine of package tutor: what he
// studies, how he is drilled and what the game remembers of him.
//
//   - NewCourse, LessonDrill: the course of a table, its lessons in order
//     (screens, the chart region each teaches, taken from the computed
//     chart) and the drill of a lesson's region; Progress.RecordLesson
//     keeps the mastery (DefaultMastery) and the spaced review
//     (ReviewIntervals) with the time given, never the wall clock.
//   - NewDrill: the chart drill (all, hard, soft, pairs, one up-card, the
//     weak spots), each answer graded exactly by tutor.GradeDecision;
//     WeakSpots picks the spots a player misses more often.
//   - NewCountDrill: the Hi-Lo counting drill (cards, a round, the true
//     count); Ramp, the bet spread by true count.
//   - Progress: the progress file's schema (ProgressVersion), the
//     decisions' counts per table, spot and session, the bankroll's curve,
//     the course's, the counting's and the dealer school's statistics
//     (SchoolStats, ExamResult); LoadProgress checks a file before use.
//
// Randomness comes from a *rand.Rand passed in, time from the caller. It
// imports tutor, never the reverse, and never imports ebiten.
package learner
