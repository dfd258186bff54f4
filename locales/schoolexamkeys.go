package locales

// The keys of the dealer school's exam started from the menu: the mode, the
// menu's choice of practice or exam under the Dealer school mode, and the
// exam's settings shown before it starts (its rounds, the incidents, no
// help, no take-back, the report) with Start and Back.
const (
	ModeSchoolExam        Key = "mode.school-exam"
	MenuSchoolPractice    Key = "menu.school.practice"
	MenuSchoolExam        Key = "menu.school.exam"
	SchoolExamIntroTitle  Key = "school.exam-intro.title"
	SchoolExamIntroRounds Key = "school.exam-intro.rounds"
	SchoolExamIntroInc    Key = "school.exam-intro.incidents"
	SchoolExamIntroHints  Key = "school.exam-intro.hints"
	SchoolExamIntroBack   Key = "school.exam-intro.back"
	SchoolExamIntroTake   Key = "school.exam-intro.takeback"
	SchoolExamIntroReport Key = "school.exam-intro.report"
	SchoolExamIntroStart  Key = "school.exam-intro.start"
)
