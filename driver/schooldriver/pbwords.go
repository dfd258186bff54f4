package schooldriver

import (
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// pbStepKeys say the croupier's steps that name nothing but themselves.
var pbStepKeys = map[punto.ActionKind]locales.Key{
	punto.Close:            locales.SchoolStepCloseBets,
	punto.Bianco:           locales.SchoolPBStepBianco,
	punto.DrawRest:         locales.SchoolPBStepDrawRest,
	punto.Annul:            locales.SchoolPBStepAnnul,
	punto.Discard:          locales.SchoolPBStepDiscard,
	punto.PickUp:           locales.SchoolIncStepPickUp,
	punto.UnderShoe:        locales.SchoolIncStepUnderShoe,
	punto.NextBianco:       locales.SchoolIncStepNextBianco,
	punto.Burn:             locales.SchoolIncStepBurn,
	punto.UltimoColpo:      locales.SchoolPBStepUltimoColpo,
	punto.UltimoColpoSette: locales.SchoolPBStepUltimoSette,
	punto.RestoreOrder:     locales.SchoolIncStepRestoreOrder,
}

// pbSideStepKeys say the croupier's steps on a side, with the side's word
// (SideWord).
var pbSideStepKeys = map[punto.ActionKind]locales.Key{
	punto.Deal:     locales.SchoolPBStepDeal,
	punto.Turn:     locales.SchoolPBStepTurn,
	punto.Draw:     locales.SchoolPBStepDraw,
	punto.Indicate: locales.SchoolPBStepIndicate,
}

// PBStepText says a step of the Punto Banco croupier as he does, in the
// user's language: "Carte di Punto al posto 3", "Banco 7, Punto 5",
// "Pagare 9,50 sulla puntata su Banco al posto 2".
func PBStepText(loc *locales.Locale, a punto.Action) string {
	if k, ok := pbStepKeys[a.Kind]; ok {
		return loc.T(k)
	}
	if k, ok := pbSideStepKeys[a.Kind]; ok {
		return loc.T(k, SideWord(loc, a.Side))
	}
	switch a.Kind {
	case punto.Give:
		return loc.T(locales.SchoolPBStepGive, a.Position)
	case punto.Call:
		return CallWord(loc, a.Call)
	case punto.Announce:
		return loc.T(locales.SchoolPBStepAnnounce, a.Banco, a.Punto)
	case punto.Collect:
		return loc.T(locales.SchoolPBStepCollect, SideWord(loc, a.Side), a.Position)
	case punto.Pay:
		return loc.T(locales.SchoolPBStepPay, a.Amount, SideWord(loc, a.Side), a.Position)
	case punto.Return:
		return loc.T(locales.SchoolPBStepReturn, SideWord(loc, a.Side), a.Position)
	case punto.PassButton:
		return loc.T(locales.SchoolPBStepButton, a.Position)
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
