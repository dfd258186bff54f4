package blackjack_test

import (
	"testing"

	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/rules"
)

// 000 Art.15: "In presenza di molti giocatori ognuno ha diritto di giocare
// una sola puntata": with players waiting for a place each player bets one
// box; a player alone still bets two (Art.14), and without anyone waiting a
// player may bet several boxes.
func TestArt15_OneBoxEachWhenPlayersWait(t *testing.T) {
	shoe := "TS 9S 8S 7H 8D 9D TD TC"
	tests := []struct {
		name    string
		rules   string
		boxes   string
		waiting bool
		want    string // "" when the round plays
	}{
		{"waiting, anna on two boxes", classic, "1:10:anna 2:10:bruno 3:10:anna", true,
			"boxes[2].box: with players waiting for a place each player bets one box: anna already bets box 1 (Art. 15)"},
		{"waiting, one box each", classic, "1:10:anna 2:10:bruno 3:10:carla", true, ""},
		{"waiting, anna alone on two boxes (Art. 14)", classic, "1:10:anna 3:10:anna", true, ""},
		{"nobody waits, anna on two boxes", classic, "1:10:anna 2:10:bruno 3:10:anna", false, ""},
		{"the Shuffler Mate has no such rule", shuffler, "1:10:anna 2:10:bruno 3:10:anna", true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := script.Script{Rules: tc.rules, Shoe: shoe, Boxes: parseBoxes(t, tc.boxes), Waiting: tc.waiting, Decisions: []string{"stand", "stand", "stand"}}
			if tc.want != "" {
				scriptErrorContains(t, sc, tc.want)
				return
			}
			if len(sc.Boxes) == 2 {
				sc.Decisions = sc.Decisions[:2]
			}
			if _, err := sc.Run(); err != nil {
				t.Fatalf("refused: %v", err)
			}
		})
	}
	scriptErrorContains(t, script.Script{Rules: online, Shoe: shoe, Boxes: parseBoxes(t, "1:10"), Waiting: true}, "waiting: italian-online has one player")
}

// 000 Art.15 at a table: once players wait, a second box of the same player
// is refused; when they no longer wait it is accepted again.
func TestArt15_TableWithPlayersWaiting(t *testing.T) {
	tb := table.New(rules.ItalianClassic, rules.NewRand(7))
	two := []setup.BoxBet{{Box: 1, Player: "anna", Bet: rules.Units(10)}, {Box: 2, Player: "bruno", Bet: rules.Units(10)}, {Box: 3, Player: "anna", Bet: rules.Units(10)}}
	tb.SetWaiting(true)
	if _, err := tb.Deal(two, 0); err == nil {
		t.Fatal("a second box for anna with players waiting: want Art. 15's refusal")
	}
	tb.SetWaiting(false)
	r, err := tb.Deal(two, 0)
	if err != nil {
		t.Fatal(err)
	}
	playAuto(t, r)
}

// 001 Desarrollo 1: "Para iniciar el Juego deberá haber, como mínimo, tres
// Jugadores sentados que efectúen tres o más apuestas. En caso de que se
// levantara uno de ellos, continúa el Juego siempre y cuando se efectúen
// tres apuestas como mínimo, hasta que se termine ese Sabot": a rule of the
// shoe, not of the round.
func TestDesarrollo1_ARuleOfTheShoe(t *testing.T) {
	shoe := "TS 9S 8S 7H 8D 9D TD TC"
	tests := []struct {
		name    string
		boxes   string
		started bool
		want    string // "" when the round plays
	}{
		{"a new shoe, three players", "1:10:ana 2:10:beto 3:10:ceci", false, ""},
		{"a new shoe, two players on three boxes", "1:10:ana 2:10:beto 3:10:ana", false, "at least 3 seated players with a bet, not 2 (Desarrollo 1)"},
		{"a shoe under way, two players on three boxes", "1:10:ana 2:10:beto 3:10:ana", true, ""},
		{"a shoe under way, one player on three boxes", "1:10:ana 2:10:ana 3:10:ana", true, ""},
		{"a shoe under way, two bets", "1:10:ana 2:10:beto", true, "the shoe goes on only with at least 3 bets, not 2 (Desarrollo 1)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := script.Script{Rules: argentine, Shoe: shoe, Boxes: parseBoxes(t, tc.boxes), ShoeStarted: tc.started, Decisions: []string{"stand", "stand", "stand"}}
			if tc.want != "" {
				scriptErrorContains(t, sc, tc.want)
				return
			}
			if _, err := sc.Run(); err != nil {
				t.Fatalf("refused: %v", err)
			}
		})
	}
	scriptErrorContains(t, script.Script{Rules: shuffler, Shoe: shoe, Boxes: parseBoxes(t, "1:10 2:10"), ShoeStarted: true}, "shoe_started: italian-shuffler deals no shoe")
}

// 001 Desarrollo 1 at a table: three players start the shoe; when one
// leaves, two players on three boxes finish it; the next shoe ("un nuevo
// armado") needs three seated players again.
func TestDesarrollo1_TwoPlayersFinishTheShoe(t *testing.T) {
	tb := table.New(rules.Argentine, rules.NewRand(3))
	three := []setup.BoxBet{{Box: 1, Player: "ana", Bet: rules.Units(10)}, {Box: 2, Player: "beto", Bet: rules.Units(10)}, {Box: 3, Player: "ceci", Bet: rules.Units(10)}}
	two := []setup.BoxBet{{Box: 1, Player: "ana", Bet: rules.Units(10)}, {Box: 2, Player: "beto", Bet: rules.Units(10)}, {Box: 3, Player: "ana", Bet: rules.Units(10)}}
	if tb.ShoeStarted() {
		t.Fatal("a fresh shoe reports started")
	}
	if _, err := tb.Deal(two, 0); err == nil {
		t.Fatal("two players started a shoe")
	}
	r, err := tb.Deal(three, 0)
	if err != nil {
		t.Fatal(err)
	}
	playAuto(t, r)
	rounds := 1
	for tb.ShoeStarted() {
		r, err := tb.Deal(two, 0)
		if err != nil {
			t.Fatalf("round %d of the shoe, two players on three boxes: %v", rounds+1, err)
		}
		playAuto(t, r)
		rounds++
	}
	if rounds < 20 {
		t.Fatalf("the shoe ended after %d rounds", rounds)
	}
	if _, err := tb.Deal(two, 0); err == nil {
		t.Fatal("two players started the next shoe")
	}
	if _, err := tb.Deal(three, 0); err != nil {
		t.Fatalf("three players could not start the next shoe: %v", err)
	}
}

// 004 Apertura 7: "Si annullano con una mascherina … circa un mazzo e mezzo
// di carte, quindi si introducono nella Shuffler Mate": about 78 of the 312
// cards stay out of play, and no round ever deals them.
func TestApertura7_DeckAndAHalfCutOff(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		tb := table.New(rules.ItalianShuffler, rules.NewRand(seed))
		aside := tb.SetAside()
		if n := len(aside); n < 78-8 || n > 78+8 {
			t.Fatalf("seed %d: %d cards cut off; want about a deck and a half (78±8)", seed, n)
		}
		if got := tb.Shoe().Size() + len(aside); got != 312 {
			t.Fatalf("seed %d: %d in play + %d cut off = %d; want the 312 cards", seed, tb.Shoe().Size(), len(aside), got)
		}
		// The pack: six decks in all, split between play and the cut.
		var count [rules.King + 1]int
		for _, c := range aside {
			count[c.Rank]++
		}
		in := tb.Shoe().RemainingByRank()
		for rk := rules.Ace; rk <= rules.King; rk++ {
			if count[rk]+in[rk] != 24 {
				t.Fatalf("seed %d: rank %v: %d cut off + %d in play; want 24", seed, rk, count[rk], in[rk])
			}
		}
		out := map[rules.Card]int{}
		for _, c := range aside {
			out[c]++
		}
		for i := 0; i < 50; i++ {
			r, err := tb.Deal([]setup.BoxBet{bet(1, 10), bet(2, 10)}, 0)
			if err != nil {
				t.Fatal(err)
			}
			playAuto(t, r)
			seen := map[rules.Card]int{}
			rec := record.Of(r)
			for _, c := range append(append(rules.Cards{}, rec.Burnt...), dealtCards(rec)...) {
				seen[c]++
				if seen[c] > 6-out[c] {
					t.Fatalf("seed %d round %d: %v dealt %d times, but %d of its 6 are cut off", seed, i+1, c, seen[c], out[c])
				}
			}
		}
		if len(tb.SetAside()) != len(aside) {
			t.Fatalf("seed %d: the cut-off cards changed", seed)
		}
	}
	// The online table and the shoe tables set nothing aside.
	for _, rs := range []rules.RuleSet{rules.ItalianClassic, rules.ItalianOnline, rules.Argentine} {
		if n := len(table.New(rs, rules.NewRand(1)).SetAside()); n != 0 {
			t.Errorf("%s: %d cards set aside", rs.ID, n)
		}
	}
}

// dealtCards are every card a record shows: the dealer's and the boxes'.
func dealtCards(rec record.Record) rules.Cards {
	out := append(rules.Cards{}, rec.Dealer.Cards...)
	for _, b := range rec.Boxes {
		for _, h := range b.Hands {
			out = append(out, h.Cards...)
		}
	}
	return out
}
