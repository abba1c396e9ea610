package cli

import (
	"errors"
	"flag"
	"io"
	"strings"
)

// Exit statuses, the same for every command (the help says so).
const (
	exitOK     = 0 // success
	exitFailed = 1 // the work failed
	exitUsage  = 2 // usage error: unknown command or flag, bad argument, missing file
)

// newFlagSet is the flag set of command name: parse errors, and the help
// asked for with -h, go to w. The command sets its Usage.
func newFlagSet(name string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(w)
	return fs
}

// parseFlags parses a command's arguments: the one place where a command
// line's flags are read and where -h and a bad flag become exit statuses.
// When err is not nil the command returns status at once: exitOK after -h
// (err is flag.ErrHelp; the flag package has printed fs.Usage), exitUsage
// for a bad flag (the flag package has said which on fs.Output and
// printed the usage).
func parseFlags(fs *flag.FlagSet, args []string) (status int, err error) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, err
		}
		return exitUsage, err
	}
	return exitOK, nil
}

// interspersed lets flags follow the file names ("review IN.pgn -o
// OUT.pgn"), as people type them: the flags of fs, with their values, are
// moved before the other arguments. "--" ends the flags.
func interspersed(fs *flag.FlagSet, args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		f := fs.Lookup(name)
		if f == nil {
			continue // flag.Parse reports it
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return append(flags, rest...)
}
