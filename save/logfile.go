package save

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// LogFile is the game's log, beside the saves: the details of an error the
// game has no words for (the screen says where they are).
const LogFile = "sabot.log"

// maxLog is the size past which the log starts again, its old lines kept
// as sabot.log.1 (replacing older ones).
const maxLog = 1 << 20

// OpenLogFile opens the log of dir for appending, after moving a log grown
// past a megabyte to sabot.log.1. The caller closes it.
func OpenLogFile(dir string) (io.WriteCloser, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("%s: %w", LogFile, err)
	}
	path := filepath.Join(dir, LogFile)
	if st, err := os.Stat(path); err == nil && st.Size() > maxLog {
		os.Rename(path, path+".1")
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", LogFile, err)
	}
	return f, nil
}
