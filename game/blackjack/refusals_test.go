package blackjack_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/script"
	"sabot/rules"
)

// The dealer school, each table by its own regulation: a step is required
// only where the table's text prescribes it, and a refusal cites the clause
// the student broke.

// schoolRun runs script s with the student's steps: the automatic dealer's
// own, changed by edit.
func schoolRun(t *testing.T, s script.Script, edit func(steps []string) []string) record.Record {
	t.Helper()
	_, steps := autoSteps(t, s)
	s.DealerSteps = edit(slices.Clone(steps))
	rec, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	if rec.School == nil {
		t.Fatal("no school record")
	}
	return rec
}

// without drops every step for which drop is true.
func without(drop func(string) bool) func([]string) []string {
	return func(steps []string) []string {
		return slices.DeleteFunc(steps, drop)
	}
}

// replaced puts step in place of the first step old.
func replaced(t *testing.T, old, step string) func([]string) []string {
	return func(steps []string) []string {
		i := slices.Index(steps, old)
		if i < 0 {
			t.Fatalf("no step %q in %q", old, steps)
		}
		steps[i] = step
		return steps
	}
}

// allRight fails unless every step of rec's school was right.
func allRight(t *testing.T, name string, rec record.Record) {
	t.Helper()
	if sc := rec.School; sc.FirstWrong != nil || sc.RanOutBefore != "" {
		t.Errorf("%s: school %+v, first wrong %+v; want every step right", name, sc, sc.FirstWrong)
	}
}

// stoppedWith fails unless rec's school stopped with code and article.
func stoppedWith(t *testing.T, name string, rec record.Record, code, article string) {
	t.Helper()
	w := rec.School.FirstWrong
	if w == nil {
		t.Errorf("%s: every step accepted; want %s (%s)", name, code, article)
		return
	}
	if w.Code != code || w.Article != article {
		t.Errorf("%s: %s %q (%s); want %s (%s)", name, w.Code, w.Reason, w.Article, code, article)
	}
}

// A round at each table where the dealer stands on 17 (box 1 18 wins, box 2
// 19 wins; the argentine hole card after the boxes).
var standRounds = map[string]script.Script{
	"italian-classic":  {Rules: "italian-classic", Shoe: "TS 9S 7H 8S TD TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}}, Decisions: []string{"stand", "stand"}},
	"italian-shuffler": {Rules: "italian-shuffler", Shoe: "TS 9S 7H 8S TD TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}}, Decisions: []string{"stand", "stand"}},
	"italian-online":   {Rules: "italian-online", Shoe: "TS 9S 7H 8S TD TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}}, Decisions: []string{"stand", "stand"}},
	"argentine": {Rules: "argentine", Shoe: "TS 9S 8S 7H 8D TD 9D TC",
		Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}}, Decisions: []string{"stand", "stand", "stand"}},
}

// 000 Art. 3: "l'impiegato invita a puntare e quindi dice “rien ne va
// plus”". No other table's text has the call: the first card drawn closes
// the bets (004 Regole particolari 12, 001 Disposiciones 3), or the player's
// «Carte» (003 Distribuzione delle carte). There the step is free.
func TestArt3_RienNeVaPlusRequiredOnlyAtTheItalianCasino(t *testing.T) {
	for id, s := range standRounds {
		rec := schoolRun(t, s, without(func(st string) bool { return st == "close-bets" }))
		if id == "italian-classic" {
			stoppedWith(t, id, rec, "wrong-step", "Art. 3")
			continue
		}
		allRight(t, id+" without close-bets", rec)
		allRight(t, id+" with close-bets", schoolRun(t, s, func(st []string) []string { return st }))
	}
}

// 000 Art. 26: "Se l'impiegato annuncia in modo errato il valore del suo
// punto, il colpo sarà ricostruito secondo la regola". Only 000 prescribes
// the announcement: 004 ("Obblighi del dealer", "Regole particolari 17"),
// 003 ("Le scelte del banco") and 001 (Desarrollo 12: the dealer "definirá
// el suyo", Desarrollo 9's "irá indicando el puntaje" is the player's
// total) say nothing of it. There it may be left out, and a wrong total is
// not refused: the cards decide, and the school advises.
func TestArt26_AnnouncementOnlyAtTheItalianCasino(t *testing.T) {
	isAnnounce := func(st string) bool {
		return strings.HasPrefix(st, "announce ") && !strings.HasPrefix(st, "announce box")
	}
	for id, s := range standRounds {
		rec := schoolRun(t, s, without(isAnnounce))
		if id == "italian-classic" {
			stoppedWith(t, id, rec, "wrong-step", "Art. 26")
			stoppedWith(t, id+" wrong total", schoolRun(t, s, replaced(t, "announce 17", "announce 18")), "wrong-total", "Art. 26")
			continue
		}
		allRight(t, id+" without the announcement", rec)
		wrong := schoolRun(t, s, replaced(t, "announce 17", "announce 18"))
		allRight(t, id+" a wrong total", wrong)
		if strings.Contains(strings.Join(wrong.Actions, ","), "announce 18") {
			t.Errorf("%s: the wrong total is recorded as said: %q", id, wrong.Actions)
		}
	}
	// The engine says why, as advice and not as a mistake.
	r := scriptRound(t, standRounds["italian-shuffler"])
	upTo(t, r, blackjack.Announce, blackjack.Action{Kind: blackjack.Stand}, blackjack.Action{Kind: blackjack.Stand})
	if _, err := r.Apply(blackjack.Action{Kind: blackjack.Announce, Total: 18}); err != nil {
		t.Fatalf("a wrong total at 004: %v", err)
	}
	if adv, ok := r.Advice(); !ok || adv.Code != "house-total" || adv.Due.Total != 17 {
		t.Errorf("advice %+v, %v; want house-total for announce 17", adv, ok)
	}
}

// 000 Art. 6: "Se nessun giocatore é rimasto in gioco, l'impiegato elimina
// la sua unica carta". 003's text says nothing of the dealer's card when
// every position busts: its removal is free there.
func TestPunteggiEVincite_AllBustDiscardFreeOnline(t *testing.T) {
	s := script.Script{Rules: "italian-online", Shoe: "TS 7H 6S KH", Boxes: []script.Box{{Box: 1, Bet: 1000}}, Decisions: []string{"hit"}}
	allRight(t, "without the discard", schoolRun(t, s, without(func(st string) bool { return st == "discard-dealer-card" })))
	allRight(t, "with the discard", schoolRun(t, s, func(st []string) []string { return st }))
	c := schoolRounds["all-bust"] // 000: Art. 6 prescribes it
	stoppedWith(t, "000", schoolRun(t, c, without(func(st string) bool { return st == "discard-dealer-card" })), "wrong-step", "Art. 6")
}

// 000 Art. 33: "il colpo deve essere iniziato se la mascherina é la prima
// delle carte da distribuire": the coup is begun, and no clause asks for an
// announcement. The student who deals on is right; "last-round" is
// accepted as house practice.
func TestArt33_CutCardFirstNoAnnouncementRequired(t *testing.T) {
	for _, take := range []bool{false, true} {
		r := incidentRound(t, rules.ItalianClassic, "TS TH 9S 8H 7D 8D", bet(1, 10), bet(2, 10))
		left := driveTo(t, r, 1, []string{"stand", "stand"})
		if _, err := incident.Bring(r, blackjack.CutCardFirst); err != nil {
			t.Fatal(err)
		}
		if take {
			if _, err := r.Apply(blackjack.Action{Kind: blackjack.LastRound}); err != nil {
				t.Fatalf("last-round: %v", err)
			}
		}
		if _, err := r.Apply(blackjack.Action{Kind: blackjack.Deal, Box: 1, Hand: 1}); err != nil {
			t.Fatalf("last-round %v, then deal box 1: %v", take, err)
		}
		finishAuto(t, r, left)
		if !r.Done() || r.Box(1).Hands[0].Cards.String() != "TS 8H" {
			t.Errorf("last-round %v: box 1 %s", take, r.Box(1).Hands[0].Cards)
		}
	}
}

// refusedWith applies a at the first step due of script s for which at is
// true (the automatic dealer's steps and the decisions before it) and
// checks the refusal's code, article and a word of its quote.
func refusedWith(t *testing.T, name string, s script.Script, at func(r *blackjack.Round, due blackjack.Action) bool, a blackjack.Action, code, article, word string) {
	t.Helper()
	r := scriptRound(t, s)
	decisions := s.Decisions
	for n := 0; n < 300 && !r.Done(); n++ {
		due, ok := r.NextDealerAction()
		if !ok {
			if len(decisions) == 0 {
				t.Fatalf("%s: decisions used up; legal %v", name, r.Legal())
			}
			d, err := notation.ParseDecision(decisions[0])
			if err != nil {
				t.Fatal(err)
			}
			decisions = decisions[1:]
			if _, err := r.Apply(d); err != nil {
				t.Fatalf("%s: %s: %v", name, d, err)
			}
			continue
		}
		if at(r, due) {
			_, err := r.Apply(a)
			var ie *game.IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("%s: %s for %s: %v; want refused", name, a, due, err)
			}
			if ie.Code != code || ie.Article != article || !strings.Contains(ie.Quote, word) {
				t.Errorf("%s: %s for %s: %s %q (%s) %q; want %s (%s) quoting %q", name, a, due, ie.Code, ie.Reason, ie.Article, ie.Quote, code, article, word)
			}
			return
		}
		if _, err := r.Apply(due); err != nil {
			t.Fatalf("%s: %s: %v", name, due, err)
		}
	}
	t.Fatalf("%s: the moment never came", name)
}

func dueIs(step string) func(*blackjack.Round, blackjack.Action) bool {
	return func(_ *blackjack.Round, due blackjack.Action) bool { return due.String() == step }
}

// 000 Art. 13 d: "I Black Jack vengono pagati dopo la distribuzione delle
// prime due carte, prima di procedere al successivo tiraggio": a Black Jack
// not paid at once breaks Art. 13 d, not Art. 28's settling order.
func TestArt13d_BlackjackNotPaidAtOnce(t *testing.T) {
	refusedWith(t, "deal on", schoolRounds["at-once"], dueIs("pay box 1 main 37.50"), blackjack.Action{Kind: blackjack.Deal, Box: 2, Hand: 1}, "bj-at-once", "Art. 13d", "prima di procedere al successivo tiraggio")
}

// 000 Art. 5: a bust box's "puntata o le puntate vengono ritirate e
// successivamente le carte"; 004 Svolgimento the same.
func TestArt5_BustBetCollectedAtOnce(t *testing.T) {
	refusedWith(t, "000", schoolRounds["all-bust"], dueIs("collect box 1 main 10.00"), blackjack.Action{Kind: blackjack.CollectHandCards, Box: 1, Hand: 1}, "bust-at-once", "Art. 5", "vengono ritirate")
	refusedWith(t, "000 paid", schoolRounds["all-bust"], dueIs("collect box 1 main 10.00"), blackjack.Action{Kind: blackjack.Pay, Box: 1, Hand: 1, Bet: blackjack.MainBet, Amount: rules.Units(10)}, "wrong-result", "Art. 5", "vengono ritirate")
	s := schoolRounds["all-bust"]
	s.Rules = "italian-shuffler"
	refusedWith(t, "004", s, dueIs("collect box 1 main 10.00"), blackjack.Action{Kind: blackjack.Deal, Box: 2, Hand: 1}, "bust-at-once", "Svolgimento della partita", "ritirerà prima la puntata")
}

// insured: box 1 insures 5 against the dealer's ace, whose second card 5H
// makes no Black Jack; he draws 2S to 18.
var insured = script.Script{Rules: "italian-classic", Shoe: "TS 9D AC 9H 8S 5H 2S", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
	Decisions: []string{"insurance 5", "no-insurance", "stand", "stand"}}

// 000 Art. 13: "Se il banco con la seconda carta non realizza Black Jack
// vengono ritirate immediatamente le puntate sull'assicurazione": the
// insurance collected late breaks Art. 13, not Art. 9.
func TestArt13_InsuranceCollectedAtOnce(t *testing.T) {
	refusedWith(t, "000", insured, dueIs("collect box 1 insurance 5.00"), blackjack.Action{Kind: blackjack.Deal}, "insurance-loses", "Art. 13", "ritirate immediatamente")
	s := insured
	s.Rules = "italian-shuffler"
	refusedWith(t, "004", s, dueIs("collect box 1 insurance 5.00"), blackjack.Action{Kind: blackjack.Deal}, "insurance-loses", "Assicurazione", "viene persa")
}

// 000 Art. 6: "Resta salvo il caso in cui debba tirare in presenza di
// assicurazioni": with every box bust and insurance open the dealer plays;
// his card removed breaks Art. 6, not Art. 4. 004 Regole particolari 13:
// "Il dealer è tenuto ad esaurire il colpo anche se tutti i giocatori hanno
// superato il 21": the removal breaks it, not «Svolgimento».
func TestArt6_NoDiscardWithInsuranceOpen(t *testing.T) {
	s := script.Script{Rules: "italian-classic", Shoe: "TS TD AC 6S 5D KH 9H 5C 2C", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"insurance 5", "no-insurance", "hit", "hit"}}
	refusedWith(t, "000", s, func(r *blackjack.Round, due blackjack.Action) bool {
		return due.String() == "deal dealer" && r.Box(2).Hands[0].Bust
	}, blackjack.Action{Kind: blackjack.DiscardDealerCard}, "no-discard", "Art. 6", "in presenza di assicurazioni")
}

func TestRegoleParticolari13_AllBustDealerPlaysOn(t *testing.T) {
	s := schoolRounds["all-bust"]
	s.Rules = "italian-shuffler"
	refusedWith(t, "004", s, func(r *blackjack.Round, due blackjack.Action) bool {
		return due.String() == "deal dealer" && len(r.DealerCards()) == 1
	}, blackjack.Action{Kind: blackjack.DiscardDealerCard}, "no-discard", "Regole particolari 13", "esaurire il colpo")
}

// split: box 1 splits 8S 8H against the dealer's 6C (8S TC, 8H 5D); box 2
// stands on 19; the dealer 6C 9S draws 5S to 20.
var split = script.Script{Rules: "italian-classic", Shoe: "8S TS 6C 8H 9D TC 5D 9S 5S", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
	Decisions: []string{"split", "stand", "stand", "stand"}}

// 000 Art. 11: "prima completerà il tiraggio su quella alla sua destra e
// successivamente sull'altra": a card to the second hand first breaks Art.
// 11, not Art. 4.
func TestArt11_SplitHandsInTheirOrder(t *testing.T) {
	refusedWith(t, "000", split, dueIs("deal box 1"), blackjack.Action{Kind: blackjack.Deal, Box: 1, Hand: 2}, "split-order", "Art. 11", "successivamente sull’altra")
}

// 003 Dividere: "verrà data automaticamente una seconda carta su ciascuna
// delle due mani": both hands receive their second card before the first
// is played; the school accepts it and the automatic dealer does it.
func TestDividere_SecondCardOnEachHandFirst(t *testing.T) {
	s := split
	s.Rules = "italian-online"
	auto, steps := autoSteps(t, s)
	i := slices.Index(auto.Actions, "box 1: split")
	if i < 0 || i+3 > len(auto.Actions) || auto.Actions[i+1] != "deal box 1" || auto.Actions[i+2] != "deal box 1 hand 2" {
		t.Errorf("003 split: actions %q; want both second cards right after the split", auto.Actions)
	}
	s.DealerSteps = steps
	rec, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	allRight(t, "003", rec)
}

// 003 Punteggi e vincite, N.B.: "Le chips delle postazioni che hanno
// sballato, verranno ritirate alla fine della mano e non durante": a bust
// collected at once breaks it, not «Distribuzione delle carte».
func TestPunteggiEVincite_BustCollectedAtTheEnd(t *testing.T) {
	s := script.Script{Rules: "italian-online", Shoe: "TS 9S 7H 6S 9D KH TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"hit", "stand"}}
	refusedWith(t, "003", s, func(r *blackjack.Round, due blackjack.Action) bool { return r.Box(1).Hands[0].Bust }, blackjack.Action{Kind: blackjack.Collect, Box: 1, Hand: 1, Bet: blackjack.MainBet, Amount: rules.Units(10)}, "bust-at-end", "Punteggi e vincite", "alla fine della mano e non durante")
}

// 004 Svolgimento: "il croupier ritirerà le fiches perdenti e pagherà quelle
// vincenti", no direction; 003 sets none; 001 Desarrollo 9 collects the
// losers first. There any order is accepted; 000 Art. 28 settles from the
// dealer's right.
func TestSvolgimento_SettlementInAnyOrder(t *testing.T) {
	// Box 1 TS 8S = 18 wins, box 2 9S 7D = 16 loses, box 3 TC 9D = 19
	// wins on the dealer's 7H TD = 17.
	boxes := []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}}
	base := script.Script{Shoe: "TS 9S TC 7H 8S 7D 9D TD", Boxes: boxes, Decisions: []string{"stand", "stand", "stand"}}
	for _, c := range []struct {
		id       string
		reorder  []string // the settlement as the student does it
		code     string   // "" when accepted
		article  string
		argentin bool
	}{
		{"italian-shuffler", []string{"collect box 2 main 10.00", "pay box 1 main 10.00", "pay box 3 main 10.00"}, "", "", false},
		{"italian-shuffler", []string{"pay box 1 main 10.00", "collect box 2 main 10.00", "pay box 3 main 10.00"}, "wrong-order", "Svolgimento della partita", false},
		{"italian-online", []string{"pay box 3 main 10.00", "collect box 2 main 10.00", "pay box 1 main 10.00"}, "", "", false},
		{"italian-classic", []string{"pay box 1 main 10.00", "collect box 2 main 10.00", "pay box 3 main 10.00"}, "wrong-order", "Art. 28", false},
	} {
		s := base
		s.Rules = c.id
		rec := schoolRun(t, s, func(steps []string) []string {
			var out []string
			for _, st := range steps {
				if strings.HasPrefix(st, "pay box") || strings.HasPrefix(st, "collect box") {
					if len(out) == 0 || !strings.HasPrefix(out[len(out)-1], "pay box") && !strings.HasPrefix(out[len(out)-1], "collect box") {
						out = append(out, c.reorder...)
					}
					continue
				}
				out = append(out, st)
			}
			return out
		})
		name := c.id + " " + strings.Join(c.reorder, ", ")
		if c.code == "" {
			allRight(t, name, rec)
			if rec.TableNet != 1000 {
				t.Errorf("%s: net %s; want +10.00", name, rec.TableNet)
			}
			continue
		}
		stoppedWith(t, name, rec, c.code, c.article)
	}
}

// 001 Desarrollo 10: "el pagador solicitará a aquél que defina su puntaje"
// sets no moment: "¿uno u once?" asked as soon as the box holds its ace and
// second card, during the deal, is accepted; the player answers on his turn.
func TestDesarrollo10_AceAskedDuringTheDeal(t *testing.T) {
	// Box 1 AS 7S, box 2 TD 9D, box 3 8S 9C; the dealer 6H, hole TC, draws 5C.
	s := script.Script{Rules: "argentine", Shoe: "AS TD 8S 6H 7S 9D 9C TC 5C", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}, {Box: 3, Bet: 1000}},
		Decisions: []string{"no-desafio", "ace 11", "stand", "stand", "stand"}}
	rec := schoolRun(t, s, func(steps []string) []string {
		steps = slices.DeleteFunc(steps, func(st string) bool { return st == "ask-ace box 1" })
		i := slices.Index(steps, "deal box 1")
		i = i + 1 + slices.Index(steps[i+1:], "deal box 1") // box 1's second card
		return slices.Insert(steps, i+1, "ask-ace box 1")
	})
	allRight(t, "ask-ace in the deal", rec)
}

// 000 Art. 27: "I giocatori sono tenuti a verificare l'esatto annuncio del
// loro punto da parte dell'impiegato": the Italian croupier may call a
// box's total (no clause says when: it is never due), and a call must be
// exact.
func TestArt27_PlayersTotalCalledExactly(t *testing.T) {
	s := script.Script{Rules: "italian-classic", Shoe: "2S 9S 7H 6S 9D 3H TC", Boxes: []script.Box{{Box: 1, Bet: 1000}, {Box: 2, Bet: 1000}},
		Decisions: []string{"hit", "stand", "stand"}}
	after := func(call string) func([]string) []string {
		return func(steps []string) []string {
			i := slices.Index(steps, "deal box 1")
			i = i + 1 + slices.Index(steps[i+1:], "deal box 1")
			i = i + 1 + slices.Index(steps[i+1:], "deal box 1") // the card box 1 asked for: 2S 6S 3H = 11
			return slices.Insert(steps, i+1, call)
		}
	}
	allRight(t, "called 11", schoolRun(t, s, after("announce box 1 11")))
	allRight(t, "not called", schoolRun(t, s, func(st []string) []string { return st }))
	stoppedWith(t, "called 12", schoolRun(t, s, after("announce box 1 12")), "wrong-call", "Art. 27")
}
