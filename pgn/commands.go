package pgn

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// This file reads and writes the commands that lichess, chess.com,
// ChessBase and others embed in comments: [%clk 0:03:12] (the clock after
// the move), [%eval 0.35] or [%eval #-3] (the engine's evaluation),
// [%csl Ga4,Rb5] (coloured squares) and [%cal Ge2e4,Rd7d5] (arrows).
//
// A command stays in Node.Comment as written, so a game read and written
// again keeps it byte for byte; the accessors below parse it on demand and
// the setters rewrite only the command, keeping the rest of the comment.

// Command is one embedded command: Name without the '%' ("clk") and Args
// as written ("0:03:12").
type Command struct {
	Name, Args string
}

// String is the command as it is written in a comment: "[%clk 0:03:12]".
func (c Command) String() string {
	if c.Args == "" {
		return "[%" + c.Name + "]"
	}
	return "[%" + c.Name + " " + c.Args + "]"
}

// commandSpan is where one command lies in a comment.
type commandSpan struct {
	Command
	start, end int // comment[start:end] is "[%name args]"
}

// findCommands finds the well-formed commands of a comment, in order: a
// '[' and '%' followed by a name of letters, digits and '_', then
// optional arguments up to the first ']'.
func findCommands(comment string) []commandSpan {
	var out []commandSpan
	for i := 0; i+1 < len(comment); {
		j := strings.Index(comment[i:], "[%")
		if j < 0 {
			break
		}
		start := i + j
		k := start + 2
		for k < len(comment) && (pgnIsAlnum(comment[k]) || comment[k] == '_') {
			k++
		}
		name := comment[start+2 : k]
		end := strings.IndexByte(comment[k:], ']')
		if name == "" || end < 0 {
			i = start + 2
			continue
		}
		rest := comment[k : k+end]
		if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
			i = start + 2 // "[%clk0:01]" is not a command
			continue
		}
		out = append(out, commandSpan{Command{name, strings.TrimSpace(rest)}, start, k + end + 1})
		i = k + end + 1
	}
	return out
}

// ParseCommands returns the embedded commands of a comment, in order.
func ParseCommands(comment string) []Command {
	spans := findCommands(comment)
	out := make([]Command, len(spans))
	for i, s := range spans {
		out[i] = s.Command
	}
	return out
}

// CommentText returns a comment without its embedded commands: the text
// a person wrote, with the spaces around the commands removed.
func CommentText(comment string) string {
	spans := findCommands(comment)
	if len(spans) == 0 {
		return comment
	}
	var b strings.Builder
	prev := 0
	for _, s := range spans {
		b.WriteString(comment[prev:s.start])
		b.WriteByte(' ')
		prev = s.end
	}
	b.WriteString(comment[prev:])
	return strings.Join(strings.Fields(b.String()), " ")
}

// Commands returns the commands embedded in the comment after the move.
func (n *Node) Commands() []Command { return ParseCommands(n.Comment) }

// Command returns the arguments of the first command called name in the
// comment after the move ("clk", without '%').
func (n *Node) Command(name string) (string, bool) {
	for _, s := range findCommands(n.Comment) {
		if s.Name == name {
			return s.Args, true
		}
	}
	return "", false
}

// SetCommand sets the command called name to args. The first such command
// in the comment is rewritten in place (later duplicates are removed);
// without one, the command is added after the comment's last command, or
// at the start of a comment that has none. The rest of the comment is
// kept as it is.
func (n *Node) SetCommand(name, args string) {
	// A ']' would end the command early and a brace the comment: they
	// cannot be written inside one.
	args = strings.Join(strings.Fields(commandArgsReplacer.Replace(args)), " ")
	n.Comment = setCommand(n.Comment, Command{name, args})
}

var commandArgsReplacer = strings.NewReplacer("]", " ", "{", " ", "}", " ")

// RemoveCommand removes every command called name from the comment after
// the move, with the space that separated it from the rest.
func (n *Node) RemoveCommand(name string) {
	n.Comment = removeCommands(n.Comment, name, -1)
}

func setCommand(comment string, c Command) string {
	spans := findCommands(comment)
	for i, s := range spans {
		if s.Name == c.Name {
			out := comment[:s.start] + c.String() + comment[s.end:]
			if i+1 < len(spans) {
				// Drop later duplicates, which sit after s.
				out = removeCommands(out, c.Name, s.start+len(c.String()))
			}
			return out
		}
	}
	switch {
	case comment == "":
		return c.String()
	case len(spans) > 0:
		at := spans[len(spans)-1].end
		return comment[:at] + " " + c.String() + comment[at:]
	default:
		return c.String() + " " + comment
	}
}

// removeCommands removes the commands called name that start at or after
// from (from < 0: all of them), each with one neighbouring space.
func removeCommands(comment, name string, from int) string {
	spans := findCommands(comment)
	for i := len(spans) - 1; i >= 0; i-- {
		s := spans[i]
		if s.Name != name || s.start < from {
			continue
		}
		start, end := s.start, s.end
		switch {
		case end < len(comment) && comment[end] == ' ':
			end++
		case start > 0 && comment[start-1] == ' ':
			start--
		}
		comment = comment[:start] + comment[end:]
	}
	return comment
}

// Clock is the [%clk H:MM:SS] command: the mover's clock after the move.
// Fractions of a second ("0:02:59.9", as chess.com writes) are kept.
func (n *Node) Clock() (time.Duration, bool) {
	args, ok := n.Command("clk")
	if !ok {
		return 0, false
	}
	return ParseClock(args)
}

// SetClock writes d as [%clk H:MM:SS] (with tenths when d has them).
func (n *Node) SetClock(d time.Duration) { n.SetCommand("clk", FormatClock(d)) }

// ElapsedTime is the [%emt H:MM:SS] command: the time the move took.
func (n *Node) ElapsedTime() (time.Duration, bool) {
	args, ok := n.Command("emt")
	if !ok {
		return 0, false
	}
	return ParseClock(args)
}

// ParseClock reads "H:MM:SS", "M:SS" or either with a fraction of a
// second ("0:02:59.9").
func ParseClock(s string) (time.Duration, bool) {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var d time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		if p == "" {
			return 0, false
		}
		if last {
			sec, frac, hasFrac := strings.Cut(p, ".")
			v, err := strconv.Atoi(sec)
			if err != nil || v < 0 || sec[0] == '+' || len(parts) > 1 && v >= 60 {
				return 0, false
			}
			d = d*60 + time.Duration(v)*time.Second
			if hasFrac {
				if frac == "" || len(frac) > 9 {
					return 0, false
				}
				f, err := strconv.Atoi(frac)
				if err != nil || f < 0 || frac[0] == '+' || frac[0] == '-' {
					return 0, false
				}
				d += time.Duration(f) * time.Duration(math.Pow10(9-len(frac)))
			}
			continue
		}
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || p[0] == '+' || i > 0 && v >= 60 || v > 1e6 {
			return 0, false
		}
		d = d*60 + time.Duration(v)*time.Second
	}
	if neg {
		d = -d
	}
	return d, true
}

// FormatClock writes d as "H:MM:SS", with tenths of a second when d has
// any ("0:02:59.9"); finer fractions are cut.
func FormatClock(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	h := d / time.Hour
	m := d % time.Hour / time.Minute
	s := d % time.Minute / time.Second
	out := fmt.Sprintf("%s%d:%02d:%02d", sign, h, m, s)
	if tenths := d % time.Second / (100 * time.Millisecond); tenths != 0 {
		out += "." + strconv.Itoa(int(tenths))
	}
	return out
}

// Eval is an engine evaluation from White's point of view: centipawns,
// or, when IsMate, mate in Mate moves (negative: Black mates). Depth is
// the search depth when the command gives one ("[%eval 0.35,20]"), else 0.
type Eval struct {
	Centipawns int
	Mate       int
	IsMate     bool
	Depth      int
}

// String is the evaluation as the %eval command writes it: "0.35",
// "-1.2", "#-3", with ",depth" when Depth is set.
func (e Eval) String() string {
	var s string
	if e.IsMate {
		s = "#" + strconv.Itoa(e.Mate)
	} else {
		s = strconv.FormatFloat(float64(e.Centipawns)/100, 'f', -1, 64)
	}
	if e.Depth > 0 {
		s += "," + strconv.Itoa(e.Depth)
	}
	return s
}

// ParseEval reads the arguments of a %eval command: pawns ("0.35",
// "-1.2", "+0.5"), or "#N" / "#-N" for a mate, optionally followed by
// ",depth".
func ParseEval(s string) (Eval, bool) {
	s = strings.TrimSpace(s)
	var e Eval
	if v, depth, ok := strings.Cut(s, ","); ok {
		d, err := strconv.Atoi(strings.TrimSpace(depth))
		if err != nil || d < 0 {
			return Eval{}, false
		}
		e.Depth, s = d, strings.TrimSpace(v)
	}
	if m, ok := strings.CutPrefix(s, "#"); ok {
		v, err := strconv.Atoi(m)
		if err != nil {
			return Eval{}, false
		}
		e.IsMate, e.Mate = true, v
		return e, true
	}
	cp, ok := parsePawns(s)
	if !ok {
		return Eval{}, false
	}
	e.Centipawns = cp
	return e, true
}

// parsePawns reads a decimal number of pawns ("-1.25", "+0.5", ".3") as
// centipawns, rounding half away from zero.
func parsePawns(s string) (int, bool) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" || len(whole) > 6 {
		return 0, false
	}
	cp := 0
	for _, c := range whole {
		if c < '0' || c > '9' {
			return 0, false
		}
		cp = cp*10 + int(c-'0')
	}
	cp *= 100
	for i, c := range frac {
		if c < '0' || c > '9' {
			return 0, false
		}
		switch {
		case i == 0:
			cp += 10 * int(c-'0')
		case i == 1:
			cp += int(c - '0')
		case i == 2 && c >= '5':
			cp++
		}
	}
	if neg {
		cp = -cp
	}
	return cp, true
}

// Eval is the [%eval ...] command of the comment after the move.
func (n *Node) Eval() (Eval, bool) {
	args, ok := n.Command("eval")
	if !ok {
		return Eval{}, false
	}
	return ParseEval(args)
}

// SetEval writes e as the move's [%eval ...] command.
func (n *Node) SetEval(e Eval) { n.SetCommand("eval", e.String()) }

// Square is one coloured square of a [%csl ...] command: Color is
// "G", "R", "Y" or "B" (green, red, yellow, blue), Square is "a4".
type Square struct {
	Color  string
	Square string
}

// Arrow is one arrow of a [%cal ...] command: Color as for Square,
// From and To squares ("e2", "e4").
type Arrow struct {
	Color    string
	From, To string
}

func isSquare(s string) bool {
	return len(s) == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8'
}

func isColor(c byte) bool { return c == 'G' || c == 'R' || c == 'Y' || c == 'B' }

// Squares returns the coloured squares of every [%csl ...] command of the
// comment after the move; entries that are not a colour and a square
// are skipped.
func (n *Node) Squares() []Square {
	var out []Square
	for _, c := range n.Commands() {
		if c.Name != "csl" {
			continue
		}
		for _, f := range strings.Split(c.Args, ",") {
			f = strings.TrimSpace(f)
			if len(f) == 3 && isColor(f[0]) && isSquare(f[1:]) {
				out = append(out, Square{f[:1], f[1:]})
			}
		}
	}
	return out
}

// Arrows returns the arrows of every [%cal ...] command of the comment
// after the move; entries that are not a colour and two squares are
// skipped.
func (n *Node) Arrows() []Arrow {
	var out []Arrow
	for _, c := range n.Commands() {
		if c.Name != "cal" {
			continue
		}
		for _, f := range strings.Split(c.Args, ",") {
			f = strings.TrimSpace(f)
			if len(f) == 5 && isColor(f[0]) && isSquare(f[1:3]) && isSquare(f[3:]) {
				out = append(out, Arrow{f[:1], f[1:3], f[3:]})
			}
		}
	}
	return out
}

// SetSquares writes the coloured squares as one [%csl ...] command (none:
// the command is removed).
func (n *Node) SetSquares(sq []Square) {
	if len(sq) == 0 {
		n.RemoveCommand("csl")
		return
	}
	parts := make([]string, len(sq))
	for i, s := range sq {
		parts[i] = s.Color + s.Square
	}
	n.SetCommand("csl", strings.Join(parts, ","))
}

// SetArrows writes the arrows as one [%cal ...] command (none: the
// command is removed).
func (n *Node) SetArrows(as []Arrow) {
	if len(as) == 0 {
		n.RemoveCommand("cal")
		return
	}
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = a.Color + a.From + a.To
	}
	n.SetCommand("cal", strings.Join(parts, ","))
}
