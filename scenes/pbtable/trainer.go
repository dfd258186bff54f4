package pbtable

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sabot/assets"
	"sabot/game/punto"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/session"
	"sabot/scenes/widget"
	"sabot/tutor/croupier"
	"sabot/tutor/learner"
)

// The trainer at the Super Punto Banco table: when the user reads the
// Punto cards, his call ("carta", "no carta", or the battuta shown) is
// checked against the Tabella della Regola on the spot, before it is
// applied: a strip under the felt says right or wrong, the rule's call for
// his points, and when it was wrong, that the dealer corrects it "alla
// regola" (the engine does). The hint (F1, ?) shows the rule's call before
// calling. Each call checked goes into the player's progress; the bankroll
// after each coup the user played, whether the trainer is on or not.

// The strip, design units: under the felt, above the buttons, right of
// the user's bets.
var pbTrainerStrip = draw.R{X: 312, Y: 594, W: 624, H: 96}

// pbTrainer is the trainer of the Punto Banco table.
type pbTrainer struct {
	on      bool
	session bool // a play session is open in the progress

	shown, hint bool
	points      int
	want, said  rules.ReaderCall
	ok          bool

	// strip is the trainer's strip under the table.
	strip widget.Sprite

	// shot is the trainer's screenshot staged ("trainer").
	shot string
}

// NewTrainer seats the user at the Punto Banco table r with the
// trainer on: the menu's Trainer mode.
func NewTrainer(a *session.Context, r rules.RuleSet) *Table {
	p := New(a, r)
	p.trainer.on = true
	return p
}

// TrainerOn reports whether the trainer checks the user's calls.
func (p *Table) TrainerOn() bool { return p.trainer.on }

// trainerVerdict returns what the trainer's strip shows: whether it is up,
// whether it is a hint, the rule's call and whether the user's agreed.
func (p *Table) trainerVerdict() (shown, hint bool, want rules.ReaderCall, ok bool) {
	t := &p.trainer
	return t.shown, t.hint, t.want, t.ok
}

// trainerEvent takes the trainer's actions: F6 switches it, F1 gives the
// rule's call while the user reads. It reports whether the event was used.
func (p *Table) trainerEvent(e input.Event) bool {
	t := &p.trainer
	switch e.Action {
	case input.Trainer:
		t.on = !t.on
		if t.on {
			p.app.Notify(locales.TrainerNoticeOn)
		} else {
			p.app.Notify(locales.TrainerNoticeOff)
		}
		return true
	case input.Hint:
		if !p.userReads() {
			return true
		}
		if !p.peeked {
			p.app.Notify(locales.TrainerPuntoTurnFirst, input.Label(p.app.Loc, input.Turn))
			return true
		}
		pts := p.round.Points(punto.Punto)
		t.shown, t.hint, t.points, t.want, t.ok = true, true, pts, rules.PuntoRule(pts), true
		p.paintTrainer()
		return true
	}
	return false
}

// checkCall checks the user's call against the rule before it is applied,
// when the trainer is on, and records it.
func (p *Table) checkCall(c rules.ReaderCall) {
	t := &p.trainer
	if !t.on || p.round == nil {
		return
	}
	want, ok, err := croupier.CheckReaderCall(p.round.Cards(punto.Punto), c)
	if err != nil {
		return
	}
	t.shown, t.hint, t.points, t.want, t.said, t.ok = true, false, p.round.Points(punto.Punto), want, c, ok
	p.paintTrainer()
	if ok {
		p.play(assets.Chip)
	}
	a := p.app
	if a.Progress == nil {
		return
	}
	now := p.clock()
	if !t.session {
		a.StartPlaySession(p.rules.ID, now)
		t.session = true
	}
	a.RecordDecision(learner.Decision{Table: p.rules.ID, Correct: ok, At: now})
}

// hideTrainer takes the strip away (a new coup is dealt).
func (p *Table) hideTrainer() {
	if p.trainer.shown {
		p.trainer.shown = false
		p.paintTrainer()
	}
}

// paintTrainer paints the strip into its image.
func (p *Table) paintTrainer() {
	t := &p.trainer
	t.strip.Clear()
	a := p.app
	if !t.shown || a.Fonts == nil {
		return
	}
	sf := a.Frame
	r := pbTrainerStrip
	const margin = 12.0
	w, h := int(sf.L(r.W+2*margin)+1), int(sf.L(r.H+2*margin)+1)
	img := t.strip.Begin(w, h, sf.X(r.X-margin), sf.Y(r.Y-margin))
	f := draw.Frame{W: w, H: h, S: sf.S, OX: -sf.L(r.X - margin), OY: -sf.L(r.Y - margin)}
	fonts, loc := a.Fonts, a.Loc
	draw.Panel(img, f.Screen(r), f.L(12))
	x0, x1 := r.X+18, r.X+r.W-18

	title, clr := loc.T(locales.TrainerHint), color.Color(draw.GoldLight)
	switch {
	case t.hint:
	case t.ok:
		title, clr = loc.T(locales.TrainerRight), draw.Right
	default:
		title, clr = loc.T(locales.TrainerWrong), draw.Wrong
	}
	cy := r.Y + 24
	draw.Disc(img, f.X(x0+8), f.Y(cy), f.L(8), clr)
	tf := draw.Face(fonts.Bold, f.L(22))
	draw.Text(img, tf, title, f.X(x0+24), f.Y(cy), draw.Start, clr, true)
	tx := x0 + 24 + draw.Width(tf, title)/f.S + 18
	rule := loc.T(locales.TrainerPuntoCall, t.points, loc.T(pbSaid[pbCallPhrase(t.want)]))
	draw.Text(img, draw.Fit(fonts.Bold, rule, f.L(17), f.L(x1-tx)), rule, f.X(tx), f.Y(cy), draw.Start, draw.Cream, true)

	if !t.hint {
		said := loc.T(locales.TrainerPuntoYouCalled, loc.T(pbSaid[pbCallPhrase(t.said)]))
		if !t.ok {
			art := p.rules.Article(rules.TopicReaderCall)
			if art == "" {
				art = "Tabella della Regola"
			}
			said += " · " + loc.T(locales.TrainerPuntoCorrected, art)
		}
		sc := color.Color(draw.Muted)
		if !t.ok {
			sc = draw.Wrong
		}
		draw.Text(img, draw.Fit(fonts.Medium, said, f.L(15), f.L(x1-x0)), said, f.X(x0), f.Y(r.Y+52), draw.Start, sc, true)
	}
	tab := loc.T(pbKeyHintRead)
	draw.Text(img, draw.Fit(fonts.Medium, tab, f.L(14), f.L(x1-x0)), tab, f.X(x0), f.Y(r.Y+r.H-18), draw.Start, draw.GoldLight, true)
}

// drawTrainer draws the strip.
func (p *Table) drawTrainer(screen *ebiten.Image) { p.trainer.strip.Draw(screen) }
