package school

import (
	"image"
	"math/rand/v2"
	"sabot/driver/schooldriver"

	"errors"

	"sabot/game"
	"sabot/game/opening"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
)

// The click targets of the opening and the closing (after tSide's range).
const (
	tOpenStep  = 800 // + index in openState.order
	tOpenMinus = 820 // + opening.Param
	tOpenPlus  = 830 // + opening.Param
	tOpenSkip  = 840 // skip the procedure (practice)
	tOpenShoe  = 841 // the sabot: the cut card's depth where clicked
)

// openState is the opening of the table, a new shoe or the closing being
// done by the student (game/opening): its steps as buttons in a shuffled
// order, and the values chosen (the box offered the cut, the cut card's
// depth, the cut's size).
type openState struct {
	sess  *opening.Session
	table opening.Table // the table the session checks against
	order []opening.Step
	cut   int // the box offered the cut, 0 for none chosen
	depth int // the cards behind the cut card
	size  int // the cards in the cut
}

// procDue returns the procedure due before the round about to be dealt:
// the opening when the table is not open, a new shoe when the cut card has
// come out; ok is false when none is.
func (s *Table) procDue() (opening.Kind, bool) {
	switch {
	case !s.opened:
		return opening.Opening, true
	case s.Rules.Shuffle == rules.ShuffleShoe && s.d.Table.NeedsShuffle():
		return opening.NewShoe, true
	}
	return 0, false
}

// closeDue reports whether the table closes now: at a table whose
// regulation states a closing, after the session's last hand.
func (s *Table) closeDue() bool {
	steps, _ := opening.Steps(s.Rules.ID, opening.Closing)
	return len(steps) > 0 && s.d.Rounds > 0 && s.d.Rounds%schooldriver.LastHandEvery == 0 && s.closedAt != s.d.Rounds
}

// startProc starts the procedure kind at the table, when its regulation
// states one and the student does not skip them.
func (s *Table) startProc(kind opening.Kind, cutCardBox int) {
	if kind == opening.Opening {
		s.opened = true
	}
	if s.skipProcs {
		return
	}
	var boxes []int
	for b := 1; b < len(s.d.Seats); b++ {
		if s.d.Seats[b].Bot {
			boxes = append(boxes, b)
		}
	}
	if cutCardBox > 0 && (cutCardBox >= len(s.d.Seats) || !s.d.Seats[cutCardBox].Bot) {
		cutCardBox = 0
	}
	// The buttons' order and the players who refuse the cut from the
	// clock, not from the table's generator: the players' stakes stay
	// those of a session without the opening.
	order := rand.New(rand.NewPCG(uint64(s.app.Tick), uint64(s.d.Rounds)<<8|uint64(kind)))
	var refusing []int
	for _, b := range boxes {
		if order.IntN(4) == 0 && len(refusing) < len(boxes)-1 {
			refusing = append(refusing, b) // "se rinuncia la passa" (000 Art. 30)
		}
	}
	sess, err := opening.New(s.Rules.ID, kind, opening.Table{Boxes: boxes, CutCardBox: cutCardBox, Refusing: refusing})
	if err != nil {
		return // the regulation states none: nothing to do
	}
	op := &openState{sess: sess, depth: s.Rules.Decks * 52 / 2, size: 26, table: opening.Table{Boxes: boxes, CutCardBox: cutCardBox, Refusing: refusing}}
	for _, st := range sess.Steps() {
		if st.Param != opening.Burn { // the round's own Burn step burns them
			op.order = append(op.order, st)
		}
	}
	order.Shuffle(len(op.order), func(i, j int) { op.order[i], op.order[j] = op.order[j], op.order[i] })
	s.op = op
	s.Since = s.app.Tick
	s.Dirty = true
}

// value is the value the student chose for a step.
func (op *openState) value(p opening.Param) int {
	switch p {
	case opening.Cutter:
		return op.cut
	case opening.CutCard:
		return op.depth
	case opening.CutSize:
		return op.size
	}
	return 0
}

// params are the values the procedure takes, in the order of its steps.
func (op *openState) params() []opening.Param {
	var out []opening.Param
	for _, st := range op.order {
		if st.Param != opening.NoParam {
			out = append(out, st.Param)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// nudge moves a value by one notch: the next or previous box with a
// player, a quarter of a deck for the cut card and the cut.
func (s *Table) nudge(p opening.Param, dir int) {
	op := s.op
	switch p {
	case opening.Cutter:
		n := len(s.d.Seats) - 1
		for i, b := 0, op.cut; i < n; i++ {
			b = (b+dir+n-1)%n + 1
			if s.d.Seats[b].Bot {
				op.cut = b
				break
			}
		}
	case opening.CutCard:
		op.depth = min(max(op.depth+13*dir, 0), s.Rules.Decks*52)
	case opening.CutSize:
		op.size = min(max(op.size+13*dir, 0), s.Rules.Decks*52)
	}
	s.Dirty = true
}

// shoeSlices is how many click targets the sabot is cut into for the cut
// card's depth.
const shoeSlices = 24

// The cards' well of the sabot, as shares of its width (draw.PaintShoe):
// the mouth on the left, the back of the pack on the right.
const wellFrom, wellWidth = 0.16, 0.78

// clickShoe places the cut card at the middle of the sabot's slice k,
// counted from the mouth: the cards behind it are those to its right.
func (s *Table) clickShoe(k int) {
	total := s.Rules.Decks * 52
	s.op.depth = total - (2*k+1)*total/(2*shoeSlices)
	s.Dirty = true
}

// openClick takes a click while a procedure is under way; it reports
// whether the click was one of the procedure's.
func (s *Table) openClick(i int) bool {
	op := s.op
	switch {
	case i >= tOpenStep && i < tOpenStep+len(op.order):
		s.openStep(op.order[i-tOpenStep])
	case i >= tOpenMinus && i < tOpenMinus+10:
		s.nudge(opening.Param(i-tOpenMinus), -1)
	case i >= tOpenPlus && i < tOpenPlus+10:
		s.nudge(opening.Param(i-tOpenPlus), 1)
	case i == tOpenSkip:
		s.endProc()
	case i >= tOpenShoe && i < tOpenShoe+shoeSlices:
		s.clickShoe(i - tOpenShoe)
	case i >= tHand && i < tSide:
		if box := (i - tHand) / 8; box > 0 {
			op.cut, s.Dirty = box, true
		}
	default:
		return false
	}
	return true
}

// openStep does a step of the procedure: a right one is said and counted,
// a wrong one stopped with the article.
func (s *Table) openStep(st opening.Step) {
	op := s.op
	loc := s.app.Loc
	v := op.value(st.Param)
	did := s.openStepText(st, v)
	due, _ := op.sess.Due()
	want, _ := op.sess.Want()
	err := op.sess.Do(st.ID, v)
	s.Record(op.sess.Kind(), true, err == nil)
	if err == nil {
		s.right(did)
		if st.Param == opening.Cutter && op.sess.Refuses(v) {
			// The player refuses: the cut passes on, offered again.
			s.Said += " · " + loc.T(locales.SchoolOpenRefused, s.d.NameOf(v), loc.T(locales.SchoolBoxAt, v))
			s.d.Bubbles[v] = loc.T(locales.SchoolOpenNoCut)
			op.cut = 0
		}
		s.openAuto()
		return
	}
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		s.app.Notify(locales.SchoolCannotDeal, err)
		return
	}
	w := schooldriver.Stop{Did: did, Article: ie.Article, Quote: ie.Quote}
	if ie.Code == "wrong-step" {
		w.Due = loc.T(locales.SchoolOpenStep(due.ID))
	}
	switch ie.Code {
	case "wrong-cutter":
		refused := op.sess.Refused()
		switch {
		case v == 0 || v >= len(s.d.Seats) || !s.d.Seats[v].Bot:
			w.Why = loc.T(locales.SchoolOpenWhyNoPlayer, loc.T(locales.SchoolBoxAt, v))
		case len(refused) > 0:
			w.Why = loc.T(locales.SchoolOpenWhyPassedOn, loc.T(locales.SchoolBoxAt, refused[len(refused)-1]), loc.T(locales.SchoolBoxAt, want))
		default:
			w.Why = loc.T(locales.SchoolOpenWhyCutter, loc.T(locales.SchoolBoxAt, want))
		}
	case "wrong-cut-card":
		w.Why = loc.T(locales.SchoolOpenWhyCutCard, want, opening.CutCardTolerance)
	case "wrong-cut-size":
		w.Why = loc.T(locales.SchoolOpenWhyCutSize, opening.MinCutSize)
	case "wrong-burn":
		w.Why = loc.T(locales.SchoolOpenWhyBurn, want)
	}
	s.wrong(w)
}

// openAuto does the steps the scene does itself (the burn, which the
// round's Burn button does at the table) and ends the procedure when it is
// done.
func (s *Table) openAuto() {
	op := s.op
	for {
		st, ok := op.sess.Due()
		if !ok {
			s.Said = s.app.Loc.T(locales.SchoolOpenDone, s.app.Loc.T(locales.ForTable(locales.SchoolOpenTitle(op.sess.Kind().String()), s.Rules)))
			s.endProc()
			return
		}
		if st.Param != opening.Burn {
			return
		}
		want, _ := op.sess.Want()
		if op.sess.Do(st.ID, want) != nil {
			return
		}
	}
}

// endProc ends the procedure (done or skipped): after the closing the
// table opens again for the next session.
func (s *Table) endProc() {
	op := s.op
	s.op = nil
	s.Stopped = nil
	s.Dirty = true
	if op != nil && op.sess.Kind() == opening.Closing {
		s.opened = false
		s.deal()
	}
}

// openStepText is a step's label, with the value chosen where it takes one.
func (s *Table) openStepText(st opening.Step, v int) string {
	loc := s.app.Loc
	label := loc.T(locales.SchoolOpenStep(st.ID))
	if st.Param == opening.NoParam {
		return label
	}
	return label + " (" + s.openValueText(st.Param, v) + ")"
}

// openValueText says a value.
func (s *Table) openValueText(p opening.Param, v int) string {
	loc := s.app.Loc
	switch p {
	case opening.Cutter:
		if v == 0 {
			return loc.T(locales.SchoolOpenValNoCutter, loc.T(locales.SchoolBoxNoun))
		}
		return loc.T(locales.SchoolOpenValCutter, loc.T(locales.SchoolBoxAt, v))
	case opening.CutCard:
		return loc.T(locales.SchoolOpenValCutCard, v)
	case opening.CutSize:
		return loc.T(locales.SchoolOpenValCutSize, v)
	}
	return itoa(v)
}

// openRows are the buttons during a procedure: its steps and Skip, then
// the values with their - and +.
func (s *Table) openRows() buttonRows {
	var rows buttonRows
	op := s.op
	for i, st := range op.order {
		rows[0] = append(rows[0], deskButton{label: s.app.Loc.T(locales.SchoolOpenStep(st.ID)), index: tOpenStep + i})
	}
	rows[0] = append(rows[0], deskButton{label: s.app.Loc.T(locales.SchoolOpenSkip), index: tOpenSkip})
	for _, p := range op.params() {
		rows[1] = append(rows[1],
			deskButton{label: "−", index: tOpenMinus + int(p)},
			deskButton{label: s.openValueText(p, op.value(p)), index: tPanel, lit: true},
			deskButton{label: "+", index: tOpenPlus + int(p)})
	}
	return rows
}

// openStatus is the status line during a procedure: its name and step,
// and at a new shoe where the cut card came out.
func (s *Table) openStatus() string {
	op := s.op
	loc := s.app.Loc
	line := loc.T(locales.SchoolOpenStatus, loc.T(locales.ForTable(locales.SchoolOpenTitle(op.sess.Kind().String()), s.Rules)), op.sess.Index()+1, len(op.sess.Steps()))
	if op.sess.Kind() == opening.NewShoe && s.cutCardBox > 0 {
		line += " · " + loc.T(locales.SchoolOpenCutCardAt, loc.T(locales.SchoolBoxAt, s.cutCardBox))
	}
	if s.Hint != "" {
		return loc.T(locales.SchoolHint, s.Hint)
	}
	return line
}

// openHint shows the step due in the procedure (practice only).
func (s *Table) openHint() {
	if st, ok := s.op.sess.Due(); ok && !s.Exam {
		s.Hint = s.openStepText(st, func() int { v, _ := s.op.sess.Want(); return v }())
		s.Count.Hints++
		s.Dirty = true
	}
}

// shoeTarget lets the sabot be clicked for the cut card's depth.
func (s *Table) shoeTarget() {
	if s.op != nil && s.shoeAt != (draw.R{}) {
		for _, p := range s.op.params() {
			if p == opening.CutCard {
				r := s.shoeAt
				w := r.W * wellWidth / shoeSlices
				for k := 0; k < shoeSlices; k++ {
					s.addTarget(draw.R{X: r.X + r.W*wellFrom + float64(k)*w, Y: r.Y, W: w, H: r.H}, tOpenShoe+k)
				}
				// The cut card shown where the student puts it.
				if s.shoe != nil {
					s.shoe.Set(s.Rules.Decks*52, s.op.depth)
				}
			}
		}
	}
}

// Opening reports whether an opening, new shoe or closing is under way,
// and which.
func (s *Table) Opening() (opening.Kind, bool) {
	if s.op == nil {
		return 0, false
	}
	return s.op.sess.Kind(), true
}

// NextClickOpen returns where to click for the next right move of the
// procedure under way (choosing the box or the depth first, then the step
// due), for the end-to-end tests and the screenshots; false when none is
// under way.
func (s *Table) NextClickOpen() (image.Point, bool) {
	op := s.op
	if op == nil {
		return image.Point{}, false
	}
	st, ok := op.sess.Due()
	if !ok {
		return image.Point{}, false
	}
	want, _ := op.sess.Want()
	switch st.Param {
	case opening.Cutter:
		if op.cut != want {
			for h := 0; h < 8; h++ {
				if p, ok := s.targetPoint(tHand + want*8 + h); ok {
					return p, true
				}
			}
			return s.targetPoint(tOpenPlus + int(st.Param))
		}
	case opening.CutCard, opening.CutSize:
		v := op.value(st.Param)
		lo, hi := want-opening.CutCardTolerance+1, want+opening.CutCardTolerance-1
		if st.Param == opening.CutSize {
			lo, hi = opening.MinCutSize, s.Rules.Decks*52
		}
		if st.Param == opening.CutCard && (v < lo || v > hi) {
			if p, ok := s.shoePoint(want); ok {
				return p, true
			}
		}
		if v < lo {
			return s.targetPoint(tOpenPlus + int(st.Param))
		}
		if v > hi {
			return s.targetPoint(tOpenMinus + int(st.Param))
		}
	}
	for i, o := range op.order {
		if o.ID == st.ID {
			return s.targetPoint(tOpenStep + i)
		}
	}
	return image.Point{}, false
}

// NextClickSkip returns where to click to skip the procedure under way.
func (s *Table) NextClickSkip() (image.Point, bool) {
	if s.op == nil {
		return image.Point{}, false
	}
	return s.targetPoint(tOpenSkip)
}

// shoePoint is the point of the sabot a click on which places the cut card
// nearest depth cards from the back.
func (s *Table) shoePoint(depth int) (image.Point, bool) {
	total := s.Rules.Decks * 52
	if total == 0 {
		return image.Point{}, false
	}
	k := min(max((total-depth)*shoeSlices/total, 0), shoeSlices-1)
	return s.targetPoint(tOpenShoe + k)
}
