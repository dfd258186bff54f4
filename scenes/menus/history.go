package menus

import (
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// HandHistory shows every round of the round log, newest first: a line per
// round (table, time, cards, the user's net), and the whole round of the
// selected line beside the list. The list pages through the log's index
// (← →), reading only the records shown; T and R filter it by table and by
// result; E and C export what it lists to a JSON or CSV file.
type HandHistory struct {
	app  *session.Context
	back session.Scene // where Back goes: the table it was opened from, or the menu
	// rows are the log's entries listed, newest first (their places in
	// a.History); cache holds the records read of them.
	rows  []int
	cache map[int]historyEntry
	// table is the table filter: 0 every table, else rules.IDs()[table-1];
	// result the result filter (resultAll…).
	table  int
	result int
	sel    int // the selected entry
	top    int // the first entry shown
	// detailSkip is how many lines of the selected round's detail are
	// scrolled away (PageDown).
	detailSkip int
	hovered    int
	dirty      bool
	layer      widget.Layer
	targets    []input.Target
	clock      func() time.Time
}

// NewHandHistory returns the hand history; Back returns to back (nil: the
// menu).
func NewHandHistory(a *session.Context, back session.Scene) *HandHistory {
	h := &HandHistory{app: a, back: back, hovered: -1, clock: time.Now}
	h.filter()
	return h
}

// The result filter's values.
const (
	resultAll = iota
	resultWon
	resultLost
	resultEven
	numResults
)

// filter lists the log's rounds that pass the filters, newest first, and
// selects the newest.
func (h *HandHistory) filter() {
	l := h.app.History
	h.rows = h.rows[:0]
	h.cache = map[int]historyEntry{}
	table := ""
	if h.table > 0 {
		table = rules.IDs()[h.table-1]
	}
	for i := l.Len() - 1; i >= 0; i-- {
		s := l.Summary(i)
		if s.Kind == save.KindBankroll || (table != "" && s.Table != table) {
			continue
		}
		switch {
		case h.result == resultWon && s.Net <= 0,
			h.result == resultLost && s.Net >= 0,
			h.result == resultEven && s.Net != 0:
			continue
		}
		h.rows = append(h.rows, i)
	}
	h.sel, h.top, h.detailSkip, h.dirty = 0, 0, 0, true
}

// entry returns the k-th round listed, read from the log the first time.
func (h *HandHistory) entry(k int) historyEntry {
	i := h.rows[k]
	if e, ok := h.cache[i]; ok {
		return e
	}
	if len(h.cache) > 4*historyRows {
		clear(h.cache)
	}
	e, err := h.app.History.Entry(i)
	var he historyEntry
	if err != nil {
		he = historyEntry{bad: true}
	} else {
		he = readEntry(e.Record)
		he.cur = e.Currency
		if he.cur == "" {
			he.cur = save.Euro
		}
	}
	h.cache[i] = he
	return he
}

// Selected returns the index of the selected round, 0 the newest (for
// tests).
func (h *HandHistory) Selected() int { return h.sel }

// Targets implements Scene.
func (h *HandHistory) Targets() []input.Target { return h.targets }

// The history's layout in design units.
var (
	historyList   = draw.R{X: 40, Y: 128, W: 730, H: 560}
	historyDetail = draw.R{X: 790, Y: 128, W: 450, H: 560}
	historyRowH   = 54.0
	historyRows   = 10
	// historyDetailPage is how many lines PageUp and PageDown scroll the
	// detail.
	historyDetailPage = 8
	historyBack       = draw.R{X: 40, Y: 716, W: 220, H: 56}
	historyExportB    = draw.R{X: 276, Y: 716, W: 250, H: 56}
	historyCSVB       = draw.R{X: 542, Y: 716, W: 250, H: 56}
)

// Layout implements Scene.
func (h *HandHistory) Layout(a *session.Context) { h.paint() }

// Update implements Scene.
func (h *HandHistory) Update(a *session.Context, events []input.Event) error {
	if k := widget.Hover(h.targets, a.Cursor); k != h.hovered {
		h.hovered, h.dirty = k, true
	}
	for _, e := range events {
		switch e.Action {
		case input.Up:
			h.selectEntry(h.sel - 1)
		case input.Down:
			h.selectEntry(h.sel + 1)
		case input.PageUp:
			h.detailSkip, h.dirty = h.detailSkip-historyDetailPage, true
		case input.PageDown:
			h.detailSkip, h.dirty = h.detailSkip+historyDetailPage, true
		case input.Select:
			h.selectEntry(e.Index)
		case input.Left:
			h.selectEntry(h.sel - historyRows)
		case input.Right:
			h.selectEntry(h.sel + historyRows)
		case input.Turn:
			h.table = (h.table + 1) % (len(rules.IDs()) + 1)
			h.filter()
		case input.Repeat:
			h.result = (h.result + 1) % numResults
			h.filter()
		case input.Export:
			h.export(session.ExportJSON)
		case input.Chart:
			h.export(session.ExportCSV)
		case input.Insurance: // I: import, where there is a file picker
			session.PickHistoryFile()
		case input.Back, input.History:
			if h.back != nil {
				a.GoTo(h.back)
			} else {
				a.GoTo(NewMenu(a))
			}
		}
	}
	if f, ok := session.PickedHistoryFile(); ok {
		h.importFile(f)
	}
	if h.dirty {
		h.paint()
	}
	return nil
}

// importFile adds the rounds of a history file chosen in the browser and
// says how many.
func (h *HandHistory) importFile(f session.PickedFile) {
	a := h.app
	err := f.Err
	added, skipped := 0, 0
	if err == nil {
		added, skipped, err = a.ImportHistory(f.Data)
	}
	if err != nil {
		a.Notify(locales.HistoryImportFailed, err)
		return
	}
	a.Notify(locales.HistoryImported, added, skipped)
	h.filter()
}

// Still implements session.Still: nothing on the history moves; a change
// is painted in the tick of its key or click.
func (h *HandHistory) Still() bool { return !h.dirty }

func (h *HandHistory) selectEntry(i int) {
	i = min(max(i, 0), max(len(h.rows)-1, 0))
	if i == h.sel {
		return
	}
	h.sel, h.dirty = i, true
	h.detailSkip = 0
	if h.sel < h.top {
		h.top = h.sel
	}
	if h.sel >= h.top+historyRows {
		h.top = h.sel - historyRows + 1
	}
}

// export writes the rounds listed to a file in the save directory and
// says where.
func (h *HandHistory) export(format string) {
	a := h.app
	path, n, err := a.ExportHistory(h.clock(), format, h.rows)
	if err != nil {
		a.Notify(locales.HistoryExportFailed, err)
		return
	}
	a.Notify(locales.HistoryExported, n, path)
}

// ShotStep implements the screenshot's stager: the third round is
// selected, a blackjack round of three hands' detail.
func (h *HandHistory) ShotStep(tick int) bool {
	if tick == 0 {
		h.selectEntry(2)
		h.paint()
	}
	return tick > 0
}

// paint paints the list, the detail and the buttons.
func (h *HandHistory) paint() {
	h.dirty = false
	a := h.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	dst := h.layer.Begin(f)
	h.targets = h.targets[:0]

	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(44)), loc.T(locales.HistoryTitle), f.X(40), f.Y(30), draw.Start, draw.GoldLight, false)
	draw.Text(dst, draw.Face(fonts.Medium, f.L(17)), loc.T(locales.HistoryCount, len(h.rows)), f.X(44), f.Y(100), draw.Start, draw.Muted, true)
	draw.Text(dst, draw.Face(fonts.Medium, f.L(17)), h.filterText(), f.X(historyDetail.X+historyDetail.W), f.Y(100), draw.End, draw.Muted, true)

	draw.Panel(dst, f.Screen(historyList), f.L(14))
	if len(h.rows) == 0 {
		draw.Text(dst, draw.Face(fonts.Medium, f.L(19)), loc.T(locales.HistoryEmpty), f.X(historyList.CX()), f.Y(historyList.CY()), draw.Center, draw.Muted, true)
	}
	for k := 0; k < historyRows && h.top+k < len(h.rows); k++ {
		i := h.top + k
		h.paintRow(dst, i, draw.R{X: historyList.X + 10, Y: historyList.Y + 10 + float64(k)*historyRowH, W: historyList.W - 20, H: historyRowH - 4})
	}
	if n := len(h.rows); n > historyRows {
		// A scroll bar.
		track := draw.R{X: historyList.X + historyList.W - 7, Y: historyList.Y + 12, W: 3, H: historyList.H - 24}
		draw.RoundRect(dst, f.Screen(track), f.L(1.5), draw.Mix(draw.PanelFill, draw.Dim, 0.5))
		th := track.H * float64(historyRows) / float64(n)
		ty := track.Y + (track.H-th)*float64(h.top)/float64(n-historyRows)
		draw.RoundRect(dst, f.Screen(draw.R{X: track.X, Y: ty, W: track.W, H: th}), f.L(1.5), draw.Gold)
	}

	draw.Panel(dst, f.Screen(historyDetail), f.L(14))
	if h.sel < len(h.rows) {
		h.paintDetail(dst, h.entry(h.sel))
	}

	for i, b := range []struct {
		r      draw.R
		label  locales.Key
		action input.Action
	}{{historyBack, locales.ActionBack, input.Back}, {historyExportB, locales.HistoryExport, input.Export}, {historyCSVB, locales.HistoryExportCSV, input.Chart}} {
		btn := widget.Button{R: b.r, Label: loc.T(b.label), Key: input.Label(loc, b.action), Event: input.Event{Action: b.action}}
		if i == 1 && len(h.rows) > 0 {
			btn.Look = draw.ButtonPrimary
		}
		h.targets = widget.AddButton(dst, fonts, f, h.targets, h.hovered, btn)
	}
	// The keys, right of the buttons, on as many lines as they take.
	help := draw.Face(fonts.Regular, f.L(15))
	lines := historyHelpLines(help, loc.T(locales.HistoryHelp), f)
	y := historyCSVB.CY() - float64(len(lines)-1)*10
	for _, l := range lines {
		draw.Text(dst, help, l, f.X(1240), f.Y(y), draw.End, draw.Dim, true)
		y += 20
	}
}

// historyHelpSep is what the history's help line puts between two keys.
const historyHelpSep = " · "

// historyHelpLines is the keys' help, right of the buttons, broken into
// lines between two keys, never inside one.
func historyHelpLines(face *text.GoTextFace, help string, f draw.Frame) []string {
	return draw.WrapItems(face, help, historyHelpSep, f.L(1240-historyCSVB.X-historyCSVB.W-24))
}

// filterText says the filters and the page.
func (h *HandHistory) filterText() string {
	loc := h.app.Loc
	table := loc.T(locales.HistoryAllTables)
	if h.table > 0 {
		table = loc.T(locales.TableName(rules.IDs()[h.table-1]))
	}
	result := loc.T([]locales.Key{locales.HistoryAllResults, locales.HistoryWon, locales.HistoryLost, locales.HistoryEven}[h.result])
	pages := max((len(h.rows)+historyRows-1)/historyRows, 1)
	return loc.T(locales.HistoryFilter, table, result, h.sel/historyRows+1, pages)
}

// paintRow paints one round of the list: time and table, the user's net,
// and the cards.
func (h *HandHistory) paintRow(dst *ebiten.Image, i int, r draw.R) {
	a := h.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	e := h.entry(i)
	s := f.Screen(r)
	hovered := h.hovered == len(h.targets)
	h.targets = append(h.targets, input.Target{Rect: f.Rect(r), Event: input.Event{Action: input.Select, Index: i}})
	switch {
	case i == h.sel:
		draw.RoundRect(dst, s, f.L(10), draw.PanelHi)
		draw.RoundRectLine(dst, s, f.L(10), f.L(1.5), draw.Gold)
	case hovered:
		draw.RoundRect(dst, s, f.L(10), draw.Mix(draw.PanelFill, draw.PanelHi, 0.5))
	}
	draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), timeText(loc, e), f.X(r.X+14), f.Y(r.Y+15), draw.Start, draw.Muted, true)
	name := tableName(loc, e.table)
	draw.Text(dst, draw.Face(fonts.Bold, f.L(16)), name, f.X(r.X+180), f.Y(r.Y+15), draw.Start, draw.Cream, true)
	if e.hasNet {
		clr := color.Color(draw.Muted)
		switch {
		case e.net > 0:
			clr = draw.Win
		case e.net < 0:
			clr = draw.Lose
		}
		draw.Text(dst, draw.Face(fonts.Bold, f.L(17)), netText(atTable(loc, e), e.net), f.X(r.X+r.W-14), f.Y(r.Y+15), draw.End, clr, true)
	}
	sum := summary(loc, e)
	face := draw.Fit(fonts.Regular, sum, f.L(15), f.L(r.W-28))
	cardLine(dst, face, sum, f.X(r.X+14), f.Y(r.Y+37), draw.Cream)
}

// detailLine is one line of the detail as painted: a wrapped line of the
// round, indented or not, and whether it ends a line of the round.
type detailLine struct {
	text     string
	indented bool
	last     bool
}

// detailLineH is a detail line's height, design units; a line of the round
// is followed by detailGap.
const (
	detailLineH = 22.0
	detailGap   = 3.0
)

// detailWindow is the part of n lines shown from skip (clamped) when fit
// lines fit: [from, to), and whether there is more above and below.
func detailWindow(n, fit, skip int) (from, to int, above, below bool) {
	fit = max(fit, 1)
	from = min(max(skip, 0), max(n-fit, 0))
	to = min(from+fit, n)
	return from, to, from > 0, to < n
}

// paintDetail paints the whole round of an entry; PageUp and PageDown
// scroll it when it is longer than the panel (seven boxes, splits).
func (h *HandHistory) paintDetail(dst *ebiten.Image, e historyEntry) {
	a := h.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	p := historyDetail.Inset(20)
	y := p.Y
	body := draw.Face(fonts.Regular, f.L(15))
	bold := draw.Face(fonts.Bold, f.L(16))
	var lines []detailLine
	for i, l := range detail(loc, e) {
		switch i {
		case 0:
			draw.Text(dst, draw.Face(fonts.Bold, f.L(20)), l, f.X(p.X), f.Y(y), draw.Start, draw.GoldLight, false)
			y += 28
			continue
		case 1:
			draw.Text(dst, draw.Face(fonts.Medium, f.L(15)), l, f.X(p.X), f.Y(y), draw.Start, draw.Muted, false)
			y += 30
			continue
		}
		face, w, ind := bold, p.W, false
		if strings.HasPrefix(l, "\t") {
			l, face, w, ind = l[1:], body, p.W-20, true
		}
		wrapped := draw.Wrap(face, l, f.L(w))
		for k, ln := range wrapped {
			lines = append(lines, detailLine{text: ln, indented: ind, last: k == len(wrapped)-1})
		}
	}
	fit := int((p.Y + p.H - y - 24) / (detailLineH + detailGap/2))
	from, to, above, below := detailWindow(len(lines), fit, h.detailSkip)
	h.detailSkip = from
	if above {
		draw.Text(dst, body, "▲ "+input.Label(loc, input.PageUp), f.X(p.X+p.W), f.Y(p.Y+8), draw.End, draw.Muted, false)
	}
	for _, ln := range lines[from:to] {
		x, face := p.X, bold
		if ln.indented {
			x, face = p.X+20, body
		}
		cardLine(dst, face, ln.text, f.X(x), f.Y(y)+face.Size*0.6, draw.Cream)
		y += detailLineH
		if ln.last {
			y += detailGap
		}
	}
	if below {
		draw.Text(dst, body, "… ▼ "+input.Label(loc, input.PageDown), f.X(p.X), f.Y(y), draw.Start, draw.Muted, false)
	}
}

// cardLine draws a line of text whose card tokens in red suits are red,
// its vertical middle at y.
func cardLine(dst *ebiten.Image, face *text.GoTextFace, s string, x, y float64, clr color.Color) {
	red := color.NRGBA{0xf2, 0x86, 0x7c, 0xff}
	space := draw.Width(face, " ")
	for i, tok := range strings.Split(s, " ") {
		if i > 0 {
			x += space
		}
		c := clr
		if strings.ContainsAny(tok, "♥♦") {
			c = red
		}
		draw.Text(dst, face, tok, x, y, draw.Start, c, true)
		x += draw.Width(face, tok)
	}
}

// Draw implements Scene.
func (h *HandHistory) Draw(screen *ebiten.Image) {
	h.app.DrawBackdrop(screen)
	h.layer.Draw(screen)
}
