package sim

import (
	"fmt"
	"time"

	"sabot/game/punto"
	"sabot/rules"
)

// PuntoResult is the outcome of a Punto Banco simulation: the return of a
// one-unit bet on each side, each with its 95% interval.
type PuntoResult struct {
	Rules          string     `json:"rules"`
	Coups          int64      `json:"coups"`
	Seed           uint64     `json:"seed"`
	Punto          SideResult `json:"punto"`
	Banco          SideResult `json:"banco"`
	Egalite        SideResult `json:"egalite"`
	Seconds        float64    `json:"seconds"`
	CoupsPerSecond float64    `json:"coups_per_second"`
}

// SideResult is one bet's return, in percent, and how often that side won.
type SideResult struct {
	RTP  float64 `json:"rtp"`
	CI95 float64 `json:"ci95"`
	Won  float64 `json:"won"`
}

// PuntoBanco plays coups at a Punto Banco table with one minimum bet on
// Punto (position 1), Banco (position 2) and Egalité (position 3), through
// the engine with a reader who calls by the rule, and returns each bet's
// return to player. Void coups (a last coup short of seven cards) are
// counted as the pushes they are.
func PuntoBanco(rs rules.RuleSet, coups int64, seed uint64) (PuntoResult, error) {
	if rs.Game != rules.PuntoBanco {
		return PuntoResult{}, fmt.Errorf("%s is not a Punto Banco table", rs.ID)
	}
	tb, err := punto.NewTable(rs, rules.NewRand(seed))
	if err != nil {
		return PuntoResult{}, err
	}
	unit := rs.Limits.Min
	bets := []punto.Bet{
		{Position: 1, On: punto.Punto, Amount: unit},
		{Position: 2, On: punto.Banco, Amount: unit},
		{Position: 3, On: punto.Egalite, Amount: unit},
	}
	var m [3]Mean
	var won [3]int64
	var events []punto.Event
	start := time.Now()
	for i := int64(0); i < coups; i++ {
		r, err := tb.Deal(bets)
		if err != nil {
			return PuntoResult{}, err
		}
		if events, err = r.PlayOut(events[:0]); err != nil {
			return PuntoResult{}, fmt.Errorf("coup %d: %w", i+1, err)
		}
		var net [3]rules.Money
		for _, e := range events {
			if e.Kind != punto.EventSettle || e.Position < 1 || e.Position > 3 {
				continue
			}
			switch e.Result {
			case punto.Win:
				net[e.Position-1] += e.Amount
			case punto.Lose:
				net[e.Position-1] -= e.Amount
			}
		}
		for s := range m {
			m[s].Add(float64(net[s]) / float64(unit))
		}
		switch r.Winner() {
		case punto.Punto:
			won[0]++
		case punto.Banco:
			won[1]++
		case punto.Egalite:
			won[2]++
		}
	}
	el := time.Since(start)
	side := func(s int) SideResult {
		return SideResult{RTP: 100 * (1 + m[s].Value()), CI95: 100 * m[s].CI95(), Won: float64(won[s]) / float64(coups)}
	}
	return PuntoResult{
		Rules: rs.ID, Coups: coups, Seed: seed,
		Punto: side(0), Banco: side(1), Egalite: side(2),
		Seconds: el.Seconds(), CoupsPerSecond: float64(coups) / el.Seconds(),
	}, nil
}
