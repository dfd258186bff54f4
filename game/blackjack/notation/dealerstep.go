package notation

import (
	"fmt"
	"strconv"
	"strings"

	"sabot/game/blackjack"
	"sabot/rules"
)

// dealerWords are the dealer's steps that take no argument.
var dealerWords = map[string]blackjack.Kind{
	"close-bets": blackjack.CloseBets, "offer-insurance": blackjack.OfferInsurance, "offer-even-money": blackjack.OfferEvenMoney,
	"reveal-hole": blackjack.RevealHole, "dealer-stand": blackjack.DealerStand, "discard-dealer-card": blackjack.DiscardDealerCard,
	"collect-cards": blackjack.CollectCards, "burn-card": blackjack.BurnCard, "pick-up-card": blackjack.PickUpCard, "last-round": blackjack.LastRound,
	"next-cards-bank": blackjack.NextCardsBank, "void-round": blackjack.VoidRound, "insurance-loses": blackjack.CallInsuranceLoses,
}

// betWords are the bets of pay and collect, by name.
var betWords = map[string]blackjack.BetKind{
	"main": blackjack.MainBet, "insurance": blackjack.InsuranceBet, "even-money": blackjack.EvenMoneyBet,
	"desafio": blackjack.DesafioBet, "desafío": blackjack.DesafioBet, "perfect-pair": blackjack.PerfectPairBet,
}

const dealerStepForms = "close-bets, burn N, deal dealer [face-down], deal box N [hand H] [face-down], " +
	"offer-insurance, offer-even-money, ask-desafio|ask-double|ask-ace box N [hand H], reveal-hole, " +
	"reveal box N [hand H], dealer-stand, discard-dealer-card, pay|collect box N [hand H] BET AMOUNT [stake S], collect-cards, " +
	"burn-card, pick-up-card, offer-card box N [hand H], last-round, announce N|bust|blackjack, announce box N [hand H] T|L/H|bust, " +
	"collect-cards box N [hand H], collect-cards dealer, refuse box N [hand H], void box N, next-cards-bank, void-round, insurance-loses"

// ParseDealerStep reads a dealer's step in the notation of the record's
// actions (Action.String): "close-bets", "burn 5", "deal box 3 hand 2",
// "deal dealer face-down", "ask-double box 2", "reveal box 1",
// "pay box 2 main 15.00", "collect box 1 insurance 5.00",
// "pay box 3 main 15.00 stake 2" (a co-bettor's stake; without "stake" the
// holder's), "announce 19", "announce bust", a box's total called at the
// Argentine table "announce box 2 15", "announce box 2 hand 2 7/17" (a soft
// total, both counts), "announce box 2 bust", "collect-cards box 2",
// "collect-cards dealer", "collect-cards", "void box 2", "next-cards-bank",
// "void-round", "insurance-loses" (000 Art. 13's call).
// A player's decision is refused: it belongs with the decisions. The error
// names the token and what was expected.
func ParseDealerStep(tok string) (blackjack.Action, error) {
	f := strings.Fields(strings.ToLower(tok))
	if len(f) == 0 {
		return blackjack.Action{}, fmt.Errorf("empty step: want one of %s", dealerStepForms)
	}
	bad := func(format string, args ...any) (blackjack.Action, error) {
		return blackjack.Action{}, fmt.Errorf("step %q: "+format, append([]any{tok}, args...)...)
	}
	if k, ok := dealerWords[f[0]]; ok && (len(f) == 1 || k != blackjack.CollectCards) {
		if len(f) != 1 {
			return bad("%q takes no argument", f[0])
		}
		return blackjack.Action{Kind: k}, nil
	}
	// positive reads a box, hand or card count: a whole number from 1.
	positive := func(what, s string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 99 {
			return 0, fmt.Errorf("step %q: %s %q is not a number from 1 to 99", tok, what, s)
		}
		return n, nil
	}
	// boxHand reads "box N [hand H]" at the start of w and returns the rest.
	boxHand := func(w []string) (box, hand int, rest []string, err error) {
		if len(w) < 2 || w[0] != "box" {
			return 0, 0, nil, fmt.Errorf("step %q: want \"box N\" after %q", tok, f[0])
		}
		if box, err = positive("box", w[1]); err != nil {
			return 0, 0, nil, err
		}
		hand, rest = 1, w[2:]
		if len(rest) >= 2 && rest[0] == "hand" {
			if hand, err = positive("hand", rest[1]); err != nil {
				return 0, 0, nil, err
			}
			rest = rest[2:]
		}
		return box, hand, rest, nil
	}
	switch f[0] {
	case "announce":
		if len(f) > 1 && f[1] == "box" {
			return parseCall(tok, f)
		}
		if len(f) != 2 {
			return bad("want \"announce N\" (the dealer's total), \"announce bust\" or \"announce blackjack\"")
		}
		switch f[1] {
		case "bust":
			return blackjack.Action{Kind: blackjack.Announce, Total: blackjack.AnnouncedBust}, nil
		case "blackjack", "black-jack":
			return blackjack.Action{Kind: blackjack.Announce, Total: blackjack.AnnouncedBlackjack}, nil
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 31 {
			return bad("%q is not a total: want a number from 1 to 31, \"bust\" or \"blackjack\"", f[1])
		}
		return blackjack.Action{Kind: blackjack.Announce, Total: n}, nil
	case "collect-cards":
		if len(f) == 2 && f[1] == "dealer" {
			return blackjack.Action{Kind: blackjack.CollectHandCards}, nil
		}
		box, hand, rest, err := boxHand(f[1:])
		if err != nil {
			return bad("want \"collect-cards\", \"collect-cards box N [hand H]\" or \"collect-cards dealer\"")
		}
		if len(rest) > 0 {
			return bad("unexpected %q after the box", strings.Join(rest, " "))
		}
		return blackjack.Action{Kind: blackjack.CollectHandCards, Box: box, Hand: hand}, nil
	case "burn":
		if len(f) != 2 {
			return bad("want \"burn N\", N the number of cards")
		}
		n, err := positive("the number of cards", f[1])
		if err != nil {
			return blackjack.Action{}, err
		}
		return blackjack.Action{Kind: blackjack.Burn, Cards: n}, nil
	case "deal":
		a := blackjack.Action{Kind: blackjack.Deal}
		rest := f[1:]
		switch {
		case len(rest) > 0 && rest[0] == "dealer":
			rest = rest[1:]
		case len(rest) > 1 && rest[0] == "box":
			box, hand, r, err := boxHand(rest)
			if err != nil {
				return blackjack.Action{}, err
			}
			a.Box, a.Hand, rest = box, hand, r
		default:
			return bad("want \"deal dealer\" or \"deal box N [hand H]\", with \"face-down\" after it for a card dealt face down")
		}
		if len(rest) == 1 && rest[0] == "face-down" {
			a.FaceDown, rest = true, nil
		}
		if len(rest) > 0 {
			return bad("unexpected %q: only \"face-down\" may follow", strings.Join(rest, " "))
		}
		return a, nil
	case "void":
		box, _, rest, err := boxHand(f[1:])
		if err != nil {
			return blackjack.Action{}, err
		}
		if len(rest) > 0 || len(f) != 3 {
			return bad("want \"void box N\": a box is voided whole")
		}
		return blackjack.Action{Kind: blackjack.VoidBox, Box: box, Hand: 1}, nil
	case "ask-desafio", "ask-double", "ask-ace", "reveal", "offer-card", "refuse":
		box, hand, rest, err := boxHand(f[1:])
		if err != nil {
			return blackjack.Action{}, err
		}
		if len(rest) > 0 {
			return bad("unexpected %q after the box", strings.Join(rest, " "))
		}
		k := map[string]blackjack.Kind{"ask-desafio": blackjack.AskDesafio, "ask-double": blackjack.AskDouble, "ask-ace": blackjack.AskAce, "reveal": blackjack.RevealDouble, "offer-card": blackjack.OfferCard, "refuse": blackjack.Refuse}[f[0]]
		return blackjack.Action{Kind: k, Box: box, Hand: hand}, nil
	case "pay", "collect":
		box, hand, rest, err := boxHand(f[1:])
		if err != nil {
			return blackjack.Action{}, err
		}
		stake := 0
		if len(rest) == 4 && rest[2] == "stake" {
			n, err := positive("stake", rest[3])
			if err != nil {
				return blackjack.Action{}, err
			}
			if n > 1 {
				stake = n
			}
			rest = rest[:2]
		}
		if len(rest) != 2 {
			return bad("want \"%s box N [hand H] BET AMOUNT [stake S]\", BET one of main, insurance, even-money, desafio, perfect-pair", f[0])
		}
		b, ok := betWords[rest[0]]
		if !ok {
			return bad("%q is not a bet: want main, insurance, even-money, desafio or perfect-pair", rest[0])
		}
		m, err := rules.ParseMoney(rest[1])
		if err != nil {
			return bad("%v", err)
		}
		if m <= 0 {
			return bad("the amount %s must be more than 0", m)
		}
		k := blackjack.Pay
		if f[0] == "collect" {
			k = blackjack.Collect
		}
		return blackjack.Action{Kind: k, Box: box, Hand: hand, Bet: b, Amount: m, Stake: stake}, nil
	}
	if strings.Contains(tok, ":") {
		return bad("a player's decision, as the record writes it: it goes in \"decisions\"")
	}
	if _, err := ParseDecision(tok); err == nil {
		return bad("a player's decision: it goes in \"decisions\"")
	}
	return bad("unknown step %q: want one of %s", f[0], dealerStepForms)
}

// parseCall reads "announce box N [hand H] T": T a total from 2 to 21, a
// soft total's two counts "7/17", or "bust".
func parseCall(tok string, f []string) (blackjack.Action, error) {
	bad := func(format string, args ...any) (blackjack.Action, error) {
		return blackjack.Action{}, fmt.Errorf("step %q: "+format, append([]any{tok}, args...)...)
	}
	const want = "want \"announce box N [hand H] T\", T the hand's total (\"15\"), a soft total's two counts (\"7/17\") or \"bust\""
	w := f[1:]
	if len(w) != 3 && !(len(w) == 5 && w[2] == "hand") {
		return bad(want)
	}
	a := blackjack.Action{Kind: blackjack.CallTotal, Hand: 1}
	var err error
	if a.Box, err = strconv.Atoi(w[1]); err != nil || a.Box < 1 || a.Box > 99 {
		return bad("box %q is not a number from 1 to 99", w[1])
	}
	if len(w) == 5 {
		if a.Hand, err = strconv.Atoi(w[3]); err != nil || a.Hand < 1 || a.Hand > 99 {
			return bad("hand %q is not a number from 1 to 99", w[3])
		}
	}
	t := w[len(w)-1]
	if t == "bust" {
		a.Total = blackjack.AnnouncedBust
		return a, nil
	}
	lo, hi, soft := strings.Cut(t, "/")
	if !soft {
		n, err := strconv.Atoi(t)
		if err != nil || n < 2 || n > 21 {
			return bad("%q is not a total: want a number from 2 to 21, a soft total's two counts as \"7/17\", or \"bust\"", t)
		}
		a.Total = n
		return a, nil
	}
	l, err1 := strconv.Atoi(lo)
	h, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || h != l+10 || l < 2 || h > 21 {
		return bad("%q is not a soft total: want its two counts, the ace one and eleven, as \"7/17\" (the second ten more, at most 21)", t)
	}
	a.Total, a.Soft = h, true
	return a, nil
}
