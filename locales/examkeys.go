package locales

// The keys of the dealer school's exam report (tutor/exam): its facts, its
// tables' headings, its mistakes.
const (
	ExamCount        Key = "exam.count"
	ExamDate         Key = "exam.date"
	ExamFooter       Key = "exam.footer"
	ExamKind         Key = "exam.kind"
	ExamKO           Key = "exam.ko"
	ExamMean         Key = "exam.mean"
	ExamMistakeHead  Key = "exam.mistake-head"
	ExamMistakesHead Key = "exam.mistakes-head"
	ExamNoMistakes   Key = "exam.no-mistakes"
	ExamOK           Key = "exam.ok"
	ExamRegulation   Key = "exam.regulation"
	ExamRight        Key = "exam.right"
	ExamRound        Key = "exam.round"
	ExamRounds       Key = "exam.rounds"
	ExamRoundsHead   Key = "exam.rounds-head"
	ExamRoundsOf     Key = "exam.rounds-of"
	ExamSlowest      Key = "exam.slowest"
	ExamStep         Key = "exam.step"
	ExamSteps        Key = "exam.steps"
	ExamStepsHead    Key = "exam.steps-head"
	ExamTable        Key = "exam.table"
	ExamTime         Key = "exam.time"
	ExamTimesHead    Key = "exam.times-head"
	ExamTitle        Key = "exam.title"
	ExamWrong        Key = "exam.wrong"
)

// The keys of the dealer school's exam and its working aids: the header's
// exam and totals buttons, the exam's stop and end, the round's summary.
const (
	SchoolBadgeBlackjack Key = "school.badge.blackjack"
	SchoolExamButton     Key = "school.exam-button"
	SchoolExamMistake    Key = "school.exam-mistake"
	SchoolExamMistakes   Key = "school.exam-mistakes"
	SchoolExamNoFolder   Key = "school.exam-no-folder"
	SchoolExamOver       Key = "school.exam-over"
	SchoolExamReport     Key = "school.exam-report"
	SchoolExamReportFail Key = "school.exam-report-fail"
	SchoolExamStarted    Key = "school.exam-started"
	SchoolSummaryArticle Key = "school.summary-article"
	SchoolSummaryScroll  Key = "school.summary-scroll"
	SchoolSummaryTimes   Key = "school.summary-times"
	SchoolTotalsOff      Key = "school.totals-off"
	SchoolTotalsOn       Key = "school.totals-on"
)
