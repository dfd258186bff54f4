package layout

import (
	"math"

	"sabot/scenes/draw"
)

// Readable is the smallest size, in design units, the school draws its
// words at: the header's buttons' own size, 0.4 of their 30 units; a
// button's label and the regulation's sentence in the stop's panel are
// never smaller.
const Readable = 12.0

// The stop's panel's type and spacing, in design units. The regulation's
// sentence is set at StopQuoteSizes' first size, or its second (Readable,
// the school's least) where that keeps the panel at its place; never
// smaller, and never cut.
const (
	StopPad       = 14.0
	StopTitleH    = 28.0
	StopBodySize  = 14.0
	StopBodyLead  = 18.0
	StopHeadGap   = 6.0
	StopQuoteGap  = 3.0 // between the quote's lines, beyond its size
	StopFootRoom  = 7.0 // under the last line
	StopHighestAt = 56  // the highest any panel's top goes: under the header
)

// StopQuoteSizes are the sizes the regulation's sentence may be set at,
// largest first.
var StopQuoteSizes = [...]float64{13, Readable}

// StopWords are what the stop's panel says: the paragraphs of what was
// done, due and why; the quote's heading (the article) and the quote,
// empty where the step cites no sentence.
type StopWords struct {
	Body  []string
	Head  string
	Quote string
}

// Stop is the stop's panel laid out: its place (design units), the lines
// of what was done, due and why, the lines of the quote's heading and of
// the quote at its size (design units).
type Stop struct {
	Box   draw.R
	Body  []string
	Head  []string
	Quote []string
	Size  float64
}

// StopRoom is where a table's stop panel may stand: Wide, its corner,
// where its words fit it as it is (an empty Wide: none); else Tall, a
// narrower place at the felt's side that grows upwards from its least
// height as its words need, its top no higher than Top. Words that not
// even that holds (a long reason over a long sentence) take the wide
// place, or the tall one, grown as high as the header allows: over the
// boxes above it, but whole.
type StopRoom struct {
	Wide draw.R
	Tall draw.R
	Top  float64
}

// Least is the panel's place when it shows nothing: the wide place, or the
// tall one where there is none.
func (r StopRoom) Least() draw.R {
	if r.Wide.W > 0 {
		return r.Wide
	}
	return r.Tall
}

// LayStop lays out the stop's panel in its room: the words wrapped to the
// panel's width in the fonts at the frame's scale, in the wide place when
// they fit it with the quote at one of StopQuoteSizes; else in the tall
// place, the quote at the largest size that keeps it at its least height
// (where the tall place is narrower than the wide one, the smallest), the
// panel grown upwards to hold every line, no higher than the room's top;
// else in the least place grown as high as the header allows (StopPlace).
func LayStop(fonts *draw.Fonts, f draw.Frame, room StopRoom, w StopWords) Stop {
	if room.Wide.W > 0 {
		if lay, need := layStopIn(fonts, f, room.Wide, w); need <= room.Wide.H {
			lay.Box = room.Wide
			return lay
		}
	}
	if lay, need := layStopIn(fonts, f, room.Tall, w); need <= room.Tall.Y+room.Tall.H-room.Top {
		lay.Box = StopPlace(room.Tall, room.Top, need)
		return lay
	}
	least := room.Least()
	lay, need := layStopIn(fonts, f, least, w)
	lay.Box = StopPlace(least, StopHighestAt, need)
	return lay
}

// layStopIn wraps the stop's words to base's width, the quote at the
// largest of StopQuoteSizes that keeps them within base's height, else at
// the smallest, and reports the height they need.
func layStopIn(fonts *draw.Fonts, f draw.Frame, base draw.R, w StopWords) (Stop, float64) {
	var lay Stop
	width := f.L(base.W - 2*StopPad)
	body := draw.Face(fonts.Medium, f.L(StopBodySize))
	for _, p := range w.Body {
		lay.Body = append(lay.Body, draw.Wrap(body, p, width)...)
	}
	need := StopPad + StopTitleH + float64(len(lay.Body))*StopBodyLead + StopFootRoom
	if w.Head != "" {
		lay.Head = draw.Wrap(draw.Face(fonts.Bold, f.L(StopBodySize)), w.Head, width)
		need += StopHeadGap + float64(len(lay.Head))*StopBodyLead
		if w.Quote != "" {
			for _, size := range StopQuoteSizes {
				lay.Size = size
				lay.Quote = draw.Wrap(draw.Face(fonts.Regular, f.L(size)), w.Quote, width)
				if need+float64(len(lay.Quote))*(size+StopQuoteGap) <= base.H {
					break
				}
			}
			need += float64(len(lay.Quote)) * (lay.Size + StopQuoteGap)
		}
	}
	return lay, need
}

// StopPlace is the stop's panel holding need design units of height: its
// least place when that holds them, else as much taller as they need, its
// foot kept above the dealer's buttons, its top no higher than top nor
// than the header (StopHighestAt).
func StopPlace(base draw.R, top, need float64) draw.R {
	if need <= base.H {
		return base
	}
	h := math.Min(math.Ceil(need), base.Y+base.H-math.Max(top, StopHighestAt))
	return draw.R{X: base.X, Y: base.Y + base.H - h, W: base.W, H: h}
}
