package script

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/setup"
	"sabot/rules"
)

// Script is a hand script: one round at a table from a stacked shoe, with
// the players' decisions in the order the round asks for them.
//
//	{"rules":"italian-classic","shoe":"9S 7D TH 6C ...",
//	 "boxes":[{"box":1,"bet":10},{"box":2,"bet":25,"player":"anna"}],
//	 "decisions":["no-insurance","hit","stand"]}
//
// The shoe is dealt in order from its first card (no shuffle, no burn unless
// "burn" is true), and holds no card more times than the table's decks do
// (rules.CheckStack); boxes are numbered from the dealer's left, and boxes
// without a "player" belong to distinct seated players. Optional keys: "cut"
// (the cut card after that many cards), "credit" (each player's credit at
// the table), "shoe_started" (the shoe has already dealt a round: 001
// Desarrollo 1), "waiting" (players wait for a place: 000 Art.15), and per
// box "perfect_pair", "standing" and "behind".
//
// Bets behind another player's box (the Italian casinos): a box's "behind"
// lists the co-bettors' stakes, {"player":"bruno","bet":20} (and
// "standing"); they are stakes 2, 3… of the box. Their own answers —
// insurance or even money, follow-double or no-follow-double, and at
// italian-classic follow-split, first-card or second-card — come in
// "decisions" where the round asks them, right after the holder's.
//
// The dealer school: "dealer_steps" lists a student's dealer steps in
// order, in the notation of the record's actions (see
// notation.ParseDealerStep). When it is present (even empty) the automatic
// dealer steps aside: each dealer's step due is taken from the list and
// checked, the round stops at the first wrong one, and the record's School
// says how it went.
//
// An incident: "incident": {"kind": "exposed-card", "at": 7} brings the
// incident (see blackjack.ParseIncident) into the round after its first
// "at" actions (the record's actions, dealer's and players' alike), as
// incident.Bring does; its remedy is then among the dealer's steps due.
//
// The opening: "procedure": {"kind": "opening"} (or "new-shoe", with
// "cut_card_box" and "refuse_cut") puts the opening of the table or the new
// shoe before the round, its steps first in "dealer_steps" in the notation
// of game/opening ("check-decks", "offer-cut box 2", "cut-card 78"),
// checked by an opening.Session; its last step, burning the cards, is the
// round's own "burn N" after "close-bets".
type Script struct {
	Rules     string   `json:"rules"`
	Shoe      string   `json:"shoe"`
	Boxes     []Box    `json:"boxes"`
	Decisions []string `json:"decisions"`
	// DealerSteps are the student's dealer steps; nil: the automatic
	// dealer plays.
	DealerSteps []string    `json:"dealer_steps,omitempty"`
	Cut         *int        `json:"cut,omitempty"`
	Burn        bool        `json:"burn,omitempty"`
	Credit      rules.Money `json:"credit,omitempty"`
	// ShoeStarted: the shoe has already dealt a round (setup.Setup.ShoeStarted).
	ShoeStarted bool `json:"shoe_started,omitempty"`
	// Waiting: players wait for a place at the table (setup.Setup.Waiting).
	Waiting bool `json:"waiting,omitempty"`
	// Incident is an incident brought into the round; nil: none.
	Incident *Incident `json:"incident,omitempty"`
	// Procedure is the opening of the table or the new shoe the student
	// does before the round (a dealer-school script); nil: none.
	Procedure *Procedure `json:"procedure,omitempty"`
	// Comment is ignored: a note for the reader of the script.
	Comment string `json:"comment,omitempty"`
}

// Incident is a script's incident: its kind in notation
// ("exposed-card", "unrequested-card", "dealer-extra-card",
// "cut-card-first", "fallen-card") and the number of the round's actions
// before it.
type Incident struct {
	Kind string `json:"kind"`
	At   *int   `json:"at"`
}

// Box is one box's bet in a script.
type Box struct {
	Box         int         `json:"box"`
	Bet         rules.Money `json:"bet"`
	Player      string      `json:"player,omitempty"`
	PerfectPair rules.Money `json:"perfect_pair,omitempty"`
	Standing    bool        `json:"standing,omitempty"`
	// Behind are the co-bettors' stakes on the box.
	Behind []BackBet `json:"behind,omitempty"`
}

// BackBet is a co-bettor's stake in a script.
type BackBet struct {
	Player   string      `json:"player,omitempty"`
	Bet      rules.Money `json:"bet"`
	Standing bool        `json:"standing,omitempty"`
}

// Error is a bad hand script. Its message is one line that names the
// field at fault and the reason, e.g. `boxes[1].bet: 5.00 is below the
// table minimum 10.00`.
type Error struct {
	Field  string
	Reason string
}

// Error implements error.
func (e *Error) Error() string { return e.Field + ": " + e.Reason }

func scriptErr(field, format string, args ...any) error {
	return &Error{Field: field, Reason: fmt.Sprintf(format, args...)}
}

// Parse reads a hand script strictly: unknown keys are errors.
func Parse(data []byte) (Script, error) {
	var s Script
	data = game.TrimBOM(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, listError(data, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return s, scriptErr("script", "unexpected data after the script's object")
	}
	return s, nil
}

// listError is jsonError, naming the element at fault: a decoding error
// names the field by its path in the script (boxes[0].bet, decisions[2])
// and says what was wanted, in words, not in Go's types.
func listError(data []byte, err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field == "incident" {
		return scriptErr("incident", "want an object such as {\"kind\": \"fallen-card\", \"at\": 1}, not a JSON %s", te.Value)
	}
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		if path, reason, ok := game.LocateJSON(data, &Script{}); ok {
			if path == "" {
				path = "script" // the whole script is not an object
			}
			if path == "decisions" || path == "dealer_steps" || strings.HasPrefix(path, "decisions[") || strings.HasPrefix(path, "dealer_steps[") {
				reason = strings.Replace(reason, "want a string", fmt.Sprintf("want a string such as %q", map[bool]string{true: "hit", false: "deal box 1"}[strings.HasPrefix(path, "decisions")]), 1)
			}
			return scriptErr(path, "%s", reason)
		}
	}
	return jsonError(err)
}

// jsonError turns a decoding error into a Error naming the field.
func jsonError(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = "script" // the whole script is not an object
		}
		return scriptErr(field, "want another kind of value, not a JSON %s", te.Value)
	case errors.As(err, &se):
		return scriptErr("script", "not valid JSON at byte %d: %s", se.Offset, game.Clip(se.Error(), game.MaxQuote))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		key := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		if key == "" {
			return scriptErr("script", "a key is empty")
		}
		return scriptErr(game.Clip(key, game.MaxQuote), "unknown key")
	case errors.Is(err, io.EOF):
		return scriptErr("script", "empty")
	}
	return scriptErr("script", "%s", game.Clip(err.Error(), 2*game.MaxQuote))
}

// Run plays the round a hand script describes and returns its record.
// The automatic dealer takes every dealer's step; the decisions answer the
// players' questions in order. A bad script returns a *Error.
func Run(data []byte) (record.Record, error) {
	s, err := Parse(data)
	if err != nil {
		return record.Record{}, err
	}
	return s.Run()
}

// Run plays the script's round.
func (s Script) Run() (record.Record, error) {
	if s.Rules == "" {
		return record.Record{}, scriptErr("rules", "missing: want one of %s", strings.Join(rules.IDs(), ", "))
	}
	rs, err := rules.ByID(s.Rules)
	if err != nil {
		return record.Record{}, scriptErr("rules", "%v", err)
	}
	if rs.Game != rules.Blackjack {
		return record.Record{}, scriptErr("rules", "%s is not a blackjack table", s.Rules)
	}
	cards, err := rules.ParseCards(s.Shoe)
	if err != nil {
		return record.Record{}, scriptErr("shoe", "%v", err)
	}
	if err := rules.CheckStack(cards, rs.Decks); err != nil {
		return record.Record{}, scriptErr("shoe", "%v", err)
	}
	shoe := rules.NewStackedShoe(cards)
	if shoe.Remaining() == 0 {
		return record.Record{}, scriptErr("shoe", "missing or empty")
	}
	if s.Cut != nil {
		if *s.Cut < 0 || *s.Cut > shoe.Remaining() {
			return record.Record{}, scriptErr("cut", "%d is outside the shoe of %d cards", *s.Cut, shoe.Remaining())
		}
		shoe.PlaceCutAfter(*s.Cut)
	}
	if s.Credit < 0 {
		return record.Record{}, scriptErr("credit", "%s: want the player's credit, 0 or more (0: no credit cap)", s.Credit)
	}
	if s.ShoeStarted && rs.Shuffle != rules.ShuffleShoe {
		return record.Record{}, scriptErr("shoe_started", "%s deals no shoe: its pack is shuffled every round", rs.ID)
	}
	if s.ShoeStarted && s.Burn {
		return record.Record{}, scriptErr("shoe_started", "a shoe already started burns no cards: drop \"burn\"")
	}
	if s.Waiting && rs.SinglePlayer {
		return record.Record{}, scriptErr("waiting", "%s has one player: nobody waits for a place", rs.ID)
	}
	proc, err := s.procedure(rs)
	if err != nil {
		return record.Record{}, err
	}
	st := setup.Setup{Rules: rs, Shoe: shoe, Burn: s.Burn || (proc != nil && proc.burns()), Credit: s.Credit, ShoeStarted: s.ShoeStarted, Waiting: s.Waiting}
	for _, b := range s.Boxes {
		bb := setup.BoxBet{Box: b.Box, Player: b.Player, Bet: b.Bet, PerfectPair: b.PerfectPair, Standing: b.Standing}
		for _, c := range b.Behind {
			bb.Behind = append(bb.Behind, setup.BackBet(c))
		}
		st.Boxes = append(st.Boxes, bb)
	}
	round, err := blackjack.New(st)
	if err != nil {
		var se *setup.Error
		if errors.As(err, &se) {
			if se.Index >= 0 {
				return record.Record{}, scriptErr(fmt.Sprintf("boxes[%d].%s", se.Index, se.Field), "%s", se.Reason)
			}
			return record.Record{}, scriptErr(se.Field, "%s", se.Reason)
		}
		return record.Record{}, scriptErr("boxes", "%v", err)
	}
	steps, procTok, err := parseStepsWith(s.DealerSteps, proc != nil)
	if err != nil {
		return record.Record{}, err
	}
	var school *game.School
	if s.DealerSteps != nil {
		school = &game.School{}
	}
	inc, at, err := s.incident()
	if err != nil {
		return record.Record{}, err
	}
	// The procedure's steps first, up to its burn (the round's).
	for proc != nil && proc.open() {
		stop := school.StepsOK == len(steps)
		if stop {
			school.RanOutBefore = proc.due()
		} else {
			tok, due := s.DealerSteps[school.StepsOK], proc.due()
			if err := proc.take(tok); err != nil {
				school.Wrong(school.StepsOK, tok, due, err)
				stop = true
			}
		}
		if stop {
			rec := record.Of(round)
			rec.School = school
			return rec, nil
		}
		school.StepsOK++
	}
	next := 0
	for !round.Done() {
		if inc != blackjack.NoIncident && len(round.Log()) == at {
			if _, err := incident.Bring(round, inc); err != nil {
				return record.Record{}, scriptErr("incident", "after %d actions: %v", at, err)
			}
			inc = blackjack.NoIncident
		}
		if a, ok := round.NextDealerAction(); ok {
			if school != nil {
				if school.StepsOK == len(steps) {
					school.RanOutBefore = a.String()
					break
				}
				step := steps[school.StepsOK]
				if procTok[school.StepsOK] {
					tok := s.DealerSteps[school.StepsOK]
					school.Wrong(school.StepsOK, tok, a.String(), procedureOver(proc.kind, tok, a))
					break
				}
				if _, err := round.Apply(step); err != nil {
					school.Wrong(school.StepsOK, step.String(), a.String(), err)
					break
				}
				if proc != nil {
					_ = proc.takeBurn(step) // the round checked the count
				}
				school.StepsOK++
				continue
			}
			if _, err := round.Apply(a); err != nil {
				return record.Record{}, scriptErr("dealer", "%v", err) // a bug, not a bad script
			}
			continue
		}
		if next >= len(s.Decisions) {
			t := round.Turn()
			return record.Record{}, scriptErr("decisions", "missing: %s is asked to decide (legal: %s)", seat(t), strings.Join(legal(round), ", "))
		}
		a, err := notation.ParseDecision(s.Decisions[next])
		if err != nil {
			return record.Record{}, scriptErr(fmt.Sprintf("decisions[%d]", next), "%v", err)
		}
		if _, err := round.Apply(a); err != nil {
			return record.Record{}, scriptErr(fmt.Sprintf("decisions[%d]", next), "%v", err)
		}
		next++
	}
	if school != nil {
		if round.Done() && school.FirstWrong == nil && school.StepsOK < len(steps) {
			// A step after the round's end: the engine refuses it.
			step := steps[school.StepsOK]
			if procTok[school.StepsOK] {
				tok := s.DealerSteps[school.StepsOK]
				school.Wrong(school.StepsOK, tok, "", &game.IllegalError{Action: tok, Code: "procedure-over", Reason: fmt.Sprintf("the %s and the round are over", proc.kind)})
			} else {
				_, err := round.Apply(step)
				school.Wrong(school.StepsOK, step.String(), "", err)
			}
		}
		if !round.Done() {
			rec := record.Of(round)
			rec.School = school
			return rec, nil
		}
	}
	if inc != blackjack.NoIncident && round.Done() {
		return record.Record{}, scriptErr("incident.at", "%d: the round ended after %d actions", at, len(round.Log()))
	}
	if void, why := round.Void(); void && why == "shoe-exhausted" && !rs.VoidIfShoeRunsOut {
		return record.Record{}, scriptErr("shoe", "ran out of cards before the round ended (%d cards)", shoe.Size())
	}
	if next < len(s.Decisions) {
		left := s.Decisions[next:]
		return record.Record{}, scriptErr("decisions", "%d left over after the round ended: %s", len(left), quoteList(left))
	}
	rec := record.Of(round)
	rec.School = school
	return rec, nil
}

// incident reads the script's incident: its kind (NoIncident when there is
// none) and the number of actions before it.
func (s Script) incident() (blackjack.IncidentKind, int, error) {
	if s.Incident == nil {
		return blackjack.NoIncident, 0, nil
	}
	if s.Incident.Kind == "" {
		return blackjack.NoIncident, 0, scriptErr("incident.kind", "missing: want one of %s", strings.Join(incidentNames(), ", "))
	}
	k, err := blackjack.ParseIncident(s.Incident.Kind)
	if err != nil {
		return blackjack.NoIncident, 0, scriptErr("incident.kind", "%v", err)
	}
	if s.Incident.At == nil {
		return blackjack.NoIncident, 0, scriptErr("incident.at", "missing: want the number of the round's actions before the incident, e.g. 1 after close-bets")
	}
	if *s.Incident.At < 0 {
		return blackjack.NoIncident, 0, scriptErr("incident.at", "%d: want 0 or more actions", *s.Incident.At)
	}
	return k, *s.Incident.At, nil
}

// parseDealerSteps reads the dealer school's steps; the error names the
// step at fault, e.g. dealer_steps[3].
func parseDealerSteps(toks []string) ([]blackjack.Action, error) {
	steps := make([]blackjack.Action, len(toks))
	for i, tok := range toks {
		a, err := notation.ParseDealerStep(tok)
		if err != nil {
			return nil, scriptErr(fmt.Sprintf("dealer_steps[%d]", i), "%v", err)
		}
		steps[i] = a
	}
	return steps, nil
}

// quoteList quotes the first few of a list of tokens, each clipped, and
// says how many more there are: an error line stays one line however long
// the script.
func quoteList(toks []string) string {
	const shown = 5
	var b strings.Builder
	b.WriteByte('[')
	for i, t := range toks[:min(len(toks), shown)] {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%q", game.Clip(t, game.MaxQuote/2))
	}
	if len(toks) > shown {
		fmt.Fprintf(&b, " … and %d more", len(toks)-shown)
	}
	b.WriteByte(']')
	return b.String()
}

// seat names the box, hand and stake whose turn t is, as the actions'
// notation does: "box 2", "box 2 hand 2 stake 3".
func seat(t blackjack.Turn) string {
	s := fmt.Sprintf("box %d", t.Box)
	if t.Hand > 1 {
		s += fmt.Sprintf(" hand %d", t.Hand)
	}
	if t.Stake > 1 {
		s += fmt.Sprintf(" stake %d", t.Stake)
	}
	return s
}

// legal is the round's legal actions in notation.
func legal(r *blackjack.Round) []string {
	l := r.Legal()
	out := make([]string, len(l))
	for i, a := range l {
		out[i] = a.String()
	}
	return out
}

// incidentNames are the incidents' names, as a script's "incident" gives
// them.
func incidentNames() []string {
	var out []string
	for _, k := range blackjack.Incidents() {
		out = append(out, k.String())
	}
	return out
}
