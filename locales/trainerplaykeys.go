package locales

// The keys of the trainer at the tables: the feedback panel, the header's
// switch and figures, the chart over the table, the trainer's settings and
// the Punto reader's check.
const (
	// The feedback panel.
	TrainerRight      Key = "trainer.right"
	TrainerWrong      Key = "trainer.wrong"
	TrainerAccepted   Key = "trainer.accepted" // a play the chart accepts, not the best: {0} the EV it cost, %
	TrainerHint       Key = "trainer.hint"
	TrainerTakenBack  Key = "trainer.taken-back"
	TrainerBest       Key = "trainer.best"
	TrainerChartExact Key = "trainer.chart-exact"
	// TrainerIndex: the Hi-Lo index play at the count; {0} the true count,
	// {1} the play, {2} the index where the cell's play changes.
	TrainerIndex Key = "trainer.index"
	// TrainerBet: the bet the Hi-Lo ramp (tutor.DefaultRamp) calls for at
	// the true count, {0} times the table's minimum (after the count).
	TrainerBet            Key = "trainer.bet"
	TrainerChartPublished Key = "trainer.chart-published"
	TrainerEVTitle        Key = "trainer.ev-title"
	TrainerBestTag        Key = "trainer.best-tag"
	TrainerYou            Key = "trainer.you"
	TrainerNotGraded      Key = "trainer.not-graded"
	TrainerCostNone       Key = "trainer.cost-none"
	TrainerCostChart      Key = "trainer.cost-chart"
	TrainerCost           Key = "trainer.cost"
	TrainerAskFoot        Key = "trainer.ask-foot"
	TrainerAgain          Key = "trainer.again"
	TrainerQInsurance     Key = "trainer.q.insurance"
	// TrainerInsuranceStake: the insurance priced at the stake chosen, {0}
	// percent of the bet (up to half: 000 Art.9, 004 Assicurazione).
	TrainerInsuranceStake Key = "trainer.insurance-stake"
	TrainerQEvenMoney     Key = "trainer.q.even-money"
	TrainerQDesafio       Key = "trainer.q.desafio"
	TrainerQHand          Key = "trainer.q.hand"
	TrainerNoInsurance    Key = "trainer.action.no-insurance"
	TrainerNoEvenMoney    Key = "trainer.action.no-even-money"
	TrainerNoDesafio      Key = "trainer.action.no-desafio"

	// The table's header, bar and notices.
	TrainerBadgeOn        Key = "trainer.badge.on"
	TrainerBadgeOff       Key = "trainer.badge.off"
	TrainerShoeEV         Key = "trainer.shoe-ev"
	TrainerShoeEVWait     Key = "trainer.shoe-ev-wait"
	TrainerCount          Key = "trainer.count"
	TrainerFailed         Key = "trainer.failed"
	TrainerNoticeOn       Key = "trainer.notice.on"
	TrainerNoticeOff      Key = "trainer.notice.off"
	TrainerTakeBackButton Key = "trainer.take-back"
	TrainerKeepButton     Key = "trainer.keep"
	TrainerStatusAsk      Key = "trainer.status.ask"
	// TrainerNoticeRefExact, TrainerNoticeRefPublished: the chart the
	// trainer grades by, chosen at the table; {0} the key that changes it.
	TrainerNoticeRefExact     Key = "trainer.notice.ref-exact"
	TrainerNoticeRefPublished Key = "trainer.notice.ref-published"

	// The chart over the table.
	TrainerChartByExact     Key = "trainer.chart.by-exact"
	TrainerChartByPublished Key = "trainer.chart.by-published"
	TrainerChartGradedBy    Key = "trainer.chart.graded-by"
	TrainerRefExact         Key = "trainer.ref.exact"
	TrainerRefPublished     Key = "trainer.ref.published"
	TrainerChartYourHand    Key = "trainer.chart.your-hand"
	TrainerChartLastHand    Key = "trainer.chart.last-hand"
	TrainerChartNoHand      Key = "trainer.chart.no-hand"
	TrainerChartHelp        Key = "trainer.chart.help"
	// TrainerChartHelpRef: {0} the cells that differ (it chooses the
	// plural), {1} the chart key, {2} the back key, {3} the reference key.
	TrainerChartHelpRef Key = "trainer.chart.help-ref"
	TrainerChartBack    Key = "trainer.chart.back"

	// The trainer's settings.
	TrainerSettingTakeBack Key = "trainer.settings.take-back"
	TrainerSettingShoeEV   Key = "trainer.settings.shoe-ev"
	TrainerSettingCount    Key = "trainer.settings.count"
	TrainerSettingOnce     Key = "trainer.settings.once"
	TrainerSettingNever    Key = "trainer.settings.never"

	// The Punto reader's call checked against the Tabella della Regola.
	TrainerPuntoCall      Key = "trainer.punto.call"
	TrainerPuntoYouCalled Key = "trainer.punto.you-called"
	TrainerPuntoCorrected Key = "trainer.punto.corrected"
	TrainerPuntoTurnFirst Key = "trainer.punto.turn-first"
)
