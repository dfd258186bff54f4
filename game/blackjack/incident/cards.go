package incident

import (
	"errors"
	"fmt"

	"sabot/game/blackjack"
	"sabot/rules"
)

// The incidents of a card out of the shoe where it should not be: turned
// face up, fallen, stuck to another, drawn unasked, drawn one too many, and
// the cut card first.

// dealingFromShoe reports whether the step due is a card dealt from the shoe.
func dealingFromShoe(t blackjack.Turn) bool {
	return t.Dealer && t.Due.Kind == blackjack.Deal
}

// whenDealing: the incident happens as a card is dealt from the shoe.
func whenDealing(f *blackjack.Floor, t blackjack.Turn) error {
	if !dealingFromShoe(t) {
		return fmt.Errorf("it happens when a card is dealt from the shoe, and the step due is %s", dueNow(t))
	}
	return nil
}

// whenExposed: a card turned in the shoe comes out as a card is dealt; where
// the dealer's second card is dealt face up (no hole card), only his own
// face-down card can be the exposed one.
func whenExposed(f *blackjack.Floor, t blackjack.Turn) error {
	r := f.Round()
	if err := whenDealing(f, t); err != nil {
		return err
	}
	if r.Rules().HoleCard && !(t.Due.Box == 0 && t.Due.FaceDown) {
		return fmt.Errorf("at %s the regulation rules the dealer's second card dealt face up (%s), and the step due is %s", r.Rules().ID, r.Rules().Article(blackjack.ExposedCard.Topic()), dueNow(t))
	}
	return nil
}

// remedyExposed: 000 Art. 17: "Le carte eventualmente girate nel sabot ed
// estratte durante la fase di tiraggio, vengono eliminate da quella mano …
// Tale regola non vale se la carta girata viene estratta durante la fase
// automatica di distribuzione delle carte o per quanto riguarda il gioco
// dell'impiegato … In questi due casi descritti le carte anche se girate
// mantengono la loro validità." The initial deal and the dealer's own cards
// keep an exposed card; the players' draws (hits, doubles, split hands)
// eliminate it. 004 Regole particolari 10, 11: cards that come out showing
// their value "saranno bruciate dal dealer", whenever they come.
func remedyExposed(f *blackjack.Floor) blackjack.Action {
	r := f.Round()
	if r.Rules().SameRegulation(rules.ItalianShuffler) || f.InPlay() {
		return blackjack.Action{Kind: blackjack.BurnCard}
	}
	return blackjack.Action{}
}

func refuseExposed(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.BurnCard {
		return ill("exposed-card", "the %s came out face up: it is eliminated (burnt) and the next card dealt in its place: %s", p.Card, due)
	}
	if isRemedy {
		return ill("card-valid", "the %s turned in the shoe keeps its validity when drawn in the deal or for the dealer: %s", p.Card, due)
	}
	return nil
}

// remedyFallen: 000 Art. 36: "Eventuali carte cadute, saranno raccolte dal
// personale della Casa da Gioco." Reading: picked up, the card stays in play
// where it was going (as 004 RP 3 and 002 Art. 3 say in so many words); only
// marked or broken cards are replaced. 004 Regole particolari 3: a "due"
// card of the deal (one of the client's two cards or the dealer's first) is
// picked up and put back in play; 6: any other single card is burnt and
// replaced.
func remedyFallen(f *blackjack.Floor) blackjack.Action {
	r := f.Round()
	if r.Rules().SameRegulation(rules.ItalianShuffler) && !f.InDeal() {
		return blackjack.Action{Kind: blackjack.BurnCard}
	}
	return blackjack.Action{Kind: blackjack.PickUpCard}
}

func refuseFallen(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.PickUpCard {
		return ill("fallen-card", "the fallen %s is picked up and stays in play; only marked or broken cards are replaced: %s", p.Card, due)
	}
	if due.Kind == blackjack.BurnCard {
		return ill("fallen-card", "a single card fallen during the play, not one of the deal, is burnt and replaced: %s", due)
	}
	if isRemedy {
		return ill("fallen-card", "the fallen %s is back in play: %s", p.Card, due)
	}
	return nil
}

// burnt is the remedy of the incidents whose cards are burnt at every table
// that rules them:
//   - dealer-extra-card: 000 Art. 24: "questa carta, se vista, sarà
//     annullata"; 004 Regole particolari 14: "questa va bruciata". Reading:
//     a card drawn onto the table is seen, so it is always annulled.
//   - stuck-cards: 000 Art. 20: "Se più carte escono insieme dal sabot e non
//     si può ricostruire l'esatta sequenza di uscita, vengono eliminate."
//     Reading: the incident is the case the order cannot be told (when it
//     can, the cards are dealt in that order and there is no incident); both
//     cards are eliminated and the deal goes on.
//   - fallen-cards: 004 Regole particolari 4: "Se durante la partita
//     dovessero cadere a terra più carte, queste saranno 'bruciate'".
//     Reading: two cards fall as one is dealt; both are burnt and the next
//     card of the shoe is dealt in their place (the count of 312 before the
//     next hand is the Ispettore's).
//   - empty-box-draw: 000 Art. 19, second paragraph: "Se ci si accorge
//     dell'errore dopo che é iniziata la fase di tiraggio, il colpo viene
//     annullato limitatamente … a quelle alle quali sono state date carte in
//     assenza di puntate. (Queste carte vengono eliminate dalla mano in
//     corso)." The card on the box without a bet is eliminated; the player
//     who asked gets the next card of the shoe.
func burnt(*blackjack.Floor) blackjack.Action { return blackjack.Action{Kind: blackjack.BurnCard} }

func refuseStuck(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	return ill("stuck-cards", "the %s and %s came out together and their order cannot be told: both are eliminated: %s", p.Card, p.Cards[1], due)
}

func refuseFallenCards(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	return ill("fallen-cards", "the %s and %s fell to the floor together: several cards fallen are burnt: %s", p.Card, p.Cards[1], due)
}

// whenDeciding: the incident happens while a player decides how to play his
// hand.
func whenDeciding(f *blackjack.Floor, t blackjack.Turn) error {
	if t.Dealer || t.Question != blackjack.AskPlay {
		return fmt.Errorf("it happens while a player decides how to play his hand, and now %s", dueNow(t))
	}
	return nil
}

// remedyUnrequested: 004 Regole particolari 7: a card given to a client who
// did not ask for it "verrà annullata". At 000 (Art. 24) it is offered,
// which the round sets as the due step (blackjack.OfferCard).
func remedyUnrequested(f *blackjack.Floor) blackjack.Action {
	r := f.Round()
	if r.Rules().SameRegulation(rules.ItalianShuffler) {
		return blackjack.Action{Kind: blackjack.BurnCard}
	}
	return blackjack.Action{}
}

func refuseUnrequested(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	if due.Kind == blackjack.BurnCard {
		return ill("unrequested-card", "a card nobody asked for is annulled: %s", due)
	}
	if due.Kind == blackjack.OfferCard {
		if a.Kind == blackjack.OfferCard {
			return ill("unrequested-card", "the unrequested %s is offered to the player whose turn it is, box %d%s", p.Card, due.Box, handSuffix(due.Hand))
		}
		return ill("unrequested-card", "the unrequested %s is offered first to the player whose turn it is, then to the others in turn, and goes to the bank only if all refuse: %s", p.Card, due)
	}
	if isRemedy || (a.Kind == blackjack.Deal && a.Box == 0 && due.Box != 0) {
		return ill("unrequested-card", "the unrequested %s goes to the player who takes it, the bank only if all refuse: %s", p.Card, due)
	}
	return nil
}

// whenDealerStands: the dealer's total is made and he must stand.
func whenDealerStands(f *blackjack.Floor, t blackjack.Turn) error {
	if !t.Dealer || t.Due.Kind != blackjack.DealerStand {
		return fmt.Errorf("it happens when the dealer's total is made and he must stand, and the step due is %s", dueNow(t))
	}
	return nil
}

func refuseDealerExtra(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	p, _ := f.Round().Pending()
	return ill("dealer-extra-card", "the dealer's %s drawn after his total was made is annulled: %s", p.Card, due)
}

// whenCutFirst: the cut card comes out with the round's first card.
func whenCutFirst(f *blackjack.Floor, t blackjack.Turn) error {
	if !dealingFromShoe(t) || !f.InDeal() || f.Step() != 0 {
		return fmt.Errorf("it happens with the round's first card, and the step due is %s", dueNow(t))
	}
	if f.CutOut() {
		return errors.New("the cut card is already out")
	}
	return nil
}

// stageCutFirst: the cut card comes out now, and the next card is the one
// behind it; the last round's announcement is due.
func stageCutFirst(f *blackjack.Floor, _ blackjack.Turn) error {
	f.TakeOutCutCard()
	return nil
}

func refuseCutFirst(f *blackjack.Floor, a, due blackjack.Action, isRemedy bool, ill refusal) error {
	if due.Kind == blackjack.LastRound {
		return ill("cut-card-first", "the cut card came out first: the coup is begun all the same, as dealt from the start (the announcement %s is house practice)", due)
	}
	return nil
}
