package locales

import (
	"strings"
	"sync"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	xmessage "golang.org/x/text/message"
	"golang.org/x/text/number"

	"sabot/rules"
)

// moneyFormat is how one language writes one currency: the digits and
// separators of the language (CLDR's, through golang.org/x/text/number),
// the currency's symbol (CLDR's narrow symbol: € and, for pesos, $), and
// the symbol's place as the casinos of the currency's country write it:
// after the amount for euros («10 €», Italy), before it for pesos («$ 25»,
// Argentina); English puts it before, without a space (€10, $25).
type moneyFormat struct {
	printer *xmessage.Printer
	symbol  string
	after   bool   // the symbol follows the amount
	space   string // between the amount and the symbol
	decimal string // the decimal separator
}

// nbsp joins an amount and its symbol, so a line never breaks between
// them.
const nbsp = "\u00a0"

// tag is the language of x/text's CLDR data for l: Argentine Spanish for
// Spanish.
func (l Lang) tag() language.Tag {
	switch l {
	case Italian:
		return language.Italian
	case Spanish:
		return language.MustParse("es-AR")
	}
	return language.English
}

// moneyFormats holds the formats made, by language and currency code: a
// locale moves from table to table, and a scene may ask for one per frame.
var moneyFormats sync.Map

// newMoneyFormat returns the format of the currency with ISO 4217 code iso
// in language l; an unknown code is euros.
func newMoneyFormat(l Lang, iso string) *moneyFormat {
	key := string(l) + "/" + iso
	if f, ok := moneyFormats.Load(key); ok {
		return f.(*moneyFormat)
	}
	f := makeMoneyFormat(l, iso)
	moneyFormats.Store(key, f)
	return f
}

func makeMoneyFormat(l Lang, iso string) *moneyFormat {
	unit, err := currency.ParseISO(iso)
	if err != nil {
		unit = currency.EUR
	}
	p := xmessage.NewPrinter(l.tag())
	f := &moneyFormat{printer: p, symbol: p.Sprint(currency.NarrowSymbol(unit))}
	// The decimal separator is the one between 1 and 5 in one and a half:
	// x/text writes the language's, and no amount passes through a float.
	f.decimal = strings.TrimSuffix(strings.TrimPrefix(p.Sprint(number.Decimal(1.5)), "1"), "5")
	f.after = unit == currency.EUR && l != English
	if l != English {
		f.space = nbsp
	}
	return f
}

// format writes m with its symbol, with cents only when there are cents:
// «10 €», «1.000 €», «37,50 €», «$ 25», «-$ 5»; €10 and $1,000.50 in
// English.
func (f *moneyFormat) format(m rules.Money) string {
	v := int64(m)
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	digits := f.printer.Sprint(number.Decimal(v / 100))
	if c := v % 100; c != 0 {
		digits += f.decimal + string(rune('0'+c/10)) + string(rune('0'+c%10))
	}
	if f.after {
		return sign + digits + f.space + f.symbol
	}
	return sign + f.symbol + f.space + digits
}

// At returns the locale as it speaks at table r: the same messages, money
// in the table's currency (RuleSet.Currency) and a box in the word of the
// table's regulation (RuleSet.BoxWord, said by {box}). A locale that is at
// no table writes euros, the money of four tables of the five, and says
// box in the language's common word (casella).
func (l *Locale) At(r rules.RuleSet) *Locale {
	c := *l
	c.money = newMoneyFormat(l.lang, r.Currency)
	c.box = r.BoxWord
	return &c
}

// In returns the locale writing money in the currency with ISO 4217 code
// iso, the rest as it is: a round's amounts in the money it was played in
// (the history, whose old lines are in euros at every table).
func (l *Locale) In(iso string) *Locale {
	c := *l
	c.money = newMoneyFormat(l.lang, iso)
	return &c
}

// Money writes an amount of the table's money with its currency, the
// casino's way: no decimals on a whole amount («10 €», «1.000 €», «$ 25»),
// cents where there are cents («37,50 €», a 5% commission). Messages write
// a rules.Money argument this way.
func (l *Locale) Money(m rules.Money) string {
	if l.money == nil {
		return newMoneyFormat(l.lang, "EUR").format(m)
	}
	return l.money.format(m)
}

// Amount writes an amount without its currency, for what carries no
// symbol in a casino — a chip's face, the stack on a box: 25, 1.000 and
// 37,50.
func (l *Locale) Amount(m rules.Money) string {
	if m%100 == 0 {
		return l.Int(int64(m / 100))
	}
	th, dec := l.separators()
	v := int64(m)
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	cents := v % 100
	return sign + group(v/100, th) + dec + string(rune('0'+cents/10)) + string(rune('0'+cents%10))
}
