package tutor

import (
	"sync"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// BookRules is the rule set of the basic strategy chart printed in the
// books and on the cards sold in casino shops: six decks, the dealer stands
// on soft 17, double on any two cards and after a split, split up to four
// hands (aces once, one card each), blackjack 3:2, and the dealer peeks
// under an ace or a ten (AnalyzePeek). It is not a table: no round is dealt
// with it, it is what BookChart is computed from.
var BookRules = func() rules.RuleSet {
	r := rules.ItalianOnline
	r.ID = "book"
	r.Source = ""
	r.Decks = 6
	r.DealerHitsSoft17 = false
	r.HoleCard = false
	r.BlackjackPays = rules.Ratio{Win: 3, Stake: 2}
	r.Double = rules.DoubleAny
	r.DoubleAceCountsOne = false
	r.DoubleAfterSplit = true
	r.SplitDouble = rules.DoubleAny
	r.Pairs = rules.PairSameValue
	r.MaxHands = 4
	r.SplitAcesOneCard = true
	r.ResplitAces = false
	r.HitSoft21 = false
	r.ForcedHitUpTo = 0
	r.AceDeclaration, r.AceChoice, r.AceAutomatic = false, false, true
	r.EvenMoney = rules.EvenMoneyVsAce
	r.Insurance = rules.InsuranceExactlyHalf
	r.PerfectPair = false
	return r
}()

var (
	bookOnce  sync.Once
	bookChart *strategy.Chart
	bookErr   error
)

// BookChart returns (computed once, about a tenth of a second) the
// total-dependent basic strategy of BookRules with the peek rule: the
// chart a player who learnt from a book knows.
func BookChart() (*strategy.Chart, error) {
	bookOnce.Do(func() {
		an, err := AnalyzePeek(BookRules, FullShoe(BookRules.Decks))
		if err != nil {
			bookErr = err
			return
		}
		bookChart = an.Chart()
	})
	return bookChart, bookErr
}

// BookDifference is a cell of a table's chart where the table's best play
// is not the book's (BookChart), with what following the book there costs
// at this table.
type BookDifference struct {
	// Spot is the cell.
	Spot strategy.Spot
	// Table is the table's cell; Book the play the book's cell makes at
	// this table: its code, and at the argentine table the declaration
	// that plays it (the book's stand or double on a soft hand counts the
	// ace eleven, its hit counts it one).
	Table, Book strategy.Cell
	// TableAction and BookAction are the first actions the two cells take
	// on the cell's hands at this table (a double where doubling is not
	// allowed is played as the code's fallback).
	TableAction, BookAction Action
	// TableEV and BookEV are their EVs at this table, per initial unit,
	// averaged over the cell's two-card hands, the best play after.
	TableEV, BookEV float64
}

// Worth is what the table's play gains over the book's, per 100 units
// bet.
func (d BookDifference) Worth() float64 { return 100 * (d.TableEV - d.BookEV) }

// BookDifferences lists the cells of the analysis's chart where the
// table's first action differs from the book's, in the chart's order,
// with what each difference is worth at this table. A cell printed
// differently but played the same here (the book's Ds on a hand that may
// not double, the table's S) is not a difference.
func (an *Analysis) BookDifferences() ([]BookDifference, error) {
	book, err := BookChart()
	if err != nil {
		return nil, err
	}
	ch := an.Chart()
	var out []BookDifference
	for _, s := range strategy.Spots(an.Rules) {
		tc := ch.Cell(s)
		if tc.Code == strategy.CodeNone {
			continue
		}
		bc := bookCell(book, s, an.Rules)
		ta, tev, ok1 := ch.CellPlay(s, tc)
		ba, bev, ok2 := ch.CellPlay(s, bc)
		if !ok1 || !ok2 || (ta == ba && tc.Ace == bc.Ace) {
			continue
		}
		out = append(out, BookDifference{Spot: s, Table: tc, Book: bc, TableAction: ta, BookAction: ba, TableEV: tev, BookEV: bev})
	}
	return out, nil
}

// BookCell returns the play the book's chart makes at spot s of the table
// of rs: the book's cell, and at the argentine table, for a hand with an
// ace among its first two cards, the declaration that plays it.
func BookCell(rs rules.RuleSet, s strategy.Spot) (strategy.Cell, error) {
	book, err := BookChart()
	if err != nil {
		return strategy.Cell{}, err
	}
	return bookCell(book, s, rs), nil
}

func bookCell(book *strategy.Chart, s strategy.Spot, rs rules.RuleSet) strategy.Cell {
	var c strategy.Cell
	switch s.Section {
	case strategy.SectionSoft, strategy.SectionSoftDrawn:
		c = book.Soft[11+s.Row][s.Up]
	case strategy.SectionPair:
		c = book.Pair[s.Row][s.Up]
	default:
		c = book.Hard[s.Row][s.Up]
	}
	c.Margin = 0
	declares := rs.AceDeclaration && (s.Section == strategy.SectionSoft || (s.Section == strategy.SectionPair && s.Row == 1 && c.Code != strategy.CodeSplit))
	if declares {
		switch c.Code {
		case strategy.CodeHit, strategy.CodeDoubleHit:
			c.Ace = rules.AceOne
		default:
			c.Ace = rules.AceEleven
		}
	}
	return c
}
