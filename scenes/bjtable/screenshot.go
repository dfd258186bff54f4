package bjtable

import (
	"sabot/game/blackjack"
	"sabot/players"
	"sabot/rules"
	"sabot/scenes/input"
)

// The blackjack table's part of the screenshot command: from the seeded
// App, it bets, deals and plays by the chart, round after round, until the
// user is asked something worth a picture — at the argentine table the ace
// declaration (the dealer's hole card face down), elsewhere a decision with
// a double or a split open — and the cards have come to rest.

// shotRoundsMax is how many rounds the sequence waits for its moment before
// it takes any decision of the user (shotBehindRoundsMax for the bets
// behind a box, whose moment needs the dealer's ace).
const (
	shotRoundsMax       = 12
	shotBehindRoundsMax = 150
)

// StageShot implements the screenshot's staging: "table-behind" is the
// table where the user bets behind a computer player's box, another
// computer player behind it too, and the picture waits for the user's own
// insurance question on his stake; "table-result" plays rounds to the end
// of one worth a picture of the results.
//
// "table-split" waits for a split hand played at a box, its label ringed.
//
// "table-splits" bets on every free box, behind a computer player's box and
// on the side bets, splits every pair, takes insurance, and waits for the
// user to play a split hand while another box is split too.
func (s *Table) StageShot(scene string) {
	s.shot.behind, s.shot.result = scene == "table-behind", scene == "table-result"
	s.shot.split, s.shot.splits = scene == "table-split", scene == "table-splits"
	// The splits' picture has computer players betting behind the user's
	// boxes, as the bets behind a box's.
	s.d.Stage(s.shot.behind || s.shot.splits)
}

// StageBox implements the screenshot's -box: the split's picture is
// staged at box n, which the user takes (a computer player seated there
// leaves it before the first round).
func (s *Table) StageBox(n int) {
	if s.shot.box == n || n < 1 || n >= len(s.d.Seats()) {
		return
	}
	s.shot.box = n
	if s.d.Seats()[n].Bot && s.d.Phase() == phaseBetting {
		s.d.FreeSeat(n)
		s.openBetting(false)
	}
}

// shotSplitRoundsMax is how many rounds the split's picture waits.
const shotSplitRoundsMax = 300

// splitShotMoment reports whether the user plays the second hand of a split
// box, with cards on both hands: the picture of split hands side by side.
func (s *Table) splitShotMoment(t blackjack.Turn) bool {
	if s.shot.rounds >= shotSplitRoundsMax {
		return true
	}
	if s.shot.box > 0 && t.Box != s.shot.box {
		return false
	}
	b := s.d.Round().Box(t.Box)
	return b != nil && len(b.Hands) >= 2 && t.Hand == 2 && len(b.Hands[0].Cards) >= 3 && len(b.Hands[1].Cards) >= 2
}

// ShotStep implements the screenshot's stager: it feeds the next action
// of the sequence and reports when the picture is ready.
func (s *Table) ShotStep(tick int) bool {
	if s.tr.shot != "" {
		return s.trainerShotStep()
	}
	if s.shot.result {
		return s.resultShotStep()
	}
	a := s.app
	s.view.speed = 1 // every animation one tick: the rounds before the moment go by fast
	if s.Busy() || a.Pending() || a.Transitioning() {
		return false
	}
	if s.shotNextRound() || !s.userTurn() {
		return false
	}
	t := s.d.Round().Turn()
	if s.shot.splits {
		return s.splitsShotStep(t)
	}
	if s.shot.split && s.splitShotMoment(t) {
		return s.banner.Ticks == 0 || s.banner.Question
	}
	if !s.shot.split && s.shotMoment(t) {
		// The picture keeps the dealer's question, not an older call.
		return s.banner.Ticks == 0 || s.banner.Question
	}
	if s.shot.split && s.shot.box > 0 && t.Box == s.shot.box && t.Question == blackjack.AskPlay && t.Options.Has(blackjack.OptSplit) {
		// The box of the picture splits every pair: it comes sooner.
		a.Feed(input.Event{Action: input.Split})
		return false
	}
	act := players.Decide(s.d.Round(), s.botChart(), s.d.Rand())
	a.Feed(input.Event{Action: inputFor(act)})
	return false
}

// shotNextRound feeds what the screenshot's sequence does between rounds:
// the bets and the deal while the betting is open, the same bets again once
// a round is over. It reports false while a round is played.
func (s *Table) shotNextRound() bool {
	a := s.app
	switch s.d.Phase() {
	case phaseBetting:
		if s.staked() > 0 {
			a.Feed(input.Event{Action: input.Confirm})
			return true
		}
		for _, e := range s.shotBets() {
			a.Feed(e)
		}
		return true
	case phaseOver:
		s.shot.rounds++
		a.Feed(input.Event{Action: input.Repeat})
		return true
	}
	return false
}

// shotBets are the clicks of the sequence's bets: the second chip twice on
// the home box (at the argentine table once more on every free box; at the
// online table on three positions, one with the Perfect Pair).
func (s *Table) shotBets() []input.Event {
	chip := input.Event{Action: input.Select, Index: targetChip + min(1, len(s.chips.values)-1)}
	box := func(n int) input.Event { return input.Event{Action: input.Select, Index: targetBox + n} }
	if s.shot.box > 0 {
		return []input.Event{chip, box(s.shot.box), box(s.shot.box)}
	}
	if s.d.Rules().SinglePlayer && !s.shot.splits {
		return []input.Event{chip, box(2), box(3), box(3), box(4), {Action: input.Select, Index: targetPP + 3}}
	}
	h := players.HomeBox(s.d.Rules())
	out := []input.Event{chip, box(h), box(h)}
	if s.shot.splits {
		if n := s.shotBehindBox(); n > 0 {
			out = append(out, box(n))
		}
		for n := 1; n <= s.d.Rules().Boxes; n++ {
			if n != h && !s.d.Seats()[n].Bot {
				out = append(out, box(n))
				if s.d.Rules().PerfectPair {
					out = append(out, input.Event{Action: input.Select, Index: targetPP + n})
				}
			}
		}
		return out
	}
	if s.shot.behind {
		if n := s.shotBehindBox(); n > 0 {
			out = append(out, box(n), box(n))
		}
	}
	if s.d.Rules().AceDeclaration || s.shot.split {
		// Every free box: an ace, or a pair, comes sooner to one of them.
		for n := 1; n <= s.d.Rules().Boxes; n++ {
			if n != h && !s.d.Seats()[n].Bot {
				out = append(out, box(n))
			}
		}
	}
	return out
}

// shotMoment reports whether the question put to the user is the one the
// picture waits for.
func (s *Table) shotMoment(t blackjack.Turn) bool {
	if s.shot.behind {
		return (t.Question == blackjack.AskInsurance && t.Stake >= 2) || s.shot.rounds >= shotBehindRoundsMax
	}
	if s.shot.rounds >= shotRoundsMax {
		return true
	}
	if s.d.Rules().AceDeclaration {
		return t.Question == blackjack.AskAceValue
	}
	return t.Question == blackjack.AskPlay && (t.Options.Has(blackjack.OptDouble) || t.Options.Has(blackjack.OptSplit))
}

// inputFor is the key that makes an engine decision.
func inputFor(a blackjack.Action) input.Action {
	switch a.Kind {
	case blackjack.Hit:
		return input.Hit
	case blackjack.Double:
		return input.Double
	case blackjack.Split:
		return input.Split
	case blackjack.DeclareAce:
		if a.Ace == rules.AceOne {
			return input.AceOne
		}
		return input.AceEleven
	case blackjack.Insure, blackjack.EvenMoney, blackjack.Desafio:
		return input.Insurance
	case blackjack.NoInsurance, blackjack.NoEvenMoney, blackjack.NoDesafio, blackjack.NoFollowDouble:
		return input.No
	case blackjack.FollowDouble:
		return input.Double
	case blackjack.FollowSplit:
		return input.Split
	case blackjack.FirstCard:
		return input.AceOne
	case blackjack.SecondCard:
		return input.AceEleven
	}
	return input.Stand
}

// shotBehindBox is the computer player's box the sequence bets behind: the
// first one seated, or 0.
func (s *Table) shotBehindBox() int {
	for n := 1; n < len(s.d.Seats()); n++ {
		if s.d.Seats()[n].Bot {
			return n
		}
	}
	return 0
}

// shotResultRoundsMax is how many rounds the results' picture waits for
// boxes that went different ways.
const shotResultRoundsMax = 40

// resultShotStep is the sequence of the results' picture: rounds played by
// the chart, insurance taken when offered, up to the end of a round whose
// boxes went different ways, with a side bet settled and a stack of more
// than one chip: the banner box by box, the side bets' labels and the
// stacks' amounts.
func (s *Table) resultShotStep() bool {
	a := s.app
	s.view.speed = 1
	if s.Busy() || a.Pending() || a.Transitioning() {
		return false
	}
	if s.d.Phase() == phaseOver && (s.shot.rounds >= shotResultRoundsMax || s.resultWorthAPicture()) {
		return s.banner.Ticks == 0
	}
	if s.shotNextRound() || !s.userTurn() {
		return false
	}
	t := s.d.Round().Turn()
	if t.Question == blackjack.AskInsurance || t.Question == blackjack.AskEvenMoney {
		a.Feed(input.Event{Action: input.Insurance})
		return false
	}
	act := players.Decide(s.d.Round(), s.botChart(), s.d.Rand())
	a.Feed(input.Event{Action: inputFor(act)})
	return false
}

// resultWorthAPicture reports whether the round just over shows what the
// results' picture is for.
func (s *Table) resultWorthAPicture() bool {
	boxes := userStakes(s.d.Round(), nil)
	mixed := false
	for _, b := range boxes {
		mixed = mixed || sign(b.net) != sign(boxes[0].net)
	}
	tall := false
	for i := range s.view.stacks {
		st := &s.view.stacks[i]
		tall = tall || (!st.loose && !st.dead && st.showsAmount())
	}
	return mixed && tall && len(s.view.sides) > 0
}

// shotSplitsRoundsMax is how many rounds the splits' picture waits.
const shotSplitsRoundsMax = 400

// splitsShotStep is the sequence of the splits' picture at turn t (the
// user's): insurance taken, even money refused, every pair split, the rest
// by the chart, until the user plays a split hand of two cards or more
// while another box holds split hands too; it reports when the picture is
// ready.
func (s *Table) splitsShotStep(t blackjack.Turn) bool {
	a := s.app
	split := 0
	for n := 1; n <= s.d.Rules().Boxes; n++ {
		if b := s.d.Round().Box(n); b != nil && len(b.Hands) >= 2 {
			split++
		}
	}
	if b := s.d.Round().Box(t.Box); t.Question == blackjack.AskPlay && b != nil && len(b.Hands) >= 2 && t.Hand >= 2 && len(b.Hands[t.Hand-1].Cards) >= 2 && (split >= 2 || s.shot.rounds >= shotSplitsRoundsMax) {
		// The picture waits for the notices of the bets to go.
		return (s.banner.Ticks == 0 || s.banner.Question) && len(a.Notices()) == 0
	}
	switch {
	case t.Question == blackjack.AskInsurance:
		a.Feed(input.Event{Action: input.Insurance})
	case t.Question == blackjack.AskEvenMoney:
		a.Feed(input.Event{Action: input.No})
	case t.Question == blackjack.AskPlay && t.Options.Has(blackjack.OptSplit):
		a.Feed(input.Event{Action: input.Split})
	default:
		a.Feed(input.Event{Action: inputFor(players.Decide(s.d.Round(), s.botChart(), s.d.Rand()))})
	}
	return false
}
