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
	// (TestSchoolStopPanelCoversNoBox). Where its words need more room it
	// stands instead at the felt's left side, narrower, and grows upwards
	// under box 7's player: over box 6's player only, whose name and
	// answer are then not painted (TestSchoolStopPanelCoversNoBoxWhateverItSays).
	panelBox = draw.R{X: 22, Y: 426, W: 318, H: 202} // the stop's panel
	sideStop = layout.StopRoom{Wide: panelBox, Tall: draw.R{X: 22, Y: 426, W: 232, H: 202}, Top: 246}
	// fiveBoxStop is the stop's panel at the five-box online table, where
	// box 4's player sits in the corner panelBox takes: the felt's left
	// side, clear of boxes 4 and 5, their players and their side bets,
	// growing upwards under box 5's player.
	fiveBoxStop = layout.StopRoom{Tall: draw.R{X: 22, Y: 370, W: 226, H: 258}, Top: 264}
	payBox      = draw.R{X: 936, Y: 424, W: 322, H: 204} // the payment's panel
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

// stopRoom is where table r's stop panel stands (layout.StopRoom): the
// felt's bottom-left corner, or its left side, at the seven-box tables;
// the left side at the online table; pbStopBox at Super Punto Banco.
func stopRoom(r rules.RuleSet) layout.StopRoom {
	switch {
	case r.Game == rules.PuntoBanco:
		return layout.StopRoom{Tall: pbStopBox, Top: layout.StopHighestAt}
	case r.Boxes <= 5:
		return fiveBoxStop
	}
	return sideStop
}
