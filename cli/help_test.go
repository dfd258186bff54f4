package cli

import (
	"bytes"
	"strings"
	"testing"
)

// `sabot SUB -h` is a help asked for, not an error: the command's usage on
// standard output, exit 0, nothing on standard error.
func TestHelpPrintsUsageAndExitsZero(t *testing.T) {
	for _, c := range Commands() {
		for _, h := range []string{"-h", "-help", "--help"} {
			var out, errOut bytes.Buffer
			code := c.Main([]string{h}, strings.NewReader(""), &out, &errOut)
			if code != ExitOK || errOut.Len() != 0 || !strings.HasPrefix(out.String(), "usage: sabot "+c.Name) {
				t.Errorf("sabot %s %s: exit %d, stdout %q, stderr %q", c.Name, h, code, out.String(), errOut.String())
			}
		}
	}
	// After "--" it is an argument.
	if HelpAsked([]string{"--", "-h"}) {
		t.Error("-h after -- taken as help")
	}
}

// An unknown command is told in one line that says where the list is.
func TestUnknownCommandIsOneLine(t *testing.T) {
	msg := Unknown("bogus")
	if strings.Contains(msg, "\n") || !strings.Contains(msg, `"bogus"`) || !strings.Contains(msg, "sabot -h") {
		t.Errorf("%q", msg)
	}
}
