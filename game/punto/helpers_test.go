package punto

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"sabot/rules"
)

// coup is one coup of a round test: the stacked shoe, the cut card, the
// button, the bets and the reader's calls.
type coup struct {
	shoe      string
	cut       string // cards before the cut card; "" for none
	button    int    // 0: the rule set's start
	bets      string // "1 punto 10; 1 egalite 5; 4 punto 20 standing; 2 banco 10 anna"
	decisions string // "carta no-carta"
	blank     bool
}

// testBets reads the tests' bet notation: "POSITION SIDE AMOUNT
// [standing] [PLAYER]" separated by semicolons.
func testBets(t testing.TB, s string) []Bet {
	t.Helper()
	var bets []Bet
	for _, part := range strings.Split(s, ";") {
		w := strings.Fields(part)
		if len(w) == 0 {
			continue
		}
		if len(w) < 3 {
			t.Fatalf("bad test bet %q", part)
		}
		pos, err := strconv.Atoi(w[0])
		if err != nil {
			t.Fatalf("bad test bet %q: %v", part, err)
		}
		side, err := ParseSide(w[1])
		if err != nil {
			t.Fatalf("bad test bet %q: %v", part, err)
		}
		amt, err := rules.ParseMoney(w[2])
		if err != nil {
			t.Fatalf("bad test bet %q: %v", part, err)
		}
		b := Bet{Position: pos, On: side, Amount: amt}
		for _, x := range w[3:] {
			if x == "standing" {
				b.Standing = true
			} else {
				b.Player = x
			}
		}
		bets = append(bets, b)
	}
	return bets
}

func (c coup) setup(t testing.TB) Setup {
	t.Helper()
	shoe, err := rules.StackedShoe(c.shoe)
	if err != nil {
		t.Fatal(err)
	}
	if c.cut != "" {
		n, _ := strconv.Atoi(c.cut)
		shoe.PlaceCutAfter(n)
	}
	b := c.button
	if b == 0 {
		b = rules.SuperPuntoBanco.ButtonStart
	}
	return Setup{Rules: rules.SuperPuntoBanco, Shoe: shoe, Button: b, Bets: testBets(t, c.bets), Blank: c.blank}
}

// play runs the coup with the automatic dealer and the given calls, and
// returns the finished round.
func (c coup) play(t testing.TB) *Round {
	t.Helper()
	r, err := New(c.setup(t))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	calls := strings.Fields(c.decisions)
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			if len(calls) == 0 {
				t.Fatalf("the reader at %d must call and no decision is left", r.Reader())
			}
			a = MustParseAction(calls[0])
			calls = calls[1:]
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("Apply(%s): %v", a, err)
		}
	}
	if len(calls) > 0 {
		t.Fatalf("decisions left over: %v", calls)
	}
	return r
}

// summary is a record in one line, the form the round tests expect:
//
//	P 4S KD 5D =9 | B 3H 3C =6 | punto | reader 1 | 1 punto +10.00, 2 banco -20.00 | button 2
//
// followed by "| blank", "| void", "| last ultimo-colpo", "| table 7H 8C",
// "| alla-regola no-carta>carta", "| le-carte-parlano banco 6 punto 5>banco 7 punto 5"
// when they apply. Nets are in the order of the bets.
func summary(rec Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "P %s =%d | B %s =%d | %s | reader %d |", rec.Punto.Cards, rec.Punto.Total, rec.Banco.Cards, rec.Banco.Total, rec.Winner, rec.Reader)
	for i, bet := range rec.Bets {
		if i > 0 {
			b.WriteByte(',')
		}
		sign := ""
		if bet.Net >= 0 {
			sign = "+"
		}
		fmt.Fprintf(&b, " %d %s %s%s", bet.Position, bet.On, sign, bet.Net)
		if bet.Result == Push || bet.Result == Void || bet.Result == Withdrawn {
			fmt.Fprintf(&b, " %s", bet.Result)
		}
	}
	if len(rec.Bets) == 0 {
		b.WriteString(" no bets")
	}
	fmt.Fprintf(&b, " | button %d", rec.ButtonNext)
	if rec.Blank {
		b.WriteString(" | blank")
	}
	if rec.Void {
		b.WriteString(" | void")
	}
	if rec.LastCoup != "" {
		fmt.Fprintf(&b, " | last %s", rec.LastCoup)
	}
	if len(rec.TableCards) > 0 {
		fmt.Fprintf(&b, " | table %s", rec.TableCards)
	}
	for _, c := range rec.Corrections {
		fmt.Fprintf(&b, " | %s %s>%s", c.Phrase, c.Said, c.Right)
	}
	return b.String()
}

// checkMoney checks that the players' net is minus the house's net.
func checkMoney(t testing.TB, rec Record) {
	t.Helper()
	var players rules.Money
	for _, b := range rec.Bets {
		players += b.Net
	}
	if players != -rec.HouseNet {
		t.Errorf("players' net %s, house net %s: money not conserved", players, rec.HouseNet)
	}
}

// actions returns the actions of a record as one string.
func actions(rec Record) string { return strings.Join(rec.Actions, ", ") }
