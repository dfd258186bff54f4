package study

import (
	"testing"

	"sabot/locales"
	"sabot/rules"
	"sabot/scenes/scenetest"
)

// Issue 24: the course's tiles wrote the tables' names and their
// progress at about 7 units in Spanish, too small to read. Every tile, in
// every language, with the longest progress it can show, writes at
// courseTileReadable or more, inside the tile, clear of its flag and of
// its other lines.
func TestCourseTilesReadable(t *testing.T) {
	a := scenetest.New(t, t.TempDir())
	for _, lang := range locales.Langs() {
		loc := a.Bundle.Locale(lang)
		for i, r := range rules.All() {
			rr := courseTableRect(i)
			flag, texts := courseTileTexts(a.Fonts, rr, loc.T(locales.TableName(r.ID)), loc.T(locales.CourseOverall, 10, 10))
			if len(texts) < 2 {
				t.Fatalf("%s %s: %d lines", lang, r.ID, len(texts))
			}
			boxes := []struct {
				s          string
				x, y, w, h float64
			}{{"the flag", flag.X, flag.Y, flag.W, flag.H}}
			for _, tx := range texts {
				if tx.Size < courseTileReadable {
					t.Errorf("%s %s: %q at %.1f units; want %.0f or more", lang, r.ID, tx.S, tx.Size, courseTileReadable)
				}
				if tx.X < rr.X+4 || tx.X+tx.W > rr.X+rr.W-4 || tx.Y < rr.Y+2 || tx.Y+tx.H > rr.Y+rr.H-2 {
					t.Errorf("%s %s: %q at (%.0f,%.0f) %.0f×%.0f out of the tile %+v", lang, r.ID, tx.S, tx.X, tx.Y, tx.W, tx.H, rr)
				}
				boxes = append(boxes, struct {
					s          string
					x, y, w, h float64
				}{tx.S, tx.X, tx.Y, tx.W, tx.H})
			}
			for j := range boxes {
				for k := j + 1; k < len(boxes); k++ {
					p, q := boxes[j], boxes[k]
					if p.x < q.x+q.w && q.x < p.x+p.w && p.y < q.y+q.h-0.5 && q.y < p.y+p.h-0.5 {
						t.Errorf("%s %s: %q over %q", lang, r.ID, p.s, q.s)
					}
				}
			}
		}
	}
}
