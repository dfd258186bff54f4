package schooldriver

import (
	"errors"
	"math/rand/v2"

	"sabot/game"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
)

// Punto is the dealer school's desk at the Super Punto Banco table: the
// computer players bet at the nine positions (now and then a standing
// player); the student closes the bets, deals Punto Banco Punto Banco
// face down, gives the Punto cards to the biggest Punto bet (the button's
// order on a tie; a standing player does not read), waits for the
// reader's call (the engine corrects a call against the Tabella "alla
// regola"), turns Banco, gives the third cards the Tabella della Regola
// wants, announces Banco's score and Punto's and indicates the winning
// side, pays 1:1, 0.95:1 and 8:1, collects, returns the bets of a tie,
// gathers the cards and passes the button.
type Punto struct {
	*Core
	Table *punto.Table
	Round *punto.Round
	// Called is the reader's last call, as the table heard it.
	Called string
}

// NewPunto seats the computer players at Punto Banco table r, its draws
// from seed; Deal deals the first coup. A table the engine refuses is an
// error.
func NewPunto(h Host, r rules.RuleSet, seed uint64) (*Punto, error) {
	d := &Punto{Core: newCore(h, r, seed)}
	t, err := punto.NewTable(r, rules.NewRand(seed^0x9b1a))
	if err != nil {
		return d, err
	}
	d.Table = t
	return d, nil
}

// State implements Desk.
func (d *Punto) State() *Core { return d.Core }

// pbBets are the computer players' bets of a coup: five to seven seated
// players, each on Punto, Banco or Egalité (sometimes two sides), odd
// amounts among them, and now and then a standing player's bet at a free
// position.
func pbBets(r rules.RuleSet, loc *locales.Locale, rng *rand.Rand) []punto.Bet {
	names := players.Names(loc, r.Country)
	rng.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	n := 5 + rng.IntN(3)
	pos := rng.Perm(r.Boxes)[:min(n, r.Boxes)]
	var out []punto.Bet
	for i, p := range pos {
		name := loc.T(locales.SchoolPlayer)
		if i < len(names) {
			name = names[i]
		}
		side := []punto.Side{punto.Punto, punto.Punto, punto.Banco, punto.Banco, punto.Egalite}[rng.IntN(5)]
		out = append(out, punto.Bet{Position: p + 1, Player: name, On: side, Amount: OddStake(r, rng)})
		if side != punto.Egalite && rng.IntN(4) == 0 {
			out = append(out, punto.Bet{Position: p + 1, Player: name, On: punto.Egalite, Amount: r.Limits.Min})
		}
	}
	if len(pos) < r.Boxes && rng.IntN(3) == 0 {
		free := 0
		taken := map[int]bool{}
		for _, p := range pos {
			taken[p+1] = true
		}
		for p := 1; p <= r.Boxes && free == 0; p++ {
			if !taken[p] {
				free = p
			}
		}
		name := loc.T(locales.SchoolPlayer)
		if len(pos) < len(names) {
			name = names[len(pos)]
		}
		// The standing player bets the biggest Punto bet on purpose: he
		// does not read the cards (Art. 13), the next biggest does.
		amount := r.Limits.Min * 5
		for _, b := range out {
			if b.On == punto.Punto && b.Amount >= amount {
				amount = b.Amount + r.Limits.Min
			}
		}
		if r.Limits.Max > 0 && amount > r.Limits.Max {
			amount = r.Limits.Max
		}
		out = append(out, punto.Bet{Position: free, Player: name, On: punto.Punto, Amount: amount, Standing: true})
	}
	return out
}

// errNoTable is Deal's error at a table the engine refused.
var errNoTable = errors.New("schooldriver: no Punto Banco table")

// Deal implements Desk: the next coup. A coup the shoe cannot start is
// said in a notice, and returned.
func (d *Punto) Deal() error {
	if d.Table == nil {
		return errNoTable
	}
	var round *punto.Round
	var err error
	if d.Table.NextBlank() {
		// A card seen, laid aside by the last coup (Art. 1, Art. 8): this
		// coup is a Colpo in Bianco, with no bets.
		round, err = d.Table.DealBlank()
	} else {
		round, err = d.Table.Deal(pbBets(d.Rules, d.Loc(), d.Rng))
	}
	if err != nil {
		// A coup the shoe cannot start (none is expected at the built-in
		// table): said on screen, the summary's button deals again.
		d.host.Notify(locales.SchoolCannotDeal, err)
		d.Over = true
		return err
	}
	d.Round = round
	d.NewRound()
	if d.Table.Coups() == 1 {
		// A new shoe: 002 states no opening of the table nor preparation
		// of the sabot (game/opening has none), and the school says so.
		d.Said = d.Loc().T(locales.SchoolPBNoOpening)
	}
	d.Plan()
	d.Called = ""
	d.Pause = BotTicks
	return nil
}

// Playing implements Desk.
func (d *Punto) Playing() bool { return d.Round != nil && !d.Round.Done() }

// Dealt implements Desk.
func (d *Punto) Dealt() bool { return d.Round != nil }

// Thinking implements Desk: the reader is to call.
func (d *Punto) Thinking() bool { return d.Playing() && d.Round.Awaiting().IsReader() }

// Due implements Desk.
func (d *Punto) Due() (string, bool) {
	if !d.Playing() {
		return "", false
	}
	due, ok := d.Round.NextDealerAction()
	if !ok {
		return "", false
	}
	return PBStepText(d.Loc(), due), true
}

// Article implements Desk.
func (d *Punto) Article() (article, quote string) {
	r := d.Round
	if r == nil || r.Done() {
		return "", ""
	}
	if p, ok := r.Pending(); ok {
		return p.Article, p.Quote
	}
	if due, ok := r.NextDealerAction(); ok {
		return r.StepArticle(due)
	}
	return "", ""
}

// Think implements Desk: the computer reader calls, after a moment's
// thought: by the rule, or now and then against it (the engine corrects
// it alla regola).
func (d *Punto) Think() bool {
	r := d.Round
	if r == nil || r.Done() || !r.Awaiting().IsReader() {
		return false
	}
	if d.Pause > 0 {
		d.Pause--
		return false
	}
	call, _ := r.RuleCall()
	if d.Rng.IntN(6) == 0 && call.Call != rules.CallBattuta {
		call.Call = rules.CallCarta + rules.CallNoCarta - call.Call // the other one
	}
	if _, err := r.Apply(call); err != nil {
		return false
	}
	loc := d.Loc()
	d.Called = loc.T(locales.SchoolSays, d.NameAt(r.Reader()), CallWord(loc, call.Call))
	return d.said(d.Called)
}

// NameAt is the name of the player at a position.
func (d *Punto) NameAt(pos int) string {
	for _, b := range d.Round.Bets() {
		if b.Position == pos && b.Player != "" {
			return b.Player
		}
	}
	return d.Loc().T(locales.SchoolPlayer)
}

// Try implements Desk: a punto.Action refused is stopped; a wrong score
// announced is taken and corrected ("le carte parlano"), and counted
// wrong; in the exam the examiner takes the step due after a mistake.
func (d *Punto) Try(action any) (Result, error) {
	return tryAs(action, d.try)
}

// try applies the student's step.
func (d *Punto) try(act punto.Action) Result {
	r := d.Round
	if r == nil || r.Done() {
		return Result{}
	}
	loc := d.Loc()
	due, _ := r.NextDealerAction()
	evs, err := r.Apply(act)
	if err != nil {
		st := Stop{Did: PBStepText(loc, act), Due: PBStepText(loc, due)}
		if !r.Awaiting().IsDealer() {
			st.Due = ""
		}
		var ie *game.IllegalError
		if errors.As(err, &ie) {
			st.Why = d.why(ie.Code, act, due)
			st.Article = ie.Article
			// The engine's words are the sentence that decides the refusal
			// (several sentences share an article).
			st.Quote = ie.Quote
			if st.Quote == "" {
				st.Quote = QuoteOf(d.Rules, ie.Article)
			}
			if silent := d.silent(ie.Code, ie.Article); silent != "" {
				st.Why += " " + silent
			}
			if p, ok := r.Pending(); ok && (ie.Code == p.Kind.String() || p.Remedy.Kind != 0) {
				st.Why = loc.T(locales.SchoolWhyIncident, d.IncidentName(p.Kind.String()))
				st.Article = p.Article
				if p.Quote != "" {
					st.Quote = p.Quote
				}
			}
		}
		d.Record(due, r.Awaiting().IsDealer(), false)
		d.Wrong(st)
		res := Result{Refusal: d.Stopped}
		if d.Exam && r.Awaiting().IsDealer() {
			// No take-back in the exam: the examiner takes the step due.
			if _, err := r.Apply(due); err == nil {
				d.Since = d.host.Tick()
				res.Taken = []any{due}
				d.NoteIncident()
				d.after()
				if !r.Done() {
					d.MaybeIncident()
				}
			}
		}
		res.Done = r.Done()
		return res
	}
	for _, e := range evs {
		if e.Kind == punto.EventCorrection && e.Phrase == punto.PhraseLeCarteParlano {
			right := punto.Action{Kind: punto.Announce, Banco: e.Banco, Punto: e.Punto}
			d.Record(due, true, false)
			d.Wrong(Stop{Did: PBStepText(loc, act), Due: PBStepText(loc, right),
				Why: loc.T(locales.SchoolPBWhyLeCarteParlano, e.Banco, e.Punto), Article: e.Article, Quote: QuoteOf(d.Rules, e.Article)})
			d.Said = ""
			d.after()
			return Result{Accepted: true, Refusal: d.Stopped, Taken: []any{act}, Done: r.Done()}
		}
	}
	d.Record(due, true, true)
	d.Right(PBStepText(loc, due))
	d.NoteIncident()
	d.after()
	if !r.Done() {
		d.MaybeIncident()
	}
	return Result{Accepted: true, Taken: []any{act}, Done: r.Done()}
}

// after ends the coup when it is done.
func (d *Punto) after() {
	if d.Round.Done() {
		d.Finish()
	}
	d.Pause = BotTicks
	d.Dirty = true
}

// why says why a step was refused, from the engine's code.
func (d *Punto) why(code string, act, due punto.Action) string {
	loc := d.Loc()
	switch code {
	case "bets-open":
		return loc.T(locales.SchoolPBWhyBetsOpen)
	case "blank-coup":
		return loc.T(locales.SchoolPBWhyBlankCoup)
	case "card-not-due":
		return loc.T(locales.SchoolPBWhyCardNotDue)
	case "no-reader":
		return loc.T(locales.SchoolPBWhyNoReader)
	case "no-such-bet":
		return loc.T(locales.SchoolPBWhyNoSuchBet)
	case "already-settled":
		return loc.T(locales.SchoolPBWhyAlreadySettled)
	case "not-your-turn":
		return loc.T(locales.SchoolPBWhyNotYourTurn, d.Round.Reader())
	case "too-many-cards":
		return loc.T(locales.SchoolPBWhyTooManyCards)
	case "too-few-cards":
		return loc.T(locales.SchoolPBWhyTooFewCards)
	case "wrong-button":
		return loc.T(locales.SchoolPBWhyWrongButton, d.Round.ButtonNext())
	case "wrong-settlement":
		if due.Kind == punto.Pay {
			return loc.T(locales.SchoolWhyPayIt)
		}
		if due.Kind == punto.Collect {
			return loc.T(locales.SchoolWhyCollectIt)
		}
		return loc.T(locales.SchoolPBWhyWrongSettlement)
	case "wrong-side":
		return loc.T(locales.SchoolPBWhyWrongSide)
	case "wrong-reader":
		return loc.T(locales.SchoolPBWhyWrongReader, d.Round.Reader())
	case "wrong-amount":
		return loc.T(locales.SchoolWhyWrongAmount, due.Amount, act.Amount)
	case "by-the-call":
		return loc.T(locales.SchoolPBWhyByTheCall, CallWord(loc, d.Round.Said()))
	case "wrong-order", "out-of-order":
		return loc.T(locales.SchoolWhyWrongOrder)
	case "round-over":
		return loc.T(locales.SchoolPBWhyOver)
	case "last-coup-call":
		return loc.T(locales.SchoolPBWhyLastCoupCall)
	case "last-coup-words":
		return loc.T(locales.SchoolPBWhyLastCoupWords)
	case "last-coup-said":
		return loc.T(locales.SchoolPBWhyLastCoupSaid)
	case "no-cut-card":
		return loc.T(locales.SchoolPBWhyNoCutCard)
	case "box-not-indicated":
		return loc.T(locales.SchoolPBWhyBoxNotIndicated)
	case "wrong-box":
		return loc.T(locales.SchoolPBWhyWrongBox)
	case "box-before-score":
		return loc.T(locales.SchoolPBWhyBoxBeforeScore)
	case "box-indicated":
		return loc.T(locales.SchoolPBWhyBoxIndicated)
	}
	return loc.T(locales.SchoolPBWhyNotNow)
}

// silent says, for a refusal citing 002's Premessa, that the regulation
// sets no payouts nor settling order and what the house does; "" for the
// others.
func (d *Punto) silent(code, article string) string {
	if article != d.Rules.Article(rules.TopicPayouts) || article == "" {
		return ""
	}
	loc, r := d.Loc(), d.Rules
	if code == "wrong-order" {
		return loc.T(locales.SchoolPBWhyHouseOrder)
	}
	ratio := func(x rules.Ratio) string { return loc.T(locales.FmtRatio, x.Win, x.Stake) }
	return loc.T(locales.SchoolPBWhyHousePays, ratio(r.PuntoPays), ratio(r.BancoPays), r.BancoCommissionPercent, ratio(r.EgalitePays))
}

// Pending is the incident the coup is handling, false with none (or no
// coup).
func (d *Punto) Pending() (punto.PendingIncident, bool) {
	if d.Round == nil {
		return punto.PendingIncident{}, false
	}
	return d.Round.Pending()
}

// MaybeIncident brings the coup's planned incident in, now and then, when
// one of the table's incidents can happen now.
func (d *Punto) MaybeIncident() {
	if d.Round != nil && !d.Round.Done() && bring(d.Core, punto.Incidents(), func(k punto.IncidentKind) error {
		_, err := d.Round.Incident(k)
		return err
	}) {
		d.NoteIncident()
	}
}

// NoteIncident says the incident being handled, or clears it.
func (d *Punto) NoteIncident() {
	p, ok := d.Pending()
	d.notePending(p.Kind, p.Article, ok)
}
