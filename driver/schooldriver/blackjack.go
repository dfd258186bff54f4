package schooldriver

import (
	"cmp"
	"errors"
	"math/rand/v2"

	"sabot/game"
	"sabot/game/blackjack"
	"sabot/game/blackjack/incident"
	"sabot/game/blackjack/notation"
	"sabot/game/blackjack/setup"
	"sabot/game/blackjack/table"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
	"sabot/words"
)

// BotTicks is how long a computer player thinks before he answers.
const BotTicks = 36

// credit is what each computer player can put down in a round: enough for
// every double and split.
var credit = rules.Units(100000)

// LastHandEvery is how many rounds a session of the school lasts at a table
// that announces its last hand.
const LastHandEvery = 6

// Blackjack is the dealer school's desk at one blackjack table: computer
// players bet and decide, the student takes every dealer's step.
type Blackjack struct {
	*Core
	Table   *table.Table
	Round   *blackjack.Round
	Seats   []players.Seat     // by box number
	Bubbles map[int]string     // a computer player's last answer, by box
	Recent  []blackjack.Action // the accepted steps of the round, newest last
	Rounds  int                // the rounds dealt
	// Shot: a screenshot is staged, and the seats do not change.
	Shot bool
	// Taken, when set, is the view's part of a dealer's step taken (due),
	// called before the desk notes or brings an incident.
	Taken func(due blackjack.Action)

	// seatRng decides who leaves his seat and who sits down between hands
	// (001 Disposiciones 1, seats.go), apart from Rng so that the stakes
	// are drawn as ever; seatsAtFirst is how many sat down at first.
	seatRng      *rand.Rand
	seatsAtFirst int
}

// NewBlackjack seats the computer players at blackjack table r, most boxes
// taken, its draws from seed; Deal deals the first round.
func NewBlackjack(h Host, r rules.RuleSet, seed uint64) *Blackjack {
	d := &Blackjack{
		Core:    newCore(h, r, seed),
		Table:   table.New(r, rules.NewRand(seed^0x5c4001)),
		Bubbles: map[int]string{},
	}
	d.Seats = seatPlayers(r, h.Loc(), d.Rng)
	d.seatRng, d.seatsAtFirst = rules.NewRand(seed^0x5ea75), d.seated()
	return d
}

// seatPlayers seats the computer players for the school: most boxes taken
// (every box but one or two), the home box too, one player on three boxes
// at a single-player table.
func seatPlayers(r rules.RuleSet, loc *locales.Locale, rng *rand.Rand) []players.Seat {
	names := players.Names(loc, r.Country)
	if r.SinglePlayer {
		seats := make([]players.Seat, r.Boxes+1)
		name := loc.T(locales.SchoolPlayer)
		if len(names) > 0 {
			name = names[rng.IntN(len(names))]
		}
		for _, b := range []int{1, 3, r.Boxes} {
			if b >= 1 && b <= r.Boxes {
				seats[b] = players.Seat{Bot: true, Name: name}
			}
		}
		return seats
	}
	n := max(r.Boxes-2, min(3, r.Boxes))
	seats := players.Seats(r, n, names, rng, nil)
	home := players.HomeBox(r)
	taken := map[string]bool{}
	for _, st := range seats {
		taken[st.Name] = true
	}
	for _, nm := range names {
		if !taken[nm] {
			seats[home] = players.Seat{Bot: true, Name: nm}
			break
		}
	}
	return seats
}

// State implements Desk.
func (d *Blackjack) State() *Core { return d.Core }

// bets are the computer players' stakes of a round.
func (d *Blackjack) bets() []setup.BoxBet {
	var out []setup.BoxBet
	for b := 1; b < len(d.Seats); b++ {
		if !d.Seats[b].Bot {
			continue
		}
		out = append(out, setup.BoxBet{Box: b, Player: d.Seats[b].Name, Bet: OddStake(d.Rules, d.Rng)})
	}
	return out
}

// OddStake is a computer player's stake in the school: often an odd amount
// (35, 45, 125), the ones that make a 3:2 payment worth practising.
func OddStake(r rules.RuleSet, rng *rand.Rand) rules.Money {
	units := []int64{10, 15, 20, 25, 35, 45, 50, 75, 125}[rng.IntN(9)]
	m := rules.Units(units)
	if m < r.Limits.Min {
		m = r.Limits.Min * rules.Money(1+rng.IntN(3))
	}
	if r.Limits.Max > 0 && m > r.Limits.Max {
		m = r.Limits.Max
	}
	return m
}

// Deal deals the next round: the players bet, the student closes the
// bets. A round the table cannot deal is said in a notice, and returned.
func (d *Blackjack) Deal() error {
	// At 004 a session lasts LastHandEvery rounds, its last announced:
	// "l'ultima mano" (Regole particolari 16).
	d.Rounds++
	if d.Rules.Article(rules.TopicLastHand) != "" && d.Rounds%LastHandEvery == 0 {
		d.Table.DealLastHand()
	}
	d.seatsComeAndGo()
	round, err := d.Table.Deal(d.bets(), credit)
	if err != nil {
		// The built-in tables always seat enough players; should one not,
		// the school says why on screen, and the summary's button deals
		// again.
		d.host.Notify(locales.SchoolCannotDeal, err)
		d.Round, d.Over = nil, true
		d.Dirty = true
		return err
	}
	d.Round = round
	d.NewRound()
	d.Plan()
	d.Recent = d.Recent[:0]
	clear(d.Bubbles)
	d.Pause = BotTicks
	return nil
}

// Playing implements Desk.
func (d *Blackjack) Playing() bool { return d.Round != nil && !d.Round.Done() }

// Dealt implements Desk.
func (d *Blackjack) Dealt() bool { return d.Round != nil }

// Thinking implements Desk: a computer player is to answer.
func (d *Blackjack) Thinking() bool { return d.Playing() && !d.Round.Turn().Dealer }

// Due implements Desk.
func (d *Blackjack) Due() (string, bool) {
	if !d.Playing() {
		return "", false
	}
	t := d.Round.Turn()
	if !t.Dealer {
		return "", false
	}
	return StepText(d.Loc(), t.Due), true
}

// Article implements Desk.
func (d *Blackjack) Article() (article, quote string) {
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

// Think implements Desk: the computer player whose turn it is answers,
// after a moment's thought.
func (d *Blackjack) Think() bool {
	r := d.Round
	if r == nil || r.Done() {
		return false
	}
	t := r.Turn()
	if t.Dealer {
		return false
	}
	if d.Pause > 0 {
		d.Pause--
		if d.Pause == BotTicks-1 {
			d.Dirty = true // show who is thinking
			return true
		}
		return false
	}
	if d.MaybeIncident(); r.Turn().Dealer {
		return true // an incident came: its remedy is the dealer's
	}
	if d.testRequest(t) {
		return true
	}
	act := players.Decide(r, nil, d.Rng)
	if _, err := r.Apply(act); err != nil {
		legal := r.Legal()
		if len(legal) == 0 {
			return false
		}
		if _, err := r.Apply(legal[0]); err != nil {
			return false
		}
		act = legal[0]
	}
	d.Bubbles[t.Box] = DecisionWord(d.Loc(), d.Rules, act)
	return d.said(d.Loc().T(locales.SchoolSays, d.NameOf(t.Box), d.Bubbles[t.Box]))
}

// testRequest lets the computer player whose turn it is put the croupier
// to the test, as dealer-school examiners do (issue 9, "The mode"): at the
// Argentine table a two-card 10 asks to double, which only an 11 may
// (Otras apuestas 1: the croupier refuses it); at the Italian casino a
// blackjack against a ten asks for even money, which the regulation allows
// (Cap. 1: "un asso o una carta di valore dieci"): the croupier pays it at
// once. It reports whether the player asked.
func (d *Blackjack) testRequest(t blackjack.Turn) bool {
	r := d.Round
	var ask blackjack.Action
	switch {
	case t.Question == blackjack.AskPlay && d.Rules.AskDouble && !t.Options.Has(blackjack.OptDouble):
		b := r.Box(t.Box)
		if b == nil || t.Hand < 1 || t.Hand > len(b.Hands) {
			return false
		}
		h := &b.Hands[t.Hand-1]
		if tot := h.Total(); len(h.Cards) != 2 || tot.Value != 10 || tot.Soft || d.Rng.IntN(2) == 0 {
			return false
		}
		ask = blackjack.Action{Kind: blackjack.Double}
	case t.Question == blackjack.AskEvenMoney:
		up, ok := r.DealerUpCard()
		if !ok || !up.Rank.IsTenValue() {
			return false
		}
		ask = blackjack.Action{Kind: blackjack.EvenMoney}
	default:
		return false
	}
	if _, err := r.Request(ask); err != nil {
		return false
	}
	d.Bubbles[t.Box] = DecisionWord(d.Loc(), d.Rules, ask)
	return d.said(d.Loc().T(locales.SchoolAsks, d.NameOf(t.Box), d.Bubbles[t.Box]))
}

// NameOf is the name of the player of a box.
func (d *Blackjack) NameOf(box int) string {
	if box >= 1 && box < len(d.Seats) && d.Seats[box].Name != "" {
		return d.Seats[box].Name
	}
	return d.Loc().T(locales.SchoolPlayer)
}

// Try implements Desk: a blackjack.Action, accepted, is counted right;
// refused, it is counted wrong and the stop says why; in the exam the
// examiner then takes the step that was due.
func (d *Blackjack) Try(action any) (Result, error) {
	return tryAs(action, d.try)
}

// try applies the student's dealer step.
func (d *Blackjack) try(act blackjack.Action) Result {
	r := d.Round
	if r == nil || r.Done() {
		return Result{}
	}
	loc := d.Loc()
	t := r.Turn()
	if !t.Dealer {
		// A player is deciding: the engine says so, with the article; a
		// step of the dealer's own moment is taken (000 Art. 27: a box's
		// total called while its player decides).
		n := len(r.Log())
		if err := d.apply(act); err != nil || len(r.Log()) == n {
			return Result{Refusal: d.refused(act, t, err)}
		}
		did := r.Log()[len(r.Log())-1].Action
		d.Record(did, true, true)
		d.Right(StepText(loc, did))
		return Result{Accepted: true, Taken: []any{did}, Aside: true}
	}
	due := t.Due
	n := len(r.Log())
	if err := d.apply(act); err != nil {
		res := Result{Refusal: d.refused(act, t, err)}
		if d.examinerTakes(t) {
			res.Taken = []any{t.Due}
		}
		res.Done = r.Done()
		return res
	}
	if l := r.Log(); len(l) > n {
		// The step taken: the one due, or the next one where the
		// regulation leaves the one due free (house practice), or a
		// step of the dealer's own moment.
		due = l[len(l)-1].Action
	}
	d.Record(due, true, true)
	d.Right(StepText(loc, due))
	if adv, ok := r.Advice(); ok {
		d.Said = d.advice(adv)
	}
	d.advance(due, t.Due)
	return Result{Accepted: true, Taken: []any{due}, Done: r.Done()}
}

// examinerTakes takes the step that was due after a mistake in the exam:
// no take-back, the round goes on. It reports whether it took it.
func (d *Blackjack) examinerTakes(t blackjack.Turn) bool {
	if !d.Exam || !t.Dealer || d.Round.Done() {
		return false
	}
	if err := d.apply(t.Due); err != nil {
		return false
	}
	d.Since = d.host.Tick()
	d.advance(t.Due, t.Due)
	return true
}

// advance goes on from a dealer's step taken (wasDue the step that was
// due when it was taken): the view's part, an incident noted or brought,
// the round finished.
func (d *Blackjack) advance(due, wasDue blackjack.Action) {
	r := d.Round
	d.Recent = append(d.Recent, due)
	if d.Taken != nil {
		d.Taken(due)
	}
	if due.Kind == blackjack.CloseBets || wasDue.Kind == blackjack.CloseBets {
		clear(d.Bubbles) // the bets closed, by the call or by the first card
	}
	d.Pause = BotTicks
	d.NoteIncident()
	if r.Done() {
		d.notePackCheck()
		d.Finish()
		return
	}
	d.MaybeIncident()
}

// apply applies an action to the round.
func (d *Blackjack) apply(act blackjack.Action) error {
	_, err := d.Round.Apply(act)
	return err
}

// refused counts a wrong step and returns its stop.
func (d *Blackjack) refused(act blackjack.Action, t blackjack.Turn, err error) *Stop {
	loc := d.Loc()
	st := Stop{Did: StepText(loc, act)}
	if t.Dealer {
		st.Due = StepText(loc, t.Due)
	}
	var ie *game.IllegalError
	if errors.As(err, &ie) && t.Dealer && len(ie.Legal) == 1 {
		// The step the regulation requires now: past a step of house
		// practice due, the engine names the first one required.
		if req, perr := notation.ParseDealerStep(ie.Legal[0]); perr == nil && req != t.Due {
			t.Due = req
			st.Due = StepText(loc, req)
		}
	}
	if ie != nil {
		st.Why = d.why(ie.Code, act, t)
		st.Article = ie.Article
		st.Quote = cmp.Or(ie.Quote, QuoteOf(d.Rules, ie.Article))
		// An incident being handled: its own words, and why it comes first.
		if p, ok := d.Round.Pending(); ok && (ie.Code == p.Kind.String() || p.Remedy.Kind != 0) {
			st.Why = loc.T(locales.SchoolWhyIncident, d.IncidentName(p.Kind.String()))
			st.Article = p.Article
			if p.Quote != "" {
				st.Quote = p.Quote
			}
		}
	}
	d.Record(t.Due, t.Dealer, false)
	d.Wrong(st)
	return d.Stopped
}

// why says in the user's language why a step was refused, from the
// engine's code.
func (d *Blackjack) why(code string, act blackjack.Action, t blackjack.Turn) string {
	loc := d.Loc()
	total := d.Round.DealerTotal().Value
	switch code {
	case "player-turn", "not-your-turn", "wrong-question":
		return loc.T(locales.SchoolWhyPlayerTurn, loc.T(locales.SchoolBoxAt, t.Box))
	case "wrong-order":
		if t.Dealer {
			return loc.T(locales.SchoolWhyOrderFirst, StepText(loc, t.Due))
		}
		return loc.T(locales.SchoolWhyWrongOrder)
	case "face-down":
		return loc.T(locales.SchoolWhyFaceDown)
	case "face-up":
		return loc.T(locales.SchoolWhyFaceUp)
	case "dealer-must-draw":
		return loc.T(locales.SchoolWhyDealerMustDraw, total)
	case "dealer-must-stand":
		return loc.T(locales.SchoolWhyDealerMustStand, total)
	case "dealer-bust":
		return loc.T(locales.SchoolWhyDealerBust, total)
	case "wrong-total":
		if t.Due.Kind == blackjack.CallTotal {
			return loc.T(locales.SchoolWhyCallSum, BoxLabel(loc, t.Due.Box, t.Due.Hand), words.CallNotation(loc, t.Due))
		}
		return loc.T(locales.SchoolWhyWrongTotal, AnnouncedText(loc, t.Due.Total))
	case "call-total":
		return loc.T(locales.SchoolWhyCall, words.HandCall(loc, d.Round.Box(t.Due.Box).Hands[max(t.Due.Hand, 1)-1].Total().Value, t.Due.Soft))
	case "no-call":
		return loc.T(locales.SchoolWhyNoCall)
	case "wrong-box":
		return loc.T(locales.SchoolWhyCallBox, BoxLabel(loc, t.Due.Box, t.Due.Hand))
	case "cards-by-box":
		return loc.T(locales.SchoolWhyCardsByBox)
	case "cards-now":
		return loc.T(locales.SchoolWhyCardsNow)
	case "last-hand":
		return loc.T(locales.SchoolWhyLastHand)
	case "refuse-request":
		return loc.T(locales.SchoolWhyRefuse)
	case "wrong-result":
		if t.Due.Kind == blackjack.Collect {
			return loc.T(locales.SchoolWhyCollectIt)
		}
		return loc.T(locales.SchoolWhyPayIt)
	case "wrong-amount":
		return loc.T(locales.SchoolWhyWrongAmount, t.Due.Amount, act.Amount)
	case "over":
		return loc.T(locales.SchoolWhyOver)
	case "bj-at-once":
		return loc.T(locales.SchoolWhyBlackjackAtOnce)
	case "bust-at-once":
		return loc.T(locales.SchoolWhyBustAtOnce)
	case "insurance-loses":
		return loc.T(locales.SchoolWhyInsuranceLoses)
	case "insurance-loses-call":
		return loc.T(locales.SchoolWhyInsuranceLosesNo)
	case "no-discard":
		return loc.T(locales.SchoolWhyNoDiscard)
	case "split-order":
		return loc.T(locales.SchoolWhySplitOrder, t.Due.Hand)
	case "bust-at-end":
		return loc.T(locales.SchoolWhyBustAtEnd)
	}
	if t.Dealer && (code == "wrong-step" || code == "no-incident") {
		return loc.T(locales.SchoolWhyStepFirst, StepText(loc, t.Due))
	}
	return loc.T(locales.SchoolWhyWrongStep)
}

// advice says the school's advice on a step accepted: house practice no
// clause of the table prescribes, shown and not counted.
func (d *Blackjack) advice(adv blackjack.Advice) string {
	loc := d.Loc()
	if adv.Code == "house-total" {
		return loc.T(locales.SchoolAdviceHouseTotal, AnnouncedText(loc, adv.Due.Total))
	}
	return loc.T(locales.SchoolAdviceHouse, StepText(loc, adv.Due))
}

// MaybeIncident brings the round's planned incident in, now and then,
// when one of the table's incidents can happen now.
func (d *Blackjack) MaybeIncident() {
	if d.Round != nil && !d.Round.Done() && bring(d.Core, blackjack.Incidents(), func(k blackjack.IncidentKind) error {
		_, err := incident.Bring(d.Round, k)
		return err
	}) {
		d.NoteIncident()
	}
}

// NoteIncident says the incident being handled, or clears it.
func (d *Blackjack) NoteIncident() {
	p, ok := d.Round.Pending()
	d.notePending(p.Kind, p.Article, ok)
}

// notePackCheck says, as a hand dealt from the shoe of 004's reserved
// tables ends, the check of the pack its incidents call for: the cards
// counted after several fell (Regole particolari 5), the whole sizain
// checked and reshuffled into the sabot after a card came out face up
// (Regole particolari 11), with the article.
func (d *Blackjack) notePackCheck() {
	var key locales.Key
	var topic rules.Topic
	switch d.Round.PackCheck() {
	case blackjack.PackCounted:
		key, topic = locales.SchoolPackCounted, rules.TopicFallenCards
	case blackjack.PackReshuffled:
		key, topic = locales.SchoolPackReshuffled, rules.TopicExposedCard
	default:
		return
	}
	d.Said = d.Loc().T(key, d.Rules.Article(topic))
	d.Dirty = true
}

// LastBoxDealt is the box that received the last card of the round, the
// one the cut card came out at: 0 when none.
func (d *Blackjack) LastBoxDealt() int {
	for i := len(d.Recent) - 1; i >= 0; i-- {
		if a := d.Recent[i]; a.Kind == blackjack.Deal && a.Box > 0 {
			return a.Box
		}
	}
	return 0
}
