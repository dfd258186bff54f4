package bjtable

import (
	"math"

	"sabot/driver/bjdriver"
	"sabot/game/blackjack"
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/input"
	"sabot/scenes/widget"
)

// The table's bottom bar: the chips' panel, the buttons of the moment
// (bet, deal, the plays, insurance, the trainer's), and the status line.

// barButton is a button of the table's bottom bar.
type barButton struct {
	label   string
	action  input.Action
	primary bool
	r       draw.R // where it is, design units
}

// The bottom bar, in design units.
var (
	barY      = 684.0
	barH      = 54.0
	chipPanel = draw.R{X: 20, Y: 672, W: 372, H: 116}
	statusY   = 764.0
	// noticeBand is where the notices go first: the status line's band,
	// under the buttons, right of the chips' panel.
	noticeBand = draw.R{X: chipPanel.X + chipPanel.W + 12, Y: barY + barH + 4, W: 1268 - (chipPanel.X + chipPanel.W + 12), H: draw.DesignH - (barY + barH + 4)}
	// headerBottom is where the header's line ends and the felt shows.
	headerBottom = 46.0
)

// chipD is the diameter of the chips to choose, design units.
const chipD = 46.0

// chipRect is where chip i of the chip panel is.
func (s *Table) chipRect(i int) draw.R {
	p := chipPanel
	gap := math.Min(56, (p.W-36-chipD)/math.Max(1, float64(len(s.chips.values)-1)))
	cx, cy := p.X+18+chipD/2+float64(i)*gap, p.Y+70
	return draw.R{X: cx - chipD/2, Y: cy - chipD/2, W: chipD, H: chipD}
}

// layoutButtons places the buttons of the moment, centred right of the
// chip panel.
func (s *Table) layoutButtons() {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	s.buttons = s.buttonsNow(s.buttons[:0])
	face := draw.Face(fonts.Bold, f.L(barH*0.4))
	capFace := draw.Face(fonts.Bold, f.L(barH*0.56*0.58))
	x0, x1 := chipPanel.X+chipPanel.W+24, 1260.0
	total := 0.0
	for i := range s.buttons {
		b := &s.buttons[i]
		w := draw.Width(face, b.label)/f.S + 48
		if key := input.Label(loc, b.action); key != "" {
			w += math.Max(barH*0.56, draw.Width(capFace, key)/f.S+barH*0.34) + barH*0.25
		}
		b.r = draw.R{Y: barY, W: math.Max(w, 120), H: barH}
		total += b.r.W
	}
	gap := 14.0
	total += gap * float64(max(len(s.buttons)-1, 0))
	x := (x0+x1)/2 - total/2
	for i := range s.buttons {
		s.buttons[i].r.X = x
		x += s.buttons[i].r.W + gap
	}
}

// paintBar paints the bottom bar — the chip panel, the buttons and the
// line that says what is happening — when any of it changed, and adds
// its targets.
func (s *Table) paintBar() {
	a := s.app
	f, fonts, loc := a.Frame, a.Fonts, a.Loc
	s.layoutButtons()
	hover := -1
	first := len(s.targets)
	for i, b := range s.buttons {
		if s.hovered == first+i {
			hover = i
		}
		s.addTarget(b.r, input.Event{Action: b.action})
	}
	if s.d.Phase() != phasePlaying {
		for i := range s.chips.values {
			s.addTarget(s.chipRect(i), input.Event{Action: input.Select, Index: targetChip + i})
		}
	}
	status := s.status()
	key := barKey{phase: s.d.Phase(), chip: s.chips.chosen, hover: hover, status: status, n: len(s.buttons)}
	for i, b := range s.buttons {
		if i < len(key.labels) {
			key.labels[i] = b.label
		}
	}
	if s.barPainted && key == s.barKey {
		return
	}
	s.barKey, s.barPainted = key, true
	dst := s.bar.Begin(f)

	// The chips.
	p := chipPanel
	draw.Panel(dst, f.Screen(p), f.L(14))
	lim := s.d.Rules().Limits
	draw.Text(dst, draw.Face(fonts.SmallCaps, f.L(18)), loc.T(locales.BJChips), f.X(p.X+18), f.Y(p.Y+20), draw.Start, draw.Gold, true)
	draw.Text(dst, draw.Face(fonts.Medium, f.L(14)), loc.T(locales.MenuLimits, lim.Min, lim.Max), f.X(p.X+p.W-18), f.Y(p.Y+20), draw.End, draw.Muted, true)
	for i, v := range s.chips.values {
		r := s.chipRect(i)
		if i == s.chips.chosen {
			draw.Disc(dst, f.X(r.CX()), f.Y(r.CY()), f.L(chipD/2+5), draw.GoldLight)
		}
		draw.PaintChip(dst, fonts, loc, v, f.X(r.CX()), f.Y(r.CY()), f.L(chipD/2))
	}

	// The buttons and the status line.
	for i, b := range s.buttons {
		btn := widget.Button{R: b.r, Label: b.label, Key: input.Label(loc, b.action)}
		if b.primary {
			btn.Look = draw.ButtonPrimary
		}
		btn.Draw(dst, fonts, f, i == hover)
	}
	if status != "" {
		x0, x1 := chipPanel.X+chipPanel.W+24, 1260.0
		draw.Text(dst, draw.Fit(fonts.Medium, status, f.L(17), f.L(x1-x0)), status, f.X((x0+x1)/2), f.Y(statusY), draw.Center, draw.Muted, true)
	}
}

// barKey is what the bottom bar shows: it is repainted when it changes.
type barKey struct {
	phase  bjdriver.Phase
	chip   int
	hover  int
	n      int
	status string
	labels [6]string
}

// buttonsNow returns the buttons that may be pressed now: only the legal
// actions, each with its key.
func (s *Table) buttonsNow(out []barButton) []barButton {
	loc := s.app.Loc
	add := func(k locales.Key, act input.Action, primary bool, args ...any) {
		out = append(out, barButton{label: loc.T(k, args...), action: act, primary: primary})
	}
	switch s.d.Phase() {
	case phaseBetting:
		add(locales.ActionBack, input.Back, false)
		if s.staked() > 0 {
			add(locales.ActionClear, input.Clear, false)
		} else if s.d.HasLast() {
			add(locales.ActionRepeat, input.Repeat, false)
		}
		if s.staked() > 0 {
			add(locales.ActionDeal, input.Confirm, true)
		}
	case phaseOver:
		add(locales.ActionBack, input.Back, false)
		add(locales.BJHistory, input.History, false)
		add(locales.ActionRepeat, input.Repeat, false)
		add(locales.BJNewRound, input.Confirm, true)
	case phasePlaying:
		if !s.userTurn() {
			return out
		}
		if s.tr.asking() {
			add(locales.TrainerTakeBackButton, input.TakeBack, false)
			add(locales.TrainerKeepButton, input.Confirm, true)
			return out
		}
		if s.canFinish() {
			add(locales.BJFinishForMe, input.Finish, false)
		}
		t := s.d.Round().Turn()
		avail := s.available()
		for _, l := range s.d.Round().Legal() {
			if need := s.extraStake(l, t); need > 0 && need > avail {
				continue
			}
			switch l.Kind {
			case blackjack.Hit:
				add(locales.ActionHit, input.Hit, false)
			case blackjack.Stand:
				add(locales.ActionStand, input.Stand, false)
			case blackjack.Double:
				add(locales.ActionDouble, input.Double, false)
			case blackjack.Split:
				add(locales.ActionSplit, input.Split, false)
			case blackjack.Insure:
				key := input.Insurance
				if t.Question == blackjack.AskEvenMoney {
					// A blackjack against the ace may insure instead
					// of taking even money (000 Art. 9, 004
					// Assicurazione): I stays even money, A insures.
					key = input.InsureBJ
				}
				if s.chooseInsurance(t) {
					stake := s.insuranceStake(t)
					if stake > min(s.insuranceStep(), l.Amount) {
						add(locales.BJInsuranceLess, input.Down, false, s.insuranceStep())
					}
					add(locales.BJInsuranceOf, key, false, stake)
					if stake < l.Amount {
						add(locales.BJInsuranceMore, input.Up, false, s.insuranceStep())
					}
					continue
				}
				add(locales.BJInsuranceOf, key, false, l.Amount)
			case blackjack.EvenMoney:
				add(locales.BJEvenMoney, input.Insurance, false)
			case blackjack.Desafio:
				add(locales.BJDesafioOf, input.Insurance, false, l.Amount)
			case blackjack.NoInsurance, blackjack.NoEvenMoney, blackjack.NoDesafio:
				add(locales.ActionNo, input.No, false)
			case blackjack.DeclareAce:
				act := input.AceOne
				if l.Ace == rules.AceEleven {
					act = input.AceEleven
				}
				add(locales.BJAceIs, act, false, l.Ace.String())
			case blackjack.FollowDouble:
				add(locales.BJFollowDouble, input.Double, false)
			case blackjack.NoFollowDouble:
				add(locales.ActionNo, input.No, false)
			case blackjack.FollowSplit:
				add(locales.BJFollowSplit, input.Split, false)
			case blackjack.FirstCard:
				add(locales.BJFirstCard, input.AceOne, false)
			case blackjack.SecondCard:
				add(locales.BJSecondCard, input.AceEleven, false)
			}
		}
	}
	return out
}
