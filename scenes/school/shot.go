package school

import (
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/opening"
	"sabot/game/punto"
	"sabot/rules"
)

// The screenshot of the dealer school (screenshot -scene dealer-school): the
// student takes the right steps, the computer players answer; at a
// blackjack table he announces the dealer's total one off, and the table
// stops him with the article (000 Art. 26), or at the Argentine table he
// calls a box's total one off as he gives the card its player asked for,
// or, half the boxes' cards collected from the left, sweeps the rest at
// once (both Desarrollo 9); at the tables whose text prescribes no
// announcement (004, 003) he pays a winning bet one unit short. At Super Punto Banco he announces the scores the wrong way
// round (Art. 9).

// shotEvery is how many ticks the screenshot's student takes for a step.
const shotEvery = 6

// StageShot tells the table which of its screenshots to stage:
// "school-incident" stages an incident instead of a payment.
func (s *Table) StageShot(scene string) {
	s.d.Shot = true
	s.shotIncident = scene == "school-incident"
	s.Staged = s.shotIncident
	s.shotOpening = scene == "school-opening"
	s.shotSummary = scene == "school-summary"
	s.shotExam = scene == "school-exam"
	s.shotArticle = scene == "school-article"
}

// StageShot tells the Punto Banco table which of its screenshots to stage:
// "school-article" opens the whole article of the step it stops.
func (s *Punto) StageShot(scene string) { s.shotArticle = scene == "school-article" }

// shotArticleReady reports whether a stopped picture is ready: at once, or
// for the school-article picture once the whole article of the stop is
// open (opened here, painted at the next tick).
func (s *desk) shotArticleReady() bool {
	if !s.shotArticle || s.art != nil {
		return true
	}
	s.openArticle(nil)
	return s.art == nil // no article to open: the stop alone
}

// StageIncident tells the table which incident its school-incident
// picture stages, by its script name; an unknown name changes nothing.
func (s *Table) StageIncident(kind string) {
	if k, err := blackjack.ParseIncident(kind); err == nil {
		s.shotKind = k
	}
}

// ShotStep plays the screenshot's sequence; it reports when the picture is
// ready.
func (s *Table) ShotStep(tick int) bool {
	if s.shotSummary || s.shotExam {
		return s.workShotStep(tick)
	}
	if s.Stopped != nil {
		return s.shotArticleReady()
	}
	if s.op != nil {
		if s.shotOpening {
			return s.openingShotStep(tick)
		}
		s.skipProcs = true
		s.endProc() // the other pictures are of the round
	}
	r := s.d.Round
	if r == nil {
		return true
	}
	if s.shotIncident {
		return s.incidentShotStep(tick)
	}
	if r.Done() {
		s.deal() // a round without a payment: the next one
		return false
	}
	t := r.Turn()
	if !t.Dealer || tick%shotEvery != 0 {
		return false
	}
	due := t.Due
	switch {
	case due.Kind == blackjack.Announce:
		// The announcement's panel open, and a total one off: the table
		// stops him with Art. 26's words (Desarrollo 9, 12 at the
		// Argentine table, where the shot waits for the cards instead).
		if s.Rules.CollectCardsByBox || s.Rules.Article(rules.TopicDealerTotal) == "" {
			// Where no clause prescribes the announcement (004, 003) a
			// wrong total is advice, not a stop: the picture waits for
			// a payment instead (below).
			break
		}
		s.annOn = true
		wrong := due.Total + 1
		if due.Total >= 21 {
			wrong = 20
		}
		s.step(blackjack.Action{Kind: blackjack.Announce, Total: wrong})
		return false
	case due.Kind == blackjack.CallTotal:
		// The card a player asked for given, the call panel open over
		// his hand: the student calls the total one off, and the table
		// stops him (001 Desarrollo 9, "irá indicando el puntaje
		// obtenido").
		s.openCall(due.Box, due.Hand)
		s.annSoft = due.Soft
		wrong := due.Total + 1
		if due.Total >= 21 {
			wrong = 20
		}
		s.step(s.callAction(wrong))
		return false
	case due.Kind == blackjack.Pay && due.Bet == blackjack.MainBet && due.Amount > rules.Units(1) &&
		!s.Rules.CollectCardsByBox && s.Rules.Article(rules.TopicDealerTotal) == "":
		// At the tables whose text prescribes no announcement, the
		// student pays a winning bet one unit short: the table stops him
		// with the article of the payment.
		wrong := due
		wrong.Amount -= rules.Units(1)
		s.step(wrong)
		return false
	case due.Kind == blackjack.CollectHandCards && due.Box > 0 && s.Rules.CollectCardsByBox && s.collectedSome():
		// Half the boxes' cards gone, from the left: he sweeps the rest
		// at once, and the table stops him (Desarrollo 9).
		s.verb = verbCards
		s.step(blackjack.Action{Kind: blackjack.CollectCards})
		return false
	}
	s.step(due)
	return false
}

// openingShotStep plays the opening's screenshot (screenshot -scene
// school-opening): the student takes the opening's steps right; at 004
// and 000 the first player at the dealer's left refuses the cut, and the
// student offers it to the player at the dealer's right instead of the
// next one clockwise: the table stops him with the article (004 Apertura
// 6, 000 Art. 30). At 001, where anyone may cut, he puts the cut card half
// the shoe deep and is stopped by Desarrollo 7 (and so at the others when
// only two players sit).
func (s *Table) openingShotStep(tick int) bool {
	if tick%shotEvery != 0 {
		return false
	}
	op := s.op
	st, ok := op.sess.Due()
	if !ok {
		return true
	}
	want, _ := op.sess.Want()
	switch st.Param {
	case opening.Cutter:
		op.cut = want
		boxes := op.table.Boxes
		if s.Rules.ID == "argentine" || len(boxes) < 3 {
			break
		}
		if !s.shotRefused {
			s.shotRefused = true
			s.restageRefusing([]int{boxes[0]})
			op.cut = boxes[0]
			break
		}
		if len(op.sess.Refused()) > 0 {
			op.cut = boxes[len(boxes)-1] // the dealer's right, not the next clockwise
		}
	case opening.CutSize:
		op.size = want
	case opening.CutCard:
		op.depth = s.Rules.Decks * 52 / 2
	}
	s.openStep(st)
	return false
}

// restageRefusing starts the procedure under way again with the players
// at refusing refusing the cut, and takes again the steps done so far.
func (s *Table) restageRefusing(refusing []int) {
	op := s.op
	t := op.table
	t.Refusing = refusing
	sess, err := opening.New(s.Rules.ID, op.sess.Kind(), t)
	if err != nil {
		return
	}
	for sess.Index() < op.sess.Index() {
		st, _ := sess.Due()
		v, _ := sess.Want()
		if sess.Do(st.ID, v) != nil {
			return
		}
	}
	op.sess, op.table = sess, t
}

// collectedSome reports whether the cards of some box are collected.
func (s *Table) collectedSome() bool {
	for _, b := range s.d.Round.Boxes() {
		if b.Hands[0].CardsOff {
			return true
		}
	}
	return false
}

// StageIncident tells the table which incident its school-incident
// picture stages, by its script name; an unknown name changes nothing.
func (s *Punto) StageIncident(kind string) {
	if k, err := punto.ParseIncident(kind); err == nil {
		s.shotKind = k
		s.Staged = true
	}
}

// ShotStep plays the Punto Banco screenshot's sequence: the right steps up
// to the announcement, which the student gets the wrong way round; the
// table stops him with the scores due and Art. 9's words.
func (s *Punto) ShotStep(tick int) bool {
	if s.Stopped != nil {
		return s.shotArticleReady()
	}
	r := s.d.Round
	if r == nil {
		return true
	}
	if r.Done() {
		s.deal()
		s.Layout(s.app)
		return false
	}
	due, ok := r.NextDealerAction()
	if !ok || tick%shotEvery != 0 {
		return false
	}
	if s.shotKind != 0 {
		// The staged incident at its first chance after the coup's first
		// card; the student takes the step due before it, and is stopped.
		if _, pending := r.Pending(); !pending && len(r.Cards(punto.Punto))+len(r.Cards(punto.Banco)) >= 1 {
			if _, err := r.Incident(s.shotKind); err == nil {
				s.d.NoteIncident()
				if now, _ := r.NextDealerAction(); now != due {
					s.step(due)
				}
				return false
			}
		}
		s.step(due)
		return false
	}
	if due.Kind == punto.Announce {
		// The scores said the wrong way round, Punto's first: the table
		// stops him with Art. 9's words, "Le carte parlano".
		s.annOn, s.annB, s.annP = true, due.Punto, due.Banco
		if due.Banco == due.Punto {
			s.annB = (due.Banco + 1) % 10
		}
		s.announce()
		return false
	}
	s.step(due)
	return false
}

// incidentShotStep is the sequence of the incident's screenshot: the right
// steps up to the third card of the deal, which comes out of the shoe face
// up (an exposed card); the student deals it all the same, and the table
// stops him: the card is eliminated, by the article. Another incident
// (StageIncident) comes at the first moment it can after the round's
// fourth step, and the student takes the step that was due before it,
// stopped by the incident's article; when none was his (a player was
// deciding), the picture shows the incident and the step due.
func (s *Table) incidentShotStep(tick int) bool {
	r := s.d.Round
	if r.Done() {
		s.deal()
		return false
	}
	if tick%shotEvery != 0 {
		return false
	}
	p, pending := r.Pending()
	if s.shotKind > blackjack.ExposedCard && pending && p.Kind == s.shotKind {
		return true // painted once with the incident said
	}
	if s.shotKind > blackjack.ExposedCard && !pending && len(s.d.Recent) >= shotAfter(s.shotKind) {
		before, mine := s.Due()
		if _, err := incident.Bring(r, s.shotKind); err == nil {
			s.d.NoteIncident()
			now, _ := s.Due()
			switch {
			case s.shotKind == blackjack.CardsInDiscard:
				// The coup goes on as it is: he eliminates cards instead.
				s.step(blackjack.Action{Kind: blackjack.BurnCard})
			case mine && now != before:
				s.step(before) // as if nothing had happened
			}
			return false
		}
	}
	due, ok := s.Due()
	if !ok {
		return false
	}
	if s.shotKind <= blackjack.ExposedCard && !pending && due.Kind == blackjack.Deal && len(s.d.Recent) >= 4 {
		if _, err := incident.Bring(r, blackjack.ExposedCard); err == nil {
			s.d.NoteIncident()
			s.step(due) // the card dealt as if nothing had happened
			return false
		}
	}
	s.step(due)
	return false
}

// shotAfter is how many steps the incident's screenshot takes before it
// tries the staged incident: the deal's own incidents (a box or the
// bank's card passed over) come in its first round, the others later.
func shotAfter(k blackjack.IncidentKind) int {
	if k == blackjack.BoxSkipped || k == blackjack.BankCardOmitted {
		return 2
	}
	if k == blackjack.EmptyBoxUnclear {
		return 1 // in the deal's first round, next to the position without a bet
	}
	return 4
}
