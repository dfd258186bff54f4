package blackjack

import "sabot/rules"

// incidents is the table of incidents, by kind: each row says when the
// irregularity can happen, how it comes into the round, the remedy of the
// regulation, and how a wrong step is explained meanwhile. The articles are
// each table's (rules.RuleSet.Article of the row's topic); the kinds' doc
// comments name them. It is filled by init, since its functions reach the
// round's machinery, which reads the table.
var incidents [numIncidents]incident

func init() {
	incidents = [numIncidents]incident{
		NoIncident: {name: "", when: func(*Round, Turn) error { return nil }},

		// A card out of the shoe where it should not be (incident_cards.go).
		ExposedCard:     {name: "exposed-card", topic: rules.TopicExposedCard, shoe: 1, when: whenExposed, remedy: remedyExposed, refuse: refuseExposed},
		FallenCard:      {name: "fallen-card", topic: rules.TopicFallenCard, shoe: 1, when: whenDealing, remedy: remedyFallen, refuse: refuseFallen},
		StuckCards:      {name: "stuck-cards", topic: rules.TopicStuckCards, shoe: 2, when: whenDealing, remedy: burnt, refuse: refuseStuck},
		FallenCards:     {name: "fallen-cards", topic: rules.TopicFallenCards, shoe: 2, when: whenDealing, remedy: burnt, refuse: refuseFallenCards},
		UnrequestedCard: {name: "unrequested-card", topic: rules.TopicUnrequestedCard, shoe: 1, when: whenDeciding, remedy: remedyUnrequested, refuse: refuseUnrequested},
		DealerExtraCard: {name: "dealer-extra-card", topic: rules.TopicDealerExtraCard, shoe: 1, when: whenDealerStands, remedy: burnt, refuse: refuseDealerExtra},
		CutCardFirst:    {name: "cut-card-first", topic: rules.TopicCutCardFirst, when: whenCutFirst, stage: stageCutFirst, refuse: refuseCutFirst},

		// The deal (incident_deal.go).
		EmptyBox:          {name: "empty-box", topic: rules.TopicDealingError, shoe: 1, when: whenEmptyBox, stage: stageEmptyBox, remedy: remedyPickUp, refuse: refuseWrongBox},
		WrongBox:          {name: "wrong-box", topic: rules.TopicWrongBox, shoe: 1, when: whenWrongBox, stage: stageWrongBox, remedy: remedyPickUp, refuse: refuseWrongBox},
		EmptyBoxDraw:      {name: "empty-box-draw", topic: rules.TopicEmptyBoxDraw, shoe: 1, when: whenEmptyBoxDraw, stage: stageEmptyBox, remedy: burnt, refuse: refuseEmptyBoxDraw},
		EmptyBoxUnclear:   {name: "empty-box-unclear", topic: rules.TopicEmptyBoxUnclear, shoe: 1, when: whenEmptyBoxUnclear, stage: stageEmptyBoxUnclear, refuse: refuseEmptyBoxUnclear},
		DealUnclear:       {name: "deal-unclear", topic: rules.TopicDealUnclear, when: whenDealUnclear, stage: stageDealUnclear, refuse: refuseDealUnclear},
		IrregularBox:      {name: "irregular-box", topic: rules.TopicIrregularBox, shoe: 1, when: whenIrregular, stage: stageIrregular, refuse: refuseIrregular},
		BoxSkipped:        {name: "box-skipped", topic: rules.TopicBoxSkipped, when: whenBoxSkipped, stage: stageBoxSkipped, refuse: refuseBoxSkipped},
		BankCardOmitted:   {name: "bank-card-omitted", topic: rules.TopicBankCardOmitted, shoe: 1, when: whenBankOmitted, stage: stageBankOmitted, refuse: refuseBankCard},
		OneCard:           {name: "one-card", topic: rules.TopicOneCard, when: whenSecondRound, stage: stageOneCard, refuse: refuseOneCard},
		BankCardDiscarded: {name: "bank-card-discarded", topic: rules.TopicBankDiscarded, shoe: 1, when: whenBankDiscarded, stage: stageBankDiscarded, refuse: refuseBankCard},

		// The play and the settlement (incident_play.go).
		AskSkipped:           {name: "ask-skipped", topic: rules.TopicAskSkipped, shoe: 1, when: whenAskSkipped, stage: stageAskSkipped, refuse: refuseAskSkipped},
		ElevenSkipped:        {name: "eleven-skipped", topic: rules.TopicElevenSkipped, when: whenElevenSkipped, stage: stageElevenSkipped, refuse: refuseElevenSkipped},
		BankCardSeen:         {name: "bank-card-seen", topic: rules.TopicBankCardSeen, when: whenBankCardSeen, stage: stageBankCardSeen, refuse: refuseBankCardSeen},
		AbsentPlayer:         {name: "absent-player", topic: rules.TopicAbsentPlayer, when: whenAbsent, stage: stageAbsent, refuse: refuseAbsent},
		DealingStopped:       {name: "dealing-stopped", topic: rules.TopicDealingStopped, when: whenDealingStopped, stage: stageDealingStopped, refuse: refuseDealingStopped},
		PlayerCardsDiscarded: {name: "player-cards-discarded", topic: rules.TopicPlayerDiscarded, when: whenPlayerDiscarded, stage: stagePlayerDiscarded, refuse: refusePlayerDiscarded},
		CardsInDiscard:       {name: "cards-in-discard", topic: rules.TopicCardsInDiscard, when: whenCardsInDiscard, stage: stageCardsInDiscard, refuse: refuseCardsInDiscard},
	}
	for k := range incidents {
		incidentNames[k] = incidents[k].name
	}
}
