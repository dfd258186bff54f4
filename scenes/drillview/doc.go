// Package drillview is the page the timed drills share, so that the
// player's strategy drills (scenes/study/drills) and the dealer school's
// drills (scenes/dealerdrill) look and count time alike: the layout (the
// felt on the left, the verdict and the last answers on the right, the
// answers under the felt, the score's four tiles in the header), the
// background of panels painted once per page, the Timer, the bar that
// fills while a question waits with its figures in seconds, and the
// verdict panel's how-to-answer text and headline (PaintHow,
// PaintVerdictHead).
//
// It imports draw and the engines' locales only; each drill keeps its own
// questions, verdict and words.
package drillview
