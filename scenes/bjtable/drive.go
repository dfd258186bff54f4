package bjtable

import (
	"time"

	"sabot/assets"
	"sabot/driver/bjdriver"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/session"
	"sabot/tutor/learner"
)

// The scene over its driver: every call to the driver is followed by
// drain, which shows what the driver did — the notices, the chips put down
// or taken back, the round's steps — in the order it did it.

// host is the session as the driver's Host.
type host struct{ a *session.Context }

func (h host) Loc() *locales.Locale           { return h.a.Loc }
func (h host) Balance(cur string) rules.Money { return h.a.Wallet.Balance(cur) }
func (h host) ComputerPlayers() int           { return h.a.Settings.ComputerPlayers }
func (h host) Store() *save.Store             { return h.a.Store }
func (h host) KeepOrder(id string, drawn players.Order) players.Order {
	return players.Order(h.a.Seating.Keep(id, session.SeatOrder(drawn)))
}
func (h host) UserBoxes(id string) []int                     { return h.a.Seating.UserBoxes(id) }
func (h host) Played(id string, box int)                     { h.a.Seating.Played(id, box) }
func (h host) NewRoundID() string                            { return h.a.NewRoundID() }
func (h host) PendingProgress() save.ProgressDelta           { return h.a.PendingProgress() }
func (h host) RestorePending(r string, d save.ProgressDelta) { h.a.RestorePending(r, d) }
func (h host) Records() bool                                 { return h.a.Progress != nil }
func (h host) StartPlaySession(table string, at time.Time)   { h.a.StartPlaySession(table, at) }
func (h host) RecordDecision(d learner.Decision)             { h.a.RecordDecision(d) }
func (h host) CommitRound(c bjdriver.Commit) {
	h.a.CommitRound(session.RoundCommit{
		Meta:   session.RecordMeta{Game: "blackjack", Time: c.Time, You: session.UserName, YourNet: c.Net},
		Record: c.Record, Table: c.Table, Round: c.Round, BankrollPoint: true,
	})
}

// drain shows what the driver did since the last drain.
func (s *Table) drain() {
	a, v := s.app, s.view
	for _, e := range s.d.Drain() {
		s.dirty = true
		switch e := e.(type) {
		case bjdriver.Notice:
			a.Notify(e.Key, e.Args...)
		case bjdriver.SaveFailed:
			a.SaveFailed(e.File, e.Err)
		case bjdriver.Chips:
			kind := felt.Stake
			if e.PerfectPair {
				kind = felt.PerfectPair
			}
			switch {
			case e.Op == bjdriver.Remove:
				v.removeStack(kind, e.Box, 1)
			case e.Op == bjdriver.TakeBack:
				v.takeS(kind, e.Box, 1, e.Stake, false)
			case e.Seat > 0:
				v.fromSeatS(kind, e.Box, 1, e.Stake, e.Amount, e.Seat)
			case e.Stake >= 2:
				v.fromPlayerS(kind, e.Box, 1, e.Stake, e.Amount)
			default:
				v.fromPlayer(kind, e.Box, 1, e.Amount)
			}
		case bjdriver.BetsOpened:
			v.collect()
			s.ask.asked = false
		case bjdriver.Dealt:
			s.ask = askShown{}
			v.compact()
			s.showShoe()
			if e.Shuffled {
				a.Sound.Play(assets.Shuffle)
				s.say(a.Loc.T(locales.BJSayShuffle), s.d.Article(rules.TopicShuffle), "")
			}
		case bjdriver.Step:
			if !e.Dealer {
				text := s.decisionText(e.Action)
				if e.Mistake {
					text = a.Loc.T(locales.BJBotMistake, text)
				}
				s.bubble(e.Box, text)
				if !e.Bot {
					s.ask.asked = false
				}
			}
			s.animate(e.Events)
		case bjdriver.Committed:
			s.ask.asked = false
		}
	}
}
