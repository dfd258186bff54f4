package locales

// The keys of the counting drills (scenes/study Counting).
const (
	CountTitle    Key = "count.title"
	CountSubtitle Key = "count.subtitle"
	// CountOpen is the Drills setup's button to the counting drills.
	CountOpen      Key = "count.open"
	CountTable     Key = "count.table"
	CountModeTitle Key = "count.mode.title"
	CountModeCards Key = "count.mode.cards"
	CountModeRound Key = "count.mode.round"
	CountModeTrue  Key = "count.mode.true"
	// CountAboutCards, CountAboutRound, CountAboutTrue: one line on each
	// drill; {0} the table's decks.
	CountAboutCards Key = "count.about.cards"
	CountAboutRound Key = "count.about.round"
	CountAboutTrue  Key = "count.about.true"
	// CountTags is the Hi-Lo tags, as a reminder.
	CountTags Key = "count.tags"
	// CountNoRecord, CountRecord: the player's record at the table; {0}
	// the answers, {1} the percent right.
	CountNoRecord  Key = "count.no-record"
	CountRecord    Key = "count.record"
	CountSetupHelp Key = "count.setup-help"
	CountStart     Key = "count.start"
	// CountNewShoe: the shoe was shuffled, the count starts from zero.
	CountNewShoe Key = "count.new-shoe"
	// CountWatch: the cards are being shown.
	CountWatch Key = "count.watch"
	// CountAskRunning, CountAskTrue: what to type.
	CountAskRunning Key = "count.ask.running"
	CountAskTrue    Key = "count.ask.true"
	// CountRunning: "Running count {0}" (the true-count drill's).
	CountRunning Key = "count.running"
	// CountTray: the discard tray's label.
	CountTray  Key = "count.tray"
	CountDecks Key = "count.decks"
	// CountTyped: what the player typed, {0}.
	CountTyped Key = "count.typed"
	CountHow   Key = "count.how"
	CountRight Key = "count.right"
	CountWrong Key = "count.wrong"
	// CountWas: the running count was {0}; CountYouSaid: you typed {0}.
	CountWas     Key = "count.was"
	CountYouSaid Key = "count.you-said"
	// CountTrueWas: {0} the cards in the tray, {1} the decks in it to the
	// half deck, {2} the decks left, {3} running count, {4} the true count.
	CountTrueWas Key = "count.true-was"
	// CountAccepted: the answers graded right, {0}.
	CountAccepted  Key = "count.accepted"
	CountCardsSeen Key = "count.cards-seen"
	// CountScoreRight, CountScoreStreak, CountScoreSpeed: the score's
	// tiles; CountSpeed: {0} seconds a card.
	CountScoreRight  Key = "count.score.right"
	CountScoreStreak Key = "count.score.streak"
	CountScoreSpeed  Key = "count.score.speed"
	CountSpeed       Key = "count.speed"
	CountHelp        Key = "count.help"
	CountNext        Key = "count.next"
	CountFailed      Key = "count.failed"
)
