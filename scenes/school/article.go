package school

import (
	"sabot/scenes/school/article"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/school/layout"
)

// The whole article, a key away: the stop shows the sentence that decides;
// A (input.Article) or the stop's button opens a panel with the whole
// article of the refusal just shown — or, with no refusal, of the step due
// now — as the table's regulation words it (rules.RuleSet.Passages), its
// passages under their headings, scrolled with the wheel, the arrows and
// the page keys; Esc, A again, Close or a click beside it closes it. The
// exam opens none: its articles are read at its end.

// openArticle opens the whole article of the stopped step, or when none is
// stopped of the step due (due gives its article and words); it says why
// when it cannot: in the exam, or where the regulation has no article.
func (s *desk) openArticle(due func() (article, quote string)) {
	loc := s.app.Loc
	if s.Exam {
		s.Said, s.Hint = loc.T(locales.SchoolArticleExam), ""
		s.Dirty = true
		return
	}
	var ref, quote string
	if st := s.Stopped; st != nil && st.Article != "" {
		ref, quote = st.Article, st.Quote
	} else if due != nil {
		ref, quote = due()
	}
	ps := s.Rules.Passages(ref, quote)
	if len(ps) == 0 {
		s.Said, s.Hint = loc.T(locales.SchoolArticleNone), ""
		s.Dirty = true
		return
	}
	s.art = &article.View{Article: ref, Passages: ps}
	s.Dirty = true
}

// articleEvent takes an event while the article's panel is open and
// reports whether it took it: the panel takes every event but the sound's
// and the screen's keys.
func (s *desk) articleEvent(e input.Event) bool {
	if s.art == nil {
		return false
	}
	took, closed := s.art.Event(e, artPainter{s})
	if closed {
		s.art = nil
	}
	if took {
		s.Dirty = true
	}
	return took
}

// ArticleShown returns the article whose whole text the panel shows and
// the text as shown, paragraph by paragraph; "" when the panel is closed.
func (s *desk) ArticleShown() (ref, text string) {
	if s.art == nil {
		return "", ""
	}
	return s.art.Article, s.art.Text()
}

// paintArticle paints the panel of the whole article over everything, when
// it is open.
func (s *desk) paintArticle(dst *ebiten.Image) {
	if s.art != nil {
		s.art.Paint(dst, s.app, s.Rules, artPainter{s})
	}
}

// artPainter is the station as the article's panel paints on it.
type artPainter struct{ s *desk }

func (p artPainter) Button(dst *ebiten.Image, r draw.R, label, key string, st draw.ButtonState) {
	p.s.button(dst, r, label, key, st)
}
func (p artPainter) AddTarget(r draw.R, index int) { p.s.addTarget(r, index) }
func (p artPainter) Block(r draw.R)                { p.s.block(r) }
func (p artPainter) Hovered(index int) bool        { return p.s.hoveredIs(index) }
func (p artPainter) CloseIndex() int               { return tArticleClose }
func (p artPainter) OutIndex() int                 { return tArticleOut }

// paintArticleButton paints the stop panel's button that opens the whole
// article, with its key.
func (s *desk) paintArticleButton(dst *ebiten.Image) {
	st := draw.ButtonNormal
	if s.hoveredIs(tArticle) {
		st = draw.ButtonHover
	}
	at := layout.ArticleButton(s.stopShown.Box)
	s.button(dst, at, s.app.Loc.T(locales.SchoolArticleOpen), input.Label(s.app.Loc, input.Article), st)
	s.addTarget(at, tArticle)
}
