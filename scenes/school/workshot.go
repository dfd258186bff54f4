package school

import (
	"time"

	"sabot/game/blackjack"
	"sabot/rules"
)

// The pictures of the round's summary and of an exam's end (screenshot
// -scene school-summary, school-exam): the student works the rounds with a
// few mistakes — a card dealt before «Rien ne va plus», twice, the
// dealer's total announced one off, a payment half a unit short — and the
// picture is taken on the summary; the exam's is taken at its end, its
// report written.

// ExamReport returns the path of the report the exam just over wrote,
// "" when none.
func (s *Table) ExamReport() string {
	if s.ExamOver() {
		return s.Ex.Report
	}
	return ""
}

// workShotStep plays the summary's or the exam's picture; it reports when
// the picture is ready.
func (s *Table) workShotStep(tick int) bool {
	if s.op != nil {
		s.skipProcs = true
		s.endProc()
	}
	if s.shotExam && s.Ex == nil {
		s.StartExam(s.next)
		// The picture's exam is staged: a fixed date, so that the picture
		// and its report render the same every time.
		s.Ex.Sheet.Date = time.Date(2026, 11, 28, 9, 30, 0, 0, time.Local)
	}
	s.d.Pause = min(s.d.Pause, 2) // the players answer at once
	r := s.d.Round
	if r == nil {
		return true
	}
	if r.Done() {
		if s.shotSummary || s.ExamOver() {
			return true
		}
		s.deal()
		return false
	}
	t := r.Turn()
	if !t.Dealer || tick%2 != 0 {
		return false
	}
	due := t.Due
	round := 1
	if s.Ex != nil {
		round = s.Ex.Round()
	}
	made := s.shotMade
	switch {
	case due.Kind == blackjack.CloseBets && made < 2:
		s.shotMade++
		s.step(blackjack.Action{Kind: blackjack.Deal, Box: r.Boxes()[0].Number, Hand: 1})
		return false
	case due.Kind == blackjack.Announce && made == 2 && (s.shotSummary || round >= 2):
		s.shotMade++
		wrong := due.Total + 1
		if due.Total >= 21 {
			wrong = 20
		}
		s.step(blackjack.Action{Kind: blackjack.Announce, Total: wrong})
		return false
	case due.Kind == blackjack.Pay && due.Bet == blackjack.MainBet && made == 3 && (s.shotSummary || round >= 3) && due.Amount > rules.Units(1):
		s.shotMade++
		short := due
		short.Amount -= rules.Units(1) / 2
		s.step(short)
		return false
	}
	s.step(due)
	return false
}
