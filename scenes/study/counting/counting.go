package counting

import (
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/study/page"
	"sabot/tutor/counting"
	"sabot/tutor/learner"
)

// countPhase is where a counting sitting is.
type countPhase uint8

const (
	countSetup    countPhase = iota // choosing the table and the drill
	countShowing                    // the cards are on screen
	countTyping                     // the cards are gone: the answer is typed
	countAnswered                   // the verdict shows
)

// Indexes of the counting scene's clickable choices (Select).
const (
	countTargetTable = 0  // + the table's index
	countTargetMode  = 10 // + the mode
)

// The rows of the setup.
const (
	countRowTable = iota
	countRowMode
)

// maxCountTyped is the most characters of an answer: a sign and three
// digits.
const maxCountTyped = 4

// Scene is the card-counting drill: the user picks a blackjack table
// and a drill (cards flashed one at a time, a whole round dealt at speed,
// or the true count from a running count and the discard tray), counts
// with Hi-Lo and types the count; the verdict shows the right count and
// every card's tag. Each answer is recorded in the App's progress and
// saved.
type Scene struct {
	app    *session.Context
	back   session.Scene
	tables []rules.RuleSet
	table  int
	mode   learner.CountMode
	row    int
	phase  countPhase

	drill  *learner.CountDrill
	q      learner.CountQuestion
	last   learner.CountAnswer
	typed  string
	ticks  int // ticks since the question was dealt
	answer int // ticks since the cards went (the time to answer)
	chars  []rune
	clock  func() time.Time

	right, total, streak, best int

	shotDone bool // the screenshot's sequence has answered

	view countView
}

// New opens the counting drills on table r (the first blackjack
// table when r is not one); Esc on the setup goes to back (the menu when
// nil).
func New(a *session.Context, r rules.RuleSet, back session.Scene) *Scene {
	s := &Scene{app: a, back: back, clock: time.Now}
	s.tables, s.table = page.BlackjackTables(r)
	s.view.init()
	return s
}

// Table returns the table chosen, and Mode the drill.
func (s *Scene) Table() rules.RuleSet { return s.tables[s.table] }

// Mode returns the drill chosen.
func (s *Scene) Mode() learner.CountMode { return s.mode }

// Busy is false: typing never waits for an animation.
func (s *Scene) Busy() bool { return false }

// Targets implements Scene.
func (s *Scene) Targets() []input.Target { return s.view.Targets }

// Layout implements Scene.
func (s *Scene) Layout(a *session.Context) { s.view.layout(s) }

// Draw implements Scene.
func (s *Scene) Draw(screen *ebiten.Image) { s.view.draw(s, screen) }

// Update implements Scene.
func (s *Scene) Update(a *session.Context, events []input.Event) error {
	switch s.phase {
	case countShowing:
		s.ticks++
		if s.ticks >= s.showTicks() {
			s.phase = countTyping
			s.view.dirty = true
		}
	case countTyping:
		s.ticks += a.Ticks()
		s.answer += a.Ticks()
	}
	if s.phase == countTyping || s.phase == countShowing {
		s.chars = ebiten.AppendInputChars(s.chars[:0])
		s.typeChars(s.chars)
	}
	for _, e := range events {
		if s.phase == countSetup {
			s.setupEvent(e)
		} else {
			s.countEvent(e)
		}
	}
	s.view.update(s)
	return nil
}

// Still implements session.Still: but while the cards are shown one after
// the other; the time to answer, counted in ticks, goes on at rest
// (Context.Ticks).
func (s *Scene) Still() bool { return !s.view.dirty && s.phase != countShowing }

// intervalTicks is how many ticks each card of the question shows.
func (s *Scene) intervalTicks() int {
	return max(int(s.q.Interval.Seconds()*float64(ebiten.DefaultTPS)+0.5), 1)
}

// showTicks is how long the question's cards stay on screen: each card its
// interval, a round half as long a card (it is seen at a glance, as at the
// table); the true count's question stays.
func (s *Scene) showTicks() int {
	switch s.q.Mode {
	case learner.CountCards:
		return s.intervalTicks() * len(s.q.Cards)
	case learner.CountRound:
		return s.intervalTicks() * len(s.q.Cards) / 2
	}
	return 0
}

// shownCard is the index of the card on screen in the cards drill.
func (s *Scene) shownCard() int { return s.ticks / s.intervalTicks() }

// typeChars takes the characters typed: digits, and a minus sign first.
// Typing while the cards still show is allowed (a quick counter answers
// before they go).
func (s *Scene) typeChars(chars []rune) {
	for _, c := range chars {
		switch {
		case c >= '0' && c <= '9' && len(s.typed) < maxCountTyped:
			if s.typed == "0" || s.typed == "-0" {
				s.typed = s.typed[:len(s.typed)-1]
			}
			s.typed += string(c)
		case (c == '-' || c == '−') && s.typed == "":
			s.typed = "-"
		case c == '+' && s.typed == "":
		default:
			continue
		}
		s.view.dirty = true
	}
}

// setupEvent handles an event of the setup page.
func (s *Scene) setupEvent(e input.Event) {
	a := s.app
	switch e.Action {
	case input.Up:
		s.row = max(s.row-1, countRowTable)
	case input.Down:
		s.row = min(s.row+1, countRowMode)
	case input.Left, input.Right:
		d := 1
		if e.Action == input.Left {
			d = -1
		}
		if s.row == countRowTable {
			s.setTable(s.table + d)
		} else {
			s.setMode(int(s.mode) + d)
		}
	case input.Select:
		if e.Index >= countTargetMode {
			s.setMode(e.Index - countTargetMode)
			s.row = countRowMode
		} else {
			s.setTable(e.Index - countTargetTable)
			s.row = countRowTable
		}
	case input.Confirm:
		s.begin()
	case input.Back:
		if s.back != nil {
			a.GoTo(s.back)
		} else {
			a.GoTo(a.Routes.Menu(a))
		}
		return
	}
	s.view.dirty = true
}

func (s *Scene) setTable(i int) {
	i = min(max(i, 0), len(s.tables)-1)
	if i != s.table {
		s.table = i
		s.app.Sound.Play(assets.CardSlide)
	}
}

func (s *Scene) setMode(i int) {
	i = min(max(i, 0), len(page.CountModes)-1)
	if page.CountModes[i] != s.mode {
		s.mode = page.CountModes[i]
		s.app.Sound.Play(assets.Chip)
	}
}

// begin makes the drill and deals its first question.
func (s *Scene) begin() {
	a := s.app
	d, err := learner.NewCountDrill(s.Table(), s.mode, rand.New(rand.NewPCG(a.Rand.Uint64(), a.Rand.Uint64())), a.Progress)
	if err != nil {
		a.Notify(locales.CountFailed, err)
		return
	}
	s.drill = d
	s.right, s.total, s.streak, s.best = 0, 0, 0, 0
	s.next()
}

// next deals the next question.
func (s *Scene) next() {
	s.q = s.drill.Next()
	s.typed = ""
	s.ticks, s.answer = 0, 0
	s.phase = countShowing
	if s.q.Mode == learner.CountTrue {
		s.phase = countTyping
	}
	s.app.Sound.Play(assets.CardSlide)
	s.view.dealt(s)
}

// countEvent handles an event while counting.
func (s *Scene) countEvent(e input.Event) {
	switch e.Action {
	case input.Back:
		s.phase = countSetup
		s.view.dirty = true
	case input.Clear:
		if s.typed != "" && s.phase != countAnswered {
			s.typed = s.typed[:len(s.typed)-1]
			s.view.dirty = true
		}
	case input.Confirm:
		switch s.phase {
		case countAnswered:
			s.next()
		case countTyping, countShowing:
			s.submit()
		}
	}
}

// submit grades the typed answer, records it and saves the progress.
func (s *Scene) submit() {
	a := s.app
	given, err := strconv.Atoi(s.typed)
	if err != nil {
		return // nothing typed yet, or only the sign
	}
	ans, err := s.drill.Answer(s.q, given, float64(s.ticks)/float64(ebiten.DefaultTPS), s.clock())
	if err != nil {
		a.Notify(locales.CountFailed, err)
		return
	}
	s.last = ans
	s.total++
	if ans.Correct {
		s.right++
		s.streak++
		s.best = max(s.best, s.streak)
		a.Sound.Play(assets.Chip)
	} else {
		s.streak = 0
	}
	s.phase = countAnswered
	a.SaveProgress()
	s.view.dirty = true
}

// countAboutKey is the locale key of a drill's description.
func countAboutKey(m learner.CountMode) locales.Key {
	switch m {
	case learner.CountRound:
		return locales.CountAboutRound
	case learner.CountTrue:
		return locales.CountAboutTrue
	}
	return locales.CountAboutCards
}

// shotCountMode is the drill of the screenshot.
var shotCountMode = learner.CountRound

// ShotStep starts the drill of the round at speed, lets the round go, and
// types a count one off: the verdict of a wrong answer, every card's tag
// on screen.
func (s *Scene) ShotStep(tick int) bool {
	switch {
	case s.phase == countSetup && tick == 0:
		s.setMode(int(shotCountMode))
		s.begin()
	case s.phase == countShowing:
	case s.phase == countTyping && !s.shotDone:
		if s.typed == "" {
			s.typeChars([]rune(strconv.Itoa(int(s.drillWant()) + 1)))
			return false
		}
		s.shotDone = true
		s.submit()
		s.view.update(s) // the verdict painted for the picture
	}
	return s.phase == countAnswered
}

// drillWant is the running count the drill waits for: the screenshot's
// sequence reads it from the cards, as the player would.
func (s *Scene) drillWant() float64 {
	var h counting.HiLo
	h.See(s.q.Cards...)
	return float64(h.Running())
}
