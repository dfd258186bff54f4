// Command webserve serves the browser build of Sabot (the folder `make web`
// fills) on localhost: the module as application/wasm, every file gzipped
// when the browser takes it (the precompressed NAME.gz beside a file when
// there is one, compressed on the fly otherwise), and nothing cached by the
// browser's HTTP cache (the page's service worker keeps the copy that plays
// offline).
//
//	go run ./cmd/webserve -dir web -addr localhost:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"sabot/webapp"
)

func main() {
	dir := flag.String("dir", "web", "the folder `make web` built")
	addr := flag.String("addr", "localhost:8080", "the address to listen on")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("webserve: %s has no index.html (run make web): %v", *dir, err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("webserve: %v", err)
	}
	fmt.Printf("Sabot in the browser: http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, webapp.Handler(*dir)))
}
