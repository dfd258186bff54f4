package scenes

import (
	"strings"
	"testing"
)

// The picture is a PNG: -out with another extension is refused, naming
// it, instead of writing a PNG under a .jpg name.
func TestScreenshotOutIsPNG(t *testing.T) {
	for _, out := range []string{"x.jpg", "shot.JPEG", "table"} {
		o := ScreenshotOptions{Scene: "menu", Rules: "italian-classic", Lang: "en", Out: out}
		if err := o.Validate(); err == nil || !strings.Contains(err.Error(), out) {
			t.Errorf("-out %s: %v", out, err)
		}
	}
	o := ScreenshotOptions{Scene: "menu", Rules: "italian-classic", Lang: "en", Out: "a/b.PNG"}
	if err := o.Validate(); err != nil {
		t.Errorf("-out a/b.PNG: %v", err)
	}
}
