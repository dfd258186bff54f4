//go:build js

package session

import (
	"bytes"
	"io"
	"syscall/js"
)

// saveExport hands an export to the browser as a download of the file name
// (the browser's downloads folder) and returns that name.
func (c *Context) saveExport(name string, write func(io.Writer) (int, error)) (string, int, error) {
	var buf bytes.Buffer
	n, err := write(&buf)
	if err != nil {
		return "", 0, err
	}
	Download(name, buf.Bytes())
	return name, n, nil
}

// Download has the browser save data as a file of that name.
func Download(name string, data []byte) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	parts := js.Global().Get("Array").New(arr)
	blob := js.Global().Get("Blob").New(parts, map[string]any{"type": "application/octet-stream"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60000)
}
