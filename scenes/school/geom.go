package school

import (
	"sabot/rules"
	"sabot/scenes/draw"
	"sabot/scenes/school/layout"
)

// The bottom: two rows of the dealer's buttons and the status line.
var (
	rowY    = [2]float64{636, 690}
	rowH    = 44.0
	statusY = 760.0
	// The panels sit in the felt's bottom corners, under the outer boxes'
	// players. The stop's panel keeps clear of boxes 5 and 6 at the
	// seven-box tables, their players' names and answers included
	// (TestSchoolStopPanelCoversNoBox), and grows upwards from there when
	// its words need more room (layout.StopPlace).
	panelBox = draw.R{X: 22, Y: 426, W: 318, H: 202}  // the stop's panel
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

// readable is the smallest size the school draws its words at
// (layout.Readable).
const readable = layout.Readable

// stopBase is the stop's panel at its least: the felt's bottom-left
// corner at the blackjack tables, pbStopBox at Super Punto Banco.
func (s *desk) stopBase() draw.R {
	if s.Rules.Game == rules.PuntoBanco {
		return pbStopBox
	}
	return panelBox
}

// stopBox is the stop's panel as its words lay it out (layout.StopPlace).
func (s *desk) stopBox() draw.R { return s.layStop().Box }
