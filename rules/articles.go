package rules

// Topic is a rule of the game that a regulation's article governs. The
// engines cite Article(topic) in their errors so that a player or a
// dealer-school student sees the article of his own table.
type Topic uint8

// The topics with an article.
const (
	TopicLimits Topic = iota
	TopicLonePlayer
	TopicSeatedPlayers
	TopicStandingPlayers
	TopicShuffle
	TopicBurn
	TopicCutCard
	TopicCloseBets
	TopicDealing
	TopicHoleCard
	TopicPlayerOrder
	TopicHit
	TopicHit21
	TopicForcedHit
	TopicDouble
	TopicSplit
	TopicSplitAces
	TopicAceDeclaration
	TopicInsurance
	TopicEvenMoney
	TopicDesafio
	TopicAskDouble
	TopicBlackjack
	TopicBlackjackAtOnce
	TopicDealerRule
	TopicAllBust
	TopicDealerBlackjack
	TopicBust
	TopicSettlementOrder
	TopicCollectCards
	TopicPerfectPair
	// Punto Banco
	TopicReader
	TopicReaderCall
	TopicBancoRule
	TopicAnnouncement
	TopicPayouts
	TopicButton
	TopicColpoInBianco
	TopicLastCoup
	TopicOneBetPerPosition
	// Incidents
	TopicExposedCard     // a card turned face up in the shoe
	TopicUnrequestedCard // a card drawn that nobody asked for
	TopicDealerExtraCard // the dealer's card drawn after his total was made
	TopicCutCardFirst    // the cut card as the first card of a round
	TopicFallenCard      // a card fallen to the floor
	TopicExtraCard       // a card drawn too many (Punto Banco)
	TopicStuckCards      // cards that come out of the shoe stuck together
	// The dealer's announcements and card handling
	TopicDealerTotal // the dealer announces his total when his hand is over
	TopicLastHand    // the last hand of the session announced ("l'ultima mano")
	TopicHandCards   // a hand's cards collected on their own
	// Punto Banco's dealing errors
	TopicMisdealOrder // Punto's and Banco's cards swapped in the deal
	TopicMisdealCount // more or fewer than two cards dealt to a side
	TopicUndueCard    // a third card the Regola does not give
	// Seats
	TopicOneBoxWhenFull // one box per player when others wait for a place
	TopicShoeGoesOn     // a started shoe goes on with enough bets
	// Bets behind another player's box
	TopicBackBets      // who may bet on a box, and who speaks for it
	TopicBackBetFollow // the co-bettors and the holder's double and split
	// Blackjack's dealing errors
	TopicDealingError // a card of the deal laid on a box without a bet
	TopicWrongBox     // a requested card laid on the next box
	TopicAbsentPlayer // a player away from the table when he must decide
	TopicAskSkipped   // "¿asegura?" or "¿dobla?" not asked and the card dealt
	TopicBankCardSeen // the dealer's hole card turned by accident during the play
	// More dealing errors
	TopicIrregularBox    // a box found with a card too many from the deal
	TopicBoxSkipped      // a box passed over in the deal
	TopicBankCardOmitted // the dealer's own card passed over in the deal
	TopicCardsInDiscard  // cards found left in the discard holder
	TopicOneCard         // a box found with one card after the deal
	TopicDealingStopped  // a player passed over for his card, the bank defined
	TopicElevenSkipped   // a player on 11 who was to double passed over
	TopicBankDiscarded   // the bank's card swept into the discard by mistake
	TopicPlayerDiscarded // a player's cards swept into the discard by mistake
	// The dealer's bust
	TopicDealerBust // the dealer over 21: his hand is over, the bets still in play are paid
	// Several cards fallen
	TopicFallenCards // several cards fallen to the floor during the coup
	// The whole coup void
	TopicDealUnclear // an error of the deal found before the draw that cannot be rebuilt: the coup void
	// The players' totals
	TopicPlayerTotal // the dealer calls a player's total as he gives each card asked for
	// The school's refusals, each by the clause broken
	TopicInsuranceLoses // insurance collected at once when the dealer's second card makes no blackjack
	TopicSplitOrder     // a split pair's hands played one after the other
	TopicPointAnnounced // the players check the exact announcement of their point
	TopicBustAtEnd      // a bust box's chips collected at the end of the hand, not during it
	TopicInsuranceWins  // insurance paid 2:1 on the dealer's Black Jack
	TopicWinPays        // a winning bet paid even money
	// Punto Banco's card drawn too many and seen
	TopicExtraCardSeen // a card drawn too many and seen: the next coup in blank
	// Punto Banco's tie
	TopicTie // a tie: the coup void for Punto and Banco, Egalité paid
	// Punto Banco after the reader's call
	TopicAfterCall // the dealer turns Banco and closes his game, the reader shows Punto
	TopicNoReader  // nobody bets Punto: the dealer completes the hand
	// Cards on a box without a bet that the deal cannot put right
	TopicEmptyBoxUnclear // a card of the deal on a position without a bet, the coup not rebuildable
	TopicEmptyBoxDraw    // a card laid on a box without a bet after the draw began
	// Seats
	TopicBetEveryHand // a seated player bets every hand or leaves his seat
	// Punto Banco's winning box
	TopicWinningBox   // the dealer indicates the winning box as he announces the score
	TopicHighestScore // the box with the higher score wins
	numTopics
)

// Article returns the article of the rule set's regulation that governs the
// topic ("Art. 10", "Desarrollo 9", "Il raddoppio"), or "" when the
// regulation says nothing of it.
func (r RuleSet) Article(t Topic) string {
	if a, ok := articles[r.ID]; ok && int(t) < len(a) {
		return a[t]
	}
	return ""
}

var articles = map[string][numTopics]string{
	"italian-classic": {
		TopicLimits:          "Art. 2",
		TopicLonePlayer:      "Art. 14",
		TopicOneBoxWhenFull:  "Art. 15",
		TopicStandingPlayers: "Cap. 1",
		TopicShuffle:         "Art. 1, 30-32",
		TopicBurn:            "Art. 1",
		TopicCutCard:         "Art. 1, 33",
		TopicCloseBets:       "Art. 3",
		TopicDealing:         "Art. 4",
		TopicHoleCard:        "Art. 4, 6",
		TopicPlayerOrder:     "Art. 5",
		TopicHit:             "Art. 5, 23",
		TopicHit21:           "Art. 11, 12",
		TopicDouble:          "Art. 10",
		TopicSplit:           "Art. 11",
		TopicSplitAces:       "Art. 11",
		TopicInsurance:       "Art. 9",
		TopicEvenMoney:       "Cap. 1",
		TopicBlackjack:       "Art. 8",
		TopicBlackjackAtOnce: "Art. 13d",
		TopicDealerRule:      "Art. 7, 25",
		TopicDealerBust:      "Art. 13",
		TopicAllBust:         "Art. 6",
		TopicDealerBlackjack: "Art. 13",
		TopicBust:            "Art. 5",
		TopicSettlementOrder: "Art. 28",
		TopicCollectCards:    "Art. 29",
		TopicExposedCard:     "Art. 17",
		TopicUnrequestedCard: "Art. 24",
		TopicDealerExtraCard: "Art. 24",
		TopicCutCardFirst:    "Art. 33",
		TopicFallenCard:      "Art. 36",
		TopicStuckCards:      "Art. 20",
		TopicDealingError:    "Art. 19",
		TopicIrregularBox:    "Art. 19",
		TopicDealUnclear:     "Art. 19",
		TopicEmptyBoxDraw:    "Art. 19",
		TopicDealerTotal:     "Art. 26",
		TopicInsuranceLoses:  "Art. 13",
		TopicInsuranceWins:   "Art. 13",
		TopicWinPays:         "Cap. 1",
		TopicSplitOrder:      "Art. 11",
		TopicPointAnnounced:  "Art. 27",
		TopicHandCards:       "Cap. 1; Art. 5",
		TopicBackBets:        "Cap. 1, Art. 16",
		TopicBackBetFollow:   "Cap. 1",
	},
	"italian-shuffler": {
		TopicLonePlayer:      "Il gioco",
		TopicStandingPlayers: "Come si punta",
		TopicShuffle:         "Apertura 4-7",
		TopicBurn:            "Apertura 8",
		TopicCutCard:         "Apertura 9",
		TopicCloseBets:       "Regole particolari 12",
		TopicDealing:         "Svolgimento della partita",
		TopicHoleCard:        "Svolgimento della partita",
		TopicPlayerOrder:     "Svolgimento della partita",
		TopicHit:             "Il gioco",
		TopicHit21:           "Il gioco",
		TopicForcedHit:       "Il gioco",
		TopicDouble:          "Il raddoppio",
		TopicSplit:           "Divisione o splitting",
		TopicSplitAces:       "Divisione o splitting",
		TopicInsurance:       "Assicurazione",
		TopicEvenMoney:       "Black Jack alla pari",
		TopicBlackjack:       "Il gioco",
		TopicDealerRule:      "Obblighi del dealer; Regole particolari 17",
		TopicDealerBust:      "Chi vince",
		TopicAllBust:         "Regole particolari 13",
		TopicDealerBlackjack: "Il gioco",
		TopicBust:            "Svolgimento della partita",
		TopicSettlementOrder: "Svolgimento della partita",
		TopicExposedCard:     "Regole particolari 10, 11",
		TopicUnrequestedCard: "Regole particolari 7",
		TopicDealerExtraCard: "Regole particolari 14",
		TopicFallenCard:      "Regole particolari 3, 6",
		TopicFallenCards:     "Regole particolari 4",
		TopicLastHand:        "Regole particolari 16",
		TopicInsuranceLoses:  "Assicurazione",
		TopicInsuranceWins:   "Assicurazione",
		TopicWinPays:         "Il premio",
		TopicHandCards:       "Svolgimento della partita",
		TopicBackBets:        "Regolamento del Black Jack",
		TopicBackBetFollow:   "Il raddoppio, Divisione",
		TopicDealingError:    "Regole particolari 2",
		TopicEmptyBoxUnclear: "Regole particolari 2, 17",
		TopicWrongBox:        "Regole particolari 8",
		TopicCardsInDiscard:  "Regole particolari 1",
		TopicAbsentPlayer:    "Regole particolari 9, 17",
	},
	"italian-online": {
		TopicLimits:          "Puntate iniziali",
		TopicShuffle:         "Svolgimento del gioco",
		TopicCloseBets:       "Distribuzione delle carte",
		TopicDealing:         "Distribuzione delle carte",
		TopicHoleCard:        "Distribuzione delle carte",
		TopicPlayerOrder:     "Le scelte del giocatore",
		TopicHit:             "Le scelte del giocatore",
		TopicDouble:          "Raddoppiare",
		TopicSplit:           "Dividere",
		TopicSplitAces:       "Dividere",
		TopicInsurance:       "Assicurazione",
		TopicBlackjack:       "Punteggi e vincite",
		TopicDealerRule:      "Le scelte del banco",
		TopicDealerBust:      "Punteggi e vincite",
		TopicDealerBlackjack: "Punteggi e vincite",
		TopicBust:            "Punteggi e vincite",
		TopicSettlementOrder: "Punteggi e vincite",
		TopicPerfectPair:     "Perfect pair",
		TopicInsuranceLoses:  "Assicurazione",
		TopicInsuranceWins:   "Assicurazione",
		TopicWinPays:         "Punteggi e vincite",
		TopicSplitOrder:      "Dividere",
		TopicBustAtEnd:       "Punteggi e vincite",
		TopicBackBets:        "Puntate iniziali",
	},
	"argentine": {
		TopicLimits:          "Desarrollo 2",
		TopicSeatedPlayers:   "Desarrollo 1",
		TopicBetEveryHand:    "Disposiciones 1",
		TopicShoeGoesOn:      "Desarrollo 1",
		TopicStandingPlayers: "Desarrollo 3",
		TopicBackBets:        "Desarrollo 3",
		TopicShuffle:         "Desarrollo 5-6",
		TopicCutCard:         "Desarrollo 7",
		TopicCloseBets:       "Disposiciones 3",
		TopicDealing:         "Desarrollo 8",
		TopicHoleCard:        "Desarrollo 8, 12a",
		TopicPlayerOrder:     "Desarrollo 9, 11",
		TopicHit:             "Desarrollo 9",
		TopicHit21:           "Desarrollo 9",
		TopicDouble:          "Otras apuestas 1",
		TopicSplit:           "Otras apuestas 2",
		TopicSplitAces:       "Otras apuestas 3",
		TopicAceDeclaration:  "Desarrollo 10",
		TopicDesafio:         "Otras apuestas 4; Disposiciones 5, 8",
		TopicAskDouble:       "Disposiciones 8, 9",
		TopicBlackjack:       "Formas de pago 1",
		TopicWinPays:         "Formas de pago 2",
		TopicDealerRule:      "Desarrollo 12, 13",
		TopicDealerBust:      "Desarrollo 12d",
		TopicAllBust:         "Disposiciones 18",
		TopicDealerBlackjack: "Desarrollo 14",
		TopicBust:            "Desarrollo 12d, 14",
		TopicSettlementOrder: "Desarrollo 9",
		TopicCollectCards:    "Desarrollo 9",
		TopicExposedCard:     "Disposiciones 7",
		TopicUnrequestedCard: "Disposiciones 5",
		TopicDealerExtraCard: "Disposiciones 5",
		TopicPlayerTotal:     "Desarrollo 9",
		TopicHandCards:       "Desarrollo 9",
		TopicAskSkipped:      "Disposiciones 5, 8",
		TopicBankCardSeen:    "Disposiciones 12",
		TopicIrregularBox:    "Disposiciones 6",
		TopicBoxSkipped:      "Disposiciones 10",
		TopicBankCardOmitted: "Disposiciones 13",
		TopicOneCard:         "Disposiciones 4",
		TopicDealingStopped:  "Disposiciones 11",
		TopicElevenSkipped:   "Disposiciones 9",
		TopicBankDiscarded:   "Disposiciones 14",
		TopicPlayerDiscarded: "Disposiciones 15",
	},
	"super-punto-banco": {
		TopicLimits:            "Art. 14",
		TopicStandingPlayers:   "Art. 13",
		TopicCutCard:           "Art. 5",
		TopicCloseBets:         "Distribuzione",
		TopicDealing:           "Distribuzione",
		TopicReader:            "Distribuzione; Art. 13",
		TopicReaderCall:        "Tabella della Regola",
		TopicBancoRule:         "Tabella della Regola",
		TopicAnnouncement:      "Distribuzione; Art. 9",
		TopicButton:            "Distribuzione",
		TopicColpoInBianco:     "Art. 1, 3, 8",
		TopicLastCoup:          "Art. 5",
		TopicOneBetPerPosition: "Art. 11",
		TopicCollectCards:      "Art. 10",
		TopicExtraCard:         "Art. 1",
		TopicFallenCard:        "Art. 3",
		TopicStuckCards:        "Art. 2",
		TopicDealerTotal:       "Art. 9",
		TopicMisdealOrder:      "Art. 6",
		TopicMisdealCount:      "Art. 7",
		TopicUndueCard:         "Art. 8",
		TopicExtraCardSeen:     "Art. 1",
		TopicTie:               "Distribuzione",
		TopicAfterCall:         "Distribuzione",
		TopicNoReader:          "Distribuzione",
		TopicExposedCard:       "Art. 1",
		TopicWinningBox:        "Distribuzione",
		TopicHighestScore:      "Tabella della Regola",
		// 002 states no payouts and no settling order: its Premessa
		// refers to the general Punto Banco regulation.
		TopicPayouts:         "Premessa",
		TopicSettlementOrder: "Premessa",
	},
}

// init gives the shoe table of seeds/004 the Shuffler Mate table's
// articles, but for what the regulation says of the shoe alone: a card
// showing its face (Regole particolari 11, not 10) and several cards
// fallen, counted at the end of the hand (Regole particolari 4, 5).
func init() {
	a := articles[ItalianShuffler.ID]
	a[TopicExposedCard] = "Regole particolari 11"
	a[TopicFallenCards] = "Regole particolari 4, 5"
	articles[ItalianShufflerShoe.ID] = a
}
