package pbtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/driver/pbdriver"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/anim"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
)

// Table is the Super Punto Banco table in play mode: nine positions
// with their Punto, Banco and Egalité areas, the button, the sabot with its
// cut card, the dealer's announcement, and the scoreboards of the shoe. The
// user sits at position 5 (or stands, Art. 13) and bets with a chosen chip;
// computer players sit at other positions. The table's life is its
// driver's (driver/pbdriver): the coup is the game/punto engine's, the
// automatic dealer applies its steps one at a time and the scene turns
// their events into animations, the dealer's voice and the words of the
// banner; the user reads the Punto cards when his Punto bet is the
// biggest.
type Table struct {
	app   *session.Context
	rules rules.RuleSet
	// d drives the table: the positions, the bets, the coup, the shoe and
	// the roads, the journal and the commit, the trainer's check
	// (driver/pbdriver); the scene shows what it does.
	d   *pbdriver.Driver
	geo puntoGeo

	chips    []rules.Money
	chip     int  // the selected chip
	thinking bool // a computer reader is about to call
	instant  bool // no animations: the coups are played out at once
	dealNext bool // the user dealt: the coup starts once the last one's cards are gone
	// holding: the coup is over and its last words, the payouts on the
	// felt and the trainer's verdict stay until the user presses a key or
	// clicks; then the bets open on the felt (release).
	holding bool
	result  pbLine // what the user's last coup gave
	// heard, when set (by tests), is told every banner shown and every
	// call said, also when the coups are played out at once.
	heard func(banner pbLine, voice assets.Phrase)

	queue  anim.Queue
	view   puntoView
	banner pbBanner
	hud    pbHUD
	// trainer shows the trainer's check of the user's calls (trainer.go).
	trainer pbTrainer
}

// pbHUD is the part of the screen repainted when the buttons change or the
// mouse moves over them.
type pbHUD struct {
	layer   widget.Layer
	dirty   bool
	hovered int
	reads   bool // painted for the user's call
	targets []input.Target
	// betGap is the chips' row between the last chip and the stand-up
	// button while the bets are open, design units: the notices go there.
	betGap draw.R
	// notice holds the areas NoticeAreas returns.
	notice [2]draw.R
}

// Indexes of the table's clickable items, as input.Event.Index of Select.
const (
	pbTargetBet  = 100 // + the side of the user's betting area
	pbTargetChip = 200 // + the chip's index
)

// New seats the user at the Punto Banco table r, with the
// computer players of the settings, and opens the bets.
func New(a *session.Context, r rules.RuleSet) *Table {
	a.AtTable(r)
	p := &Table{app: a, rules: r, geo: newPuntoGeo(r)}
	// The computer players sit where they sat at the first sit-down of
	// the session.
	p.d = pbdriver.New(host{a}, r, a.Rand)
	p.chips = puntoChips(r.Limits)
	for i, c := range p.chips {
		if c == rules.Units(25) || (p.chip == 0 && c >= r.Limits.Min) {
			p.chip = i
		}
	}
	p.hud.hovered = -1
	p.view.init(p)
	p.openBets()
	return p
}

// Busy holds the input while cards and chips move. While the bets are
// open, the computer players' chips may still be sliding: the user's bets
// do not wait for them.
func (p *Table) Busy() bool { return p.queue.Busy() && !p.d.Betting() }

// Rules is the table's rule set.
func (p *Table) Rules() rules.RuleSet { return p.rules }

// Still implements session.Still: nothing moves and no coup is to be
// dealt (the table's steps run from the queue's end, in Update).
func (p *Table) Still() bool { return !p.queue.Busy() && !p.dealNext }

// Targets implements Scene.
func (p *Table) Targets() []input.Target { return p.hud.targets }

// Layout implements Scene.
func (p *Table) Layout(a *session.Context) {
	p.view.layout(p)
	p.banner.paint(a)
	p.paintHUD()
	p.paintTrainer()
}

// Update implements Scene.
func (p *Table) Update(a *session.Context, events []input.Event) error {
	p.queue.Update()
	if h := widget.Hover(p.hud.targets, a.Cursor); h != p.hud.hovered {
		p.hud.hovered, p.hud.dirty = h, true
	}
	for _, e := range events {
		p.handle(e)
	}
	if p.dealNext && !p.queue.Busy() {
		p.dealNext = false
		p.deal()
	}
	for !p.queue.Busy() && p.step() {
	}
	if r := p.userReads(); r != p.hud.reads {
		p.hud.reads, p.hud.dirty = r, true
	}
	if p.hud.dirty {
		p.paintHUD()
	}
	return nil
}

// handle takes one of the user's actions.
func (p *Table) handle(e input.Event) {
	if p.holding && e.Action != input.None {
		p.release()
	}
	if p.trainerEvent(e) {
		return
	}
	if p.d.Betting() {
		switch e.Action {
		case input.Select:
			switch {
			case e.Index >= pbTargetChip:
				p.selectChip(e.Index - pbTargetChip)
			case e.Index >= pbTargetBet:
				p.bet(punto.Side(e.Index - pbTargetBet))
			}
		case input.Left:
			p.selectChip(p.chip - 1)
		case input.Right:
			p.selectChip(p.chip + 1)
		case input.Clear:
			p.clearBets()
		case input.Repeat:
			p.repeat()
		case input.Confirm:
			p.deal()
		case input.Seat:
			p.seat(!p.d.Standing())
		case input.Back:
			p.app.GoTo(p.app.Routes.Menu(p.app))
		case input.History:
			p.app.GoTo(p.app.Routes.History(p.app, p))
		case input.Rules:
			p.app.GoTo(p.app.Routes.RuleSheet(p.app, p.rules, p))
		case input.Settings:
			p.app.GoTo(p.app.Routes.Settings(p.app, p))
		case input.Progress:
			p.app.GoTo(p.app.Routes.Progress(p.app, p.rules, p))
		}
		return
	}
	if !p.userReads() {
		return
	}
	switch e.Action {
	case input.Turn:
		if !p.d.Peeked() {
			p.peek()
		} else if p.d.Natural() {
			p.call(rules.CallBattuta)
		}
	case input.Hit:
		if p.d.Peeked() {
			p.call(rules.CallCarta)
		}
	case input.Stand, input.No:
		if p.d.Peeked() {
			p.call(rules.CallNoCarta)
		}
	}
}

// userReads reports whether the coup waits for the user's call.
func (p *Table) userReads() bool { return p.d.UserReads() }

func (p *Table) selectChip(i int) {
	i = min(max(i, 0), len(p.chips)-1)
	if i != p.chip {
		p.chip, p.hud.dirty = i, true
		p.play(assets.Chip)
	}
}

// bet adds the selected chip on side at the user's position: the driver
// says why not (drain).
func (p *Table) bet(side punto.Side) {
	if side != punto.Punto && side != punto.Banco && side != punto.Egalite {
		return
	}
	if !p.d.AddChip(side, p.chips[p.chip]) {
		p.drain()
		return
	}
	p.play(assets.Chip)
	p.view.setStake(p, p.d.Stake())
	p.hud.dirty = true
	p.unrefuse()
}

// unrefuse puts the hint back in the banner after a refused bet.
func (p *Table) unrefuse() {
	if p.banner.tone == pbToneAlert {
		p.setBanner(pbSay(pbKeyPlaceBets), p.betHint(), pbToneNormal)
	}
}

func (p *Table) clearBets() {
	if !p.d.ClearBets() {
		return
	}
	p.view.setStake(p, p.d.Stake())
	p.play(assets.ChipsStack)
	p.hud.dirty = true
	p.unrefuse()
}

// repeat puts last coup's bets back on the layout, if the money is there.
func (p *Table) repeat() {
	if !p.d.RepeatBets() {
		p.drain()
		return
	}
	p.view.setStake(p, p.d.Stake())
	p.play(assets.ChipsStack)
	p.hud.dirty = true
	p.unrefuse()
}

// seat makes the user stand (a standing player at a free position bets but
// does not read, Art. 13) or sit down again.
func (p *Table) seat(standing bool) {
	p.d.SetStanding(standing)
	p.view.paintTable(p)
	p.hud.dirty = true
	p.setBanner(pbSay(pbKeyPlaceBets), p.betHint(), pbToneNormal)
}

// betHint is the second line of the banner while the bets are open: how to
// bet, or why the user will not read (Art. 13), or that his bankroll is
// short.
func (p *Table) betHint() pbLine {
	switch {
	case p.app.Wallet.Balance(p.rules.Currency) < p.rules.Limits.Min:
		return pbSay(pbKeyBroke)
	case p.d.Standing():
		return pbSay(pbKeyHintStanding)
	}
	return pbSay(pbKeyHintBet)
}

// openBets opens the bets of the next coup: the computer players place
// theirs.
func (p *Table) openBets() {
	p.d.OpenBets()
	p.d.Drain() // the bets are shown from the driver (showBets)
	if p.holding {
		p.hud.dirty = true
		return // the felt keeps the coup until a key (release)
	}
	p.showBets()
}

// sayCorrection keeps, under the coup's last words, the reader's call the
// dealer corrected "alla regola", the user's or a computer player's: with
// the trainer off too, the mistake is said and stays until a key.
func (p *Table) sayCorrection() {
	rec := p.d.Record()
	for _, c := range rec.Corrections {
		if c.Phrase != punto.PhraseAllaRegola {
			continue
		}
		said, right := pbCallWord(c.Said), pbCallWord(c.Right)
		line := pbSay(pbKeyCorrected, rec.Reader, said, right)
		if rec.Reader == puntoSeat {
			line = pbSay(pbKeyCorrectedYou, said, right)
		}
		p.setBanner(p.banner.main, line, pbToneAlert)
	}
}

// pbCallWord is the key of a call in the record's notation ("no-carta").
func pbCallWord(call string) locales.Key {
	for _, c := range []rules.ReaderCall{rules.CallCarta, rules.CallNoCarta, rules.CallBattuta} {
		if c.String() == call {
			return pbSaid[pbCallPhrase(c)]
		}
	}
	return locales.Key(call)
}

// release ends the hold on the coup just over: the trainer's strip and the
// chips go, and the bets open on the felt.
func (p *Table) release() {
	p.holding = false
	for p.queue.Busy() { // the coup's last moves land first
		p.queue.Update()
	}
	p.view.dropChips(p)
	p.showBets()
}

// showBets opens the bets on the felt: the banner asks for them and the
// computer players place theirs.
func (p *Table) showBets() {
	p.hideTrainer() // the strip would cover the chips to bet with
	sub := p.betHint()
	p.then(func() {
		p.setBanner(pbSay(pbKeyPlaceBets), sub, pbToneNormal)
		p.speak(assets.PlaceBets)
	})
	for _, b := range p.d.CrowdBets() {
		p.view.placeBet(p, b)
	}
	p.hud.dirty = true
}

// deal closes the bets and starts the coup.
func (p *Table) deal() {
	if !p.d.Betting() || p.dealNext {
		return
	}
	if p.view.kept {
		// The last coup's cards go first; the deal follows (Update).
		p.view.clearCards(p)
		p.dealNext = true
		return
	}
	for p.queue.Busy() { // the last computer player's chips land
		p.queue.Update()
	}
	// The coups played out at once are not journaled.
	if !p.d.Deal(!p.instant) {
		p.drain()
		return
	}
	var dealt pbdriver.Dealt
	for _, e := range p.d.Drain() {
		switch e := e.(type) {
		case pbdriver.Dealt:
			dealt = e
		case pbdriver.SaveFailed:
			p.app.SaveFailed(e.File, e.Err)
		}
	}
	p.result = pbLine{} // the last coup's result goes with it
	p.hideTrainer()
	p.thinking = false
	p.hud.dirty = true
	if dealt.NewShoe {
		p.newShoe(dealt.Shuffled)
	}
	if !p.instant {
		p.view.setShoe(p)
	}
}

// newShoe starts the roads again for a fresh shoe.
func (p *Table) newShoe(shuffled bool) {
	if !p.instant {
		p.view.paintRoads(p)
	}
	p.view.hideCut()
	s := p.d.Table().Shoe()
	behind := s.Remaining() - s.CardsBeforeCut()
	p.then(func() {
		p.setBanner(pbSay(pbKeyNewShoe, s.Size(), behind), pbLine{}, pbToneNormal)
		p.play(assets.Shuffle)
	})
	if shuffled {
		p.wait(70)
	}
}

// finish books the coup that is over (the driver commits it: the user's
// money, the hand history, the roads); then the bets open again.
func (p *Table) finish() {
	p.d.Finish()
	p.drain()
	p.holding = !p.instant
	p.sayCorrection()
	p.openBets()
	if !p.instant {
		p.view.paintRoads(p) // with the number of the coup the bets are open for
	}
}

// Draw implements Scene.
func (p *Table) Draw(screen *ebiten.Image) {
	p.app.DrawBackdrop(screen)
	p.view.draw(screen, p)
	p.banner.Draw(screen)
	p.hud.layer.Draw(screen)
	p.drawTrainer(screen)
}
