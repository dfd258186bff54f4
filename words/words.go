package words

import (
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/tutor"
	"sabot/tutor/strategy"
)

// actionName is an answer's name on its button: "Hit", "Ace = 11".
func Action(loc *locales.Locale, t tutor.Action) string {
	switch t {
	case tutor.Hit:
		return loc.T(locales.ActionHit)
	case tutor.Stand:
		return loc.T(locales.ActionStand)
	case tutor.Double:
		return loc.T(locales.ActionDouble)
	case tutor.Split:
		return loc.T(locales.ActionSplit)
	case tutor.AceOne:
		return loc.T(locales.DrillAce, 1)
	case tutor.AceEleven:
		return loc.T(locales.DrillAce, 11)
	case tutor.FollowDouble:
		return loc.T(locales.BJFollowDouble)
	case tutor.NoFollowDouble:
		return loc.T(locales.BJNoFollowDouble)
	case tutor.FollowSplit:
		return loc.T(locales.BJFollowSplit)
	case tutor.FirstCard:
		return loc.T(locales.BJFirstCard)
	case tutor.SecondCard:
		return loc.T(locales.BJSecondCard)
	}
	return t.String()
}

// Answer is an action's name, the side decisions' too: the table's
// button's, and for a side decision declined "No insurance" and the like.
func Answer(loc *locales.Locale, a tutor.Action) string {
	switch a {
	case tutor.Insurance:
		return loc.T(locales.ActionInsurance)
	case tutor.NoInsurance:
		return loc.T(locales.TrainerNoInsurance)
	case tutor.EvenMoney:
		return loc.T(locales.BJEvenMoney)
	case tutor.NoEvenMoney:
		return loc.T(locales.TrainerNoEvenMoney)
	case tutor.Desafio:
		return loc.T(locales.BJDesafio)
	case tutor.NoDesafio:
		return loc.T(locales.TrainerNoDesafio)
	}
	return Action(loc, a)
}

// decisionWord is a decision in the language.
func Decision(loc *locales.Locale, a blackjack.Action) string {
	switch a.Kind {
	case blackjack.Hit:
		return loc.T(locales.ActionHit)
	case blackjack.Stand:
		return loc.T(locales.ActionStand)
	case blackjack.Double:
		return loc.T(locales.ActionDouble)
	case blackjack.Split:
		return loc.T(locales.ActionSplit)
	case blackjack.Insure:
		return loc.T(locales.BJInsuranceOf, a.Amount)
	case blackjack.EvenMoney:
		return loc.T(locales.BJEvenMoney)
	case blackjack.Desafio:
		return loc.T(locales.BJDesafioOf, a.Amount)
	case blackjack.DeclareAce:
		return loc.T(locales.BJAceIs, a.Ace.String())
	case blackjack.FollowDouble:
		return loc.T(locales.BJFollowDouble)
	case blackjack.FollowSplit:
		return loc.T(locales.BJFollowSplit)
	case blackjack.FirstCard:
		return loc.T(locales.BJFirstCard)
	case blackjack.SecondCard:
		return loc.T(locales.BJSecondCard)
	case blackjack.Withdraw:
		return loc.T(locales.BJWithdraw)
	case blackjack.PlayOn:
		return loc.T(locales.BJPlayOn)
	}
	return loc.T(locales.ActionNo)
}

// SpotName describes a chart cell in the current language: "Hard 16 v 10",
// "Pair 88 v A", at the argentine table "A7, ace to declare, v 6".
func Spot(loc *locales.Locale, rs rules.RuleSet, s strategy.Spot) string {
	k := locales.ChartSpotHard
	switch s.Section {
	case strategy.SectionSoft:
		k = locales.ChartSpotSoft
		if rs.AceDeclaration {
			k = locales.ChartSpotAce
		}
	case strategy.SectionSoftDrawn:
		k = locales.ChartSpotSoftDrawn
	case strategy.SectionPair:
		k = locales.ChartSpotPair
	}
	return loc.T(k, Hand(s), s.UpLabel())
}

// Hand is a chart row's hand as the screen writes it: the chart's own
// notation ("16", "A7"), but a pair with its card twice and a ten as
// "10" ("8-8", "10-10", "A-A"), not the notation's "TT".
func Hand(s strategy.Spot) string {
	h := s.Hand()
	if s.Section != strategy.SectionPair || len(h) != 2 {
		return h
	}
	v := h[:1]
	if v == "T" {
		v = "10"
	}
	return v + "-" + v
}

// Letters are the chart's letters in the user's language: T, S, R, Rs, P
// in Italian, C, S, D, Ds, A in Spanish, H, S, D, Ds, P in English. A
// language's own letter that is the key of another play gives way to the
// play's own key (Italian divido is P, not the key D of the double;
// Spanish me planto is S, not the key P of the split), so that the letter
// read on the chart is the key that plays it.
func Letters(loc *locales.Locale) strategy.Letters {
	return strategy.Letters{
		Code: [...]string{"",
			loc.T(locales.ChartLetterHit), loc.T(locales.ChartLetterStand), loc.T(locales.ChartLetterDouble),
			loc.T(locales.ChartLetterDoubleStand), loc.T(locales.ChartLetterSplit)},
		Legend:    loc.T(locales.ChartLettersLegend),
		AceLegend: loc.T(locales.ChartLettersAce),
	}
}

// Cell is a chart's cell as chart ch prints it in the user's language:
// "T" (Italian hit), "11S" (the argentine ace declared eleven, then stand
// in Spanish); the online table's published chart in its casino's letters.
func Cell(loc *locales.Locale, ch *strategy.Chart, c strategy.Cell) string {
	return c.In(ChartLetters(loc, ch))
}

// ChartLetters are the letters a chart is written in: the online table's
// published chart keeps its casino's letters (seeds/003) in every language,
// any other chart the user's language's.
func ChartLetters(loc *locales.Locale, ch *strategy.Chart) strategy.Letters {
	if ch != nil && ch.Published() {
		return strategy.PublishedLetters
	}
	return Letters(loc)
}

// Call is a player's decision as he says it at table rs: the stand in the
// word of the table's regulation — «No» at the Italian casino (000 Cap. 1,
// Art. 23: "passa oltre se il giocatore dice "no""), «Resto» at the
// Shuffler Mate casino's tables (004 Svolgimento: "finché non dirà di
// "restare"") — and at the online table (003, its chart's "S = sto") and
// the Argentine one (001 Desarrollo 9, "Plantar") the button's word; every
// other decision as Decision (the card is «Carta» at every table: 000
// Art. 23, 003 "Stai", "Carta", 004 "chiamare carta"; 001 names no word).
func Call(loc *locales.Locale, rs rules.RuleSet, a blackjack.Action) string {
	if a.Kind != blackjack.Stand {
		return Decision(loc, a)
	}
	switch {
	case rs.SameRegulation(rules.ItalianClassic):
		return loc.T(locales.BJCallStandNo)
	case rs.SameRegulation(rules.ItalianShuffler):
		return loc.T(locales.BJCallStandResto)
	}
	return loc.T(locales.ActionStand)
}
