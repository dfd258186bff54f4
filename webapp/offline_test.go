package webapp

import (
	"encoding/json"
	"image/png"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The service worker keeps every file the page loads: the page, the Go
// runtime's loader, the module, the manifest and its icons (the files of
// webapp/ that `make web` copies, and the two it builds); sw.js itself is
// the browser's to update, never cached. The cache's name carries the
// build's version, which `make web` fills in.
func TestServiceWorkerCachesEveryFileThePageLoads(t *testing.T) {
	src, err := os.ReadFile("sw.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const FILES = (\[[^\]]*\]);`).FindSubmatch(src)
	if m == nil {
		t.Fatal("sw.js: no FILES list")
	}
	var files []string
	if err := json.Unmarshal(m[1], &files); err != nil {
		t.Fatalf("sw.js's FILES: %v", err)
	}
	if !strings.Contains(string(src), `const CACHE = "sabot-@VERSION@";`) {
		t.Error("sw.js: the cache's name does not carry the build's version (@VERSION@)")
	}
	want := map[string]bool{"./": true, "index.html": true, "wasm_exec.js": true, "sabot.wasm": true,
		"manifest.webmanifest": true, "icon-192.png": true, "icon-512.png": true}
	got := map[string]bool{}
	for _, f := range files {
		if !want[f] {
			t.Errorf("sw.js caches %q, which the page does not load", f)
		}
		got[f] = true
	}
	for f := range want {
		if !got[f] {
			t.Errorf("sw.js does not cache %q: offline, the page would miss it", f)
		}
	}
	page, err := os.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllSubmatch(page, -1) {
		if !got[string(ref[1])] {
			t.Errorf("index.html loads %s, which sw.js does not cache", ref[1])
		}
	}
}

// The manifest installs the page as an app: a name, a start address inside
// its scope, a display mode of an app, and icons of 192 and 512 pixels
// whose files are the size they claim.
func TestManifestInstallsAsAnApp(t *testing.T) {
	data, err := os.ReadFile("manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	var mf struct {
		Name      string `json:"name"`
		ShortName string `json:"short_name"`
		StartURL  string `json:"start_url"`
		Scope     string `json:"scope"`
		Display   string `json:"display"`
		Icons     []struct {
			Src, Sizes, Type string
		} `json:"icons"`
	}
	if err := json.Unmarshal(data, &mf); err != nil {
		t.Fatalf("manifest.webmanifest: %v", err)
	}
	if mf.Name == "" || mf.ShortName == "" {
		t.Errorf("no name (%q) or short_name (%q)", mf.Name, mf.ShortName)
	}
	if mf.StartURL == "" || !strings.HasPrefix(mf.StartURL, mf.Scope) {
		t.Errorf("start_url %q outside the scope %q", mf.StartURL, mf.Scope)
	}
	switch mf.Display {
	case "fullscreen", "standalone", "minimal-ui":
	default:
		t.Errorf("display %q: not installable as an app", mf.Display)
	}
	sizes := map[int]bool{}
	for _, ic := range mf.Icons {
		f, err := os.Open(ic.Src)
		if err != nil {
			t.Errorf("icon %s: %v", ic.Src, err)
			continue
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || ic.Type != "image/png" {
			t.Errorf("icon %s (%s): not a PNG: %v", ic.Src, ic.Type, err)
			continue
		}
		n, _ := strconv.Atoi(strings.SplitN(ic.Sizes, "x", 2)[0])
		if ic.Sizes != strconv.Itoa(cfg.Width)+"x"+strconv.Itoa(cfg.Height) {
			t.Errorf("icon %s claims %s, is %dx%d", ic.Src, ic.Sizes, cfg.Width, cfg.Height)
		}
		sizes[n] = true
	}
	if !sizes[192] || !sizes[512] {
		t.Errorf("icons of %v pixels; an installable app needs 192 and 512", sizes)
	}
}
