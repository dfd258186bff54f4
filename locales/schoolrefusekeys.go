package locales

// The keys of the dealer school's refusals by the clause broken, and of its
// advice on house practice no clause of the table prescribes.
const (
	SchoolWhyBlackjackAtOnce Key = "school.why.bj-at-once"
	SchoolWhyBustAtOnce      Key = "school.why.bust-at-once"
	SchoolWhyInsuranceLoses  Key = "school.why.insurance-loses"
	SchoolWhyNoDiscard       Key = "school.why.no-discard"
	SchoolWhySplitOrder      Key = "school.why.split-order"
	SchoolWhyBustAtEnd       Key = "school.why.bust-at-end"
	SchoolWhyStepFirst       Key = "school.why.step-first"
	SchoolWhyOrderFirst      Key = "school.why.order-first"
	SchoolAdviceHouse        Key = "school.advice.house-practice"
	SchoolAdviceHouseTotal   Key = "school.advice.house-total"
)
