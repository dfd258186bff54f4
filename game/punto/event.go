package punto

import (
	"fmt"

	"sabot/rules"
)

// EventKind is the kind of something that happened at the table. The scenes
// turn each into an animation or the dealer's voice.
type EventKind uint8

// The events of a coup.
const (
	// EventAnnounce: the dealer says Phrase (with Banco and Punto for the
	// score, Side for the winner).
	EventAnnounce EventKind = iota + 1
	// EventCutCard: the cut card (mascherina) came out of the sabot; an
	// EventAnnounce of the last coup follows (Art. 5).
	EventCutCard
	// EventCard: Card was dealt to Side (NoSide: onto the table, Art. 5),
	// face down or up; Index is its place in the hand (1-3) or on the table.
	EventCard
	// EventGive: the two Punto cards went, face down, to the reader at
	// Position.
	EventGive
	// EventCall: the reader at Position called Call (Phrase is its key).
	EventCall
	// EventCorrection: a mistake was corrected. Phrase PhraseAllaRegola: the
	// reader's call, and Call is the call of the rule; PhraseLeCarteParlano:
	// the dealer's score, and Banco and Punto are the true scores.
	EventCorrection
	// EventTurn: Side's cards were turned face up; Points is the hand's
	// score, Natural reports an 8 or 9 on two cards (battuta).
	EventTurn
	// EventSettle: the bet on Side at Position was settled: Result says how,
	// Amount is what moved (the stake collected, the winnings paid, the stake
	// returned or withdrawn).
	EventSettle
	// EventDiscard: the cards went to the discard holder.
	EventDiscard
	// EventButton: the button passed to Position.
	EventButton
	// EventIncident: Incident happened (Round.Incident); Card is the card
	// out of the sabot, Article the article that rules it.
	EventIncident
	// EventRemedy: the remedy of Incident was applied to Card (picked up,
	// under the sabot, kept for the next coup in blank); a Colpo in Bianco
	// declared as a remedy is an EventAnnounce of PhraseColpoInBianco.
	EventRemedy
	// EventTakeBack: the third card Card dealt to Side on the reader's
	// wrong call is taken back when the coup is rebuilt "alla regola"; it
	// is dealt again as the rule gives it (an EventCard), or laid aside
	// for a Colpo in Bianco (an EventRemedy).
	EventTakeBack
)

// String returns the kind's name, e.g. "announce".
func (k EventKind) String() string {
	switch k {
	case EventAnnounce:
		return "announce"
	case EventCutCard:
		return "cut-card"
	case EventCard:
		return "card"
	case EventGive:
		return "give"
	case EventCall:
		return "call"
	case EventCorrection:
		return "correction"
	case EventTurn:
		return "turn"
	case EventSettle:
		return "settle"
	case EventDiscard:
		return "discard"
	case EventButton:
		return "button"
	case EventIncident:
		return "incident"
	case EventRemedy:
		return "remedy"
	case EventTakeBack:
		return "take-back"
	}
	return "?"
}

// Phrase is the key of something said at the table. The scenes map it to a
// line of the locales and to the dealer's voice.
type Phrase string

// The phrases of a Super Punto Banco coup.
const (
	// PhraseRienNeVaPlus: "Rien ne va plus", the bets are closed.
	PhraseRienNeVaPlus Phrase = "rien-ne-va-plus"
	// PhraseColpoInBianco: "Colpo in Bianco", a coup with no bets.
	PhraseColpoInBianco Phrase = "colpo-in-bianco"
	// PhraseUltimoColpo: "Ultimo colpo della taglia", the cut card came out.
	PhraseUltimoColpo Phrase = "ultimo-colpo"
	// PhraseUltimoColpoMinimoSette: "Ultimo colpo della taglia, minimo sette
	// carte o nullo", the coup started with the cut card.
	PhraseUltimoColpoMinimoSette Phrase = "ultimo-colpo-minimo-sette"
	// PhraseCarta: the reader's "carta".
	PhraseCarta Phrase = "carta"
	// PhraseNoCarta: the reader's "no carta".
	PhraseNoCarta Phrase = "no-carta"
	// PhraseBattuta: the reader turns an 8 or 9 at once.
	PhraseBattuta Phrase = "battuta"
	// PhraseAllaRegola: a wrong call is corrected "alla regola".
	PhraseAllaRegola Phrase = "alla-regola"
	// PhraseBancoPunto: the score, "Banco N, Punto M".
	PhraseBancoPunto Phrase = "banco-punto"
	// PhraseLeCarteParlano: "Le carte parlano", a wrong score corrected.
	PhraseLeCarteParlano Phrase = "le-carte-parlano"
	// PhraseVincePunto: Punto wins.
	PhraseVincePunto Phrase = "vince-punto"
	// PhraseVinceBanco: Banco wins.
	PhraseVinceBanco Phrase = "vince-banco"
	// PhraseEgalite: a tie, "Egalité".
	PhraseEgalite Phrase = "egalite"
	// PhraseColpoNullo: the coup is void.
	PhraseColpoNullo Phrase = "colpo-nullo"
)

// Phrases lists every phrase, for the locales' completeness test.
func Phrases() []Phrase {
	return []Phrase{PhraseRienNeVaPlus, PhraseColpoInBianco, PhraseUltimoColpo, PhraseUltimoColpoMinimoSette,
		PhraseCarta, PhraseNoCarta, PhraseBattuta, PhraseAllaRegola, PhraseBancoPunto, PhraseLeCarteParlano,
		PhraseVincePunto, PhraseVinceBanco, PhraseEgalite, PhraseColpoNullo}
}

func callPhrase(c rules.ReaderCall) Phrase {
	switch c {
	case rules.CallCarta:
		return PhraseCarta
	case rules.CallNoCarta:
		return PhraseNoCarta
	}
	return PhraseBattuta
}

func winnerPhrase(s Side) Phrase {
	switch s {
	case Punto:
		return PhraseVincePunto
	case Banco:
		return PhraseVinceBanco
	}
	return PhraseEgalite
}

// Result is how a bet ended.
type Result uint8

// The results of a bet.
const (
	// Open: not settled yet.
	Open Result = iota
	// Lose: the bet was collected.
	Lose
	// Win: the bet was paid.
	Win
	// Push: a Punto or Banco bet on a tie, returned ("il colpo è dichiarato
	// nullo").
	Push
	// Void: the coup was void (Art. 5) and the bet returned.
	Void
	// Withdrawn: the bet was withdrawn for a Colpo in Bianco (Art. 1, 3).
	Withdrawn
)

// String returns "open", "lose", "win", "push", "void" or "withdrawn".
func (r Result) String() string {
	switch r {
	case Lose:
		return "lose"
	case Win:
		return "win"
	case Push:
		return "push"
	case Void:
		return "void"
	case Withdrawn:
		return "withdrawn"
	}
	return "open"
}

// MarshalText implements encoding.TextMarshaler.
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler, so a saved record reads
// back.
func (r *Result) UnmarshalText(b []byte) error {
	for x := Open; x <= Withdrawn; x++ {
		if x.String() == string(b) {
			*r = x
			return nil
		}
	}
	return fmt.Errorf("unknown result %q: want open, lose, win, push, void or withdrawn", b)
}

// Event is one thing that happened at the table: a plain value with the
// fields its Kind uses (see EventKind). Apply returns them in the order they
// happen.
type Event struct {
	// Kind says what happened and which fields are set.
	Kind EventKind
	// Incident is the incident of EventIncident and EventRemedy.
	Incident IncidentKind
	// Phrase is what was said (EventAnnounce, EventCall, EventCorrection).
	Phrase Phrase
	// Article is the regulation's article behind an announcement or a
	// correction, e.g. "Art. 5".
	Article string
	// Side is the hand of a card or a turn, the bet settled, or the winner.
	Side Side
	// Card is the card dealt (EventCard).
	Card rules.Card
	// FaceUp reports a card dealt face up (EventCard).
	FaceUp bool
	// Index is the card's place in its hand, 1-3, or on the table.
	Index int
	// Position is the reader's, the bet's or the button's position.
	Position int
	// Call is the reader's call (EventCall) or the rule's (EventCorrection).
	Call rules.ReaderCall
	// Points is the score of the hand turned (EventTurn).
	Points int
	// Natural reports a battuta, 8 or 9 on two cards (EventTurn).
	Natural bool
	// Banco and Punto are the scores of the announcement or correction.
	Banco, Punto int
	// Result is how the bet was settled (EventSettle).
	Result Result
	// Amount is the money moved (EventSettle).
	Amount rules.Money
}

// String describes the event in one line, e.g. "card punto 4S down 1" or
// "settle 3 banco win 9.50".
func (e Event) String() string {
	switch e.Kind {
	case EventAnnounce:
		switch e.Phrase {
		case PhraseBancoPunto:
			return fmt.Sprintf("announce %s %d %d", e.Phrase, e.Banco, e.Punto)
		}
		return "announce " + string(e.Phrase)
	case EventCutCard:
		return "cut-card"
	case EventCard:
		face := "down"
		if e.FaceUp {
			face = "up"
		}
		return fmt.Sprintf("card %s %s %s %d", e.Side, e.Card, face, e.Index)
	case EventGive:
		return fmt.Sprintf("give %d", e.Position)
	case EventCall:
		return fmt.Sprintf("call %d %s", e.Position, e.Phrase)
	case EventCorrection:
		if e.Phrase == PhraseLeCarteParlano {
			return fmt.Sprintf("correction %s %d %d", e.Phrase, e.Banco, e.Punto)
		}
		return fmt.Sprintf("correction %s %s", e.Phrase, e.Call)
	case EventTurn:
		s := fmt.Sprintf("turn %s %d", e.Side, e.Points)
		if e.Natural {
			s += " battuta"
		}
		return s
	case EventSettle:
		return fmt.Sprintf("settle %d %s %s %s", e.Position, e.Side, e.Result, e.Amount)
	case EventDiscard:
		return "discard"
	case EventButton:
		return fmt.Sprintf("button %d", e.Position)
	case EventIncident:
		return fmt.Sprintf("incident %s %s", e.Incident, e.Card)
	case EventRemedy:
		if e.Incident == NoIncident {
			return fmt.Sprintf("remedy rebuilt %s", e.Card)
		}
		return fmt.Sprintf("remedy %s %s", e.Incident, e.Card)
	case EventTakeBack:
		return fmt.Sprintf("take-back %s %s", e.Side, e.Card)
	}
	return "?"
}
