package dealerdrill

import (
	"strings"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/tutor/croupier"
)

// These tests open the drills through the real game and answer with the
// clicks and keys a student uses, on targets the scene really shows.

// open opens the drills with the payout drill at table id.
func open(t *testing.T, id string) (*session.Context, *Scene) {
	t.Helper()
	r, err := rules.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60) // the menu's intro
	s := New(a, r)
	scenetest.Show(t, a, s)
	return a, s
}

// click clicks the target of an index, failing when the scene does not
// show it.
func click(t *testing.T, a *session.Context, s *Scene, index int) {
	t.Helper()
	for _, tg := range s.Targets() {
		if tg.Event.Action == input.Select && tg.Event.Index == index {
			a.Feed(tg.Event)
			scenetest.Ticks(t, a, 1)
			return
		}
	}
	t.Fatalf("no target %d on the screen (phase %d)", index, s.phase)
}

// payWithChips clicks the float's chips that make amount, largest first,
// and reports how many it clicked.
func payWithChips(t *testing.T, a *session.Context, s *Scene, amount rules.Money) int {
	t.Helper()
	n := 0
	for i := len(s.chips) - 1; i >= 0; i-- {
		for amount >= s.chips[i] {
			click(t, a, s, tChip+i)
			amount -= s.chips[i]
			n++
		}
	}
	if amount != 0 {
		t.Fatalf("%s left that the float's chips %v cannot make", amount, s.chips)
	}
	return n
}

// byHand is what a question pays, worked out in cents without the rule
// set: 3:2, 2:1, 1:1, 0.95:1 and 8:1.
func byHand(p croupier.Payout) rules.Money {
	c := int64(p.Stake)
	switch p.Kind {
	case croupier.Blackjack:
		return rules.Money(c + c/2)
	case croupier.Insurance, croupier.Desafio:
		return rules.Money(2 * c)
	case croupier.Banco:
		return rules.Money(c - c*5/100)
	case croupier.Egalite:
		return rules.Money(8 * c)
	}
	return rules.Money(c)
}

// A whole payout session at each table, through the clicks: right
// payments and, every third question, a payment 0.50 short or the stake
// paid as even money; the verdict, the streak and the best streak, the
// time and the summary follow.
func TestPayoutSessions(t *testing.T) {
	for _, id := range rules.IDs() {
		t.Run(id, func(t *testing.T) {
			a, s := open(t, id)
			if s.phase != phPick || s.kind != drillPayout {
				t.Fatalf("phase %d, drill %d at the start", s.phase, s.kind)
			}
			click(t, a, s, tStart)
			kinds := map[croupier.PayKind]bool{}
			streak, best, right := 0, 0, 0
			for q := 0; q < sessionLen; q++ {
				if s.phase != phAsk {
					t.Fatalf("question %d: phase %d", q, s.phase)
				}
				p := s.q
				kinds[p.Kind] = true
				if p.Due != byHand(p) {
					t.Fatalf("%s on %s: due %s; by hand %s", p.Kind, p.Stake, p.Due, byHand(p))
				}
				scenetest.Ticks(t, a, 30+q) // the student thinks
				pay, wantRight := p.Due, true
				if q%3 == 2 {
					wantRight = false
					pay = p.Due - rules.Units(1)/2
					if p.Due != p.Stake && q%2 == 0 {
						pay = p.Stake // paid even money
					}
				}
				payWithChips(t, a, s, pay)
				if got := s.paidTotal(); got != pay {
					t.Fatalf("the chips put down make %s; clicked %s", got, pay)
				}
				click(t, a, s, tPay)
				if s.phase != phAnswered || s.last.right != wantRight || s.last.paid != pay || s.last.payout != p {
					t.Fatalf("question %d, %s on %s paid %s: phase %d, answer %+v", q, p.Kind, p.Stake, pay, s.phase, s.last)
				}
				if s.last.ticks < 30+q {
					t.Errorf("answer %d timed %d ticks; the student took %d", q, s.last.ticks, 30+q)
				}
				if wantRight {
					streak++
					right++
				} else {
					streak = 0
				}
				best = max(best, streak)
				if s.score.streak != streak || s.score.best != best || s.score.right != right || s.score.asked != q+1 {
					t.Fatalf("after %d answers: score %+v; want streak %d, best %d, right %d", q+1, s.score, streak, best, right)
				}
				scenetest.Press(t, a, scenetest.Key(input.Confirm))
			}
			if s.phase != phOver {
				t.Fatalf("after %d answers: phase %d; want the summary", sessionLen, s.phase)
			}
			if s.score.averageTicks() < 30 || s.score.fastest < 30 {
				t.Errorf("times: average %.1f, fastest %d ticks", s.score.averageTicks(), s.score.fastest)
			}
			if len(kinds) < 2 {
				t.Errorf("one kind in a session: %v", kinds)
			}
			// Another session starts afresh; the sitting's best stays.
			click(t, a, s, tStart)
			if s.phase != phAsk || s.score.asked != 0 || s.best != best {
				t.Errorf("another session: phase %d, score %+v, best %d", s.phase, s.score, s.best)
			}
		})
	}
}

// The float has the chips the table needs, 0.50 at the blackjack tables
// and 0.25 too at Super Punto Banco; a chip taken back, the chips cleared,
// and Pay with nothing down does nothing.
func TestPayoutChips(t *testing.T) {
	a, s := open(t, "super-punto-banco")
	if s.chips[0] != rules.Money(25) || s.chips[1] != rules.Money(50) {
		t.Fatalf("chips %v", s.chips)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != phAsk {
		t.Fatalf("Space did not start: phase %d", s.phase)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != phAsk || s.score.asked != 0 {
		t.Fatalf("Enter with nothing down answered: phase %d", s.phase)
	}
	click(t, a, s, tChip+0)
	click(t, a, s, tChip+2)
	click(t, a, s, tChip+2)
	if s.paidTotal() != rules.Money(225) {
		t.Fatalf("0.25 + 1 + 1 put down: %s", s.paidTotal())
	}
	scenetest.Press(t, a, scenetest.Key(input.TakeBack))
	click(t, a, s, tUndo)
	if s.paidTotal() != rules.Money(25) {
		t.Fatalf("two taken back: %s", s.paidTotal())
	}
	scenetest.Press(t, a, scenetest.Key(input.Clear))
	if len(s.paid) != 0 {
		t.Fatalf("cleared: %v", s.paid)
	}
	for i := 0; i < maxChips+5; i++ {
		click(t, a, s, tChip+0)
	}
	if len(s.paid) != maxChips {
		t.Errorf("%d chips down; at most %d", len(s.paid), maxChips)
	}
}

// A Tabella session with the keys: H and S, the right answer from the
// rule, a wrong one every fourth question; the verdict explains it.
func TestTabellaSession(t *testing.T) {
	a, s := open(t, "italian-classic")
	scenetest.Press(t, a, scenetest.Key(input.Right))
	if s.kind != drillTabella {
		t.Fatalf("→ chose drill %d", s.kind)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	turns := map[croupier.Side]bool{}
	right := 0
	for q := 0; q < sessionLen; q++ {
		c := s.coup
		turns[c.Turn] = true
		w, err := c.Check()
		if err != nil {
			t.Fatal(err)
		}
		say := w.Draws
		if q%4 == 3 {
			say = !say
		} else {
			right++
		}
		key := input.Stand
		if say {
			key = input.Hit
		}
		scenetest.Press(t, a, scenetest.Key(key))
		if s.phase != phAnswered || s.last.right != (q%4 != 3) || s.last.said != say {
			t.Fatalf("coup %s / %s (%s): said %v, answer %+v", c.Punto, c.Banco, c.Turn, say, s.last)
		}
		for _, l := range whyLines(a.Loc, c, w) {
			if l == "" || strings.Contains(l, "{") {
				t.Errorf("why %q", l)
			}
		}
		scenetest.Press(t, a, scenetest.Key(input.Confirm))
	}
	if s.phase != phOver || s.score.right != right || s.score.best != 3 {
		t.Errorf("the summary: phase %d, score %+v; want %d right, best 3", s.phase, s.score, right)
	}
	if !turns[croupier.PuntoSide] || !turns[croupier.BancoSide] {
		t.Errorf("turns %v", turns)
	}
}

// Esc goes from a drill to the picking page, and from there to the menu.
func TestBack(t *testing.T) {
	a, s := open(t, "argentine")
	click(t, a, s, tStart)
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if s.phase != phPick || a.Scene() != s {
		t.Fatalf("Esc in a drill: phase %d, scene %T", s.phase, a.Scene())
	}
	scenetest.Press(t, a, scenetest.Key(input.Back))
	if a.Scene() == s {
		t.Fatal("Esc on the picking page stayed")
	}
}

// The words of the verdict, as a croupier works the payment out, in the
// three languages; nothing left unformatted.
func TestWords(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	it, es, en := b.Locale(locales.Italian), b.Locale(locales.Spanish), b.Locale(locales.English)
	bj := croupier.Payout{Kind: croupier.Blackjack, Bet: rules.Units(35), Stake: rules.Units(35), Ratio: rules.Ratio{Win: 3, Stake: 2}, Due: 5250}
	banco := croupier.Payout{Kind: croupier.Banco, Bet: rules.Units(35), Stake: rules.Units(35), Ratio: rules.Ratio{Win: 1, Stake: 1}, Commission: 5, Due: 3325}
	egal := croupier.Payout{Kind: croupier.Egalite, Bet: rules.Units(15), Stake: rules.Units(15), Ratio: rules.Ratio{Win: 8, Stake: 1}, Due: rules.Units(120)}
	ins := croupier.Payout{Kind: croupier.Insurance, Bet: rules.Units(35), Stake: 1750, Ratio: rules.Ratio{Win: 2, Stake: 1}, Due: rules.Units(35)}
	cases := []struct {
		got, want string
	}{
		{calcLine(it, bj), "3 a 2: la puntata e la sua metà, 35\u00a0€ + 17,50\u00a0€ = 52,50\u00a0€"},
		{calcLine(es, banco), "1 a 1 menos el 5 %: 35\u00a0€ − 1,75\u00a0€ = 33,25\u00a0€"},
		{calcLine(en, egal), "8 times the stake: 8 × €15 = €120"},
		{calcLine(it, ins), "2 volte la puntata: 2 × 17,50\u00a0€ = 35\u00a0€"},
		{stakeLine(es, ins), "Seguro 17,50\u00a0€ · apuesta 35\u00a0€"},
		{paysLine(it, rules.SuperPuntoBanco, croupier.Banco), "paga 1 a 1 meno il 5% di commissione"},
		{kindsLine(es, rules.ItalianClassic), "Blackjack 3 a 2 · Seguro 2 a 1 · Pago a la par 1 a 1"},
		// The drills' card says Banco's commission (it said "Banco 1 a 1").
		{kindsLine(it, rules.SuperPuntoBanco), "Punto 1 a 1 · Banco 1 a 1 meno il 5% · Egalité 8 a 1"},
		{kindsLine(es, rules.SuperPuntoBanco), "Punto 1 a 1 · Banca 1 a 1 menos el 5 % · Empate 8 a 1"},
		{drawWord(es, croupier.BancoSide, false), "La Banca se planta"},
		{drawWord(it, croupier.PuntoSide, true), "Punto riceve carta"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q; want %q", c.got, c.want)
		}
	}
	coup := croupier.Coup{Punto: rules.MustParseCards("AS KH 9C"), Banco: rules.MustParseCards("4D KC"), Turn: croupier.BancoSide}
	w, err := coup.Check()
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(whyLines(it, coup, w), " ")
	if want := "Banco ha 4; la terza carta di Punto vale 9. Banco 4 riceve carta se a Punto viene assegnato 2-3-4-5-6-7, non la riceve se 1-8-9-10."; got != want {
		t.Errorf("%q; want %q", got, want)
	}
	for _, loc := range []*locales.Locale{it, es, en} {
		for _, r := range []rules.RuleSet{rules.ItalianClassic, rules.Argentine, rules.SuperPuntoBanco} {
			for _, k := range croupier.Kinds(r) {
				for _, txt := range []string{kindName(loc, k), paysLine(loc, r, k), kindsLine(loc, r)} {
					if txt == "" || strings.Contains(txt, "{") {
						t.Errorf("%s %s %s: %q", loc.Lang(), r.ID, k, txt)
					}
				}
			}
		}
	}
}

// A rule set the payout drill cannot use (the zero value) leaves the
// Tabella, and stray clicks and keys do nothing; nothing panics.
func TestOddInput(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	scenetest.Ticks(t, a, 60)
	s := New(a, rules.RuleSet{})
	a.GoTo(s)
	scenetest.Ticks(t, a, 40)
	if s.payouts != nil || s.kind != drillTabella {
		t.Fatalf("payouts %v, drill %d at a table with none", s.payouts, s.kind)
	}
	for _, i := range []int{-1, tPick + int(drillPayout), tChip, tPay, tUndo, tClear, tNext, 999} {
		a.Feed(input.Event{Action: input.Select, Index: i})
		scenetest.Ticks(t, a, 1)
	}
	if s.kind != drillTabella || s.phase != phPick {
		t.Fatalf("stray clicks: drill %d, phase %d", s.kind, s.phase)
	}
	for _, act := range []input.Action{input.Hit, input.Stand, input.Clear, input.TakeBack, input.Right, input.Left} {
		scenetest.Press(t, a, scenetest.Key(act))
	}
	if s.kind != drillTabella || s.phase != phPick {
		t.Fatalf("stray keys: drill %d, phase %d", s.kind, s.phase)
	}
	scenetest.Press(t, a, scenetest.Key(input.Confirm))
	if s.phase != phAsk {
		t.Fatalf("Space did not start the Tabella: phase %d", s.phase)
	}
	for _, act := range []input.Action{input.Clear, input.TakeBack, input.Confirm} {
		scenetest.Press(t, a, scenetest.Key(act))
	}
	if s.phase != phAsk || s.score.asked != 0 {
		t.Errorf("keys of the payout drill answered the Tabella: phase %d, %+v", s.phase, s.score)
	}
}
