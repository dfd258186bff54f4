package punto

import (
	"fmt"
	"strconv"
	"strings"

	"sabot/rules"
)

// ActionKind is the kind of a step of the coup.
type ActionKind uint8

// The steps of a coup, in the order they come. Every one is the dealer's but
// Call, the reader's.
const (
	// Close closes the bets: "Rien ne va plus" (Distribuzione).
	Close ActionKind = iota + 1
	// Bianco declares a Colpo in Bianco: the coup is played with no bets.
	// It opens a blank coup, and it is the remedy for the first card seen in
	// the sabot (Art. 1) or fallen to the floor (Art. 3): the bets are
	// withdrawn and the coup goes on in blank.
	Bianco
	// Deal deals one of the four cards of the deal, face down, to Side:
	// Punto, Banco, Punto, Banco (Distribuzione; Art. 6, 7).
	Deal
	// Give gives the two Punto cards, face down, to the reader at Position
	// (Distribuzione).
	Give
	// Call is the reader's call: carta, no carta, or battuta (turning an 8
	// or 9 at once). A call against the Tabella della Regola is not illegal:
	// it is corrected "alla regola".
	Call
	// Turn turns Side's cards face up.
	Turn
	// Draw gives Side its third card, face up, by the Tabella della Regola
	// (Art. 8: a third card not due is refused).
	Draw
	// DrawRest draws the cards left in the sabot onto the table, in the last
	// coup started with the cut card (Art. 5).
	DrawRest
	// Announce announces the score, Banco's first then Punto's (Distribuzione).
	// A wrong score is accepted and corrected: "Le carte parlano" (Art. 9).
	Announce
	// Annul declares the coup void: fewer than seven cards on the table in
	// the last coup (Art. 5), or a shoe that cannot finish the coup.
	Annul
	// Collect collects the losing bet on Side at Position.
	Collect
	// Pay pays the winning bet on Side at Position; Amount is the winnings.
	Pay
	// Return leaves a bet to its owner: Punto and Banco bets on a tie, every
	// bet of a void coup.
	Return
	// Discard gathers the cards into the discard holder: the coup is over
	// (Art. 10).
	Discard
	// PassButton passes the button to Position, the next one (Distribuzione).
	PassButton
	// PickUp: the fallen card is picked up and put back in play (Art. 3).
	PickUp
	// UnderShoe: the card drawn too many, not seen, goes under the sabot;
	// it is the first card of the next coup (Art. 1).
	UnderShoe
	// NextBianco: the card drawn too many, seen, is kept for the next coup,
	// played in blank ("Colpo in Bianco", Art. 1).
	NextBianco
	// Burn burns the cards stuck together whose order cannot be restored
	// (Art. 2).
	Burn
	// UltimoColpo: the cut card came out of the sabot during the coup, and
	// the dealer announces "Ultimo colpo della taglia" at once (Art. 5:
	// "Quando dal sabot esce la mascherina, il Dealer annuncia").
	UltimoColpo
	// UltimoColpoSette: the coup began with the cut card, and the dealer
	// declares "Ultimo colpo della taglia, minimo sette carte o nullo"
	// (Art. 5).
	UltimoColpoSette
	// The two below were added last, so that the numbers of the kinds
	// above, which play mode's journal keeps, stay the same.

	// RestoreOrder: two cards came out of the sabot stuck together and
	// their order can be told; the dealer restores it, and they are the
	// coup's next two cards, dealt in that order (Art. 2: "il Dealer, se
	// possibile, deve ripristinare il corretto ordine d'uscita").
	RestoreOrder
	// Indicate indicates the winning box, Side (Egalite on a tie), right
	// after the score is announced, before any bet is settled
	// (Distribuzione: "Il Dealer indica la casella vincente, annunciando
	// prima il punteggio a Banco e poi quello a Punto").
	Indicate
	numKinds
)

// Action is one step of a coup: a value, compared with ==, printed and
// parsed in the notation of hand histories ("deal punto", "give 3",
// "carta", "announce banco 7 punto 5", "pay 3 banco 9.50", "button 4").
// Fields a kind does not use are ignored (and cleared by Apply).
type Action struct {
	// Kind is the step.
	Kind ActionKind
	// Side is the hand of Deal, Turn and Draw, and the bet's side of
	// Collect, Pay and Return.
	Side Side
	// Position is the position of Give, Collect, Pay, Return and PassButton.
	Position int
	// Amount is the winnings of Pay.
	Amount rules.Money
	// Call is the reader's call of Call.
	Call rules.ReaderCall
	// Banco and Punto are the scores of Announce.
	Banco, Punto int
}

// normalized clears the fields the kind does not use.
func (a Action) normalized() Action {
	n := Action{Kind: a.Kind}
	switch a.Kind {
	case Deal, Turn, Draw, Indicate:
		n.Side = a.Side
	case Give, PassButton:
		n.Position = a.Position
	case Call:
		n.Call = a.Call
	case Announce:
		n.Banco, n.Punto = a.Banco, a.Punto
	case Collect, Return:
		n.Side, n.Position = a.Side, a.Position
	case Pay:
		n.Side, n.Position, n.Amount = a.Side, a.Position, a.Amount
	}
	return n
}

// invalid says what makes a normalized action meaningless at a table of
// boxes positions, or "" when it is well formed.
func (a Action) invalid(boxes int) string {
	if a.Kind < Close || a.Kind >= numKinds {
		return "unknown action"
	}
	switch a.Kind {
	case Deal, Turn, Draw:
		if a.Side != Punto && a.Side != Banco {
			return "the side must be punto or banco"
		}
	case Give, PassButton, Collect, Pay, Return:
		if a.Position < 1 || a.Position > boxes {
			return fmt.Sprintf("position %d: the table has positions 1-%d", a.Position, boxes)
		}
	case Call:
		if a.Call > rules.CallNoCarta {
			return "the call must be carta, no-carta or battuta"
		}
	case Announce:
		if a.Banco < 0 || a.Banco > 9 || a.Punto < 0 || a.Punto > 9 {
			return "a score is 0 to 9"
		}
	}
	switch a.Kind {
	case Collect, Pay, Return, Indicate:
		if a.Side != Punto && a.Side != Banco && a.Side != Egalite {
			if a.Kind == Indicate {
				return "the box must be punto, banco or egalite"
			}
			return "the bet must be punto, banco or egalite"
		}
	}
	if a.Kind == Pay && a.Amount <= 0 {
		return "a payment must be positive"
	}
	return ""
}

// String returns the action in notation.
func (a Action) String() string {
	switch a.Kind {
	case Close:
		return "close"
	case Bianco:
		return "bianco"
	case Deal:
		return "deal " + a.Side.String()
	case Give:
		return "give " + strconv.Itoa(a.Position)
	case Call:
		return a.Call.String()
	case Turn:
		return "turn " + a.Side.String()
	case Draw:
		return "draw " + a.Side.String()
	case DrawRest:
		return "draw rest"
	case Announce:
		return fmt.Sprintf("announce banco %d punto %d", a.Banco, a.Punto)
	case Annul:
		return "annul"
	case Collect:
		return fmt.Sprintf("collect %d %s", a.Position, a.Side)
	case Pay:
		return fmt.Sprintf("pay %d %s %s", a.Position, a.Side, a.Amount)
	case Return:
		return fmt.Sprintf("return %d %s", a.Position, a.Side)
	case Discard:
		return "discard"
	case PassButton:
		return "button " + strconv.Itoa(a.Position)
	case PickUp:
		return "pick-up"
	case UnderShoe:
		return "under-shoe"
	case NextBianco:
		return "next-bianco"
	case Burn:
		return "burn"
	case UltimoColpo:
		return "ultimo-colpo"
	case UltimoColpoSette:
		return "ultimo-colpo-minimo-sette"
	case RestoreOrder:
		return "restore-order"
	case Indicate:
		return "indicate " + a.Side.String()
	}
	return fmt.Sprintf("unknown action %d", a.Kind)
}

// ParseAction reads an action in notation. Words are separated by spaces;
// "no carta" is accepted for "no-carta". The error names the text and says
// what was expected.
func ParseAction(s string) (Action, error) {
	w := strings.Fields(strings.ToLower(s))
	bad := func(format string, args ...any) (Action, error) {
		return Action{}, fmt.Errorf("bad action %q: "+format, append([]any{s}, args...)...)
	}
	if len(w) == 0 {
		return bad("empty")
	}
	want := func(n int, form string) error {
		if len(w) != n {
			return fmt.Errorf("bad action %q: want %q", s, form)
		}
		return nil
	}
	side := func(tok string, bet bool) (Side, error) {
		sd, err := ParseSide(tok)
		if err != nil || (!bet && sd == Egalite) {
			if bet {
				return NoSide, fmt.Errorf("bad action %q: %q is not punto, banco or egalite", s, tok)
			}
			return NoSide, fmt.Errorf("bad action %q: %q is not punto or banco", s, tok)
		}
		return sd, nil
	}
	num := func(tok string) (int, error) {
		n, err := strconv.Atoi(tok)
		if err != nil {
			return 0, fmt.Errorf("bad action %q: %q is not a number", s, tok)
		}
		return n, nil
	}
	switch w[0] {
	case "close", "bianco", "discard", "annul", "pick-up", "under-shoe", "next-bianco", "burn", "ultimo-colpo", "ultimo-colpo-minimo-sette", "restore-order":
		if err := want(1, w[0]); err != nil {
			return Action{}, err
		}
		return Action{Kind: map[string]ActionKind{"close": Close, "bianco": Bianco, "discard": Discard, "annul": Annul,
			"pick-up": PickUp, "under-shoe": UnderShoe, "next-bianco": NextBianco, "burn": Burn,
			"ultimo-colpo": UltimoColpo, "ultimo-colpo-minimo-sette": UltimoColpoSette, "restore-order": RestoreOrder}[w[0]]}, nil
	case "carta", "no-carta", "battuta", "no":
		call := map[string]rules.ReaderCall{"carta": rules.CallCarta, "no-carta": rules.CallNoCarta, "battuta": rules.CallBattuta}[w[0]]
		if w[0] == "no" {
			if len(w) != 2 || w[1] != "carta" {
				return bad("want carta, no-carta or battuta")
			}
			return Action{Kind: Call, Call: rules.CallNoCarta}, nil
		}
		if err := want(1, w[0]); err != nil {
			return Action{}, err
		}
		return Action{Kind: Call, Call: call}, nil
	case "deal", "turn", "draw":
		if w[0] == "draw" && len(w) == 2 && w[1] == "rest" {
			return Action{Kind: DrawRest}, nil
		}
		if err := want(2, w[0]+" punto|banco"); err != nil {
			return Action{}, err
		}
		sd, err := side(w[1], false)
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: map[string]ActionKind{"deal": Deal, "turn": Turn, "draw": Draw}[w[0]], Side: sd}, nil
	case "give", "button":
		if err := want(2, w[0]+" POSITION"); err != nil {
			return Action{}, err
		}
		n, err := num(w[1])
		if err != nil {
			return Action{}, err
		}
		k := Give
		if w[0] == "button" {
			k = PassButton
		}
		return Action{Kind: k, Position: n}, nil
	case "indicate":
		if err := want(2, "indicate punto|banco|egalite"); err != nil {
			return Action{}, err
		}
		sd, err := side(w[1], true)
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: Indicate, Side: sd}, nil
	case "announce":
		if len(w) != 5 || w[1] != "banco" || w[3] != "punto" {
			return bad("want \"announce banco N punto N\" (Banco's score first)")
		}
		b, err := num(w[2])
		if err != nil {
			return Action{}, err
		}
		p, err := num(w[4])
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: Announce, Banco: b, Punto: p}, nil
	case "collect", "return", "pay":
		form := w[0] + " POSITION SIDE"
		n := 3
		if w[0] == "pay" {
			form, n = "pay POSITION SIDE AMOUNT", 4
		}
		if err := want(n, form); err != nil {
			return Action{}, err
		}
		pos, err := num(w[1])
		if err != nil {
			return Action{}, err
		}
		sd, err := side(w[2], true)
		if err != nil {
			return Action{}, err
		}
		a := Action{Kind: map[string]ActionKind{"collect": Collect, "return": Return, "pay": Pay}[w[0]], Position: pos, Side: sd}
		if w[0] == "pay" {
			m, err := rules.ParseMoney(w[3])
			if err != nil {
				return bad("%v", err)
			}
			a.Amount = m
		}
		return a, nil
	}
	return bad("unknown step %q", w[0])
}

// MustParseAction is ParseAction for constants in tests; it panics on a bad
// text, so it must never see user input.
func MustParseAction(s string) Action {
	a, err := ParseAction(s)
	if err != nil {
		panic(err)
	}
	return a
}
