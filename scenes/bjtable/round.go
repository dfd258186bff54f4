package bjtable

import (
	"sabot/assets"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/input"
	"sabot/words"
)

// The round at the blackjack table: the automatic dealer takes one step at
// a time and its events are shown one by one; a computer player thinks a
// moment and answers by the chart; the user answers with the buttons or
// their keys, and a refused action says the engine's reason.

// advance makes the round go on when nothing moves: the dealer's next step,
// a computer player's decision, or the user's question shown.
func (s *Table) advance() {
	r := s.d.Round()
	if r.Done() {
		s.finishRound()
		return
	}
	t := r.Turn()
	if t.Dealer {
		if s.ringBox != 0 {
			s.ringBox, s.dirty = 0, true
		}
		s.d.DealerStep()
		s.drain()
		return
	}
	if t.Box != s.ringBox {
		s.ringBox, s.dirty = t.Box, true
	}
	if s.botTurn() {
		if s.instant() {
			s.botAct()
			return
		}
		s.queue.Add(anim.NewWait(anim.Scale(24, s.view.speed)), anim.Func(s.botAct))
		return
	}
	if s.d.Finishing() {
		if s.instant() {
			s.finishAct()
			return
		}
		s.queue.Add(anim.NewWait(anim.Scale(24, s.view.speed)), anim.Func(s.finishAct))
		return
	}
	if !s.ask.asked || t != s.ask.turn {
		s.ask = askShown{turn: t, asked: true}
		s.dirty = true
		if t.Question == blackjack.AskPlay {
			s.app.Sound.Say(s.app.Loc.Lang(), assets.CardQuestion)
		}
	}
}

// botTurn reports whether the question the round puts now is a computer
// player's.
func (s *Table) botTurn() bool { return s.d.BotTurn() }

// botAct lets the computer player whose turn it is decide.
func (s *Table) botAct() {
	s.d.BotAct(s.botChart())
	s.drain()
}

// finishAct makes the user's choice for him, ungraded.
func (s *Table) finishAct() {
	s.d.FinishAct()
	s.drain()
}

// handlePlay takes the user's answer to the question put to him.
func (s *Table) handlePlay(e input.Event) {
	r := s.d.Round()
	if r == nil || r.Done() || s.Busy() {
		return
	}
	t := r.Turn()
	if t.Dealer || s.botTurn() {
		return
	}
	if s.stepInsurance(e.Action, t) {
		return
	}
	act, ok := s.actionFor(e.Action, t)
	if !ok {
		return
	}
	if need := s.extraStake(act, t); need > 0 && need > s.available() {
		s.app.Notify(locales.BJErrBankroll, s.available())
		return
	}
	if s.tr.decide(act, t) {
		return // applied once graded
	}
	s.applyUser(act, t)
}

// applyUser applies the user's decision at turn t.
func (s *Table) applyUser(act blackjack.Action, t blackjack.Turn) {
	s.d.Apply(act)
	s.drain()
}

// actionFor turns a key or button into the engine's action for the
// question put now: I is insurance, even money or the desafío, N declines
// it, A insures a blackjack instead of even money, 1 and 2 declare the
// argentine ace.
func (s *Table) actionFor(a input.Action, t blackjack.Turn) (blackjack.Action, bool) {
	amount := func(k blackjack.Kind) rules.Money {
		for _, l := range s.d.Round().Legal() {
			if l.Kind == k {
				return l.Amount
			}
		}
		if b := s.d.Round().Box(t.Box); b != nil {
			return b.Bet / 2
		}
		return 0
	}
	switch t.Question {
	case blackjack.AskFollowDouble:
		switch a {
		case input.Double, input.Insurance:
			return blackjack.Action{Kind: blackjack.FollowDouble}, true
		case input.No, input.Stand:
			return blackjack.Action{Kind: blackjack.NoFollowDouble}, true
		}
		return blackjack.Action{}, false
	case blackjack.AskSplitStake:
		switch a {
		case input.Split:
			return blackjack.Action{Kind: blackjack.FollowSplit}, true
		case input.AceOne:
			return blackjack.Action{Kind: blackjack.FirstCard}, true
		case input.AceEleven:
			return blackjack.Action{Kind: blackjack.SecondCard}, true
		}
		return blackjack.Action{}, false
	}
	switch a {
	case input.Hit:
		return blackjack.Action{Kind: blackjack.Hit}, true
	case input.Stand:
		return blackjack.Action{Kind: blackjack.Stand}, true
	case input.Double:
		return blackjack.Action{Kind: blackjack.Double}, true
	case input.Split:
		return blackjack.Action{Kind: blackjack.Split}, true
	case input.AceOne:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceOne}, true
	case input.AceEleven:
		return blackjack.Action{Kind: blackjack.DeclareAce, Ace: rules.AceEleven}, true
	case input.Insurance:
		switch t.Question {
		case blackjack.AskEvenMoney:
			return blackjack.Action{Kind: blackjack.EvenMoney}, true
		case blackjack.AskDesafioBet:
			return blackjack.Action{Kind: blackjack.Desafio, Amount: amount(blackjack.Desafio)}, true
		}
		return blackjack.Action{Kind: blackjack.Insure, Amount: s.insuranceStake(t)}, true
	case input.InsureBJ:
		if t.Question != blackjack.AskEvenMoney || !t.Options.Has(blackjack.OptInsure) {
			return blackjack.Action{}, false
		}
		// A blackjack against the ace insures instead of taking even
		// money where the table allows it (000 Art. 9, 004 Assicurazione).
		return blackjack.Action{Kind: blackjack.Insure, Amount: s.insuranceStake(t)}, true
	case input.No:
		switch t.Question {
		case blackjack.AskEvenMoney:
			return blackjack.Action{Kind: blackjack.NoEvenMoney}, true
		case blackjack.AskDesafioBet:
			return blackjack.Action{Kind: blackjack.NoDesafio}, true
		}
		return blackjack.Action{Kind: blackjack.NoInsurance}, true
	}
	return blackjack.Action{}, false
}

// extraStake is what an action puts down on top of the user's stakes.
func (s *Table) extraStake(a blackjack.Action, t blackjack.Turn) rules.Money {
	b := s.d.Round().Box(t.Box)
	if b == nil {
		return 0
	}
	if c := b.CoBettor(t.Stake); c != nil {
		switch a.Kind {
		case blackjack.FollowDouble:
			if t.Hand >= 1 && t.Hand <= len(c.On) {
				return c.On[t.Hand-1].Amount
			}
		case blackjack.FollowSplit:
			return c.Bet
		case blackjack.Insure:
			return a.Amount
		}
		return 0
	}
	switch a.Kind {
	case blackjack.Double:
		if t.Hand >= 1 && t.Hand <= len(b.Hands) {
			return b.Hands[t.Hand-1].Stake
		}
	case blackjack.Split:
		return b.Bet
	case blackjack.Insure, blackjack.Desafio:
		return a.Amount
	}
	return 0
}

// decisionText is a decision as the player says it, in the words of the
// table's regulation (words.Call).
func (s *Table) decisionText(a blackjack.Action) string {
	return words.Call(s.app.Loc, s.d.Rules(), a)
}

// animate queues the events of one step, each shown for as long as its
// animation lasts.
func (s *Table) animate(evs []blackjack.Event) {
	if s.instant() {
		for _, e := range evs {
			s.show(e)
		}
		return
	}
	for _, e := range evs {
		e := e
		s.queue.Add(anim.Func(func() { s.show(e) }))
		if n := s.eventTicks(e); n > 0 {
			s.queue.Add(anim.NewWait(anim.Scale(n, s.view.speed)))
		}
	}
}

// instant reports whether the game goes at save.SpeedInstant: every event
// shown at once, no card travels, the round runs on in the same tick up
// to the user's next question (see runOn).
func (s *Table) instant() bool { return s.view.speed == 0 }

// runOn makes the round go on when nothing moves: one step, or at the
// instant speed every step up to the user's question or the round's end,
// the cards and chips put in their places at once.
func (s *Table) runOn() {
	for i := 0; i < 1000 && s.d.Phase() == phasePlaying && !s.Busy(); i++ {
		if !s.d.Finishing() && s.ask.asked && s.userTurn() && s.d.Round().Turn() == s.ask.turn {
			return // the user's question is on show
		}
		s.advance()
		if !s.instant() {
			return
		}
		if s.view.busy() {
			s.view.settle()
		}
	}
}

// eventTicks is how long an event holds the table, at normal speed.
func (s *Table) eventTicks(e blackjack.Event) int {
	switch e.Kind {
	case blackjack.EvAnnounce:
		switch e.Phrase {
		case blackjack.SayCloseBets, blackjack.SayLastRound, blackjack.SayVoid, blackjack.SayRoundVoid:
			return 36
		case blackjack.SayDealerTotal, blackjack.SayInsuranceLoses:
			return 24
		case blackjack.SayHandTotal:
			return 14
		}
		return 20
	case blackjack.EvBurn:
		return 26
	case blackjack.EvCard:
		return 14
	case blackjack.EvTurn, blackjack.EvDiscard:
		return 18
	case blackjack.EvSplit, blackjack.EvDouble, blackjack.EvSideBet:
		return 16
	case blackjack.EvBust, blackjack.EvBlackjack:
		return 18
	case blackjack.EvSettled:
		if e.Result == blackjack.Push || e.Result == blackjack.Void {
			return 6
		}
		return 16
	}
	return 0
}

// crosswise reports whether the card of an EvCard lies crosswise on its
// hand: at the tables of 004 (the Shuffler Mate's and the shoe's), a double's card ("posta
// trasversalmente rispetto alle prime due", 004 Il raddoppio) and the one
// card of each split ace ("Anche in questo caso dovrà essere posta
// trasversalmente rispetto ad ogni asso", 004 Divisione), as the dealer
// school lays them. No other table's regulation says so.
func (s *Table) crosswise(e blackjack.Event) bool {
	if e.Box < 1 || !s.d.Rules().SameRegulation(rules.ItalianShuffler) {
		return false
	}
	if s.view.stack(felt.Double, e.Box, e.Hand) != nil {
		return true
	}
	b := s.d.Round().Box(e.Box)
	return b != nil && e.Hand >= 1 && e.Hand <= len(b.Hands) && b.Hands[e.Hand-1].SplitAces
}

// show puts one event on the felt.
func (s *Table) show(e blackjack.Event) {
	a, v := s.app, s.view
	s.dirty = true
	s.tr.saw(e)
	switch e.Kind {
	case blackjack.EvAnnounce:
		s.announce(e)
	case blackjack.EvBurn:
		v.burn(e.Count)
		s.sabot.left -= e.Count
		a.Sound.Play(assets.CardSlide)
	case blackjack.EvCard:
		v.deal(e.Box, e.Hand, e.Card, e.FaceDown, s.crosswise(e))
		s.sabot.left--
		a.Sound.Play(assets.CardSlide)
	case blackjack.EvTurn:
		v.turnOver(e.Box, e.Hand, e.Card)
		a.Sound.Play(assets.CardFlip)
	case blackjack.EvSplit:
		if e.Stake < 2 {
			v.split(e.Box, e.Hand)
		}
		v.fromPlayerS(felt.Stake, e.Box, e.Hand+1, e.Stake, e.Amount)
		a.Sound.Play(assets.Chip)
	case blackjack.EvDouble:
		v.fromPlayerS(felt.Double, e.Box, e.Hand, e.Stake, e.Amount)
		a.Sound.Play(assets.Chip)
	case blackjack.EvStakeMoved:
		v.moveStake(e.Box, min(e.Hand, max(e.Hand-1, 1)), e.Hand, e.Stake)
	case blackjack.EvSideBet:
		kind := felt.Insurance
		if e.Bet == blackjack.DesafioBet {
			kind = felt.Desafio
		}
		v.fromPlayerS(kind, e.Box, max(e.Hand, 1), e.Stake, e.Amount)
		a.Sound.Play(assets.Chip)
	case blackjack.EvAceDeclared:
		if h := v.hand(e.Box, e.Hand); h != nil {
			h.ace = e.Ace
		}
	case blackjack.EvBust:
		if h := v.hand(e.Box, e.Hand); h != nil {
			h.bust = true
		}
	case blackjack.EvBlackjack:
		if e.Box > 0 {
			if h := v.hand(e.Box, e.Hand); h != nil {
				h.blackjack = true
			}
			s.say(a.Loc.T(locales.BJSay(blackjack.SayBlackjack.String())), "", assets.Blackjack)
		}
	case blackjack.EvSettled:
		s.settle(e)
	case blackjack.EvDiscard:
		v.discardDealer()
		a.Sound.Play(assets.CardSlide)
	case blackjack.EvVoid:
		p := e.Phrase
		if p == blackjack.NoPhrase {
			p = blackjack.SayVoid
		}
		s.announce(blackjack.Event{Kind: blackjack.EvAnnounce, Phrase: p})
	}
}

// phraseTopics are the rules behind the dealer's calls, for their article.
var phraseTopics = map[blackjack.Phrase]rules.Topic{
	blackjack.SayCloseBets:      rules.TopicCloseBets,
	blackjack.SayInsurance:      rules.TopicInsurance,
	blackjack.SayEvenMoney:      rules.TopicEvenMoney,
	blackjack.SayDesafio:        rules.TopicDesafio,
	blackjack.SayDouble:         rules.TopicAskDouble,
	blackjack.SayAce:            rules.TopicAceDeclaration,
	blackjack.SayDealerTotal:    rules.TopicDealerRule,
	blackjack.SayInsuranceLoses: rules.TopicInsurance,
	blackjack.SayLastRound:      rules.TopicCutCard,
	blackjack.SayVoid:           rules.TopicCutCard,
	blackjack.SayBlackjack:      rules.TopicDealerBlackjack,
	blackjack.SayNextCardsBank:  rules.TopicBankCardOmitted,
	blackjack.SayRoundVoid:      rules.TopicDealUnclear,
	blackjack.SayHandTotal:      rules.TopicPlayerTotal,
}

// phraseVoices are the recorded calls of the dealer's phrases.
var phraseVoices = map[blackjack.Phrase]assets.Phrase{
	blackjack.SayCloseBets:  assets.NoMoreBets,
	blackjack.SayInsurance:  assets.Insurance,
	blackjack.SayEvenMoney:  assets.EvenMoney,
	blackjack.SayDesafio:    assets.Desafio,
	blackjack.SayDouble:     assets.DoubleQuestion,
	blackjack.SayAce:        assets.AceQuestion,
	blackjack.SayBlackjack:  assets.Blackjack,
	blackjack.SayDealerBust: assets.DealerBust,
	blackjack.SayLastRound:  assets.LastRound,
}

// announce shows and says one of the dealer's calls.
func (s *Table) announce(e blackjack.Event) {
	var art string
	if t, ok := phraseTopics[e.Phrase]; ok {
		art = s.d.Rules().Article(t)
	}
	text := s.app.Loc.T(locales.BJSay(e.Phrase.String()), e.Total)
	if e.Phrase == blackjack.SayHandTotal {
		// "Diecisiete", "Siete o diecisiete": the box's total as the card
		// it asked for is given (001 Desarrollo 9).
		text = words.HandCall(s.app.Loc, e.Total, e.Soft)
	}
	s.say(text, art, phraseVoices[e.Phrase])
	switch e.Phrase {
	case blackjack.SayInsurance, blackjack.SayEvenMoney, blackjack.SayDesafio, blackjack.SayDouble, blackjack.SayAce:
		s.banner.Question = true
	}
}

// settle moves the chips of a settled bet: winnings from the tray, a lost
// bet to the tray.
func (s *Table) settle(e blackjack.Event) {
	v := s.view
	hand := max(e.Hand, 1)
	v.settled(e)
	win := e.Result == blackjack.Win
	lose := e.Result == blackjack.Lose
	if e.Stake >= 2 {
		// A co-bettor's stake, paid or collected on its own (000 Art. 28).
		switch {
		case e.Bet == blackjack.InsuranceBet && win:
			v.fromTrayS(felt.InsuranceWin, e.Box, 1, e.Stake, e.Amount)
		case e.Bet == blackjack.InsuranceBet && lose:
			v.takeS(felt.Insurance, e.Box, 1, e.Stake, true)
		case win:
			v.fromTrayS(felt.Win, e.Box, hand, e.Stake, e.Amount)
		case lose:
			v.takeS(felt.Stake, e.Box, hand, e.Stake, true)
			v.takeS(felt.Double, e.Box, hand, e.Stake, true)
		}
		return
	}
	switch e.Bet {
	case blackjack.MainBet, blackjack.EvenMoneyBet:
		switch {
		case win:
			v.fromTray(felt.Win, e.Box, hand, e.Amount)
		case lose:
			v.take(felt.Stake, e.Box, hand, true)
			v.take(felt.Double, e.Box, hand, true)
		}
	case blackjack.InsuranceBet:
		if win {
			v.fromTray(felt.InsuranceWin, e.Box, 1, e.Amount)
		} else if lose {
			v.take(felt.Insurance, e.Box, 1, true)
		}
	case blackjack.DesafioBet:
		if win {
			v.fromTray(felt.DesafioWin, e.Box, hand, e.Amount)
		} else if lose {
			v.take(felt.Desafio, e.Box, hand, true)
		}
	case blackjack.PerfectPairBet:
		if win {
			v.fromTray(felt.PerfectPairWin, e.Box, 1, e.Amount)
		} else if lose {
			v.take(felt.PerfectPair, e.Box, 1, true)
		}
	}
	if win || lose {
		s.app.Sound.Play(assets.ChipsStack)
	}
}

// userNet is the user's net on the round: every bet of his boxes.
func (s *Table) userNet() rules.Money { return s.d.UserNet() }

// finishRound settles the round for the user: the driver commits it once
// (the bankroll changed by his net, the hand history, the trainer's
// progress), and the result stays on the felt until the next bets.
func (s *Table) finishRound() {
	s.d.Finish()
	s.drain()
}
