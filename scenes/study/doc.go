// Package study holds the trainer's screens away from the tables that
// link to one another: the drills of decision points (Drills), the course
// of a table (CourseScene) and its lessons (LessonScene), with the fixed
// sequences of their screenshots. The other study screens are packages
// under it: chart (the strategy chart full screen), counting (the counting
// drills), progress (the player's and the dealer school's progress), over
// page (what they share: the analyses computed in the background, the
// setup page's tiles and buttons).
//
// It may import session, chartgrid, drillview, widget, its sub-packages
// and the low scene packages (draw, input, anim); no other scene package:
// the menu is reached through session.Routes.
package study
