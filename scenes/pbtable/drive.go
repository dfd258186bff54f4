package pbtable

import (
	"time"

	"sabot/driver/pbdriver"
	"sabot/players"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/session"
	"sabot/tutor/learner"
)

// The scene over its driver (driver/pbdriver): every call to the driver
// is followed by drain, which shows what the driver did — a bet refused,
// the bets opened, the coup dealt, its steps, the trainer's check, the
// commit — in the order it did it.

// host is the session as the driver's Host.
type host struct{ a *session.Context }

func (h host) Balance(cur string) rules.Money { return h.a.Wallet.Balance(cur) }
func (h host) ComputerPlayers() int           { return h.a.Settings.ComputerPlayers }
func (h host) Store() *save.Store             { return h.a.Store }
func (h host) KeepOrder(id string, drawn players.Order) players.Order {
	return players.Order(h.a.Seating.Keep(id, session.SeatOrder(drawn)))
}
func (h host) NewRoundID() string                            { return h.a.NewRoundID() }
func (h host) PendingProgress() save.ProgressDelta           { return h.a.PendingProgress() }
func (h host) RestorePending(r string, d save.ProgressDelta) { h.a.RestorePending(r, d) }
func (h host) Records() bool                                 { return h.a.Progress != nil }
func (h host) StartPlaySession(table string, at time.Time)   { h.a.StartPlaySession(table, at) }
func (h host) RecordDecision(d learner.Decision)             { h.a.RecordDecision(d) }
func (h host) CommitRound(c pbdriver.Commit) {
	h.a.CommitRound(session.RoundCommit{
		Meta:   session.RecordMeta{Game: "punto-banco", Time: c.Time, You: puntoHuman, YourNet: c.Net},
		Record: c.Record, Table: c.Table, Round: c.Round, BankrollPoint: c.Staked > 0,
	})
}

// drain shows what the driver did since the last drain.
func (p *Table) drain() {
	for _, e := range p.d.Drain() {
		switch e := e.(type) {
		case pbdriver.Notice:
			p.setBanner(pbSay(pbKeyPlaceBets), pbSay(e.Key, e.Args...), pbToneAlert)
		case pbdriver.SaveFailed:
			p.app.SaveFailed(e.File, e.Err)
		case pbdriver.Checked:
			p.showCheck(e.Check)
		case pbdriver.Step:
			for _, ev := range e.Events {
				p.show(ev)
			}
			if !p.instant { // played out at once, the sabot is drawn at the end
				p.view.setShoe(p)
			}
		case pbdriver.Committed:
			p.showResult(e.Net, e.Staked)
		}
	}
}

// showResult keeps what the user's last coup gave, for the Cassa.
func (p *Table) showResult(net, staked rules.Money) {
	switch {
	case staked == 0:
		p.result = pbLine{}
	case net > 0:
		p.result = pbSay(pbKeyWon, net)
	case net < 0:
		p.result = pbSay(pbKeyLost, -net)
	default:
		p.result = pbSay(pbKeyEven)
	}
}
