package locales

import (
	"testing"

	"sabot/rules"
)

// Money is written the casino's way, in the currency of the table: euros
// after the amount at the Italian tables («10 €»), pesos before it at the
// Argentine one («$ 25»), no decimals on a whole amount, cents where there
// are cents: 3:2 on 25 is 37,50 (25 × 3 / 2, by hand), Banco's 5%
// commission on 35 is 1,75.
func TestMoney_CurrencyAtEachTable(t *testing.T) {
	b := load(t)
	const sp = "\u00a0"
	cases := []struct {
		lang  Lang
		table rules.RuleSet
		m     rules.Money
		want  string
	}{
		{Italian, rules.ItalianClassic, rules.Units(10), "10" + sp + "€"},
		{Italian, rules.ItalianShuffler, rules.Units(1000), "1.000" + sp + "€"},
		{Italian, rules.ItalianOnline, rules.Units(25) * 3 / 2, "37,50" + sp + "€"},
		{Italian, rules.SuperPuntoBanco, rules.Units(35) * 5 / 100, "1,75" + sp + "€"},
		{Spanish, rules.ItalianClassic, rules.Units(500), "500" + sp + "€"},
		{Spanish, rules.Argentine, rules.Units(25), "$" + sp + "25"},
		{Spanish, rules.Argentine, rules.Units(1000), "$" + sp + "1.000"},
		{Spanish, rules.Argentine, rules.Units(15) * 3 / 2, "$" + sp + "22,50"},
		{Spanish, rules.Argentine, -rules.Units(5), "-$" + sp + "5"},
		{Italian, rules.Argentine, rules.Units(25), "$" + sp + "25"},
		{English, rules.Argentine, rules.Units(1000), "$1,000"},
		{English, rules.ItalianClassic, rules.Units(10), "€10"},
		{English, rules.ItalianClassic, 1, "€0.01"},
	}
	for _, c := range cases {
		loc := b.Locale(c.lang).At(c.table)
		if got := loc.Money(c.m); got != c.want {
			t.Errorf("%s at %s: Money(%d) = %q; want %q", c.lang, c.table.ID, c.m, got, c.want)
		}
		// A message writes a rules.Money argument the same way.
		if got := loc.T(MenuLimits, c.m, c.m); got != b.Locale(c.lang).At(c.table).T(MenuLimits, c.want, c.want) {
			t.Errorf("%s at %s: a message writes %d as %q", c.lang, c.table.ID, c.m, got)
		}
	}
	// Every table's currency is one x/text knows, with its own symbol.
	for _, r := range rules.All() {
		if got := b.Locale(Spanish).At(r).Money(rules.Units(1)); got == b.Locale(Spanish).At(rules.RuleSet{Currency: "XXX-unknown"}).Money(rules.Units(1)) && r.Currency != "EUR" {
			t.Errorf("%s: currency %q is written as euros", r.ID, r.Currency)
		}
	}
}

// A chip's face and a stack carry no symbol: 25, 1.000, 37,50.
func TestAmount_NoCurrency(t *testing.T) {
	b := load(t)
	it, en := b.Locale(Italian).At(rules.Argentine), b.Locale(English)
	for _, c := range []struct{ got, want string }{
		{it.Amount(rules.Units(25)), "25"},
		{it.Amount(rules.Units(1000)), "1.000"},
		{it.Amount(3750), "37,50"},
		{en.Amount(-3750), "-37.50"},
	} {
		if c.got != c.want {
			t.Errorf("%q; want %q", c.got, c.want)
		}
	}
}
