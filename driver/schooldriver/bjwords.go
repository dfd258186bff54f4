package schooldriver

import (
	"strconv"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/words"
)

// stepKeys say the dealer's steps that name nothing but themselves.
var stepKeys = map[blackjack.Kind]locales.Key{
	blackjack.CloseBets:          locales.SchoolStepCloseBets,
	blackjack.OfferInsurance:     locales.SchoolStepOfferInsurance,
	blackjack.OfferEvenMoney:     locales.SchoolStepOfferEvenMoney,
	blackjack.RevealHole:         locales.SchoolStepRevealHole,
	blackjack.DealerStand:        locales.SchoolStepDealerStand,
	blackjack.DiscardDealerCard:  locales.SchoolStepDiscardDealerCard,
	blackjack.CollectCards:       locales.SchoolStepCollectCards,
	blackjack.BurnCard:           locales.SchoolIncStepBurnCard,
	blackjack.PickUpCard:         locales.SchoolIncStepPickUp,
	blackjack.LastRound:          locales.SchoolIncStepLastRound,
	blackjack.NextCardsBank:      locales.SchoolIncStepNextCardsBank,
	blackjack.VoidRound:          locales.SchoolIncStepVoidRound,
	blackjack.CallInsuranceLoses: locales.SchoolStepInsuranceLoses,
}

// boxStepKeys say the dealer's steps at a box, with the box's label
// ({box}).
var boxStepKeys = map[blackjack.Kind]locales.Key{
	blackjack.AskDesafio:   locales.SchoolStepAskDesafio,
	blackjack.AskDouble:    locales.SchoolStepAskDouble,
	blackjack.AskAce:       locales.SchoolStepAskAce,
	blackjack.RevealDouble: locales.SchoolStepReveal,
	blackjack.OfferCard:    locales.SchoolIncStepOfferCard,
	blackjack.Refuse:       locales.SchoolStepRefuse,
	blackjack.VoidBox:      locales.SchoolIncStepVoidBox,
}

// StepText says a dealer's step as the croupier does, in the user's
// language, naming a box in the word of the table loc is at
// (locales.SchoolBoxAt, {box}): "Carta alla casella 3, coperta" at the
// classic table (000), "Pagare 37,50 alla postazione 1 (puntata)" at the
// shuffler's (004) and the online table (003).
func StepText(loc *locales.Locale, a blackjack.Action) string {
	box := BoxLabel(loc, a.Box, a.Hand)
	if k, ok := stepKeys[a.Kind]; ok {
		return loc.T(k)
	}
	if k, ok := boxStepKeys[a.Kind]; ok {
		return loc.T(k, box)
	}
	var s string
	switch a.Kind {
	case blackjack.Burn:
		s = loc.T(locales.SchoolStepBurn, a.Cards)
	case blackjack.Deal:
		if a.Box == 0 {
			s = loc.T(locales.SchoolStepDealDealer)
		} else {
			s = loc.T(locales.SchoolStepDealBox, box)
		}
		if a.FaceDown {
			s = loc.T(locales.SchoolStepFaceDown, s)
		}
	case blackjack.Pay:
		s = loc.T(locales.SchoolStepPay, a.Amount, box, BetWord(loc, a.Bet))
	case blackjack.Collect:
		s = loc.T(locales.SchoolStepCollect, a.Amount, box, BetWord(loc, a.Bet))
	case blackjack.Announce:
		s = loc.T(locales.SchoolStepAnnounce, AnnouncedText(loc, a.Total))
	case blackjack.CallTotal:
		s = loc.T(locales.SchoolStepCall, box, words.CallNotation(loc, a))
	case blackjack.CollectHandCards:
		if a.Box == 0 {
			s = loc.T(locales.SchoolStepCardsDealer)
		} else {
			s = loc.T(locales.SchoolStepCardsBox, box)
		}
	default:
		s = words.Decision(loc, a)
	}
	return s
}

// AnnouncedText is the dealer's announcement as he says it: "19", "Sballa",
// "Black Jack".
func AnnouncedText(loc *locales.Locale, total int) string {
	switch total {
	case blackjack.AnnouncedBust:
		return loc.T(locales.SchoolAnnounceBust)
	case blackjack.AnnouncedBlackjack:
		return loc.T(locales.SchoolAnnounceBlackjack)
	}
	return strconv.Itoa(total)
}

// BoxLabel is a box with its number in the word of the table loc is at,
// and the hand after a split: "casella 3", "postazione 3, mano 2".
func BoxLabel(loc *locales.Locale, box, hand int) string {
	n := loc.T(locales.SchoolBoxAt, box)
	if hand > 1 {
		return loc.T(locales.SchoolHandOf, n, hand)
	}
	return n
}

// BetWord names a bet: the stake, the insurance, even money, the desafío,
// the Perfect Pair.
func BetWord(loc *locales.Locale, b blackjack.BetKind) string {
	switch b {
	case blackjack.InsuranceBet:
		return loc.T(locales.SchoolBetInsurance)
	case blackjack.EvenMoneyBet:
		return loc.T(locales.SchoolBetEvenMoney)
	case blackjack.DesafioBet:
		return loc.T(locales.SchoolBetDesafio)
	case blackjack.PerfectPairBet:
		return loc.T(locales.SchoolBetPerfectPair)
	}
	return loc.T(locales.SchoolBetMain)
}

// DecisionWord is a player's answer as the table hears it, in the words
// of its regulation rs (words.Call).
func DecisionWord(loc *locales.Locale, rs rules.RuleSet, a blackjack.Action) string {
	return words.Call(loc, rs, a)
}
