package locales

// The keys of the progress scene's panel of the counting drills (the
// drills' names are the counting drills' own, CountModeCards...).
const (
	// StatsCountTitle: the panel's title, {0} the table's name.
	StatsCountTitle Key = "stats.count.title"
	// StatsCountRight, StatsCountWrong, StatsCountAccuracy, StatsCountTime:
	// the columns' headings (answers right, wrong, the share right, the
	// mean time of a right answer, written as locales.DrillSeconds).
	StatsCountRight    Key = "stats.count.right"
	StatsCountWrong    Key = "stats.count.wrong"
	StatsCountAccuracy Key = "stats.count.accuracy"
	StatsCountTime     Key = "stats.count.time"
	// StatsCountNone: said at a table without a counting drill yet.
	StatsCountNone Key = "stats.count.none"
)
