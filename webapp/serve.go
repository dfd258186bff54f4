package webapp

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// The types the standard library may not know on every system.
var types = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".png":         "image/png",
	".json":        "application/json",
}

// contentType is the MIME type of a file by its extension.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// compressible reports whether a file is worth gzipping on the fly
// (pictures are compressed already).
func compressible(name string) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".png", ".gz", ".br":
		return false
	}
	return true
}

// Handler serves the files of dir (the folder `make web` fills): GET and HEAD only, no listing of a
// folder, the precompressed NAME.gz when the browser accepts gzip.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		st, err := os.Stat(file)
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Add("Vary", "Accept-Encoding")
		gz := acceptsGzip(r)
		if gz {
			if _, err := os.Stat(file + ".gz"); err == nil {
				h.Set("Content-Encoding", "gzip")
				http.ServeFile(w, r, file+".gz")
				return
			}
		}
		if !gz || !compressible(name) {
			http.ServeFile(w, r, file)
			return
		}
		f, err := os.Open(file)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer f.Close()
		h.Set("Content-Encoding", "gzip")
		if r.Method == http.MethodHead {
			return
		}
		zw := gzip.NewWriter(w)
		io.Copy(zw, f)
		zw.Close()
	})
}

// acceptsGzip reports whether the request takes a gzipped answer.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}
