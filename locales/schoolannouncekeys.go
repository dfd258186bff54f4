package locales

// The keys of the dealer school's announcements, of the cards collected on
// their own, of the players' requests the croupier refuses, and of the
// payment typed on the keyboard.
const (
	SchoolBtnAnnounce       Key = "school.btn.announce"
	SchoolAnnounceTitle     Key = "school.announce.title"
	SchoolAnnounceBust      Key = "school.announce.bust"
	SchoolAnnounceBlackjack Key = "school.announce.blackjack"
	SchoolStepAnnounce      Key = "school.step.announce"
	SchoolVerbCards         Key = "school.verb.cards"
	SchoolStepCardsBox      Key = "school.step.cards-box"
	SchoolStepCardsDealer   Key = "school.step.cards-dealer"
	SchoolBtnLastHand       Key = "school.btn.last-hand"
	SchoolBtnRefuse         Key = "school.btn.refuse"
	SchoolStepRefuse        Key = "school.step.refuse"
	SchoolAsks              Key = "school.asks"
	SchoolWhyWrongTotal     Key = "school.why.wrong-total"
	SchoolWhyCardsByBox     Key = "school.why.cards-by-box"
	SchoolWhyCardsNow       Key = "school.why.cards-now"
	SchoolWhyLastHand       Key = "school.why.last-hand"
	SchoolWhyRefuse         Key = "school.why.refuse"
	SchoolPayTyped          Key = "school.pay.typed"
)
