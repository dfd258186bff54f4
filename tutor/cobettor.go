package tutor

import "fmt"

// coBettorEVs are the EVs of a co-bettor's answers to the holder's double
// or split, per unit of the co-bettor's own bet, dp.Hand being the holder's
// two cards before the double or the split. Only the holder plays the box
// (000 Cap. 1, Art. 16), played here at best:
//   - following the double stakes twice on the hand doubled for one card,
//     EV(double); not following stakes once on that same hand, EV(double)/2;
//   - following the split stakes once on each hand, EV(split); keeping the
//     stake on one card stakes once on one of the two hands, EV(split)/2,
//     the same for either card (the analysis plays each split hand by its
//     own cards, so the two are alike).
func coBettorEVs(dp DecisionPoint, co ActionSet) (ActionSet, [numActions]float64, error) {
	var ev [numActions]float64
	if len(dp.Hand) != 2 {
		return 0, ev, fmt.Errorf("hand %s: the holder doubles or splits two cards", dp.Hand)
	}
	holder := dp
	holder.Legal = 0
	legal, hev, err := evaluate(holder)
	if err != nil {
		return 0, ev, err
	}
	dbl := co & Actions(FollowDouble, NoFollowDouble)
	spl := co & Actions(FollowSplit, FirstCard, SecondCard)
	switch {
	case dbl != 0 && spl != 0:
		return 0, ev, fmt.Errorf("legal actions %s: a co-bettor answers a double or a split, not both", co)
	case dbl != 0:
		if !legal.Has(Double) {
			return 0, ev, fmt.Errorf("hand %s may not double here", dp.Hand)
		}
		ev[FollowDouble], ev[NoFollowDouble] = hev[Double], hev[Double]/2
		return dbl, ev, nil
	}
	if !legal.Has(Split) {
		return 0, ev, fmt.Errorf("hand %s may not split here", dp.Hand)
	}
	ev[FollowSplit] = hev[Split]
	ev[FirstCard], ev[SecondCard] = hev[Split]/2, hev[Split]/2
	return spl, ev, nil
}
