package bjtable

import (
	"fmt"
	"math"
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/scenetest"
)

// feltThing is a rectangle on the felt and whose it is: a hand (box*10 +
// hand) or a box's side bets (box*10 + 9).
type feltThing struct {
	what  string
	owner int
	card  bool // a card, which its own hand's chips may not cover either
	chip  bool // a stack of chips
	r     draw.R
}

// splitFelt lays out the felt of table g in design units: the split box
// with nh hands of n cards (the third a double's, crosswise, when
// doubled), every other box with split hands too (all) or one hand of
// three cards; each hand's stake (double and winnings), each box's
// insurance, desafío and Perfect Pair bets and winnings, the labels as wide
// as their longest text at frame f (fonts measured there).
func splitFelt(g *felt.Geom, r rules.RuleSet, a measure, split, nh, n int, doubled, all bool) []feltThing {
	var out []feltThing
	chip := func(x, y float64) draw.R {
		return draw.R{X: x - g.Chip/2, Y: y - g.Chip/2, W: g.Chip, H: g.Chip}
	}
	for box := 1; box <= r.Boxes; box++ {
		hands, cards, dbl := 1, 3, false
		if box == split || all {
			hands, cards, dbl = nh, n, doubled
		}
		span := g.HandSpan(cards, dbl)
		for h := 0; h < hands; h++ {
			own := box*10 + h
			for k := 0; k < cards; k++ {
				cross := dbl && k == 2
				x, y, sc := g.CardAt(box, h, hands, span, k, cross)
				out = append(out, feltThing{fmt.Sprintf("box %d hand %d card %d", box, h+1, k+1), own, true, false, g.CardRectS(x, y, cross, sc)})
			}
			lr := g.HandLabelRect(box, h, hands, span)
			if hands == 1 {
				// The one hand's label: a pill as wide as its text.
				w := a.label + 14
				lr = draw.R{X: lr.CX() - w/2, Y: lr.CY() - 10.5, W: w, H: 21}
			}
			out = append(out, feltThing{fmt.Sprintf("box %d hand %d label", box, h+1), own, false, false, lr})
			out = append(out, feltThing{fmt.Sprintf("box %d hand %d stake", box, h+1), own, false, true, chip(g.StackAt(felt.Stake, box, h, hands, dbl))})
			if dbl {
				out = append(out, feltThing{fmt.Sprintf("box %d hand %d double", box, h+1), own, false, true, chip(g.StackAt(felt.Double, box, h, hands, dbl))})
			}
			out = append(out, feltThing{fmt.Sprintf("box %d hand %d winnings", box, h+1), own, false, true, chip(g.StackAt(felt.Win, box, h, hands, dbl))})
		}
		side := box*10 + 9
		var kinds []felt.StackKind
		if r.Insurance != rules.InsuranceNone {
			kinds = append(kinds, felt.Insurance)
		}
		if r.Desafio {
			kinds = append(kinds, felt.Desafio)
		}
		if r.PerfectPair {
			kinds = append(kinds, felt.PerfectPair)
		}
		for _, k := range kinds {
			out = append(out, feltThing{fmt.Sprintf("box %d side bet %d", box, k), side, false, true, chip(g.StackAt(k, box, 0, hands, false))})
			out = append(out, feltThing{fmt.Sprintf("box %d side bet %d winnings", box, k), side, false, true, chip(g.StackAt(k+1, box, 0, hands, false))})
			x, y, dir := g.SideLabel(k, box, 0, hands)
			w := a.side[k] + 14
			lx := x - w/2 + float64(dir)*w/2
			out = append(out, feltThing{fmt.Sprintf("box %d side bet %d label", box, k), side, false, false, draw.R{X: lx, Y: y - 10.5, W: w, H: 21}})
		}
	}
	return out
}

// measure holds the widths of the labels' longest texts, in design units.
type measure struct {
	label float64                    // a settled hand's label: "21 · +500,00"
	side  map[felt.StackKind]float64 // a settled side bet's: "Perfect Pair +15.000,00"
}

// measureLabels measures the labels' texts in type of 14 design units at
// frame f, in language lang.
func measureLabels(t *testing.T, lang locales.Lang, f draw.Frame) measure {
	a := scenetest.New(t, t.TempDir())
	a.SetLang(lang)
	face := draw.Face(a.Fonts.Bold, f.L(14))
	w := func(s string) float64 { return draw.Width(face, s) / f.S }
	big := rules.Money(50000)
	return measure{
		label: w(a.Loc.T(locales.BJLabelResult, "21", a.Loc.T(locales.BJPlus, big))),
		side: map[felt.StackKind]float64{
			felt.Insurance:   w(a.Loc.T(locales.BJInsuranceOf, a.Loc.T(locales.BJPlus, big))),
			felt.Desafio:     w(a.Loc.T(locales.BJDesafioOf, a.Loc.T(locales.BJPlus, big))),
			felt.PerfectPair: w(a.Loc.T(locales.BJPerfectPairOf, a.Loc.T(locales.BJPlus, big))),
		},
	}
}

// Issue 23 item 8: at every blackjack table with a split, at every box,
// split into two hands up to the most the table allows, of two to four
// cards (three with a double's crosswise), beside boxes of one hand or
// split too, no hand's cards, label or chips (stake, double, winnings) lie
// over another hand's, its own chips and label are off its cards, and no
// side bet (insurance, desafío, Perfect Pair), nor its label, lies over a
// hand's cards or label: at 1280×800 and at the smallest window (640×400),
// the labels as wide as their texts there, in every language.
func TestSplitHandsApartFromTheOtherBoxes(t *testing.T) {
	frames := []draw.Frame{draw.NewFrame(1280, 800), draw.NewFrame(640, 400)}
	type lf struct {
		lang locales.Lang
		f    draw.Frame
		m    measure
	}
	var sizes []lf
	for _, lang := range locales.Langs() {
		for _, f := range frames {
			sizes = append(sizes, lf{lang, f, measureLabels(t, lang, f)})
		}
	}
	for _, r := range rules.All() {
		if !r.IsBlackjack() || r.MaxHands < 2 {
			continue
		}
		g := felt.New(r) // one layout, its split hands worked out once
		for _, sz := range sizes {
			lang, f, m := sz.lang, sz.f, sz.m
			{
				failures := 0
				for box := 1; box <= r.Boxes && failures < 8; box++ {
					for nh := 2; nh <= r.MaxHands; nh++ {
						for _, c := range []struct {
							n       int
							doubled bool
						}{{2, false}, {3, false}, {4, false}, {3, true}} {
							for _, all := range []bool{false, true} {
								things := splitFelt(g, r, m, box, nh, c.n, c.doubled, all)
								for i := range things {
									for j := i + 1; j < len(things); j++ {
										p, q := things[i], things[j]
										if p.owner == q.owner && !(p.chip && q.card || p.card && q.chip) {
											continue // a hand's cards, its label over them; a box's side bets side by side
										}
										if p.owner%10 == 9 && q.owner%10 == 9 {
											continue // two boxes' side bets
										}
										if !all && p.owner/10 != box && q.owner/10 != box {
											continue // two boxes of one hand: not the split's
										}
										if apart(p, q) {
											continue
										}
										{
											failures++
											if failures <= 8 {
												t.Errorf("%s %s %dx%d: box %d split in %d, %d cards (doubled %v, every box split %v): %s %+v over %s %+v", lang, r.ID, f.W, f.H, box, nh, c.n, c.doubled, all, p.what, p.r, q.what, q.r)
											}
										}
									}
								}
							}
						}
					}
				}
			}
		}
	}
}

// apart reports whether two things on the felt leave each other in sight:
// stacks of chips are round.
func apart(p, q feltThing) bool {
	if !p.chip && !q.chip {
		return !overlap(p.r, q.r)
	}
	if !p.chip {
		p, q = q, p
	}
	// p is a chip: the distance from its centre to q (a chip, or a
	// rectangle), against its radius (and q's).
	cx, cy, rad := p.r.CX(), p.r.CY(), p.r.W/2-0.01
	if q.chip {
		return math.Hypot(cx-q.r.CX(), cy-q.r.CY()) >= rad+q.r.W/2-0.01
	}
	nx := math.Min(math.Max(cx, q.r.X), q.r.X+q.r.W)
	ny := math.Min(math.Max(cy, q.r.Y), q.r.Y+q.r.H)
	return math.Hypot(cx-nx, cy-ny) >= rad
}
