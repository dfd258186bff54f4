package pbdriver

import (
	"math/rand/v2"
	"time"

	"sabot/driver"
	"sabot/game/punto"
	"sabot/game/punto/roads"
	"sabot/rules"
)

// The players' names in the coups' records: the user, the computer players
// seated at a position (Computer and the position's number) and those
// standing at a free one (Standing and the number), as the hand history
// reads them (session.UserName, session.PuntoComputer,
// session.PuntoStanding).
const (
	UserName = driver.UserName
	Computer = "cpu"
	Standing = "standing"
)

// Seat is the user's position: the middle of the arc, nearest the
// screen's edge.
const Seat = 5

// Host is what the driver needs of the game around it: what every table's
// driver needs (driver.Host), and the commit of a finished coup.
type Host interface {
	driver.Host
	// CommitRound commits a finished coup once: its line in the round
	// log, the bankroll moved by the user's net, the journal removed.
	CommitRound(c Commit)
}

// Commit is a finished coup as the driver commits it.
type Commit struct {
	// Table is the rule set's id; Round the coup's id.
	Table, Round string
	// Time is when the coup ended.
	Time time.Time
	// Net is the user's net on the coup; Staked what he had on the
	// layout (zero: he had no bet, and his bankroll's curve does not
	// move).
	Net, Staked rules.Money
	// Record is the engine's record of the coup.
	Record punto.Record
}

// Driver is one Super Punto Banco table's life: its positions, the bets,
// the coup, the shoe, the roads, its journal and its commit. Its methods
// are called from one goroutine.
type Driver struct {
	host  Host
	rules rules.RuleSet
	// rng is the table's random source: the shoes, the computer players'
	// seats and bets, the slips.
	rng   *rand.Rand
	table *punto.Table
	round *punto.Round
	evbuf []punto.Event

	betting bool // the bets are open
	// seated are the computer players' positions, in order; crowdBets
	// their bets (and the standing players') of the coup.
	seated    []int
	crowdBets []punto.Bet
	stake     Stake // the user's bets now
	last      Stake // the user's bets of the last coup, for Repeat
	standing  bool  // the user stands (Art. 13: he does not read)
	peeked    bool  // the user has turned his Punto cards to look at them
	userBets  bool  // the user has bets in the coup being dealt
	slips     Slips

	roundID string
	jr      driver.Journal
	// replay are the steps of a coup brought back still to replay.
	replay []punto.Action
	record punto.Record // the last coup's
	// lastNet and lastStaked are the user's net and stake on the last
	// coup.
	lastNet, lastStaked rules.Money
	clock               func() time.Time
	shoes               int          // shoes seen, to start the roads again at a new one
	board               []roads.Coup // the shoe's coups, for the roads

	// trainer: the trainer checks the user's calls; session: a play
	// session of the table is open in the progress.
	trainer, session bool

	events []Event
}

// Slips are how often the table's people make the mistakes the regulation
// remedies, per coup, in percent: the first card seen in the sabot (a
// Colpo in Bianco, Art. 1), a computer reader's call against the rule
// (corrected "alla regola"), the dealer's wrong score ("Le carte parlano",
// Art. 9).
type Slips struct {
	Blank, Reader, Announce int
}

// DefaultSlips are the slips of play.
var DefaultSlips = Slips{Blank: 2, Reader: 4, Announce: 2}

// New seats the user at the Super Punto Banco table r with random source
// rng: the computer players of the settings take the positions the session
// keeps (drawn every time, so that the source runs the same way). The bets
// are not open yet: OpenBets opens them.
func New(h Host, r rules.RuleSet, rng *rand.Rand) *Driver {
	d := &Driver{host: h, rules: r, rng: rng, slips: DefaultSlips, clock: time.Now}
	d.table, _ = punto.NewTable(r, rng)
	d.seated = seatCrowd(h, r, rng)
	return d
}

// Drain returns the events since the last Drain, in order, and forgets
// them.
func (d *Driver) Drain() []Event {
	evs := d.events
	d.events = nil
	return evs
}

func (d *Driver) emit(e Event) { d.events = append(d.events, e) }

// SetClock sets the clock of the coups' records (tests).
func (d *Driver) SetClock(c func() time.Time) { d.clock = c }

// SetSlips sets how often the table's people slip (tests: none, or always).
func (d *Driver) SetSlips(s Slips) { d.slips = s }

// Rules returns the table's rule set.
func (d *Driver) Rules() rules.RuleSet { return d.rules }

// Table returns the engine's table: its shoe, its button, its counts.
func (d *Driver) Table() *punto.Table { return d.table }

// Round returns the coup dealt (nil while the bets are open).
func (d *Driver) Round() *punto.Round { return d.round }

// Record is the last coup's record.
func (d *Driver) Record() punto.Record { return d.record }

// Betting reports whether the bets are open.
func (d *Driver) Betting() bool { return d.betting }

// RoundID is the id of the coup in progress or last played ("" before the
// first), as the round log and the journal know it.
func (d *Driver) RoundID() string { return d.roundID }

// Seated returns the computer players' positions, in order.
func (d *Driver) Seated() []int { return d.seated }

// CrowdBets are the computer players' bets of the coup, and the standing
// players'.
func (d *Driver) CrowdBets() []punto.Bet { return d.crowdBets }

// Stake is the user's bets now.
func (d *Driver) Stake() Stake { return d.stake }

// Last is the user's bets of the last coup he bet on.
func (d *Driver) Last() Stake { return d.last }

// Standing reports whether the user stands (Art. 13).
func (d *Driver) Standing() bool { return d.standing }

// Peeked reports whether the user has turned his Punto cards.
func (d *Driver) Peeked() bool { return d.peeked }

// UserBets reports whether the user has bets in the coup dealt.
func (d *Driver) UserBets() bool { return d.userBets }

// Board is the shoe's coups, for the roads.
func (d *Driver) Board() []roads.Coup { return d.board }

// LastNet is the user's net on the last coup, and what he had staked on
// it.
func (d *Driver) LastNet() (net, staked rules.Money) { return d.lastNet, d.lastStaked }

// TrainerOn reports whether the trainer checks the user's calls.
func (d *Driver) TrainerOn() bool { return d.trainer }

// SetTrainer switches the trainer on or off.
func (d *Driver) SetTrainer(on bool) { d.trainer = on }

// UserReads reports whether the coup waits for the user's call as the
// reader.
func (d *Driver) UserReads() bool {
	return d.round != nil && !d.betting && d.round.Awaiting() == punto.ReaderAt(Seat)
}

// Natural reports whether the Punto cards the user reads are a battuta, 8
// or 9 on two cards: only then is "show" a call he is offered.
func (d *Driver) Natural() bool {
	return d.round != nil && len(d.round.Cards(punto.Punto)) == 2 && d.round.Points(punto.Punto) >= 8
}

// Sabot is the shoe as the table shows it: the cards left in it, and
// those behind the cut card while the cut card is in it (before the first
// shoe, a whole shoe with the cut card where the table places it).
func (d *Driver) Sabot() (left, behindCut int) {
	s := d.table.Shoe()
	if s == nil {
		return d.rules.Decks * 52, d.rules.CutCardBehind
	}
	if s.HasCut() && !s.CutOut() {
		behindCut = s.Remaining() - s.CardsBeforeCut()
	}
	return s.Remaining(), behindCut
}
