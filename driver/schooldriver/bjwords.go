package schooldriver

import (
	"strconv"

	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/words"
)

// StepText says a dealer's step as the croupier does, in the user's
// language, naming a box in the word of the table loc is at
// (locales.SchoolBoxAt, {box}): "Carta alla casella 3, coperta" at the
// classic table (000), "Pagare 37,50 alla postazione 1 (puntata)" at the
// shuffler's (004) and the online table (003).
func StepText(loc *locales.Locale, a blackjack.Action) string {
	box := BoxLabel(loc, a.Box, a.Hand)
	var s string
	switch a.Kind {
	case blackjack.CloseBets:
		s = loc.T(locales.SchoolStepCloseBets)
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
	case blackjack.OfferInsurance:
		s = loc.T(locales.SchoolStepOfferInsurance)
	case blackjack.OfferEvenMoney:
		s = loc.T(locales.SchoolStepOfferEvenMoney)
	case blackjack.AskDesafio:
		s = loc.T(locales.SchoolStepAskDesafio, box)
	case blackjack.AskDouble:
		s = loc.T(locales.SchoolStepAskDouble, box)
	case blackjack.AskAce:
		s = loc.T(locales.SchoolStepAskAce, box)
	case blackjack.RevealHole:
		s = loc.T(locales.SchoolStepRevealHole)
	case blackjack.RevealDouble:
		s = loc.T(locales.SchoolStepReveal, box)
	case blackjack.DealerStand:
		s = loc.T(locales.SchoolStepDealerStand)
	case blackjack.DiscardDealerCard:
		s = loc.T(locales.SchoolStepDiscardDealerCard)
	case blackjack.Pay:
		s = loc.T(locales.SchoolStepPay, a.Amount, box, BetWord(loc, a.Bet))
	case blackjack.Collect:
		s = loc.T(locales.SchoolStepCollect, a.Amount, box, BetWord(loc, a.Bet))
	case blackjack.CollectCards:
		s = loc.T(locales.SchoolStepCollectCards)
	case blackjack.BurnCard:
		s = loc.T(locales.SchoolIncStepBurnCard)
	case blackjack.PickUpCard:
		s = loc.T(locales.SchoolIncStepPickUp)
	case blackjack.OfferCard:
		s = loc.T(locales.SchoolIncStepOfferCard, box)
	case blackjack.LastRound:
		s = loc.T(locales.SchoolIncStepLastRound)
	case blackjack.Refuse:
		s = loc.T(locales.SchoolStepRefuse, box)
	case blackjack.VoidBox:
		s = loc.T(locales.SchoolIncStepVoidBox, box)
	case blackjack.NextCardsBank:
		s = loc.T(locales.SchoolIncStepNextCardsBank)
	case blackjack.VoidRound:
		s = loc.T(locales.SchoolIncStepVoidRound)
	case blackjack.CallInsuranceLoses:
		s = loc.T(locales.SchoolStepInsuranceLoses)
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
