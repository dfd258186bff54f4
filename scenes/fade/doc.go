// Package fade switches the App's scenes: the scene on screen and the one
// it fades to, through black, in Ticks ticks; halfway, the next scene takes
// over. The App holds its input while a fade is under way.
package fade
