package blackjack_test

import (
	"strconv"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// maxFuzzIncidents is how many incidents FuzzRound brings into one round
// at most.
const maxFuzzIncidents = 3

var fuzzTables = []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine, rules.ItalianShufflerShoe}

// FuzzRound plays rounds at every blackjack table from a seeded shuffle,
// driven by ops: mostly legal actions, sometimes arbitrary ones (which must
// be refused without changing anything). It checks that nothing panics, that
// money is conserved (the players' net is minus the house's, counted from
// the settlement events), that every card is dealt once, and that some
// action is always legal while the round is open; and that every dealer's
// step reads back from its notation (notation.ParseDealerStep).
func FuzzRound(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), []byte{0, 0, 0, 0, 8, 16, 24, 32})
	f.Add(uint64(99), []byte{255, 128, 64, 32, 16, 8, 4, 2, 1, 0})
	f.Add(uint64(12345), []byte("split split double hit stand insurance"))
	for i := uint64(0); i < 20; i++ {
		f.Add(i*7919+3, []byte{byte(i), byte(i * 3), byte(i * 7), 1, 1, 2, 3, 5, 8, 13, 21})
	}
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		for _, rs := range fuzzTables {
			fuzzOne(t, rs, seed, ops)
		}
	})
}

func fuzzOne(t *testing.T, rs rules.RuleSet, seed uint64, ops []byte) {
	next := func(i int) byte {
		if len(ops) == 0 {
			return byte(i * 37)
		}
		return ops[i%len(ops)]
	}
	rng := rules.NewRand(seed)
	shoe := rules.NewShoe(rs.Decks)
	shoe.Shuffle(rng)
	if next(0)%3 == 0 { // sometimes a nearly empty shoe
		shoe.Burn(shoe.Remaining() - 4 - int(next(1)%20))
	}
	before := shoe.RemainingByRank()

	// Bets: 1 to the table's boxes, from the first ops.
	n := 1 + int(next(2))%rs.Boxes
	if rs.MinSeatedPlayers > n {
		n = rs.MinSeatedPlayers
	}
	if rs.LonePlayerMinBoxes > n {
		n = rs.LonePlayerMinBoxes
	}
	var bets []setup.BoxBet
	for i := 0; i < n; i++ {
		b := setup.BoxBet{Box: i + 1, Bet: rs.Limits.Min * rules.Money(1+int(next(3+i))%4)}
		if rs.PerfectPair && next(4+i)%2 == 0 {
			b.PerfectPair = b.Bet / 2
			if b.PerfectPair*2 != b.Bet {
				b.PerfectPair = 0
			}
		}
		bets = append(bets, b)
	}
	// Bets behind the first box, where the table takes them: up to its
	// number of stakes (three at most here), sometimes on a free box.
	if rs.BackBets {
		k := int(next(6)) % 3
		if rs.StakesPerBox > 0 {
			k = min(k, rs.StakesPerBox-1)
		}
		for j := 0; j < k; j++ {
			bets[0].Behind = append(bets[0].Behind, setup.BackBet{Player: "co" + strconv.Itoa(j), Bet: rs.Limits.Min * rules.Money(1+int(next(7+j))%4), Standing: next(9)%2 == 0})
		}
		bets[0].Standing = next(9)%2 == 0
	}
	r, err := blackjack.New(setup.Setup{Rules: rs, Shoe: shoe, Boxes: bets, Burn: next(5)%2 == 0})
	if err != nil {
		t.Fatalf("%s: setup %v: %v", rs.ID, bets, err)
	}
	var house rules.Money
	incidents := 0
	for step := 0; !r.Done(); step++ {
		if step > 2000 {
			t.Fatalf("%s: round not over after 2000 steps", rs.ID)
		}
		legal := r.Legal()
		if len(legal) == 0 {
			t.Fatalf("%s: nothing legal in an open round (turn %+v)", rs.ID, r.Turn())
		}
		op := next(10 + step)
		var a blackjack.Action
		arbitrary := op%7 == 0 && step%2 == 0
		if arbitrary { // an arbitrary action, usually illegal
			a = blackjack.Action{Kind: blackjack.Kind(next(11+step) % 50), Box: int(next(12+step) % 9), Hand: int(next(13+step) % 5),
				Amount: rules.Money(next(14+step)) * 50, Bet: blackjack.BetKind(op % 6), FaceDown: op%2 == 0}
		} else {
			a = legal[int(op)%len(legal)]
			// A dealer's step reads back from its notation, as a
			// dealer-school script gives it.
			if a.Kind.IsDealer() {
				if back, err := notation.ParseDealerStep(a.String()); err != nil || back != a {
					t.Fatalf("%s: %+v reads back from %q as %+v, %v", rs.ID, a, a.String(), back, err)
				}
			}
		}
		// An incident of any kind, refused when it cannot happen now or the
		// table's regulation does not rule it; three at most a round (an
		// incident brought again at each of its chances, as the bank's card
		// swept into the discard, would deal forever).
		if op%11 == 3 && step%3 == 1 && incidents < maxFuzzIncidents {
			if _, err := incident.Bring(r, blackjack.IncidentKind(next(15+step)%byte(len(blackjack.Incidents())+1))); err == nil {
				incidents++
				if len(r.Legal()) == 0 {
					t.Fatalf("%s: nothing legal after an incident", rs.ID)
				}
			}
			continue
		}
		before := record.Of(r)
		evs, err := r.Apply(a)
		if err != nil {
			if !arbitrary {
				t.Fatalf("%s: legal action %s refused: %v", rs.ID, a, err)
			}
			if after := record.Of(r); summary(after) != summary(before) || len(after.Actions) != len(before.Actions) {
				t.Fatalf("%s: refused action %s changed the round", rs.ID, a)
			}
			continue
		}
		for _, e := range evs {
			if e.Kind == blackjack.EvSettled {
				house -= e.Amount
			}
		}
	}
	rec := record.Of(r)
	if rec.TableNet != -house {
		t.Fatalf("%s: players' net %v, house's net %v", rs.ID, rec.TableNet, house)
	}
	checkConservation(t, rec)
	checkStakes(t, rec)
	// Every card once: the cards on the table, burnt and left make the shoe.
	var seen [rules.King + 1]int
	count := func(cs rules.Cards) {
		for _, c := range cs {
			seen[c.Rank]++
		}
	}
	count(rec.Dealer.Cards)
	count(rec.Burnt)
	count(rec.Eliminated)
	for _, b := range rec.Boxes {
		for _, h := range b.Hands {
			count(h.Cards)
		}
	}
	after := shoe.RemainingByRank()
	for rank := rules.Ace; rank <= rules.King; rank++ {
		if seen[rank]+after[rank] != before[rank] {
			t.Fatalf("%s: rank %s: %d on the table + %d left != %d in the shoe", rs.ID, rank, seen[rank], after[rank], before[rank])
		}
	}
	// Settled bets: every hand has a result once the round is over.
	for _, b := range rec.Boxes {
		for _, h := range b.Hands {
			if h.Result == "pending" {
				t.Fatalf("%s: box %d hand %v left pending", rs.ID, b.Box, h.Cards)
			}
		}
		for _, s := range b.Behind {
			for _, h := range s.Hands {
				if h.Result == "pending" {
					t.Fatalf("%s: box %d stake %d hand %d left pending", rs.ID, b.Box, s.Stake, h.Hand)
				}
			}
		}
	}
}
