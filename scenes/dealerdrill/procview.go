package dealerdrill

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/drillview"
	"sabot/scenes/input"
	"sabot/tutor/croupier"
)

// What the procedure drills paint (never in Draw): the steps to put in
// order or the quiz's question and answers on the felt, the verdict with
// the article and the regulation's words, the picking cards' text and
// pictures, the quiz's summary of what to review.

// procKey names the kinds of procedure.
var procKey = [croupier.NumProcKinds]locales.Key{
	croupier.ProcOpening: locales.DDrillProcKindOpening,
	croupier.ProcShuffle: locales.DDrillProcKindShuffle,
	croupier.ProcRound:   locales.DDrillProcKindRound,
	croupier.ProcClosing: locales.DDrillProcKindClosing,
}

// procName is a kind of procedure in the user's language, in the words of
// table r (locales.ForTable): "Opening the table", «La mano» at blackjack
// and «Il colpo» at Punto Banco, «Armado del Sabot» at the Argentine table.
func procName(loc *locales.Locale, k croupier.ProcKind, r rules.RuleSet) string {
	if k < croupier.NumProcKinds {
		return loc.T(locales.ForTable(procKey[k], r))
	}
	return "?"
}

// stepName, questionText and answerText say a step, a question and an
// answer of the procedure drills in the user's language.
func stepName(loc *locales.Locale, id string) string     { return loc.T(locales.ProcStep(id)) }
func questionText(loc *locales.Locale, id string) string { return loc.T(locales.ProcQuestion(id)) }
func answerText(loc *locales.Locale, id string) string   { return loc.T(locales.ProcAnswer(id)) }

// wordsLabel says whose words the quote is, naming the regulation's
// language when it is not the user's; "" when there is nothing to say.
func wordsLabel(loc *locales.Locale, lang string) string {
	if string(loc.Lang()) == lang {
		return ""
	}
	if lang == "es" {
		return loc.T(locales.DDrillProcWordsEs)
	}
	return loc.T(locales.DDrillProcWordsIt)
}

// procPickText is the picking card's text of a procedure drill: how it
// goes, and the table's procedures or the number of its questions.
func procPickText(s *Scene, d drill) (how, list string) {
	loc := s.app.Loc
	if s.procs == nil {
		return loc.T(locales.DDrillProcPickNone), ""
	}
	reg := s.procs.Regulation()
	if d == drillQuiz {
		return loc.T(locales.DDrillProcPickQuizHow), loc.T(locales.DDrillProcPickQuestions, len(reg.Questions))
	}
	var names []string
	for _, p := range reg.Procedures {
		names = append(names, procName(loc, p.Kind, s.rules))
	}
	return loc.T(locales.DDrillProcPickOrderHow), strings.Join(names, " · ")
}

// pickRows paints a procedure drill's picture along the bottom of its
// picking card: three numbered steps, or three answers with the right
// one ticked.
func (v *view) pickRows(s *Scene, dst *ebiten.Image, r draw.R, d drill) {
	a := s.app
	f, fonts := a.Frame, a.Fonts
	y := r.Y + r.H - 104
	widths := []float64{0.86, 0.64, 0.76}
	for i, w := range widths {
		row := draw.R{X: r.X + 28, Y: y + float64(i)*30, W: (r.W - 56) * w, H: 24}
		draw.RoundRect(dst, f.Screen(row), f.L(6), draw.Mix(draw.Felt, draw.PanelFill, 0.3))
		cx, cy := row.X+14, row.CY()
		clr := draw.Mix(draw.GoldDark, draw.Felt, 0.2)
		txt := string(rune('A' + i))
		if d == drillOrder {
			txt = []string{"2", "3", "1"}[i]
			clr = draw.Gold
		} else if i == 1 {
			clr = draw.Right
		}
		draw.Disc(dst, f.X(cx), f.Y(cy), f.L(9), clr)
		draw.Text(dst, draw.Face(fonts.Bold, f.L(12)), txt, f.X(cx), f.Y(cy), draw.Center, draw.Felt, true)
		bar := draw.R{X: row.X + 30, Y: cy - 3, W: row.W - 44, H: 6}
		draw.RoundRect(dst, f.Screen(bar), f.L(3), draw.Mix(draw.FeltLine, draw.Felt, 0.55))
	}
}

// rowLook is how a row of the felt is painted.
type rowLook struct {
	fill, line color.Color
	lw         float64
	badge      color.Color // the disc of its number or letter
	ring       bool        // the badge is a ring, with no text
	ink        color.Color
}

// paintRow paints a row of the felt with its badge and its text, fitted to
// one line or wrapped on two.
func (v *view) paintRow(s *Scene, dst *ebiten.Image, r draw.R, badge, txt string, look rowLook) {
	a := s.app
	f, fonts := a.Frame, a.Fonts
	sr := f.Screen(r)
	draw.RoundRect(dst, sr, f.L(8), look.fill)
	if look.line != nil {
		draw.RoundRectLine(dst, sr, f.L(8), math.Max(1, f.L(look.lw)), look.line)
	}
	bd := math.Min(r.H*0.36, 13)
	cx := r.X + 12 + bd
	if look.ring {
		draw.Ring(dst, f.X(cx), f.Y(r.CY()), f.L(bd-1), math.Max(1, f.L(1.6)), look.badge)
	} else {
		draw.Disc(dst, f.X(cx), f.Y(r.CY()), f.L(bd), look.badge)
		draw.Text(dst, draw.Face(fonts.Bold, f.L(bd*1.1)), badge, f.X(cx), f.Y(r.CY()), draw.Center, draw.Felt, true)
	}
	x0 := cx + bd + 12
	w := r.X + r.W - 12 - x0
	size := math.Min(18, r.H*0.5)
	face := draw.Face(fonts.Medium, f.L(size))
	lines := draw.Wrap(face, txt, f.L(w))
	if len(lines) > 1 && r.H >= 2.2*size {
		face = draw.Face(fonts.Medium, f.L(size*0.86))
		lines = draw.Wrap(face, txt, f.L(w))
		if len(lines) > 2 {
			lines = lines[:2]
		}
		lh := size * 0.98
		y := r.CY() - lh*float64(len(lines)-1)/2
		for _, l := range lines {
			draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, look.ink, true)
			y += lh
		}
		return
	}
	draw.Text(dst, draw.Fit(fonts.Medium, txt, f.L(size), f.L(w)), txt, f.X(x0), f.Y(r.CY()), draw.Start, look.ink, true)
}

// paintOrder paints the procedure to put in order: its name, its steps in
// the shuffled order, those in place with their number, the one due
// outlined after a wrong click.
func (v *view) paintOrder(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	o := s.order
	cx := drillview.Felt.CX()
	name := procName(loc, o.Proc.Kind, s.rules)
	draw.Text(dst, draw.Fit(fonts.SmallCaps, name, f.L(28), f.L(drillview.Felt.W-80)), name, f.X(cx), f.Y(166), draw.Center, draw.GoldLight, true)
	due := o.DueShown()
	for i, k := range o.Shown {
		r := orderRow(i, len(o.Shown))
		if o.Done() {
			r = orderRow(k, len(o.Shown)) // all in place: in the regulation's order
		}
		st := o.Proc.Steps[k]
		look := rowLook{fill: draw.Mix(draw.FeltDark, draw.Felt, 0.35), badge: draw.Gold, ring: true, ink: draw.Cream, lw: 1.2}
		badge := ""
		hover := v.hovered == len(v.targets) && s.phase == phAsk
		switch {
		case o.IsPlaced(i):
			look.fill = draw.Mix(draw.FeltDark, draw.Felt, 0.75)
			look.badge, look.ring, look.ink = draw.Right, false, draw.Mix(draw.Muted, draw.Felt, 0.25)
			badge = loc.Int(int64(k + 1))
		case s.missed && i == due:
			look.line, look.lw = draw.GoldLight, 3
		case i == s.wrongAt && s.missed:
			look.line, look.lw = draw.Wrong, 2
		case hover || i == s.cursor:
			look.fill = draw.Mix(draw.FeltDark, draw.PanelHi, 0.7)
			look.line = draw.Gold
		}
		if s.missed && i == s.wrongAt && i != due {
			look.line, look.lw = draw.Wrong, 2
		}
		v.paintRow(s, dst, r, badge, stepName(loc, st.ID), look)
		v.target(s, r, input.Event{Action: input.Select, Index: tRow + i})
	}
	ask := loc.T(locales.DDrillProcAskOrder, o.Placed, len(o.Proc.Steps))
	if s.phase == phAnswered {
		ask = loc.T(locales.DDrillProcDone, s.orderRight(), len(o.Proc.Steps))
	}
	draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(16), f.L(drillview.Felt.W-60)), ask, f.X(cx), f.Y(procAskY), draw.Center, draw.Muted, true)
}

// orderRight counts the steps of the procedure being put in order that
// were right at the first click.
func (s *Scene) orderRight() int { return s.inOrder }

// paintQuiz paints the quiz's question and its answers; after the answer,
// the right one in green and a wrong choice in red.
func (v *view) paintQuiz(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	q := s.quiz
	cx := drillview.Felt.CX()
	face := draw.Face(fonts.Bold, f.L(24))
	lines := draw.Wrap(face, questionText(loc, q.Q.ID), f.L(drillview.Felt.W-80))
	if len(lines) > 3 {
		face = draw.Face(fonts.Bold, f.L(20))
		lines = draw.Wrap(face, questionText(loc, q.Q.ID), f.L(drillview.Felt.W-80))
	}
	y := 186.0
	if len(lines) == 1 {
		y += 16
	}
	for _, l := range lines {
		draw.Text(dst, face, l, f.X(cx), f.Y(y), draw.Center, draw.Cream, true)
		y += 32
	}
	for i, k := range q.Shown {
		r := quizRow(i, len(q.Shown))
		look := rowLook{fill: draw.Mix(draw.FeltDark, draw.Felt, 0.35), badge: draw.Gold, ink: draw.Cream, lw: 1.2}
		if s.phase == phAnswered {
			switch {
			case k == 0:
				look.line, look.lw, look.badge = draw.Right, 3, draw.Right
			case q.Q.Answers[k] == s.last.chose:
				look.line, look.lw, look.badge = draw.Wrong, 3, draw.Wrong
			default:
				look.ink, look.badge = draw.Dim, draw.Mix(draw.GoldDark, draw.Felt, 0.3)
			}
		} else if v.hovered == len(v.targets) || i == s.cursor {
			look.fill, look.line = draw.Mix(draw.FeltDark, draw.PanelHi, 0.7), draw.Gold
		}
		v.paintRow(s, dst, r, string(rune('A'+i)), answerText(loc, q.Q.Answers[k]), look)
		v.target(s, r, input.Event{Action: input.Select, Index: tRow + i})
	}
	ask := loc.T(locales.DDrillProcAskQuiz)
	if s.phase == phAnswered {
		ask = loc.T(locales.DDrillTook, secondsText(loc, float64(s.last.ticks)))
	}
	draw.Text(dst, draw.Fit(fonts.Medium, ask, f.L(16), f.L(drillview.Felt.W-60)), ask, f.X(cx), f.Y(procAskY), draw.Center, draw.Muted, true)
}

// paintProcVerdict paints the procedure drills' verdict: how to answer
// before the first, then right or wrong, what was due, the article and the
// regulation's words in its own language.
func (v *view) paintProcVerdict(s *Scene, dst *ebiten.Image) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	box := drillview.Verdict
	x0, x1 := box.X+24, box.X+box.W-24
	ans := s.last
	if ans.chose == "" || s.kind == drillQuiz && s.phase == phAsk {
		how := loc.T(locales.DDrillProcHowOrder)
		if s.kind == drillQuiz {
			how = loc.T(locales.DDrillProcHowQuiz)
		}
		y := drillview.PaintHow(dst, f, fonts, box, x0, x1, loc.T(locales.DDrillHowTitle), how)
		if s.kind == drillOrder && s.procs != nil {
			y += 14
			draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(19)), loc.T(locales.DDrillProcProcedures), f.X(x0), f.Y(y), draw.Start, draw.Gold, false)
			y += 30
			for _, p := range s.procs.Regulation().Procedures {
				t := procName(loc, p.Kind, s.rules)
				clr := draw.GoldLight
				if p.Kind == s.order.Proc.Kind {
					clr = draw.Cream
				}
				draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(16), f.L(x1-x0)), t, f.X(x0), f.Y(y), draw.Start, clr, true)
				y += 23
			}
		}
		return
	}
	title, clr := loc.T(locales.DDrillRight), draw.Right
	if !ans.right {
		title, clr = loc.T(locales.DDrillWrong), draw.Wrong
	}
	draw.Disc(dst, f.X(x0+14), f.Y(box.Y+38), f.L(12), clr)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(34)), title, f.X(x0+38), f.Y(box.Y+38), draw.Start, clr, true)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(20)), secondsText(loc, float64(ans.ticks)), f.X(x1), f.Y(box.Y+40), draw.End, draw.Cream, true)
	y := box.Y + 80
	big := draw.Face(fonts.Bold, f.L(20))
	small := draw.Face(fonts.Medium, f.L(17))
	put := func(face *text.GoTextFace, txt string, clr color.Color, lh float64) {
		for _, l := range draw.Wrap(face, txt, f.L(x1-x0)) {
			draw.Text(dst, face, l, f.X(x0), f.Y(y), draw.Start, clr, true)
			y += lh
		}
	}
	var article, quote, lang string
	if s.procs != nil {
		lang = s.procs.Regulation().Lang
	}
	if s.kind == drillOrder {
		name := loc.Int(int64(ans.num)) + ". " + stepName(loc, ans.step.ID)
		if ans.right {
			put(big, loc.T(locales.DDrillProcPlaced, name), draw.Cream, 27)
		} else {
			put(big, loc.T(locales.DDrillProcNextIs, name), draw.Cream, 27)
			put(small, loc.T(locales.DDrillProcYouChose, stepName(loc, ans.chose)), draw.Wrong, 24)
		}
		article, quote = ans.step.Article, ans.step.Quote
	} else {
		put(big, loc.T(locales.DDrillProcAnswer, answerText(loc, ans.q.Answers[0])), draw.Cream, 27)
		if !ans.right {
			put(small, loc.T(locales.DDrillProcYouChose, answerText(loc, ans.chose)), draw.Wrong, 24)
		}
		article, quote = ans.q.Article, ans.q.Quote
	}
	y += 10
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(18)), loc.T(locales.DDrillProcArticle, article), f.X(x0), f.Y(y), draw.Start, draw.Gold, false)
	y += 28
	if l := wordsLabel(loc, lang); l != "" {
		draw.Text(dst, draw.Fit(fonts.Regular, l, f.L(14), f.L(x1-x0)), l, f.X(x0), f.Y(y), draw.Start, draw.Dim, true)
		y += 22
	}
	bottom := box.Y + box.H - 20
	if s.phase == phAnswered {
		bottom = box.Y + box.H - 80
	}
	qf := draw.Face(fonts.Medium, f.L(16))
	ql := draw.Wrap(qf, "«"+quote+"»", f.L(x1-x0-14))
	if n := int((bottom - y) / 22); len(ql) > n && n > 0 {
		ql = ql[:n]
		ql[n-1] = strings.TrimRight(ql[n-1], " ") + "…"
	}
	bar := draw.R{X: x0, Y: y - 11, W: 3, H: 22 * float64(len(ql))}
	draw.RoundRect(dst, f.Screen(bar), f.L(1.5), draw.GoldDark)
	for _, l := range ql {
		draw.Text(dst, qf, l, f.X(x0+14), f.Y(y), draw.Start, draw.GoldLight, true)
		y += 22
	}
	if s.phase == phAnswered {
		v.nextButton(s, dst, box)
	}
}

// paintReview lists, in the quiz's summary, the questions answered wrong
// with their articles, from y down.
func (v *view) paintReview(s *Scene, dst *ebiten.Image, y float64) {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	cx := drillview.Felt.CX()
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(20)), loc.T(locales.DDrillProcOverReview), f.X(cx), f.Y(y), draw.Center, draw.Gold, true)
	y += 34
	if len(s.review) == 0 {
		t := loc.T(locales.DDrillProcOverNone)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(18), f.L(drillview.Felt.W-80)), t, f.X(cx), f.Y(y), draw.Center, draw.Muted, true)
		return
	}
	for i, q := range s.review {
		if i >= 5 {
			break
		}
		t := q.Article + " · " + questionText(loc, q.ID)
		draw.Text(dst, draw.Fit(fonts.Medium, t, f.L(16), f.L(drillview.Felt.W-70)), t, f.X(cx), f.Y(y), draw.Center, draw.Muted, true)
		y += 26
	}
}
