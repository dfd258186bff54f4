package draw

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// Fonts are the Go fonts, parsed once: they carry ♠♥♦♣, the arrows and the
// accented letters of Italian and Spanish.
type Fonts struct {
	Regular, Medium, Bold, SmallCaps *text.GoTextFaceSource
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	var f Fonts
	for _, s := range []struct {
		dst  **text.GoTextFaceSource
		ttf  []byte
		name string
	}{
		{&f.Regular, goregular.TTF, "Go Regular"},
		{&f.Medium, gomedium.TTF, "Go Medium"},
		{&f.Bold, gobold.TTF, "Go Bold"},
		{&f.SmallCaps, gosmallcaps.TTF, "Go Smallcaps"},
	} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(s.ttf))
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", s.name, err)
		}
		*s.dst = src
	}
	return &f, nil
}

// Face returns a face of src at size pixels.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}

// Align is a horizontal alignment.
type Align = text.Align

// The alignments.
const (
	Start  = text.AlignStart
	Center = text.AlignCenter
	End    = text.AlignEnd
)

// Text draws s with its line box's top at y (or its middle, with middle
// true), aligned on x.
func Text(dst *ebiten.Image, face *text.GoTextFace, s string, x, y float64, align Align, clr color.Color, middle bool) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	if middle {
		op.SecondaryAlign = text.AlignCenter
	}
	text.Draw(dst, s, face, op)
}

// Width returns the advance of s in face.
func Width(face *text.GoTextFace, s string) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// Fit returns the largest size not above size (and not below 6) at which s
// fits in width. It scales the size in proportion to the overflow, then
// steps it down, because a face's measured width moves in steps and does not
// shrink exactly in proportion: a long Italian or Spanish label would
// otherwise still overflow by a few pixels.
func Fit(src *text.GoTextFaceSource, s string, size, width float64) *text.GoTextFace {
	f := Face(src, size)
	if w := Width(f, s); w > width && w > 0 {
		f.Size = math.Max(6, size*width/w)
		for f.Size > 6 && Width(f, s) > width {
			f.Size = math.Max(6, f.Size-0.25)
		}
	}
	return f
}

// FitLines returns the largest size not above size and not below min at
// which s fits in width on at most maxLines lines, wrapped at spaces, with
// those lines: one line where one fits, more only where it does not. Where
// s fits nowhere at min (a word wider than width), it returns the lines at
// min, the widest of them wider than width: the caller's test sees it.
func FitLines(src *text.GoTextFaceSource, s string, size, min, width float64, maxLines int) (*text.GoTextFace, []string) {
	for sz := size; ; sz = math.Max(min, sz-0.25) {
		f := Face(src, sz)
		if Width(f, s) <= width {
			return f, []string{s}
		}
		lines := Wrap(f, s, width)
		if len(lines) <= maxLines && widest(f, lines) <= width {
			return f, lines
		}
		if sz <= min {
			return f, lines
		}
	}
}

// widest is the advance of the widest of lines in face.
func widest(face *text.GoTextFace, lines []string) float64 {
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, Width(face, l))
	}
	return w
}

// Wrap breaks s into lines no wider than width, at spaces, but never
// between a number and the word before it: «postazione 7)», «Art. 17»,
// «casillero 4: 15», «Banco 5», «10 €», «$ 25», «9 s» stay on one line (a
// number alone at a line's start reads as a stray), and a separator «·»
// ends its line, never begins one. Words so bound that are wider than a
// line together break at their spaces as any text does.
func Wrap(face *text.GoTextFace, s string, width float64) []string {
	var lines []string
	var cur string
	put := func(piece string) {
		try := piece
		if cur != "" {
			try = cur + " " + piece
		}
		if cur != "" && Width(face, try) > width {
			lines = append(lines, cur)
			try = piece
		}
		cur = try
	}
	for _, group := range bound(strings.Fields(s)) {
		if piece := strings.Join(group, " "); len(group) == 1 || Width(face, piece) <= width {
			put(piece)
			continue
		}
		for _, word := range group {
			put(word)
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// bound groups the words that no line break may part (keepTogether).
func bound(words []string) [][]string {
	var groups [][]string
	for i, w := range words {
		if i > 0 && keepTogether(words[i-1], w) {
			groups[len(groups)-1] = append(groups[len(groups)-1], w)
			continue
		}
		groups = append(groups, []string{w})
	}
	return groups
}

// keepTogether reports whether a line may not break between the words
// prev and next: next is a number («7)», «17», «4:», «(1-8-9-10)»), a
// currency or percent sign, a unit of time after a number, or the
// separator «·»; or prev is a currency sign or an article's abbreviation
// («Art.», «n.»). A number after «·» starts its own part of the line.
func keepTogether(prev, next string) bool {
	switch {
	case next == "·":
		return true
	case prev == "·":
		return false
	case startsWithDigit(strings.TrimLeft(next, openers)):
		return true
	case next == "€" || next == "$" || next == "%" || next == "‰":
		return true
	case prev == "€" || prev == "$" || prev == "§":
		return true
	case (next == "s" || next == "min") && endsWithDigit(prev):
		return true
	}
	switch strings.ToLower(prev) {
	case "art.", "artt.", "art", "n.", "nº", "n°", "no.":
		return true
	}
	return false
}

// endsWithDigit reports whether s ends with a decimal digit.
func endsWithDigit(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsDigit(r)
}

// openers are the marks a number may follow at a word's start.
const openers = "(«“\"'‘¿¡["

// startsWithDigit reports whether s begins with a decimal digit.
func startsWithDigit(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsDigit(r)
}

// WrapItems breaks s, a list of items joined by sep (the keys of a help
// line, " · " between two), into lines no wider than width, breaking only
// between items: "Re Pág/Av Pág el detalle" stays on one line. An item
// wider than width alone is broken at its spaces.
func WrapItems(face *text.GoTextFace, s, sep string, width float64) []string {
	var lines []string
	cur := ""
	for _, item := range strings.Split(s, sep) {
		try := item
		if cur != "" {
			try = cur + sep + item
		}
		if Width(face, try) <= width {
			cur = try
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		cur = item
		if Width(face, item) > width {
			parts := Wrap(face, item, width)
			lines = append(lines, parts[:len(parts)-1]...)
			cur = parts[len(parts)-1]
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// ArcText draws s along a circle of centre (cx, cy) and radius r, the
// middle of the text at angle mid (radians, clockwise from +x on screen, so
// π/2 is straight down), reading left to right, its letters' feet on the
// outside: the curved writing of a blackjack felt.
func ArcText(dst *ebiten.Image, face *text.GoTextFace, s string, cx, cy, r, mid float64, clr color.Color, spacing float64) {
	runes := []rune(s)
	widths := make([]float64, len(runes))
	total := 0.0
	for i, c := range runes {
		widths[i] = Width(face, string(c)) + spacing
		total += widths[i]
	}
	total -= spacing
	h := face.Metrics().HAscent + face.Metrics().HDescent
	// Reading left to right is going from larger angles to smaller ones.
	a := mid + total/2/r
	op := &text.DrawOptions{}
	for i, c := range runes {
		center := a - widths[i]/2/r
		op.GeoM.Reset()
		op.GeoM.Translate(-(widths[i]-spacing)/2, -h/2)
		op.GeoM.Rotate(center - math.Pi/2)
		op.GeoM.Translate(cx+r*math.Cos(center), cy+r*math.Sin(center))
		op.ColorScale.Reset()
		op.ColorScale.ScaleWithColor(clr)
		text.Draw(dst, string(c), face, op)
		a -= widths[i] / r
	}
}
