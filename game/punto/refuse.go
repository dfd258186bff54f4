package punto

import (
	"fmt"

	"sabot/game"
	"sabot/rules"
)

// The articles cited by the round's errors and events come from the rule
// set (rules.RuleSet.Article), so that every engine cites the same ones;
// these are the fallbacks. "Distribuzione" is the unnumbered text that
// opens the regulation (the deal, the reader, the calls, the announcement,
// the button, the tie); the payouts and the settlement order are the
// project's Interpretations. The incidents cite their own article (Art. 6,
// 7, 8, 9).
const (
	artUnnumbered     = "Distribuzione"
	artTabella        = "Tabella della Regola"
	artInterpretation = "Interpretation (RULES.md)"
)

// art is the rule set's article for topic t, or fallback.
func (r *Round) art(t rules.Topic, fallback string) string {
	if a := r.rules.Article(t); a != "" {
		return a
	}
	return fallback
}

// illegal builds the error of a refused action.
func (r *Round) illegal(a Action, code, reason, article string) *game.IllegalError {
	legal := r.AppendLegal(nil)
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return &game.IllegalError{Action: a.String(), Reason: reason, Code: code, Article: article, Quote: r.quote(article, code), Legal: names}
}

// illegalOn builds the error of a refused action whose article and words
// are topic t's: the sentence that decides, not the first one the article
// holds.
func (r *Round) illegalOn(a Action, code, reason string, t rules.Topic) *game.IllegalError {
	ie := r.illegal(a, code, reason, r.art(t, artInterpretation))
	if q := r.rules.Quote(t); q != "" {
		ie.Quote = q
	}
	return ie
}

// quotePreference is the order in which the topics that share an article
// are tried for its words: the third card and the dealing errors before
// the rest, the Banco's Tabella before the reader's.
var quotePreference = []rules.Topic{rules.TopicUndueCard, rules.TopicMisdealCount, rules.TopicMisdealOrder,
	rules.TopicDealerTotal, rules.TopicBancoRule, rules.TopicReaderCall, rules.TopicReader, rules.TopicExtraCard}

// quote is the regulation's words for the article of a refusal (the words
// of the first topic the table cites with that article), "" when the
// table cites none: the same words the blackjack engine quotes. A refused
// call quotes the reader's rule.
func (r *Round) quote(article, code string) string {
	if article == "" {
		return ""
	}
	if code == "wrong-count-unclear" {
		return voidWords(r.rules.Quote(rules.TopicMisdealCount))
	}
	if code == "swapped-cards-unclear" {
		return voidWords(r.rules.Quote(rules.TopicMisdealOrder))
	}
	if code == "extra-card-seen" {
		return r.rules.Quote(rules.TopicExtraCardSeen)
	}
	if code == "card-valid" {
		return r.rules.Quote(rules.TopicExposedCard)
	}
	if code == "not-your-turn" || code == "no-reader" {
		if r.rules.Article(rules.TopicReaderCall) == article {
			return r.rules.Quote(rules.TopicReaderCall)
		}
	}
	for _, t := range quotePreference {
		if r.rules.Article(t) == article {
			return r.rules.Quote(t)
		}
	}
	for t := rules.Topic(0); t < rules.Topic(255); t++ {
		if r.rules.Article(t) == article {
			return r.rules.Quote(t)
		}
	}
	return ""
}

// articleOf is the article that rules a step.
func (r *Round) articleOf(k ActionKind) string {
	switch k {
	case Close:
		return r.art(rules.TopicCloseBets, artUnnumbered)
	case Give:
		return r.art(rules.TopicReader, artUnnumbered)
	case Call:
		return r.art(rules.TopicReaderCall, artTabella)
	case Draw:
		return r.art(rules.TopicBancoRule, artTabella)
	case DrawRest, Annul, UltimoColpo, UltimoColpoSette:
		return r.art(rules.TopicLastCoup, "Art. 5")
	case Announce:
		return r.art(rules.TopicAnnouncement, artUnnumbered)
	case Discard:
		return r.art(rules.TopicCollectCards, "Art. 10")
	case Collect, Pay, Return:
		return r.art(rules.TopicSettlementOrder, artInterpretation)
	case Bianco:
		return r.art(rules.TopicColpoInBianco, "Art. 1")
	case PassButton:
		return r.art(rules.TopicButton, artUnnumbered)
	case Indicate:
		return r.art(rules.TopicWinningBox, artUnnumbered)
	case RestoreOrder:
		return r.art(rules.TopicStuckCards, "Art. 2")
	}
	return r.art(rules.TopicDealing, artUnnumbered)
}

// topicOf is the topic whose words rule a step: what a refusal naming the
// step due quotes.
func topicOf(k ActionKind) rules.Topic {
	switch k {
	case Close:
		return rules.TopicCloseBets
	case Give:
		return rules.TopicReader
	case Call:
		return rules.TopicReaderCall
	case Turn:
		return rules.TopicAfterCall
	case Draw:
		return rules.TopicBancoRule
	case DrawRest, Annul, UltimoColpo, UltimoColpoSette:
		return rules.TopicLastCoup
	case Announce:
		return rules.TopicAnnouncement
	case Discard:
		return rules.TopicCollectCards
	case Collect, Pay, Return:
		return rules.TopicSettlementOrder
	case Bianco:
		return rules.TopicColpoInBianco
	case PassButton:
		return rules.TopicButton
	case NextBianco:
		return rules.TopicUndueCard
	case Indicate:
		return rules.TopicWinningBox
	case RestoreOrder, Burn:
		return rules.TopicStuckCards
	}
	return rules.TopicDealing
}

var ordinals = [...]string{"first", "second", "third", "fourth"}

// refuse explains why a is not the step due now (due, taken by who).
func (r *Round) refuse(a, due Action, who Actor) error {
	on := func(code string, t rules.Topic, format string, args ...any) error {
		return r.illegalOn(a, code, fmt.Sprintf(format, args...), t)
	}
	if err := r.refuseIncident(a, due); err != nil {
		return err
	}
	if err := r.refuseCutCall(a, due); err != nil {
		return err
	}
	if err := r.refuseIndicate(a, due); err != nil {
		return err
	}
	if r.wrongCall && r.phase == phPlay && who == Dealer {
		return r.illegalOn(a, "by-the-call", fmt.Sprintf("the reader called %s and his cards are still down: the dealer cannot know the call is against the rule and goes by it; the reader shows his cards, then the coup is rebuilt alla regola; now %s", r.said, due), rules.TopicAfterCall)
	}
	switch {
	case who.IsReader():
		return on("not-your-turn", rules.TopicReaderCall, "the reader at position %d must call first: carta, no-carta or battuta", r.reader)
	case a.Kind == Call:
		if r.reader == 0 && r.phase >= phPlay {
			return on("no-reader", rules.TopicNoReader, "nobody seated bets Punto: the dealer plays Punto and no call is asked")
		}
		return on("not-your-turn", topicOf(due.Kind), "no call is asked now: the dealer must %s", due)
	case a.Kind == Bianco:
		if r.Blank() {
			return on("not-now", rules.TopicColpoInBianco, "the coup is already a Colpo in Bianco")
		}
		return on("not-now", rules.TopicColpoInBianco, "a Colpo in Bianco is declared before the coup's second card (Art. 1: the first card seen in the sabot; Art. 3: the first card fallen); now: %s", due)
	case a.Kind == Annul:
		return on("not-now", rules.TopicLastCoup, "a coup is void only when it started with the cut card and fewer than %d cards are on the table, or when the shoe cannot finish it; now: %s", r.rules.LastCoupMinCards, due)
	case a.Kind == Deal && r.phase > phDeal:
		return on("too-many-cards", rules.TopicMisdealCount, "the deal is two cards to Punto and two to Banco; a third card is \"draw punto\" or \"draw banco\", when the Regola gives it")
	case r.phase == phDeal && due.Kind == Deal && (a.Kind == Give || a.Kind == Turn || a.Kind == Draw):
		return on("too-few-cards", rules.TopicMisdealCount, "the deal is two cards to Punto and two to Banco, and Punto has %d, Banco %d: %s", r.np, r.nb, due)
	case a.Kind == Deal && due.Kind == Deal:
		return on("wrong-side", rules.TopicMisdealOrder, "the %s card of the deal goes to %s: Punto, Banco, Punto, Banco", ordinals[r.np+r.nb], due.Side)
	case r.phase == phBetting && r.blankSetup:
		return on("blank-coup", rules.TopicColpoInBianco, "a Colpo in Bianco has no bets to close: the dealer announces it (%s)", due)
	case r.phase == phBetting:
		return on("bets-open", rules.TopicCloseBets, "the bets are open: the dealer closes them first (%s)", due)
	case a.Kind == Draw:
		return r.refuseDraw(a, due)
	case a.Kind == Give && due.Kind == Give:
		return r.refuseGive(a)
	case a.Kind == Give && r.reader == 0 && r.phase >= phPlay:
		return on("no-reader", rules.TopicNoReader, "nobody seated bets Punto: the dealer keeps the Punto cards and plays them")
	case a.Kind == PassButton && due.Kind == PassButton:
		return on("wrong-button", rules.TopicButton, "the button passes to the next position, %d", due.Position)
	case a.Kind == Announce:
		return on("not-now", topicOf(due.Kind), "the coup is not complete: now %s", due)
	case isSettlement(a.Kind) && r.phase == phSettle:
		return r.refuseSettlement(a, due)
	}
	return on("out-of-order", topicOf(due.Kind), "now due: %s", due)
}

func isSettlement(k ActionKind) bool { return k == Collect || k == Pay || k == Return }

// refuseDraw explains a refused third card.
func (r *Round) refuseDraw(a, due Action) error {
	ill := func(code, article, format string, args ...any) error {
		return r.illegal(a, code, fmt.Sprintf(format, args...), article)
	}
	on := func(code string, t rules.Topic, format string, args ...any) error {
		return r.illegalOn(a, code, fmt.Sprintf(format, args...), t)
	}
	if r.phase < phPlay {
		return on("wrong-order", rules.TopicAfterCall, "the third cards come after the deal and the reader's call; now: %s", due)
	}
	if r.phase > phPlay {
		return ill("card-not-due", "Art. 8", "the coup is complete: no more cards")
	}
	if !r.bancoUp {
		return on("wrong-order", rules.TopicAfterCall, "the dealer turns Banco's cards before any third card; now: %s", due)
	}
	p2, b2 := r.p2(), r.b2()
	if a.Side == Punto {
		switch {
		case r.np == 3:
			return ill("card-not-due", "Art. 8", "Punto has its third card")
		case p2 >= 8 || b2 >= 8:
			return ill("card-not-due", "Art. 8", "a battuta (8 or 9 on two cards): neither Punto nor Banco receives a card (Tabella della Regola)")
		}
		return ill("card-not-due", "Art. 8", "Punto stands on %d: 6 and 7 receive no card (Tabella della Regola)", p2)
	}
	switch {
	case due.Kind == Draw && due.Side == Punto:
		return on("wrong-order", rules.TopicBancoRule, "Punto's third card comes first: %s", due)
	case r.nb == 3:
		return ill("card-not-due", "Art. 8", "Banco has its third card")
	case p2 >= 8 || b2 >= 8:
		return ill("card-not-due", "Art. 8", "a battuta (8 or 9 on two cards): neither Punto nor Banco receives a card (Tabella della Regola)")
	case r.np == 2:
		return ill("card-not-due", "Art. 8", "Punto stood: Banco draws on 0-5 and stands on %d (Tabella della Regola)", b2)
	}
	return ill("card-not-due", "Art. 8", "Banco stands on %d when Punto's third card is %s (Tabella della Regola)", b2, r.punto[2])
}

// refuseGive explains the Punto cards given to the wrong player.
func (r *Round) refuseGive(a Action) error {
	var top rules.Money
	for _, b := range r.bets {
		if b.On == Punto && b.Amount > top && !(r.rules.StandingReaderExcluded && b.Standing) {
			top = b.Amount
		}
	}
	for _, b := range r.bets {
		if b.Position == a.Position && b.On == Punto && b.Standing && r.rules.StandingReaderExcluded {
			return r.illegal(a, "wrong-reader", fmt.Sprintf("a standing player at a free position does not read the cards: they go to position %d", r.reader), r.art(rules.TopicStandingPlayers, "Art. 13"))
		}
	}
	reason := fmt.Sprintf("the Punto cards go to position %d, the highest Punto bet (%s)", r.reader, top)
	if i := r.betAt(a.Position, Punto); i >= 0 && r.bets[i].Amount == top {
		reason = fmt.Sprintf("the Punto cards go to position %d: equal Punto bets of %s go by the order of the positions from the button at %d", r.reader, top, r.button)
	}
	return r.illegalOn(a, "wrong-reader", reason, rules.TopicReader)
}

// refuseSettlement explains a wrong settlement step.
func (r *Round) refuseSettlement(a, due Action) error {
	ill := func(code, article, format string, args ...any) error {
		return r.illegal(a, code, fmt.Sprintf(format, args...), article)
	}
	i := r.betAt(a.Position, a.Side)
	if i < 0 {
		return ill("no-such-bet", "", "there is no %s bet at position %d", a.Side, a.Position)
	}
	s, k := r.stepOf(i)
	if k < 0 || k < r.step {
		return ill("already-settled", "", "the %s bet at position %d is settled", a.Side, a.Position)
	}
	b := r.bets[i]
	right := s.action(r.bets)
	if a.Kind != s.kind {
		switch s.kind {
		case Pay:
			return ill("wrong-settlement", r.art(rules.TopicPayouts, artInterpretation), "the %s bet at position %d wins: %s", b.On, b.Position, right)
		case Collect:
			return ill("wrong-settlement", r.art(rules.TopicPayouts, artInterpretation), "the %s bet at position %d loses: %s", b.On, b.Position, right)
		}
		if r.void {
			return r.illegalOn(a, "wrong-settlement", fmt.Sprintf("the coup is void: every bet is returned (%s)", right), rules.TopicLastCoup)
		}
		return r.illegalOn(a, "wrong-settlement", fmt.Sprintf("a tie: Punto and Banco bets are void and returned (%s); only Egalité is paid", right), rules.TopicTie)
	}
	if a.Kind == Pay && a.Amount != s.amount {
		return ill("wrong-amount", r.art(rules.TopicPayouts, artInterpretation), "%s", payRule(r.rules, b, s.amount))
	}
	return r.illegalOn(a, "wrong-order", fmt.Sprintf("losers are collected first, then winners paid, then bets returned, each by position: now %s", due), rules.TopicSettlementOrder)
}

// payRule says what a winning bet is paid, e.g. "Banco pays 9.50 on 10.00
// (1:1 less 5% commission, rounded down to the cent)".
func payRule(rs rules.RuleSet, b Bet, amount rules.Money) string {
	switch b.On {
	case Banco:
		return fmt.Sprintf("Banco pays %s on %s (%s less %d%% commission, rounded down to the cent)", amount, b.Amount, rs.BancoPays, rs.BancoCommissionPercent)
	case Egalite:
		return fmt.Sprintf("Egalité pays %s on %s (%s)", amount, b.Amount, rs.EgalitePays)
	}
	return fmt.Sprintf("Punto pays %s on %s (%s)", amount, b.Amount, rs.PuntoPays)
}

// refuseCutCall explains a step refused around the cut card's call (Art.
// 5: "Quando dal sabot esce la mascherina, il Dealer annuncia: “Ultimo colpo
// della taglia”. Se l'ultimo colpo inizia con la mascherina il Dealer
// dichiara: “Ultimo colpo della taglia, minimo sette carte o nullo”"): the
// call missing when the cut card came out, the other call's words, or a
// call with no cut card out. It returns nil when a and due are neither.
func (r *Round) refuseCutCall(a, due Action) error {
	isCall := func(k ActionKind) bool { return k == UltimoColpo || k == UltimoColpoSette }
	switch {
	case isCall(due.Kind) && isCall(a.Kind):
		if due.Kind == UltimoColpoSette {
			return r.illegalOn(a, "last-coup-words", "the coup began with the cut card: the dealer declares the last coup with its minimum, "+due.String(), rules.TopicLastCoup)
		}
		return r.illegalOn(a, "last-coup-words", "the cut card came out during the coup, not as its first card: the dealer announces only the last coup, "+due.String(), rules.TopicLastCoup)
	case isCall(due.Kind):
		return r.illegalOn(a, "last-coup-call", "the cut card came out of the sabot: the dealer announces it at once, "+due.String()+", before "+a.String(), rules.TopicLastCoup)
	case isCall(a.Kind) && r.minSeven || isCall(a.Kind) && r.lastCoup:
		return r.illegalOn(a, "last-coup-said", "the last coup is announced once, when the cut card comes out; now: "+due.String(), rules.TopicLastCoup)
	case isCall(a.Kind):
		return r.illegalOn(a, "no-cut-card", "the cut card has not come out of the sabot: no last coup to announce; now: "+due.String(), rules.TopicLastCoup)
	}
	return nil
}

// refuseIndicate explains a step refused around the indication of the
// winning box (Distribuzione: "Il Dealer indica la casella vincente,
// annunciando prima il punteggio a Banco e poi quello a Punto"): the wrong
// box, the indication skipped once the score is said, or made before the
// score or a second time. It returns nil when a and due are neither.
func (r *Round) refuseIndicate(a, due Action) error {
	score := fmt.Sprintf("Banco %d, Punto %d", r.Points(Banco), r.Points(Punto))
	switch {
	case a.Kind == Indicate && due.Kind == Indicate:
		if due.Side == Egalite {
			return r.illegalOn(a, "wrong-box", fmt.Sprintf("%s, a tie: the coup is void for Punto and Banco and Egalité is paid; the winning box is Egalité's (%s)", score, due), rules.TopicTie)
		}
		return r.illegalOn(a, "wrong-box", fmt.Sprintf("%s: the box with the higher score wins, %s (%s)", score, due.Side, due), rules.TopicHighestScore)
	case due.Kind == Indicate:
		return r.illegalOn(a, "box-not-indicated", fmt.Sprintf("the score is announced: the dealer indicates the winning box with it (%s) before %s", due, a), rules.TopicWinningBox)
	case a.Kind == Indicate && r.announced:
		return r.illegalOn(a, "box-indicated", fmt.Sprintf("the winning box, %s, is indicated once, with the announcement; now %s", r.winner, due), rules.TopicWinningBox)
	case a.Kind == Indicate && r.phase >= phDeal && r.phase <= phPlay && !r.void:
		return r.illegalOn(a, "box-before-score", fmt.Sprintf("the winning box is indicated as the score is announced, Banco's first and then Punto's, once the coup is complete: now %s", due), rules.TopicWinningBox)
	}
	return nil
}
