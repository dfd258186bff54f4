package locales

// The keys of the dealer school's incidents: the rate, the banner, the
// incidents by name and their remedies.
const (
	SchoolIncRate    Key = "school.inc.rate"
	SchoolIncRateOff Key = "school.inc.rate-off"
	SchoolIncRate4   Key = "school.inc.rate-4"
	SchoolIncRate2   Key = "school.inc.rate-2"
	// The header while an incident is handled (by name, or short where
	// the name does not fit), and while a staged one is still to come.
	SchoolIncOn      Key = "school.inc.on"
	SchoolIncOnShort Key = "school.inc.on-short"
	SchoolIncStaged  Key = "school.inc.staged"
	// The header when the rate is chosen while an incident is handled.
	SchoolIncRateOn         Key = "school.inc.rate-on"
	SchoolIncBanner         Key = "school.inc.banner"
	SchoolIncStepBurnCard   Key = "school.inc.step.burn-card"
	SchoolIncStepPickUp     Key = "school.inc.step.pick-up"
	SchoolIncStepOfferCard  Key = "school.inc.step.offer-card"
	SchoolIncStepLastRound  Key = "school.inc.step.last-round"
	SchoolIncStepUnderShoe  Key = "school.inc.step.under-shoe"
	SchoolIncStepNextBianco Key = "school.inc.step.next-bianco"
	SchoolIncStepBurn       Key = "school.inc.step.burn"
	SchoolIncBtnBurn        Key = "school.inc.btn.burn"
	SchoolIncBtnBurnCard    Key = "school.inc.btn.burn-card"
	SchoolIncBtnPickUp      Key = "school.inc.btn.pick-up"
	SchoolIncBtnOfferCard   Key = "school.inc.btn.offer-card"
	SchoolIncBtnLastRound   Key = "school.inc.btn.last-round"
	SchoolIncBtnUnderShoe   Key = "school.inc.btn.under-shoe"
	SchoolIncBtnNextBianco  Key = "school.inc.btn.next-bianco"
	// The remedies that take a box out of the round (void-box) and give
	// the bank its card passed over (next-cards-bank).
	SchoolIncStepVoidBox       Key = "school.inc.step.void-box"
	SchoolIncStepNextCardsBank Key = "school.inc.step.next-cards-bank"
	SchoolIncBtnVoidBox        Key = "school.inc.btn.void-box"
	SchoolIncBtnNextCardsBank  Key = "school.inc.btn.next-cards-bank"
	// The remedy that voids the whole coup (000 Art. 19, first paragraph).
	SchoolIncStepVoidRound Key = "school.inc.step.void-round"
	SchoolIncBtnVoidRound  Key = "school.inc.btn.void-round"
	// The remedy that restores the order of cards stuck together (002
	// Art. 2, "se possibile").
	SchoolIncStepRestoreOrder Key = "school.inc.step.restore-order"
	SchoolIncBtnRestoreOrder  Key = "school.inc.btn.restore-order"
	SchoolKindRestoreOrder    Key = "school.kind.restore-order"
)

// SchoolIncident is the key of an incident's name, by its notation
// ("exposed-card", "fallen-card").
func SchoolIncident(kind string) Key { return Key("school.inc." + kind) }
