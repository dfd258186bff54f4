// Package article is the dealer school's panel of a whole article: the
// text of the table's regulation (rules.RuleSet.Passages) under its
// headings, over the table, scrolled with the wheel, the arrows and the
// page keys, closed with Esc, A, Close or a click beside it. The school's
// stop shows the sentence that decides; this panel, a key away, the whole
// article.
package article
