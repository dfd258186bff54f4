package schooldriver

import (
	"fmt"

	"sabot/locales"
)

// The incidents: at the rate the student chooses, a round brings one of
// the incidents its regulation rules (a card exposed in the shoe, a card
// nobody asked for, the dealer's extra card, the cut card first, a fallen
// card, a card on an empty or the wrong box, an absent player, the bank's
// card seen, a box with a card too many, with one card or passed over in
// the deal, an 11 passed over, a player passed over once the bank is
// defined, the bank's card passed over or swept into the discard, a
// player's cards swept into the discard, cards left in the discard, a deal
// found lost before the draw (the whole coup void); at Super Punto Banco a
// card too many, seen or not, a card on the wrong side, an undue third
// card, a fifth card in the deal, two cards stuck together, burnt or their
// order restored). The engine makes its remedy the dealer's step due; the
// student takes it with the remedies' buttons.

// incidentChance is the chance, at each step a planned incident could
// come, that it comes now.
const incidentChance = 5

// NextRate chooses the next rate of the incidents: none, a round in four,
// a round in two. Incidents turned off bring none more, not even the one
// this round had planned. The exam's incidents stay on.
func (c *Core) NextRate() {
	if c.Exam && c.Ex != nil {
		return
	}
	c.Rate = (c.Rate + 1) % 3
	c.RateSet = c.IncKind != ""
	switch {
	case c.Count == (Score{}) && c.Brought == 0:
		c.Plan() // the round has not started: the new rate counts for it
	case c.Rate == 0:
		c.Planned = false
	}
	c.Dirty = true
}

// RateText says the incidents' rate.
func (c *Core) RateText() string {
	loc := c.Loc()
	switch c.Rate {
	case 1:
		return loc.T(locales.ForGame(locales.SchoolIncRate4, c.Rules.Game))
	case 2:
		return loc.T(locales.ForGame(locales.SchoolIncRate2, c.Rules.Game))
	}
	return loc.T(locales.SchoolIncRateOff)
}

// Plan decides at a round's start whether it brings an incident.
func (c *Core) Plan() {
	c.Planned = c.Rate > 0 && c.Rng.IntN(6-2*c.Rate) == 0
	c.Incident, c.IncKind, c.Brought, c.RateSet = "", "", 0, false
}

// setIncident says the incident being handled (kind "" for none): the
// header names a new one again, whatever rate was chosen during the last.
// notePending says the incident being handled, of kind under article, or
// clears it (ok false: none).
func (c *Core) notePending(kind fmt.Stringer, article string, ok bool) {
	text, name := "", ""
	if ok {
		text, name = c.IncidentText(kind.String(), article), kind.String()
	}
	c.setIncident(text, name)
}

func (c *Core) setIncident(text, kind string) {
	if kind != c.IncKind {
		c.RateSet = false
	}
	c.Incident, c.IncKind = text, kind
	if kind != "" {
		c.Staged = false
	}
	c.Dirty = true
}

// Incidents returns how many incidents the round has brought so far.
func (c *Core) Incidents() int { return c.Brought }

// IncidentText is the status of an incident being handled: what happened
// and the article that rules it.
func (c *Core) IncidentText(kind, article string) string {
	loc := c.Loc()
	return loc.T(locales.SchoolIncBanner, c.IncidentName(kind), ArticleText(loc, article))
}

// IncidentName is an incident's name, a box in it named with the table's
// word ("una carta su una postazione senza puntata" at the shuffler's).
func (c *Core) IncidentName(kind string) string {
	loc := c.Loc()
	return loc.T(locales.SchoolIncident(kind), loc.T(locales.SchoolBoxNoun))
}

// bring tries, now and then while one is planned, the incidents of kinds
// in a random order until one can happen now; it reports whether one came.
func bring[K any](c *Core, kinds []K, try func(K) error) bool {
	if !c.Planned || c.Rng.IntN(incidentChance) != 0 {
		return false
	}
	c.Rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for _, k := range kinds {
		if try(k) == nil {
			c.Planned = false
			c.Brought++
			return true
		}
	}
	return false
}
