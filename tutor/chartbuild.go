package tutor

import (
	"math"

	"sabot/rules"
	"sabot/tutor/strategy"
)

// Chart returns (once) the total-dependent basic strategy for the
// analysis's rule set and shoe.
//
// Each cell is the best action averaged over the two-card hands of its row,
// each weighted by its probability against the up-card, every action valued
// with the best composition-dependent play after it. Hard rows hold the
// two-card hands without an ace that are not pairs (a pair only where the
// row has nothing else: hard 4, and hard 20 where any two ten-values pair);
// soft rows hold ace-x; pair rows the pair alone. A double cell is D when
// hitting beats standing on the row (what to do where doubling is not
// allowed) and Ds otherwise. At the argentine table the soft section holds
// the declarations of ace-x (the declaration, then the play), and the
// soft-drawn section the soft totals an ace drawn later makes, averaged over
// the three-card soft hands. Hard 21 and soft 21 stand.
func (an *Analysis) Chart() *strategy.Chart {
	if an.chart != nil {
		return an.chart
	}
	tab := an.Table()
	ch := &strategy.Chart{Rules: an.Rules, Name: "computed", EVs: &strategy.ChartEVs{}}
	var hardW, softW, pairW [22][11][]weighted
	an.weights(func(a, b, u int, w float64) {
		switch {
		case a == 1 && b == 10:
			return // blackjack
		case a == 1:
			if an.Rules.AceDeclaration {
				return // declaration cells, below
			}
			softW[11+b][u] = append(softW[11+b][u], weighted{a, b, w})
		case a == b:
			share := 1.0
			if a == 10 && an.Rules.Pairs == rules.PairSameRank {
				share = an.sameRankShare(u)
			}
			pairW[a][u] = append(pairW[a][u], weighted{a, b, w * share})
			if share < 1 {
				hardW[a+b][u] = append(hardW[a+b][u], weighted{a, b, w * (1 - share)})
			}
		default:
			hardW[a+b][u] = append(hardW[a+b][u], weighted{a, b, w})
		}
	})
	// Each up-card's cells on the view that values its hands, the views
	// on goroutines of their own: a cell is written by its up-card's alone.
	an.eachView(func(e *engine) {
		for u := e.lo; u <= e.hi; u++ {
			if an.Shoe[u] == 0 {
				continue
			}
			for t := 4; t <= 20; t++ {
				hw := hardW[t][u]
				if len(hw) == 0 && t%2 == 0 && t/2 <= 10 {
					hw = pairW[t/2][u]
				}
				ev := an.averageEVs(tab, hw, u, false)
				ch.EVs.Hard[t][u] = ev
				ch.Hard[t][u] = cellOf(ev)
			}
			for t := 12; t <= 20; t++ {
				var ev strategy.CellEVs
				switch {
				case an.Rules.AceDeclaration:
					ev = an.drawnSoftEVs(t, u)
				case t == 12:
					ev = an.averageEVs(tab, []weighted{{1, 1, 1}}, u, false)
				default:
					ev = an.averageEVs(tab, softW[t][u], u, false)
				}
				ch.EVs.Soft[t][u] = ev
				ch.Soft[t][u] = cellOf(ev)
			}
			ch.Hard[21][u] = strategy.Cell{Code: strategy.CodeStand}
			ch.Soft[21][u] = strategy.Cell{Code: strategy.CodeStand}
			for p := 1; p <= 10; p++ {
				if !an.possible(p, p, u) {
					continue
				}
				ev := an.averageEVs(tab, []weighted{{p, p, 1}}, u, true)
				ch.EVs.Pair[p][u] = ev
				c := cellOf(ev)
				noSplit := ev
				noSplit.Legal = noSplit.Legal.Without(Split)
				alt := cellOf(noSplit)
				c.Alt = alt.Code
				if c.Code != strategy.CodeSplit {
					c = alt
					c.Alt = alt.Code
					c.Margin = cellOf(ev).Margin
				}
				ch.Pair[p][u] = c
			}
			if an.Rules.AceDeclaration {
				for x := 1; x <= 9; x++ {
					if !an.possible(1, x, u) {
						continue
					}
					ev := an.declarationEVs(x, u)
					ch.EVs.Ace[x][u] = ev
					ch.Ace[x][u] = declCellOf(ev)
				}
				// AA: split, or the declaration when not split.
				if p := &ch.Pair[1][u]; p.Code != strategy.CodeSplit && ch.Ace[1][u].Code != strategy.CodeNone {
					m := p.Margin
					*p = ch.Ace[1][u]
					p.Margin = math.Min(m, p.Margin)
				}
			}
		}
	})
	an.chart = ch
	return ch
}

type weighted struct {
	a, b int
	w    float64
}

// averageEVs averages the table's EVs over hands, keeping the actions open
// to all of them; the split only when withSplit.
func (an *Analysis) averageEVs(tab *HandTable, hs []weighted, u int, withSplit bool) strategy.CellEVs {
	var out strategy.CellEVs
	if len(hs) == 0 {
		return out
	}
	legal := ActionSet(0xFFFF)
	wsum := 0.0
	for _, h := range hs {
		a, b := h.a, h.b
		l := tab.Legal[a][b][u]
		if a != b || !withSplit {
			l = l.Without(Split)
		}
		legal &= l
		wsum += h.w
		for _, act := range l.List() {
			out.EV[act] += h.w * tab.EV[a][b][u][act]
		}
	}
	out.Legal = legal
	for a := range out.EV {
		if legal.Has(Action(a)) && wsum > 0 {
			out.EV[a] /= wsum
		} else {
			out.EV[a] = 0
		}
	}
	return out
}

// cellOf turns averaged EVs into a cell: the best action's code and the
// margin over the next best.
func cellOf(ev strategy.CellEVs) strategy.Cell {
	b, second := bestTwo(ev.Legal, &ev.EV)
	if b == NoAction {
		return strategy.Cell{}
	}
	c := strategy.Cell{Code: codeOf(b, ev)}
	if second != NoAction {
		c.Margin = ev.EV[b] - ev.EV[second]
	}
	return c
}

// codeOf is the code of action a in a cell.
func codeOf(a Action, ev strategy.CellEVs) strategy.Code {
	switch a {
	case Hit:
		return strategy.CodeHit
	case Stand:
		return strategy.CodeStand
	case Split:
		return strategy.CodeSplit
	case Double:
		if !ev.Legal.Has(Stand) || (ev.Legal.Has(Hit) && ev.EV[Hit] >= ev.EV[Stand]) {
			return strategy.CodeDoubleHit
		}
		return strategy.CodeDoubleStand
	}
	return strategy.CodeNone
}

// bestTwo returns the best and second best legal actions.
func bestTwo(legal ActionSet, ev *[numActions]float64) (b, second Action) {
	for a := Hit; a < numActions; a++ {
		if !legal.Has(a) {
			continue
		}
		switch {
		case b == NoAction || ev[a] > ev[b]:
			b, second = a, b
		case second == NoAction || ev[a] > ev[second]:
			second = a
		}
	}
	return b, second
}

// declarationEVs are the EVs of the argentine declarations of ace-x (x = 1:
// AA) against u, with the plays after each.
func (an *Analysis) declarationEVs(x, u int) strategy.CellEVs {
	e := an.up(u)
	var out strategy.CellEVs
	sp := an.initialSpot(1, x, u)
	out.Legal, out.EV = e.spotEVs(nil, sp)
	out.Legal = out.Legal.Without(Split)
	c := e.ctx(nil, 0, 0)
	g := e.comp2(1, x)
	for _, d := range []rules.AceDeclaration{rules.AceOne, rules.AceEleven} {
		m := declMode(int(e.tab.comps[g].n[1]), d)
		out.Declared[d].Legal, out.Declared[d].EV = e.playEVs(c, sp, g, m)
	}
	return out
}

// declCellOf is the cell of a declaration: the best declaration, then the
// best play after it; the margin is what the cheapest other choice of
// declaration and play loses.
func declCellOf(ev strategy.CellEVs) strategy.Cell {
	type combo struct {
		d  rules.AceDeclaration
		a  Action
		ev float64
	}
	var all []combo
	for _, d := range []rules.AceDeclaration{rules.AceOne, rules.AceEleven} {
		dv := ev.Declared[d]
		for _, a := range dv.Legal.List() {
			all = append(all, combo{d, a, dv.EV[a]})
		}
	}
	if len(all) == 0 {
		return strategy.Cell{}
	}
	bi := 0
	for i, c := range all {
		if c.ev > all[bi].ev {
			bi = i
		}
	}
	cell := strategy.Cell{Ace: all[bi].d}
	dv := ev.Declared[all[bi].d]
	cell.Code = codeOf(all[bi].a, strategy.CellEVs{Legal: dv.Legal, EV: dv.EV})
	cell.Margin = math.Inf(1)
	for i, c := range all {
		if i != bi && all[bi].ev-c.ev < cell.Margin {
			cell.Margin = all[bi].ev - c.ev
		}
	}
	if math.IsInf(cell.Margin, 1) {
		cell.Margin = 0
	}
	return cell
}

// drawnSoftEVs averages, for the argentine soft-drawn row t against u, the
// stand and hit EVs of the three-card hands whose aces count freely and
// make soft t, weighted by their probability.
func (an *Analysis) drawnSoftEVs(t, u int) strategy.CellEVs {
	e := an.up(u)
	c := e.ctx(nil, 0, 0)
	s := an.Shoe
	s[u]--
	var out strategy.CellEVs
	wsum := 0.0
	for a := 1; a <= 10; a++ {
		for b := a; b <= 10; b++ {
			for d := b; d <= 10; d++ {
				if a != 1 {
					continue // an ace among the three
				}
				g := e.comp2(a, b)
				g = e.tab.comps[g].child[d]
				if g < 0 {
					continue
				}
				tt, soft := modeFree.total(&e.tab.comps[g])
				if tt != t || !soft {
					continue
				}
				w := combos(s, a, b, d)
				if w == 0 {
					continue
				}
				stand, hit, _ := e.basic(c, modeFree, g, u)
				out.EV[Stand] += w * stand
				out.EV[Hit] += w * hit
				wsum += w
			}
		}
	}
	if wsum == 0 {
		return strategy.CellEVs{}
	}
	out.Legal = Actions(Stand, Hit)
	out.EV[Stand] /= wsum
	out.EV[Hit] /= wsum
	return out
}

// combos is the number of ways to draw the multiset {a, b, d} from s.
func combos(s Composition, a, b, d int) float64 {
	var need [11]int
	need[a]++
	need[b]++
	need[d]++
	w := 1.0
	for v := 1; v <= 10; v++ {
		for k := 0; k < need[v]; k++ {
			w *= float64(s[v]-k) / float64(k+1)
		}
		if w <= 0 {
			return 0
		}
	}
	return w
}
