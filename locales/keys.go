package locales

// The keys of the app's screens. A key that is built from data (a table's
// name from its id) has a function below instead.
const (
	// App
	AppTitle   Key = "app.title"
	AppTagline Key = "app.tagline"

	// Formats
	FmtRatio   Key = "fmt.ratio"
	FmtPercent Key = "fmt.percent"

	// Menu
	MenuTables      Key = "menu.tables"
	MenuMode        Key = "menu.mode"
	MenuStart       Key = "menu.start"
	MenuSettings    Key = "menu.settings"
	MenuRules       Key = "menu.rules"
	MenuQuit        Key = "menu.quit"
	MenuBankroll    Key = "menu.bankroll"
	MenuLimits      Key = "menu.limits"
	MenuTableComing Key = "menu.table-coming"
	MenuModeComing  Key = "menu.mode-coming"

	// Modes
	ModePlay    Key = "mode.play"
	ModeTrainer Key = "mode.trainer"
	ModeSchool  Key = "mode.school"
	ModeComing  Key = "mode.coming"

	// Table summaries
	SummaryDecks            Key = "summary.decks"
	SummaryHoleCard         Key = "summary.hole-card"
	SummaryNoHoleCard       Key = "summary.no-hole-card"
	SummaryDoubleAny        Key = "summary.double.any"
	SummaryDoubleNineTo11   Key = "summary.double.nine-to-eleven"
	SummaryDoubleUpTo11     Key = "summary.double.up-to-eleven"
	SummaryDoubleElevenOnly Key = "summary.double.eleven-only"
	SummaryCommission       Key = "summary.commission"
	SummaryReader           Key = "summary.reader"

	// Settings
	SettingsTitle        Key = "settings.title"
	SettingsLanguage     Key = "settings.language"
	SettingsVolume       Key = "settings.volume"
	SettingsMute         Key = "settings.mute"
	SettingsSpeed        Key = "settings.speed"
	SettingsTotals       Key = "settings.totals"
	SettingsPlayers      Key = "settings.players"
	SettingsBankroll     Key = "settings.bankroll"
	SettingsReset        Key = "settings.reset"
	SettingsResetConfirm Key = "settings.reset-confirm"
	SettingsResetDoneIn  Key = "settings.reset-done-in"
	SettingsOn           Key = "settings.on"
	SettingsOff          Key = "settings.off"
	SettingsShown        Key = "settings.shown"
	SettingsHidden       Key = "settings.hidden"
	SettingsHelp         Key = "settings.help"
	SettingsHelpTable    Key = "settings.help-table"
	// Settings of the trainer
	SettingsSectionTrainer Key = "settings.section-trainer"
	SettingsTakeBack       Key = "settings.take-back"
	SettingsShoeEV         Key = "settings.shoe-ev"
	SettingsHiLo           Key = "settings.hi-lo"
	SettingsReference      Key = "settings.reference"
	SettingsAllowed        Key = "settings.allowed"
	SettingsNotAllowed     Key = "settings.not-allowed"
	SettingsVisible        Key = "settings.visible"
	SettingsInvisible      Key = "settings.invisible"
	SpeedSlow              Key = "speed.slow"
	SpeedNormal            Key = "speed.normal"
	SpeedFast              Key = "speed.fast"
	SpeedInstant           Key = "speed.instant"

	// Rule sheet
	SheetTitle          Key = "sheet.title"
	SheetParameter      Key = "sheet.col.parameter"
	SheetValue          Key = "sheet.col.value"
	SheetArticle        Key = "sheet.col.article"
	SheetInterpretation Key = "sheet.interpretation"
	SheetLegend         Key = "sheet.legend"
	SheetSource         Key = "sheet.source"
	SheetHelp           Key = "sheet.help"
	SheetHelpTable      Key = "sheet.help-table"

	// Felt
	FeltBlackjackPays Key = "felt.blackjack-pays"
	FeltInsurancePays Key = "felt.insurance-pays"
	FeltDealerRule    Key = "felt.dealer-rule"
	FeltDesafioPays   Key = "felt.desafio-pays"
	FeltPerfectPair   Key = "felt.perfect-pair"
	FeltPunto         Key = "felt.punto"
	FeltBanco         Key = "felt.banco"
	FeltEgalite       Key = "felt.egalite"
	FeltBancoPays     Key = "felt.banco-pays"
	FeltEgalitePays   Key = "felt.egalite-pays"

	// Key names on buttons
	KeySpace     Key = "key.space"
	KeyEsc       Key = "key.esc"
	KeyBackspace Key = "key.backspace"
	KeyEnter     Key = "key.enter"

	// Actions (button labels)
	ActionHit        Key = "action.hit"
	ActionStand      Key = "action.stand"
	ActionDouble     Key = "action.double"
	ActionSplit      Key = "action.split"
	ActionInsurance  Key = "action.insurance"
	ActionNo         Key = "action.no"
	ActionDeal       Key = "action.deal"
	ActionClear      Key = "action.clear"
	ActionRepeat     Key = "action.repeat"
	ActionMute       Key = "action.mute"
	ActionFullscreen Key = "action.fullscreen"
	ActionBack       Key = "action.back"
	ActionChart      Key = "action.chart"
	ActionHint       Key = "action.hint"

	// Notices
	NoticeNoAudio     Key = "notice.no-audio"
	NoticeMuted       Key = "notice.muted"
	NoticeUnmuted     Key = "notice.unmuted"
	NoticeSaveCorrupt Key = "notice.save-corrupt"
	NoticeSaveVersion Key = "notice.save-version"
	NoticeSaveFailed  Key = "notice.save-failed"
	NoticeSaveRefused Key = "notice.save-refused"
	NoticeSaveBack    Key = "notice.save-back"
	// The reasons a save fails, as notice.save-refused says them.
	NoticeSaveFull     Key = "notice.save-reason-full"
	NoticeSaveReadOnly Key = "notice.save-reason-read-only"
	NoticeSaveDenied   Key = "notice.save-reason-denied"
	NoticeSaveReadFail Key = "notice.save-read-failed"
	NoticeSaveNewer    Key = "notice.save-newer"
	NoticeSaveLines    Key = "notice.save-lines"
	NoticeSaveInUse    Key = "notice.save-in-use"
	NoticeRoundResumed Key = "notice.round-resumed"
	NoticeRoundLost    Key = "notice.round-lost"
	// The same two at Punto Banco, where a round is a coup ("colpo").
	NoticeCoupResumed Key = "notice.coup-resumed"
	NoticeCoupLost    Key = "notice.coup-lost"
)

// TableName returns the key of a table's name, e.g. "table.argentine.name".
func TableName(id string) Key { return Key("table." + id + ".name") }

// CurrencyName returns the key of the name of the money with ISO 4217
// code iso, as said after "in" (in euro, en pesos): "currency.EUR",
// "currency.ARS".
func CurrencyName(iso string) Key { return Key("currency." + iso) }

// TableCasino returns the key of the line that says where a table comes
// from, e.g. "table.argentine.casino".
func TableCasino(id string) Key { return Key("table." + id + ".casino") }

// LangName returns the key of a language's own name ("Italiano").
func LangName(l Lang) Key { return Key("lang." + string(l)) }

// MenuQuitConfirm asks the user to press Esc (or Quit) again to leave.
const MenuQuitConfirm Key = "menu.quit-confirm"
