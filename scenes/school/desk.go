package school

import (
	"image"
	"sabot/driver/schooldriver"
	"sabot/scenes/school/article"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/school/amount"
	"sabot/scenes/school/layout"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// desk is what the croupier's station shows at every table of the school
// over the driver's shared state (schooldriver.Core, embedded): the
// panels, the chips being paid, the layers and the click targets. The
// blackjack and the Punto Banco tables embed it.
type desk struct {
	*schooldriver.Core
	app *session.Context
	drv schooldriver.Desk // the table's driver, the loop the scene drives

	next   func()        // deals the next round (the exam starts with it)
	picked bool          // a tool was just chosen: the status asks for its box or bet
	art    *article.View // the whole article's panel, nil when closed
	// examIntro: the exam's settings are shown, the exam started from the
	// menu not started yet (examintro.go).
	examIntro bool
	// shotArticle: the screenshot is of the whole article of its stop.
	shotArticle bool
	scroll      int           // the summary's first row shown
	paid        rules.Money   // the chips put down on the bet being paid
	typed       amount.Typed  // the amount typed on the keyboard, as typed
	chars       []rune        // the characters typed this tick
	coins       []rules.Money // the chips the croupier pays with

	felt    widget.Layer // the felt, painted on Layout
	cards   widget.Layer // the cards, the stakes, the labels
	hud     widget.Layer // the header, the buttons, the panels
	chips   *draw.ChipSet
	targets []input.Target
	painted []paintedButton // the buttons painted with the targets
	// stopShown is the stop's panel laid out once at each paint: what
	// paintStop paints, where its article's button stands and what it
	// hides of the table.
	stopShown layout.Stop
	// hiddenPlayers are the boxes whose player's name the stop's panel
	// hid at the last paint, for the tests.
	hiddenPlayers []int
	badges        []string // the totals' badges painted, for the tests
	hovered       int      // the index of the target under the mouse, -1 for none

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

// newDesk is the station over the driver d (its Core shared).
func newDesk(a *session.Context, d schooldriver.Desk) desk {
	return desk{Core: d.State(), app: a, drv: d, hovered: -1, coins: payChips(d.State().Rules)}
}

// paintedButton is a button as it was painted: where (design units), its
// label and its key, and the size its label was drawn at (pixels).
type paintedButton struct {
	r          draw.R
	label, key string
	size       float64
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
		s.hovered, s.Dirty = h, true
	}
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

// block adds a target over a panel in design units, so that a click on it
// reaches nothing under it.
func (s *desk) block(r draw.R) { s.addTarget(r, tPanel) }

// toDrills opens the dealer school's drills at this table.
func (s *desk) toDrills() {
	if a := s.app; a.Routes.SchoolDrills != nil {
		a.GoTo(a.Routes.SchoolDrills(a, s.Rules))
	}
}

// toStats opens the dealer school's progress at this table; Back returns
// to the table (back).
func (s *desk) toStats(back session.Scene) {
	if a := s.app; a.Routes.SchoolStats != nil {
		a.GoTo(a.Routes.SchoolStats(a, s.Rules, back))
	}
}

// toggleTotals shows or hides every total in the school, and keeps the
// choice in the settings.
func (s *desk) toggleTotals() {
	s.app.Settings.SchoolHideTotals = !s.app.Settings.SchoolHideTotals
	s.app.SaveSettings()
	s.Dirty = true
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
		s.NextRate()
	case i == tTotals:
		s.toggleTotals()
	case i == tPayCLR:
		s.paid, s.typed, s.Dirty = 0, "", true
	case i >= tChip && i < tChip+len(s.coins):
		if paying {
			s.paid += s.coins[i-tChip]
			s.typed = ""
			s.Dirty = true
		}
	default:
		return false
	}
	return true
}

// view is what each game's table adds to the desk's loop: whether typed
// digits go to a payment or a call, its own events, and its painting.
type view interface {
	typing() bool
	handle(e input.Event) bool
	paint()
}

// update is the loop of both tables (session.Scene's Update): the mouse,
// the digits typed, the events (true when the scene is left), the computer
// players' answers through the driver, the clock, the repaint.
func (s *desk) update(v view, events []input.Event) {
	s.hover()
	if v.typing() {
		s.chars = ebiten.AppendInputChars(s.chars[:0])
		s.typeChars(s.chars)
	}
	for _, e := range events {
		if v.handle(e) {
			return // the scene is left
		}
	}
	if s.examIntro {
		s.Start = s.app.Tick // nothing runs before the exam starts
	} else {
		s.drv.Think()
	}
	if s.drv.Dealt() {
		s.clock()
	}
	if s.Dirty {
		v.paint()
	}
}

// Targets implements session.Scene.
func (s *desk) Targets() []input.Target { return s.targets }

// Draw implements session.Scene.
func (s *desk) Draw(screen *ebiten.Image) { s.draw(screen) }

// Still implements session.Still: while the student is to act (no
// computer player thinks), the clock's seconds aside (NextChange).
func (s *desk) Still() bool { return !s.Dirty && !s.drv.Thinking() }

// NextChange implements session.Clock: the round's next second.
func (s *desk) NextChange() int64 {
	if !s.drv.Dealt() {
		return 0
	}
	return s.NextSecond()
}

// clock counts the round's time, repainting the tally every second.
func (s *desk) clock() {
	if s.Clock() && !s.Dirty {
		s.paintScore()
	}
}

// tried clears what the student had put down for a step he tried: the
// chips and the amount typed, once the step is taken, or once a step with
// an amount typed is refused (typed again).
func (s *desk) tried(res schooldriver.Result) {
	switch {
	case res.Refusal != nil:
		if s.typed != "" {
			s.typed, s.paid = "", 0
		}
	case res.Accepted:
		s.paid, s.typed = 0, ""
	}
}

// newRound clears the view of a round: the summary's scroll, the chips.
func (s *desk) newRound() {
	s.scroll, s.paid = 0, 0
	s.Dirty = true
}

// switchMode starts an exam, or leaves the one under way, between rounds
// only.
func (s *desk) switchMode() {
	if !s.Over && s.Count != (schooldriver.Score{}) {
		return
	}
	if s.LeaveExam() {
		return
	}
	s.StartExam(s.next)
}

// showHint shows the step due now, in practice only; it counts.
func (s *desk) showHint() { schooldriver.HintDue(s.drv) }

// incidentsLabel is what the header's incidents button says, true at every
// moment: the incident being handled, by name when fits says that it fits
// the button (else only that one is under way); the rate the student chose
// by the button while one is under way, with that one is under way when it
// fits (the incident's panel names it); one staged by a picture and still to
// come; otherwise the rate, "no" when none is coming.
func (s *desk) incidentsLabel(fits func(string) bool) string {
	loc := s.app.Loc
	switch {
	case s.IncKind != "" && s.RateSet:
		if on := loc.T(locales.SchoolIncRateOn, s.RateText()); fits(on) {
			return on
		}
	case s.IncKind != "":
		if on := loc.T(locales.SchoolIncOn, s.IncidentName(s.IncKind)); fits(on) {
			return on
		}
		return loc.T(locales.SchoolIncOnShort)
	case s.Staged && s.Rate == 0:
		return loc.T(locales.SchoolIncStaged)
	}
	return loc.T(locales.SchoolIncRate, s.RateText())
}

// modeLabel is the header's mode button: practice, the exam's round, or
// the exam at its end (its summary open under the header).
func (s *desk) modeLabel() string {
	loc := s.app.Loc
	if s.ExamOver() {
		return loc.T(locales.SchoolExam)
	}
	if s.Exam && s.Ex != nil {
		return loc.T(locales.SchoolExamButton, min(s.Ex.Round(), schooldriver.ExamRounds), schooldriver.ExamRounds)
	}
	if s.Exam {
		return loc.T(locales.SchoolExam)
	}
	return loc.T(locales.SchoolPractice)
}

// right counts a right step of the opening and says it; the chips and the
// amount typed are cleared.
func (s *desk) right(step string) {
	s.Right(step)
	s.tried(schooldriver.Result{Accepted: true})
}

// wrong counts a wrong step of the opening and stops on it.
func (s *desk) wrong(st schooldriver.Stop) {
	s.Wrong(st)
	s.tried(schooldriver.Result{Refusal: s.Stopped})
}
