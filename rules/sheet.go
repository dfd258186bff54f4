package rules

// SheetLine is one line of a table's rule sheet: a parameter of the table,
// its value, the article of the regulation it comes from, and whether it is
// one of the project's Interpretations (where the regulation is silent or
// ambiguous, see ../shared/RULES.md).
//
// The texts are locale keys (see package locales): Label names the
// parameter, Value says its value with Args in place of {0}, {1}… (ints,
// Money and Ratio, formatted by the language). The rules package does not
// translate: the rule-sheet scene does.
type SheetLine struct {
	// Section is the locale key of the heading the line goes under.
	Section string
	// Label is the locale key of the parameter's name.
	Label string
	// Value is the locale key of the parameter's value.
	Value string
	// Args are the arguments of Value.
	Args []any
	// Article is the regulation's article or heading ("Art. 10", "Otras
	// apuestas 1"), as the regulation names it; "" when it says nothing.
	Article string
	// Interpretation: the value is the project's choice where the
	// regulation is silent or ambiguous.
	Interpretation bool
	// Fields are the RuleSet fields the line shows.
	Fields []string
}

// The sections of a rule sheet, in order.
const (
	SheetSectionCards      = "sheet.section.cards"
	SheetSectionTable      = "sheet.section.table"
	SheetSectionDealer     = "sheet.section.dealer"
	SheetSectionPlayer     = "sheet.section.player"
	SheetSectionPayouts    = "sheet.section.payouts"
	SheetSectionSettlement = "sheet.section.settlement"
	SheetSectionReading    = "sheet.section.reading"
)

// Sheet returns every parameter of the table as lines of its rule sheet, in
// the order they are shown.
func (r RuleSet) Sheet() []SheetLine {
	s := sheetBuilder{r: r}
	s.cards()
	if r.IsBlackjack() {
		s.blackjack()
	} else {
		s.punto()
	}
	return s.lines
}

type sheetBuilder struct {
	r     RuleSet
	lines []SheetLine
}

const noTopic = numTopics

// add appends a line. Its article is the one the fields' comments in
// tables.go cite, or else the regulation's article for topic.
func (s *sheetBuilder) add(section string, topic Topic, label, value string, args []any, fields ...string) {
	l := SheetLine{Section: section, Label: label, Value: value, Args: args, Fields: fields}
	cites := sheetArticles[s.r.ID]
	for _, f := range fields {
		if l.Article == "" && cites[f] != "" {
			l.Article = cites[f]
		}
		for _, i := range sheetInterpretations[s.r.ID] {
			if i == f {
				l.Interpretation = true
			}
		}
	}
	if l.Article == "" && topic != noTopic {
		l.Article = s.r.Article(topic)
	}
	s.lines = append(s.lines, l)
}

// addInterpretation appends a line that states one of the project's
// Interpretations the engine follows (see ../shared/RULES.md), with the
// article it reads; its value says the reason.
func (s *sheetBuilder) addInterpretation(section string, topic Topic, label, value string) {
	s.lines = append(s.lines, SheetLine{Section: section, Label: label, Value: value, Article: s.r.Article(topic), Interpretation: true})
}

func pick(cond bool, yes, no string) string {
	if cond {
		return yes
	}
	return no
}

func (s *sheetBuilder) cards() {
	r := s.r
	sec := SheetSectionCards
	s.add(sec, noTopic, "sheet.decks", "sheet.decks.value", []any{r.Decks}, "Decks")
	shuffle := map[ShuffleMode]string{
		ShuffleShoe:       "sheet.shuffle.shoe",
		ShuffleContinuous: "sheet.shuffle.continuous",
		ShuffleEveryRound: "sheet.shuffle.every-round",
	}[r.Shuffle]
	s.add(sec, TopicShuffle, "sheet.shuffle", shuffle, nil, "Shuffle")
	if r.CutCardBehind > 0 {
		value := "sheet.cut-card.value"
		if r.Shuffle == ShuffleContinuous {
			value = "sheet.cut-card.aside" // 004 Apertura 7
		}
		s.add(sec, TopicCutCard, "sheet.cut-card", value, []any{r.CutCardBehind}, "CutCardBehind", "CutCardJitter")
	}
	if r.Shuffle != ShuffleEveryRound {
		// A table whose regulation says nothing of burning has no line.
		if r.BurnCards > 0 {
			s.add(sec, TopicBurn, "sheet.burn", "sheet.burn.value", []any{r.BurnCards}, "BurnCards")
		}
	}
	if r.CallsNoMoreBets {
		s.add(sec, TopicCloseBets, "sheet.close-bets", "sheet.close-bets.call", nil, "CallsNoMoreBets")
	}
	if r.IsBlackjack() && r.Shuffle == ShuffleShoe {
		s.add(sec, TopicCutCard, "sheet.shoe-end", pick(r.VoidIfShoeRunsOut, "sheet.shoe-end.void", "sheet.shoe-end.finish"), nil, "VoidIfShoeRunsOut")
	}
	if r.ExposedCardReshuffles {
		s.add(sec, TopicExposedCard, "sheet.exposed-reshuffle", "sheet.exposed-reshuffle.value", nil, "ExposedCardReshuffles")
	}
	if r.FallenCardsCounted {
		s.add(sec, TopicFallenCards, "sheet.fallen-count", "sheet.fallen-count.value", nil, "FallenCardsCounted")
	}
}

// backBetLines are the lines of the bets behind another player's box.
func (s *sheetBuilder) backBetLines() {
	r := s.r
	sec := SheetSectionTable
	switch {
	case !r.BackBets:
		s.add(sec, TopicBackBets, "sheet.back-bets", "sheet.back-bets.no", nil, "BackBets")
	case r.StakesPerBox > 0:
		s.add(sec, TopicBackBets, "sheet.back-bets", "sheet.back-bets.circles", []any{r.StakesPerBox}, "BackBets", "StakesPerBox")
	default:
		s.add(sec, TopicBackBets, "sheet.back-bets", "sheet.back-bets.yes", nil, "BackBets")
	}
	if r.BackBets {
		s.add(sec, TopicBackBetFollow, "sheet.back-bets-follow", pick(r.SplitBindsBackBets, "sheet.back-bets-follow.split-binds", "sheet.back-bets-follow.choose"), nil, "SplitBindsBackBets")
	}
}

func (s *sheetBuilder) tableLines(boxesLabel, boxesValue string) {
	r := s.r
	sec := SheetSectionTable
	s.add(sec, noTopic, boxesLabel, boxesValue, []any{r.Boxes}, "Boxes")
	if r.SinglePlayer {
		s.add(sec, noTopic, "sheet.players", "sheet.players.single", nil, "SinglePlayer")
	} else {
		yes := "sheet.standing.yes"
		if !r.IsBlackjack() {
			yes = "sheet.standing.positions" // Punto Banco has positions, not boxes
		}
		s.add(sec, TopicStandingPlayers, "sheet.standing", pick(r.StandingPlayersBet, yes, "sheet.standing.no"), nil, "StandingPlayersBet")
		if r.IsBlackjack() {
			s.backBetLines()
		}
	}
	if r.LonePlayerMinBoxes > 0 {
		s.add(sec, TopicLonePlayer, "sheet.lone-player", "sheet.lone-player.value", []any{r.LonePlayerMinBoxes}, "LonePlayerMinBoxes")
	}
	if r.OneBoxWhenWaiting {
		s.add(sec, TopicOneBoxWhenFull, "sheet.one-box", "sheet.one-box.value", nil, "OneBoxWhenWaiting")
	}
	if r.Article(TopicBetEveryHand) != "" {
		s.add(sec, TopicBetEveryHand, "sheet.bet-every-hand", "sheet.bet-every-hand.value", nil)
	}
	if r.MinSeatedPlayers > 0 {
		s.add(sec, TopicSeatedPlayers, "sheet.min-seated", "sheet.min-seated.value", []any{r.MinSeatedPlayers}, "MinSeatedPlayers")
	}
	if r.ShoeGoesOnBets > 0 {
		s.add(sec, TopicShoeGoesOn, "sheet.shoe-goes-on", "sheet.shoe-goes-on.value", []any{r.ShoeGoesOnBets}, "ShoeGoesOnBets")
	}
	l := r.Limits
	limits := "sheet.limits.value"
	if !r.IsBlackjack() {
		limits = "sheet.limits.per-bet" // Art. 14: a bet, not a box
	}
	s.add(sec, TopicLimits, "sheet.limits", limits, []any{l.Min, l.Max}, "Limits")
	if l.MaxRatio > 0 {
		s.add(sec, TopicLimits, "sheet.limits-ratio", "sheet.limits-ratio.value", []any{int(l.MaxRatio)}, "Limits")
	}
	if l.MaxPerRound > 0 {
		s.add(sec, TopicLimits, "sheet.limits-round", "sheet.limits-round.value", []any{l.MaxPerRound}, "Limits")
	}
	if l.CreditCap {
		s.add(sec, TopicLimits, "sheet.limits-credit", "sheet.limits-credit.value", nil, "Limits")
	}
}

func (s *sheetBuilder) blackjack() {
	r := s.r
	s.tableLines("sheet.boxes", "sheet.boxes.value")

	sec := SheetSectionDealer
	s.add(sec, TopicHoleCard, "sheet.hole-card", pick(r.HoleCard, "sheet.hole-card.yes", "sheet.hole-card.no"), nil, "HoleCard")
	s.add(sec, TopicDealerRule, "sheet.dealer-rule", pick(r.DealerHitsSoft17, "sheet.dealer-rule.h17", "sheet.dealer-rule.s17"), nil, "DealerHitsSoft17")
	if r.Desafio {
		// 001 Desarrollo 13: the dealer's ace as a third card.
		s.addInterpretation(sec, TopicDealerRule, "sheet.dealer-ace", "sheet.dealer-ace.value")
	}
	if r.Article(TopicEmptyBoxUnclear) != "" {
		// 004 Regole particolari 2, 17: "il colpo proseguirà alla
		// 'regola'" for a card on a position without a bet.
		s.addInterpretation(sec, TopicEmptyBoxUnclear, "sheet.unbet-position", "sheet.unbet-position.value")
	}
	s.add(sec, TopicAllBust, "sheet.all-bust", pick(r.AllBust == AllBustDealerCompletes, "sheet.all-bust.completes", "sheet.all-bust.stops"), nil, "AllBust")
	// The rule that matters most without a peek: a dealer blackjack takes
	// every bet on the box, doubles and splits included.
	s.add(sec, TopicDealerBlackjack, "sheet.dealer-blackjack", pick(r.HoleCard, "sheet.dealer-blackjack.hole", "sheet.dealer-blackjack.no-hole"), nil)

	sec = SheetSectionPlayer
	switch {
	case r.AceDeclaration:
		s.add(sec, TopicAceDeclaration, "sheet.ace", "sheet.ace.declared", nil, "AceDeclaration")
	case r.AceAutomatic:
		s.add(sec, TopicHit, "sheet.ace", "sheet.ace.best", nil, "AceAutomatic")
	default:
		s.add(sec, TopicHit, "sheet.ace", "sheet.ace.choice", nil, "AceChoice")
	}
	s.add(sec, TopicHit21, "sheet.hit-soft-21", pick(r.HitSoft21, "sheet.hit-soft-21.yes", "sheet.hit-soft-21.no"), nil, "HitSoft21")
	if r.ForcedHitUpTo > 0 {
		s.add(sec, TopicForcedHit, "sheet.forced-hit", "sheet.forced-hit.value", []any{r.ForcedHitUpTo}, "ForcedHitUpTo")
		// 004 Il gioco and Le carte ("a discrezione di chi lo possiede"):
		// the forced hit on a soft hand.
		s.addInterpretation(sec, TopicForcedHit, "sheet.forced-hit-soft", "sheet.forced-hit-soft.value")
	}
	doubleKeys := map[DoubleRule]string{
		DoubleAny:          "sheet.double.any",
		DoubleNineToEleven: "sheet.double.nine-to-eleven",
		DoubleUpToEleven:   "sheet.double.up-to-eleven",
		DoubleElevenOnly:   "sheet.double.eleven-only",
	}
	double := doubleKeys[r.Double]
	s.add(sec, TopicDouble, "sheet.double", double, nil, "Double")
	if r.Double != DoubleAny && r.Double != DoubleElevenOnly {
		yes := "sheet.double-ace.yes"
		if r.Double == DoubleUpToEleven {
			yes = "sheet.double-ace.every-soft"
		}
		s.add(sec, TopicDouble, "sheet.double-ace", pick(r.DoubleAceCountsOne, yes, "sheet.double-ace.no"), nil, "DoubleAceCountsOne")
	}
	s.add(sec, TopicDouble, "sheet.double-card", pick(r.DoubleFaceDown, "sheet.double-card.down", "sheet.double-card.up"), nil, "DoubleFaceDown")
	if r.AskDouble {
		s.add(sec, TopicAskDouble, "sheet.ask-double", "sheet.ask-double.value", nil, "AskDouble")
	}
	s.add(sec, TopicSplit, "sheet.pairs", pick(r.Pairs == PairSameRank, "sheet.pairs.same-rank", "sheet.pairs.same-value"), nil, "Pairs")
	if r.MaxHands <= 2 {
		s.add(sec, TopicSplit, "sheet.max-hands", "sheet.max-hands.one", nil, "MaxHands")
	} else {
		s.add(sec, TopicSplit, "sheet.max-hands", "sheet.max-hands.value", []any{r.MaxHands - 1, r.MaxHands}, "MaxHands")
	}
	if r.SplitDealsBothHands {
		s.add(sec, TopicSplitOrder, "sheet.split-deal", "sheet.split-deal.both", nil, "SplitDealsBothHands")
	}
	s.add(sec, TopicSplitAces, "sheet.split-aces", pick(r.SplitAcesOneCard, "sheet.split-aces.one-card", "sheet.split-aces.play-on"), nil, "SplitAcesOneCard")
	if r.SplitBlackjackPays != (Ratio{}) {
		s.add(sec, TopicSplitAces, "sheet.split-21", "sheet.split-21.value", []any{r.SplitBlackjackPays}, "SplitBlackjackPays")
	}
	if r.MaxHands > 2 {
		s.add(sec, TopicSplitAces, "sheet.resplit-aces", pick(r.ResplitAces, "sheet.resplit-aces.yes", "sheet.resplit-aces.no"), nil, "ResplitAces")
	}
	if r.DoubleAfterSplit {
		s.add(sec, TopicDouble, "sheet.das", doubleKeys[r.SplitDouble], nil, "DoubleAfterSplit", "SplitDouble")
	} else {
		s.add(sec, TopicDouble, "sheet.das", "sheet.das.no", nil, "DoubleAfterSplit", "SplitDouble")
	}

	sec = SheetSectionPayouts
	s.add(sec, TopicBlackjack, "sheet.blackjack-pays", "sheet.pays", []any{r.BlackjackPays}, "BlackjackPays")
	s.add(sec, TopicBlackjackAtOnce, "sheet.blackjack-when", pick(r.BlackjackPaidAtOnce, "sheet.blackjack-when.at-once", "sheet.blackjack-when.end"), nil, "BlackjackPaidAtOnce")
	switch r.Insurance {
	case InsuranceUpToHalf:
		s.add(sec, TopicInsurance, "sheet.insurance", "sheet.insurance.up-to-half", []any{r.InsurancePays}, "Insurance", "InsurancePays")
	case InsuranceExactlyHalf:
		s.add(sec, TopicInsurance, "sheet.insurance", "sheet.insurance.exactly-half", []any{r.InsurancePays}, "Insurance", "InsurancePays")
	}
	if r.CallsInsuranceLoses {
		s.add(sec, TopicInsuranceLoses, "sheet.insurance-loses", "sheet.insurance-loses.call", nil, "CallsInsuranceLoses")
	}
	// No line for insurance or even money where the regulation has none.
	if r.EvenMoney != EvenMoneyNone {
		even := map[EvenMoneyRule]string{
			EvenMoneyVsAce:      "sheet.even-money.ace",
			EvenMoneyVsAceOrTen: "sheet.even-money.ace-or-ten",
		}[r.EvenMoney]
		s.add(sec, TopicEvenMoney, "sheet.even-money", even, nil, "EvenMoney")
	}
	if r.Desafio {
		s.add(sec, TopicDesafio, "sheet.desafio", "sheet.desafio.value", []any{r.DesafioPays}, "Desafio")
		s.add(sec, TopicDesafio, "sheet.desafio-pays", "sheet.pays", []any{r.DesafioPays}, "DesafioPays")
		s.add(sec, TopicDesafio, "sheet.desafio-split", pick(r.DesafioOnSplitAces, "sheet.desafio-split.yes", "sheet.desafio-split.no"), nil, "DesafioOnSplitAces")
	}
	if r.PerfectPair {
		s.add(sec, TopicPerfectPair, "sheet.perfect-pair", "sheet.perfect-pair.value",
			[]any{r.PerfectPairMixed, r.PerfectPairColour, r.PerfectPairSuited},
			"PerfectPair", "PerfectPairMixed", "PerfectPairColour", "PerfectPairSuited")
	}

	sec = SheetSectionSettlement
	s.add(sec, TopicBust, "sheet.bust", pick(r.BustCollectedAtOnce, "sheet.bust.at-once", "sheet.bust.end"), nil, "BustCollectedAtOnce")
	s.add(sec, TopicSettlementOrder, "sheet.settle-losers", pick(r.SettleLosersFirst, "sheet.settle-losers.yes", "sheet.settle-losers.no"), nil, "SettleLosersFirst")
	from := pick(r.SettleFromRight, "sheet.settle-from.right", "sheet.settle-from.left")
	if r.SettleInAnyOrder {
		from = pick(r.SettleFromRight, "sheet.settle-from.any-right", "sheet.settle-from.any-left")
	}
	s.add(sec, TopicSettlementOrder, "sheet.settle-from", from, nil, "SettleFromRight", "SettleInAnyOrder")
	if r.CollectCardsByBox {
		s.add(sec, TopicHandCards, "sheet.cards-collected", "sheet.cards-collected.by-box", nil, "CollectCardsByBox")
	}
}

func (s *sheetBuilder) punto() {
	r := s.r
	s.tableLines("sheet.positions", "sheet.positions.value")
	s.add(SheetSectionTable, TopicOneBetPerPosition, "sheet.egalite-alone", pick(r.EgaliteAlone, "sheet.egalite-alone.yes", "sheet.egalite-alone.no"), nil, "EgaliteAlone")

	sec := SheetSectionReading
	s.add(sec, TopicReader, "sheet.reader", "sheet.reader.value", nil)
	s.add(sec, TopicReader, "sheet.reader-standing", pick(r.StandingReaderExcluded, "sheet.reader-standing.yes", "sheet.reader-standing.no"), nil, "StandingReaderExcluded")
	s.add(sec, TopicButton, "sheet.button", "sheet.button.value", []any{r.ButtonStart}, "ButtonStart")
	s.add(sec, TopicReaderCall, "sheet.punto-rule", "sheet.punto-rule.value", nil)
	s.add(sec, TopicBancoRule, "sheet.banco-rule", "sheet.banco-rule.value", nil)
	// 002's Tabella rules Banco's draw by Punto's third card only; when
	// Punto stood it is the general Punto Banco regulation's (Premessa):
	// Banco 0-5 draws, 6-7 stands.
	s.addInterpretation(sec, TopicBancoRule, "sheet.banco-stood", "sheet.banco-stood.value")
	s.add(sec, TopicLastCoup, "sheet.last-coup", "sheet.last-coup.value", []any{r.LastCoupMinCards}, "LastCoupMinCards")

	sec = SheetSectionPayouts
	s.add(sec, TopicPayouts, "sheet.punto-pays", "sheet.pays", []any{r.PuntoPays}, "PuntoPays")
	s.add(sec, TopicPayouts, "sheet.banco-pays", "sheet.banco-pays.value", []any{r.BancoPays, int(r.BancoCommissionPercent)}, "PuntoPays", "BancoPays", "BancoCommissionPercent")
	s.add(sec, TopicPayouts, "sheet.egalite-pays", "sheet.egalite-pays.value", []any{r.EgalitePays}, "PuntoPays", "EgalitePays")
}

// sheetArticles is the article each field's comment cites in tables.go, by
// table and field (sheet_test.go checks them against the comments).
var sheetArticles = map[string]map[string]string{
	"italian-classic": {
		"Decks": "Cap. 1, Art. 1", "CutCardBehind": "Cap. 1", "BurnCards": "Cap. 1, Art. 1",
		"VoidIfShoeRunsOut": "Art. 1, Art. 33", "Boxes": "Cap. 1", "StandingPlayersBet": "Cap. 1",
		"BackBets": "Cap. 1, Art. 16", "SplitBindsBackBets": "Cap. 1",
		"LonePlayerMinBoxes": "Art. 14", "OneBoxWhenWaiting": "Art. 15", "Limits": "Art. 2", "HoleCard": "Art. 4, Art. 6",
		"DealerHitsSoft17": "Art. 7, Art. 25", "AllBust": "Art. 6", "BlackjackPays": "Art. 8",
		"BlackjackPaidAtOnce": "Cap. 1, Art. 13d", "EvenMoney": "Cap. 1", "Insurance": "Art. 9",
		"InsurancePays": "Art. 13a", "Double": "Art. 10", "DoubleAceCountsOne": "Art. 7",
		"DoubleAfterSplit": "Art. 11", "Pairs": "Cap. 1, Art. 11", "AceChoice": "Art. 7", "SplitAcesOneCard": "Art. 11",
		"HitSoft21": "Art. 7, Art. 11", "BustCollectedAtOnce": "Art. 5", "SettleLosersFirst": "Art. 28",
		"SettleFromRight": "Art. 28", "CallsNoMoreBets": "Art. 3", "CallsInsuranceLoses": "Art. 13",
	},
	"italian-shuffler": {
		"Decks": "Le attrezzature", "Shuffle": "Le attrezzature", "CutCardBehind": "Apertura 7", "Limits": "Il raddoppio",
		"BurnCards": "Apertura 8", "Boxes": "Il tavolo", "StandingPlayersBet": "Come si punta",
		"BackBets": "Il tavolo, Regolamento del Black Jack", "SplitBindsBackBets": "Il raddoppio, Divisione",
		"LonePlayerMinBoxes": "Il gioco", "HoleCard": "Svolgimento",
		"DealerHitsSoft17": "Obblighi del dealer, Regole particolari 17", "AllBust": "Regole particolari 13",
		"BlackjackPays": "Il gioco", "BlackjackPaidAtOnce": "Svolgimento", "EvenMoney": "Black Jack alla pari",
		"Insurance": "Assicurazione", "InsurancePays": "Assicurazione", "Double": "Il raddoppio",
		"DoubleAceCountsOne": "Il raddoppio", "DoubleAfterSplit": "Divisione", "Pairs": "Divisione",
		"MaxHands": "Divisione", "SplitAcesOneCard": "Divisione", "HitSoft21": "Il gioco",
		"ForcedHitUpTo": "Il gioco", "AceChoice": "Le carte", "BustCollectedAtOnce": "Svolgimento", "SettleLosersFirst": "Svolgimento",
	},
	"italian-shuffler-shoe": {
		"Decks": "Le attrezzature", "Shuffle": "Le attrezzature", "CutCardBehind": "Apertura 7, 9", "Limits": "Il raddoppio",
		"BurnCards": "Apertura 8", "VoidIfShoeRunsOut": "Apertura 9", "ExposedCardReshuffles": "Regole particolari 11",
		"FallenCardsCounted": "Regole particolari 5", "Boxes": "Il tavolo", "StandingPlayersBet": "Come si punta",
		"BackBets": "Il tavolo, Regolamento del Black Jack", "SplitBindsBackBets": "Il raddoppio, Divisione",
		"LonePlayerMinBoxes": "Il gioco", "HoleCard": "Svolgimento",
		"DealerHitsSoft17": "Obblighi del dealer, Regole particolari 17", "AllBust": "Regole particolari 13",
		"BlackjackPays": "Il gioco", "BlackjackPaidAtOnce": "Svolgimento", "EvenMoney": "Black Jack alla pari",
		"Insurance": "Assicurazione", "InsurancePays": "Assicurazione", "Double": "Il raddoppio",
		"DoubleAceCountsOne": "Il raddoppio", "DoubleAfterSplit": "Divisione", "Pairs": "Divisione",
		"MaxHands": "Divisione", "SplitAcesOneCard": "Divisione", "HitSoft21": "Il gioco",
		"ForcedHitUpTo": "Il gioco", "AceChoice": "Le carte", "BustCollectedAtOnce": "Svolgimento", "SettleLosersFirst": "Svolgimento",
	},
	"italian-online": {
		"Decks": "Regolamento Black Jack", "SinglePlayer": "Puntate iniziali", "AceAutomatic": "Il valore delle carte",
		"Boxes": "Puntate iniziali", "Limits": "Puntate iniziali", "HoleCard": "Distribuzione",
		"DealerHitsSoft17": "Le scelte del banco", "AllBust": "Punteggi e vincite",
		"BlackjackPays": "Punteggi e vincite", "BlackjackPaidAtOnce": "Punteggi e vincite", "Insurance": "Assicurazione", "InsurancePays": "Assicurazione",
		"Double": "Raddoppiare", "DoubleAfterSplit": "Dividere", "Pairs": "Dividere", "MaxHands": "Dividere",
		"SplitAcesOneCard": "Dividere", "SplitDealsBothHands": "Dividere", "HitSoft21": "Il valore delle carte", "PerfectPair": "Puntate speciali",
	},
	"argentine": {
		"Decks": "Cartas a utilizar", "CutCardBehind": "Desarrollo 7", "VoidIfShoeRunsOut": "Desarrollo 7",
		"StandingPlayersBet": "Desarrollo 3", "BackBets": "Desarrollo 3", "MinSeatedPlayers": "Desarrollo 1", "ShoeGoesOnBets": "Desarrollo 1", "Limits": "Desarrollo 2",
		"HoleCard": "Desarrollo 8", "DealerHitsSoft17": "Desarrollo 12-13", "AllBust": "Disposiciones 18",
		"BlackjackPays": "Formas de pago 1", "BlackjackPaidAtOnce": "Desarrollo 9", "Desafio": "Otras apuestas 4", "DesafioOnSplitAces": "Otras apuestas 4",
		"Double": "Otras apuestas 1", "DoubleFaceDown": "Otras apuestas 1", "AskDouble": "Disposiciones 8, 9",
		"Pairs": "Otras apuestas 2", "MaxHands": "Otras apuestas 2-3", "SplitBlackjackPays": "Otras apuestas 3", "HitSoft21": "Desarrollo 9",
		"AceDeclaration": "Desarrollo 10", "BustCollectedAtOnce": "Desarrollo 9", "SettleLosersFirst": "Desarrollo 9",
		"SettleFromRight": "Desarrollo 9", "CollectCardsByBox": "Desarrollo 9",
	},
	"super-punto-banco": {
		"Decks": "Art. 4", "Shuffle": "Art. 4-5", "StandingPlayersBet": "Art. 13", "Limits": "Art. 14",
		"StandingReaderExcluded": "Art. 13", "LastCoupMinCards": "Art. 5",
	},
}

// sheetInterpretations are the fields whose comment in tables.go marks an
// Interpretation, by table.
var sheetInterpretations = map[string][]string{
	"italian-classic":       {"DoubleAceCountsOne", "MaxHands"},
	"italian-shuffler":      {"Pairs", "ResplitAces", "SettleFromRight"},
	"italian-shuffler-shoe": {"CutCardBehind", "Pairs", "ResplitAces", "SettleFromRight"},
	"italian-online":        {"SettleFromRight"},
	"argentine":             {"Boxes", "DesafioPays", "DoubleAfterSplit", "SplitAcesOneCard", "SplitBlackjackPays", "AceDeclaration"},
	"super-punto-banco":     {"CutCardBehind", "Boxes", "PuntoPays", "EgaliteAlone"},
}
