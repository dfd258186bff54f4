package opening

import (
	"fmt"
	"slices"
	"strconv"

	"sabot/game"
	"sabot/rules"
)

// Kind is which procedure a Session runs.
type Kind int

const (
	// Opening opens the table: the decks are checked, shuffled, cut, the
	// cut card placed and the first cards burnt.
	Opening Kind = iota
	// NewShoe prepares a new shoe at a table already open, when the cut
	// card has come out.
	NewShoe
	// Closing closes the table.
	Closing
)

// String returns the kind's name: "opening", "new-shoe", "closing".
func (k Kind) String() string {
	switch k {
	case Opening:
		return "opening"
	case NewShoe:
		return "new-shoe"
	case Closing:
		return "closing"
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Param is the value a step takes, if any.
type Param int

const (
	// NoParam: the step is only done.
	NoParam Param = iota
	// Cutter: the box (numbered from 1 at the dealer's left) whose player
	// is offered the cut.
	Cutter
	// CutSize: how many cards the player lifts in his cut.
	CutSize
	// CutCard: how many cards lie behind the cut card (cut off at 004).
	CutCard
	// Burn: how many cards are burnt.
	Burn
)

// Step is one step of a procedure, with the regulation's article and its
// words (verbatim but for the markdown's asterisks and line breaks, "…"
// where cut; TestQuotesAreVerbatim checks them against the seed files).
type Step struct {
	// ID names the step, in script notation (e.g. "burn").
	ID string
	// Article is the article that fixes it, e.g. "Apertura 8".
	Article string
	// Quote is the regulation's words, in its language.
	Quote string
	// Param is the value the step takes; NoParam when none.
	Param Param
}

// Table is what a session needs to know of the table now.
type Table struct {
	// Boxes lists the boxes with a player, numbered from 1 at the dealer's
	// left; at least one.
	Boxes []int
	// CutCardBox is the box that received the cut card at the end of the
	// last shoe (000 Art. 30); 0 when none did (at the opening).
	CutCardBox int
	// Refusing lists the boxes whose players refuse the cut when it is
	// offered to them: the offer passes on, clockwise (see Session.Do).
	Refusing []int
}

// Session checks a student's steps of one procedure at one table.
type Session struct {
	rs    rules.RuleSet
	kind  Kind
	table Table
	steps []Step
	next  int
	// refused are the boxes that refused the cut offered to them at the
	// step due, in the order it was offered.
	refused []int
}

// Tolerances of the values the regulations give as "circa", in cards.
const (
	// CutCardTolerance is how far the cut card may be from the rule's
	// depth (a quarter of a deck either way).
	CutCardTolerance = 13
	// CutSizeTolerance is how far under 001's "superior a las cincuenta
	// cartas" a cut may be ("aproximadamente").
	CutSizeTolerance = 4
	// MinCutSize is 001 Desarrollo 6's fifty cards.
	MinCutSize = 50
)

// Steps returns the ordered steps of kind at the table id, or nil when its
// regulation states none (and an error for an unknown table).
func Steps(id string, kind Kind) ([]Step, error) {
	if _, err := rules.ByID(id); err != nil {
		return nil, err
	}
	return procedures[id][kind], nil
}

// New starts a session of kind at the table id. It refuses a table without
// players, a box out of the table's range, and a table whose regulation
// states no such procedure.
func New(id string, kind Kind, t Table) (*Session, error) {
	rs, err := rules.ByID(id)
	if err != nil {
		return nil, err
	}
	steps := procedures[id][kind]
	if len(steps) == 0 {
		return nil, fmt.Errorf("opening: the %s regulation states no %s procedure", id, kind)
	}
	if kind != Closing && len(t.Boxes) == 0 {
		return nil, fmt.Errorf("opening: no player at the table to cut (%s)", id)
	}
	for _, b := range t.Boxes {
		if b < 1 || b > rs.Boxes {
			return nil, fmt.Errorf("opening: box %d is not a box of %s (1-%d)", b, id, rs.Boxes)
		}
	}
	if t.CutCardBox < 0 || t.CutCardBox > rs.Boxes {
		return nil, fmt.Errorf("opening: the cut card's box %d is not a box of %s (1-%d)", t.CutCardBox, id, rs.Boxes)
	}
	for _, b := range t.Refusing {
		if !slices.Contains(t.Boxes, b) {
			return nil, fmt.Errorf("opening: box %d refuses the cut, but it has no player", b)
		}
	}
	if kind != Closing && len(t.Boxes) > 0 && !slices.ContainsFunc(t.Boxes, func(b int) bool { return !slices.Contains(t.Refusing, b) }) && !managementCuts(rs) {
		return nil, fmt.Errorf("opening: every player refuses the cut: the %s regulation names nobody else to cut", id)
	}
	t.Boxes = slices.Clone(t.Boxes)
	slices.Sort(t.Boxes)
	t.Refusing = slices.Clone(t.Refusing)
	return &Session{rs: rs, kind: kind, table: t, steps: steps}, nil
}

// Kind returns the session's procedure.
func (s *Session) Kind() Kind { return s.kind }

// Steps returns the procedure's steps in order.
func (s *Session) Steps() []Step { return slices.Clone(s.steps) }

// Done reports whether every step was done.
func (s *Session) Done() bool { return s.next >= len(s.steps) }

// Index returns how many steps were done.
func (s *Session) Index() int { return s.next }

// Due returns the step due now; ok is false when the procedure is over.
func (s *Session) Due() (Step, bool) {
	if s.Done() {
		return Step{}, false
	}
	return s.steps[s.next], true
}

// Want returns the value the regulation wants for the step due (the box
// to offer the cut, the cut card's depth, the cards to burn) and whether
// it takes one. For a box any player may take it is the first box.
func (s *Session) Want() (int, bool) {
	st, ok := s.Due()
	if !ok || st.Param == NoParam {
		return 0, false
	}
	switch st.Param {
	case Cutter:
		return s.cutter(), true
	case CutSize:
		return MinCutSize + 2, true
	case CutCard:
		return s.rs.CutCardBehind, true
	case Burn:
		return s.rs.BurnCards, true
	}
	return 0, false
}

// Direzione is the Cutter value of the management's officer, who cuts when
// every player has refused (000 Art. 30: "Se tutti rinunciano taglia un
// responsabile della Direzione o un suo delegato"); in script notation
// "offer-cut direzione".
const Direzione = 0

// managementCuts reports whether the table's regulation has the
// management cut when every player refuses (000 Art. 30).
func managementCuts(rs rules.RuleSet) bool { return rs.ID == "italian-classic" }

// allRefused reports whether every player at the table has refused the
// cut offered at the step due.
func (s *Session) allRefused() bool {
	for _, b := range s.table.Boxes {
		if !slices.Contains(s.refused, b) {
			return false
		}
	}
	return len(s.table.Boxes) > 0
}

// cutter is the box the cut is to be offered to now: the first offer to
// the player who received the cut card (000 Art. 30) or the first at the
// dealer's left (004 Apertura 6; anyone at 000's opening and at 001, the
// first box reported); after a refusal, the next box clockwise, from the
// dealer's left towards his right (000 Art. 30: "se rinuncia la passa al
// giocatore alla sua sinistra"; 004 Apertura 6: "successivamente queste
// vengono tagliate dai giocatori con precedenza in senso orario"),
// round the table past the last box (000: "L'impiegato cede sempre
// questo diritto al giocatore alla sua sinistra").
func (s *Session) cutter() int {
	if managementCuts(s.rs) && s.allRefused() {
		return Direzione
	}
	if len(s.refused) == 0 {
		if s.table.CutCardBox > 0 && s.rs.ID == "italian-classic" {
			return s.table.CutCardBox
		}
		if s.anyCutter() {
			for _, b := range s.table.Boxes {
				if !slices.Contains(s.table.Refusing, b) {
					return b
				}
			}
		}
		return s.table.Boxes[0]
	}
	last := s.refused[len(s.refused)-1]
	i, _ := slices.BinarySearch(s.table.Boxes, last)
	for k := 1; k <= len(s.table.Boxes); k++ {
		b := s.table.Boxes[(i+k)%len(s.table.Boxes)]
		if !slices.Contains(s.refused, b) {
			return b
		}
	}
	return s.table.Boxes[0]
}

// anyCutter reports whether the regulation lets the cut be offered to any
// player who has not refused it: 001 names no order, and 000's opening
// offers it "ad un partecipante" (with nobody holding the cut card).
func (s *Session) anyCutter() bool {
	return s.rs.ID == "argentine" || (s.rs.ID == "italian-classic" && s.table.CutCardBox == 0 && len(s.refused) == 0)
}

// Refused returns the boxes that refused the cut offered to them at the
// step due, in the order it was offered (empty once the cut is made).
func (s *Session) Refused() []int { return slices.Clone(s.refused) }

// Refuses reports whether the player at box refuses the cut when it is
// offered to him (Table.Refusing).
func (s *Session) Refuses(box int) bool { return slices.Contains(s.table.Refusing, box) }

// Do does the student's step id with value (ignored by a step that takes
// none). A step out of order, or a value the regulation does not allow, is
// refused with a *game.IllegalError citing the article; the session stays
// at the step due.
//
// The cut offered to a player who refuses it (Table.Refusing) is a right
// step that leaves the cut due: it is offered again, to the next player
// clockwise (Refused lists who refused).
func (s *Session) Do(id string, value int) error {
	st, ok := s.Due()
	if !ok {
		return &game.IllegalError{Action: id, Reason: "the " + s.kind.String() + " is over", Code: "procedure-over"}
	}
	if id != st.ID {
		return &game.IllegalError{Action: id, Reason: fmt.Sprintf("%q is due now, not %q", st.ID, id),
			Code: "wrong-step", Article: st.Article, Quote: st.Quote, Legal: []string{st.ID}}
	}
	if reason, code := s.check(st, value); reason != "" {
		art, quote := st.Article, st.Quote
		switch {
		case code == "wrong-cutter" && (value == Direzione || s.allRefused()) && managementCuts(s.rs):
			art, quote = "Art. 30", art30AllQuote // only when all refuse, and then
		case code == "wrong-cutter" && len(s.refused) > 0 && s.rs.ID == "italian-classic":
			art, quote = "Art. 30", art30Quote // who refuses passes it on
		}
		return &game.IllegalError{Action: fmt.Sprintf("%s %d", id, value), Reason: reason, Code: code,
			Article: art, Quote: quote, Legal: []string{st.ID}}
	}
	if st.Param == Cutter && value != Direzione && slices.Contains(s.table.Refusing, value) {
		s.refused = append(s.refused, value)
		return nil
	}
	s.refused = nil
	s.next++
	return nil
}

// art30AllQuote are 000 Art. 30's words on a cut every player refuses.
const art30AllQuote = `Solo i giocatori titolari di casella possono tagliare il mazzo. Se tutti rinunciano taglia un responsabile della Direzione o un suo delegato.`

// art30Quote are 000 Art. 30's words on a cut refused.
const art30Quote = `Il taglio del mazzo é offerto al giocatore che a fine sabot ha ricevuto, per naturale distribuzione, la mascherina inserita nel mazzo; se rinuncia la passa al giocatore alla sua sinistra. L’impiegato cede sempre questo diritto al giocatore alla sua sinistra.`

// check returns why value is wrong for st, with its code, or "" when it
// is right.
func (s *Session) check(st Step, v int) (reason, code string) {
	switch st.Param {
	case Cutter:
		if managementCuts(s.rs) {
			switch all := s.allRefused(); {
			case v == Direzione && !all:
				want, _ := s.Want()
				return fmt.Sprintf("the management cuts only when every player has refused: the cut is offered to box %d", want), "wrong-cutter"
			case v == Direzione:
				return "", ""
			case all:
				return fmt.Sprintf("every player has refused the cut: a manager of the Direzione or his delegate cuts, not box %d", v), "wrong-cutter"
			}
		}
		if v == Direzione {
			return "the players cut: the regulation names nobody else", "wrong-cutter"
		}
		if !slices.Contains(s.table.Boxes, v) {
			return fmt.Sprintf("box %d has no player to cut", v), "wrong-cutter"
		}
		want, _ := s.Want()
		if slices.Contains(s.refused, v) {
			return fmt.Sprintf("box %d refused the cut: it passes on, now to box %d", v, want), "wrong-cutter"
		}
		if len(s.refused) > 0 && !s.anyCutter() && v != want {
			last := s.refused[len(s.refused)-1]
			if s.rs.ID == "italian-classic" {
				return fmt.Sprintf("box %d refused the cut: it passes to the player at his left, box %d, not to box %d", last, want, v), "wrong-cutter"
			}
			return fmt.Sprintf("box %d refused the cut: it passes clockwise to box %d, the next at the dealer's left, not to box %d", last, want, v), "wrong-cutter"
		}
		switch {
		case s.rs.ID == "italian-classic" && s.table.CutCardBox > 0 && v != want:
			return fmt.Sprintf("the cut is offered to box %d, which received the cut card, not to box %d", want, v), "wrong-cutter"
		case s.rs.SameRegulation(rules.ItalianShuffler) && len(s.refused) == 0 && v != want:
			return fmt.Sprintf("the cut is offered first to box %d, the first at the dealer's left, not to box %d", want, v), "wrong-cutter"
		}
	case CutSize:
		if v < MinCutSize-CutSizeTolerance || v > s.rs.Decks*52 {
			return fmt.Sprintf("a cut of %d cards: it must be more than about %d", v, MinCutSize), "wrong-cut-size"
		}
	case CutCard:
		if d := v - s.rs.CutCardBehind; d < -CutCardTolerance || d > CutCardTolerance {
			return fmt.Sprintf("the cut card with %d cards behind it: about %d are due (±%d)", v, s.rs.CutCardBehind, CutCardTolerance), "wrong-cut-card"
		}
	case Burn:
		if v != s.rs.BurnCards {
			return fmt.Sprintf("%d cards burnt: %d are due", v, s.rs.BurnCards), "wrong-burn"
		}
	}
	return "", ""
}
