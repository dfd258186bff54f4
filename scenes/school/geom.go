package school

import (
	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/draw"
)

// The bottom: two rows of the dealer's buttons and the status line.
var (
	rowY    = [2]float64{636, 690}
	rowH    = 44.0
	statusY = 760.0
	// The panels sit in the felt's bottom corners, under the outer boxes'
	// players.
	panelBox = draw.R{X: 22, Y: 424, W: 322, H: 204}  // the stop's panel, the round's summary
	payBox   = draw.R{X: 936, Y: 424, W: 322, H: 204} // the payment's panel
	// pbStopBox is the stop's panel at Super Punto Banco: the corner left
	// of position 7, narrower and taller, clear of every position's
	// circles, number and player (TestSchoolPuntoStopPanelCoversNoPosition);
	// its article's button at its foot (layout.ArticleButton).
	pbStopBox = draw.R{X: 20, Y: 368, W: 198, H: 260}
	// incidentsBox is the header's button of the incidents, wide enough
	// to name the shorter incidents.
	incidentsBox = draw.R{X: 788, Y: 9, W: 222, H: 30}
)

// stopBox is the stop's panel: the felt's bottom-left corner at the
// blackjack tables, grown upwards for a long quote (stopQuoteFit),
// pbStopBox at Super Punto Banco.
func (s *desk) stopBox() draw.R {
	box := s.baseStopBox()
	st := s.Stopped
	if st == nil || s.Exam || st.Quote == "" || s.Rules.Game == rules.PuntoBanco {
		return box
	}
	loc := s.app.Loc
	body := len(s.stopLines(draw.Face(s.app.Fonts.Medium, 14), box.W-2*stopPad))
	box, _, _ = stopQuoteFit(s.app.Fonts, box, body, loc.T(locales.SchoolQuoteText, st.Quote), true)
	return box
}

// baseStopBox is the stop's panel before it grows for a long quote.
func (s *desk) baseStopBox() draw.R {
	if s.Rules.Game == rules.PuntoBanco {
		return pbStopBox
	}
	return panelBox
}
