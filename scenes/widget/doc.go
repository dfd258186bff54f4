// Package widget holds the small pieces the scenes draw with: Layer, a
// screen-sized image a scene paints its static parts into when they change
// so that Draw is one DrawImage; Sprite, a small image painted once and
// drawn at one place (a panel, a banner); and Hover, the clickable target
// under the mouse.
//
// It may import draw, input and Ebitengine; no scene package, nor session.
package widget
