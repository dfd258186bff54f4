// Package locales holds every string Sabot shows, in Italian, Spanish and
// English (it.json, es.json, en.json, embedded), and formats numbers and money
// the way each language writes them: 1.234,50 in Italian and Spanish,
// 1,234.50 in English.
//
// Keys are typed (Key) and dotted by screen ("menu.start", "settings.volume").
// Code names a key through a constant of keys.go, or, in packages that cannot
// import this one (rules.RuleSet.Sheet), through a string literal; the tests
// check that the three files have the same keys and that every key used in the
// module's Go sources exists. A missing key is shown as {{key}}, never as an
// empty label.
//
// A message may hold positional arguments, {0} {1}…, formatted for the
// language (numbers grouped, rules.Money with two decimals, rules.Ratio as
// "3 a 2", a Key argument translated), and plural forms: a JSON object
// {"one": "…", "other": "…"} chosen by the first argument.
//
// The package does not import ebiten; its tests run with plain go test.
package locales
