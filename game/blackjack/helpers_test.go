package blackjack_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// parseBoxes reads "1:10 2:25 3:10:anna" (box:bet[:player]).
func parseBoxes(t *testing.T, s string) []script.Box {
	t.Helper()
	var out []script.Box
	for _, f := range strings.Fields(s) {
		p := strings.Split(f, ":")
		n, err := strconv.Atoi(p[0])
		if err != nil {
			t.Fatalf("bad box %q", f)
		}
		bet, err := rules.ParseMoney(p[1])
		if err != nil {
			t.Fatalf("bad bet %q", f)
		}
		b := script.Box{Box: n, Bet: bet}
		if len(p) > 2 {
			b.Player = p[2]
		}
		out = append(out, b)
	}
	return out
}

// play runs one round from a stacked shoe and fails the test on any error.
func play(t *testing.T, id, shoe, boxes string, decisions ...string) record.Record {
	t.Helper()
	rec, err := script.Script{Rules: id, Shoe: shoe, Boxes: parseBoxes(t, boxes), Decisions: decisions}.Run()
	if err != nil {
		t.Fatalf("round failed: %v", err)
	}
	checkConservation(t, rec)
	return rec
}

// checkConservation: the nets add up, hand by hand, box by box.
func checkConservation(t *testing.T, rec record.Record) {
	t.Helper()
	var total rules.Money
	for _, b := range rec.Boxes {
		n := b.Insurance.Net
		if b.PerfectPair != nil {
			n += b.PerfectPair.Net
		}
		for _, h := range b.Hands {
			n += h.Net
			if h.Desafio != nil {
				n += h.Desafio.Net
			}
		}
		if n != b.Net {
			t.Errorf("box %d: bets net %v, box net %v", b.Box, n, b.Net)
		}
		total += b.Net
		for _, s := range b.Behind {
			total += s.Net // the co-bettors' stakes (checkStakes)
		}
	}
	if total != rec.TableNet {
		t.Errorf("boxes net %v, round net %v", total, rec.TableNet)
	}
}

func signed(m rules.Money) string {
	if m > 0 {
		return "+" + m.String()
	}
	return m.String()
}

// summary writes a record the way the tests state their expectations:
//
//	dealer 7C 9H 5S=21 | 1: AS TH=BJ win +37.50 | 2: 9D 8S=17 lose -10.00
//
// hands of a box are separated by " / "; doubled hands end in "x2"; side
// bets follow: "ins 5.00 +10.00", "even-money", "pp 5.00 +25.00",
// "desafio 5.00 +10.00"; a declared ace shows as "ace11".
func summary(rec record.Record) string {
	var b strings.Builder
	b.WriteString("dealer " + rec.Dealer.Cards.String() + "=")
	if rec.Dealer.Blackjack {
		b.WriteString("BJ")
	} else {
		b.WriteString(strconv.Itoa(rec.Dealer.Total))
	}
	if rec.Dealer.Discarded {
		b.WriteString(" discarded")
	}
	if rec.Void {
		b.WriteString(" void")
	}
	for _, bx := range rec.Boxes {
		b.WriteString(" | " + strconv.Itoa(bx.Box) + ": ")
		for i, h := range bx.Hands {
			if i > 0 {
				b.WriteString(" / ")
			}
			b.WriteString(h.Cards.String() + "=")
			if h.Blackjack {
				b.WriteString("BJ")
			} else {
				b.WriteString(strconv.Itoa(h.Total))
			}
			if h.Ace != "" {
				b.WriteString(" ace" + h.Ace)
			}
			b.WriteString(" " + h.Result + " " + signed(h.Net))
			if h.Doubled {
				b.WriteString(" x2")
			}
			if h.Desafio != nil {
				b.WriteString(" desafio " + h.Desafio.Stake.String() + " " + signed(h.Desafio.Net))
			}
		}
		if bx.Insurance.Stake > 0 {
			b.WriteString(" ins " + bx.Insurance.Stake.String() + " " + signed(bx.Insurance.Net))
		}
		if bx.EvenMoney {
			b.WriteString(" even-money")
		}
		if bx.PerfectPair != nil {
			b.WriteString(" pp " + bx.PerfectPair.Stake.String() + " " + signed(bx.PerfectPair.Net))
		}
	}
	return b.String()
}

func wantSummary(t *testing.T, rec record.Record, want string) {
	t.Helper()
	if got := summary(rec); got != want {
		t.Errorf("round:\n got  %s\n want %s\nactions: %s", got, want, strings.Join(rec.Actions, ", "))
	}
}

// wantActions checks that the record's actions contain want in order (not
// necessarily adjacent).
func wantActions(t *testing.T, rec record.Record, want ...string) {
	t.Helper()
	i := 0
	for _, a := range rec.Actions {
		if i < len(want) && a == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Errorf("actions lack %q (in order %q)\nactions: %s", want[i], want, strings.Join(rec.Actions, ", "))
	}
}

// wantExactActions checks the whole sequence of actions.
func wantExactActions(t *testing.T, rec record.Record, want ...string) {
	t.Helper()
	if got := strings.Join(rec.Actions, ", "); got != strings.Join(want, ", ") {
		t.Errorf("actions:\n got  %s\n want %s", got, strings.Join(want, ", "))
	}
}

// scriptErrorContains runs a script and checks it fails with a message
// containing want.
func scriptErrorContains(t *testing.T, s script.Script, want string) {
	t.Helper()
	_, err := s.Run()
	if err == nil {
		t.Fatalf("script ran; want an error containing %q", want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error %q\nwant it to contain %q", err, want)
	}
}

// newRound starts a round and plays the automatic dealer until a player
// must decide.
func newRound(t *testing.T, rs rules.RuleSet, shoe string, boxes ...setup.BoxBet) *blackjack.Round {
	t.Helper()
	s, err := rules.StackedShoe(shoe)
	if err != nil {
		t.Fatal(err)
	}
	r, err := blackjack.New(setup.Setup{Rules: rs, Shoe: s, Boxes: boxes})
	if err != nil {
		t.Fatal(err)
	}
	autoDeal(t, r)
	return r
}

// autoDeal applies dealer steps until a player must act or the round ends.
func autoDeal(t *testing.T, r *blackjack.Round) {
	t.Helper()
	for {
		a, ok := r.NextDealerAction()
		if !ok {
			return
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatalf("dealer step %s: %v", a, err)
		}
	}
}

// illegal checks that applying a fails with an IllegalError whose reason
// contains reason and whose article is article.
func illegal(t *testing.T, r *blackjack.Round, a blackjack.Action, reason, article string) {
	t.Helper()
	_, err := r.Apply(a)
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("Apply(%s) = %v; want an IllegalError", a, err)
	}
	if !strings.Contains(ie.Reason, reason) || ie.Article != article {
		t.Errorf("Apply(%s): %q (%s); want %q (%s)", a, ie.Reason, ie.Article, reason, article)
	}
}

func bet(box int, units int64) setup.BoxBet {
	return setup.BoxBet{Box: box, Bet: rules.Units(units)}
}
