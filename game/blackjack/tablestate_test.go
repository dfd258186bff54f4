package blackjack_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

// A round dealt from a table's state, its source in the same state, and
// replayed from its log is the round as it was — cards, stakes, whose
// turn — and goes on to the same end; at every table, at every step.
func TestRoundRestoredFromStateAndLog(t *testing.T) {
	for _, rs := range rules.All() {
		if !rs.IsBlackjack() {
			continue
		}
		t.Run(rs.ID, func(t *testing.T) {
			for k := range 12 {
				pcg := rand2(uint64(100 + k))
				tb := table.New(rs, newRand(pcg))
				bets := []setup.BoxBet{{Box: 1, Player: "you", Bet: rs.Limits.Min}}
				if !rs.SinglePlayer {
					bets = append(bets, setup.BoxBet{Box: 2, Player: "Giulia", Bet: rs.Limits.Min}, setup.BoxBet{Box: 3, Player: "Marco", Bet: rs.Limits.Min})
				}
				// A few rounds first: the shoe is some way in.
				for range k % 4 {
					r, err := tb.Deal(bets, rules.Units(1000))
					if err != nil {
						t.Fatal(err)
					}
					playOut(t, r, 0)
				}
				st := tb.State()
				src, _ := pcg.MarshalBinary()
				data, err := json.Marshal(st)
				if err != nil {
					t.Fatal(err)
				}
				r, err := tb.Deal(bets, rules.Units(1000))
				if err != nil {
					t.Fatal(err)
				}
				stop := 3 + k*2
				playOut(t, r, stop)
				var back table.State
				if err := json.Unmarshal(data, &back); err != nil {
					t.Fatal(err)
				}
				pcg2 := rand2(0)
				if err := pcg2.UnmarshalBinary(src); err != nil {
					t.Fatal(err)
				}
				tb2, err := table.Restore(rs, newRand(pcg2), back)
				if err != nil {
					t.Fatal(err)
				}
				r2, err := tb2.Deal(bets, rules.Units(1000))
				if err != nil {
					t.Fatal(err)
				}
				if err := r2.Replay(r.Log()); err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(record.Of(r), record.Of(r2)) || r.Turn() != r2.Turn() {
					t.Fatalf("round %d restored:\n%+v\nwas\n%+v", k, record.Of(r2), record.Of(r))
				}
				playOut(t, r, 0)
				playOut(t, r2, 0)
				if !reflect.DeepEqual(record.Of(r), record.Of(r2)) || r.Net() != r2.Net() {
					t.Fatalf("round %d ends otherwise:\n%+v\nwas\n%+v", k, record.Of(r2), record.Of(r))
				}
			}
		})
	}
}

// playOut plays the round by its first legal action to its end, or for
// stop steps when stop > 0.
func playOut(t *testing.T, r *blackjack.Round, stop int) {
	t.Helper()
	for i := 0; !r.Done() && (stop == 0 || i < stop); i++ {
		if _, ok := r.DealerStep(); ok {
			continue
		}
		legal := r.Legal()
		if _, err := r.Apply(legal[i%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
}

// A state that cannot be a shoe is refused, with the reason.
func TestRestoreTableRefusesBadShoes(t *testing.T) {
	rs := rules.ItalianClassic
	good := table.New(rs, rules.NewRand(1)).State()
	nine := good
	nine.Shoe.Cards = append(rules.Cards{{Rank: rules.Ace, Suit: rules.Spades}}, good.Shoe.Cards[1:]...)
	nine.Shoe.Cards[5] = rules.Card{Rank: rules.Ace, Suit: rules.Spades}
	over := good
	over.Shoe.Pos = len(good.Shoe.Cards) + 1
	other := good
	other.Shoe.Decks = 2
	for name, st := range map[string]table.State{"too many aces": nine, "dealt past the end": over, "other decks": other} {
		if _, err := table.Restore(rs, rules.NewRand(1), st); err == nil {
			t.Errorf("%s: restored", name)
		}
	}
}

// rand2 is the source rules.NewRand(seed) wraps; newRand wraps it.
func rand2(seed uint64) *rand.PCG { return rand.NewPCG(seed, seed^0x9E3779B97F4A7C15) }

func newRand(p *rand.PCG) *rand.Rand { return rand.New(p) }
