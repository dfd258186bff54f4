package school

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
)

// The whole article, a key away: the stop shows the sentence that decides;
// A (input.Article) or the stop's button opens a panel with the whole
// article of the refusal just shown — or, with no refusal, of the step due
// now — as the table's regulation words it (rules.RuleSet.Passages), its
// passages under their headings, scrolled with the wheel, the arrows and
// the page keys; Esc, A again, Close or a click beside it closes it. The
// exam opens none: its articles are read at its end.

// articleView is the open panel of a whole article.
type articleView struct {
	article  string          // the article as cited ("Art. 13", "Desarrollo 12d")
	passages []rules.Passage // its text
	scroll   int             // the first line shown
	lines    int             // the lines the text takes, as last painted
	page     int             // the lines the panel shows, as last painted
}

// articleBox is the panel of the whole article, over the table.
var articleBox = draw.R{X: 190, Y: 56, W: 900, H: 688}

// articleOpenBox is the stop panel's button that opens the whole article,
// at the top right of the panel box, beside the title; beside a box too
// narrow for both (Super Punto Banco's, pbStopBox), at its foot on the
// right, so that the whole quote keeps the panel's room.
func articleOpenBox(box draw.R) draw.R {
	if box.W < narrowPanel {
		return draw.R{X: box.X + box.W + 6, Y: box.Y + box.H - 28, W: 138, H: 28}
	}
	return draw.R{X: box.X + box.W - 146, Y: box.Y + 8, W: 138, H: 28}
}

// narrowPanel is the width under which a stop's panel has no room for its
// article's button beside its title.
const narrowPanel = 260.0

// articleVeil darkens the table under the article's panel.
var articleVeil = color.NRGBA{0, 0, 0, 0x90}

// openArticle opens the whole article of the stopped step, or when none is
// stopped of the step due (due gives its article and words); it says why
// when it cannot: in the exam, or where the regulation has no article.
func (s *desk) openArticle(due func() (article, quote string)) {
	loc := s.app.Loc
	if s.exam {
		s.said, s.hint = loc.T(locales.SchoolArticleExam), ""
		s.dirty = true
		return
	}
	var article, quote string
	if st := s.stopped; st != nil && st.article != "" {
		article, quote = st.article, st.quote
	} else if due != nil {
		article, quote = due()
	}
	ps := s.rules.Passages(article, quote)
	if len(ps) == 0 {
		s.said, s.hint = loc.T(locales.SchoolArticleNone), ""
		s.dirty = true
		return
	}
	s.art = &articleView{article: article, passages: ps}
	s.dirty = true
}

// articleEvent takes an event while the article's panel is open and
// reports whether it took it: the panel takes every event but the sound's
// and the screen's keys.
func (s *desk) articleEvent(e input.Event) bool {
	v := s.art
	if v == nil {
		return false
	}
	switch e.Action {
	case input.Back, input.Article:
		s.art = nil
	case input.Up:
		v.scroll--
	case input.Down:
		v.scroll++
	case input.PageUp:
		v.scroll -= max(v.page-2, 1)
	case input.PageDown:
		v.scroll += max(v.page-2, 1)
	case input.Select:
		if e.Index == tArticleClose || e.Index == tArticleOut {
			s.art = nil
		}
	case input.Mute, input.Fullscreen:
		return false
	}
	if s.art != nil {
		v.scroll = max(0, min(v.scroll, v.lines-v.page))
	}
	s.dirty = true
	return true
}

// ArticleShown returns the article whose whole text the panel shows and
// the text as shown, paragraph by paragraph; "" when the panel is closed.
func (s *desk) ArticleShown() (article, text string) {
	if s.art == nil {
		return "", ""
	}
	var texts []string
	for _, p := range s.art.passages {
		texts = append(texts, p.Text())
	}
	return s.art.article, strings.Join(texts, "\n\n")
}

// articleSource is the article panel's subtitle: the table's casino and
// its regulation, by the regulation's title, not its file (seeds/000_….txt).
func (s *desk) articleSource() string {
	loc := s.app.Loc
	return loc.T(locales.SchoolArticleSource, loc.T(locales.TableCasino(s.rules.ID)), s.rules.RegulationTitle())
}

// paintArticleButton paints the stop panel's button that opens the whole
// article, with its key.
func (s *desk) paintArticleButton(dst *ebiten.Image) {
	st := draw.ButtonNormal
	if s.hoveredIs(tArticle) {
		st = draw.ButtonHover
	}
	at := articleOpenBox(s.stopBox())
	s.button(dst, at, s.app.Loc.T(locales.SchoolArticleOpen), input.Label(s.app.Loc, input.Article), st)
	s.addTarget(at, tArticle)
}

// articleLine is a line of the article's panel: a passage's heading or a
// line of one of its paragraphs, and the room before it.
type articleLine struct {
	text    string
	heading bool
	gap     float64 // design units before the line
}

// paintArticle paints the panel of the whole article over everything: the
// table's regulation and the article, the passages' lines from the one
// scrolled to, a bar that says where they are, the keys and Close. The
// panel is as tall as its text, up to articleBox, centred on the table.
func (s *desk) paintArticle(dst *ebiten.Image) {
	v := s.art
	if v == nil {
		return
	}
	a := s.app
	f := a.Frame
	loc := a.Loc
	all := draw.R{X: -f.OX / f.S, Y: -f.OY / f.S, W: float64(f.W) / f.S, H: float64(f.H) / f.S}
	draw.FillRect(dst, f.Screen(all), articleVeil)
	s.addTarget(all, tArticleOut)

	// The lines first, in design units, for the panel's height.
	const (
		pad      = 22.0 // the panel's margin
		headH    = 80.0 // the title, the regulation and the rule under them
		footH    = 64.0 // the keys and Close
		lead     = 23.0 // a line
		barW     = 14.0 // the scroll bar's room
		minLines = 6    // the shortest panel's lines
	)
	width := articleBox.W - 2*pad - barW
	head := draw.Face(a.Fonts.Bold, f.L(17))
	body := draw.Face(a.Fonts.Regular, f.L(16))
	var lines []articleLine
	for i, p := range v.passages {
		gap := 0.0
		if i > 0 {
			gap = 14
		}
		lines = append(lines, articleLine{text: p.Heading, heading: true, gap: gap})
		for _, para := range p.Paragraphs {
			for j, l := range draw.Wrap(body, para, f.L(width)) {
				g := 0.0
				if j == 0 {
					g = 6
				}
				lines = append(lines, articleLine{text: l, gap: g})
			}
		}
	}
	textH := 0.0
	for _, l := range lines {
		textH += lead + l.gap
	}
	box := articleBox
	box.H = min(articleBox.H, headH+max(textH, minLines*lead)+footH+pad)
	box.Y = articleBox.Y + (articleBox.H-box.H)/2

	r := f.Screen(box)
	draw.RoundRect(dst, r, f.L(14), draw.FeltDark) // opaque under the panel's glass
	draw.Panel(dst, r, f.L(14))
	s.block(box)
	x := r.X + f.L(pad)
	y := r.Y + f.L(pad)
	title := loc.T(locales.SchoolArticleTitle, loc.T(locales.TableName(s.rules.ID)), v.article)
	draw.Text(dst, draw.Fit(a.Fonts.Bold, title, f.L(22), f.L(width)), title, x, y+f.L(10), draw.Start, draw.GoldLight, true)
	sub := s.articleSource()
	draw.Text(dst, draw.Fit(a.Fonts.Medium, sub, f.L(13), f.L(width)), sub, x, y+f.L(34), draw.Start, draw.Muted, true)
	y = r.Y + f.L(headH)
	draw.Line(dst, x, y-f.L(12), r.X+r.W-f.L(pad), y-f.L(12), f.L(1), draw.Mix(draw.GoldLight, draw.Muted, 0.6))

	bottom := r.Y + r.H - f.L(footH)
	v.lines, v.page = len(lines), max(int((bottom-y)/f.L(lead+4)), 1)
	v.scroll = max(0, min(v.scroll, v.lines-v.page))
	shown := 0
	for i := v.scroll; i < len(lines); i++ {
		l := lines[i]
		step := f.L(lead)
		if i > v.scroll {
			step += f.L(l.gap)
		}
		if y+step > bottom+f.L(2) {
			break
		}
		y += step
		face, ink := body, color.Color(draw.Cream)
		if l.heading {
			face, ink = head, draw.GoldLight
		}
		draw.Text(dst, face, l.text, x, y-f.L(6), draw.Start, ink, false)
		shown++
	}
	// The bar: where the lines shown are among them all.
	if shown < len(lines) {
		top := r.Y + f.L(headH)
		h := bottom - top
		bar := draw.R{X: r.X + r.W - f.L(pad) - f.L(5), Y: top, W: f.L(5), H: h}
		draw.FillRect(dst, bar, color.NRGBA{0xff, 0xff, 0xff, 0x22})
		th := max(h*float64(shown)/float64(len(lines)), f.L(24))
		ty := top + (h-th)*float64(v.scroll)/float64(max(len(lines)-shown, 1))
		draw.FillRect(dst, draw.R{X: bar.X, Y: ty, W: bar.W, H: th}, draw.GoldLight)
	}
	keys := loc.T(locales.SchoolArticleKeys, input.Label(loc, input.Article), input.Label(loc, input.Back))
	draw.Text(dst, draw.Fit(a.Fonts.Medium, keys, f.L(14), f.L(box.W-2*pad-170)), keys, x, r.Y+r.H-f.L(32), draw.Start, draw.Muted, true)
	cb := draw.R{X: box.X + box.W - pad - 150, Y: box.Y + box.H - 52, W: 150, H: 38}
	st := draw.ButtonNormal
	if s.hoveredIs(tArticleClose) {
		st = draw.ButtonHover
	}
	s.button(dst, cb, loc.T(locales.SchoolArticleClose), input.Label(loc, input.Back), st)
	s.addTarget(cb, tArticleClose)
}

// dueArticle is the article of the step due now at the blackjack table and
// the regulation's words for it: the incident's under way, or the dealer's
// next step's; "" between rounds.
func (s *Table) dueArticle() (article, quote string) {
	r := s.round
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

// dueArticle is the article of the step due now at Punto Banco and the
// regulation's words for it: the incident's under way, or the dealer's
// next step's; "" between coups.
func (s *Punto) dueArticle() (article, quote string) {
	r := s.round
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
