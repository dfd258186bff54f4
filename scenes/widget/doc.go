// Package widget holds the small pieces the scenes draw with: Layer, a
// screen-sized image a scene paints its static parts into when they change
// so that Draw is one DrawImage; Sprite, a small image painted once and
// drawn at one place (a panel, a banner); Hover, the clickable target
// under the mouse; and Button, a screen's button (its place, label, key,
// event and look, lit under the pointer), which AddButton paints and adds
// to the screen's targets; Banner, a line on the felt with its article
// (the dealer's call) that fades out.
//
// It may import draw, input and Ebitengine; no scene package, nor session.
package widget
