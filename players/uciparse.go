package players

import (
	"chessmaster/master"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// This file parses the lines a UCI engine writes: "info", "option" and
// "bestmove". The functions are pure so they can be unit- and fuzz-tested
// without a process.

// uciOption is one "option name N type T ..." line of the uci handshake.
type uciOption struct {
	Name, Type, Default string
	Min, Max            string   // a spin's bounds, "" when not given
	Vars                []string // a combo's choices
}

// parseUCIOption parses an "option name <name> type <type> [default <v>] ..."
// line. Option names may contain spaces, so the name runs until the "type"
// keyword.
func parseUCIOption(line string) (uciOption, bool) {
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "option" || f[1] != "name" {
		return uciOption{}, false
	}
	var opt uciOption
	i := 2
	var name []string
	for ; i < len(f) && f[i] != "type"; i++ {
		name = append(name, f[i])
	}
	if len(name) == 0 || i+1 >= len(f) {
		return uciOption{}, false
	}
	opt.Name = strings.Join(name, " ")
	opt.Type = f[i+1]
	for j := i + 2; j < len(f); j++ {
		if !isOptionKeyword(f[j]) {
			continue
		}
		var words []string
		for k := j + 1; k < len(f) && !isOptionKeyword(f[k]); k++ {
			words = append(words, f[k])
		}
		v := strings.Join(words, " ")
		switch f[j] {
		case "default":
			opt.Default = v
		case "min":
			opt.Min = v
		case "max":
			opt.Max = v
		case "var":
			opt.Vars = append(opt.Vars, v)
		}
	}
	return opt, true
}

// value checks v against what the engine advertised for the option and
// returns it as the engine expects it: a spin's integer within its
// bounds, a check's "true" or "false", one of a combo's choices (in the
// engine's own case). An engine given anything else ignores it without a
// word (Stockfish) or crashes (Stockfish on "Hash abc"), so the user is
// told before the game instead.
func (o uciOption) value(v string) (string, error) {
	v = strings.TrimSpace(v)
	switch strings.ToLower(o.Type) {
	case "spin":
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return "", fmt.Errorf("%q is not a whole number%s", v, o.bounds())
		}
		if lo, err := strconv.ParseInt(o.Min, 10, 64); err == nil && n < lo {
			return "", fmt.Errorf("%d is too small%s", n, o.bounds())
		}
		if hi, err := strconv.ParseInt(o.Max, 10, 64); err == nil && n > hi {
			return "", fmt.Errorf("%d is too large%s", n, o.bounds())
		}
		return strconv.FormatInt(n, 10), nil
	case "check":
		switch strings.ToLower(v) {
		case "true", "false":
			return strings.ToLower(v), nil
		}
		return "", fmt.Errorf("%q: want true or false", v)
	case "combo":
		for _, c := range o.Vars {
			if strings.EqualFold(c, v) {
				return c, nil
			}
		}
		if len(o.Vars) > 0 {
			return "", fmt.Errorf("%q: want one of %s", v, strings.Join(o.Vars, ", "))
		}
	}
	return v, nil
}

// bounds is " (from MIN to MAX)" of a spin, "" without bounds.
func (o uciOption) bounds() string {
	if o.Min == "" || o.Max == "" {
		return ""
	}
	return fmt.Sprintf(" (want %s to %s)", o.Min, o.Max)
}

func isOptionKeyword(s string) bool {
	switch s {
	case "default", "min", "max", "var":
		return true
	}
	return false
}

// parseUCIInfo parses an "info ..." line. ok is false for lines that carry
// no search progress (e.g. "info string ..." or "info currmove ..."), so the
// caller only reports meaningful updates.
func parseUCIInfo(line string) (info master.ThinkingInfo, ok bool) {
	info, _, ok = parseUCIInfoLine(line)
	if info.Mate == 0 {
		info.TBWin = uciTBWin(info.Score) // a known result, not centipawns
	}
	return info, ok
}

// infoExtra is what an info line says beyond ThinkingInfo, for analysis.
type infoExtra struct {
	multiPV int  // the "multipv" number; 0 when the line has none
	bound   bool // the score is "lowerbound" or "upperbound", not exact
}

// parseUCIInfoLine is parseUCIInfo with the line's multipv number and
// whether its score is only a bound.
func parseUCIInfoLine(line string) (info master.ThinkingInfo, extra infoExtra, ok bool) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return info, extra, false
	}
	hasScore := false
	for i := 1; i < len(f); i++ {
		next := func() (string, bool) {
			if i+1 < len(f) {
				i++
				return f[i], true
			}
			return "", false
		}
		switch f[i] {
		case "string":
			// The rest of the line is free text.
			return info, extra, hasScore || len(info.PV) > 0
		case "depth":
			if v, ok := next(); ok {
				info.Depth, _ = strconv.Atoi(v)
			}
		case "multipv":
			if v, ok := next(); ok {
				extra.multiPV, _ = strconv.Atoi(v)
			}
		case "lowerbound", "upperbound":
			extra.bound = true
		case "seldepth":
			if v, ok := next(); ok {
				info.SelDepth, _ = strconv.Atoi(v)
			}
		case "nodes":
			if v, ok := next(); ok {
				info.Nodes, _ = strconv.ParseUint(v, 10, 64)
			}
		case "nps":
			if v, ok := next(); ok {
				info.NPS, _ = strconv.ParseUint(v, 10, 64)
			}
		case "time":
			if v, ok := next(); ok {
				if ms, err := strconv.ParseInt(v, 10, 64); err == nil && ms >= 0 {
					info.Time = time.Duration(ms) * time.Millisecond
				}
			}
		case "score":
			kind, ok1 := next()
			v, ok2 := next()
			if !ok1 || !ok2 {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil {
				continue
			}
			switch kind {
			case "cp":
				info.Score, info.Mate, hasScore = n, 0, true
			case "mate":
				info.Mate, hasScore = n, true
				if n == 0 {
					// "mate 0": the side to move is already mated.
					info.Mate = -1
				}
			}
		case "pv":
			var pv []string
			for i+1 < len(f) && isUCIMove(f[i+1]) {
				i++
				pv = append(pv, f[i])
			}
			info.PV = pv
		}
	}
	return info, extra, hasScore || len(info.PV) > 0
}

// parseBestMove parses "bestmove <move> [ponder <move>]". An engine with no
// legal move answers "(none)" or "0000": that is reported as an error, as is
// anything that is not a well-formed UCI move.
func parseBestMove(line string) (string, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return "", errors.New("bestmove line without a move")
	}
	switch f[1] {
	case "(none)", "0000", "none":
		return "", errors.New("engine reports no legal move")
	}
	if !isUCIMove(f[1]) {
		return "", fmt.Errorf("engine answered a malformed move %q", f[1])
	}
	return f[1], nil
}

// isUCIMove reports whether s has the shape of a UCI move: from and to
// squares, plus a promotion piece letter.
func isUCIMove(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' ||
		s[2] < 'a' || s[2] > 'h' || s[3] < '1' || s[3] > '8' {
		return false
	}
	if len(s) == 5 && !strings.ContainsRune("qrbn", rune(s[4])) {
		return false
	}
	return s[:2] != s[2:4]
}
