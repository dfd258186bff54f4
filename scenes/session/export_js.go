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

// picked is the history file the user chose in the browser's file picker,
// handed from the browser's callback to the next Update.
var picked = make(chan PickedFile, 1)

// PickHistoryFile opens the browser's file picker for a history exported
// by Sabot; the file chosen comes from PickedHistoryFile at a later
// Update. It reports whether there is a picker (the browser).
func PickHistoryFile() bool {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var then, fail js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			arr := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(data, arr)
			deliver(PickedFile{Name: name, Data: data})
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			deliver(PickedFile{Name: name, Err: js.Error{Value: args[0]}})
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return true
}

// deliver hands a file to the game, replacing one not yet taken.
func deliver(f PickedFile) {
	select {
	case <-picked:
	default:
	}
	picked <- f
}

// PickedHistoryFile returns the file chosen in the picker, if one came.
func PickedHistoryFile() (PickedFile, bool) {
	select {
	case f := <-picked:
		return f, true
	default:
		return PickedFile{}, false
	}
}
