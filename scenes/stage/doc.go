// Package stage sets the screenshot command's scenes (scenes.Screenshot,
// `sabot screenshot`) in their fixed state before the picture: the hand
// history filled with a seeded evening of rounds, the trainer's screens
// opened at a table with a sample progress, the tables in the Trainer or
// the Dealer school mode, the why of a hand. Each scene then plays its own
// fixed sequence (its ShotStep method) until the picture.
//
// Like the root, it may import every scene package.
package stage
