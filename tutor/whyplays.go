package tutor

import (
	"sabot/rules"
)

// explainer computes the plays of one decision with the exact engine, and
// the outcomes behind their EVs: it follows the same hands with the same
// decisions as the engine (the best play after the first decision, as
// values chooses it), carrying the probability of each outcome instead of
// an EV.
type explainer struct {
	dp    DecisionPoint
	e     *engine
	c     *context
	g     int32
	u     int
	sp    spot // the two-card spot (two-card hands)
	two   bool
	m     mode // the hand's mode when it is declared
	total int
	soft  bool
	memo  map[memoKey]*outVec
}

type memoKey struct {
	c *context
	m mode
	g int32
}

// outVec is the probability of each outcome, on a single stake (row 0) and
// on a doubled one (row 1).
type outVec [2][NumOutcomes]float64

func (v *outVec) add(w float64, o *outVec, stake int) {
	for s := 0; s < 2; s++ {
		for k := range v[s] {
			t := s + stake - 1
			if t > 1 {
				t = 1
			}
			v[t][k] += w * o[s][k]
		}
	}
}

func newExplainer(dp DecisionPoint, peek bool) (*explainer, error) {
	shoe := dp.Unseen
	shoe.Add(dp.Hand...)
	shoe.Add(dp.Up)
	e := newEngine(dp.Rules, shoe)
	e.peek = peek
	x := &explainer{dp: dp, e: e, c: e.ctx(nil, 0, 0), u: dp.Up.Value(), memo: map[memoKey]*outVec{}}
	var n [11]uint8
	for _, card := range dp.Hand {
		n[card.Value()]++
	}
	x.g = e.tab.find(&n)
	if x.g < 0 {
		return nil, tutorErr("why-no-hand", "hand %s is bust: no decision", dp.Hand)
	}
	x.m = modeFree
	if dp.Declared != rules.AceUndeclared {
		aces := 0
		for _, card := range dp.Hand[:2] {
			if card.Rank == rules.Ace {
				aces++
			}
		}
		x.m = declMode(aces, dp.Declared)
	}
	x.total, x.soft = x.m.total(&e.tab.comps[x.g])
	if len(dp.Hand) == 2 {
		x.two = true
		hands := max(dp.Hands, 1)
		a, b := dp.Hand[0].Value(), dp.Hand[1].Value()
		sp := spot{a: a, b: b, u: x.u, split: dp.FromSplit, splitAces: dp.SplitAces, maxHands: dp.Rules.MaxHands - hands + 1}
		sp.canSplit = rules.IsPair(dp.Hand[0], dp.Hand[1], dp.Rules.Pairs) && sp.maxHands >= 2 &&
			(!dp.SplitAces || dp.Rules.ResplitAces) && dp.Declared == rules.AceUndeclared
		if dp.Legal != 0 {
			sp.canSplit = dp.Legal.Has(Split) && a == b
		}
		x.sp = sp
	}
	// The dealer's distributions of every hand the plays reach, computed
	// at once (see plan.go).
	pl := e.newPlan()
	pl.hands(0, 0, x.g)
	if x.two && x.sp.canSplit {
		pl.split(x.sp.a, x.sp.maxHands)
	}
	pl.run()
	return x, nil
}

// plays returns the legal plays with their EVs, best first, and their
// outcomes when withOutcomes (not for the peek variant, whose outcomes are
// not counted).
func (x *explainer) plays(withOutcomes bool) []WhyPlay {
	e := x.e
	var out []WhyPlay
	add := func(ch Choice, ev float64, m mode) {
		p := WhyPlay{Choice: ch, EV: ev, Hands: 1}
		if withOutcomes {
			x.outcomes(&p, m)
		}
		out = append(out, p)
	}
	filter := func(a Action) bool { return x.dp.Legal == 0 || x.dp.Legal.Has(a) }
	switch {
	case !x.two:
		stand, hit, _ := e.basic(x.c, x.m, x.g, x.u)
		if !e.mustHit(x.total) && filter(Stand) {
			add(Choice{Action: Stand}, stand, x.m)
		}
		if e.canHit(x.total, x.soft) && filter(Hit) {
			add(Choice{Action: Hit}, hit, x.m)
		}
	case x.m != modeFree:
		legal, ev := e.playEVs(x.c, x.sp, x.g, x.m)
		for _, a := range legal.List() {
			if filter(a) {
				add(Choice{Action: a, Declared: x.dp.Declared}, ev[a], x.m)
			}
		}
	default:
		legal, ev := e.spotEVs(nil, x.sp)
		if legal.Has(AceOne) && filter(AceOne) {
			// The declaration and the play after it, each a play.
			adj := 0.0
			if e.peek {
				adj = e.dist(x.c, x.g)[x.u-1][outBJ]
			}
			for _, d := range []rules.AceDeclaration{rules.AceOne, rules.AceEleven} {
				m := declMode(int(e.tab.comps[x.g].n[1]), d)
				l2, ev2 := e.playEVs(x.c, x.sp, x.g, m)
				for _, a := range l2.List() {
					add(Choice{Action: a, Declared: d}, ev2[a]-adj, m)
				}
			}
			legal = legal.Without(AceOne).Without(AceEleven)
		}
		for _, a := range legal.List() {
			if filter(a) {
				add(Choice{Action: a}, ev[a], modeFree)
			}
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].EV > out[j-1].EV; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// dealer returns the dealer's distribution from the up-card with the hand
// out of the shoe.
func (x *explainer) dealer() DealerOutcomes {
	d := x.e.dist(x.c, x.g)
	row := d[x.u-1]
	var out DealerOutcomes
	for i := 0; i < 5; i++ {
		out[Dealer17+i] = row[out17+i]
	}
	out[DealerBlackjack] = row[outBJ]
	out[DealerBust] = d.bust(x.u)
	return out
}

// outcomes fills the outcomes and payouts of play p, the hand counted in
// mode m.
func (x *explainer) outcomes(p *WhyPlay, m mode) {
	e := x.e
	var v outVec
	natural := x.two && !x.sp.fromSplit() && x.total == 21 && len(x.dp.Hand) == 2 && x.m == modeFree && rules.IsNatural(x.dp.Hand)
	switch {
	case natural:
		bj := e.dist(x.c, x.g)[x.u-1][outBJ]
		v[0][OutBlackjack], v[0][OutPush] = 1-bj, bj
	case p.Action == Split:
		hands := 0.0
		e.splitHands(x.sp.a, x.u, x.sp.maxHands, func(w float64, sp spot) {
			hv := x.splitHand(sp)
			v.add(w, &hv, 1)
			hands += w
		})
		for s := range v {
			for k := range v[s] {
				v[s][k] /= hands
			}
		}
		p.Hands = hands
	default:
		v = x.play(x.c, m, x.g, p.Action)
	}
	for k := Outcome(0); k < NumOutcomes; k++ {
		p.P[k] = v[0][k] + v[1][k]
		p.Doubled[k] = v[1][k]
		switch {
		case k == OutBlackjack:
			p.Pays[k] = e.payBJ()
		case k.Won():
			p.Pays[k] = 1
		case k.Lost():
			p.Pays[k] = -1
		}
	}
}

// splitHand is the outcome of one split hand at sp, played at best as the
// engine plays it (spotValue: the best declaration, then the best play).
func (x *explainer) splitHand(sp spot) outVec {
	e := x.e
	c := e.ctx(nil, sp.pair, sp.extra)
	g := e.comp2(sp.a, sp.b)
	m := modeFree
	if e.splitBJ() && sp.a+sp.b == 11 && (sp.a == 1 || sp.b == 1) {
		// A split hand's Black Jack (001 Otras apuestas 3): it ties the
		// dealer's blackjack and wins against everything else, 1:1.
		var v outVec
		d := e.dist(c, g)
		row := &d[x.u-1]
		v[0][OutDealerBust] = d.bust(x.u)
		v[0][OutPush] = row[outBJ]
		for i := out17; i <= out21; i++ {
			v[0][OutWin] += row[i]
		}
		return v
	}
	legal, ev := e.spotEVs(nil, sp)
	if legal.Has(AceOne) {
		d := rules.AceEleven
		if ev[AceOne] > ev[AceEleven] {
			d = rules.AceOne
		}
		m = declMode(int(e.tab.comps[g].n[1]), d)
		legal, ev = e.playEVs(c, sp, g, m)
	}
	legal = legal.Without(Split)
	b := NoAction
	for a := Hit; a < numActions; a++ {
		if legal.Has(a) && (b == NoAction || ev[a] > ev[b]) {
			b = a
		}
	}
	return x.play(c, m, g, b)
}

// play is the outcome of taking action a (stand, hit, double) on
// composition g counted in mode m, in context c, then playing on at best.
func (x *explainer) play(c *context, m mode, g int32, a Action) outVec {
	switch a {
	case Stand:
		return x.stand(c, m, g)
	case Hit, Double:
		var v outVec
		k, n := x.e.draws(c, g, x.u)
		if n <= 0 {
			return x.stand(c, m, g)
		}
		hc := &x.e.tab.comps[g]
		for cv := 1; cv <= 10; cv++ {
			if k[cv] <= 0 {
				continue
			}
			w := float64(k[cv]) / float64(n)
			ch := hc.child[cv]
			var cvVec outVec
			switch {
			case ch < 0:
				cvVec[0][OutBust] = 1
			case a == Double:
				cvVec = x.stand(c, m, ch)
			default:
				cvVec = *x.on(c, m, ch)
			}
			stake := 1
			if a == Double {
				stake = 2
			}
			v.add(w, &cvVec, stake)
		}
		return v
	}
	return outVec{}
}

// stand is the outcome of standing on composition g in mode m.
func (x *explainer) stand(c *context, m mode, g int32) outVec {
	var v outVec
	t, _ := m.total(&x.e.tab.comps[g])
	if t > 21 {
		v[0][OutBust] = 1
		return v
	}
	d := x.e.dist(c, g)
	row := &d[x.u-1]
	v[0][OutDealerBust] = d.bust(x.u)
	v[0][OutDealerBJ] = row[outBJ]
	for dt := 17; dt <= 21; dt++ {
		switch p := row[dt-17]; {
		case t > dt:
			v[0][OutWin] += p
		case t == dt:
			v[0][OutPush] += p
		default:
			v[0][OutLose] += p
		}
	}
	return v
}

// on is the outcome of composition g (three cards or more) played on as
// the engine's values play it: hit when its value is not the stand's (or
// when the hand must hit), else stand.
func (x *explainer) on(c *context, m mode, g int32) *outVec {
	key := memoKey{c, m, g}
	if v := x.memo[key]; v != nil {
		return v
	}
	e := x.e
	v := new(outVec)
	t, soft := m.total(&e.tab.comps[g])
	switch {
	case t > 21:
		v[0][OutBust] = 1
	default:
		val := e.values(c, m, g)[x.u-1]
		stand := e.standEV(e.dist(c, g), x.u, t)
		if e.canHit(t, soft) && (e.mustHit(t) || val != stand) {
			*v = x.play(c, m, g, Hit)
		} else {
			*v = x.stand(c, m, g)
		}
	}
	x.memo[key] = v
	return v
}
