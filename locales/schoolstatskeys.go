package locales

// The keys of the dealer school's page of the progress: its titles and
// rows, and the kinds of step by name.
const (
	SchoolStatsTitle   Key = "school.stats.title"
	SchoolStatsOpen    Key = "school.stats.open"
	SchoolStatsTables  Key = "school.stats.tables"
	SchoolStatsRow     Key = "school.stats.row"
	SchoolStatsSteps   Key = "school.stats.steps"
	SchoolStatsNone    Key = "school.stats.none"
	SchoolStatsStepRow Key = "school.stats.step-row"
)

// SchoolStatsRight and SchoolStatsWrong count a kind of step's right and
// wrong answers in SchoolStatsStepRow, in few letters: "1 errore".
const (
	SchoolStatsRight Key = "school.stats.right"
	SchoolStatsWrong Key = "school.stats.wrong"
)

// SchoolKind is the key of the name of a kind of dealer's step, as the
// progress records it ("deal", "pay", "announce").
func SchoolKind(kind string) Key { return Key("school.kind." + kind) }
