package stage

import (
	"time"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/game/punto"
	"sabot/players"
	"sabot/rules"
	"sabot/scenes/session"
)

// The hand history's part of the screenshot command: a dozen rounds of both
// games played at once with a seeded source, as the tables would have kept
// them, an evening of a few minutes apart.

// historyStart is the time of the first round of the screenshot's
// history.
var historyStart = time.Date(2025, 5, 2, 21, 4, 0, 0, time.UTC)

// History appends the screenshot's rounds to the App's history.
func History(a *session.Context) {
	rng := rules.NewRand(7)
	when := historyStart
	next := func() time.Time {
		when = when.Add(time.Duration(2+rng.IntN(4)) * time.Minute)
		return when
	}
	for _, id := range []string{"italian-classic", "argentine", "italian-online", "italian-shuffler"} {
		r, err := rules.ByID(id)
		if err != nil {
			continue
		}
		tb := table.New(r, rng)
		for k := 0; k < 3; k++ {
			bets := []setup.BoxBet{{Box: players.HomeBox(r), Player: session.UserName, Bet: r.Limits.Min * rules.Money(1+k)}}
			if !r.SinglePlayer {
				bets = append(bets,
					setup.BoxBet{Box: 2, Player: "Giulia", Bet: r.Limits.Min},
					setup.BoxBet{Box: 6, Player: "Marco", Bet: r.Limits.Min * 2})
			}
			round, err := tb.Deal(bets, a.Balance())
			if err != nil {
				continue
			}
			for !round.Done() {
				if _, ok := round.DealerStep(); ok {
					continue
				}
				if _, err := round.Apply(players.Decide(round, nil, rng)); err != nil {
					break
				}
			}
			var net rules.Money
			for _, b := range round.Boxes() {
				if b.Player == session.UserName {
					net += b.Net()
				}
			}
			a.KeepRecord(session.RecordMeta{Game: "blackjack", Time: next(), You: session.UserName, YourNet: net}, record.Of(round))
		}
	}
	r, err := rules.ByID("super-punto-banco")
	if err != nil {
		return
	}
	tb, err := punto.NewTable(r, rng)
	if err != nil {
		return
	}
	for k := 0; k < 2; k++ {
		round, err := tb.Deal([]punto.Bet{{Position: 3, Player: session.UserName, On: punto.Banco, Amount: r.Limits.Min * 2}})
		if err != nil {
			return
		}
		for !round.Done() {
			act, ok := round.NextDealerAction()
			if !ok {
				break
			}
			if _, err := round.Apply(act); err != nil {
				break
			}
		}
		rec := round.Record()
		var net rules.Money
		for _, b := range rec.Bets {
			net += b.Net
		}
		a.KeepRecord(session.RecordMeta{Game: "punto-banco", Time: next(), You: session.UserName, YourNet: net}, rec)
	}
}
