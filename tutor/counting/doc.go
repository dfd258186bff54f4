// Package counting is card counting over the exact engine of package
// tutor: the Hi-Lo running and true count (HiLo), and the Hi-Lo index plays
// of a table (Indices), the true count at which each play's best action
// changes, computed exactly from shoes depleted in the count's direction
// (IndexShoe), with the advice they give at a decision (IndexTable.Advise).
//
// It imports tutor, never the reverse, and never imports ebiten.
package counting
