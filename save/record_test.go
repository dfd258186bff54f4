package save

import (
	"encoding/json"
	"strings"
	"testing"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/game/punto"
	"sabot/rules"
)

// withGame writes an engine's record as the tables keep it, with its game.
func withGame(t *testing.T, game string, rec any) json.RawMessage {
	t.Helper()
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		t.Fatal(err)
	}
	obj["game"] = json.RawMessage(`"` + game + `"`)
	obj["your_net"] = json.RawMessage(`-10.00`)
	out, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Every record the engines write is one the history keeps: rounds of the
// four blackjack tables played with every kind of decision (each legal
// one by turns), coups of Super Punto Banco (bets on Banco and Égalité:
// the dealer plays Punto), finished or under way.
func TestEnginesRecordsAreKept(t *testing.T) {
	rng := rules.NewRand(15)
	var h History
	for _, rs := range rules.All() {
		if !rs.IsBlackjack() {
			continue
		}
		tb := table.New(rs, rng)
		for k := 0; k < 60; k++ {
			bets := []setup.BoxBet{{Box: 1, Player: "you", Bet: rs.Limits.Min}}
			if !rs.SinglePlayer {
				bets = append(bets, setup.BoxBet{Box: 2, Player: "Giulia", Bet: rs.Limits.Min}, setup.BoxBet{Box: 3, Player: "Marco", Bet: rs.Limits.Min})
			}
			round, err := tb.Deal(bets, rules.Units(100000))
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; !round.Done() && i < 300; i++ {
				if _, ok := round.DealerStep(); ok {
					continue
				}
				legal := round.Legal()
				if _, err := round.Apply(legal[(k+i)%len(legal)]); err != nil {
					t.Fatal(err)
				}
			}
			if err := h.Append(withGame(t, GameBlackjack, record.Of(round))); err != nil {
				t.Fatalf("%s round %d: %v", rs.ID, k+1, err)
			}
		}
	}
	tb, err := punto.NewTable(rules.SuperPuntoBanco, rng)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 60; k++ {
		round, err := tb.Deal([]punto.Bet{{Position: 3, Player: "you", On: punto.Banco + punto.Side(k%2), Amount: rules.SuperPuntoBanco.Limits.Min}})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !round.Done() && i < 200; i++ {
			if i == k%12 { // a coup under way
				if err := h.Append(withGame(t, GamePuntoBanco, round.Record())); err != nil {
					t.Fatalf("coup %d under way: %v", k+1, err)
				}
			}
			act, ok := round.NextDealerAction()
			if !ok {
				t.Fatalf("coup %d: no dealer's step", k+1)
			}
			if _, err := round.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
		if err := h.Append(withGame(t, GamePuntoBanco, round.Record())); err != nil {
			t.Fatalf("coup %d: %v", k+1, err)
		}
	}
}

// A decision is read with its box and hand; a dealer's step is not a
// decision; what cannot be read is named, and a long line is cut in the
// error.
func TestParseRecordAction(t *testing.T) {
	cases := []struct {
		in        string
		box, hand int
		ok        bool
		err       string
	}{
		{"box 4: hit", 4, 1, true, ""},
		{"box 4 hand 2: insurance 5.00", 4, 2, true, ""},
		{"box 7: ace 11", 7, 1, true, ""},
		{"box 4 stake 2: follow-double", 4, 1, true, ""},
		{"box 4 hand 2 stake 3: second-card", 4, 2, true, ""},
		{"box 4 stake 1: hit", 0, 0, false, "stake S"},
		{"box 4 stake x: hit", 0, 0, false, "stake S"},
		{"deal box 3 face-down", 0, 0, false, ""},
		{"pay box 2 main 15.00", 0, 0, false, ""},
		{"box : hit", 0, 0, false, `"box : hit"`},
		{"box 0: hit", 0, 0, false, "box N"},
		{"box 100: hit", 0, 0, false, "box N"},
		{"box 2 hand 0: hit", 0, 0, false, "box N"},
		{"box 2 side 2: hit", 0, 0, false, "box N"},
		{"box 2: fly", 0, 0, false, "unknown decision"},
		{"box 2: " + strings.Repeat("x", 10000), 0, 0, false, "…"},
	}
	for _, c := range cases {
		d, ok, err := ParseRecordAction(c.in)
		if ok != c.ok || d.Box != c.box || (ok && d.Hand != c.hand) || (err != nil) != (c.err != "") {
			t.Errorf("%.30q: %+v %v %v", c.in, d, ok, err)
			continue
		}
		if err != nil && (!strings.Contains(err.Error(), c.err) || len(err.Error()) > 300) {
			t.Errorf("%.30q: error %.400q; want one with %q, short", c.in, err, c.err)
		}
	}
}
