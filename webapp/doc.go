// Package webapp is Sabot in the browser: the page's files (index.html,
// the service worker sw.js, the manifest and the icons, which `make web`
// copies into web/ beside the module and the Go runtime's loader) and
// Handler, which serves that folder (cmd/webserve, the browser tests of
// webapp/e2e). It imports nothing of the game.
package webapp
