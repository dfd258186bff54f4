package incident

import (
	"fmt"
	"strings"

	"sabot/game/blackjack"
	"sabot/rules"
)

// row is a row of the table of incidents: when the irregularity can
// happen, how it comes into the round, the remedy of the regulation, and
// how a wrong step is explained meanwhile. Its article is each table's for
// its kind's topic (blackjack.IncidentKind.Topic); the kinds' doc comments
// name them.
type row struct {
	kind blackjack.IncidentKind
	// shoe is the number of cards the shoe must still hold for it to
	// happen (the cards that come out with it); 0 when none comes out.
	shoe int
	// when says why the incident cannot happen at this moment of the
	// round (t is the round's turn); nil when it can.
	when func(f *blackjack.Floor, t blackjack.Turn) error
	// stage brings it into the round and sets its remedy due; nil: its
	// cards come out of the shoe and are held (Floor.Hold), with the
	// remedy of remedyOf.
	stage func(f *blackjack.Floor, t blackjack.Turn) error
	// remedy is the step due once its card is out, by the table's
	// regulation (remedyOf); nil, or a zero Action, when the round's due
	// step is itself the remedy.
	remedy func(f *blackjack.Floor) blackjack.Action
	// refuse explains why step a is refused while the incident is pending
	// and due is the step due (isRemedy: a is a remedy step); nil when the
	// usual explanation of a step out of turn fits.
	refuse func(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error
}

// refusal makes the error of a step refused during an incident, citing the
// incident's article: code is the refusal's kind, the rest its reason.
type refusal func(code, format string, args ...any) error

// table is the table of incidents, by kind (NoIncident has no row). It is
// filled by init, since the rows' functions read the table (stageHeld).
var table = make([]*row, len(blackjack.Incidents())+1)

func init() {
	rows := []row{
		// A card out of the shoe where it should not be (cards.go).
		{kind: blackjack.ExposedCard, shoe: 1, when: whenExposed, remedy: remedyExposed, refuse: refuseExposed},
		{kind: blackjack.FallenCard, shoe: 1, when: whenDealing, remedy: remedyFallen, refuse: refuseFallen},
		{kind: blackjack.StuckCards, shoe: 2, when: whenDealing, remedy: burnt, refuse: refuseStuck},
		{kind: blackjack.FallenCards, shoe: 2, when: whenDealing, remedy: burnt, refuse: refuseFallenCards},
		{kind: blackjack.UnrequestedCard, shoe: 1, when: whenDeciding, remedy: remedyUnrequested, refuse: refuseUnrequested},
		{kind: blackjack.DealerExtraCard, shoe: 1, when: whenDealerStands, remedy: burnt, refuse: refuseDealerExtra},
		{kind: blackjack.CutCardFirst, when: whenCutFirst, stage: stageCutFirst, refuse: refuseCutFirst},

		// The deal (deal.go).
		{kind: blackjack.EmptyBox, shoe: 1, when: whenEmptyBox, stage: stageEmptyBox, remedy: remedyPickUp, refuse: refuseWrongBox},
		{kind: blackjack.WrongBox, shoe: 1, when: whenWrongBox, stage: stageWrongBox, remedy: remedyPickUp, refuse: refuseWrongBox},
		{kind: blackjack.EmptyBoxDraw, shoe: 1, when: whenEmptyBoxDraw, stage: stageEmptyBox, remedy: burnt, refuse: refuseEmptyBoxDraw},
		{kind: blackjack.EmptyBoxUnclear, shoe: 1, when: whenEmptyBoxUnclear, stage: stageEmptyBoxUnclear, refuse: refuseEmptyBoxUnclear},
		{kind: blackjack.DealUnclear, when: whenDealUnclear, stage: stageDealUnclear, refuse: refuseDealUnclear},
		{kind: blackjack.IrregularBox, shoe: 1, when: whenIrregular, stage: stageIrregular, refuse: refuseIrregular},
		{kind: blackjack.BoxSkipped, when: whenBoxSkipped, stage: stageBoxSkipped, refuse: refuseBoxSkipped},
		{kind: blackjack.BankCardOmitted, shoe: 1, when: whenBankOmitted, stage: stageBankOmitted, refuse: refuseBankCard},
		{kind: blackjack.OneCard, when: whenSecondRound, stage: stageOneCard, refuse: refuseOneCard},
		{kind: blackjack.BankCardDiscarded, shoe: 1, when: whenBankDiscarded, stage: stageBankDiscarded, refuse: refuseBankCard},

		// The play and the settlement (play.go).
		{kind: blackjack.AskSkipped, shoe: 1, when: whenAskSkipped, stage: stageAskSkipped, refuse: refuseAskSkipped},
		{kind: blackjack.ElevenSkipped, when: whenElevenSkipped, stage: stageElevenSkipped, refuse: refuseElevenSkipped},
		{kind: blackjack.BankCardSeen, when: whenBankCardSeen, stage: stageBankCardSeen, refuse: refuseBankCardSeen},
		{kind: blackjack.AbsentPlayer, when: whenAbsent, stage: stageAbsent, refuse: refuseAbsent},
		{kind: blackjack.DealingStopped, when: whenDealingStopped, stage: stageDealingStopped, refuse: refuseDealingStopped},
		{kind: blackjack.PlayerCardsDiscarded, when: whenPlayerDiscarded, stage: stagePlayerDiscarded, refuse: refusePlayerDiscarded},
		{kind: blackjack.CardsInDiscard, when: whenCardsInDiscard, stage: stageCardsInDiscard, refuse: refuseCardsInDiscard},
	}
	for i := range rows {
		table[rows[i].kind] = &rows[i]
	}
}

// Rule returns the rule of incident kind, to bring it into a round with
// Round.Incident; false for NoIncident and a kind that is none.
func Rule(kind blackjack.IncidentKind) (blackjack.IncidentRule, bool) {
	if int(kind) >= len(table) || table[kind] == nil {
		return nil, false
	}
	return table[kind], true
}

// Bring brings the incident kind into round r now, as it happens at a real
// table, and returns its events (an EvIncident, with the card when one
// comes out of the shoe). The remedy the table's regulation prescribes is
// then due: Turn().Due, Legal and NextDealerAction name it, Apply checks
// it. An incident that cannot happen now, or that the table's regulation
// does not rule, changes nothing and returns an error that says why:
//
//   - exposed-card and fallen-card: when the dealer's step due is a card
//     dealt from the shoe;
//   - unrequested-card: when a player is deciding how to play his hand;
//   - dealer-extra-card: when the dealer must stand on his total;
//   - cut-card-first: before the round's first card, the cut card still in
//     the shoe;
//   - empty-box: when a box's card of the initial deal is due and a box of
//     the table has no bet;
//   - wrong-box: when a card a player asked for is due and a box follows
//     his;
//   - absent-player: when a player is deciding how to play his hand;
//   - ask-skipped: when the dealer must ask "¿asegura?" or "¿dobla?";
//   - bank-card-seen: when a player decides and the dealer's hole card,
//     not a blackjack, is face down (it lasts until the dealer's first
//     step of his play);
//   - irregular-box: while a player decides, on the first box after his
//     that still waits to play with its two cards of the deal;
//   - box-skipped: when a box's card of the deal's first round is due
//     and another box has a bet;
//   - bank-card-omitted: when the dealer's first card is due and box 1's
//     first card is not an ace (box 1 gets the card, the bank the next);
//   - cards-in-discard: after the deal, when the dealer's step is due
//     before his own play (it lasts until that step is taken);
//   - one-card: when a box's card of the deal's second round is due;
//   - eleven-skipped: when the dealer must ask "¿dobla?";
//   - bank-card-discarded: when a box's card of the deal's second round
//     is due and the bank has its first card;
//   - dealing-stopped: when the bank's hand is over and announced, before
//     the first settlement, on the first box whose one hand stood under
//     21 on a card it did not double;
//   - player-cards-discarded: when the bank's hand is over and announced,
//     before the first settlement, on the first box whose one hand wins
//     or ties;
//   - deal-unclear: when a card of the deal is due and at least two cards
//     of the deal are on the table (an order to lose), before the draw;
//   - empty-box-unclear: when a box's card of the deal's first round is
//     due and a position next to the box has no bet;
//   - empty-box-draw: when a card a player asked for is due and a box of
//     the table has no bet;
//
// and one incident at a time.
func Bring(r *blackjack.Round, kind blackjack.IncidentKind) ([]blackjack.Event, error) {
	rule, ok := Rule(kind)
	if !ok {
		var known []string
		for _, k := range blackjack.Incidents() {
			known = append(known, k.String())
		}
		return nil, fmt.Errorf("incident %d: unknown (want one of %s)", kind, strings.Join(known, ", "))
	}
	return r.Incident(rule)
}

// Kind implements blackjack.IncidentRule.
func (w *row) Kind() blackjack.IncidentKind { return w.kind }

// When implements blackjack.IncidentRule: the row's precondition, then
// the cards its incident takes out of the shoe.
func (w *row) When(f *blackjack.Floor) error {
	t := f.Round().Turn()
	if err := w.when(f, t); err != nil {
		return err
	}
	if n := f.ShoeRemaining(); n < w.shoe {
		return fmt.Errorf("the shoe has %d cards, fewer than %d", n, w.shoe)
	}
	return nil
}

// Stage implements blackjack.IncidentRule.
func (w *row) Stage(f *blackjack.Floor) error {
	if w.stage != nil {
		return w.stage(f, f.Round().Turn())
	}
	return stageHeld(f, 0)
}

// Refuse implements blackjack.IncidentRule.
func (w *row) Refuse(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool) error {
	if w.refuse == nil {
		return nil
	}
	ill := func(code, format string, args ...any) error { return f.Refusal(a, code, format, args...) }
	return w.refuse(f, a, due, isRemedy, ill)
}

// stageHeld brings in an incident whose cards come out of the shoe (two
// for stuck and fallen cards, one otherwise), laid on box (0: none): they
// are held out of the deal, and the remedy of the table's regulation is
// due.
func stageHeld(f *blackjack.Floor, box int) error {
	p, _ := f.Round().Pending()
	return f.Hold(box, table[p.Kind].shoe, remedyOf(f, p.Kind))
}

// remedyOf is the remedy step of an incident whose card comes out, by the
// table's regulation; zero when the round's due step is itself the remedy.
func remedyOf(f *blackjack.Floor, kind blackjack.IncidentKind) blackjack.Action {
	if kind == blackjack.AskSkipped {
		// 001 Disposiciones 5 burns a card drawn "en forma o tiempo
		// indebido", "a excepción de las cartas extraídas para el 'AS' o
		// 'ONCE', cuando el pagador omite preguntar si 'ASEGURA' o
		// 'DOBLA'"; 8: "y esta se descubre, la misma es válida". Reading:
		// the card is dealt to the box as if the player had declined (no
		// desafío; on 11 a card taken as a hit, the double gone), and the
		// player plays on.
		return blackjack.Action{}
	}
	if f.Round().Rules().ID == rules.Argentine.ID {
		// 001 Disposiciones 5: "Toda carta extraída del Sabot en forma o
		// tiempo indebido será 'quemada'" (an unrequested card, the
		// dealer's card too many); 7: "Si el pagador se da su segunda carta
		// en forma descubierta, se quemará la misma y se servirá otra carta
		// en forma correcta".
		return blackjack.Action{Kind: blackjack.BurnCard}
	}
	if rm := table[kind].remedy; rm != nil {
		return rm(f)
	}
	return blackjack.Action{}
}

// dueNow says what is due now, for the errors of Bring.
func dueNow(t blackjack.Turn) string {
	if t.Dealer {
		return t.Due.String()
	}
	return fmt.Sprintf("box %d%s decides", t.Box, handSuffix(t.Hand))
}

// handSuffix names hand in the actions' notation: " hand 2"; "" for the
// first.
func handSuffix(hand int) string {
	if hand > 1 {
		return fmt.Sprintf(" hand %d", hand)
	}
	return ""
}
