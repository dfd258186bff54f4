package punto

import (
	"fmt"

	"sabot/game"
	"sabot/rules"
)

// Hand is one side's cards in a record.
type Hand struct {
	// Cards are the hand's cards in notation, e.g. "4S 3H KD".
	Cards rules.Cards `json:"cards"`
	// Total is the hand's score, 0-9.
	Total int `json:"total"`
	// Natural marks a battuta: 8 or 9 on the first two cards.
	Natural bool `json:"natural,omitempty"`
}

// BetRecord is one bet of a record and how it ended.
type BetRecord struct {
	// Position, Player, Standing, On and Amount are the bet's (see Bet).
	Position int         `json:"position"`
	Player   string      `json:"player,omitempty"`   // see Bet.Player
	Standing bool        `json:"standing,omitempty"` // see Bet.Standing
	On       Side        `json:"on"`                 // see Bet.On
	Amount   rules.Money `json:"amount"`             // see Bet.Amount
	// Result is "win", "lose", "push" (a tie's Punto or Banco bet), "void",
	// "withdrawn" (Colpo in Bianco), or "open" for a coup not finished.
	Result Result `json:"result"`
	// Net is what the player won (positive) or lost (negative).
	Net rules.Money `json:"net"`
}

// Correction is a mistake corrected during the coup.
type Correction struct {
	// Phrase is "alla-regola" (the reader's call) or "le-carte-parlano"
	// (the dealer's score).
	Phrase Phrase `json:"phrase"`
	// Article is what rules it: "Tabella della Regola" or "Art. 9".
	Article string `json:"article"`
	// Said is what was said ("no-carta", "banco 6 punto 5").
	Said string `json:"said"`
	// Right is what the rule or the cards say.
	Right string `json:"right"`
}

// Record is the hand history of one coup, written as JSON by hand scripts
// and kept by the game. Amounts are decimal units (10.00).
type Record struct {
	// Rules is the rule set's id.
	Rules string `json:"rules"`
	// Punto and Banco are the two hands as they ended.
	Punto Hand `json:"punto"`
	Banco Hand `json:"banco"` // see Punto
	// Winner is "punto", "banco" or "egalite"; absent when the shoe could
	// not finish the coup. A void coup (Art. 5) still names the cards'
	// winner, with Void set.
	Winner Side `json:"winner,omitempty"`
	// Reader is the position that read the Punto cards; 0 for the dealer.
	Reader int `json:"reader"`
	// ReaderPlayer is the reader's name, when given.
	ReaderPlayer string `json:"reader_player,omitempty"`
	// Call is the reader's call as the rule counted it ("carta",
	// "no-carta", "battuta"); absent when the dealer played Punto.
	Call string `json:"call,omitempty"`
	// Said is the reader's call as he said it, right or wrong ("no-carta"
	// where Call is "carta": the dealer corrected it alla regola, see
	// Corrections); absent in records written before it was kept.
	Said string `json:"said,omitempty"`
	// Bets are the coup's bets, in the order of the setup.
	Bets []BetRecord `json:"bets"`
	// HouseNet is what the house won; it is minus the sum of the bets' net.
	HouseNet rules.Money `json:"house_net"`
	// Button is the position holding the button during the coup;
	// ButtonNext where it is after (the same after a Colpo in Bianco).
	Button     int `json:"button"`
	ButtonNext int `json:"button_next"` // see Button
	// Blank marks a Colpo in Bianco.
	Blank bool `json:"blank,omitempty"`
	// Void marks a void coup (Art. 5, a shoe too short to finish it, or a
	// fifth card that left the coup not clearly rebuildable, Art. 7: no
	// Winner then, the hands' cards among Burnt).
	Void bool `json:"void,omitempty"`
	// LastCoup is "ultimo-colpo" when the cut card came out during the coup,
	// "ultimo-colpo-minimo-sette" when the coup started with it (Art. 5).
	LastCoup Phrase `json:"last_coup,omitempty"`
	// TableCards are the cards drawn onto the table in the last coup started
	// with the cut card (Art. 5).
	TableCards rules.Cards `json:"table_cards,omitempty"`
	// Corrections are the mistakes corrected, in order.
	Corrections []Correction `json:"corrections,omitempty"`
	// Announcements are the dealer's phrases, in order.
	Announcements []Phrase `json:"announcements"`
	// Incidents are the incidents brought into the coup, each with the
	// number of actions before it ("fallen-card at 3").
	Incidents []string `json:"incidents,omitempty"`
	// Burnt are the cards burnt as an incident's remedy (Art. 2, 7).
	Burnt rules.Cards `json:"burnt,omitempty"`
	// Carried is the card drawn too many and laid aside for the next coup,
	// with its remedy ("5C under-shoe", "5C next-bianco", Art. 1), or the
	// cards a coup rebuilt "alla regola" left over ("5C 9H next-bianco",
	// Art. 8).
	Carried string `json:"carried,omitempty"`
	// Actions are every action applied, in notation.
	Actions []string `json:"actions"`
	// Done reports a finished coup.
	Done bool `json:"done"`
	// School is the dealer school's verdict when the student gave the
	// dealer's steps (a script's "dealer_steps"); the coup ends at the
	// first wrong step, so the record then shows the coup so far.
	School *game.School `json:"school,omitempty"`
}

// Record returns the coup's hand history so far; complete once Done.
func (r *Round) Record() Record {
	rec := Record{
		Rules:         r.rules.ID,
		Punto:         Hand{Cards: r.Cards(Punto), Total: r.Points(Punto), Natural: r.np >= 2 && r.p2() >= 8},
		Banco:         Hand{Cards: r.Cards(Banco), Total: r.Points(Banco), Natural: r.nb >= 2 && r.b2() >= 8},
		Winner:        r.winner,
		Reader:        r.reader,
		Bets:          make([]BetRecord, len(r.bets)),
		HouseNet:      r.houseNet,
		Button:        r.button,
		ButtonNext:    r.ButtonNext(),
		Blank:         r.Blank(),
		Void:          r.void,
		Announcements: append([]Phrase{}, r.announcements...),
		Actions:       make([]string, len(r.actions)),
		Done:          r.Done(),
		Incidents:     append([]string(nil), r.incidents...),
		Burnt:         append(rules.Cards(nil), r.burnt...),
	}
	if r.hasCarry {
		rec.Carried = r.carry.String() + " under-shoe"
		if r.carryBlank {
			rec.Carried = r.carry.String() + " next-bianco"
		}
	}
	if r.reader > 0 {
		if i := r.betAt(r.reader, Punto); i >= 0 {
			rec.ReaderPlayer = r.bets[i].Player
		}
		if r.called {
			rec.Call = rules.PuntoRule(r.p2()).String()
			rec.Said = r.said.String()
		}
	}
	for i, b := range r.bets {
		rec.Bets[i] = BetRecord{Position: b.Position, Player: b.Player, Standing: b.Standing, On: b.On, Amount: b.Amount,
			Result: r.state[i].result, Net: r.state[i].net}
	}
	switch {
	case r.minSeven:
		rec.LastCoup = PhraseUltimoColpoMinimoSette
	case r.lastCoup:
		rec.LastCoup = PhraseUltimoColpo
	}
	if len(r.rest) > 0 {
		rec.TableCards = append(rules.Cards(nil), r.rest...)
	}
	for _, c := range r.corrections {
		if c.phrase == PhraseAllaRegola {
			rec.Corrections = append(rec.Corrections, Correction{Phrase: c.phrase, Article: r.articleOf(Call), Said: c.said.String(), Right: c.rule.String()})
		} else {
			rec.Corrections = append(rec.Corrections, Correction{Phrase: c.phrase, Article: "Art. 9",
				Said: fmt.Sprintf("banco %d punto %d", c.saidB, c.saidP), Right: fmt.Sprintf("banco %d punto %d", c.bancoP, c.puntoP)})
		}
	}
	for i, a := range r.actions {
		rec.Actions[i] = a.String()
	}
	return rec
}
