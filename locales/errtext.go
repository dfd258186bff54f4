package locales

import (
	"encoding/json"
	"errors"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"syscall"
)

// Keyed is an error that names its message in the language files: a key
// and the key's arguments. The engines' errors implement it; their Error()
// stays in English for the logs and the command line.
type Keyed interface {
	error
	MessageKey() (key string, args []any)
}

// The keys of the errors a user can meet.
const (
	// ErrUnexpected is an error the game has no words for: its English
	// text goes to the log.
	ErrUnexpected Key = "err.unexpected"
	// ErrFileMissing, ErrFileDenied, ErrFileFull, ErrFileReadOnly and
	// ErrFileOther explain a file that cannot be read or written; {0} is
	// the file's name.
	ErrFileMissing  Key = "err.file.missing"
	ErrFileDenied   Key = "err.file.denied"
	ErrFileFull     Key = "err.file.full"
	ErrFileReadOnly Key = "err.file.read-only"
	ErrFileOther    Key = "err.file.other"
	// ErrFileGarbled: a file's contents are not what the game wrote.
	ErrFileGarbled Key = "err.file.garbled"
	// NoticeNoConfigDir: the system gives no folder to save in.
	NoticeNoConfigDir Key = "notice.no-config-dir"
)

// Err returns what err means in the language: the message of a Keyed
// error, a file's trouble explained with the file's name, or, for an error
// the game has no words for, ErrUnexpected (its English text is logged).
// Passing an error as an argument of T does the same.
func (l *Locale) Err(err error) string {
	if err == nil {
		return ""
	}
	var k Keyed
	if errors.As(err, &k) {
		if key, args := k.MessageKey(); l.Has(Key(key)) {
			return l.T(Key(key), args...)
		}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return l.T(fileErrKey(pe.Err), filepath.Base(pe.Path))
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return l.T(fileErrKey(le.Err), filepath.Base(le.New))
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	if errors.As(err, &se) || errors.As(err, &te) {
		return l.T(ErrFileGarbled)
	}
	log.Printf("sabot: %v", err)
	return l.T(ErrUnexpected)
}

// fileErrKey chooses the words for the system's reason a file failed.
func fileErrKey(err error) Key {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return ErrFileMissing
	case errors.Is(err, fs.ErrPermission):
		return ErrFileDenied
	case errors.Is(err, syscall.ENOSPC):
		return ErrFileFull
	case errors.Is(err, syscall.EROFS):
		return ErrFileReadOnly
	}
	return ErrFileOther
}
