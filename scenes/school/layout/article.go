package layout

import "sabot/scenes/draw"

// ArticleButton is the stop panel's button that opens the whole article,
// at the top right of the panel box, beside the title; beside a box too
// narrow for both (Super Punto Banco's, the blackjack tables' tall place
// at the felt's side), at its foot on the right, so that the whole quote
// keeps the panel's room.
func ArticleButton(box draw.R) draw.R {
	if box.W < narrowPanel {
		return draw.R{X: box.X + box.W + 6, Y: box.Y + box.H - 28, W: 138, H: 28}
	}
	return draw.R{X: box.X + box.W - 146, Y: box.Y + 8, W: 138, H: 28}
}

// narrowPanel is the width under which a stop's panel has no room for its
// article's button beside its title.
const narrowPanel = 260.0
