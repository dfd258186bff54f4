package locales

// The keys of the dealer school's procedure drills (scenes/dealerdrill):
// the picking page's cards, the procedures' names, the ordering and the
// quiz, their verdicts and the session's summary. The steps, questions and
// answers of the procedures (tutor/croupier) are keyed by their IDs
// through ProcStep, ProcQuestion and ProcAnswer.
const (
	DDrillProcSubtitle      Key = "ddrill.proc.subtitle"
	DDrillProcPickOrder     Key = "ddrill.proc.pick.order"
	DDrillProcPickOrderHow  Key = "ddrill.proc.pick.order-how"
	DDrillProcPickQuiz      Key = "ddrill.proc.pick.quiz"
	DDrillProcPickQuizHow   Key = "ddrill.proc.pick.quiz-how"
	DDrillProcPickQuestions Key = "ddrill.proc.pick.questions"
	DDrillProcPickNone      Key = "ddrill.proc.pick.none"
	DDrillProcKindOpening   Key = "ddrill.proc.kind.opening"
	DDrillProcKindShuffle   Key = "ddrill.proc.kind.shuffle"
	DDrillProcKindRound     Key = "ddrill.proc.kind.round"
	DDrillProcKindClosing   Key = "ddrill.proc.kind.closing"
	DDrillProcAskOrder      Key = "ddrill.proc.ask-order"
	DDrillProcAskQuiz       Key = "ddrill.proc.ask-quiz"
	DDrillProcHowOrder      Key = "ddrill.proc.how.order"
	DDrillProcHowQuiz       Key = "ddrill.proc.how.quiz"
	DDrillProcHelpOrder     Key = "ddrill.proc.help.order"
	DDrillProcHelpQuiz      Key = "ddrill.proc.help.quiz"
	DDrillProcProcedures    Key = "ddrill.proc.procedures"
	DDrillProcNextIs        Key = "ddrill.proc.next-is"
	DDrillProcPlaced        Key = "ddrill.proc.placed"
	DDrillProcYouChose      Key = "ddrill.proc.you-chose"
	DDrillProcAnswer        Key = "ddrill.proc.answer"
	DDrillProcArticle       Key = "ddrill.proc.article"
	DDrillProcWordsIt       Key = "ddrill.proc.words-it"
	DDrillProcWordsEs       Key = "ddrill.proc.words-es"
	DDrillProcDone          Key = "ddrill.proc.done"
	DDrillProcTileStep      Key = "ddrill.proc.tile.step"
	DDrillProcOverByProc    Key = "ddrill.proc.over.by-proc"
	DDrillProcOverReview    Key = "ddrill.proc.over.review"
	DDrillProcOverNone      Key = "ddrill.proc.over.none"
)

// ProcStep returns the key of a procedure's step by its ID in
// tutor/croupier, e.g. "ddrill.proc.step.burn-five".
func ProcStep(id string) Key { return Key("ddrill.proc.step." + id) }

// ProcQuestion returns the key of a procedure quiz's question by its ID,
// e.g. "ddrill.proc.q.who-cuts-shoe".
func ProcQuestion(id string) Key { return Key("ddrill.proc.q." + id) }

// ProcAnswer returns the key of an answer of the procedure quiz by its ID,
// e.g. "ddrill.proc.a.five".
func ProcAnswer(id string) Key { return Key("ddrill.proc.a." + id) }
