package tutor

import "fmt"

// Error is an error of the tutor that a user can meet on screen: Reason
// is the English for the logs and the command line, Code names it for the
// screen's languages (the key "err.tutor.<code>", with Args).
type Error struct {
	Code   string
	Args   []any
	Reason string
}

// Error implements error.
func (e *Error) Error() string { return e.Reason }

// MessageKey returns the key of the error's message in the language files
// ("err.tutor.no-hand") and its arguments.
func (e *Error) MessageKey() (string, []any) { return "err.tutor." + e.Code, e.Args }

func tutorErr(code, format string, args ...any) error {
	return &Error{Code: code, Args: args, Reason: fmt.Sprintf(format, args...)}
}
