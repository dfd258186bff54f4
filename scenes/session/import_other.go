//go:build !js

package session

// PickHistoryFile: the desktop has no file picker (its history is imported
// with `sabot import FILE`).
func PickHistoryFile() bool { return false }

// PickedHistoryFile: nothing is ever picked on the desktop.
func PickedHistoryFile() (PickedFile, bool) { return PickedFile{}, false }
