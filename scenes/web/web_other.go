//go:build !js

package scenes

// The page's hooks exist in the browser build only (web_js.go).

func webReady(*App) {}
func webFrame()     {}
