package croupier

import (
	"fmt"
	"strings"
	"testing"

	"sabot/game/blackjack/script"
	"sabot/game/punto"
	"sabot/rules"
)

// The drill's amounts are the engines' amounts: for each kind at each
// table, rounds played by the round engines from stacked shoes, with the
// stakes the drill deals, pay exactly what the drill expects.

// bjRound is a blackjack round that ends with a payment of one kind on box
// 1, two other players on boxes 2 and 3 standing on 20 (the argentine table
// needs three): box 1's two cards, the dealer's up-card, what the dealer
// draws after it, and the decisions in the order the round asks for them,
// %s the side stake.
var bjRound = map[PayKind]struct {
	box1, up, dealer string
	decisions        []string
}{
	// A blackjack against a 9: paid 3:2.
	Blackjack: {"KD AD", "9H", "7C 5S 5H", []string{"stand", "stand"}},
	// A 17 against an ace, insured; the dealer's blackjack pays it 2:1.
	Insurance: {"9S 8D", "AH", "KC 5S", []string{"insurance %s", "no-insurance", "no-insurance", "stand", "stand", "stand"}},
	// A blackjack against an ace, even money taken: paid 1:1 at once.
	EvenMoney: {"AS KD", "AH", "9C 5S", []string{"even-money", "no-insurance", "no-insurance", "stand", "stand"}},
	// An ace first, the desafío bet, a ten second: paid 2:1.
	Desafio: {"AS KD", "9H", "7C 5S 5H", []string{"desafio %s", "stand", "stand"}},
}

// bjShoe stacks the round: the first cards of boxes 1-3, the dealer's
// up-card, the second cards, then the dealer's cards.
func bjShoe(box1, up, dealer string) string {
	b := strings.Fields(box1)
	return strings.Join([]string{b[0], "TS", "QC", up, b[1], "JH", "KS", dealer}, " ")
}

func TestPayoutsAgreeWithBlackjackEngine(t *testing.T) {
	for _, r := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianShufflerShoe, rules.ItalianOnline, rules.Argentine} {
		d, err := NewPayoutDrill(r, rules.NewRand(3))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range d.Kinds() {
			for i := 0; i < 12; i++ {
				p, err := d.NextOf(k)
				if err != nil {
					t.Fatal(err)
				}
				got, err := bjPaid(r, k, p)
				if err != nil {
					t.Errorf("%s %s on %s (bet %s): %v", r.ID, k, p.Stake, p.Bet, err)
					continue
				}
				if got != p.Due {
					t.Errorf("%s %s on %s (bet %s): the engine pays %s, the drill %s", r.ID, k, p.Stake, p.Bet, got, p.Due)
				}
			}
		}
	}
}

// bjPaid plays the round of kind k with the drill's bet and returns what
// the engine paid on the winning stake.
func bjPaid(r rules.RuleSet, k PayKind, p Payout) (rules.Money, error) {
	round, ok := bjRound[k]
	if !ok {
		return 0, fmt.Errorf("no round for %s", k)
	}
	var decisions []string
	for _, dc := range round.decisions {
		if strings.Contains(dc, "%s") {
			dc = fmt.Sprintf(dc, p.Stake)
		}
		decisions = append(decisions, dc)
	}
	boxes := []script.Box{{Box: 1, Bet: p.Bet, Player: "a"}, {Box: 2, Bet: r.Limits.Min, Player: "b"}, {Box: 3, Bet: r.Limits.Min, Player: "c"}}
	s := script.Script{Rules: r.ID, Shoe: bjShoe(round.box1, round.up, round.dealer), Boxes: boxes, Decisions: decisions}
	rec, err := s.Run()
	if err != nil {
		return 0, err
	}
	if len(rec.Boxes) != 3 || len(rec.Boxes[0].Hands) != 1 {
		return 0, fmt.Errorf("record %+v", rec)
	}
	b := rec.Boxes[0]
	h := b.Hands[0]
	switch k {
	case Insurance:
		if b.Insurance.Stake != p.Stake {
			return 0, fmt.Errorf("insured %s", b.Insurance.Stake)
		}
		return b.Insurance.Net, nil
	case Desafio:
		if h.Desafio == nil || h.Desafio.Stake != p.Stake {
			return 0, fmt.Errorf("desafío %+v", h.Desafio)
		}
		return h.Desafio.Net, nil
	case EvenMoney:
		if !b.EvenMoney {
			return 0, fmt.Errorf("no even money: %+v", b)
		}
	}
	if h.Stake != p.Stake {
		return 0, fmt.Errorf("stake %s", h.Stake)
	}
	return h.Net, nil
}

// pbShoe deals a coup the side wins with no third card: P B P B.
var pbShoe = map[punto.Side]string{
	punto.Punto:   "9S 2H KD 5C 5S 5H",
	punto.Banco:   "2S 9H KD 5C 5S 5H",
	punto.Egalite: "8S 8H KD KC 5S 5H",
}

func TestPayoutsAgreeWithPuntoEngine(t *testing.T) {
	r := rules.SuperPuntoBanco
	d, err := NewPayoutDrill(r, rules.NewRand(5))
	if err != nil {
		t.Fatal(err)
	}
	side := map[PayKind]punto.Side{Punto: punto.Punto, Banco: punto.Banco, Egalite: punto.Egalite}
	for _, k := range d.Kinds() {
		for i := 0; i < 20; i++ {
			p, err := d.NextOf(k)
			if err != nil {
				t.Fatal(err)
			}
			shoe, err := rules.StackedShoe(pbShoe[side[k]])
			if err != nil {
				t.Fatal(err)
			}
			bets := []punto.Bet{{Position: 1, On: side[k], Amount: p.Stake}}
			if k != Punto {
				bets = append(bets, punto.Bet{Position: 2, On: punto.Punto, Amount: r.Limits.Min})
			}
			round, err := punto.New(punto.Setup{Rules: r, Shoe: shoe, Button: 1, Bets: bets})
			if err != nil {
				t.Fatalf("%s on %s: %v", k, p.Stake, err)
			}
			if _, err := round.PlayOut(nil); err != nil {
				t.Fatalf("%s on %s: %v", k, p.Stake, err)
			}
			rec := round.Record()
			if rec.Winner != side[k] {
				t.Fatalf("the coup %s: %s won", pbShoe[side[k]], rec.Winner)
			}
			if got := rec.Bets[0].Net; got != p.Due {
				t.Errorf("%s on %s: the engine pays %s, the drill %s", k, p.Stake, got, p.Due)
			}
		}
	}
}
