package notation

import (
	"fmt"
	"strings"

	"sabot/game/blackjack"
	"sabot/rules"
)

// ParseDecision reads a player's decision token as written in hand scripts:
// hit, stand, double, split, insurance X, no-insurance, even-money,
// no-even-money, desafio X, no-desafio, ace 1, ace 11 (X an amount), a
// co-bettor's follow-double, no-follow-double, follow-split, first-card,
// second-card, and the answers of a player passed over, withdraw and
// play-on. The error names the token.
func ParseDecision(tok string) (blackjack.Action, error) {
	f := strings.Fields(strings.ToLower(tok))
	if len(f) == 0 {
		return blackjack.Action{}, fmt.Errorf("empty decision")
	}
	simple := map[string]blackjack.Kind{
		"hit": blackjack.Hit, "stand": blackjack.Stand, "double": blackjack.Double, "split": blackjack.Split,
		"no-insurance": blackjack.NoInsurance, "even-money": blackjack.EvenMoney, "no-even-money": blackjack.NoEvenMoney, "no-desafio": blackjack.NoDesafio,
		"follow-double": blackjack.FollowDouble, "no-follow-double": blackjack.NoFollowDouble, "follow-split": blackjack.FollowSplit,
		"first-card": blackjack.FirstCard, "second-card": blackjack.SecondCard, "withdraw": blackjack.Withdraw, "play-on": blackjack.PlayOn,
	}
	if k, ok := simple[f[0]]; ok {
		if len(f) != 1 {
			return blackjack.Action{}, fmt.Errorf("decision %q: %q takes no argument", tok, f[0])
		}
		return blackjack.Action{Kind: k}, nil
	}
	switch f[0] {
	case "insurance", "desafio", "desafío":
		if len(f) != 2 {
			return blackjack.Action{}, fmt.Errorf("decision %q: want %q followed by an amount, e.g. \"%s 5\"", tok, f[0], f[0])
		}
		m, err := rules.ParseMoney(f[1])
		if err != nil {
			return blackjack.Action{}, fmt.Errorf("decision %q: %v", tok, err)
		}
		k := blackjack.Insure
		if f[0] != "insurance" {
			k = blackjack.Desafio
		}
		return blackjack.Action{Kind: k, Amount: m}, nil
	case "ace":
		if len(f) == 2 && f[1] == "1" {
			return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceOne}, nil
		}
		if len(f) == 2 && f[1] == "11" {
			return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}, nil
		}
		return blackjack.Action{}, fmt.Errorf("decision %q: want \"ace 1\" or \"ace 11\"", tok)
	}
	return blackjack.Action{}, fmt.Errorf("unknown decision %q: want hit, stand, double, split, insurance X, no-insurance, even-money, no-even-money, desafio X, no-desafio, ace 1, ace 11, withdraw, play-on, or a co-bettor's follow-double, no-follow-double, follow-split, first-card, second-card", tok)
}
