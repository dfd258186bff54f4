package learner

import (
	"fmt"

	"sabot/tutor"
)

// learnerErr is an error a learner meets on screen: a tutor.Error, so the
// screens find its message under the same "err.tutor.<code>" keys.
func learnerErr(code, format string, args ...any) error {
	return &tutor.Error{Code: code, Args: args, Reason: fmt.Sprintf(format, args...)}
}
