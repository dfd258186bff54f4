package locales

// The keys of the course (scenes/study CourseScene and LessonScene). The
// lessons' names and their screens' texts are built from the lesson's and
// the screen's ids (CourseLessonName, CourseScreenTitle,
// CourseScreenText); a scene test checks that every lesson of every table
// has them.
const (
	// LessonBattuta is the word of a Punto battuta in the Tabella's legend.
	LessonBattuta       Key = "punto.call.battuta"
	CourseTitle         Key = "course.title"
	CourseSubtitle      Key = "course.subtitle"
	CourseOpen          Key = "course.open"
	CourseTable         Key = "course.table"
	CourseLessons       Key = "course.lessons"
	CourseOverall       Key = "course.overall"
	CourseOverallDue    Key = "course.overall-due"
	CourseLessonN       Key = "course.lesson-n"
	CourseStateLocked   Key = "course.state.locked"
	CourseStateOpen     Key = "course.state.open"
	CourseStateMastered Key = "course.state.mastered"
	CourseStateDue      Key = "course.state.due"
	CourseRecord        Key = "course.record"
	CourseNoRecord      Key = "course.no-record"
	CourseLockedNote    Key = "course.locked-note"
	CourseDueNote       Key = "course.due-note"
	CourseNextReview    Key = "course.next-review"
	CourseRetired       Key = "course.retired"
	CourseScreens       Key = "course.screens"
	CourseBegin         Key = "course.begin"
	CourseAgain         Key = "course.again"
	CourseReview        Key = "course.review"
	CourseComputing     Key = "course.computing"
	CourseHelp          Key = "course.help"
	CourseMasteryRule   Key = "course.mastery-rule"
	CourseStatsTitle    Key = "course.stats-title"
	CourseStatsNone     Key = "course.stats-none"
	LessonScreenOf      Key = "lesson.screen-of"
	LessonPrevious      Key = "lesson.previous"
	LessonNext          Key = "lesson.next"
	LessonDrill         Key = "lesson.drill"
	LessonBack          Key = "lesson.back"
	LessonDrilling      Key = "lesson.drilling"
	LessonReviewing     Key = "lesson.reviewing"
	LessonRegion        Key = "lesson.region"
	LessonChartAfter    Key = "lesson.chart-after"
	LessonMastery       Key = "lesson.mastery"
	LessonStreak        Key = "lesson.streak"
	LessonWindow        Key = "lesson.window"
	LessonLeft          Key = "lesson.left"
	LessonMastered      Key = "lesson.mastered"
	LessonMasteredNext  Key = "lesson.mastered-next"
	LessonMasteredLast  Key = "lesson.mastered-last"
	LessonReviewDone    Key = "lesson.review-done"
	LessonKeepGoing     Key = "lesson.keep-going"
	LessonRight         Key = "lesson.right"
	LessonWrong         Key = "lesson.wrong"
	LessonPlayIs        Key = "lesson.play-is"
	LessonCost          Key = "lesson.cost"
	LessonAsk           Key = "lesson.ask"
	LessonAskAce        Key = "lesson.ask-ace"
	LessonAskInsurance  Key = "lesson.ask-insurance"
	LessonAskEvenMoney  Key = "lesson.ask-even-money"
	LessonAskDesafio    Key = "lesson.ask-desafio"
	LessonAskPunto      Key = "lesson.ask-punto"
	LessonAskBanco      Key = "lesson.ask-banco"
	LessonPointsThird   Key = "lesson.points-third"
	LessonPoints        Key = "lesson.points"
	LessonWhyNatural    Key = "lesson.why-natural"
	LessonDraws         Key = "lesson.draws"
	LessonStands        Key = "lesson.stands"
	LessonDecline       Key = "lesson.decline"
	LessonHelp          Key = "lesson.help"
	LessonHelpPb        Key = "lesson.help-pb"
	LessonScreenHelp    Key = "lesson.screen-help"
	LessonTabellaStood  Key = "lesson.tabella-stood"
	LessonTabellaThird  Key = "lesson.tabella-third"
	LessonTabellaPunto  Key = "lesson.tabella-punto"
	LessonSide          Key = "lesson.side"
)

// CourseLessonName is the key of a lesson's name ("course.lesson.hard").
func CourseLessonName(lesson string) Key { return Key("course.lesson." + lesson) }

// CourseScreenTitle is the key of a lesson screen's title
// ("course.hard.1.title").
func CourseScreenTitle(lesson, screen string) Key {
	return Key("course." + lesson + "." + screen + ".title")
}

// CourseScreenText is the key of a lesson screen's text
// ("course.hard.1.text"); its places {0}… are the screen's figures.
func CourseScreenText(lesson, screen string) Key {
	return Key("course." + lesson + "." + screen + ".text")
}
