// Package e2e plays Sabot's page in a real headless Chromium (Debian's
// chromium, driven through the DevTools protocol by chromedp), with
// software WebGL: a round at a table with the keyboard, the saves read
// from the browser's storage and found again after a reload and with the
// server stopped (the service worker), and a round of the dealer school.
// The tests are behind the build tag browser and need web/ built (`make
// browser` does both):
//
//	make web && go test -tags browser ./webapp/e2e/
//
// They wait for conditions (the game's state through the page's hook
// globalThis.sabot, or the next animation frame), never for the clock.
package e2e
