package school

import (
	"sabot/game/blackjack"
	"sabot/game/punto"
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
// card too many, seen or not, a
// card on the wrong side, an undue third card, a fifth card in the deal,
// two cards stuck together, burnt or their order restored).
// The engine makes its remedy the dealer's step due; the student takes it
// with the remedies' buttons, which show while an incident is handled in
// the incident's own panel under the verbs, beside what happened.

// incidentChance is the chance, at each step a planned incident could
// come, that it comes now.
const incidentChance = 5

// maybeIncident brings the round's planned incident in, now and then,
// when one of the table's incidents can happen now.
func (s *Table) maybeIncident() {
	if s.round != nil && !s.round.Done() && bring(&s.desk, blackjack.Incidents(), func(k blackjack.IncidentKind) error {
		_, err := s.round.Incident(k)
		return err
	}) {
		s.noteIncident()
	}
}

// noteIncident says the incident being handled, or clears it.
func (s *Table) noteIncident() {
	text, kind := "", ""
	if p, ok := s.round.Pending(); ok {
		text, kind = s.incidentText(p.Kind.String(), p.Article), p.Kind.String()
		s.staged = false
	}
	s.setIncident(text, kind)
	s.dirty = true
}

// maybeIncident brings the coup's planned incident in, now and then, when
// one of the table's incidents can happen now.
func (s *Punto) maybeIncident() {
	if s.round != nil && !s.round.Done() && bring(&s.desk, punto.Incidents(), func(k punto.IncidentKind) error {
		_, err := s.round.Incident(k)
		return err
	}) {
		s.noteIncident()
	}
}

// noteIncident says the incident being handled, or clears it.
func (s *Punto) noteIncident() {
	text, kind := "", ""
	if p, ok := s.pending(); ok {
		text, kind = s.incidentText(p.Kind.String(), p.Article), p.Kind.String()
		s.staged = false
	}
	s.setIncident(text, kind)
	s.dirty = true
}

// bring tries, now and then while one is planned, the incidents of kinds
// in a random order until one can happen now; it reports whether one came.
func bring[K any](s *desk, kinds []K, try func(K) error) bool {
	if !s.planned || s.rng.IntN(incidentChance) != 0 {
		return false
	}
	s.rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for _, k := range kinds {
		if try(k) == nil {
			s.planned = false
			s.brought++
			return true
		}
	}
	return false
}
