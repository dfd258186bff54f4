//go:build !js

package web

import "sabot/scenes/session"

// Ready does nothing outside the browser.
func Ready(*session.Context, Inputs) {}

// Frame does nothing outside the browser.
func Frame() {}
