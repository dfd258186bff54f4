// Package feedback is the trainer's feedback panel at the blackjack table,
// in the lower right corner of the screen, clear of the boxes' cards and
// circles: right or wrong (or a hint), the best play and the chart's when
// they differ, the exact EV of every legal action, what the decision cost,
// and its Why? button. A Feedback is what the panel says; the Panel paints
// it into its own image when it changes.
//
// It may import session, widget and the low scene packages; the trainer
// that grades lives in scenes/bjtable.
package feedback
