package locales

// The keys of the dealer's call "l'assicurazione perde" as he collects the
// insurance bets (000 Art. 13): the dealer school's button and step, its
// progress kind, the refusal's line and the rule sheet's line.
const (
	SchoolStepInsuranceLoses  Key = "school.step.insurance-loses"
	SchoolKindInsuranceLoses  Key = "school.kind.insurance-loses"
	SchoolWhyInsuranceLosesNo Key = "school.why.insurance-loses-call"
	SheetInsuranceLoses       Key = "sheet.insurance-loses"
	SheetInsuranceLosesCall   Key = "sheet.insurance-loses.call"
)
