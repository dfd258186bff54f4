//go:build js

package save

import (
	"syscall/js"
)

// browserDir is the save directory in the browser: the prefix of the keys
// of localStorage the files are kept under (the notices name it as they
// name the folder on the desktop).
const browserDir = "localStorage/sabot"

// systemFS is the browser's localStorage when the page has one, the
// runtime's file system otherwise (Node.js running the tests).
func systemFS() fileSystem {
	ls := js.Global().Get("localStorage")
	if ls.Type() != js.TypeObject {
		return osFS{}
	}
	k := newKVFS(localStorage{ls})
	k.lockState = func() string {
		if v := js.Global().Get("sabotSaveLock"); v.Type() == js.TypeString {
			return v.String()
		}
		return ""
	}
	return k
}

// defaultDir is browserDir in a page, "" (no save directory of the
// browser's) under Node.js.
func defaultDir() (string, bool) {
	if _, ok := systemFS().(*kvFS); ok {
		return browserDir, true
	}
	return "", false
}

// localStorage is the page's window.localStorage as a kvStore. Its values
// are JavaScript strings: a file's bytes are kept one byte per UTF-16 code
// unit (0-255), which is as long as the file and takes any bytes.
type localStorage struct{ v js.Value }

func (s localStorage) Get(key string) (val []byte, ok bool, err error) {
	defer catch(&err)
	v := s.v.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return nil, false, nil
	}
	return fromCodeUnits(v.String()), true, nil
}

func (s localStorage) Set(key string, val []byte) (err error) {
	defer catch(&err)
	s.v.Call("setItem", key, toCodeUnits(val))
	return nil
}

func (s localStorage) Remove(key string) (err error) {
	defer catch(&err)
	s.v.Call("removeItem", key)
	return nil
}

func (s localStorage) Keys() (keys []string, err error) {
	defer catch(&err)
	n := s.v.Get("length").Int()
	for i := range n {
		if k := s.v.Call("key", i); k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys, nil
}

// catch turns the exception localStorage throws into the error the disk
// gives for the same trouble: a full store (QuotaExceededError) is
// syscall.ENOSPC, so the user reads "the disk is full" as on the desktop;
// a store the browser refuses (SecurityError: storage disabled, a private
// window's rules) is fs.ErrPermission.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	jerr, ok := r.(js.Error)
	if !ok {
		panic(r)
	}
	*err = storageError(jerr.Get("name").String(), jerr.Get("message").String())
}
