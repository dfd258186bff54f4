package school

import (
	"sabot/game/blackjack"
	"sabot/game/punto"
)

// The incidents: at the rate the student chooses, a round brings one of
// the incidents its regulation rules (a card exposed in the shoe, a card
// nobody asked for, the dealer's extra card, the cut card first, a fallen
// card; at Super Punto Banco a card too many, seen or not). The engine
// makes its remedy the dealer's step due; the student takes it with the
// remedies' buttons, which show while an incident is handled.

// incidentChance is the chance, at each step a planned incident could
// come, that it comes now.
const incidentChance = 5

// maybeIncident brings the round's planned incident in, now and then,
// when one of the table's incidents can happen now.
func (s *Table) maybeIncident() {
	r := s.round
	if !s.planned || r == nil || r.Done() || s.rng.IntN(incidentChance) != 0 {
		return
	}
	kinds := blackjack.Incidents()
	s.rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for _, k := range kinds {
		if _, err := r.Incident(k); err == nil {
			s.planned = false
			s.brought++
			s.noteIncident()
			return
		}
	}
}

// noteIncident says the incident being handled, or clears it.
func (s *Table) noteIncident() {
	if p, ok := s.round.Pending(); ok {
		s.incident = s.incidentText(p.Kind.String(), p.Article)
	} else {
		s.incident = ""
	}
	s.dirty = true
}

// maybeIncident brings the coup's planned incident in, now and then, when
// one of the table's incidents can happen now.
func (s *Punto) maybeIncident() {
	r := s.round
	if !s.planned || r == nil || r.Done() || s.rng.IntN(incidentChance) != 0 {
		return
	}
	kinds := punto.Incidents()
	s.rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for _, k := range kinds {
		if _, err := r.Incident(k); err == nil {
			s.planned = false
			s.brought++
			s.noteIncident()
			return
		}
	}
}

// noteIncident says the incident being handled, or clears it.
func (s *Punto) noteIncident() {
	if p, ok := s.round.Pending(); ok {
		s.incident = s.incidentText(p.Kind.String(), p.Article)
	} else {
		s.incident = ""
	}
	s.dirty = true
}
