package school

import (
	"github.com/hajimehoshi/ebiten/v2"
	"sabot/driver/schooldriver"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// The round's summary, and the exam's end: the score and the time, then
// each mistake as a row — what the student did, what was due, the article
// — the same mistake made again counted on its row, never repeated; the
// rows scroll (the wheel, the arrows, the page keys) when they do not all
// fit.

// summaryRow is a mistake of the summary: what the student did, what was
// due, the article, and how many times he made it.
type summaryRow struct {
	did, due, article string
	times             int
}

// summaryRows are the mistakes to list, each once, in the order first
// made: the round's, or at an exam's end the exam's.
func (s *desk) summaryRows() []summaryRow {
	log := s.Log
	if s.ExamOver() {
		log = s.Ex.Log
	}
	var out []summaryRow
	at := map[summaryRow]int{}
	for _, st := range log {
		k := summaryRow{did: st.Did, due: st.Due, article: st.Article}
		if i, ok := at[k]; ok {
			out[i].times++
			continue
		}
		at[k] = len(out)
		k.times = 1
		out = append(out, k)
	}
	return out
}

// summaryLines are a row's lines: you did, due, the article (and the times
// made).
func (s *desk) summaryLines(r summaryRow) []string {
	loc := s.app.Loc
	lines := []string{loc.T(locales.SchoolYouDid, r.did)}
	if r.due != "" {
		lines = append(lines, loc.T(locales.SchoolDue, r.due))
	}
	art := ""
	if r.article != "" {
		art = loc.T(locales.SchoolSummaryArticle, schooldriver.ArticleText(loc, r.article))
	}
	if r.times > 1 {
		if art != "" {
			art += " · "
		}
		art += loc.T(locales.SchoolSummaryTimes, r.times)
	}
	if art != "" {
		lines = append(lines, art)
	}
	return lines
}

// overBox is the summary's panel: over the dealer's place, the cards
// collected, clear of the outer boxes' stakes.
var overBox = draw.R{X: 392, Y: 50, W: 496, H: 338}

// scrollSummary moves the summary's rows by d (a page is pageRows).
func (s *desk) scrollSummary(a input.Action) {
	d := 0
	switch a {
	case input.Up:
		d = -1
	case input.Down:
		d = 1
	case input.PageUp:
		d = -pageRows
	case input.PageDown:
		d = pageRows
	}
	n := len(s.summaryRows())
	s.scroll = max(0, min(s.scroll+d, n-1))
	s.Dirty = true
}

// pageRows is how many rows a page key scrolls.
const pageRows = 3

// overTitle is the summary's title in the table's words (la mano at
// blackjack, il colpo at Punto Banco): the round's score and seconds, or
// the exam's rounds, score and time.
func (s *desk) overTitle() string {
	loc := s.app.Loc
	if s.ExamOver() {
		sh := &s.Ex.Sheet
		return loc.T(locales.ForGame(locales.SchoolExamOver, s.Rules.Game), sh.Rounds, loc.T(locales.SchoolCountRight, sh.Right()), loc.T(locales.SchoolCountWrong, sh.Wrong()), loc.T(locales.DDrillSeconds, int64(sh.Seconds()+0.5)))
	}
	return loc.T(locales.ForGame(locales.SchoolRoundOver, s.Rules.Game), loc.T(locales.SchoolCountRight, s.Count.Right), loc.T(locales.SchoolCountWrong, s.Count.Wrong), s.Elapsed/60)
}

// paintOver paints the round's summary, or the exam's end: the score and
// the time, the mistakes' rows from the one scrolled to, and the button of
// the next round.
func (s *desk) paintOver(dst *ebiten.Image) {
	a := s.app
	f := a.Frame
	loc := a.Loc
	box := overBox
	r := f.Screen(box)
	// Opaque: the felt's printed words (the payouts) would show through the
	// rows of mistakes.
	solid := draw.PanelFill
	solid.A = 0xff
	draw.RoundRect(dst, r, f.L(12), solid)
	draw.Panel(dst, r, f.L(12))
	s.block(box)
	pad := f.L(14)
	y := r.Y + pad
	width := r.W - 2*pad
	head := draw.Face(a.Fonts.Bold, f.L(16))
	for _, l := range draw.Wrap(head, s.overTitle(), width) {
		draw.Text(dst, head, l, r.X+pad, y+f.L(8), draw.Start, draw.GoldLight, false)
		y += f.L(20)
	}
	small := draw.Face(a.Fonts.Medium, f.L(12))
	if s.ExamOver() {
		line := s.Ex.ReportFail
		if s.Ex.Report != "" {
			line = loc.T(locales.SchoolExamReport, s.Ex.Report)
		}
		for _, l := range draw.Wrap(small, line, width) {
			draw.Text(dst, small, l, r.X+pad, y+f.L(6), draw.Start, draw.Cream, false)
			y += f.L(15)
		}
	}
	rows := s.summaryRows()
	bottom := f.Y(box.Y + box.H - 74) // above the scroll's hint and the button
	hintY := f.Y(box.Y + box.H - 62)
	body := draw.Face(a.Fonts.Medium, f.L(13))
	lh := f.L(16)
	if len(rows) > 0 {
		y += f.L(6)
		heading := loc.T(locales.ForGame(locales.SchoolMistakes, s.Rules.Game))
		if s.ExamOver() {
			heading = loc.T(locales.SchoolExamMistakes)
		}
		draw.Text(dst, body, heading, r.X+pad, y+f.L(6), draw.Start, draw.Cream, false)
		y += f.L(20)
		s.scroll = max(0, min(s.scroll, len(rows)-1))
		shown := 0
		for i := s.scroll; i < len(rows); i++ {
			var lines []string
			for j, l := range s.summaryLines(rows[i]) {
				w := draw.Wrap(body, l, width-f.L(14))
				if j == 0 && len(w) > 0 {
					w[0] = "• " + w[0]
				}
				lines = append(lines, w...)
			}
			if y+float64(len(lines))*lh > bottom && shown > 0 {
				break
			}
			for j, l := range lines {
				x := r.X + pad
				if j > 0 {
					x += f.L(14) // under the bullet's text
				}
				clr := draw.Muted
				if j == 0 {
					clr = draw.Cream
				}
				draw.Text(dst, body, l, x, y+f.L(6), draw.Start, clr, false)
				y += lh
			}
			y += f.L(4)
			shown++
		}
		if s.scroll > 0 || s.scroll+shown < len(rows) {
			hint := loc.T(locales.SchoolSummaryScroll) + " · " + loc.Int(int64(s.scroll+1)) + "–" + loc.Int(int64(s.scroll+shown)) + " / " + loc.Int(int64(len(rows)))
			draw.Text(dst, small, hint, r.X+r.W-pad, hintY, draw.End, draw.Muted, false)
		}
	}
	br := draw.R{X: box.X + 14, Y: box.Y + box.H - 48, W: box.W - 28, H: 36}
	s.button(dst, br, loc.T(locales.ForGame(locales.SchoolNext, s.Rules.Game)), input.Label(loc, input.Confirm), draw.ButtonPrimary)
	s.addTarget(br, tNext)
}
