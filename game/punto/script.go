package punto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"sabot/game"
	"sabot/rules"
)

// Script is a Punto Banco hand script: one coup from a stacked shoe, with
// the bets and the reader's calls.
//
//	{"rules":"super-punto-banco","shoe":"4S 3H 2D 5C 9H","button":1,"cut":20,
//	 "bets":[{"position":1,"on":"punto","amount":10},
//	         {"position":1,"on":"egalite","amount":5,"player":"anna"},
//	         {"position":4,"on":"punto","amount":50,"standing":true}],
//	 "decisions":["carta"]}
//
// The shoe is dealt in order from its first card (no shuffle, no burn), and
// holds no card more times than the table's six decks do (rules.CheckStack);
// "cut" places the cut card after that many cards; "blank" plays a Colpo in
// Bianco; "button" defaults to the rule set's start. Decisions are the
// reader's calls (carta, no-carta, battuta), consumed in the order the coup
// asks for them; the automatic dealer does the rest. A "comment" key is
// ignored.
//
// The dealer school: "dealer_steps" lists a student's dealer steps in the
// notation of the record's actions ("close", "deal punto", "give 3",
// "announce banco 6 punto 4", "pay 7 banco 95", "button 5"). When it is
// present (even empty) the automatic dealer steps aside: each dealer's step
// due is taken from the list and checked (CheckDealerStep), the coup stops
// at the first wrong one, and the record's School says how it went.
//
// An incident: "incident": {"kind": "fallen-card", "at": 2} brings the
// incident (see ParseIncident) into the coup after its first "at" actions
// (the record's actions), as Round.Incident does; its remedy is then among
// the dealer's steps due.
type Script struct {
	// Rules is the rule set named by "rules".
	Rules rules.RuleSet
	// Shoe is the stacked shoe, first card first.
	Shoe rules.Cards
	// Cut is the number of cards before the cut card; -1 for none.
	Cut int
	// Button is the position holding the button.
	Button int
	// Blank plays a Colpo in Bianco.
	Blank bool
	// Bets are the bets, in the script's order.
	Bets []Bet
	// Decisions are the reader's calls, in order.
	Decisions []Action
	// DealerSteps are the student's dealer steps, in order; nil: the
	// automatic dealer plays.
	DealerSteps []Action
	// Incident is the incident brought into the coup (NoIncident: none),
	// after IncidentAt actions.
	Incident   IncidentKind
	IncidentAt int
}

// ScriptError is the error of a bad hand script: one line naming the field
// ("bets[1].amount", "shoe", "decisions[0]", "decisions") and the reason.
type ScriptError struct {
	// Field is the field at fault, e.g. "bets[1].amount".
	Field string
	// Reason says what is wrong with it.
	Reason string
}

// Error implements error.
func (e *ScriptError) Error() string { return e.Field + ": " + e.Reason }

func scriptErr(field, format string, args ...any) *ScriptError {
	msg := fmt.Sprintf(format, args...)
	return &ScriptError{Field: field, Reason: strings.ReplaceAll(msg, "\n", " ")}
}

var scriptKeys = []string{"rules", "shoe", "button", "cut", "blank", "bets", "decisions", "dealer_steps", "incident", "procedure", "comment"}
var betKeys = []string{"position", "on", "amount", "standing", "player"}

// ParseScript reads a hand script. The error is a *ScriptError.
func ParseScript(data []byte) (*Script, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(game.TrimBOM(data), &top); err != nil {
		return nil, scriptErr("script", "not a JSON object: %s", game.Clip(err.Error(), game.MaxQuote))
	}
	if err := unknownKeys(top, scriptKeys, ""); err != nil {
		return nil, err
	}
	s := &Script{Cut: -1}
	var id string
	if raw, ok := top["rules"]; !ok {
		return nil, scriptErr("rules", "missing: want %q", rules.SuperPuntoBanco.ID)
	} else if err := json.Unmarshal(raw, &id); err != nil {
		return nil, scriptErr("rules", "want a string such as %q", rules.SuperPuntoBanco.ID)
	}
	rs, err := rules.ByID(id)
	if err != nil {
		return nil, scriptErr("rules", "%v", err)
	}
	if rs.Game != rules.PuntoBanco {
		return nil, scriptErr("rules", "%q is a blackjack table, not Punto Banco", id)
	}
	s.Rules = rs
	s.Button = rs.ButtonStart

	var shoe string
	if raw, ok := top["shoe"]; !ok {
		return nil, scriptErr("shoe", "missing: want the cards in order, like \"4S 3H 2D 5C\"")
	} else if err := json.Unmarshal(raw, &shoe); err != nil {
		return nil, scriptErr("shoe", "want a string of cards, like \"4S 3H 2D 5C\"")
	}
	if s.Shoe, err = rules.ParseCards(shoe); err != nil {
		return nil, scriptErr("shoe", "%v", err)
	}
	if err := rules.CheckStack(s.Shoe, rs.Decks); err != nil {
		return nil, scriptErr("shoe", "%v", err)
	}
	if raw, ok := top["button"]; ok {
		if s.Button, err = wholeNumber(raw); err != nil {
			return nil, scriptErr("button", "%v", err)
		}
	}
	if raw, ok := top["cut"]; ok {
		if s.Cut, err = wholeNumber(raw); err != nil {
			return nil, scriptErr("cut", "%v", err)
		}
		if s.Cut < 0 || s.Cut > len(s.Shoe) {
			return nil, scriptErr("cut", "%d: the cut card goes after 0 to %d cards (the shoe's size)", s.Cut, len(s.Shoe))
		}
	}
	if raw, ok := top["blank"]; ok {
		if err := json.Unmarshal(raw, &s.Blank); err != nil {
			return nil, scriptErr("blank", "want true or false")
		}
	}
	if raw, ok := top["bets"]; ok {
		if s.Bets, err = parseBets(raw); err != nil {
			return nil, err
		}
	}
	if raw, ok := top["decisions"]; ok {
		var toks []json.RawMessage
		if err := json.Unmarshal(raw, &toks); err != nil {
			return nil, scriptErr("decisions", "want a list of calls, like [\"carta\"]")
		}
		for i, t := range toks {
			var tok string
			if err := json.Unmarshal(t, &tok); err != nil {
				return nil, scriptErr(fmt.Sprintf("decisions[%d]", i), "want a string: carta, no-carta or battuta")
			}
			a, err := parseDecision(tok)
			if err != nil {
				return nil, scriptErr(fmt.Sprintf("decisions[%d]", i), "%v", err)
			}
			s.Decisions = append(s.Decisions, a)
		}
	}
	if raw, ok := top["dealer_steps"]; ok {
		if s.DealerSteps, err = parseDealerSteps(raw, s.Rules.Boxes); err != nil {
			return nil, err
		}
	}
	if raw, ok := top["incident"]; ok {
		if s.Incident, s.IncidentAt, err = parseIncident(raw); err != nil {
			return nil, err
		}
	}
	if _, ok := top["procedure"]; ok {
		// The blackjack scripts' opening or new shoe (game/opening).
		return nil, scriptErr("procedure", "the %s regulation (002) states no opening of the table and no preparation of the shoe: the coup starts with \"Rien ne va plus\" (close)", s.Rules.ID)
	}
	return s, nil
}

// parseIncident reads a script's "incident": {"kind": "...", "at": N}.
func parseIncident(raw json.RawMessage) (IncidentKind, int, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return NoIncident, 0, scriptErr("incident", "want an object such as {\"kind\": \"fallen-card\", \"at\": 2}")
	}
	if err := unknownKeys(m, []string{"kind", "at"}, "incident."); err != nil {
		return NoIncident, 0, err
	}
	var name string
	if rk, ok := m["kind"]; !ok {
		return NoIncident, 0, scriptErr("incident.kind", "missing: want one of %s", strings.Join(incidentNames[1:], ", "))
	} else if err := json.Unmarshal(rk, &name); err != nil {
		return NoIncident, 0, scriptErr("incident.kind", "want a string: one of %s", strings.Join(incidentNames[1:], ", "))
	}
	k, err := ParseIncident(name)
	if err != nil {
		return NoIncident, 0, scriptErr("incident.kind", "%v", err)
	}
	ra, ok := m["at"]
	if !ok {
		return NoIncident, 0, scriptErr("incident.at", "missing: want the number of the coup's actions before the incident, e.g. 1 after close")
	}
	at, err := wholeNumber(ra)
	if err != nil {
		return NoIncident, 0, scriptErr("incident.at", "%v", err)
	}
	if at < 0 {
		return NoIncident, 0, scriptErr("incident.at", "%d: want 0 or more actions", at)
	}
	return k, at, nil
}

// parseDealerSteps reads the dealer school's steps; the error names the
// step at fault, e.g. dealer_steps[3].
func parseDealerSteps(raw json.RawMessage, boxes int) ([]Action, error) {
	var toks []json.RawMessage
	if err := json.Unmarshal(raw, &toks); err != nil {
		return nil, scriptErr("dealer_steps", "want a list of the dealer's steps, like [\"close\", \"deal punto\"]")
	}
	steps := make([]Action, 0, len(toks))
	for i, t := range toks {
		field := fmt.Sprintf("dealer_steps[%d]", i)
		var tok string
		if err := json.Unmarshal(t, &tok); err != nil {
			return nil, scriptErr(field, "want a string such as \"deal punto\", not %s", t)
		}
		a, err := ParseAction(tok)
		if err != nil {
			return nil, scriptErr(field, "%v", err)
		}
		if a.Kind == Call {
			return nil, scriptErr(field, "%q is the reader's call, not the dealer's step: it goes in \"decisions\"", tok)
		}
		if why := a.normalized().invalid(boxes); why != "" {
			return nil, scriptErr(field, "bad step %q: %s", tok, why)
		}
		steps = append(steps, a.normalized())
	}
	return steps, nil
}

var blackjackDecisions = map[string]bool{"hit": true, "stand": true, "double": true, "split": true, "insurance": true,
	"no-insurance": true, "even-money": true, "no-even-money": true, "desafio": true, "no-desafio": true, "ace": true}

// parseDecision reads a reader's call.
func parseDecision(tok string) (Action, error) {
	a, err := ParseAction(tok)
	if err == nil && a.Kind == Call {
		return a, nil
	}
	if f := strings.Fields(strings.ToLower(tok)); len(f) > 0 && blackjackDecisions[f[0]] {
		return Action{}, fmt.Errorf("%q is a blackjack decision: the Punto reader says carta, no-carta or battuta", tok)
	}
	if err == nil {
		return Action{}, fmt.Errorf("%q is the dealer's step, not a decision: the Punto reader says carta, no-carta or battuta", tok)
	}
	return Action{}, fmt.Errorf("unknown decision %q: the Punto reader says carta, no-carta or battuta", tok)
}

func parseBets(raw json.RawMessage) ([]Bet, error) {
	var list []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, scriptErr("bets", "want a list of bets, like [{\"position\":1,\"on\":\"punto\",\"amount\":10}]")
	}
	bets := make([]Bet, len(list))
	for i, m := range list {
		f := func(name string) string { return fmt.Sprintf("bets[%d].%s", i, name) }
		if err := unknownKeys(m, betKeys, fmt.Sprintf("bets[%d].", i)); err != nil {
			return nil, err
		}
		b := &bets[i]
		var err error
		if raw, ok := m["position"]; !ok {
			return nil, scriptErr(f("position"), "missing")
		} else if b.Position, err = wholeNumber(raw); err != nil {
			return nil, scriptErr(f("position"), "%v", err)
		}
		var on string
		if raw, ok := m["on"]; !ok {
			return nil, scriptErr(f("on"), "missing: want punto, banco or egalite")
		} else if err := json.Unmarshal(raw, &on); err != nil {
			return nil, scriptErr(f("on"), "want punto, banco or egalite")
		}
		if b.On, err = ParseSide(on); err != nil {
			return nil, scriptErr(f("on"), "%v", err)
		}
		if raw, ok := m["amount"]; !ok {
			return nil, scriptErr(f("amount"), "missing")
		} else if b.Amount, err = rules.ParseMoney(strings.Trim(string(bytes.TrimSpace(raw)), `"`)); err != nil {
			return nil, scriptErr(f("amount"), "%v", err)
		}
		if raw, ok := m["standing"]; ok {
			if err := json.Unmarshal(raw, &b.Standing); err != nil {
				return nil, scriptErr(f("standing"), "want true or false")
			}
		}
		if raw, ok := m["player"]; ok {
			if err := json.Unmarshal(raw, &b.Player); err != nil {
				return nil, scriptErr(f("player"), "want a name in quotes")
			}
		}
	}
	return bets, nil
}

func wholeNumber(raw json.RawMessage) (int, error) {
	t := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(t)
	if err != nil {
		return 0, fmt.Errorf("want a whole number, got %s", t)
	}
	return n, nil
}

func unknownKeys(m map[string]json.RawMessage, known []string, prefix string) error {
	var unknown []string
	for k := range m {
		ok := false
		for _, w := range known {
			ok = ok || k == w
		}
		if !ok {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	if unknown[0] == "" {
		field := strings.TrimSuffix(prefix, ".")
		if field == "" {
			field = "script"
		}
		return scriptErr(field, "a key is empty: want one of %s", strings.Join(known, ", "))
	}
	return scriptErr(prefix+game.Clip(unknown[0], game.MaxQuote), "unknown field: want one of %s", strings.Join(known, ", "))
}

// Setup returns the script's setup, with a fresh stacked shoe.
func (s *Script) Setup() Setup {
	shoe := rules.NewStackedShoe(s.Shoe)
	if s.Cut >= 0 {
		shoe.PlaceCutAfter(s.Cut)
	}
	return Setup{Rules: s.Rules, Shoe: shoe, Button: s.Button, Bets: s.Bets, Blank: s.Blank}
}

// Run plays the script's coup to the end: the automatic dealer takes every
// dealer's step and the decisions answer the reader's calls. The error is a
// *ScriptError: a bad setup, decisions missing or left over, or a shoe too
// short to finish the coup.
func (s *Script) Run() (Record, error) {
	r, err := New(s.Setup())
	if err != nil {
		var se *SetupError
		if errors.As(err, &se) {
			return Record{}, scriptErr(se.Field, "%s", se.Reason)
		}
		return Record{}, scriptErr("script", "%v", err)
	}
	var school *game.School
	if s.DealerSteps != nil {
		school = &game.School{}
	}
	next := 0
	inc := s.Incident
	for !r.Done() {
		if inc != NoIncident && len(r.actions) == s.IncidentAt {
			if _, err := r.Incident(inc); err != nil {
				return r.Record(), scriptErr("incident", "after %d actions: %v", s.IncidentAt, err)
			}
			inc = NoIncident
		}
		a, ok := r.NextDealerAction()
		if ok && school != nil && !r.shortAnnul(a) {
			if school.StepsOK == len(s.DealerSteps) {
				school.RanOutBefore = a.String()
				break
			}
			step := s.DealerSteps[school.StepsOK]
			if ie := r.CheckDealerStep(step); ie != nil {
				school.Wrong(school.StepsOK, step.String(), a.String(), ie)
				break
			}
			school.StepsOK++
			a = step
		}
		if !ok {
			if next >= len(s.Decisions) {
				return r.Record(), scriptErr("decisions", "missing: the reader at position %d must call (carta, no-carta or battuta) and the %d decisions are used up", r.reader, len(s.Decisions))
			}
			a = s.Decisions[next]
			next++
		} else if r.shortAnnul(a) {
			return r.Record(), scriptErr("shoe", "too short: the coup needs card %d and the shoe has %d", r.shoe.Dealt()+1, len(s.Shoe))
		}
		if _, err := r.Apply(a); err != nil {
			field := "script"
			if a.Kind == Call {
				field = fmt.Sprintf("decisions[%d]", next-1)
			}
			return r.Record(), scriptErr(field, "%v", err)
		}
	}
	if school != nil {
		if r.Done() && school.FirstWrong == nil && school.StepsOK < len(s.DealerSteps) {
			// A step after the coup's end: refused.
			step := s.DealerSteps[school.StepsOK]
			school.Wrong(school.StepsOK, step.String(), "", r.CheckDealerStep(step))
		}
		if !r.Done() {
			rec := r.Record()
			rec.School = school
			return rec, nil
		}
	}
	if inc != NoIncident && r.Done() {
		return r.Record(), scriptErr("incident.at", "%d: the coup ended after %d actions", s.IncidentAt, len(r.actions))
	}
	if left := s.Decisions[next:]; len(left) > 0 {
		why := fmt.Sprintf("the coup asked for %d", next)
		if r.reader == 0 {
			why = "the dealer played Punto (nobody seated bet on it), so no call was asked"
		}
		toks := make([]string, len(left))
		for i, a := range left {
			toks[i] = strconv.Quote(a.String())
		}
		return r.Record(), scriptErr("decisions", "%d left over (%s): %s", len(left), strings.Join(toks, ", "), why)
	}
	rec := r.Record()
	rec.School = school
	return rec, nil
}

// RunScript parses a hand script and plays its coup, returning the record.
// The error is one line naming the field and the reason (a *ScriptError).
func RunScript(data []byte) (Record, error) {
	s, err := ParseScript(data)
	if err != nil {
		return Record{}, err
	}
	return s.Run()
}
