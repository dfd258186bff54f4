package bjtable

import (
	"strings"
	"testing"

	"sabot/game/blackjack"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/script"
	"sabot/game/blackjack/setup"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/scenetest"
	"sabot/scenes/session"
	"sabot/trainer"
)

// bannerPlay is the user's answer in the banner's tests: yes to every
// offer of another stake (insurance, even money, the desafío, following
// the holder's double and split), a split or a double whenever they are
// open, the chart's play otherwise; so that rounds reach every way the
// user's money can move.
func bannerPlay(s *Table) input.Action {
	tn := s.d.Round().Turn()
	switch tn.Question {
	case blackjack.AskInsurance, blackjack.AskEvenMoney, blackjack.AskDesafioBet, blackjack.AskFollowDouble:
		return input.Insurance
	case blackjack.AskSplitStake:
		return input.Split
	case blackjack.AskPlay:
		switch {
		case tn.Options.Has(blackjack.OptSplit):
			return input.Split
		case tn.Options.Has(blackjack.OptDouble):
			return input.Double
		}
	}
	return inputFor(trainer.ChartAction(s.d.Round(), s.botChart()))
}

// bannerSeen counts the ways the user's money moved over the rounds.
type bannerSeen struct {
	behind, followedDouble, split, insurance, evenMoney, desafio, mixed int
}

// see counts what the user's stakes did in round r.
func (c *bannerSeen) see(r *blackjack.Round) {
	for _, b := range r.Boxes() {
		if b.Player == session.UserName {
			if len(b.Hands) > 1 {
				c.split++
			}
			if b.Insurance > 0 {
				c.insurance++
			}
			if b.EvenMoney {
				c.evenMoney++
			}
			for _, h := range b.Hands {
				if h.Desafio > 0 {
					c.desafio++
				}
			}
		}
		for k := range b.Behind {
			st := &b.Behind[k]
			if st.Player != session.UserName {
				continue
			}
			c.behind++
			if st.Insurance > 0 {
				c.insurance++
			}
			if st.EvenMoney {
				c.evenMoney++
			}
			n := 0
			for _, sh := range st.On {
				if sh.Doubled {
					c.followedDouble++
				}
				if sh.Amount > 0 {
					n++
				}
			}
			if n > 1 {
				c.split++
			}
		}
	}
}

// Issue 23: the banner at the end of a round says what the bankroll did:
// its total is the bankroll's change, to the cent, and each of the user's
// stakes behind another player's box has its line (000 Cap. 1: a stake
// behind a box is its owner's, paid on its own, Art. 28), over many seeded
// rounds at every blackjack table, the user taking every stake offered:
// bets behind the computer players' boxes, their doubles followed, splits,
// insurance, even money and the argentine desafío. On main the banner
// summed the user's own boxes only: «Box 1 Push, Box 4 +20.00 · you win
// 20.00» while the bankroll went 1000 → 970.
func TestBannerTotalIsTheBankrollChangeWithStakesBehind(t *testing.T) {
	cases := []struct {
		id     string
		bots   int
		rounds int
		// want says which ways the rounds must have reached.
		want func(c bannerSeen) bool
	}{
		{"italian-classic", 3, 260, func(c bannerSeen) bool {
			return c.behind > 0 && c.followedDouble > 0 && c.split > 0 && c.insurance > 0 && c.evenMoney > 0 && c.mixed > 0
		}},
		{"italian-shuffler", 3, 260, func(c bannerSeen) bool {
			return c.behind > 0 && c.followedDouble > 0 && c.split > 0 && c.insurance > 0 && c.mixed > 0
		}},
		{"argentine", 2, 120, func(c bannerSeen) bool { return c.split > 0 && c.desafio > 0 && c.mixed > 0 }},
		{"italian-online", 0, 80, func(c bannerSeen) bool { return c.split > 0 && c.insurance > 0 }},
	}
	for _, c := range cases {
		a := scenetest.New(t, t.TempDir())
		a.SetLang(locales.English)
		s := seat(t, a, c.id, c.bots)
		s.tr.on = false
		loc := a.Loc
		var seen bannerSeen
		home := players.HomeBox(s.d.Rules())
		for round := 0; round < c.rounds && !c.want(seen); round++ {
			if a.Balance() < rules.Units(500) {
				a.Wallet.Set(a.Currency(), rules.Units(1000))
			}
			act(t, a, s, chipClick(0))
			mine := 0
			for b := 1; b <= s.d.Rules().Boxes; b++ {
				switch {
				case s.d.Seats()[b].Bot && s.d.Rules().BackBets:
					act(t, a, s, boxClick(b))
				case !s.d.Seats()[b].Bot && (b == home || mine < 2) && !(s.d.Rules().OneBoxWhenWaiting && s.d.Full() && mine > 0):
					act(t, a, s, boxClick(b))
					mine++
				}
			}
			start := a.Balance()
			act(t, a, s, scenetest.Key(input.Confirm))
			if s.d.Phase() == phaseBetting {
				t.Fatalf("%s round %d: not dealt (phase %d, bets %v, behind %v, staked %v of %v): %q", c.id, round, s.d.Phase(), betsOf(s), behindOf(s), s.staked(), a.Balance(), scenetest.LastNotice(a))
			}
			for i := 0; s.d.Phase() == phasePlaying && i < 300; i++ {
				act(t, a, s, scenetest.Key(bannerPlay(s)))
			}
			if s.d.Phase() != phaseOver {
				t.Fatalf("%s round %d: the round did not end (phase %d)", c.id, round, s.d.Phase())
			}
			seen.see(s.d.Round())
			moved := a.Balance() - start
			txt, _ := s.bannerText()
			stakes := userStakes(s.d.Round(), nil)
			var sum rules.Money
			for _, st := range stakes {
				sum += st.net
			}
			if sum != moved {
				t.Errorf("%s round %d: the banner's stakes add up to %d cents; the bankroll moved %d", c.id, round, int64(sum), int64(moved))
			}
			var ok bool
			switch {
			case s.d.Voided():
				ok = moved == 0 && txt == loc.T(locales.BJResultVoid)
			case moved > 0:
				ok = txt == loc.T(locales.BJResultWin, moved) || strings.HasSuffix(txt, loc.T(locales.BJResultMixedWin, "", moved))
			case moved < 0:
				ok = txt == loc.T(locales.BJResultLose, -moved) || strings.HasSuffix(txt, loc.T(locales.BJResultMixedLose, "", -moved))
			default:
				ok = txt == loc.T(locales.BJResultPush) || strings.HasSuffix(txt, loc.T(locales.BJResultMixedEven, ""))
			}
			if !ok {
				t.Errorf("%s round %d: the banner says %q; the bankroll moved by %s", c.id, round, txt, netText(loc, moved))
			}
			if strings.Contains(txt, " · ") {
				seen.mixed++
			}
			for _, b := range s.d.Round().Boxes() {
				for _, st := range b.Behind {
					if st.Player != session.UserName {
						continue
					}
					if want := strings.TrimSuffix(loc.T(locales.BJResultBehind, b.Number, b.Player, ""), " "); !s.d.Voided() && !strings.Contains(txt, want) {
						t.Errorf("%s round %d: the banner %q has no line %q for the stake behind box %d (net %s)", c.id, round, txt, want, b.Number, netText(loc, st.Net()))
					}
				}
			}
			act(t, a, s, scenetest.Key(input.Confirm))
		}
		if !c.want(seen) {
			t.Errorf("%s: the rounds did not reach every way the money moves: %+v", c.id, seen)
		}
	}
}

// scriptRound plays a hand script's round through the engine.
func scriptRound(t *testing.T, src string) *blackjack.Round {
	t.Helper()
	sc, err := script.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.ByID(sc.Rules)
	if err != nil {
		t.Fatal(err)
	}
	shoe, err := rules.StackedShoe(sc.Shoe)
	if err != nil {
		t.Fatal(err)
	}
	st := setup.Setup{Rules: rs, Shoe: shoe}
	for _, b := range sc.Boxes {
		bb := setup.BoxBet{Box: b.Box, Player: b.Player, Bet: b.Bet}
		for _, k := range b.Behind {
			bb.Behind = append(bb.Behind, setup.BackBet{Player: k.Player, Bet: k.Bet})
		}
		st.Boxes = append(st.Boxes, bb)
	}
	r, err := blackjack.New(st)
	if err != nil {
		t.Fatal(err)
	}
	next := 0
	for !r.Done() {
		a, ok := r.NextDealerAction()
		if !ok {
			if next == len(sc.Decisions) {
				t.Fatalf("decisions ran out at %+v", r.Turn())
			}
			if a, err = notation.ParseDecision(sc.Decisions[next]); err != nil {
				t.Fatal(err)
			}
			next++
		}
		if _, err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// Issue 23: a split whose hands went different ways is not a push: the
// banner says each hand's net (a 10-10 split at the Italian casino, Art.
// 11, beside anna's box 1: the first ten draws an ace, 21, which wins 20
// against the dealer's 7 10; the second draws a 3 and stands on 13, which
// loses 20). The same
// for the user's stake behind another's box that followed the split (000
// Cap. 1), and a split whose hands both won says one net.
func TestBannerSplitHandsWentDifferentWaysNotPush(t *testing.T) {
	b, err := locales.Load()
	if err != nil {
		t.Fatal(err)
	}
	loc := b.Locale(locales.English)
	cases := []struct {
		name, script, want string
	}{
		{"10-10 split, 21 and 13",
			`{"rules":"italian-classic","shoe":"9S TS 7H 9D TD AC 3C TH","boxes":[{"box":1,"bet":10,"player":"anna"},{"box":4,"bet":20,"player":"you"}],"decisions":["stand","split","stand","stand"]}`,
			"Box 4 +€20 / −€20 · you are even"},
		{"behind Luca's 10-10 split, followed",
			`{"rules":"italian-classic","shoe":"9S TS 7H 9D TD AC 3C TH","boxes":[{"box":1,"bet":10,"player":"anna"},{"box":4,"bet":20,"player":"luca","behind":[{"player":"you","bet":10}]}],"decisions":["stand","split","follow-split","stand","stand"]}`,
			"Box 4 (luca's) +€10 / −€10 · you are even"},
		{"10-10 split, 21 and 20",
			`{"rules":"italian-classic","shoe":"9S TS 7H 9D TD AC KC TH","boxes":[{"box":1,"bet":10,"player":"anna"},{"box":4,"bet":20,"player":"you"}],"decisions":["stand","split","stand","stand"]}`,
			"You win €40"},
	}
	for _, c := range cases {
		r := scriptRound(t, c.script)
		got, _ := resultBanner(loc, false, userStakes(r, nil))
		if got != c.want {
			t.Errorf("%s: %q; want %q", c.name, got, c.want)
		}
		if got == loc.T(locales.BJResultPush) {
			t.Errorf("%s: called a push", c.name)
		}
	}
}
