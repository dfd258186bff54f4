package assets

import "image/color"

// Flag is a national flag as data: equal stripes and an optional emblem in
// the middle. scenes/draw paints it at any size.
type Flag struct {
	// Stripes are the colours of the stripes, first to last.
	Stripes []color.RGBA
	// Vertical: the stripes run top to bottom (Italy); otherwise left to
	// right (Argentina).
	Vertical bool
	// Sun: the Sun of May in the middle stripe (Argentina).
	Sun bool
	// SunColor and SunLine are the sun's fill and outline.
	SunColor, SunLine color.RGBA
}

// FlagOf returns the flag of a country by its ISO code ("it", "ar"), as a
// rule set names it in Country, and false for a country without one here.
func FlagOf(country string) (Flag, bool) {
	switch country {
	case "it":
		return Flag{
			Stripes:  []color.RGBA{{0x00, 0x92, 0x46, 0xff}, {0xf1, 0xf2, 0xf1, 0xff}, {0xce, 0x2b, 0x37, 0xff}},
			Vertical: true,
		}, true
	case "ar":
		return Flag{
			Stripes:  []color.RGBA{{0x74, 0xac, 0xdf, 0xff}, {0xff, 0xff, 0xff, 0xff}, {0x74, 0xac, 0xdf, 0xff}},
			Sun:      true,
			SunColor: color.RGBA{0xf6, 0xb4, 0x0e, 0xff},
			SunLine:  color.RGBA{0x85, 0x34, 0x0a, 0xff},
		}, true
	}
	return Flag{}, false
}
