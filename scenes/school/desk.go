package school

import (
	"cmp"
	"fmt"
	"image"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// desk is what the croupier's station has at every table of the school:
// the mode, the round's score and clock, the stopped step and the round's
// mistakes, the status line, the chips being paid, the layers and the
// click targets. The blackjack and the Punto Banco tables embed it.
type desk struct {
	app   *session.Context
	rules rules.RuleSet
	rng   *rand.Rand

	exam    bool         // mistakes counted, not explained: an exam under way
	ex      *examState   // the exam under way or just over, nil in practice
	next    func()       // deals the next round (the exam starts with it)
	picked  bool         // a tool was just chosen: the status asks for its box or bet
	stopped *stop        // the last wrong step (its why shown in practice)
	log     []stop       // the round's wrong steps (shown at the end in the exam)
	said    string       // the status: the last right step or a player's answer
	hint    string       // the step shown by F1
	art     *articleView // the whole article's panel, nil when closed
	// examIntro: the exam's settings are shown, the exam started from the
	// menu not started yet (examintro.go).
	examIntro bool
	// shotArticle: the screenshot is of the whole article of its stop.
	shotArticle bool
	score       score // this round's
	start       int64 // the tick the round started
	elapsed     int64 // the round's ticks, frozen at its end
	over        bool  // the round is over, its summary shown
	since       int64 // the tick the step due became due
	scroll      int   // the summary's first row shown
	// stepKind and stepSecs are the kind and the time of the step just
	// recorded, for the exam's sheet.
	stepKind string
	stepSecs float64
	paid     rules.Money   // the chips put down on the bet being paid
	typed    string        // the amount typed on the keyboard, as typed
	chars    []rune        // the characters typed this tick
	coins    []rules.Money // the chips the croupier pays with

	rate     int    // incidents: 0 none, 1 a round in 4, 2 a round in 2
	planned  bool   // this round brings an incident
	staged   bool   // a picture stages an incident still to come
	incident string // the incident being handled, as the status says it
	incKind  string // its notation ("exposed-card"), "" for none
	// rateSet: the student chose the rate while this incident is under
	// way, and the header says the rate he chose.
	rateSet bool
	brought int // the incidents this round brought

	felt    widget.Layer // the felt, painted on Layout
	cards   widget.Layer // the cards, the stakes, the labels
	hud     widget.Layer // the header, the buttons, the panels
	chips   *draw.ChipSet
	targets []input.Target
	painted []paintedButton // the buttons painted with the targets
	badges  []string        // the totals' badges painted, for the tests
	hovered int             // the index of the target under the mouse, -1 for none
	dirty   bool

	shoe   *draw.Shoe                    // the sabot, its cards left and its cut card
	shoeAt draw.R                        // where it stands, design units
	small  map[rules.Money]*ebiten.Image // the chips under one unit
	op     ebiten.DrawImageOptions

	// tally is the header's score and seconds, apart from the hud so that
	// the clock's next second repaints them alone.
	tally widget.Sprite
	// repaints counts the repaints of everything but the tally: while it
	// stays, a frame differs from the last only in the tally
	// (session.ClockFace).
	repaints uint64
}

// paintedButton is a button as it was painted: where (design units), its
// label and its key.
type paintedButton struct {
	r          draw.R
	label, key string
}

// score counts a round's steps.
type score struct {
	right, wrong, hints int
}

// stop is a wrong step: what the student did, what was due, why, and the
// article that rules it.
type stop struct {
	did, due, why string
	article       string
	quote         string
}

// quoteOf returns the words of the table's regulation for an article
// reference: the quote of the first topic the table cites with it (the
// engine's refusal names the article, not the topic).
func quoteOf(r rules.RuleSet, article string) string {
	if article == "" {
		return ""
	}
	// Article and Quote say "" past the last topic.
	for t := rules.Topic(0); t < rules.Topic(255); t++ {
		if r.Article(t) == article {
			if q := r.Quote(t); q != "" {
				return q
			}
		}
	}
	return ""
}

// newRound clears the round's score, clock and panels.
func (s *desk) newRound() {
	s.score = score{}
	s.start, s.elapsed, s.since = s.app.Tick, 0, s.app.Tick
	s.stopped, s.log = nil, nil
	s.said, s.hint = "", ""
	s.over, s.scroll = false, 0
	if s.examOver() {
		s.ex = nil // the exam's end has been read: practice again
	}
	s.paid = 0
	s.dirty = true
}

// right counts a right step and says it.
func (s *desk) right(step string) {
	s.examined(step, true, nil)
	s.score.right++
	s.stopped, s.hint = nil, ""
	s.said = s.app.Loc.T(locales.SchoolRight, step)
	s.paid, s.typed = 0, ""
	s.dirty = true
}

// wrong counts a wrong step and stops on it.
func (s *desk) wrong(st stop) {
	s.examined(cmp.Or(st.due, st.did), false, &st)
	s.score.wrong++
	s.log = append(s.log, st)
	s.stopped = &st
	if s.typed != "" {
		// A wrong amount typed is typed again.
		s.typed, s.paid = "", 0
	}
	s.dirty = true
}

// clock counts the round's time, repainting every second.
func (s *desk) clock() {
	if s.over {
		return
	}
	e := s.app.Tick - s.start
	changed := e/60 != s.elapsed/60 // a tick may stand for many after a rest
	s.elapsed = e
	if changed && !s.dirty {
		s.paintScore()
	}
}

// nextSecond is the tick the clock's seconds next change at, 0 once the
// round is over (session.Clock).
func (s *desk) nextSecond() int64 {
	if s.over {
		return 0
	}
	return s.start + (s.elapsed/60+1)*60
}

// ClockFace implements session.ClockFace: the tally, the only part of the
// station the clock repaints, and the count of every other repaint.
func (s *desk) ClockFace() (image.Rectangle, uint64) {
	return s.tally.Rect(), s.repaints
}

// hover follows the mouse over the targets: hovered is the index of the
// target under it, so that a repaint, which lays the targets anew, knows
// which button to light.
func (s *desk) hover() {
	h := -1
	if i := widget.Hover(s.targets, s.app.Cursor); i >= 0 {
		h = s.targets[i].Event.Index
	}
	if h != s.hovered {
		s.hovered, s.dirty = h, true
	}
}

// switchMode starts an exam, or leaves the one under way, between rounds
// only.
func (s *desk) switchMode() {
	if !s.over && s.score != (score{}) {
		return
	}
	if s.exam && s.ex != nil {
		s.exam, s.rate, s.ex = false, s.ex.rate, nil
		s.dirty = true
		return
	}
	s.startExam(s.next)
}

// draw draws the station's layers over the felt, the sabot among them.
func (s *desk) draw(screen *ebiten.Image) {
	s.app.DrawBackdrop(screen)
	s.felt.Draw(screen)
	if s.shoe != nil {
		sb := s.app.Frame.Screen(s.shoeAt)
		s.op.GeoM.Reset()
		s.op.GeoM.Translate(sb.X, sb.Y)
		screen.DrawImage(s.shoe.Image(), &s.op)
	}
	s.cards.Draw(screen)
	s.hud.Draw(screen)
	s.tally.Draw(screen)
}

// layoutShoe paints the sabot at r (design units) for a shoe of capacity
// cards, at the frame's size.
func (s *desk) layoutShoe(r draw.R, capacity int) {
	if s.shoe != nil {
		s.shoe.Image().Deallocate()
	}
	sb := s.app.Frame.Screen(r)
	s.shoe = draw.NewShoe(max(int(sb.W), 1), max(int(sb.H), 1), capacity)
	s.shoeAt = r
}

// showShoe shows the cards left in the sabot and its cut card.
func (s *desk) showShoe(sh *rules.Shoe) {
	if s.shoe == nil || sh == nil {
		return
	}
	cut := 0
	if sh.HasCut() && !sh.CutOut() {
		cut = sh.Remaining() - sh.CardsBeforeCut()
	}
	s.shoe.Set(max(sh.Remaining(), 0), cut)
}

// layoutChips paints the chips at the frame's size, those under one unit
// (the half of a 3:2 payment, the quarter of a commission) too.
func (s *desk) layoutChips(d float64) {
	if s.chips != nil {
		s.chips.Dispose()
	}
	s.chips = draw.NewChipSet(s.app.Fonts, s.app.Loc, int(s.app.Frame.L(d)+0.5))
	for _, img := range s.small {
		img.Deallocate()
	}
	s.small = map[rules.Money]*ebiten.Image{}
	px := float64(s.chips.Diameter())
	for _, c := range s.coins {
		if c < rules.Units(1) {
			img := draw.NewImage(int(px), int(px))
			draw.PaintChip(img, s.app.Fonts, s.app.Loc, c, px/2, px/2, px/2)
			s.small[c] = img
		}
	}
}

// breakdown is the chips of an amount, largest first: the usual ones, then
// the chips under one unit.
func (s *desk) breakdown(amount rules.Money) []rules.Money {
	out := draw.Breakdown(amount - amount%rules.Units(1))
	left := amount % rules.Units(1)
	for i := len(s.coins) - 1; i >= 0 && left > 0; i-- {
		for c := s.coins[i]; c < rules.Units(1) && left >= c; left -= c {
			out = append(out, c)
		}
	}
	return out
}

// chip is the image of a chip of value v.
func (s *desk) chip(v rules.Money) *ebiten.Image {
	if img := s.small[v]; img != nil {
		return img
	}
	return s.chips.Chip(v)
}

// articleText is an article as the stop shows it: the regulation's
// reference, or the project's interpretation where the regulation is
// silent, in the user's language.
func articleText(loc *locales.Locale, article string) string {
	if strings.HasPrefix(article, "Interpretation") {
		return loc.T(locales.SchoolInterpretation)
	}
	return article
}

// record counts a step in the student's progress: the kind of step that
// was due ("wait" when a player was deciding), right or wrong.
func (s *desk) record(due fmt.Stringer, dealer, right bool) {
	s.stepKind, s.stepSecs = stepKind(due, dealer), float64(s.app.Tick-s.since)/60
	if s.app.Progress != nil {
		s.app.Progress.RecordSchoolStep(s.rules.ID, s.stepKind, right, s.stepSecs)
	}
	if right {
		s.since = s.app.Tick
	}
}

// stepKind is the kind of a step as the progress counts it: the kind of
// step that was due ("wait" when a player was deciding).
func stepKind(due fmt.Stringer, dealer bool) string {
	kind := "wait"
	if dealer {
		kind = due.String()
		if strings.HasPrefix(kind, "announce box ") {
			kind = "announce-box" // a box's total called (001 Desarrollo 9)
		}
		if i := strings.IndexByte(kind, ' '); i > 0 {
			kind = kind[:i]
		}
	}
	return kind
}

// finish ends the round: its clock stops, its summary shows, and it is
// kept in the student's progress, saved.
func (s *desk) finish() {
	s.over = true
	s.elapsed = s.app.Tick - s.start
	s.dirty = true
	exam := s.exam
	s.examRoundOver()
	if s.app.Progress != nil {
		s.app.Progress.RecordSchoolRound(s.rules.ID, float64(s.elapsed)/60, exam)
		s.app.SaveProgress()
	}
}

// block adds a target over a panel in design units, so that a click on it
// reaches nothing under it.
func (s *desk) block(r draw.R) { s.addTarget(r, tPanel) }

// toDrills opens the dealer school's drills at this table.
func (s *desk) toDrills() {
	if a := s.app; a.Routes.SchoolDrills != nil {
		a.GoTo(a.Routes.SchoolDrills(a, s.rules))
	}
}

// toStats opens the dealer school's progress at this table; Back returns
// to the table (back).
func (s *desk) toStats(back session.Scene) {
	if a := s.app; a.Routes.SchoolStats != nil {
		a.GoTo(a.Routes.SchoolStats(a, s.rules, back))
	}
}

// toggleTotals shows or hides every total in the school, and keeps the
// choice in the settings.
func (s *desk) toggleTotals() {
	s.app.Settings.SchoolHideTotals = !s.app.Settings.SchoolHideTotals
	s.app.SaveSettings()
	s.dirty = true
}

// nextRate chooses the next rate of the incidents: none, a round in four,
// a round in two. Incidents turned off bring none more, not even the one
// this round had planned.
func (s *desk) nextRate() {
	if s.exam && s.ex != nil {
		return // the exam's incidents are on
	}
	s.rate = (s.rate + 1) % 3
	s.rateSet = s.incKind != ""
	switch {
	case s.score == (score{}) && s.brought == 0:
		s.plan() // the round has not started: the new rate counts for it
	case s.rate == 0:
		s.planned = false
	}
	s.dirty = true
}

// rateText says the incidents' rate.
func (s *desk) rateText() string {
	switch s.rate {
	case 1:
		return s.app.Loc.T(locales.ForGame(locales.SchoolIncRate4, s.rules.Game))
	case 2:
		return s.app.Loc.T(locales.ForGame(locales.SchoolIncRate2, s.rules.Game))
	}
	return s.app.Loc.T(locales.SchoolIncRateOff)
}

// incidentsLabel is what the header's incidents button says, true at every
// moment: the incident being handled, by name when fits says that it fits
// the button (else only that one is under way); the rate the student chose
// by the button while one is under way, with that one is under way when it
// fits (the incident's panel names it); one staged by a picture and still to
// come; otherwise the rate, "no" when none is coming.
func (s *desk) incidentsLabel(fits func(string) bool) string {
	loc := s.app.Loc
	switch {
	case s.incKind != "" && s.rateSet:
		if on := loc.T(locales.SchoolIncRateOn, s.rateText()); fits(on) {
			return on
		}
	case s.incKind != "":
		if on := loc.T(locales.SchoolIncOn, s.incidentName(s.incKind)); fits(on) {
			return on
		}
		return loc.T(locales.SchoolIncOnShort)
	case s.staged && s.rate == 0:
		return loc.T(locales.SchoolIncStaged)
	}
	return loc.T(locales.SchoolIncRate, s.rateText())
}

// plan decides at a round's start whether it brings an incident.
func (s *desk) plan() {
	s.planned = s.rate > 0 && s.rng.IntN(6-2*s.rate) == 0
	s.incident, s.incKind, s.brought, s.rateSet = "", "", 0, false
}

// setIncident says the incident being handled (kind "" for none): the
// header names a new one again, whatever rate was chosen during the last.
func (s *desk) setIncident(text, kind string) {
	if kind != s.incKind {
		s.rateSet = false
	}
	s.incident, s.incKind = text, kind
}

// Incidents returns how many incidents the round has brought so far.
func (s *desk) Incidents() int { return s.brought }

// incidentText is the status of an incident being handled: what happened
// and the article that rules it.
func (s *desk) incidentText(kind, article string) string {
	loc := s.app.Loc
	return loc.T(locales.SchoolIncBanner, s.incidentName(kind), articleText(loc, article))
}

// incidentName is an incident's name, a box in it named with the table's
// word ("una carta su una postazione senza puntata" at the shuffler's).
func (s *desk) incidentName(kind string) string {
	loc := s.app.Loc
	return loc.T(locales.SchoolIncident(kind), loc.T(locales.SchoolBoxNoun))
}

// station takes a click on the station's own targets — the mode, the
// drills, the progress, the incidents' rate, the payment's chips and
// Clear — and reports whether it was one. here is the table's scene (the
// progress returns to it); paying reports a bet chosen to pay.
func (s *desk) station(i int, here session.Scene, paying bool) bool {
	switch {
	case i == tMode:
		s.switchMode()
	case i == tDrills:
		s.toDrills()
	case i == tStats:
		s.toStats(here)
	case i == tIncidents:
		s.nextRate()
	case i == tTotals:
		s.toggleTotals()
	case i == tPayCLR:
		s.paid, s.typed, s.dirty = 0, "", true
	case i >= tChip && i < tChip+len(s.coins):
		if paying {
			s.paid += s.coins[i-tChip]
			s.typed = ""
			s.dirty = true
		}
	default:
		return false
	}
	return true
}
