package pbtable

import (
	"sabot/assets"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
)

// The words of the Punto Banco table. The keys are literals here (and in
// bets.go), so that the locales' tests find them.
const (
	pbKeyPlaceBets    locales.Key = "punto.say.place-bets"
	pbKeyScore        locales.Key = "punto.say.score"
	pbKeyAllaRegola   locales.Key = "punto.say.alla-regola"
	pbKeyWhyRegola    locales.Key = "punto.why.alla-regola"
	pbKeyWhyParlano   locales.Key = "punto.why.le-carte-parlano"
	pbKeyWhyBlank     locales.Key = "punto.why.blank"
	pbKeyWhyLast      locales.Key = "punto.why.last-coup"
	pbKeyWhyLastMin   locales.Key = "punto.why.last-coup-min"
	pbKeyWhyVoid      locales.Key = "punto.why.void"
	pbKeyReads        locales.Key = "punto.reads"
	pbKeyYouRead      locales.Key = "punto.you-read"
	pbKeyYouHave      locales.Key = "punto.you-have"
	pbKeyYourBets     locales.Key = "punto.your-bets"
	pbKeyDealerPlays  locales.Key = "punto.dealer-plays"
	pbKeyWhyBiggest   locales.Key = "punto.why.biggest"
	pbKeyWhyTieBreak  locales.Key = "punto.why.tie-break"
	pbKeyWhyStanding  locales.Key = "punto.why.standing"
	pbKeyNewShoe      locales.Key = "punto.new-shoe"
	pbKeyBroke        locales.Key = "punto.refuse.broke"
	pbKeyTurn         locales.Key = "punto.turn"
	pbKeyShow         locales.Key = "punto.show"
	pbKeyStandUp      locales.Key = "punto.stand-up"
	pbKeyHistory      locales.Key = "punto.history"
	pbKeySitDown      locales.Key = "punto.sit-down"
	pbKeyYou          locales.Key = "punto.you"
	pbKeyStanding     locales.Key = "punto.standing"
	pbKeyOnTable      locales.Key = "punto.on-table"
	pbKeyChip         locales.Key = "punto.chip"
	pbKeyWon          locales.Key = "punto.result.win"
	pbKeyLost         locales.Key = "punto.result.lose"
	pbKeyEven         locales.Key = "punto.result.even"
	pbKeyRoads        locales.Key = "punto.roads.title"
	pbKeyBeadPlate    locales.Key = "punto.roads.bead"
	pbKeyBigRoad      locales.Key = "punto.roads.big"
	pbKeyShoeCoup     locales.Key = "punto.roads.shoe"
	pbKeyNaturals     locales.Key = "punto.roads.naturals"
	pbKeyPaid         locales.Key = "punto.paid"
	pbKeyHintBet      locales.Key = "punto.hint.bet"
	pbKeyHintStanding locales.Key = "punto.hint.standing"
	pbKeyHintRead     locales.Key = "punto.hint.read"
	pbKeyCorrectedYou locales.Key = "punto.corrected.you"
	pbKeyCorrected    locales.Key = "punto.corrected.reader"
)

// pbNumbers are the scores in words, "sette", for the announcement.
var pbNumbers = [10]locales.Key{
	"punto.n0", "punto.n1", "punto.n2", "punto.n3", "punto.n4",
	"punto.n5", "punto.n6", "punto.n7", "punto.n8", "punto.n9",
}

// pbLetters are the roads' letters of Banco, Punto and Egalité.
var pbLetters = map[punto.Side]locales.Key{
	punto.Banco:   locales.PuntoLetterBanco,
	punto.Punto:   locales.PuntoLetterPunto,
	punto.Egalite: locales.PuntoLetterEgalite,
}

// pbSaid maps the engine's phrases to the banner's words.
var pbSaid = map[punto.Phrase]locales.Key{
	punto.PhraseRienNeVaPlus:           "punto.say.rien-ne-va-plus",
	punto.PhraseColpoInBianco:          "punto.say.colpo-in-bianco",
	punto.PhraseUltimoColpo:            "punto.say.ultimo-colpo",
	punto.PhraseUltimoColpoMinimoSette: "punto.say.ultimo-colpo-minimo-sette",
	punto.PhraseCarta:                  "punto.call.carta",
	punto.PhraseNoCarta:                "punto.call.no-carta",
	punto.PhraseBattuta:                "punto.call.battuta",
	punto.PhraseAllaRegola:             pbKeyAllaRegola,
	punto.PhraseBancoPunto:             pbKeyScore,
	punto.PhraseLeCarteParlano:         "punto.say.le-carte-parlano",
	punto.PhraseVincePunto:             "punto.say.vince-punto",
	punto.PhraseVinceBanco:             "punto.say.vince-banco",
	punto.PhraseEgalite:                "punto.say.egalite",
	punto.PhraseColpoNullo:             "punto.say.colpo-nullo",
}

// pbVoice maps the engine's phrases to the dealer's recorded calls (the
// score is assets.Score).
var pbVoice = map[punto.Phrase]assets.Phrase{
	punto.PhraseRienNeVaPlus:           assets.NoMoreBets,
	punto.PhraseColpoInBianco:          assets.BlankCoup,
	punto.PhraseUltimoColpo:            assets.LastCoup,
	punto.PhraseUltimoColpoMinimoSette: assets.LastCoupMin,
	punto.PhraseCarta:                  assets.Carta,
	punto.PhraseNoCarta:                assets.NoCarta,
	punto.PhraseBattuta:                assets.Natural,
	punto.PhraseLeCarteParlano:         assets.CardsSpeak,
	punto.PhraseEgalite:                assets.Egalite,
}

// pbCallPhrase is the phrase of a reader's call.
func pbCallPhrase(c rules.ReaderCall) punto.Phrase {
	switch c {
	case rules.CallCarta:
		return punto.PhraseCarta
	case rules.CallNoCarta:
		return punto.PhraseNoCarta
	}
	return punto.PhraseBattuta
}

// pbLine is one line of text to show, kept as a key and its arguments so that
// it is written again in a new language.
type pbLine struct {
	key  locales.Key
	args []any
}

func (l pbLine) text(loc *locales.Locale) string {
	if l.key == "" {
		return ""
	}
	return loc.T(l.key, l.args...)
}

func pbSay(key locales.Key, args ...any) pbLine { return pbLine{key, args} }

// pbScoreLine is "Banco sette, Punto sei".
func pbScoreLine(banco, pt int) pbLine {
	return pbSay(pbKeyScore, pbNumbers[banco%10], pbNumbers[pt%10])
}
