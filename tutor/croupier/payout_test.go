package croupier

import (
	"slices"
	"testing"

	"sabot/rules"
)

// u is an amount in units and cents, written as a croupier says it.
func u(s string) rules.Money {
	m, err := rules.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return m
}

// Every payment, worked out by hand: a blackjack 3:2 is the stake and a
// half, insurance and the desafío 2:1 twice their stake, even money and
// Punto the stake, Banco the stake less 5 cents a unit, Egalité eight
// times the stake.
func TestWinningsByHand(t *testing.T) {
	cases := []struct {
		table string
		kind  PayKind
		stake string
		want  string
	}{
		{"italian-classic", Blackjack, "35", "52.50"},
		{"italian-classic", Blackjack, "45", "67.50"},
		{"italian-classic", Blackjack, "25", "37.50"},
		{"italian-classic", Blackjack, "100", "150"},
		{"italian-shuffler", Blackjack, "125", "187.50"},
		{"italian-online", Blackjack, "1", "1.50"},
		{"italian-online", Blackjack, "3", "4.50"},
		{"argentine", Blackjack, "475", "712.50"},
		{"italian-classic", Insurance, "17.50", "35"},
		{"italian-shuffler", Insurance, "22.50", "45"},
		{"italian-online", Insurance, "62.50", "125"},
		{"italian-classic", EvenMoney, "35", "35"},
		{"italian-shuffler", EvenMoney, "125", "125"},
		{"argentine", Desafio, "17.50", "35"},
		{"argentine", Desafio, "5.50", "11"},
		{"super-punto-banco", Punto, "35", "35"},
		{"super-punto-banco", Banco, "35", "33.25"},
		{"super-punto-banco", Banco, "45", "42.75"},
		{"super-punto-banco", Banco, "125", "118.75"},
		{"super-punto-banco", Banco, "15", "14.25"},
		{"super-punto-banco", Banco, "100", "95"},
		{"super-punto-banco", Banco, "11", "10.45"},
		{"super-punto-banco", Egalite, "15", "120"},
		{"super-punto-banco", Egalite, "25", "200"},
	}
	for _, c := range cases {
		r, err := rules.ByID(c.table)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Winnings(r, c.kind, u(c.stake))
		if err != nil {
			t.Errorf("%s %s %s: %v", c.table, c.kind, c.stake, err)
			continue
		}
		if got != u(c.want) {
			t.Errorf("%s %s on %s: %s; want %s", c.table, c.kind, c.stake, got, c.want)
		}
	}
}

// The kinds each table pays, from its regulation: no insurance at the
// argentine table but the desafío, no even money online, Punto Banco's
// three bets.
func TestKinds(t *testing.T) {
	want := map[string][]PayKind{
		"italian-classic":       {Blackjack, Insurance, EvenMoney},
		"italian-shuffler":      {Blackjack, Insurance, EvenMoney},
		"italian-shuffler-shoe": {Blackjack, Insurance, EvenMoney},
		"italian-online":        {Blackjack, Insurance},
		"argentine":             {Blackjack, Desafio},
		"super-punto-banco":     {Punto, Banco, Egalite},
	}
	for _, id := range rules.IDs() {
		r, _ := rules.ByID(id)
		if got := Kinds(r); !slices.Equal(got, want[id]) {
			t.Errorf("%s: %v; want %v", id, got, want[id])
		}
	}
}

// Bad input is an error, never a panic or a made-up amount.
func TestWinningsRefused(t *testing.T) {
	cases := []struct {
		r     rules.RuleSet
		kind  PayKind
		stake rules.Money
	}{
		{rules.Argentine, Insurance, u("10")},
		{rules.ItalianOnline, EvenMoney, u("10")},
		{rules.ItalianClassic, Banco, u("10")},
		{rules.SuperPuntoBanco, Blackjack, u("10")},
		{rules.ItalianClassic, Blackjack, 0},
		{rules.SuperPuntoBanco, Egalite, u("-5")},
		{rules.ItalianClassic, PayKind(200), u("10")},
	}
	for _, c := range cases {
		if got, err := Winnings(c.r, c.kind, c.stake); err == nil {
			t.Errorf("%s %s %s: %s, no error", c.r.ID, c.kind, c.stake, got)
		}
	}
	if _, err := NewPayoutDrill(rules.RuleSet{ID: "empty"}, rules.NewRand(1)); err == nil {
		t.Error("a drill at a table with nothing to pay")
	}
	if _, err := NewPayoutDrill(rules.ItalianClassic, nil); err == nil {
		t.Error("a drill without a random source")
	}
}

// The generator deals every kind at every table that pays it, within the
// table's limits, mostly odd stakes; each amount due agrees with the ratio
// worked out another way (in whole cents by multiplication), and can be paid
// with the table's chips.
func TestPayoutDrillCoversTables(t *testing.T) {
	for _, id := range rules.IDs() {
		r, _ := rules.ByID(id)
		t.Run(id, func(t *testing.T) {
			d, err := NewPayoutDrill(r, rules.NewRand(7))
			if err != nil {
				t.Fatal(err)
			}
			chips := Chips(r)
			seen := map[PayKind]int{}
			odd := 0
			const n = 2000
			var prev Payout
			for i := 0; i < n; i++ {
				p := d.Next()
				if i > 0 && p == prev {
					t.Errorf("question %d repeats the one before: %+v", i, p)
				}
				prev = p
				seen[p.Kind]++
				if p.Bet < r.Limits.Min || r.Limits.Max > 0 && p.Bet > r.Limits.Max {
					t.Errorf("%+v: bet outside the limits %s-%s", p, r.Limits.Min, r.Limits.Max)
				}
				if p.Bet%rules.Units(10) != 0 {
					odd++
				}
				checkPayout(t, r, p)
				if _, left := Breakdown(p.Due, chips); left != 0 {
					t.Errorf("%+v: %s cannot be paid with %v", p, p.Due, chips)
				}
				if _, left := Breakdown(p.Stake, chips); left != 0 {
					t.Errorf("%+v: the stake %s cannot be shown with %v", p, p.Stake, chips)
				}
			}
			for _, k := range Kinds(r) {
				if seen[k] < n/40 {
					t.Errorf("%s came up %d times in %d", k, seen[k], n)
				}
				q, err := d.NextOf(k)
				if err != nil || q.Kind != k {
					t.Errorf("NextOf(%s): %+v, %v", k, q, err)
				}
			}
			if odd < n/2 {
				t.Errorf("only %d odd stakes in %d", odd, n)
			}
		})
	}
}

// checkPayout recomputes a question's amount from first principles: the
// winnings in cents are stake × Win / Stake, less the commission in whole
// cents rounded down; insurance and the desafío are half the bet or less.
func checkPayout(t *testing.T, r rules.RuleSet, p Payout) {
	t.Helper()
	cents := int64(p.Stake)
	var want int64
	switch p.Kind {
	case Blackjack:
		want = cents * 3 / 2
	case Insurance, Desafio:
		want = cents * 2
		if p.Stake*2 > p.Bet || p.Kind == Desafio && p.Stake != p.Bet/2 {
			t.Errorf("%+v: the side stake is more than half the bet, or a desafío not half", p)
		}
		if r.Insurance == rules.InsuranceExactlyHalf && p.Kind == Insurance && p.Stake != p.Bet/2 {
			t.Errorf("%+v: the insurance is exactly half the bet at %s", p, r.ID)
		}
	case EvenMoney, Punto:
		want = cents
	case Banco:
		want = cents * 95 / 100
		if p.Commission != 5 {
			t.Errorf("%+v: commission %d%%", p, p.Commission)
		}
	case Egalite:
		want = cents * 8
	default:
		t.Errorf("%+v: unknown kind", p)
	}
	if int64(p.Due) != want {
		t.Errorf("%s on %s (bet %s): due %s; by hand %s", p.Kind, p.Stake, p.Bet, p.Due, rules.Money(want))
	}
	if !p.Right(p.Due) || p.Right(p.Due-1) || p.Right(p.Stake) && p.Stake != p.Due {
		t.Errorf("%+v: Right does not compare with the amount due", p)
	}
}

// The chips: 0.50 at the blackjack tables (3:2 on odd stakes), 0.25 and
// 0.50 at Super Punto Banco (the commission on 35 is 1.75), then 1 to 500.
func TestChips(t *testing.T) {
	big := []rules.Money{u("1"), u("5"), u("10"), u("25"), u("100"), u("500")}
	want := map[string][]rules.Money{
		"italian-classic":       append([]rules.Money{u("0.50")}, big...),
		"italian-shuffler":      append([]rules.Money{u("0.50")}, big...),
		"italian-shuffler-shoe": append([]rules.Money{u("0.50")}, big...),
		"italian-online":        append([]rules.Money{u("0.50")}, big...),
		"argentine":             append([]rules.Money{u("0.50")}, big...),
		"super-punto-banco":     append([]rules.Money{u("0.25"), u("0.50")}, big...),
	}
	for _, id := range rules.IDs() {
		r, _ := rules.ByID(id)
		if got := Chips(r); !slices.Equal(got, want[id]) {
			t.Errorf("%s: %v; want %v", id, got, want[id])
		}
	}
}

func TestBreakdown(t *testing.T) {
	chips := Chips(rules.SuperPuntoBanco)
	cases := []struct {
		amount string
		want   []string
		left   string
	}{
		{"33.25", []string{"25", "5", "1", "1", "1", "0.25"}, "0"},
		{"118.75", []string{"100", "10", "5", "1", "1", "1", "0.50", "0.25"}, "0"},
		{"0.10", nil, "0.10"},
		{"0", nil, "0"},
	}
	for _, c := range cases {
		got, left := Breakdown(u(c.amount), chips)
		var want []rules.Money
		for _, w := range c.want {
			want = append(want, u(w))
		}
		if !slices.Equal(got, want) || left != u(c.left) {
			t.Errorf("%s: %v, %s left; want %v, %s", c.amount, got, left, want, c.left)
		}
	}
}
