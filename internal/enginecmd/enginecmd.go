// Package enginecmd reads how the user names an external engine: a path
// to its program, or the program and its arguments ("/usr/games/gnuchess
// --uci", which GNU Chess needs to speak UCI), or a program found on the
// PATH ("stockfish"). A path with spaces is taken whole first, so
// "C:\Program Files\Stockfish\stockfish.exe" stays one path.
package enginecmd

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Split is the program and its arguments of an engine named spec. The
// error, when nothing runnable is found, is the one about spec as the
// user wrote it.
func Split(spec string) (path string, args []string, err error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return "", nil, errors.New("no engine given")
	}
	whole := program(spec)
	if whole == nil {
		return spec, nil, nil
	}
	fields := strings.Fields(spec)
	if len(fields) == 0 {
		return "", nil, whole
	}
	if program(fields[0]) == nil {
		return fields[0], fields[1:], nil
	}
	if !strings.ContainsAny(fields[0], `/\`) {
		if found, err := exec.LookPath(fields[0]); err == nil {
			return found, fields[1:], nil
		}
		if errors.Is(whole, os.ErrNotExist) {
			// A bare name ("stockfish") is looked for on the PATH: say
			// that, not "stat stockfish: no such file or directory".
			return "", nil, fmt.Errorf("no program %q here or on the PATH: give the engine's full path", fields[0])
		}
	}
	return "", nil, whole
}

// program reports why path is not a file that could be run (nil when it
// is one): missing, a folder.
func program(path string) error {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return err
	case st.IsDir():
		return fmt.Errorf("%s is a directory", path)
	}
	return nil
}
