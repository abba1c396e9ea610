package main

import (
	"flag"
	"strings"

	"chessmaster/internal/safefile"
)

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

// pgnWriteFile saves text atomically; a link keeps pointing at its file
// and a device or folder is refused (package safefile).
func pgnWriteFile(path, text string) error {
	return safefile.Write(path, []byte(text))
}
