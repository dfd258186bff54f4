package progress

import (
	"sabot/rules"
	"sabot/tutor/learner"
)

// SchoolSample is the dealer school's progress of the screenshot
// (screenshot -scene school-stats): a student who dealt a few evenings at
// every table, seeded. Each kind of step comes up about as often as in a
// round, and goes wrong at its own rate: the payments and the settlement's
// order most, the cards dealt least.
func SchoolSample(seed uint64) *learner.Progress {
	rng := rules.NewRand(seed)
	p := learner.NewProgress()
	type kind struct {
		name   string
		perRnd float64 // times due in a round
		miss   float64 // the student's error rate
	}
	bj := []kind{{"close-bets", 1, 0.03}, {"burn", 0.1, 0.2}, {"deal", 12, 0.015}, {"offer-insurance", 0.08, 0.25},
		{"dealer-stand", 0.7, 0.06}, {"pay", 2.5, 0.11}, {"collect", 2.2, 0.05}, {"collect-cards", 1, 0.02}, {"wait", 0.3, 1}}
	pb := []kind{{"close", 1, 0.02}, {"deal", 4, 0.01}, {"give", 0.8, 0.09}, {"turn", 2, 0.03}, {"draw", 0.9, 0.12},
		{"announce", 1, 0.07}, {"pay", 2.4, 0.1}, {"collect", 3, 0.03}, {"return", 0.3, 0.2}, {"discard", 1, 0.01}, {"button", 1, 0.04}}
	for _, t := range rules.All() {
		kinds := bj
		if t.Game == rules.PuntoBanco {
			kinds = pb
		}
		if t.ID == "argentine" {
			kinds = append(kinds, kind{"ask-desafio", 0.6, 0.15}, kind{"ask-double", 0.3, 0.2}, kind{"ask-ace", 0.5, 0.1}, kind{"reveal-hole", 1, 0.04})
		}
		rounds := 8 + rng.IntN(30)
		for r := 0; r < rounds; r++ {
			for _, k := range kinds {
				n := int(k.perRnd)
				if rng.Float64() < k.perRnd-float64(n) {
					n++
				}
				for i := 0; i < n; i++ {
					p.RecordSchoolStep(t.ID, k.name, rng.Float64() >= k.miss, 0.8+rng.Float64()*3)
				}
			}
			p.RecordSchoolRound(t.ID, 70+rng.Float64()*80, r%4 == 3)
		}
	}
	return p
}
