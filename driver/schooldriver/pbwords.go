package schooldriver

import (
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// PBStepText says a step of the Punto Banco croupier as he does, in the
// user's language: "Carte di Punto al posto 3", "Banco 7, Punto 5",
// "Pagare 9,50 sulla puntata su Banco al posto 2".
func PBStepText(loc *locales.Locale, a punto.Action) string {
	switch a.Kind {
	case punto.Close:
		return loc.T(locales.SchoolStepCloseBets)
	case punto.Bianco:
		return loc.T(locales.SchoolPBStepBianco)
	case punto.Deal:
		return loc.T(locales.SchoolPBStepDeal, SideWord(loc, a.Side))
	case punto.Give:
		return loc.T(locales.SchoolPBStepGive, a.Position)
	case punto.Call:
		return CallWord(loc, a.Call)
	case punto.Turn:
		return loc.T(locales.SchoolPBStepTurn, SideWord(loc, a.Side))
	case punto.Draw:
		return loc.T(locales.SchoolPBStepDraw, SideWord(loc, a.Side))
	case punto.DrawRest:
		return loc.T(locales.SchoolPBStepDrawRest)
	case punto.Announce:
		return loc.T(locales.SchoolPBStepAnnounce, a.Banco, a.Punto)
	case punto.Annul:
		return loc.T(locales.SchoolPBStepAnnul)
	case punto.Collect:
		return loc.T(locales.SchoolPBStepCollect, SideWord(loc, a.Side), a.Position)
	case punto.Pay:
		return loc.T(locales.SchoolPBStepPay, a.Amount, SideWord(loc, a.Side), a.Position)
	case punto.Return:
		return loc.T(locales.SchoolPBStepReturn, SideWord(loc, a.Side), a.Position)
	case punto.Discard:
		return loc.T(locales.SchoolPBStepDiscard)
	case punto.PassButton:
		return loc.T(locales.SchoolPBStepButton, a.Position)
	case punto.PickUp:
		return loc.T(locales.SchoolIncStepPickUp)
	case punto.UnderShoe:
		return loc.T(locales.SchoolIncStepUnderShoe)
	case punto.NextBianco:
		return loc.T(locales.SchoolIncStepNextBianco)
	case punto.Burn:
		return loc.T(locales.SchoolIncStepBurn)
	case punto.UltimoColpo:
		return loc.T(locales.SchoolPBStepUltimoColpo)
	case punto.UltimoColpoSette:
		return loc.T(locales.SchoolPBStepUltimoSette)
	case punto.Indicate:
		return loc.T(locales.SchoolPBStepIndicate, SideWord(loc, a.Side))
	case punto.RestoreOrder:
		return loc.T(locales.SchoolIncStepRestoreOrder)
	}
	return ""
}

// SideWord names a side: Punto, Banco, Egalité.
func SideWord(loc *locales.Locale, s punto.Side) string {
	switch s {
	case punto.Banco:
		return loc.T(locales.SchoolPBSideBanco)
	case punto.Egalite:
		return loc.T(locales.SchoolPBSideEgalite)
	}
	return loc.T(locales.SchoolPBSidePunto)
}

// CallWord is the reader's call as the table hears it.
func CallWord(loc *locales.Locale, c rules.ReaderCall) string {
	switch c {
	case rules.CallCarta:
		return loc.T(locales.SchoolPBCallCarta)
	case rules.CallNoCarta:
		return loc.T(locales.SchoolPBCallNoCarta)
	}
	return loc.T(locales.SchoolPBCallBattuta)
}
