package session

// PickedFile is a file the user chose in the browser's file picker.
type PickedFile struct {
	Name string
	Data []byte
	Err  error
}

// ImportHistory adds the rounds of a history exported by Sabot that the
// round log does not hold yet (save.RoundLog.Import): the page's history
// on the desktop, the desktop's in the page.
func (c *Context) ImportHistory(data []byte) (added, skipped int, err error) {
	return c.History.Import(data)
}
