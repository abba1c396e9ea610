package uci

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"chessmaster/engine"
)

// Options are the values of the UCI options. OwnBook, BookFile and
// SyzygyPath take effect at the next isready or go (see resources.go);
// the strength options are accepted and stored here.
type Options struct {
	HashMB        int
	Threads       int
	MoveOverhead  time.Duration
	OwnBook       bool
	BookFile      string
	SyzygyPath    string
	SyzygyLimit   int // SyzygyProbeLimit: largest piece count probed
	LimitStrength bool
	Elo           int
	SkillLevel    int
	MultiPV       int    // lines searched and reported (1 = the best only)
	UseNNUE       bool   // full strength evaluates with the neural network (on by default)
	EvalFile      string // the network file for UseNNUE ("" = the built-in net)
	Chess960      bool   // UCI_Chess960: positions are Chess960, castling is king-takes-rook
	// Ponder is the GUI telling that it will send "go ponder"; the
	// engine ponders whenever asked, so the value changes nothing.
	Ponder bool
}

// Option ranges and defaults, as announced on "uci".
const (
	DefaultMoveOverheadMs = 20
	MaxMoveOverheadMs     = 5000
	MaxSkillLevel         = 20
	MaxSyzygyProbeLimit   = 7 // the largest Syzygy tables there are
)

// MinElo and MaxElo bound UCI_Elo: the measured strengths of the weakest
// level and of full strength (see engine.Levels and level_options.go).
var MinElo, MaxElo = eloRange()

// DefaultOptions returns the options of a new session.
func DefaultOptions() Options {
	return Options{
		HashMB:       engine.DefaultHashMB,
		Threads:      1,
		MoveOverhead: DefaultMoveOverheadMs * time.Millisecond,
		Elo:          MaxElo,
		SkillLevel:   MaxSkillLevel,
		SyzygyLimit:  MaxSyzygyProbeLimit,
		MultiPV:      1,
		UseNNUE:      true,
	}
}

// optionLines returns the "option ..." lines printed after "id".
func optionLines() []string {
	return []string{
		fmt.Sprintf("option name Hash type spin default %d min %d max %d", engine.DefaultHashMB, engine.MinHashMB, engine.MaxHashMB),
		"option name Clear Hash type button",
		fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", engine.MaxThreads),
		fmt.Sprintf("option name Move Overhead type spin default %d min 0 max %d", DefaultMoveOverheadMs, MaxMoveOverheadMs),
		"option name Ponder type check default false",
		"option name OwnBook type check default false",
		"option name BookFile type string default <empty>",
		"option name SyzygyPath type string default <empty>",
		fmt.Sprintf("option name SyzygyProbeLimit type spin default %d min 0 max %d", MaxSyzygyProbeLimit, MaxSyzygyProbeLimit),
		"option name UCI_LimitStrength type check default false",
		fmt.Sprintf("option name UCI_Elo type spin default %d min %d max %d", MaxElo, MinElo, MaxElo),
		fmt.Sprintf("option name Skill Level type spin default %d min 0 max %d", MaxSkillLevel, MaxSkillLevel),
		fmt.Sprintf("option name MultiPV type spin default 1 min 1 max %d", engine.MaxMultiPV),
		"option name UseNNUE type check default true",
		"option name EvalFile type string default <empty>",
		"option name UCI_Chess960 type check default false",
	}
}

// apply sets one option. Names are case-insensitive as the UCI protocol
// requires. It returns an error for unknown names and bad values; the
// option then keeps its previous value.
func (o *Options) apply(eng *engine.Engine, name, value string) error {
	switch strings.ToLower(name) {
	case "hash":
		n, err := spin(name, value, engine.MinHashMB, engine.MaxHashMB)
		if err != nil {
			return err
		}
		o.HashMB = n
		eng.SetHashSize(n)
	case "clear hash":
		eng.ClearHash()
	case "threads":
		n, err := spin(name, value, 1, engine.MaxThreads)
		if err != nil {
			return err
		}
		o.Threads = n
		eng.SetThreads(n)
	case "move overhead":
		n, err := spin(name, value, 0, MaxMoveOverheadMs)
		if err != nil {
			return err
		}
		o.MoveOverhead = time.Duration(n) * time.Millisecond
		eng.SetMoveOverhead(o.MoveOverhead)
	case "ponder":
		b, err := check(name, value)
		if err != nil {
			return err
		}
		o.Ponder = b
	case "ownbook":
		b, err := check(name, value)
		if err != nil {
			return err
		}
		o.OwnBook = b
	case "bookfile":
		v := stringValue(value)
		if err := checkFileOption("BookFile", v); err != nil {
			return err
		}
		o.BookFile = v
	case "syzygypath":
		v := stringValue(value)
		if err := checkFolderOption("SyzygyPath", v); err != nil {
			return err
		}
		o.SyzygyPath = v
	case "syzygyprobelimit":
		n, err := spin(name, value, 0, MaxSyzygyProbeLimit)
		if err != nil {
			return err
		}
		o.SyzygyLimit = n
	case "uci_limitstrength":
		b, err := check(name, value)
		if err != nil {
			return err
		}
		o.LimitStrength = b
		eng.SetLevel(o.Level())
	case "uci_elo":
		n, err := spin(name, value, MinElo, MaxElo)
		if err != nil {
			return err
		}
		o.Elo = n
		eng.SetLevel(o.Level())
	case "skill level":
		n, err := spin(name, value, 0, MaxSkillLevel)
		if err != nil {
			return err
		}
		o.SkillLevel = n
		eng.SetLevel(o.Level())
	case "multipv":
		n, err := spin(name, value, 1, engine.MaxMultiPV)
		if err != nil {
			return err
		}
		o.MultiPV = n
	case "usennue":
		b, err := check(name, value)
		if err != nil {
			return err
		}
		o.UseNNUE = b
	case "evalfile":
		v := stringValue(value)
		if err := checkFileOption("EvalFile", v); err != nil {
			return err
		}
		o.EvalFile = v
	case "uci_chess960":
		b, err := check(name, value)
		if err != nil {
			return err
		}
		// Takes effect with the next "position" command, which the
		// protocol has the GUI send after changing it.
		o.Chess960 = b
		eng.SetChess960(b)
	default:
		return fmt.Errorf("no such option %q", truncate(name, 40))
	}
	return nil
}

func spin(name, value string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("option %s: value %q is not an integer in %d..%d", name, truncate(value, 40), lo, hi)
	}
	return n, nil
}

func check(name, value string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(value)) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("option %s: value %q is not true or false", name, truncate(value, 40))
}

// stringValue maps the GUI's "<empty>" placeholder to "".
func stringValue(v string) string {
	if v == "<empty>" {
		return ""
	}
	return v
}
