package webapp

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// The module is served as application/wasm (WebAssembly.instantiateStreaming
// refuses anything else), its precompressed copy when the browser takes
// gzip, the page gzipped on the fly, and nothing outside the folder.
func TestHandlerTypesAndCompression(t *testing.T) {
	dir := t.TempDir()
	module := bytes.Repeat([]byte("\x00asm module "), 1000)
	page := bytes.Repeat([]byte("<p>Sabot</p>\n"), 500)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(module)
	zw.Close()
	for name, data := range map[string][]byte{
		"sabot.wasm": module, "sabot.wasm.gz": gz.Bytes(), "index.html": page,
		"manifest.webmanifest": []byte(`{"name":"Sabot"}`),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(filepath.Dir(dir), "secret"), []byte("no"), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	tests := []struct {
		path, accept   string
		status         int
		ctype, encoded string
		body           []byte
	}{
		{"/sabot.wasm", "gzip, br", 200, "application/wasm", "gzip", module},
		{"/sabot.wasm", "", 200, "application/wasm", "", module},
		{"/sabot.wasm", "gzip;q=0", 200, "application/wasm", "", module},
		{"/", "gzip", 200, "text/html; charset=utf-8", "gzip", page},
		{"/manifest.webmanifest", "", 200, "application/manifest+json", "", []byte(`{"name":"Sabot"}`)},
		{"/../secret", "", 404, "", "", nil},
		{"/nothing.js", "", 404, "", "", nil},
	}
	for _, tc := range tests {
		req, _ := http.NewRequest("GET", srv.URL+tc.path, nil)
		req.Header.Set("Accept-Encoding", tc.accept)
		// The transport would ungzip on its own only when it asked.
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != tc.status {
			t.Errorf("%s: status %d, want %d", tc.path, res.StatusCode, tc.status)
			continue
		}
		if tc.status != 200 {
			continue
		}
		if got := res.Header.Get("Content-Type"); got != tc.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
		if got := res.Header.Get("Content-Encoding"); got != tc.encoded {
			t.Errorf("%s (Accept-Encoding %q): Content-Encoding %q, want %q", tc.path, tc.accept, got, tc.encoded)
		}
		if tc.encoded == "gzip" {
			if len(body) >= len(tc.body) {
				t.Errorf("%s: %d bytes gzipped for %d", tc.path, len(body), len(tc.body))
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: not gzip: %v", tc.path, err)
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(body, tc.body) {
			t.Errorf("%s: %d bytes differ from the file's %d", tc.path, len(body), len(tc.body))
		}
	}
}
