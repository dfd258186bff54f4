package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"sabot/rules"
	"sabot/tutor"
)

// adviceJSON is the machine-readable output of advise: the hand's decision,
// and the side decisions open with it.
type adviceJSON struct {
	Best    string       `json:"best"`
	Actions []actionJSON `json:"actions"`
	Side    []sideJSON   `json:"side,omitempty"`
}

type actionJSON struct {
	Action string  `json:"action"`
	EV     float64 `json:"ev"`
}

type sideJSON struct {
	Decision string       `json:"decision"`
	Best     string       `json:"best"`
	Actions  []actionJSON `json:"actions"`
}

func actionsJSON(evs []tutor.ActionEV) []actionJSON {
	out := make([]actionJSON, len(evs))
	for i, a := range evs {
		out[i] = actionJSON{a.Action.String(), round4(a.EV)}
	}
	return out
}

// Advise prints the EV of each action open to a hand against an up-card,
// best first, per unit of the initial bet, computed exactly from the table's
// full shoe less the hand, the up-card and the cards given with -seen.
func Advise(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("advise", "text", "json")
	handArg := f.fs.String("hand", "", `the hand's cards, e.g. "TS 6H" (one card: the argentine desafío on an ace)`)
	upArg := f.fs.String("up", "", "the dealer's up-card, e.g. TD")
	seenArg := f.fs.String("seen", "", "other cards seen since the shuffle, out of the shoe")
	aceArg := f.fs.String("ace", "", "argentine: the ace already declared, 1 or 11")
	split := f.fs.Bool("split", false, "the hand was made by a split")
	hands := f.fs.Int("hands", 1, "the number of hands on the box (for the limit on splits)")
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	if !rs.IsBlackjack() {
		return badInput(stderr, "advise: -rules %s: advice is for the blackjack tables; try ev", rs.ID)
	}
	if strings.TrimSpace(*handArg) == "" {
		return badInput(stderr, `advise: -hand: missing; want cards like "TS 6H"`)
	}
	hand, err := rules.ParseCards(*handArg)
	if err != nil {
		return badInput(stderr, "advise: -hand: %v", err)
	}
	if *upArg == "" {
		return badInput(stderr, "advise: -up: missing; want a card like TD")
	}
	up, err := rules.ParseCard(*upArg)
	if err != nil {
		return badInput(stderr, "advise: -up: %v", err)
	}
	seen, err := rules.ParseCards(*seenArg)
	if err != nil {
		return badInput(stderr, "advise: -seen: %v", err)
	}
	var decl rules.AceDeclaration
	switch *aceArg {
	case "":
	case "1":
		decl = rules.AceOne
	case "11":
		decl = rules.AceEleven
	default:
		return badInput(stderr, "advise: -ace %q: want 1 or 11", *aceArg)
	}
	if decl != rules.AceUndeclared && (!rs.AceDeclaration || !rules.HasAceInFirstTwo(hand)) {
		return badInput(stderr, "advise: -ace: only an argentine hand with an ace in its first two cards declares it")
	}
	if *hands < 1 || *hands > rs.MaxHands {
		return badInput(stderr, "advise: -hands %d: want 1 to %d at %s", *hands, rs.MaxHands, rs.ID)
	}
	given := append(append(append(rules.Cards(nil), hand...), up), seen...)
	if err := rules.CheckStack(given, rs.Decks); err != nil {
		return badInput(stderr, "advise: -hand, -up and -seen: %v", err)
	}
	unseen := tutor.FullShoe(rs.Decks)
	if err := unseen.Remove(hand...); err != nil {
		return badInput(stderr, "advise: -hand: %v", err)
	}
	if err := unseen.Remove(up); err != nil {
		return badInput(stderr, "advise: -up: %v", err)
	}
	if err := unseen.Remove(seen...); err != nil {
		return badInput(stderr, "advise: -seen: %v", err)
	}
	dp := tutor.DecisionPoint{Rules: rs, Hand: hand, Declared: decl, Up: up, Unseen: unseen,
		FromSplit: *split, SplitAces: *split && len(hand) > 0 && hand[0].Rank == rules.Ace, Hands: *hands}
	natural := len(hand) == 2 && rules.IsNatural(hand) && !*split
	if natural && rs.EvenMoney.Offered(up) {
		dp.Legal = tutor.Actions(tutor.EvenMoney, tutor.NoEvenMoney)
	}
	if len(hand) == 1 && !rs.Desafio {
		return badInput(stderr, "advise: -hand %s: a hand has two cards or more (one card only for the argentine desafío)", hand)
	}
	evs, err := tutor.Evaluate(dp)
	if err != nil {
		return badInput(stderr, "advise: %v", err)
	}
	out := adviceJSON{Best: evs[0].Action.String(), Actions: actionsJSON(evs)}
	if up.Rank == rules.Ace && rs.Insurance != rules.InsuranceNone && !(natural && rs.EvenMoney.Offered(up)) && len(hand) == 2 && !*split {
		side := dp
		side.Legal = tutor.Actions(tutor.Insurance, tutor.NoInsurance)
		if ins, err := tutor.Evaluate(side); err == nil {
			out.Side = append(out.Side, sideJSON{"insurance", ins[0].Action.String(), actionsJSON(ins)})
		}
	}
	if f.format == "json" {
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "sabot: advise: %v\n", err)
			return ExitFailure
		}
		stdout.Write(append(b, '\n'))
		return ExitOK
	}
	var b strings.Builder
	what := hand.String()
	if decl != rules.AceUndeclared {
		what += " (ace declared " + decl.String() + ")"
	}
	fmt.Fprintf(&b, "%s: %s against %s, %d cards unseen; EV per unit of the initial bet, best first\n", rs.ID, what, up, unseen.Total())
	for _, a := range out.Actions {
		fmt.Fprintf(&b, "  %-14s %+.4f\n", a.Action, a.EV)
	}
	for _, s := range out.Side {
		fmt.Fprintf(&b, "%s (a side bet of half the bet):\n", s.Decision)
		for _, a := range s.Actions {
			fmt.Fprintf(&b, "  %-14s %+.4f\n", a.Action, a.EV)
		}
	}
	io.WriteString(stdout, b.String())
	return ExitOK
}
