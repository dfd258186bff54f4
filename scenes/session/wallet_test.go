package session

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
)

// bjRecord is a blackjack round's record at table id, lost by 10.
func bjRecord(id string) json.RawMessage {
	return json.RawMessage(`{"game":"blackjack","rules":"` + id + `",` +
		`"dealer":{"cards":"TS 7H","total":17,"blackjack":false,"bust":false},"boxes":[{"box":4,"player":"you","bet":10,"insurance":{"stake":0,"net":0},` +
		`"hands":[{"cards":"9C 7D","total":16,"stake":10,"result":"lose","blackjack":false,"net":-10}],"net":-10}],"net":-10,"burnt":"",` +
		`"actions":["close-bets"]}`)
}

// A round moves only the bankroll of its table's money: the Argentine
// table's the pesos, the Italian tables' and Punto Banco's the euros. The
// log's line, the trainer's bankroll point and the next start say so; a
// reset at a table resets its money only.
func TestRoundMovesItsOwnCurrency(t *testing.T) {
	at := time.Date(2026, 11, 28, 18, 0, 0, 0, time.UTC)
	tests := []struct {
		table, game string
		record      json.RawMessage
		cur         string
	}{
		{"argentine", "blackjack", bjRecord("argentine"), "ARS"},
		{"italian-classic", "blackjack", bjRecord("italian-classic"), "EUR"},
		{"super-punto-banco", "punto-banco", json.RawMessage(puntoRecord), "EUR"},
	}
	for _, tt := range tests {
		t.Run(tt.table, func(t *testing.T) {
			dir := t.TempDir()
			c := startFrom(t, dir)
			bundle, err := locales.Load()
			if err != nil {
				t.Fatal(err)
			}
			c.Bundle, c.Loc = bundle, bundle.Locale(locales.Spanish)
			r, _ := rules.ByID(tt.table)
			c.AtTable(r)
			before := map[string]rules.Money{}
			for _, cur := range rules.Currencies() {
				before[cur] = c.Wallet.Balance(cur)
			}
			net := rules.Units(-10)
			c.CommitRound(RoundCommit{Meta: RecordMeta{Game: tt.game, Time: at, You: UserName, YourNet: net},
				Record: tt.record, Table: tt.table, Round: "r1", BankrollPoint: true})
			if len(c.Notices()) > 0 {
				t.Fatalf("notices: %q", c.Notices())
			}
			check := func(when string, w save.Wallet) {
				t.Helper()
				for _, cur := range rules.Currencies() {
					want := before[cur]
					if cur == tt.cur {
						want += net
					}
					if got := w.Balance(cur); got != want {
						t.Errorf("%s: %s bankroll %v, want %v", when, cur, got, want)
					}
				}
			}
			check("after the round", c.Wallet)
			if c.Balance() != before[tt.cur]+net {
				t.Errorf("the table's bankroll %v", c.Balance())
			}
			if s := c.History.Summary(0); s.Currency != tt.cur || s.Balance != before[tt.cur]+net {
				t.Errorf("the log's line %+v", s)
			}
			if rec := string(c.History.Records()[0]); !strings.Contains(rec, `"currency":"`+tt.cur+`"`) {
				t.Errorf("the record does not say its money: %s", rec)
			}
			if pts := c.Progress.Bankroll; len(pts) != 1 || pts[0].In() != tt.cur || pts[0].Bankroll != before[tt.cur]+net {
				t.Errorf("the bankroll points %+v", pts)
			}
			c.History.Close()
			d := startFrom(t, dir)
			check("at the next start", d.Wallet)
			if pts := d.Progress.Bankroll; len(pts) != 1 || pts[0].In() != tt.cur {
				t.Errorf("the bankroll points at the next start %+v", pts)
			}
			// A reset of this table's money: the round's currency back at
			// its start, the others as they were.
			d.SetBankroll(save.Bankroll{Balance: save.StartingBalance(tt.cur), Currency: tt.cur}, at.Add(time.Minute))
			for _, cur := range rules.Currencies() {
				if got := d.Wallet.Balance(cur); got != before[cur] {
					t.Errorf("after the reset: %s bankroll %v, want %v", cur, got, before[cur])
				}
			}
		})
	}
	if !strings.Contains(strings.Join(rules.Currencies(), ","), "ARS") {
		t.Fatal("no table in pesos")
	}
}
