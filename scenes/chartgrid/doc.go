// Package chartgrid is the strategy chart as the casinos print it: Grid, a
// component that the chart scene, the progress screen and the chart over a
// blackjack table embed (it is not a scene), with its geometry, painting,
// keyboard moves (Arrow) and the colours of its codes, and the indexes of
// the targets that the chart scene and the chart over the table share.
//
// It may import session, draw, input, widget and words, and the engines;
// no scene package.
package chartgrid
