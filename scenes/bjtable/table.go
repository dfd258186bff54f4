package bjtable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/driver/bjdriver"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/anim"
	"sabot/scenes/bjtable/felt"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// The table's phases, as the driver has them.
const (
	phaseBetting = bjdriver.Betting // the user places his bets
	phasePlaying = bjdriver.Playing // a round is dealt
	phaseOver    = bjdriver.Over    // the round is over, its result on the felt
)

// Indexes of the table's clickable items, as input.Event.Index of Select.
const (
	targetBox  = 0  // + the box number: bet on the box
	targetPP   = 20 // + the box number: the Perfect Pair circle
	targetChip = 40 // + the chip's index: choose the chip value
)

// Table is the play scene of the four blackjack tables: the felt
// with its boxes, the sabot and the cut card, the dealer and the computer
// players, the user's bets and decisions. The round is the engine's
// (game/blackjack); the scene shows its events one by one, waits for the
// user when he must decide, lets the computer players decide by the
// table's chart, keeps the bankroll and appends every round to the hand
// history.
type Table struct {
	app *session.Context
	// d drives the table: the seats, the bets, the round, its journal
	// and its commit (driver/bjdriver); the scene shows what it does.
	d *bjdriver.Driver
	// headFree is the header's free span, design units: from the table's
	// name to the stake and the bankroll, where the trainer's line goes.
	headFree [2]float64

	// tr is the trainer: grades, hints, the chart over the table, the
	// shoe's EV and the count (trainer.go).
	tr *tableTrainer

	chips chipChoice // the chip values of the table and the chosen one
	// ins is the insurance stake the user chose (insurance.go).
	ins insuranceChoice

	geom  *felt.Geom
	view  *feltView
	queue anim.Queue
	// ask is the user's question last shown.
	ask askShown
	// ringBox is the box ringed in gold: the player whose turn it is,
	// once the cards before it have come to rest (0: none).
	ringBox int

	banner  widget.Banner
	bubbles []speechBubble // by box: the last decision said

	sabot sabotSeen // the sabot as seen

	felt       widget.Layer
	hud        widget.Layer
	bar        widget.Layer // the chips, the buttons, the status line
	barKey     barKey
	barPainted bool
	shoe       *draw.Shoe
	deck       *draw.Deck
	chipset    *draw.ChipSet
	shadow     *ebiten.Image
	buttons    []barButton
	dirty      bool
	hovered    int
	targets    []input.Target
	op         ebiten.DrawImageOptions
	buf        rules.Cards

	// shot is the screenshot's staging (screenshot.go).
	shot screenshotStage
}

// chipChoice are the chip values of the table and the one chosen.
type chipChoice struct {
	values []rules.Money
	chosen int
}

// insuranceChoice is the insurance stake the user chose at question turn.
type insuranceChoice struct {
	stake rules.Money
	turn  blackjack.Turn
}

// askShown is the user's question last shown: asked, at turn.
type askShown struct {
	turn  blackjack.Turn
	asked bool
}

// sabotSeen is the sabot as seen: the cards left, the cards behind the cut
// card.
type sabotSeen struct{ left, cut int }

// screenshotStage is the screenshot's staging.
type screenshotStage struct {
	// rounds counts the rounds of the screenshot's sequence.
	rounds int
	// behind: the picture of the bets behind a box (table-behind);
	// result: the results' picture (table-result); split: the split
	// hands' picture (table-split); splits: the picture of splits at
	// several boxes (table-splits).
	behind, result, split, splits bool
	// box is the box the split's picture is staged at (0: any).
	box int
}

// speechBubble is what a player said last, shown above his box for a while.
type speechBubble struct {
	text  string
	ticks int
}

// New seats the user at blackjack table r: the computer
// players of the settings take their seats (none at a single-player
// table), the shoe is shuffled with the App's random source, and the
// betting opens.
func New(a *session.Context, r rules.RuleSet) *Table {
	a.AtTable(r)
	s := &Table{
		app:     a,
		d:       bjdriver.New(host{a}, r, a.Rand.Uint64()),
		bubbles: make([]speechBubble, r.Boxes+1),
		geom:    felt.New(r),
		hovered: -1,
	}
	s.banner.CY, s.banner.MaxW = s.geom.CallLine()
	s.view = newView(s.geom, r.Boxes, a.Settings.Speed.Factor())
	s.chips.values = tableChips(r)
	s.drain()
	s.showShoe()
	s.tr = newTableTrainer(s)
	s.openBetting(false)
	return s
}

// tableChips are the chip values offered at table r: the denominations
// from the minimum bet to the maximum.
func tableChips(r rules.RuleSet) []rules.Money {
	var out []rules.Money
	for _, v := range draw.Denominations {
		if v >= r.Limits.Min && (r.Limits.Max == 0 || v <= r.Limits.Max) {
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		out = []rules.Money{r.Limits.Min}
	}
	return out
}

// Rules returns the table's rule set.
func (s *Table) Rules() rules.RuleSet { return s.d.Rules() }

// Busy holds the input while cards and chips move and the dealer or a
// computer player acts, and while the trainer grades the user's decision;
// never while the chart is open over the table.
func (s *Table) Busy() bool {
	if s.tr.overlay != nil {
		return false
	}
	return s.queue.Busy() || s.view.busy() || s.tr.grading()
}

// Still implements session.Still: nothing moves, no call or bubble is on
// show, the trainer computes nothing, and the round, if one is dealt, waits
// for the user's answer (the dealer and the computer players act from
// Update).
func (s *Table) Still() bool {
	if s.tr.working() {
		return false
	}
	if s.tr.overlay != nil {
		return true
	}
	if s.queue.Busy() || s.view.busy() || s.view.arrived || s.banner.Ticks > 0 {
		return false
	}
	for i := range s.bubbles {
		if s.bubbles[i].ticks > 0 {
			return false
		}
	}
	if s.d.Phase() == phasePlaying {
		return s.userTurn() && s.d.Round().Turn() == s.ask.turn
	}
	return true
}

// Targets implements Scene.
func (s *Table) Targets() []input.Target {
	if s.tr.overlay != nil {
		return s.tr.overlay.targets
	}
	return s.targets
}

// Layout implements Scene.
func (s *Table) Layout(a *session.Context) {
	f := a.Frame
	s.deck = a.Deck(s.geom.CardW)
	if s.chipset != nil {
		s.chipset.Dispose()
	}
	s.chipset = draw.NewChipSet(a.Fonts, a.Loc, int(f.L(s.geom.Chip)+0.5))
	sb := f.Screen(s.geom.Table.Sabot)
	if s.shoe != nil {
		s.shoe.Image().Deallocate()
	}
	s.shoe = draw.NewShoe(int(sb.W), int(sb.H), s.d.Rules().Decks*52)
	if s.shadow != nil {
		s.shadow.Deallocate()
	}
	s.shadow = ebiten.NewImage(s.deck.Width()+4, s.deck.Height()+4)
	draw.RoundRect(s.shadow, draw.R{X: 2, Y: 2, W: float64(s.deck.Width()), H: float64(s.deck.Height())}, float64(s.deck.Width())*0.08, draw.Shadow)
	s.paintFelt()
	s.barPainted = false
	s.banner.Layout(a.Frame, a.Fonts)
	s.updateShoe()
	s.paint()
	s.tr.layout()
}

// Update implements Scene.
func (s *Table) Update(a *session.Context, events []input.Event) error {
	s.tr.update()
	if s.tr.overlay != nil {
		// The chart is open over the table: the round waits.
		for _, e := range events {
			s.tr.handle(e)
		}
		if s.tr.overlay != nil {
			s.tr.overlay.update()
		}
		if s.dirty {
			s.paint()
		}
		return nil
	}
	s.view.update()
	s.queue.Update()
	if s.banner.Update() {
		s.dirty = true
	}
	for i := range s.bubbles {
		if s.bubbles[i].ticks > 0 {
			s.bubbles[i].ticks--
			if s.bubbles[i].ticks == 0 {
				s.dirty = true
			}
		}
	}
	if h := widget.Hover(s.targets, a.Cursor); h != s.hovered {
		s.hovered, s.dirty = h, true
	}
	for _, e := range events {
		s.handle(e)
	}
	s.runOn()
	s.d.SyncJournal()
	s.drain()
	s.updateShoe()
	if s.view.arrived {
		s.view.arrived, s.dirty = false, true
	}
	if s.dirty {
		s.paint()
	}
	return nil
}

// handle takes one of the user's actions.
func (s *Table) handle(e input.Event) {
	a := s.app
	if s.tr.handle(e) {
		return
	}
	switch e.Action {
	case input.Finish:
		s.finish()
		return
	case input.Back:
		if s.d.Phase() == phasePlaying {
			a.Notify(locales.BJFinishRound)
			return
		}
		a.GoTo(a.Routes.Menu(a))
		return
	case input.History:
		a.GoTo(a.Routes.History(a, s))
		return
	case input.Rules:
		a.GoTo(a.Routes.RuleSheet(a, s.d.Rules(), s))
		return
	case input.Settings:
		a.GoTo(a.Routes.Settings(a, s))
		return
	case input.Progress:
		a.GoTo(a.Routes.Progress(a, s.d.Rules(), s))
		return
	}
	switch s.d.Phase() {
	case phaseBetting:
		s.handleBetting(e)
	case phaseOver:
		switch e.Action {
		case input.Confirm, input.Clear:
			s.openBetting(false)
		case input.Repeat:
			s.openBetting(true)
		case input.Select:
			if e.Index >= targetBox && e.Index < targetPP {
				s.openBetting(false)
				s.addChip(e.Index - targetBox)
			}
		case input.Left, input.Right:
			s.handleBetting(e)
		}
	case phasePlaying:
		s.handlePlay(e)
	}
}

// say shows a call of the dealer (or the table) on the felt and says it in
// the user's language.
func (s *Table) say(text, article string, voice assets.Phrase) {
	cite := ""
	if article != "" {
		cite = s.app.Loc.T(locales.BJBannerArticle, article)
	}
	s.banner.Show(s.app.Frame, s.app.Fonts, text, article, cite)
	if voice != "" {
		s.app.Sound.Say(s.app.Loc.Lang(), voice)
	}
	s.dirty = true
}

// bubble shows what the player of a box said.
func (s *Table) bubble(box int, text string) {
	if box >= 1 && box < len(s.bubbles) {
		n := anim.Scale(70, s.view.speed)
		if s.instant() {
			n = anim.Scale(70, save.SpeedFast.Factor()) // long enough to be read
		}
		s.bubbles[box] = speechBubble{text: text, ticks: n}
		s.dirty = true
	}
}

// showShoe takes the sabot as it is now: the cards left and the cut card.
func (s *Table) showShoe() {
	sh := s.d.Table().Shoe()
	s.sabot = sabotSeen{left: sh.Remaining()}
	if sh.HasCut() && !sh.CutOut() {
		s.sabot.cut = sh.Remaining() - sh.CardsBeforeCut()
	}
}

// updateShoe shows the cards left in the sabot.
func (s *Table) updateShoe() {
	if s.shoe != nil {
		s.shoe.Set(max(s.sabot.left, 0), s.sabot.cut)
	}
}

// Draw implements Scene.
func (s *Table) Draw(screen *ebiten.Image) {
	a := s.app
	f := a.Frame
	a.DrawBackdrop(screen)
	s.felt.Draw(screen)
	if s.shoe != nil {
		sb := f.Screen(s.geom.Table.Sabot)
		s.op.GeoM.Reset()
		s.op.ColorScale.Reset()
		s.op.GeoM.Translate(sb.X, sb.Y)
		screen.DrawImage(s.shoe.Image(), &s.op)
	}
	v := s.view
	// Still stacks first, then the cards, then what moves above them.
	for pass := 0; pass < 2; pass++ {
		for i := range v.stacks {
			st := &v.stacks[i]
			if st.dead || st.moving() != (pass == 1) {
				continue
			}
			s.drawStack(screen, st)
		}
		if pass == 0 {
			for i := range v.cards {
				if c := &v.cards[i]; !c.dead && !c.loose {
					s.drawCard(screen, c)
				}
			}
			for i := range v.cards {
				if c := &v.cards[i]; !c.dead && c.loose {
					s.drawCard(screen, c)
				}
			}
		}
	}
	s.hud.Draw(screen)
	s.bar.Draw(screen)
	s.banner.Draw(screen)
	s.tr.draw(screen)
}

// drawCard draws a card with its shadow, turning over or crosswise.
func (s *Table) drawCard(screen *ebiten.Image, c *cardView) {
	f := s.app.Frame
	img := s.deck.Back()
	sx := 1.0
	if c.turnN > 0 {
		p := float64(c.turn) / float64(c.turnN)
		sx = math.Abs(math.Cos(math.Pi * p))
		if (p >= 0.5) != c.down {
			img = s.deck.Face(c.card)
		}
	} else if !c.down {
		img = s.deck.Face(c.card)
	}
	w, h := float64(s.deck.Width()), float64(s.deck.Height())
	x, y := f.X(c.x), f.Y(c.y)
	sc := 1.0
	if c.sc > 0 && !c.loose {
		sc = c.sc
	}
	for k, im := range [2]*ebiten.Image{s.shadow, img} {
		s.op.GeoM.Reset()
		s.op.ColorScale.Reset()
		s.op.Filter = ebiten.FilterLinear
		if k == 0 {
			s.op.GeoM.Translate(-2, -2)
			s.op.ColorScale.ScaleAlpha(0.8)
		}
		s.op.GeoM.Translate(-w/2, -h/2)
		s.op.GeoM.Scale(sx*sc, sc)
		if c.cross {
			s.op.GeoM.Rotate(math.Pi / 2)
		}
		if k == 0 {
			s.op.GeoM.Translate(2, 3)
		}
		s.op.GeoM.Translate(x, y)
		screen.DrawImage(im, &s.op)
	}
	s.op.Filter = ebiten.FilterNearest
}

// drawStack draws a stack of chips, the biggest at the bottom.
func (s *Table) drawStack(screen *ebiten.Image, st *stackView) {
	f := s.app.Frame
	d := float64(s.chipset.Diameter())
	x, y := f.X(st.x)-d/2, f.Y(st.y)-d/2
	thick := math.Max(2, d*0.15)
	for k := 0; k < st.nchips; k++ {
		s.op.GeoM.Reset()
		s.op.ColorScale.Reset()
		s.op.GeoM.Translate(x, y-float64(k)*thick)
		screen.DrawImage(s.chipset.Chip(st.chips[k]), &s.op)
	}
}

// NoticeAreas implements session.NoticePlacer: the notices ("Box 7 is
// Luca's") go on the status line under the buttons, right of the chips'
// panel, not over the rail where the players' names and "You" are; a long
// one is set smaller to stay on one or two lines there. One that does not
// fit the band even so (the save refused with a long folder's path) goes
// over the felt's far edge, from the discards to the shoe, under the header
// and above the dealer's cards: no card is ever dealt there.
func (s *Table) NoticeAreas() []draw.R {
	areas := noticeAreas(s.geom)
	return areas[:]
}

// noticeAreas are the areas of the notices at table g: the status line's
// band, then the felt's far edge.
func noticeAreas(g *felt.Geom) [2]draw.R {
	t := g.Table
	bottom := t.Dealer.Y - g.CardH/2 - 6
	return [2]draw.R{noticeBand, {X: t.Discard.X, Y: headerBottom, W: t.Sabot.X + t.Sabot.W - t.Discard.X, H: bottom - headerBottom}}
}
