package master

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"
)

// StandardFEN is the initial position of a normal game.
const StandardFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// tag is one PGN tag pair; order is kept as read or written.
type tag struct{ Key, Value string }

// record is the game as a list of positions and moves: the single source
// of truth for the board. It is not safe for concurrent use (the
// controller guards it with its mutex): notnil/chess positions cache
// their legal moves lazily.
type record struct {
	startFEN   string
	positions  []*chess.Position // len(moves)+1
	keys       []string          // repetition key of each position
	moves      []*chess.Move
	san, uci   []string
	sources    []string
	comments   []string // comment after each move
	nags       []string // annotation glyphs after each move ("$1 $14"), from PGN
	preComment string   // comment before the first move
	tags       []tag
}

// newRecord starts a record from fen (empty = standard position).
func newRecord(fen string) (*record, error) {
	if strings.TrimSpace(fen) == "" {
		fen = StandardFEN
	}
	pos, norm, err := parseFEN(fen)
	if err != nil {
		return nil, err
	}
	r := &record{startFEN: norm, positions: []*chess.Position{pos}}
	r.keys = []string{repetitionKey(pos, pos.ValidMoves())}
	return r, nil
}

func (r *record) pos() *chess.Position { return r.positions[len(r.positions)-1] }
func (r *record) legal() []*chess.Move { return r.pos().ValidMoves() }
func (r *record) ply() int             { return len(r.moves) }
func (r *record) turn() Color          { return colorOf(r.pos().Turn()) }
func (r *record) fen() string          { return r.pos().String() }

// play appends a legal move (one returned by legal()).
func (r *record) play(m *chess.Move, source string) {
	before := r.pos()
	after := before.Update(m)
	r.san = append(r.san, chess.AlgebraicNotation{}.Encode(before, m))
	r.uci = append(r.uci, chess.UCINotation{}.Encode(before, m))
	r.moves = append(r.moves, m)
	r.positions = append(r.positions, after)
	r.keys = append(r.keys, repetitionKey(after, after.ValidMoves()))
	r.sources = append(r.sources, source)
	r.comments = append(r.comments, "")
	r.nags = append(r.nags, "")
}

// truncate keeps the first n moves.
func (r *record) truncate(n int) {
	r.moves = r.moves[:n]
	r.positions = r.positions[:n+1]
	r.keys = r.keys[:n+1]
	r.san = r.san[:n]
	r.uci = r.uci[:n]
	r.sources = r.sources[:n]
	r.comments = r.comments[:n]
	r.nags = r.nags[:n]
}

// repetitions counts how often the current position has occurred,
// including now.
func (r *record) repetitions() int {
	cur := r.keys[len(r.keys)-1]
	n := 0
	// Only positions since the last capture or pawn move can repeat.
	from := len(r.keys) - 1 - r.pos().HalfMoveClock()
	if from < 0 {
		from = 0
	}
	for _, k := range r.keys[from:] {
		if k == cur {
			n++
		}
	}
	return n
}

// getTag returns a tag's value ("" when absent).
func (r *record) getTag(key string) string {
	for _, t := range r.tags {
		if strings.EqualFold(t.Key, key) {
			return t.Value
		}
	}
	return ""
}

// setTag replaces or appends a tag.
func (r *record) setTag(key, value string) {
	for i, t := range r.tags {
		if strings.EqualFold(t.Key, key) {
			r.tags[i].Value = value
			return
		}
	}
	r.tags = append(r.tags, tag{key, value})
}

// findMove parses a move in UCI ("e2e4", "e7e8q", "e1g1") or SAN ("Nf3",
// "O-O", "e8=Q") and returns the legal move, or an error saying why not.
func (r *record) findMove(s string) (*chess.Move, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("empty move")
	}
	legal := r.legal()
	if len(legal) == 0 {
		return nil, fmt.Errorf("no legal moves: the game is over")
	}
	if looksUCI(s) {
		return findUCI(r.pos(), legal, strings.ToLower(s))
	}
	return findSAN(r.pos(), legal, s)
}

// playNull appends a null move ("--"): the side to move passes. PGN
// files from ChessBase use them in analysis; they are not legal chess,
// so a null move is refused when the side to move is in check.
func (r *record) playNull() error {
	if inCheck(r.pos()) {
		return fmt.Errorf("a null move is not possible while in check")
	}
	f := strings.Fields(r.fen())
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
		f[5] = fmt.Sprint(atoiOr(f[5], 1) + 1)
	}
	f[3] = "-"
	f[4] = fmt.Sprint(atoiOr(f[4], 0) + 1)
	pos, _, err := parseFEN(strings.Join(f, " "))
	if err != nil {
		return err
	}
	r.san = append(r.san, "--")
	r.uci = append(r.uci, "0000")
	r.moves = append(r.moves, nil)
	r.positions = append(r.positions, pos)
	r.keys = append(r.keys, repetitionKey(pos, pos.ValidMoves()))
	r.sources = append(r.sources, "pgn")
	r.comments = append(r.comments, "")
	r.nags = append(r.nags, "")
	return nil
}

// lastNull is the index of the last null move, or -1.
func (r *record) lastNull() int {
	for i := len(r.moves) - 1; i >= 0; i-- {
		if r.moves[i] == nil {
			return i
		}
	}
	return -1
}

// clone copies the record (positions are immutable once their legal
// moves are cached, so they are shared).
func (r *record) clone() *record {
	cp := *r
	cp.positions = append([]*chess.Position(nil), r.positions...)
	cp.keys = append([]string(nil), r.keys...)
	cp.moves = append([]*chess.Move(nil), r.moves...)
	cp.san = append([]string(nil), r.san...)
	cp.uci = append([]string(nil), r.uci...)
	cp.sources = append([]string(nil), r.sources...)
	cp.comments = append([]string(nil), r.comments...)
	cp.nags = append([]string(nil), r.nags...)
	cp.tags = append([]tag(nil), r.tags...)
	return &cp
}

func atoiOr(s string, def int) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return def
		}
		n = n*10 + int(c-'0')
		if n > 1<<20 {
			return def
		}
	}
	if s == "" {
		return def
	}
	return n
}
