package rules

// ItalianClassic is the Italian casino table of seeds/000 ("Regolamento",
// Capitolo 1 and Art. 1-37).
var ItalianClassic = *register(&RuleSet{
	ID: "italian-classic", Game: Blackjack, Source: "seeds/000_9767e596cc61299a.txt", Country: "it", Language: "it", Currency: "EUR",

	Decks:         6, // Cap.1, Art.1: "minimo quattro mazzi"; six is the table's default
	Shuffle:       ShuffleShoe,
	CutCardBehind: 78, // Cap.1: the mascherina "a circa un quarto (posteriore)" of the pack
	CutCardJitter: 8,  // Cap.1: "circa": placed by hand
	BurnCards:     5,  // Cap.1, Art.1: burns "le prime cinque"
	// Art.1, Art.33: with the mascherina out the round in course is completed,
	// even when it is the first card of the round.
	VoidIfShoeRunsOut: false,

	Boxes:              7,    // Cap.1: "siedono al massimo sette giocatori"
	StandingPlayersBet: true, // Cap.1: "altri in piedi possono partecipare"
	// Cap.1, Art.16: anyone may bet on a box; its holder alone decides, the
	// biggest bet holding a free box; on a double the others need not
	// follow, on a split they follow or choose the card that keeps their
	// stake. No number of stakes per box is set.
	BackBets:           true,
	SplitBindsBackBets: false, // Cap.1: "coloro che non aderiscono devono scegliere su quale carta"
	LonePlayerMinBoxes: 2,     // Art.14: a lone player "deve puntare almeno su due caselle"
	OneBoxWhenWaiting:  true,  // Art.15: "In presenza di molti giocatori ognuno ha diritto di giocare una sola puntata"
	// Art.2: minimum and maximum per person per box, in the ratio 1:10.
	// The amounts are the table's setting.
	Limits: Limits{Min: Units(10), Max: Units(100), MaxRatio: 10},

	HoleCard:         false,              // Art.4, Art.6: the dealer takes his second card after the players
	DealerHitsSoft17: false,              // Art.7, Art.25: hit 16 or less, stand on 17; the ace counts 11 to reach 17
	AllBust:          AllBustDealerStops, // Art.6: the dealer removes his card, unless insurance is open

	BlackjackPays:       Ratio{3, 2},         // Art.8: "3 a 2"
	BlackjackPaidAtOnce: true,                // Cap.1, Art.13d: paid at once unless the dealer shows an ace or ten
	EvenMoney:           EvenMoneyVsAceOrTen, // Cap.1: "pagamento alla pari" against an ace or a ten-value
	Insurance:           InsuranceUpToHalf,   // Art.9: "non superiore alla metà di quella iniziale"
	InsurancePays:       Ratio{2, 1},         // Art.13a: paid "il doppio"

	Double: DoubleNineToEleven, // Art.10: "i punti 9 10 o 11", one card only
	// Interpretation (Art.7: the ace is worth one or eleven at the player's
	// choice): an ace may count one for the double, so A8 and A9 double as 9
	// and 10.
	DoubleAceCountsOne: true,
	DoubleAfterSplit:   true,               // Art.11: "si potrà ancora raddoppiare la puntata (art. 10)"
	SplitDouble:        DoubleNineToEleven, // Art.11: "Se la carta ricevuta darà valori pari a 9 10 o 11"

	Pairs:            PairSameValue, // Cap.1, Art.11: "tutte le carte di ugual valore (anche dieci e figure)"
	MaxHands:         2,             // Interpretation: resplitting is not stated, so one split only
	SplitAcesOneCard: true,          // Art.11: "una sola carta per asso"

	// Art.7, Art.11: the ace counts one or eleven at the player's choice, so a
	// soft 21 may still be hit (split tens then an ace: "non solo 21 ma anche
	// 11"); a blackjack may not (Art.12).
	HitSoft21: true,
	AceChoice: true, // Art.7: "L’asso per il giocatore può valere, a sua scelta, uno o undici"

	BustCollectedAtOnce: true,  // Art.5: the bet of a bust box is collected at once
	SettleLosersFirst:   false, // Art.28: each box completed before the next
	SettleFromRight:     true,  // Art.28: "iniziando dalla sua destra e procedendo verso sinistra"
	CallsNoMoreBets:     true,  // Art.3: "quindi dice “rien ne va plus”"
	CallsInsuranceLoses: true,  // Art.13: "annunciando “l’assicurazione perde”"
})

// ItalianShuffler is the Italian casino table with the Shuffler Mate of
// seeds/004 (Regolamento Black Jack, "Regole particolari" 1-17).
var ItalianShuffler = *register(&RuleSet{
	ID: "italian-shuffler", Game: Blackjack, Source: "seeds/004_4592310c0f20d198.txt", Country: "it", Language: "it", Currency: "EUR",

	Decks:   6,                 // Le attrezzature: "6 mazzi di carte francesi"
	Shuffle: ShuffleContinuous, // Le attrezzature: the "Shuffler Mate"; cards go back after each round
	// Apertura 7: "circa un mazzo e mezzo" is cut off with the mascherina
	// before the cards go into the Shuffler Mate: they stay out of play.
	CutCardBehind: 78,
	CutCardJitter: 8,
	BurnCards:     5, // Apertura 8: "annullare 5 carte coperte"

	Boxes:              7,               // Il tavolo: 7 players at 7 positions of 3 circles
	BoxWord:            BoxWordPosition, // Il tavolo: "altrettante postazioni con 3 caselle circolari"
	StandingPlayersBet: true,            // Come si punta: standing players bet on free circles
	// Il tavolo, Regolamento del Black Jack: the other circles of a seated
	// player's position take other players' bets, with no say in his
	// decisions; his double does not bind them (Il raddoppio), his split
	// does (Divisione).
	BackBets:           true,
	StakesPerBox:       3,    // Il tavolo: "postazioni con 3 caselle circolari"
	SplitBindsBackBets: true, // Il raddoppio, Divisione: the split binds the "puntatori", the double does not
	LonePlayerMinBoxes: 2,    // Il gioco: "deve effettuare le sue puntate su almeno due postazioni"
	// Limits: Il raddoppio speaks of the maximum ("anche se già ai
	// massimi"); the amounts are the table's setting.
	Limits: Limits{Min: Units(10), Max: Units(500)},

	HoleCard:         false,                  // Svolgimento: the dealer takes his second card after the players
	DealerHitsSoft17: false,                  // Obblighi del dealer, Regole particolari 17: 16 or less hits, 17 stands
	AllBust:          AllBustDealerCompletes, // Regole particolari 13: "tenuto ad esaurire il colpo"

	BlackjackPays:       Ratio{3, 2},       // Il gioco: "nel rapporto di 3 a 2"; it always beats 21
	BlackjackPaidAtOnce: false,             // Svolgimento: paid once the scores are known
	EvenMoney:           EvenMoneyVsAce,    // Black Jack alla pari: only when the dealer shows an ace
	Insurance:           InsuranceUpToHalf, // Assicurazione: "non può essere maggiore della metà"
	InsurancePays:       Ratio{2, 1},       // Assicurazione: "pagata 2 a 1"

	Double:             DoubleUpToEleven,   // Il raddoppio: "con punteggio massimo di 11"
	DoubleAceCountsOne: true,               // Il raddoppio: its own example doubles "un 8 e un asso"
	DoubleAfterSplit:   true,               // Divisione: "potrà procedere al raddoppio"
	SplitDouble:        DoubleNineToEleven, // Divisione: "un punteggio pari a 9 – 10 – 11", narrower than Il raddoppio

	// Interpretation (Divisione: "due carte uguali"): same rank only, K-K
	// yes, K-Q no.
	Pairs:            PairSameRank,
	MaxHands:         4,    // Divisione: "fino ad un massimo di tre volte"
	SplitAcesOneCard: true, // Divisione: "riceve una sola carta su ciascuno di essi"
	// Interpretation: a split ace receives one card and nothing more, so an
	// ace on a split ace is not split again.
	ResplitAces: false,

	HitSoft21:     false, // Il gioco: "è vietato chiederla quando il totale è pari a 21"
	ForcedHitUpTo: 11,    // Il gioco: "obbligatorio richiedere un'altra carta quando il totale è inferiore o pari a 11"
	AceChoice:     true,  // Le carte: the ace "a discrezione di chi lo possiede … può valere 1 oppure 11"

	BustCollectedAtOnce: true, // Svolgimento: "il dealer ritirerà prima la puntata e successivamente le carte"
	SettleLosersFirst:   true, // Svolgimento: "ritirerà le fiches perdenti e pagherà quelle vincenti"
	// Interpretation: the direction is not stated; as the Italian casino's
	// Art.28, from the dealer's right to his left; the school accepts any.
	SettleFromRight:  true,
	SettleInAnyOrder: true,
})

// ItalianShufflerShoe is the same casino's reserved table of seeds/004,
// dealt from a shoe instead of the Shuffler Mate (Le attrezzature: Lo
// "Shoe" "viene utilizzato su tavoli riservati"): everything else is the
// Shuffler Mate table's.
var ItalianShufflerShoe = *register(&RuleSet{
	ID: "italian-shuffler-shoe", Game: Blackjack, Source: "seeds/004_4592310c0f20d198.txt", Country: "it", Language: "it", Currency: "EUR",

	Decks:   6,           // Le attrezzature: "6 mazzi di carte francesi"
	Shuffle: ShuffleShoe, // Le attrezzature: Lo "Shoe", the sabot "utilizzato su tavoli riservati"
	// Interpretation (Apertura 7, 9): the mascherina that cuts off "circa
	// un mazzo e mezzo" goes into the shoe with the cards, and "Quando
	// appare la mascherina" the shoe ends.
	CutCardBehind: 78,
	CutCardJitter: 8,
	BurnCards:     5, // Apertura 8: "annullare 5 carte coperte"
	// Apertura 9: "Quando appare la mascherina, il dealer termina la mano
	// in corso": the round in course is always finished.
	VoidIfShoeRunsOut: false,
	// Regole particolari 11: the cards showing their value are burnt; "Al
	// termine si procederà al controllo dell'intera sizain rimescolando le
	// carte e reinserendole nel sabot".
	ExposedCardReshuffles: true,
	// Regole particolari 5: "alla fine della mano si conteranno le carte per
	// accertarne la completezza"; only damaged cards are replaced.
	FallenCardsCounted: true,

	Boxes:              7,               // Il tavolo: 7 players at 7 positions of 3 circles
	BoxWord:            BoxWordPosition, // Il tavolo: "altrettante postazioni con 3 caselle circolari"
	StandingPlayersBet: true,            // Come si punta: standing players bet on free circles
	// Il tavolo, Regolamento del Black Jack: the other circles of a seated
	// player's position take other players' bets, with no say in his
	// decisions; his double does not bind them (Il raddoppio), his split
	// does (Divisione).
	BackBets:           true,
	StakesPerBox:       3,    // Il tavolo: "postazioni con 3 caselle circolari"
	SplitBindsBackBets: true, // Il raddoppio, Divisione: the split binds the "puntatori", the double does not
	LonePlayerMinBoxes: 2,    // Il gioco: "deve effettuare le sue puntate su almeno due postazioni"
	// Limits: Il raddoppio speaks of the maximum ("anche se già ai
	// massimi"); the amounts are the table's setting.
	Limits: Limits{Min: Units(10), Max: Units(500)},

	HoleCard:         false,                  // Svolgimento: the dealer takes his second card after the players
	DealerHitsSoft17: false,                  // Obblighi del dealer, Regole particolari 17: 16 or less hits, 17 stands
	AllBust:          AllBustDealerCompletes, // Regole particolari 13: "tenuto ad esaurire il colpo"

	BlackjackPays:       Ratio{3, 2},       // Il gioco: "nel rapporto di 3 a 2"; it always beats 21
	BlackjackPaidAtOnce: false,             // Svolgimento: paid once the scores are known
	EvenMoney:           EvenMoneyVsAce,    // Black Jack alla pari: only when the dealer shows an ace
	Insurance:           InsuranceUpToHalf, // Assicurazione: "non può essere maggiore della metà"
	InsurancePays:       Ratio{2, 1},       // Assicurazione: "pagata 2 a 1"

	Double:             DoubleUpToEleven,   // Il raddoppio: "con punteggio massimo di 11"
	DoubleAceCountsOne: true,               // Il raddoppio: its own example doubles "un 8 e un asso"
	DoubleAfterSplit:   true,               // Divisione: "potrà procedere al raddoppio"
	SplitDouble:        DoubleNineToEleven, // Divisione: "un punteggio pari a 9 – 10 – 11", narrower than Il raddoppio

	// Interpretation (Divisione: "due carte uguali"): same rank only, K-K
	// yes, K-Q no.
	Pairs:            PairSameRank,
	MaxHands:         4,    // Divisione: "fino ad un massimo di tre volte"
	SplitAcesOneCard: true, // Divisione: "riceve una sola carta su ciascuno di essi"
	// Interpretation: a split ace receives one card and nothing more, so an
	// ace on a split ace is not split again.
	ResplitAces: false,

	HitSoft21:     false, // Il gioco: "è vietato chiederla quando il totale è pari a 21"
	ForcedHitUpTo: 11,    // Il gioco: "obbligatorio richiedere un'altra carta quando il totale è inferiore o pari a 11"
	AceChoice:     true,  // Le carte: the ace "a discrezione di chi lo possiede … può valere 1 oppure 11"

	BustCollectedAtOnce: true, // Svolgimento: "il dealer ritirerà prima la puntata e successivamente le carte"
	SettleLosersFirst:   true, // Svolgimento: "ritirerà le fiches perdenti e pagherà quelle vincenti"
	// Interpretation: the direction is not stated; as the Italian casino's
	// Art.28, from the dealer's right to his left; the school accepts any.
	SettleFromRight:  true,
	SettleInAnyOrder: true,
})

// ItalianOnline is the Italian online table of seeds/003, with its published
// strategy tables and return to player.
var ItalianOnline = *register(&RuleSet{
	ID: "italian-online", Game: Blackjack, Source: "seeds/003_8ab3565eca911aaa.txt", Country: "it", Language: "it", Currency: "EUR",

	Decks:   6,                 // Regolamento Black Jack: "6 mazzi di 52 carte francesi"
	Shuffle: ShuffleEveryRound, // "Il mazzo viene mischiato a inizio di ogni colpo"

	Boxes:        5,               // Puntate iniziali: "variabile da 1 a 5" positions
	BoxWord:      BoxWordPosition, // Puntate iniziali: "Ogni tavolo ha un certo numero di postazioni"
	SinglePlayer: true,            // Puntate iniziali: an online table, one player bets on every position
	// Puntate iniziali: min/max per position (the table's setting); at most
	// 1,000 in a hand; never above the credit.
	Limits: Limits{Min: Units(1), Max: Units(500), MaxPerRound: Units(1000), CreditCap: true},

	HoleCard:         false,              // Distribuzione: one card to the dealer, the second after the players
	DealerHitsSoft17: false,              // Le scelte del banco: "tirare se ha un punteggio inferiore a 17"
	AllBust:          AllBustDealerStops, // Punteggi e vincite: a bust loses whatever the dealer makes

	BlackjackPays:       Ratio{3, 2},          // Punteggi e vincite: "vincita 3 a 2"
	BlackjackPaidAtOnce: false,                // Punteggi e vincite: "il black jack della punta viene pagato alla fine della mano"
	EvenMoney:           EvenMoneyNone,        // not offered
	Insurance:           InsuranceExactlyHalf, // Assicurazione: "una puntata pari a metà della puntata iniziale"
	InsurancePays:       Ratio{2, 1},          // Assicurazione: "vincita 2 a 1" (RTP 92.60% confirms it)

	Double:           DoubleAny, // Raddoppiare: "solo quando si hanno due carte"
	DoubleAfterSplit: true,      // Dividere: after splitting "ha a disposizione tutte le opzioni"
	SplitDouble:      DoubleAny, // Dividere: "tutte le opzioni"

	Pairs:            PairSameValue, // Dividere: "se le due carte hanno lo stesso valore"
	MaxHands:         2,             // Dividere: "non si può dividere ulteriormente una mano già divisa"
	SplitAcesOneCard: true,          // Dividere: split aces "non può chiedere un'altra carta"
	// Dividere: "verrà data automaticamente una seconda carta su ciascuna
	// delle due mani".
	SplitDealsBothHands: true,

	HitSoft21:    false, // Il valore delle carte: the ace takes its best value automatically
	AceAutomatic: true,  // Il valore delle carte: the ace counts 11 unless that busts, automatically

	PerfectPair:       true,         // Puntate speciali: Perfect Pair, half the position's bet
	PerfectPairMixed:  Ratio{5, 1},  // "pagata 6 volte la puntata": 5:1, mixed colours
	PerfectPairColour: Ratio{10, 1}, // "11 volte": 10:1, same colour, different suits
	PerfectPairSuited: Ratio{30, 1}, // "31 volte": 30:1, same suit

	BustCollectedAtOnce: false, // "verranno ritirate alla fine della mano e non durante"
	SettleLosersFirst:   false,
	// Interpretation: the order is not stated for the automatic table; boxes
	// are settled in dealing order; the school accepts any.
	SettleFromRight:  false,
	SettleInAnyOrder: true,
})

// Argentine is the Argentine casino table of seeds/001 ("Reglamento",
// Desarrollo 1-14, Disposiciones 1-20).
var Argentine = *register(&RuleSet{
	ID: "argentine", Game: Blackjack, Source: "seeds/001_f622f45ccf6dfcda.txt", Country: "ar", Language: "es", Currency: "ARS",

	Decks:             8, // Cartas a utilizar: "como mínimo 8 (ocho) mazos"
	Shuffle:           ShuffleShoe,
	CutCardBehind:     52, // Desarrollo 7: the last cut card leaves "aproximadamente un mazo"
	CutCardJitter:     6,
	BurnCards:         0,    // none stated
	VoidIfShoeRunsOut: true, // Desarrollo 7: "si ... las cartas no alcanzaran para definir el pase, éste será nulo"

	Boxes:              7,     // Interpretation: seven boxes, as the other tables
	StandingPlayersBet: false, // Desarrollo 3: "No se permitirán apuestas de Jugadores de pie"
	BackBets:           false, // Desarrollo 3: "ni agregar apuestas en casilleros de otros Jugadores"
	MinSeatedPlayers:   3,     // Desarrollo 1: "como mínimo, tres Jugadores sentados que efectúen tres o más apuestas"
	ShoeGoesOnBets:     3,     // Desarrollo 1: "continúa el Juego siempre y cuando se efectúen tres apuestas como mínimo, hasta que se termine ese Sabot"
	// Desarrollo 2: the casino's minimum and maximum (the table's setting).
	Limits: Limits{Min: Units(10), Max: Units(1000)},

	HoleCard:         true,               // Desarrollo 8: "una para sí cubierta", no peek, turned after the players (12a)
	DealerHitsSoft17: false,              // Desarrollo 12-13: below 17 draws; A+6 is 17 and stands
	AllBust:          AllBustDealerStops, // Disposiciones 18: "no tirará cartas para sí"

	BlackjackPays:       Ratio{3, 2}, // Formas de pago 1: "el 150% de su apuesta"
	BlackjackPaidAtOnce: false,       // Desarrollo 9: winners are paid once the round is decided, after the losers
	EvenMoney:           EvenMoneyNone,
	Insurance:           InsuranceNone, // no insurance on the dealer's card

	Desafio: true, // Otras apuestas 4: "desafío o seguro"; Disposiciones 5, 8: the dealer asks "¿asegura?"
	// Interpretation ("gana en proporción 2 por 1"): 2:1 like insurance.
	DesafioPays:        Ratio{2, 1},
	DesafioOnSplitAces: true, // Otras apuestas 4: "podrá asegurar éste también siempre y cuando abra la apuesta"

	Double:         DoubleElevenOnly, // Otras apuestas 1: "la suma de Once (11)"
	DoubleFaceDown: true,             // Otras apuestas 1: "una sola carta que se le entregará cubierta"
	AskDouble:      true,             // Disposiciones 8, 9: the dealer asks "¿dobla?"
	// Interpretation: doubling after a split is not stated, so it is not
	// allowed.
	DoubleAfterSplit: false,
	SplitDouble:      DoubleElevenOnly,

	Pairs:    PairSameValue, // Otras apuestas 2: "JJ=JQ=JK=J10"
	MaxHands: 2,             // Otras apuestas 2-3: "solamente una apertura por Jugada"
	// Interpretation: split aces are not restricted, so they play on
	// normally.
	SplitAcesOneCard: false,
	// Otras apuestas 3: "En el caso que en cualquiera de las dos apuestas
	// el apostador lograre Black Jack, éste será considerado para el pago
	// en forma Simple (1 por 1)": a Black Jack (Desarrollo 14's table: it
	// beats the bank's 21 of three cards or more, ties the bank's Black
	// Jack) paid 1:1. Interpretation: the same for split tens (or figures)
	// receiving an ace (Desarrollo 9 calls every two-card 21 a Black Jack).
	SplitBlackjackPays: Ratio{1, 1},

	HitSoft21: false, // Desarrollo 9: no card on a blackjack; declared aces are fixed
	// Desarrollo 10: an ace among the first two cards is declared 1 or 11,
	// irrevocably. Interpretation: not asked for a blackjack, nor for a
	// two-card 21 after a split (Desarrollo 9: "el juego estaría definido");
	// later aces take their best value.
	AceDeclaration: true,

	BustCollectedAtOnce: false, // Desarrollo 9: losers are collected once the round is decided
	SettleLosersFirst:   true,  // Desarrollo 9: losers first, then winners, then the cards
	// Desarrollo 9's "de izquierda a derecha" is the cards' collection: the
	// bets' direction is not stated, the school accepts any.
	SettleFromRight:  false,
	SettleInAnyOrder: true,
	// Desarrollo 9: the losers' cards stay in their boxes; once the winners
	// are paid the cards go "de izquierda a derecha y por último las cartas
	// de la Banca".
	CollectCardsByBox: true,
})

// SuperPuntoBanco is Casinò di Venezia's Super Punto Banco of seeds/002.
var SuperPuntoBanco = *register(&RuleSet{
	ID: "super-punto-banco", Game: PuntoBanco, Source: "seeds/002_27dd1889fb9bb160.txt", Country: "it", Language: "it", Currency: "EUR",

	Decks: 6, // Art.4: "sostituire i sei mazzi (sixain)"
	// Art.4-5: the six decks are dealt from a shoe, a "taglia", to its
	// mascherina ("Ultimo colpo della taglia"), then shuffled again.
	Shuffle: ShuffleShoe,
	// Interpretation: the cut card is placed by hand about ten cards from the
	// back, so that the last coup sometimes starts with it (Art.5).
	CutCardBehind: 10,
	CutCardJitter: 4,
	BurnCards:     0,

	// Interpretation: nine positions (Venice's Midi Punto Banco table).
	Boxes:              9,
	BoxWord:            BoxWordPosition, // Art.11: "un'unica puntata per postazione"
	StandingPlayersBet: true,            // Art.13: a standing player may bet at a free position
	// Art.14: the Ispettore sets the limits (the table's setting).
	Limits: Limits{Min: Units(10), Max: Units(1000)},

	// Interpretation: the payouts are in the general Punto Banco regulation,
	// not in this document: Punto 1:1, Banco 1:1 less 5%, Egalité 8:1.
	PuntoPays:              Ratio{1, 1},
	BancoPays:              Ratio{1, 1},
	BancoCommissionPercent: 5,
	EgalitePays:            Ratio{8, 1},
	// Art.11 allows one Punto or Banco bet per position plus Egalité.
	// Interpretation: an Egalité bet may also stand alone.
	EgaliteAlone:           true,
	ButtonStart:            1,    // "assegnato alla postazione n°1 all'inizio del gioco"
	StandingReaderExcluded: true, // Art.13: "se la puntata è a Punto non legge le carte"
	LastCoupMinCards:       7,    // Art.5: "minimo sette carte o nullo"
})
