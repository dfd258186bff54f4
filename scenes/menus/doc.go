// Package menus holds the screens around the tables: the main menu (the
// table and the mode chosen, the way to everything else), the settings, the
// rule sheet of a table with its articles, and the hand history (its pages,
// a round's details, the export).
//
// It reaches the tables and the study screens only through
// session.Routes. It may import session, widget, words and the low scene
// packages (draw, input, anim, save); no other scene package.
package menus
