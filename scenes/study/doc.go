// Package study holds the trainer's screens away from the tables: the
// strategy chart full screen (ChartScene), the drills of decision points
// (Drills), the course of a table (CourseScene) and its lessons
// (LessonScene), and the progress (Stats), with the tables' analyses computed in
// the background and the fixed sequences of their screenshots.
//
// It may import session, chartgrid, widget, words and the low scene
// packages (draw, input, anim); no other scene package: the menu is reached
// through session.Routes.
package study
