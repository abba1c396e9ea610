package terminal

import (
	"os"
	"path/filepath"
	"strings"
)

// userPath is a file name as people type it at the prompt: quotes around
// it (as a shell would need for a name with spaces) are taken off, and a
// leading "~" is the home folder, as in a shell. Anything else is kept.
func userPath(p string) string {
	p = strings.TrimSpace(p)
	if len(p) >= 2 && (p[0] == '"' && p[len(p)-1] == '"' || p[0] == '\'' && p[len(p)-1] == '\'') {
		p = p[1 : len(p)-1]
	}
	if p == "~" || strings.HasPrefix(p, "~/") || strings.HasPrefix(p, "~"+string(filepath.Separator)) {
		if home, err := os.UserHomeDir(); err == nil && home != "" {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}
