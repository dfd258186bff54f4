package blackjack_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// Bets behind another player's box. Each test stacks the shoe (deal order:
// each box's first card, the dealer's, each box's second card, then the
// draws in play order, then the dealer's second card) and checks every
// stake's settlement, worked out by hand in the comments.

// behindScript is a script whose box 1 is anna's with co-bettors behind
// it (player:bet pairs) and box 2 carlo's with 10.
func behindScript(id, shoe string, holderBet rules.Money, behind string, decisions ...string) script.Script {
	b1 := script.Box{Box: 1, Bet: holderBet, Player: "anna"}
	for _, f := range strings.Fields(behind) {
		p := strings.Split(f, ":")
		m, _ := rules.ParseMoney(p[1])
		b1.Behind = append(b1.Behind, script.BackBet{Player: p[0], Bet: m})
	}
	return script.Script{Rules: id, Shoe: shoe, Decisions: decisions,
		Boxes: []script.Box{b1, {Box: 2, Bet: rules.Units(10), Player: "carlo"}}}
}

func runBehind(t *testing.T, s script.Script) record.Record {
	t.Helper()
	rec, err := s.Run()
	if err != nil {
		t.Fatalf("round failed: %v", err)
	}
	checkStakes(t, rec)
	return rec
}

// checkStakes: each co-bettor's net is the sum of his shares and his
// insurance, and the round's net is every stake's.
func checkStakes(t *testing.T, rec record.Record) {
	t.Helper()
	var total rules.Money
	for _, b := range rec.Boxes {
		total += b.Net
		for _, s := range b.Behind {
			var n rules.Money
			if s.Insurance != nil {
				n += s.Insurance.Net
			}
			for _, h := range s.Hands {
				n += h.Net
			}
			if n != s.Net {
				t.Errorf("box %d stake %d: shares net %v, stake net %v", b.Box, s.Stake, n, s.Net)
			}
			total += s.Net
		}
	}
	if total != rec.TableNet {
		t.Errorf("stakes net %v, round net %v", total, rec.TableNet)
	}
}

// stakes writes box 1's co-bettors as "2 bruno 20.00: h1 40.00 x2 win +40.00 | 3 …".
func stakes(rec record.Record) string {
	var parts []string
	for _, s := range rec.Boxes[0].Behind {
		p := strconv.Itoa(s.Stake) + " " + s.Player + " " + s.Bet.String() + ":"
		for _, h := range s.Hands {
			p += " h" + strconv.Itoa(h.Hand) + " " + h.Stake.String()
			if h.Doubled {
				p += " x2"
			}
			p += " " + h.Result + " " + signed(h.Net)
		}
		if s.Insurance != nil {
			p += " ins " + s.Insurance.Stake.String() + " " + signed(s.Insurance.Net)
		}
		if s.EvenMoney {
			p += " even-money"
		}
		parts = append(parts, p+" = "+signed(s.Net))
	}
	return strings.Join(parts, " | ")
}

func wantStakes(t *testing.T, rec record.Record, want string) {
	t.Helper()
	if got := stakes(rec); got != want {
		t.Errorf("stakes:\n got  %s\n want %s\nactions: %s", got, want, strings.Join(rec.Actions, ", "))
	}
}

// 000 Cap. 1: "In caso di raddoppio della puntata, coloro che hanno giocato
// sulla sua casella non devono obbligatoriamente raddoppiare".
func TestCap1_CoBettorNeedNotDouble(t *testing.T) {
	// box 1: 6S 5H = 11, anna doubles 10 → TD = 21; bruno (20) follows, dino
	// (10) does not; box 2: TS 8H = 18; dealer 9C 8D = 17.
	// Settlement from the right: box 2 +10; box 1 anna +20, bruno +40, dino +10.
	rec := runBehind(t, behindScript(classic, "6S TS 9C 5H 8H TD 8D", rules.Units(10), "bruno:20 dino:10",
		"double", "follow-double", "no-follow-double", "stand"))
	wantSummary(t, rec, "dealer 9C 8D=17 | 1: 6S 5H TD=21 win +20.00 x2 | 2: TS 8H=18 win +10.00")
	wantStakes(t, rec, "2 bruno 20.00: h1 40.00 x2 win +40.00 = +40.00 | 3 dino 10.00: h1 10.00 win +10.00 = +10.00")
	wantExactActions(t, rec,
		"close-bets", "deal box 1", "deal box 2", "deal dealer", "deal box 1", "deal box 2",
		"box 1: double", "box 1 stake 2: follow-double", "box 1 stake 3: no-follow-double", "deal box 1",
		"box 2: stand", "deal dealer", "dealer-stand", "announce 17",
		"pay box 2 main 10.00", "pay box 1 main 20.00", "pay box 1 main 40.00 stake 2", "pay box 1 main 10.00 stake 3",
		"collect-cards")
	if rec.TableNet != rules.Units(80) {
		t.Errorf("round net %v; want +80.00 (10 + 20 + 40 + 10)", rec.TableNet)
	}
}

// 000 Cap. 1: "in caso di divisione di coppie coloro che non aderiscono
// devono scegliere su quale carta desiderano proseguire il loro gioco,
// spostando la puntata in corrispondenza della carta scelta".
func TestCap1_CoBettorFollowsTheSplitOrChoosesTheCard(t *testing.T) {
	// box 1: 8S 8H split by anna (10); bruno (20) follows the split, carla
	// (10) keeps the second card, dino (10) the first. Hand 1: 8S TD = 18,
	// stands; hand 2: 8H 5C 9S = 22, bust, collected at once (Art. 5) from
	// anna, bruno and carla. Box 2: TS 9H = 19. Dealer 7C TC = 17.
	// Nets: anna +10 -10 = 0; bruno +20 -20 = 0; carla -10; dino +10; carlo +10.
	rec := runBehind(t, behindScript(classic, "8S TS 7C 8H 9H TD 5C 9S TC", rules.Units(10), "bruno:20 carla:10 dino:10",
		"split", "follow-split", "second-card", "first-card", "stand", "hit", "stand"))
	wantSummary(t, rec, "dealer 7C TC=17 | 1: 8S TD=18 win +10.00 / 8H 5C 9S=22 lose -10.00 | 2: TS 9H=19 win +10.00")
	wantStakes(t, rec, "2 bruno 20.00: h1 20.00 win +20.00 h2 20.00 lose -20.00 = 0.00"+
		" | 3 carla 10.00: h2 10.00 lose -10.00 = -10.00"+
		" | 4 dino 10.00: h1 10.00 win +10.00 = +10.00")
	wantActions(t, rec, "box 1: split", "box 1 stake 2: follow-split", "box 1 stake 3: second-card", "box 1 stake 4: first-card",
		"deal box 1", "box 1: stand", "deal box 1 hand 2", "box 1 hand 2: hit", "deal box 1 hand 2",
		"collect box 1 hand 2 main 10.00", "collect box 1 hand 2 main 20.00 stake 2", "collect box 1 hand 2 main 10.00 stake 3",
		"box 2: stand", "pay box 2 main 10.00",
		"pay box 1 main 10.00", "pay box 1 main 20.00 stake 2", "pay box 1 main 10.00 stake 4")
	if rec.TableNet != rules.Units(10) {
		t.Errorf("round net %v; want +10.00", rec.TableNet)
	}
}

// 000 Cap. 1, Art. 16: "Il titolare della casella é il solo che può
// chiedere o rifiutare carta"; a co-bettor who tries is refused with the
// article.
func TestArt16_OnlyTheHolderPlaysTheBox(t *testing.T) {
	shoe, _ := rules.StackedShoe("TS 9S 7H 6S 9D TD")
	r, err := blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: shoe, Boxes: []setup.BoxBet{
		{Box: 1, Player: "anna", Bet: rules.Units(10), Behind: []setup.BackBet{{Player: "bruno", Bet: rules.Units(50)}}},
		{Box: 2, Player: "carlo", Bet: rules.Units(10)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, ok := r.DealerStep(); !ok {
			break
		}
	}
	if tu := r.Turn(); tu.Box != 1 || tu.Stake != 0 || tu.Question != blackjack.AskPlay {
		t.Fatalf("turn %+v; want box 1's holder to play", tu)
	}
	for _, k := range []blackjack.Kind{blackjack.Hit, blackjack.Stand} {
		_, err := r.Apply(blackjack.Action{Kind: k, Box: 1, Hand: 1, Stake: 2})
		var ie *game.IllegalError
		if !errors.As(err, &ie) || ie.Code != "not-holder" || ie.Article != "Cap. 1, Art. 16" {
			t.Errorf("stake 2 %s: err %v; want not-holder (Cap. 1, Art. 16)", blackjack.Action{Kind: k}, err)
		}
	}
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Hit, Box: 1, Hand: 1}); err != nil {
		t.Errorf("the holder's hit: %v", err)
	}
}

// 000 Art. 16: "Quando più giocatori puntano su una casella libera, ne
// diventa momentaneamente titolare il possessore della puntata di maggior
// valore."
func TestArt16_BiggestBetHoldsAFreeBox(t *testing.T) {
	shoe, _ := rules.StackedShoe("TS 9S 7H 6S 9D TD")
	r, err := blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: shoe, Boxes: []setup.BoxBet{
		{Box: 1, Player: "eva", Standing: true, Bet: rules.Units(10), Behind: []setup.BackBet{
			{Player: "franco", Standing: true, Bet: rules.Units(20)}, {Player: "gino", Standing: true, Bet: rules.Units(50)}}},
		{Box: 2, Player: "carlo", Bet: rules.Units(10)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	b := r.Box(1)
	if b.Player != "gino" || b.Bet != rules.Units(50) || b.Hands[0].Stake != rules.Units(50) {
		t.Errorf("holder %s %v; want gino, the biggest bet (50)", b.Player, b.Bet)
	}
	if s := b.CoBettor(3); s == nil || s.Player != "eva" || s.Bet != rules.Units(10) || s.On[0].Amount != rules.Units(10) {
		t.Errorf("stake 3 %+v; want eva's 10", s)
	}
	// A seated holder keeps his box whatever the others bet.
	shoe, _ = rules.StackedShoe("TS 9S 7H 6S 9D TD")
	r, _ = blackjack.New(setup.Setup{Rules: rules.ItalianClassic, Shoe: shoe, Boxes: []setup.BoxBet{
		{Box: 1, Player: "anna", Bet: rules.Units(10), Behind: []setup.BackBet{{Player: "gino", Bet: rules.Units(50)}}},
		{Box: 2, Player: "carlo", Bet: rules.Units(10)},
	}})
	if b := r.Box(1); b.Player != "anna" {
		t.Errorf("seated holder replaced by %s", b.Player)
	}
}

// 004 Il raddoppio: "La decisione del giocatore seduto non sarà vincolante
// per gli altri giocatori."
func TestIlRaddoppio_DoubleDoesNotBindTheOthers(t *testing.T) {
	// box 1: 6S 5H = 11, anna doubles 10 → TD = 21; bruno (20) does not
	// follow, dino (10) does. Box 2: TS 8H = 18. Dealer 9C 8D = 17.
	// No loser; from the dealer's right: box 2 +10; box 1 anna +20, bruno
	// +20, dino +20.
	rec := runBehind(t, behindScript(shuffler, "6S TS 9C 5H 8H TD 8D", rules.Units(10), "bruno:20 dino:10",
		"double", "no-follow-double", "follow-double", "stand"))
	wantStakes(t, rec, "2 bruno 20.00: h1 20.00 win +20.00 = +20.00 | 3 dino 10.00: h1 20.00 x2 win +20.00 = +20.00")
	wantActions(t, rec, "pay box 2 main 10.00", "pay box 1 main 20.00", "pay box 1 main 20.00 stake 2", "pay box 1 main 20.00 stake 3")
	if rec.TableNet != rules.Units(70) {
		t.Errorf("round net %v; want +70.00", rec.TableNet)
	}
}

// 004 Divisione: "La decisione del titolare della postazione è vincolante
// anche per gli altri “puntatori” interessati": the co-bettor is not asked,
// his stake goes on both hands.
func TestDivisione_SplitBindsTheOthers(t *testing.T) {
	// box 1: 8S 8H split; bruno's 20 stands on both hands. Hand 1: 8S TD =
	// 18; hand 2: 8H 5C 9S = 22, bust. Box 2: TS 9H = 19. Dealer 7C TC = 17.
	// anna +10 -10 = 0; bruno +20 -20 = 0; carlo +10.
	rec := runBehind(t, behindScript(shuffler, "8S TS 7C 8H 9H TD 5C 9S TC", rules.Units(10), "bruno:20",
		"split", "stand", "hit", "stand"))
	wantStakes(t, rec, "2 bruno 20.00: h1 20.00 win +20.00 h2 20.00 lose -20.00 = 0.00")
	wantActions(t, rec, "box 1: split", "deal box 1", "box 1: stand",
		"collect box 1 hand 2 main 10.00", "collect box 1 hand 2 main 20.00 stake 2",
		"pay box 2 main 10.00", "pay box 1 main 10.00", "pay box 1 main 20.00 stake 2")
	for _, a := range rec.Actions {
		if strings.Contains(a, "stake 2: ") {
			t.Errorf("the co-bettor was asked %q; the split binds him", a)
		}
	}
}

// 004 Assicurazione: "Tutti i giocatori assicurano se lo ritengono e
// possono farlo anche se il titolare non ha assicurato."
func TestAssicurazione_EveryBettorInsuresHisOwnStake(t *testing.T) {
	// box 1: 9S 7H = 16, anna (10) declines; bruno (20) insures 10. Box 2:
	// TS 9H = 19, declines. Dealer AC KD: blackjack. bruno's insurance pays
	// 2:1 (+20), his stake loses (-20); anna -10; carlo -10.
	rec := runBehind(t, behindScript(shuffler, "9S TS AC 7H 9H KD", rules.Units(10), "bruno:20",
		"no-insurance", "insurance 10", "no-insurance", "stand", "stand"))
	wantStakes(t, rec, "2 bruno 20.00: h1 20.00 lose -20.00 ins 10.00 +20.00 = 0.00")
	wantActions(t, rec, "offer-insurance", "box 1: no-insurance", "box 1 stake 2: insurance 10.00", "box 2: no-insurance",
		"pay box 1 insurance 20.00 stake 2", "collect box 1 main 20.00 stake 2")
	if rec.TableNet != rules.Units(-20) {
		t.Errorf("round net %v; want -20.00", rec.TableNet)
	}
	// More than half his own bet is refused, whatever the holder's bet.
	_, err := behindScript(shuffler, "9S TS AC 7H 9H KD", rules.Units(50), "bruno:20",
		"no-insurance", "insurance 10.01").Run()
	if err == nil || !strings.Contains(err.Error(), "decisions[1]") || !strings.Contains(err.Error(), "at most 10.00") {
		t.Errorf("insurance above half of 20: %v", err)
	}
}

// 004 Black Jack alla pari: "ogni giocatore in possesso di BLACK JACK può
// richiedere l'immediato pagamento alla pari … anche se non è titolare
// della postazione."
func TestBlackJackAllaPari_CoBettorTakesEvenMoney(t *testing.T) {
	// box 1: AS KH blackjack; anna (10) declines even money, bruno (20)
	// takes it: paid 20 at once. Box 2: TS 9H = 19, no insurance. Dealer
	// AC 9D = 20: anna's blackjack pays 3:2 (+15); carlo loses 10.
	rec := runBehind(t, behindScript(shuffler, "AS TS AC KH 9H 9D", rules.Units(10), "bruno:20",
		"no-even-money", "even-money", "no-insurance", "stand"))
	wantSummary(t, rec, "dealer AC 9D=20 | 1: AS KH=BJ win +15.00 | 2: TS 9H=19 lose -10.00")
	wantStakes(t, rec, "2 bruno 20.00: h1 20.00 win +20.00 even-money = +20.00")
	wantActions(t, rec, "box 1: no-even-money", "box 1 stake 2: even-money", "pay box 1 even-money 20.00 stake 2",
		"box 2: no-insurance", "pay box 1 main 15.00")
}

// 000 Art. 28: "I pagamenti si eseguono iniziando dalla puntata più esterna
// di ogni casella, dopo aver apertole eventuali masse": a dealer-school
// student who pays a box's stakes in one lump is stopped.
func TestArt28_MasseSettledEachOnItsOwn(t *testing.T) {
	s := behindScript(classic, "6S TS 9C 5H 8H TD 8D", rules.Units(10), "bruno:20 dino:10",
		"double", "follow-double", "no-follow-double", "stand")
	rec := runBehind(t, s)
	var steps []string
	for _, a := range rec.Actions {
		if !strings.Contains(a, ": ") {
			steps = append(steps, a)
		}
	}
	// The right steps pass the school.
	s.DealerSteps = steps
	if got, err := s.Run(); err != nil || got.School == nil || got.School.FirstWrong != nil || got.School.StepsOK != len(steps) {
		t.Fatalf("the record's own steps: err %v, school %+v", err, got.School)
	}
	// anna's 20 and bruno's 40 in one payment of 60 are refused.
	lump := append([]string(nil), steps...)
	for i, st := range lump {
		if st == "pay box 1 main 20.00" {
			lump[i] = "pay box 1 main 60.00"
		}
	}
	s.DealerSteps = lump
	got, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	w := got.School.FirstWrong
	if w == nil || w.Step != "pay box 1 main 60.00" || w.Due != "pay box 1 main 20.00" || w.Code != "wrong-amount" {
		t.Errorf("lumped payment: %+v; want wrong-amount, due pay box 1 main 20.00", w)
	}
	// Paying bruno's stake before anna's is out of order.
	swapped := append([]string(nil), steps...)
	for i, st := range swapped {
		if st == "pay box 1 main 20.00" {
			swapped[i], swapped[i+1] = swapped[i+1], swapped[i]
			break
		}
	}
	s.DealerSteps = swapped
	got, _ = s.Run()
	if w := got.School.FirstWrong; w == nil || w.Code != "wrong-order" || w.Step != "pay box 1 main 40.00 stake 2" {
		t.Errorf("bruno paid before anna: %+v; want wrong-order", w)
	}
}

// 001 Desarrollo 3: "ni agregar apuestas en casilleros de otros
// Jugadores"; the online table is one player's; 004 Il tavolo: three
// circles a position; the limits are per person on each box (000 Art. 2).
func TestDesarrollo3_BetsBehindRefused(t *testing.T) {
	bruno := []script.BackBet{{Player: "bruno", Bet: rules.Units(20)}}
	three := []script.BackBet{{Player: "b", Bet: rules.Units(10)}, {Player: "c", Bet: rules.Units(10)}, {Player: "d", Bet: rules.Units(10)}}
	cases := []struct {
		name, id string
		behind   []script.BackBet
		want     string
	}{
		{"argentine", "argentine", bruno, "boxes[0].behind: bets on another player's box are not allowed at this table (Desarrollo 3)"},
		{"online", "italian-online", bruno, "boxes[0].behind: bets on another player's box are not allowed at this table (Puntate iniziali)"},
		{"a fourth circle", shuffler, three, "boxes[0].behind: a box carries at most 3 stakes, the holder's included, not 4 (Regolamento del Black Jack)"},
		{"below the minimum", classic, []script.BackBet{{Player: "b", Bet: rules.Units(5)}}, "boxes[0].behind[0].bet: 5.00 is below the table minimum 10.00"},
		{"above the maximum", classic, []script.BackBet{{Player: "b", Bet: rules.Units(150)}}, "boxes[0].behind[0].bet: 150.00 is above the table maximum 100.00 (per person on each box, Art. 2)"},
		{"the holder behind his own box", classic, []script.BackBet{{Player: "anna", Bet: rules.Units(10)}}, "boxes[0].behind[0].player: anna holds the box: his bet is one stake"},
		{"twice on a box", classic, []script.BackBet{{Player: "b", Bet: rules.Units(10)}, {Player: "b", Bet: rules.Units(10)}}, "boxes[0].behind[1].player: b already bets on box 1: one stake per player on a box"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := script.Script{Rules: c.id, Shoe: "TS 9S 7H 6S 9D TD 5C 5D 5H 5S", Decisions: []string{"stand", "stand", "stand"},
				Boxes: []script.Box{{Box: 1, Bet: rules.Units(10), Player: "anna", Behind: c.behind}, {Box: 2, Bet: rules.Units(10), Player: "carlo"}, {Box: 3, Bet: rules.Units(10), Player: "luis"}}}
			_, err := s.Run()
			if err == nil || err.Error() != c.want {
				t.Errorf("err %v\nwant %s", err, c.want)
			}
		})
	}
}

// The co-bettor's answers are refused where they are not asked, with the
// legal ones named; a missing answer names the stake.
func TestCap1_CoBettorAnswersInTurn(t *testing.T) {
	_, err := behindScript(classic, "6S TS 9C 5H 8H TD 8D", rules.Units(10), "bruno:20", "double", "stand").Run()
	if err == nil || !strings.Contains(err.Error(), "decisions[1]") || !strings.Contains(err.Error(), "follow-double, no-follow-double") {
		t.Errorf("stand for a co-bettor's answer: %v", err)
	}
	_, err = behindScript(classic, "6S TS 9C 5H 8H TD 8D", rules.Units(10), "bruno:20", "double").Run()
	if err == nil || !strings.Contains(err.Error(), "box 1 stake 2 is asked") {
		t.Errorf("missing answer: %v", err)
	}
}

// The stake in the dealer's Pay and Collect steps: written after the
// amount, stake 1 the holder's as when it is left out.
func TestArt28_StakeInTheStepNotation(t *testing.T) {
	cases := []struct{ in, out string }{
		{"pay box 3 main 15.00 stake 2", "pay box 3 main 15.00 stake 2"},
		{"collect box 1 hand 2 main 10 stake 3", "collect box 1 hand 2 main 10.00 stake 3"},
		{"pay box 3 main 15.00 stake 1", "pay box 3 main 15.00"},
		{"pay box 3 insurance 10.00", "pay box 3 insurance 10.00"},
	}
	for _, c := range cases {
		a, err := notation.ParseDealerStep(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if a.String() != c.out {
			t.Errorf("%s → %s; want %s", c.in, a, c.out)
		}
	}
}
