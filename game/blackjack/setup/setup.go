package setup

import (
	"fmt"

	"sabot/rules"
)

// BoxBet is one box's bet at the start of a round.
type BoxBet struct {
	// Box is the box number, 1 = the dealer's left.
	Box int
	// Player names the box's holder. Boxes with an empty name belong to
	// distinct anonymous players (at a single-player table, to the one
	// player).
	Player string
	// Bet is the stake.
	Bet rules.Money
	// PerfectPair is the Perfect Pair side bet (online table): zero or
	// exactly half of Bet.
	PerfectPair rules.Money
	// Standing marks the bet of a player standing behind the seats on a
	// free box.
	Standing bool
	// Behind are the bets other players place on the box (000 Cap. 1,
	// Art. 16; 004 Regolamento del Black Jack), where the table allows
	// them; each is a stake of its own (stake 2, 3…).
	Behind []BackBet
}

// Setup is everything a round needs to start.
type Setup struct {
	// Rules is the table's rule set; it must be a blackjack table.
	Rules rules.RuleSet
	// Shoe is the shoe to deal from; the round draws from it.
	Shoe *rules.Shoe
	// Boxes are the bets, any order; each box at most once.
	Boxes []BoxBet
	// Burn, when set, makes the round start by burning the rule set's
	// BurnCards (the first round of a fresh shoe).
	Burn bool
	// Credit, when positive, is what each player has at the table: with the
	// rule set's CreditCap no stake may take his stakes of the round above
	// it.
	Credit rules.Money
	// LastHand: the round is the last of the session. Where the table's
	// regulation has the dealer announce it ("l'ultima mano", 004 Regole
	// particolari 16), his first step is last-round, before the bets are
	// closed.
	LastHand bool
	// ShoeStarted: the shoe has already dealt a round since it was shuffled.
	// At a table with MinSeatedPlayers the shoe's first round needs that
	// many seated players; the rounds after it need ShoeGoesOnBets bets
	// (001 Desarrollo 1).
	ShoeStarted bool
	// Waiting: other players are waiting for a place (the table is full).
	// With OneBoxWhenWaiting each player may then bet one box (000 Art.15),
	// unless he is alone at the table (Art.14).
	Waiting bool
}

// Error is a Setup that cannot start a round. Index is the position of
// the offending bet in Setup.Boxes (-1 when the error is not about one bet)
// and Field the field at fault ("box", "bet", "perfect_pair", "player").
type Error struct {
	Index  int
	Field  string
	Reason string
	// Code names the reason for the screen's languages ("below-min"): the
	// message is the key "err.bj.<code>", with Args as its arguments.
	Code string
	// Args are the values in Reason, in its order.
	Args []any
}

// MessageKey returns the key of the error's message in the language files
// ("err.bj.below-min") and its arguments.
func (e *Error) MessageKey() (string, []any) { return "err.bj." + e.Code, e.Args }

// Error implements error.
func (e *Error) Error() string {
	if e.Index < 0 {
		return e.Reason
	}
	return fmt.Sprintf("box bet %d: %s: %s", e.Index+1, e.Field, e.Reason)
}

// Validate checks the setup's bets against the table's rules and limits,
// as blackjack.New and table.Table.Deal do, touching nothing: a table
// driver checks the bets before it deals. The error is an *Error.
func (s Setup) Validate() error { return validate(&s) }

func setupErr(i int, field, code, format string, args ...any) error {
	return &Error{Index: i, Field: field, Code: code, Args: args, Reason: fmt.Sprintf(format, args...)}
}

// validate checks the bets against the table's rules and limits.
func validate(s *Setup) error {
	rs := &s.Rules
	if rs.Game != rules.Blackjack {
		return setupErr(-1, "rules", "not-blackjack", "%s is not a blackjack table", rs.ID)
	}
	if s.Shoe == nil {
		return setupErr(-1, "shoe", "no-shoe", "no shoe")
	}
	if len(s.Boxes) == 0 {
		return setupErr(-1, "boxes", "no-bets", "no bets: at least one box must be played")
	}
	for i, b := range s.Boxes {
		if b.Box < 1 || b.Box > rs.Boxes {
			return setupErr(i, "box", "no-box", "box %d does not exist: the table has boxes 1 to %d", b.Box, rs.Boxes)
		}
		for j := 0; j < i; j++ {
			if s.Boxes[j].Box == b.Box {
				return setupErr(i, "box", "box-twice", "box %d is bet twice", b.Box)
			}
		}
		if b.Bet < rs.Limits.Min {
			return setupErr(i, "bet", "below-min", "%s is below the table minimum %s", b.Bet, rs.Limits.Min)
		}
		if rs.Limits.Max > 0 && b.Bet > rs.Limits.Max {
			return setupErr(i, "bet", "above-max", "%s is above the table maximum %s", b.Bet, rs.Limits.Max)
		}
		if b.PerfectPair != 0 {
			if !rs.PerfectPair {
				return setupErr(i, "perfect_pair", "no-perfect-pair", "%s has no Perfect Pair bet", rs.ID)
			}
			if b.PerfectPair*2 != b.Bet {
				return setupErr(i, "perfect_pair", "perfect-pair-half", "%s must be exactly half the bet (%s)", b.PerfectPair, rules.Money(b.Bet/2))
			}
		}
		if b.Standing && !rs.StandingPlayersBet {
			return setupErr(i, "standing", "no-standing", "players standing may not bet at this table (%s)", rs.Article(rules.TopicStandingPlayers))
		}
		if err := validateBehind(s, i); err != nil {
			return err
		}
	}
	// Count the distinct players, and the seated ones, without allocating:
	// a box's player is new if no earlier box has the same identity.
	players, seated, firstPlayer := 0, 0, -1
	for i, b := range s.Boxes {
		newPlayer, newSeated := true, !b.Standing
		for j := 0; j < i; j++ {
			if samePlayer(rs, s.Boxes[j], b) {
				newPlayer = false
				if !s.Boxes[j].Standing {
					newSeated = false
				}
			}
		}
		if newPlayer {
			players++
			if firstPlayer < 0 {
				firstPlayer = i
			}
		}
		if newSeated && !b.Standing {
			seated++
		}
	}
	switch {
	case rs.ShoeGoesOnBets > 0 && s.ShoeStarted:
		if len(s.Boxes) < rs.ShoeGoesOnBets {
			return setupErr(-1, "boxes", "shoe-goes-on", "the shoe goes on only with at least %d bets, not %d (%s)", rs.ShoeGoesOnBets, len(s.Boxes), rs.Article(rules.TopicShoeGoesOn))
		}
	case rs.MinSeatedPlayers > 0 && seated < rs.MinSeatedPlayers:
		return setupErr(-1, "boxes", "seated", "a shoe starts only with at least %d seated players with a bet, not %d (%s)", rs.MinSeatedPlayers, seated, rs.Article(rules.TopicSeatedPlayers))
	case rs.MinSeatedPlayers > 0 && len(s.Boxes) < rs.MinSeatedPlayers:
		return setupErr(-1, "boxes", "shoe-starts", "a shoe starts only with at least %d bets, not %d (%s)", rs.MinSeatedPlayers, len(s.Boxes), rs.Article(rules.TopicSeatedPlayers))
	}
	if rs.OneBoxWhenWaiting && s.Waiting && players > 1 {
		for i, b := range s.Boxes {
			for j := 0; j < i; j++ {
				if samePlayer(rs, s.Boxes[j], b) {
					return setupErr(i, "box", "one-box", "with players waiting for a place each player bets one box: %s already bets box %d (%s)", b.Player, s.Boxes[j].Box, rs.Article(rules.TopicOneBoxWhenFull))
				}
			}
		}
	}
	if rs.LonePlayerMinBoxes > 0 && players == 1 && len(s.Boxes) < rs.LonePlayerMinBoxes {
		return setupErr(-1, "boxes", "lone-player", "a player alone at the table must bet on at least %d boxes (%s)", rs.LonePlayerMinBoxes, rs.Article(rules.TopicLonePlayer))
	}
	if rs.Limits.MaxPerRound > 0 || (rs.Limits.CreditCap && s.Credit > 0) {
		for i, b := range s.Boxes {
			var spent rules.Money
			for j := 0; j <= i; j++ {
				if samePlayer(rs, s.Boxes[j], b) {
					spent += s.Boxes[j].Bet + s.Boxes[j].PerfectPair
				}
			}
			if rs.Limits.MaxPerRound > 0 && spent > rs.Limits.MaxPerRound {
				return setupErr(i, "bet", "over-round", "the stakes of a round may not pass %s", rs.Limits.MaxPerRound)
			}
			if rs.Limits.CreditCap && s.Credit > 0 && spent > s.Credit {
				return setupErr(i, "bet", "over-credit", "the stakes pass the credit of %s", s.Credit)
			}
		}
	}
	return nil
}

// samePlayer reports whether two boxes belong to the same player: at a
// single-player table always; otherwise when both carry the same name
// (unnamed boxes belong to distinct players).
func samePlayer(rs *rules.RuleSet, a, b BoxBet) bool {
	if rs.SinglePlayer {
		return true
	}
	return a.Player != "" && a.Player == b.Player
}

// BackBet is a bet placed on a box another player holds.
type BackBet struct {
	// Player names the co-bettor ("" for an anonymous one).
	Player string
	// Bet is his stake.
	Bet rules.Money
	// Standing marks the bet of a player standing behind the seats.
	Standing bool
}

// validateBehind checks the bets behind box bet i.
func validateBehind(s *Setup, i int) error {
	rs := &s.Rules
	b := s.Boxes[i]
	if len(b.Behind) == 0 {
		return nil
	}
	if !rs.BackBets {
		return setupErr(i, "behind", "no-back-bets", "bets on another player's box are not allowed at this table (%s)", rs.Article(rules.TopicBackBets))
	}
	if rs.StakesPerBox > 0 && 1+len(b.Behind) > rs.StakesPerBox {
		return setupErr(i, "behind", "box-stakes", "a box carries at most %d stakes, the holder's included, not %d (%s)", rs.StakesPerBox, 1+len(b.Behind), rs.Article(rules.TopicBackBets))
	}
	for j, bb := range b.Behind {
		field := fmt.Sprintf("behind[%d]", j)
		if bb.Bet < rs.Limits.Min {
			return setupErr(i, field+".bet", "below-min", "%s is below the table minimum %s", bb.Bet, rs.Limits.Min)
		}
		if rs.Limits.Max > 0 && bb.Bet > rs.Limits.Max {
			return setupErr(i, field+".bet", "above-max-behind", "%s is above the table maximum %s (per person on each box, %s)", bb.Bet, rs.Limits.Max, rs.Article(rules.TopicLimits))
		}
		if bb.Standing && !rs.StandingPlayersBet {
			return setupErr(i, field+".standing", "no-standing", "players standing may not bet at this table (%s)", rs.Article(rules.TopicStandingPlayers))
		}
		if bb.Player == "" {
			continue
		}
		if bb.Player == b.Player {
			return setupErr(i, field+".player", "holder-behind", "%s holds the box: his bet is one stake", bb.Player)
		}
		for k := 0; k < j; k++ {
			if b.Behind[k].Player == bb.Player {
				return setupErr(i, field+".player", "behind-twice", "%s already bets on box %d: one stake per player on a box", bb.Player, b.Box)
			}
		}
	}
	return nil
}
