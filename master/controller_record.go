package master

import (
	"chessmaster/pgn"
	"fmt"
	"strings"

	"github.com/notnil/chess"
)

// StandardFEN is the initial position of a normal game.
const StandardFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// record is the game as a list of plies: the single source of truth for
// the board. It is not safe for concurrent use (the controller guards it
// with its mutex): notnil/chess positions cache their legal moves lazily.
type record struct {
	startFEN   string
	start      *chess.Position
	startKey   string // repetition key of the start position
	plies      []plyRecord
	preComment string // comment before the first move
	tags       pgn.Tags
}

// plyRecord is one move of the record and the position it led to.
type plyRecord struct {
	move    *chess.Move // nil for a null move
	san     string
	uci     string
	source  string // MoveReply.Source, or "pgn"
	comment string // comment after the move
	nags    string // annotation glyphs after the move ("$1 $14"), from PGN
	after   *chess.Position
	key     string // repetition key of after
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
	return &record{startFEN: norm, start: pos, startKey: repetitionKey(pos, pos.ValidMoves())}, nil
}

// posAt is the position after k plies (0 = the start).
func (r *record) posAt(k int) *chess.Position {
	if k == 0 {
		return r.start
	}
	return r.plies[k-1].after
}

// keyAt is the repetition key of posAt(k).
func (r *record) keyAt(k int) string {
	if k == 0 {
		return r.startKey
	}
	return r.plies[k-1].key
}

// ucis lists the moves from k on in UCI.
func (r *record) ucis(k int) []string {
	out := make([]string, 0, len(r.plies)-k)
	for _, p := range r.plies[k:] {
		out = append(out, p.uci)
	}
	return out
}

func (r *record) pos() *chess.Position { return r.posAt(len(r.plies)) }
func (r *record) legal() []*chess.Move { return r.pos().ValidMoves() }
func (r *record) ply() int             { return len(r.plies) }
func (r *record) turn() Color          { return colorOf(r.pos().Turn()) }
func (r *record) fen() string          { return r.pos().String() }
func (r *record) last() *plyRecord     { return &r.plies[len(r.plies)-1] }

// play appends a legal move (one returned by legal()).
func (r *record) play(m *chess.Move, source string) {
	before := r.pos()
	after := before.Update(m)
	r.plies = append(r.plies, plyRecord{
		move: m, source: source, after: after,
		san: chess.AlgebraicNotation{}.Encode(before, m),
		uci: chess.UCINotation{}.Encode(before, m),
		key: repetitionKey(after, after.ValidMoves()),
	})
}

// truncate keeps the first n moves.
func (r *record) truncate(n int) { r.plies = r.plies[:n] }

// repetitions counts how often the current position has occurred,
// including now.
func (r *record) repetitions() int {
	cur := r.keyAt(r.ply())
	n := 0
	// Only positions since the last capture or pawn move can repeat.
	from := r.ply() - r.pos().HalfMoveClock()
	if from < 0 {
		from = 0
	}
	for k := from; k <= r.ply(); k++ {
		if r.keyAt(k) == cur {
			n++
		}
	}
	return n
}

// getTag returns a tag's value ("" when absent).
func (r *record) getTag(key string) string { return r.tags.Get(key) }

// setTag replaces or appends a tag.
func (r *record) setTag(key, value string) { r.tags.Set(key, value) }

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
	r.plies = append(r.plies, plyRecord{san: "--", uci: "0000", source: "pgn", after: pos,
		key: repetitionKey(pos, pos.ValidMoves())})
	return nil
}

// lastNull is the index of the last null move, or -1.
func (r *record) lastNull() int {
	for i := len(r.plies) - 1; i >= 0; i-- {
		if r.plies[i].move == nil {
			return i
		}
	}
	return -1
}

// clone copies the record (positions are immutable once their legal
// moves are cached, so they are shared).
func (r *record) clone() *record {
	cp := *r
	cp.plies = append([]plyRecord(nil), r.plies...)
	cp.tags = append(pgn.Tags(nil), r.tags...)
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
