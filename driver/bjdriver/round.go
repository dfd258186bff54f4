package bjdriver

import (
	"errors"
	"slices"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/trainer"
	"sabot/tutor/strategy"
	"sabot/words"
)

// The round at the blackjack table: the dealer takes one step at a time, a
// computer player answers by the chart, the user answers the question put
// to him, and a refused action says the engine's reason with the article.
// The view decides when (after its animations); the driver does it.

// Deal closes the betting and deals the round, when the bets pass
// checkBets: the computer players bet behind the user's boxes now and then,
// the journal begins (but for a hand the user sits out), and his bets are
// kept for Repeat. trainer, when not nil, is called once the round is dealt
// (shuffled: the shoe was shuffled for it) and gives the trainer's part of
// the journal's head. It reports whether the round was dealt.
func (d *Driver) Deal(trainer func(shuffled bool) TrainerStart) bool {
	if !d.checkBets() {
		return false
	}
	shuffle := d.table.NeedsShuffle() && d.rules.Shuffle == rules.ShuffleShoe
	d.table.SetWaiting(d.Full())
	before := d.beforeDeal()
	bets := d.BoxBets()
	d.botsBehind(bets)
	credit := d.host.Balance(d.rules.Currency)
	round, err := d.table.Deal(bets, credit)
	if err != nil {
		d.notify(locales.BJErrSetup, err) // the engine's reason, in the language
		return false
	}
	d.round = round
	for b, v := range d.bets.user {
		if v > 0 {
			d.host.Played(d.rules.ID, b) // his box, at the next sit-down too
		}
	}
	d.roundID = d.host.NewRoundID()
	d.gr.taken = d.gr.taken[:0]
	var ts TrainerStart
	if trainer != nil {
		ts = trainer(shuffle) // the count and the burnt cards the journal keeps
	}
	if !d.stood {
		// A hand sat out is not his to come back to, and leaves the last
		// bets to repeat.
		d.beginJournal(before, bets, credit, ts)
		d.last.user = append(d.last.user[:0], d.bets.user...)
		d.last.pp = append(d.last.pp[:0], d.bets.pp...)
		d.last.behind = append(d.last.behind[:0], d.bets.behind...)
		d.hasLast = true
	}
	d.phase = Playing
	d.emit(Dealt{Shuffled: shuffle})
	return true
}

// BotTurn reports whether the question the round puts now is a computer
// player's: the play of a box he holds (with the user's stake behind it or
// not), or his own stake behind another box. The user answers only for his
// boxes and his own stakes (trainer.Owner).
func (d *Driver) BotTurn() bool {
	t := d.round.Turn()
	return !t.Dealer && trainer.Owner(d.round) != UserName
}

// DealerStep takes the dealer's next step.
func (d *Driver) DealerStep() {
	evs, _ := d.round.DealerStep()
	d.emit(Step{Dealer: true, Events: slices.Clone(evs)})
}

// BotAct lets the computer player whose turn it is decide by chart (the
// simplest play without one), now and then straying from it.
func (d *Driver) BotAct(chart *strategy.Chart) {
	t := d.round.Turn()
	act, mistake := players.DecideMarked(d.round, chart, d.rng)
	evs, err := d.round.Apply(act)
	if err != nil {
		// The chart's answer is always legal; should it not be, the
		// computer player takes the first legal one and nothing is lost.
		legal := d.round.Legal()
		if len(legal) == 0 {
			return
		}
		if evs, err = d.round.Apply(legal[0]); err != nil {
			return
		}
		act, mistake = d.round.Log()[len(d.round.Log())-1].Action, false
	}
	d.emit(Step{Box: t.Box, Bot: true, Action: act, Mistake: mistake, Events: slices.Clone(evs)})
}

// Apply applies the user's decision act: a Step, or a Notice of why the
// engine refused it, with the article. It reports whether it was applied.
func (d *Driver) Apply(act blackjack.Action) bool {
	t := d.round.Turn()
	evs, err := d.round.Apply(act)
	if err != nil {
		d.refuse(err, act, t)
		return false
	}
	d.emit(Step{Box: t.Box, Action: act, Events: slices.Clone(evs)})
	return true
}

// refuse tells the user why the engine refused his action, with the
// article.
func (d *Driver) refuse(err error, act blackjack.Action, t blackjack.Turn) {
	loc := d.host.Loc()
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		d.notify(locales.BJRefuseOther, words.Decision(loc, act), loc.T(locales.BJNoArticle))
		return
	}
	art := ie.Article
	if art == "" {
		art = loc.T(locales.BJNoArticle)
	}
	switch ie.Code {
	case "no-hit-21":
		d.notify(locales.BJRefuseNoHit, art)
	case "forced-hit":
		d.notify(locales.BJRefuseForcedHit, d.rules.ForcedHitUpTo, art)
	case "no-double":
		d.notify(locales.BJRefuseNoDouble, art)
	case "no-split":
		d.notify(locales.BJRefuseNoSplit, art)
	case "over-limit":
		d.notify(locales.BJRefuseOverLimit, art)
	case "wrong-question", "not-open":
		d.notify(locales.BJRefuseQuestion, loc.T(QuestionKey(t)), art)
	default:
		// The engine's reason is English: the user reads the decision's
		// name in his language, and the article.
		d.notify(locales.BJRefuseOther, words.Decision(loc, act), art)
	}
}

// QuestionKey names what the user is asked at turn t.
func QuestionKey(t blackjack.Turn) locales.Key {
	switch t.Question {
	case blackjack.AskInsurance:
		return locales.BJAskInsurance
	case blackjack.AskEvenMoney:
		if t.Options.Has(blackjack.OptInsure) {
			return locales.BJAskEvenMoneyInsure
		}
		return locales.BJAskEvenMoney
	case blackjack.AskDesafioBet:
		return locales.BJAskDesafio
	case blackjack.AskAceValue:
		return locales.BJAskAce
	case blackjack.AskFollowDouble:
		return locales.BJAskFollowDouble
	case blackjack.AskSplitStake:
		return locales.BJAskSplitStake
	}
	return locales.BJAskPlay
}

// UserNet is the user's net on the round: every bet of his boxes.
func (d *Driver) UserNet() rules.Money { return d.round.PlayerNet(UserName) }

// Finish settles the round for the user: it is committed once (the
// bankroll moved by his net, the hand history, the trainer's progress), but
// for a hand he sat out, which is not one of his (001 Disp. 1); the table
// is then over until the next bets.
func (d *Driver) Finish() {
	net := d.UserNet()
	d.closeJournal()
	if !d.Spectator() {
		d.host.CommitRound(Commit{Table: d.rules.ID, Round: d.roundID, Time: d.clock(), Net: net, Record: record.Of(d.round)})
	}
	d.lastNet = net
	d.voided, _ = d.round.Void()
	d.phase = Over
	d.emit(Committed{Net: net})
	if b := d.host.Balance(d.rules.Currency); b < d.rules.Limits.Min {
		d.notify(locales.BJLowBankroll, b, d.rules.Limits.Min)
	}
}
