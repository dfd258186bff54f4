package dealerdrill

import (
	"strings"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/drillview"
	"sabot/tutor/croupier"
)

// kindKey is the name of a kind of bet.
var kindKey = map[croupier.PayKind]locales.Key{
	croupier.Blackjack: locales.DDrillKindBlackjack,
	croupier.Insurance: locales.DDrillKindInsurance,
	croupier.EvenMoney: locales.DDrillKindEvenMoney,
	croupier.Desafio:   locales.DDrillKindDesafio,
	croupier.Punto:     locales.DDrillKindPunto,
	croupier.Banco:     locales.DDrillKindBanco,
	croupier.Egalite:   locales.DDrillKindEgalite,
}

// kindName is a kind of bet in the user's language: "Blackjack", "Banco".
func kindName(loc *locales.Locale, k croupier.PayKind) string {
	if key, ok := kindKey[k]; ok {
		return loc.T(key)
	}
	return "?"
}

// paysLine says what a kind pays at the table: "pays 3 to 2", "pays 1 to 1
// less 5%".
func paysLine(loc *locales.Locale, r rules.RuleSet, k croupier.PayKind) string {
	ratio := croupier.Ratio(r, k)
	if k == croupier.Banco && r.BancoCommissionPercent > 0 {
		return loc.T(locales.DDrillPaysLess, ratio, r.BancoCommissionPercent)
	}
	return loc.T(locales.DDrillPays, ratio)
}

// kindsLine lists what the table pays: "Blackjack 3 to 2 · Insurance 2 to
// 1 · Even money 1 to 1", "Punto 1 to 1 · Banco 1 to 1 less 5% · Egalité 8
// to 1".
func kindsLine(loc *locales.Locale, r rules.RuleSet) string {
	var parts []string
	for _, k := range croupier.Kinds(r) {
		part := kindName(loc, k) + " " + loc.T(locales.FmtRatio, croupier.Ratio(r, k).Win, croupier.Ratio(r, k).Stake)
		if k == croupier.Banco && r.BancoCommissionPercent > 0 {
			part += " " + loc.T(locales.DDrillLessPercent, r.BancoCommissionPercent)
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}

// stakeLine says the winning stake: "Stake 35,00", or for insurance and the
// desafío "Insurance 17,50 on a bet of 35,00".
func stakeLine(loc *locales.Locale, p croupier.Payout) string {
	if p.Kind == croupier.Insurance || p.Kind == croupier.Desafio {
		return loc.T(locales.DDrillSideStake, kindName(loc, p.Kind), p.Stake, p.Bet)
	}
	return loc.T(locales.DDrillStake, p.Stake)
}

// calcLine works the payment out as a croupier does: the stake and its
// half for 3:2, the stake times the ratio, the commission taken off.
func calcLine(loc *locales.Locale, p croupier.Payout) string {
	r := p.Ratio
	switch {
	case p.Kind == croupier.Banco && p.Commission > 0:
		gross := r.Of(p.Stake)
		return loc.T(locales.DDrillCalcCommission, p.Commission, gross, gross-p.Due, p.Due)
	case r.Win == r.Stake:
		return loc.T(locales.DDrillCalcEven, p.Due)
	case r.Win == 3 && r.Stake == 2:
		return loc.T(locales.DDrillCalcThreeTwo, p.Stake, p.Due-p.Stake, p.Due)
	case r.Stake == 1:
		return loc.T(locales.DDrillCalcTimes, p.Stake, int(r.Win), p.Due)
	}
	return loc.T(locales.DDrillCalcRatio, p.Stake, r, p.Due)
}

// sideName is Punto or Banco as the table says it.
func sideName(loc *locales.Locale, s croupier.Side) string {
	if s == croupier.BancoSide {
		return loc.T(locales.DDrillSideBanco)
	}
	return loc.T(locales.DDrillSidePunto)
}

// drawWord is an answer of the Tabella: "Punto draws", "Banco stands".
func drawWord(loc *locales.Locale, s croupier.Side, draws bool) string {
	switch {
	case s == croupier.PuntoSide && draws:
		return loc.T(locales.DDrillPuntoDraws)
	case s == croupier.PuntoSide:
		return loc.T(locales.DDrillPuntoStands)
	case draws:
		return loc.T(locales.DDrillBancoDraws)
	}
	return loc.T(locales.DDrillBancoStands)
}

// whyLines explain a Tabella answer by the rule: the natural, the reader's
// call, or Banco's row and Punto's third card.
func whyLines(loc *locales.Locale, c croupier.Coup, w croupier.Why) []string {
	if w.Natural {
		pts := w.PuntoPoints
		if w.NaturalSide == croupier.BancoSide {
			pts = w.BancoPoints
		}
		return []string{loc.T(locales.DDrillWhyNatural, sideName(loc, w.NaturalSide), pts)}
	}
	if c.Turn == croupier.PuntoSide {
		if w.Call == rules.CallCarta {
			return []string{loc.T(locales.DDrillWhyCarta, w.PuntoPoints)}
		}
		return []string{loc.T(locales.DDrillWhyNoCarta, w.PuntoPoints)}
	}
	if !w.PuntoDrew {
		return []string{loc.T(locales.DDrillWhyPuntoStood, w.PuntoPoints), loc.T(locales.DDrillWhyBancoNoCall)}
	}
	return []string{loc.T(locales.DDrillWhyThird, w.BancoPoints, w.Third), bancoRow(loc, w.BancoPoints)}
}

// bancoRow is Banco's row of the Tabella when Punto drew.
func bancoRow(loc *locales.Locale, points int) string {
	switch points {
	case 0, 1, 2:
		return loc.T(locales.DDrillWhyBanco02)
	case 3:
		return loc.T(locales.DDrillWhyBanco3)
	case 4:
		return loc.T(locales.DDrillWhyBanco4)
	case 5:
		return loc.T(locales.DDrillWhyBanco5)
	case 6:
		return loc.T(locales.DDrillWhyBanco6)
	}
	return loc.T(locales.DDrillWhyBanco7)
}

// seconds is a time in ticks as seconds.
func seconds(ticks float64) float64 { return drillview.Seconds(ticks) }

// secondsText is a time in ticks as "3,4 s", or a dash for none.
func secondsText(loc *locales.Locale, ticks float64) string {
	if ticks <= 0 {
		return "—"
	}
	return loc.T(locales.DDrillSeconds, loc.Fixed(seconds(ticks), 1))
}
