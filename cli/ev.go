package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"sabot/rules"
	"sabot/tutor/rtp"
)

// evJSON is the machine-readable output of ev for a blackjack table; the
// figures are returns to player in percent, null for a bet the table does
// not have.
type evJSON struct {
	Rules             string   `json:"rules"`
	RTPOptimal        float64  `json:"rtp_optimal"`
	RTPChart          float64  `json:"rtp_chart"`
	RTPPublishedChart *float64 `json:"rtp_published_chart"`
	// RTPIdleChart is the online document's second table (no doubles, no
	// splits), which plays a pending choice (seeds/003 Malfunzionamenti).
	RTPIdleChart      *float64 `json:"rtp_idle_chart"`
	InsuranceRTP      *float64 `json:"insurance_rtp"`
	EvenMoneyRTP      *float64 `json:"even_money_rtp"`
	EvenMoneyVsTenRTP *float64 `json:"even_money_vs_ten_rtp"`
	DesafioRTP        *float64 `json:"desafio_rtp"`
	PerfectPairRTP    *float64 `json:"perfect_pair_rtp"`
}

// pbBetJSON is one Punto Banco bet: the probability that it wins (a
// fraction) and the house edge (percent of the amount staked).
type pbBetJSON struct {
	Probability float64 `json:"probability"`
	HouseEdge   float64 `json:"house_edge"`
}

type pbJSON struct {
	Rules   string    `json:"rules"`
	Punto   pbBetJSON `json:"punto"`
	Banco   pbBetJSON `json:"banco"`
	Egalite pbBetJSON `json:"egalite"`
}

// EV prints a table's returns to player from its full shoe: for blackjack
// the main bet played at best, by the computed chart, by the published
// chart and by the online table's second one (no doubles, no splits: what
// the system plays for a pending choice), and the side bets; for Punto
// Banco each bet's probability and house edge.
func EV(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStrategyFlags("ev", "text", "json")
	defer noCollection()()
	rs, err := f.parse(args)
	if err != nil {
		return badInput(stderr, "%v", err)
	}
	var out []byte
	if rs.Game == rules.PuntoBanco {
		o, err := rtp.PuntoBanco(rs)
		if err != nil {
			fmt.Fprintf(stderr, "sabot: ev: %v\n", err)
			return ExitFailure
		}
		if f.format == "json" {
			bet := func(p, edge float64) pbBetJSON { return pbBetJSON{roundTo(p, 6), roundTo(100*edge, 4)} }
			out, err = json.MarshalIndent(pbJSON{rs.ID, bet(o.Punto, o.PuntoEdge), bet(o.Banco, o.BancoEdge), bet(o.Egalite, o.EgaliteEdge)}, "", "  ")
			if err != nil {
				fmt.Fprintf(stderr, "sabot: ev: %v\n", err)
				return ExitFailure
			}
		} else {
			var b strings.Builder
			fmt.Fprintf(&b, "%s (%d decks): probability of each result, house edge of each bet\n", rs.ID, o.Decks)
			fmt.Fprintf(&b, "  %-8s %9.6f %8.4f%%\n", "banco", o.Banco, 100*o.BancoEdge)
			fmt.Fprintf(&b, "  %-8s %9.6f %8.4f%%\n", "punto", o.Punto, 100*o.PuntoEdge)
			fmt.Fprintf(&b, "  %-8s %9.6f %8.4f%%\n", "egalite", o.Egalite, 100*o.EgaliteEdge)
			out = []byte(b.String())
		}
	} else {
		r, err := rtp.TableReturns(rs)
		if err != nil {
			fmt.Fprintf(stderr, "sabot: ev: %v\n", err)
			return ExitFailure
		}
		if f.format == "json" {
			p := func(x *float64) *float64 {
				if x == nil {
					return nil
				}
				v := round4(*x)
				return &v
			}
			out, err = json.MarshalIndent(evJSON{rs.ID, round4(r.Optimal), round4(r.Chart), p(r.Published), p(r.Idle), p(r.Insurance), p(r.EvenMoney), p(r.EvenMoneyVsTen), p(r.Desafio), p(r.PerfectPair)}, "", "  ")
			if err != nil {
				fmt.Fprintf(stderr, "sabot: ev: %v\n", err)
				return ExitFailure
			}
		} else {
			var b strings.Builder
			fmt.Fprintf(&b, "%s (%d decks): return to player, %% of the amount staked on each bet\n", rs.ID, rs.Decks)
			line := func(name string, x *float64) {
				if x != nil {
					fmt.Fprintf(&b, "  %-32s %8.4f%%\n", name, *x)
				}
			}
			line("main bet, best play", &r.Optimal)
			line("main bet, computed chart", &r.Chart)
			line("main bet, published chart", r.Published)
			line("main bet, no doubles, no splits", r.Idle)
			line("insurance", r.Insurance)
			line("even money (against an ace)", r.EvenMoney)
			line("even money (against a ten)", r.EvenMoneyVsTen)
			line("desafío", r.Desafio)
			line("perfect pair", r.PerfectPair)
			out = []byte(b.String())
		}
	}
	if f.format == "json" {
		out = append(out, '\n')
	}
	stdout.Write(out)
	return ExitOK
}
