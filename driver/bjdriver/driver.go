package bjdriver

import (
	"math/rand/v2"
	"time"

	"sabot/driver"
	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/game/blackjack/table"
	"sabot/locales"
	"sabot/players"
	"sabot/rules"
)

// UserName is the name of the user's boxes and bets in the engine's rounds
// and in the hand history (session.UserName).
const UserName = driver.UserName

// Phase is where the table is between rounds.
type Phase uint8

const (
	// Betting: the user places his bets.
	Betting Phase = iota
	// Playing: a round is dealt.
	Playing
	// Over: the round is over and committed, its result on the felt.
	Over
)

// Host is what the driver needs of the game around it: what every table's
// driver needs (driver.Host: the user's money, the settings' count of
// computer players, the store of the journal, the session's seating, the
// round's id, the trainer's progress), the user's language and boxes, and
// the books the round is committed to (session.Context does all of this
// through a small adapter).
type Host interface {
	driver.Host
	// Loc is the user's language (the computer players' names, the words
	// "no article").
	Loc() *locales.Locale
	// UserBoxes are the boxes the user played at table id this session;
	// Played records one.
	UserBoxes(id string) []int
	Played(id string, box int)
	// CommitRound commits a finished round once: its line in the round
	// log, the bankroll moved by the user's net, the journal removed.
	CommitRound(c Commit)
}

// Commit is a finished round as the driver commits it.
type Commit struct {
	// Table is the rule set's id; Round the round's id.
	Table, Round string
	// Time is when the round ended.
	Time time.Time
	// Net is the user's net on the round.
	Net rules.Money
	// Record is the engine's hand record.
	Record record.Record
}

// Driver is one blackjack table's life: its seats, the bets, the round,
// its journal and its commit. Its methods are called from one goroutine.
type Driver struct {
	host  Host
	rules rules.RuleSet
	table *table.Table
	round *blackjack.Round
	// pcg is the table's random source, kept to journal its state; rng
	// draws the seats, the computer players' stakes and decisions;
	// behindRng when a computer player comes, goes or bets behind a box,
	// apart so that it does not change the other draws.
	pcg            *rand.PCG
	rng, behindRng *rand.Rand
	phase          Phase
	roundID        string
	jr             journal
	// replay are the steps of a round brought back still to replay.
	replay []blackjack.Logged
	// resumed: the round was brought back from its journal; finishing:
	// the game plays the user's choices for him (finish.go).
	resumed, finishing bool

	seats []players.Seat // by box number
	bets  betting        // the bets of the round in preparation or dealt
	last  betting        // the user's bets of the last round, for Repeat
	// hasLast: there are last bets to repeat.
	hasLast bool
	// stood: the user sat a hand out where a seated player must bet on
	// every hand, and his seat was freed (001 Disposiciones 1, seats.go).
	stood bool

	// staged is the screenshot staging: the computer players keep off the
	// user's box and bet behind only where Behind asks it.
	staged, stagedBehind bool

	// lastNet and voided are the last round's user's net and whether it
	// was void.
	lastNet rules.Money
	voided  bool

	// gr is the trainer's grading (grade.go).
	gr grading

	clock  func() time.Time
	events []Event
}

// betting are the bets by box: the user's, his Perfect Pairs, the
// computer players' and the user's behind a computer player's box.
type betting struct {
	user, bots, behind []rules.Money
	pp                 []bool
}

func newBetting(n int) betting {
	return betting{user: make([]rules.Money, n), bots: make([]rules.Money, n), behind: make([]rules.Money, n), pp: make([]bool, n)}
}

// NewTableRng is the table's random source from seed, kept as the PCG it
// wraps so that its state can be journaled (the same stream as
// rules.NewRand).
func NewTableRng(seed uint64) (*rand.PCG, *rand.Rand) {
	p := rand.NewPCG(seed, seed^0x9E3779B97F4A7C15)
	return p, rand.New(p)
}

// New seats the user at blackjack table r with seed: the computer players
// take their seats in the order the session keeps (the order is drawn every
// time, so that the random source runs the same way), the shoe is
// shuffled. The bets are not open yet: OpenBets opens them.
func New(h Host, r rules.RuleSet, seed uint64) *Driver {
	pcg, trng := NewTableRng(seed ^ 0x5ab07b1ac)
	d := &Driver{
		host: h, rules: r, rng: rules.NewRand(seed), pcg: pcg,
		table:     table.New(r, trng),
		behindRng: rules.NewRand(seed ^ 0xbe41dbe7),
		bets:      newBetting(r.Boxes + 1),
		clock:     time.Now,
	}
	order := h.KeepOrder(r.ID, players.DrawOrder(r, players.Names(h.Loc(), r.Country), d.rng))
	d.seats = players.SeatsInOrder(r, d.computerPlayers(), order, h.UserBoxes(r.ID))
	return d
}

// computerPlayers is how many computer players sit down: the settings'
// count (none at all is allowed wherever the regulation lets a player play
// alone), or the fewest that let the game start where the regulation wants
// more players seated (001 Desarrollo 1: three), which the user is told,
// with the article.
func (d *Driver) computerPlayers() int {
	n, r := d.host.ComputerPlayers(), d.rules
	if r.MinSeatedPlayers > 0 && 1+n < r.MinSeatedPlayers {
		n = r.MinSeatedPlayers - 1
		d.notify(locales.BJSeatedMin, n, r.MinSeatedPlayers, d.Article(rules.TopicSeatedPlayers))
	}
	return n
}

// Drain returns the events since the last Drain, in order, and forgets
// them.
func (d *Driver) Drain() []Event {
	evs := d.events
	d.events = nil
	return evs
}

func (d *Driver) emit(e Event) { d.events = append(d.events, e) }

func (d *Driver) notify(key locales.Key, args ...any) { d.emit(Notice{Key: key, Args: args}) }

// Article is the article of the table's regulation on topic t, or the
// words that say there is none.
func (d *Driver) Article(t rules.Topic) string {
	if a := d.rules.Article(t); a != "" {
		return a
	}
	return d.host.Loc().T(locales.BJNoArticle)
}

// SetClock sets the clock of the hand records (tests).
func (d *Driver) SetClock(c func() time.Time) { d.clock = c }

// Stage stages a screenshot: the computer players keep off the user's box,
// and bet behind his box only when behind.
func (d *Driver) Stage(behind bool) { d.staged, d.stagedBehind = true, behind }

// Rules returns the table's rule set.
func (d *Driver) Rules() rules.RuleSet { return d.rules }

// Table returns the engine's table (its shoe, for the view and the
// trainer).
func (d *Driver) Table() *table.Table { return d.table }

// Round returns the round dealt or last played (nil before the first).
func (d *Driver) Round() *blackjack.Round { return d.round }

// Phase returns where the table is.
func (d *Driver) Phase() Phase { return d.phase }

// RoundID is the id of the round in progress or last played ("" before
// the first), as the round log and the journal know it.
func (d *Driver) RoundID() string { return d.roundID }

// Rand is the random source of the computer players' decisions (the
// screenshot staging decides the user's with it too).
func (d *Driver) Rand() *rand.Rand { return d.rng }

// Seats returns the seats by box number (index 0 unused): the view reads
// them, the screenshot staging frees one.
func (d *Driver) Seats() []players.Seat { return d.seats }

// Bet is the user's bet on box.
func (d *Driver) Bet(box int) rules.Money { return d.bets.user[box] }

// PP reports whether the user put the Perfect Pair of box.
func (d *Driver) PP(box int) bool { return d.bets.pp[box] }

// Behind is the user's bet behind the computer player of box.
func (d *Driver) Behind(box int) rules.Money { return d.bets.behind[box] }

// BotBet is the bet of the computer player of box.
func (d *Driver) BotBet(box int) rules.Money { return d.bets.bots[box] }

// HasLast reports whether there are last bets to repeat.
func (d *Driver) HasLast() bool { return d.hasLast }

// Now is the time of the driver's clock (the hand records').
func (d *Driver) Now() time.Time { return d.clock() }

// Stood reports whether the user sits this hand out, his seat freed.
func (d *Driver) Stood() bool { return d.stood }

// Resumed reports whether the round was brought back from its journal.
func (d *Driver) Resumed() bool { return d.resumed }

// Finishing reports whether the game plays the user's choices for him.
func (d *Driver) Finishing() bool { return d.finishing }

// LastNet is the user's net on the last round.
func (d *Driver) LastNet() rules.Money { return d.lastNet }

// Voided reports whether the last round was void.
func (d *Driver) Voided() bool { return d.voided }
