// Package uci speaks the Universal Chess Interface on a pair of streams: it
// parses GUI commands (command.go), runs the read/search loop (loop.go) and
// keeps the engine options (options.go).
package uci

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Kind says which UCI command a line holds.
type Kind int

const (
	CmdEmpty     Kind = iota // blank line: ignored
	CmdUCI                   // uci
	CmdIsReady               // isready
	CmdNewGame               // ucinewgame
	CmdSetOption             // setoption name N [value V]
	CmdPosition              // position startpos|fen F [moves ...]
	CmdGo                    // go [limits...]
	CmdStop                  // stop
	CmdPonderHit             // ponderhit
	CmdQuit                  // quit
	CmdBench                 // bench [depth]
	CmdDisplay               // d: print the board and FEN
	CmdDebug                 // debug on|off (accepted, no effect)
	CmdRegister              // register ... (accepted, no effect)
)

// GoParams are the arguments of a "go" command. Times are as the GUI sent
// them; negative clock values (some GUIs send them when a flag falls) are
// clamped to zero.
type GoParams struct {
	WTime, BTime time.Duration
	WInc, BInc   time.Duration
	// Clock says the GUI sent wtime, btime, winc or binc, even if all of
	// them are zero: then the clock is empty and the engine moves at once
	// rather than searching without a limit.
	Clock       bool
	MovesToGo   int
	Depth       int
	Nodes       uint64
	MoveTime    time.Duration
	Mate        int
	Infinite    bool
	Ponder      bool
	Perft       int // > 0: run perft to this depth instead of searching
	SearchMoves []string
}

// analysis reports whether the "go" asks for analysis rather than for a
// move in a game: no clock, no movetime and no ponder ("go infinite",
// "go depth N", "go nodes N", "go mate N", the plain "go"). Analysis is
// searched, never answered from the opening book (the book is for timed
// games); "searchmoves" and MultiPV above 1 skip the book in the engine.
func (g GoParams) analysis() bool {
	return !g.Clock && g.MoveTime == 0 && !g.Ponder
}

// Command is one parsed line from the GUI. Only the fields of its Kind are set.
type Command struct {
	Kind Kind

	// setoption
	Name, Value string

	// position: FEN is empty for startpos.
	FEN   string
	Moves []string

	// go
	Go GoParams

	// bench: 0 means the default depth.
	BenchDepth int

	// debug
	Debug bool

	// Warnings are problems with a "go" command that was still accepted:
	// a bad argument is reported (as "info string") and ignored, an
	// out-of-range value clamped, so that every "go" gets its bestmove.
	Warnings []string
}

// MaxPerftDepth bounds "go perft N": deeper counts take hours.
const MaxPerftDepth = 12

// MaxBenchDepth bounds "bench N".
const MaxBenchDepth = 64

// ParseCommand parses one line of UCI input. Unknown commands and malformed
// arguments give an error that says what is wrong; it never panics.
func ParseCommand(line string) (Command, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return Command{Kind: CmdEmpty}, nil
	}
	name, args := fields[0], fields[1:]
	switch name {
	case "uci":
		return Command{Kind: CmdUCI}, nil
	case "isready":
		return Command{Kind: CmdIsReady}, nil
	case "ucinewgame":
		return Command{Kind: CmdNewGame}, nil
	case "stop":
		return Command{Kind: CmdStop}, nil
	case "ponderhit":
		return Command{Kind: CmdPonderHit}, nil
	case "quit":
		return Command{Kind: CmdQuit}, nil
	case "d":
		return Command{Kind: CmdDisplay}, nil
	case "register":
		return Command{Kind: CmdRegister}, nil
	case "debug":
		return parseDebug(args)
	case "setoption":
		return parseSetOption(args)
	case "position":
		return parsePosition(args)
	case "go":
		return parseGo(args)
	case "bench":
		return parseBench(args)
	}
	return Command{}, fmt.Errorf("unknown command %q", truncate(name, 40))
}

func parseDebug(args []string) (Command, error) {
	if len(args) != 1 || (args[0] != "on" && args[0] != "off") {
		return Command{}, errors.New("debug: expected on or off")
	}
	return Command{Kind: CmdDebug, Debug: args[0] == "on"}, nil
}

// parseSetOption handles "setoption name <id> [value <x>]"; both the name
// and the value may contain spaces ("Clear Hash", a path with spaces).
func parseSetOption(args []string) (Command, error) {
	if len(args) == 0 || args[0] != "name" {
		return Command{}, errors.New("setoption: expected \"name\"")
	}
	args = args[1:]
	valueAt := -1
	for i, a := range args {
		if a == "value" {
			valueAt = i
			break
		}
	}
	nameWords, valueWords := args, []string(nil)
	if valueAt >= 0 {
		nameWords, valueWords = args[:valueAt], args[valueAt+1:]
	}
	if len(nameWords) == 0 {
		return Command{}, errors.New("setoption: missing option name")
	}
	return Command{
		Kind:  CmdSetOption,
		Name:  strings.Join(nameWords, " "),
		Value: strings.Join(valueWords, " "),
	}, nil
}

// parsePosition handles "position startpos|fen <fields> [moves m1 m2 ...]".
// The FEN itself is checked by the engine; here we only collect its fields.
func parsePosition(args []string) (Command, error) {
	if len(args) == 0 {
		return Command{}, errors.New("position: expected startpos or fen")
	}
	cmd := Command{Kind: CmdPosition}
	var rest []string
	switch args[0] {
	case "startpos":
		rest = args[1:]
	case "fen":
		i := 1
		for i < len(args) && args[i] != "moves" {
			i++
		}
		fenFields := args[1:i]
		// Some GUIs omit the move counters; six is the full form.
		if len(fenFields) < 4 || len(fenFields) > 6 {
			return Command{}, fmt.Errorf("position fen: expected 4 to 6 FEN fields, got %d", len(fenFields))
		}
		cmd.FEN = strings.Join(fenFields, " ")
		rest = args[i:]
	default:
		return Command{}, fmt.Errorf("position: expected startpos or fen, got %q", truncate(args[0], 40))
	}
	if len(rest) == 0 {
		return cmd, nil
	}
	if rest[0] != "moves" {
		return Command{}, fmt.Errorf("position: expected \"moves\", got %q", truncate(rest[0], 40))
	}
	for _, m := range rest[1:] {
		if !IsMoveSyntax(m) {
			return Command{}, fmt.Errorf("position: %q is not a move in UCI notation", truncate(m, 40))
		}
	}
	cmd.Moves = append([]string(nil), rest[1:]...)
	return cmd, nil
}

// IsMoveSyntax reports whether s looks like a UCI move (e2e4, e7e8q, or the
// null move 0000). Legality is for the engine to decide.
func IsMoveSyntax(s string) bool {
	if s == "0000" {
		return true
	}
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	isFile := func(c byte) bool { return c >= 'a' && c <= 'h' }
	isRank := func(c byte) bool { return c >= '1' && c <= '8' }
	if !isFile(s[0]) || !isRank(s[1]) || !isFile(s[2]) || !isRank(s[3]) {
		return false
	}
	return len(s) == 4 || strings.IndexByte("qrbn", s[4]) >= 0
}

// goKeywords are the tokens that start a new argument of "go"; searchmoves
// collects moves until the next of these.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true,
	"winc": true, "binc": true, "movestogo": true, "depth": true,
	"nodes": true, "mate": true, "movetime": true, "infinite": true,
	"perft": true,
}

// Ranges of the "go" limits; values outside are clamped (with a warning).
const (
	MaxGoDepth     = 1000
	MaxGoMate      = 1000
	MaxGoMovesToGo = 1000
)

// MalformedGoMoveTime bounds a "go" whose limits were all malformed (see
// parseGo): the GUI meant a limited search, so it waits for a bestmove
// and would hang on a search that runs until "stop".
const MalformedGoMoveTime = time.Second

// parseGo parses "go". Every "go" must be answered by one bestmove, so a
// bad argument does not reject the command: an unknown word, a missing
// or non-integer value or a malformed searchmoves move is reported in
// Warnings and ignored (a key with its value), and an out-of-range value
// is reported and clamped into range (movetime, depth, nodes and mate to
// at least 1, so that the search stays bounded). A "go" that had a bad
// argument and is left without any limit is not the plain "go" (which,
// as in Stockfish, searches until "stop"): it searches
// MalformedGoMoveTime, unless "infinite" or "ponder" was given. Only "go
// perft" with a bad depth is an error: perft is a counting command,
// answered by its counts, not by a bestmove.
func parseGo(args []string) (Command, error) {
	cmd := Command{Kind: CmdGo}
	g := &cmd.Go
	bad, badClock := false, false
	warn := func(format string, a ...any) { cmd.Warnings = append(cmd.Warnings, fmt.Sprintf(format, a...)) }
	for i := 0; i < len(args); i++ {
		key := args[i]
		switch key {
		case "infinite":
			g.Infinite = true
			continue
		case "ponder":
			g.Ponder = true
			continue
		case "searchmoves":
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
				if !IsMoveSyntax(args[i]) {
					warn("go searchmoves: %q is not a move; ignored", truncate(args[i], 40))
					continue
				}
				g.SearchMoves = append(g.SearchMoves, args[i])
			}
			continue
		}
		if !goKeywords[key] {
			warn("go: unknown argument %q ignored", truncate(key, 40))
			bad = true
			continue
		}
		if i+1 >= len(args) || goKeywords[args[i+1]] {
			if key == "perft" {
				return Command{}, errors.New("go perft: missing depth")
			}
			warn("go %s: missing value; ignored", key)
			bad = true
			continue
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if f, ferr := strconv.ParseFloat(args[i], 64); err != nil && !errors.Is(err, strconv.ErrRange) &&
			ferr == nil && !math.IsNaN(f) && !math.IsInf(f, 0) && math.Abs(f) < 1<<62 {
			// "wtime 9712.5": some drivers send fractions of a
			// millisecond; the whole part is meant (Stockfish reads
			// it so).
			n, err = int64(f), nil
		}
		if errors.Is(err, strconv.ErrRange) {
			// Too many digits: the largest value of its sign, clamped below.
			n, err = math.MaxInt64, nil
			if strings.HasPrefix(args[i], "-") {
				n = math.MinInt64
			}
		}
		if err != nil {
			if key == "perft" {
				return Command{}, fmt.Errorf("go perft: %q is not an integer", truncate(args[i], 40))
			}
			warn("go %s: %q is not an integer; ignored", key, truncate(args[i], 40))
			bad = true
			if key == "wtime" || key == "btime" {
				badClock = true
			}
			continue
		}
		if err := setGoValue(g, key, n, warn); err != nil {
			return Command{}, err
		}
	}
	if badClock {
		// A clock with one side's time unreadable is no clock: read as
		// 0 ms left it made the engine move at once after depth 1.
		g.Clock, g.WTime, g.BTime, g.WInc, g.BInc = false, 0, 0, 0, 0
		warn("go: a clock time could not be read; the clock is ignored")
	}
	unlimited := g.Depth == 0 && g.Nodes == 0 && g.MoveTime == 0 && g.Mate == 0 && !g.Clock
	if bad && unlimited && !g.Infinite && !g.Ponder && g.Perft == 0 {
		g.MoveTime = MalformedGoMoveTime
		warn("go: no limit left after the ignored arguments; searching %d ms (only go infinite waits for stop)", MalformedGoMoveTime.Milliseconds())
	}
	return cmd, nil
}

// maxMillis caps time values so that converting them to a Duration cannot
// overflow (about 106 days).
const maxMillis = int64(1) << 33

func millis(n int64) time.Duration {
	if n < 0 {
		n = 0
	}
	if n > maxMillis {
		n = maxMillis
	}
	return time.Duration(n) * time.Millisecond
}

// clampGo keeps n within lo..hi, warning when it had to.
func clampGo(key string, n, lo, hi int64, warn func(string, ...any)) int64 {
	switch {
	case n < lo:
		warn("go %s: %d is out of range (at least %d); using %d", key, n, lo, lo)
		return lo
	case n > hi:
		warn("go %s: %d is out of range (at most %d); using %d", key, n, hi, hi)
		return hi
	}
	return n
}

func setGoValue(g *GoParams, key string, n int64, warn func(string, ...any)) error {
	switch key {
	case "wtime":
		g.WTime, g.Clock = millis(n), true
	case "btime":
		g.BTime, g.Clock = millis(n), true
	case "winc":
		g.WInc, g.Clock = millis(n), true
	case "binc":
		g.BInc, g.Clock = millis(n), true
	case "movetime":
		g.MoveTime = millis(clampGo(key, n, 1, maxMillis, warn))
	case "movestogo":
		g.MovesToGo = int(clampGo(key, n, 0, MaxGoMovesToGo, warn))
	case "depth":
		g.Depth = int(clampGo(key, n, 1, MaxGoDepth, warn))
	case "nodes":
		g.Nodes = uint64(clampGo(key, n, 1, math.MaxInt64, warn))
	case "mate":
		g.Mate = int(clampGo(key, n, 1, MaxGoMate, warn))
	case "perft":
		if n < 1 || n > MaxPerftDepth {
			return fmt.Errorf("go perft: depth must be between 1 and %d", MaxPerftDepth)
		}
		g.Perft = int(n)
	}
	return nil
}

func parseBench(args []string) (Command, error) {
	cmd := Command{Kind: CmdBench}
	if len(args) == 0 {
		return cmd, nil
	}
	if len(args) > 1 {
		return Command{}, errors.New("bench: expected at most one argument (depth)")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > MaxBenchDepth {
		return Command{}, fmt.Errorf("bench: depth must be an integer between 1 and %d", MaxBenchDepth)
	}
	cmd.BenchDepth = n
	return cmd, nil
}

// truncate keeps error messages short when the input is garbage.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
