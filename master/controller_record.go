package master

import (
	"fmt"
	"slices"
	"strings"

	"chessmaster/internal/fenfields"
	"chessmaster/master/referee"
	"chessmaster/pgn"
)

// StandardFEN is the initial position of a normal game.
const StandardFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// record is the game: its tree of moves (with variations, comments and
// NAGs, as package pgn models it) and the line of that tree the board is
// on. It is the single source of truth for the board. It is not safe for
// concurrent use (the controller guards it with its mutex): notnil/chess
// positions cache their legal moves lazily.
type record struct {
	startFEN string
	start    *referee.Pos
	// chess960 is set for a Chess960 game: its positions are judged by
	// Chess960 rules and its castling moves are king-takes-rook in UCI.
	chess960 bool
	startKey string    // repetition key of the start position
	root     *pgn.Node // the tree; root.Comment is the comment before the first move
	plies    []plyRecord
	tags     pgn.Tags
	// startOpening is the opening of the start position, if it has one.
	startOpening openingHit
	// resultLine is the main line the Result tag was recorded for (see
	// syncResultTags).
	resultLine []*pgn.Node
}

// plyRecord is one move of the current line and the position it led to.
type plyRecord struct {
	node   *pgn.Node     // the move in the tree (its comment and NAGs live there)
	move   *referee.Move // nil for a null move
	san    string
	uci    string
	source MoveSource // MoveReply.Source, or SourcePGN
	after  *referee.Pos
	key    string // repetition key of after
	// fen is after's FEN, written the first time it is asked for (see
	// fenAfter): writing a FEN is costly, and a snapshot lists every
	// move's, so each is written once, not at every snapshot.
	fen string
	// opening is the opening of the line up to this ply (see
	// openingHitAt), found the first time it is asked for.
	opening openingHit
}

// fenAfter is the FEN of the position after the move.
func (p *plyRecord) fenAfter() string {
	if p.fen == "" {
		p.fen = p.after.String()
	}
	return p.fen
}

// newRecord starts a record from fen (empty = standard position).
func newRecord(fen string) (*record, error) { return newRecordVariant(fen, false) }

// newRecordVariant starts a record of a standard or Chess960 game. A FEN
// whose castling rights exist only in Chess960 makes a Chess960 game.
func newRecordVariant(fen string, chess960 bool) (*record, error) {
	if strings.TrimSpace(fen) == "" {
		fen = StandardFEN
	}
	pos, norm, err := referee.ParseFENVariant(fen, chess960)
	if err != nil {
		return nil, err
	}
	return &record{startFEN: norm, start: pos, chess960: pos.Chess960(), startKey: referee.RepetitionKey(pos), root: &pgn.Node{}}, nil
}

// posAt is the position after k plies (0 = the start).
func (r *record) posAt(k int) *referee.Pos {
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

func (r *record) pos() *referee.Pos      { return r.posAt(len(r.plies)) }
func (r *record) legal() []*referee.Move { return r.pos().ValidMoves() }
func (r *record) ply() int               { return len(r.plies) }
func (r *record) turn() Color            { return turnOf(r.pos()) }
func (r *record) fen() string {
	if n := len(r.plies); n > 0 {
		return r.plies[n-1].fenAfter()
	}
	return r.start.String()
}
func (r *record) last() *plyRecord { return &r.plies[len(r.plies)-1] }

// movesBy is how many moves side c has made since the record's start
// (the clock's periods of moves count them).
func (r *record) movesBy(c Color) int {
	p := r.ply()
	if c == turnOf(r.start) {
		return (p + 1) / 2
	}
	return p / 2
}

// node is the tree node the board is at (the root before any move).
func (r *record) node() *pgn.Node {
	if len(r.plies) == 0 {
		return r.root
	}
	return r.plies[len(r.plies)-1].node
}

// noteWhyItEnded adds why the game ended (a program that crashed or sent
// an illegal move) to the comment after the last move, so that the saved
// game says it; the Termination tag alone says only "abandoned" or "rules
// infraction".
func (r *record) noteWhyItEnded(why string) {
	n := r.node()
	if n.Comment != "" {
		n.Comment += " "
	}
	saved, _ := pgn.CommentAsSaved(why)
	n.Comment += saved
}

// play appends a legal move (one returned by legal()). If the tree
// already holds that move here, the line follows it; otherwise it becomes
// a new line (the main line if there was none, else a variation). It
// reports whether the tree grew.
func (r *record) play(m *referee.Move, source MoveSource) (grew bool) {
	before := r.pos()
	after := before.Update(m)
	san := before.SAN(m)
	n, grew := childFor(r.node(), san)
	r.plies = append(r.plies, plyRecord{
		node: n, move: m, source: source, after: after, san: san,
		uci: before.UCI(m),
		key: referee.RepetitionKey(after),
	})
	return grew
}

// childFor returns the child of parent that plays san, adding it when
// there is none.
func childFor(parent *pgn.Node, san string) (n *pgn.Node, added bool) {
	for _, c := range parent.Children {
		if c.Move == san {
			return c, false
		}
	}
	return parent.AddChild(san), true
}

// truncate moves the board back to the first n moves of its line; the
// tree keeps the later moves (they are a line to come back to).
func (r *record) truncate(n int) { r.plies = r.plies[:n] }

// takeBack is truncate for moves that should not have been played (Undo):
// the taken-back moves leave the tree too, unless something else hangs on
// them (a variation, a comment, NAGs).
func (r *record) takeBack(n int) {
	for i := len(r.plies) - 1; i >= n; i-- {
		nd := r.plies[i].node
		if len(nd.Children) == 0 && nd.Comment == "" && nd.CommentBefore == "" && len(nd.NAGs) == 0 {
			removeChild(nd.Parent, nd)
		}
	}
	r.truncate(n)
}

// removeChild deletes child from parent's children.
func removeChild(parent, child *pgn.Node) {
	for i, c := range parent.Children {
		if c == child {
			parent.Children = append(parent.Children[:i:i], parent.Children[i+1:]...)
			return
		}
	}
}

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
func (r *record) findMove(s string) (*referee.Move, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("empty move")
	}
	if r.pos().NoLegalMoves() {
		return nil, fmt.Errorf("no legal moves: the game is over")
	}
	return r.pos().FindMove(s)
}

// playNull appends a null move ("--"): the side to move passes. PGN
// files from ChessBase use them in analysis; they are not legal chess,
// so a null move is refused when the side to move is in check.
func (r *record) playNull() error {
	n, _ := childFor(r.node(), "--")
	return r.followNull(n)
}

// followNull plays the null move of tree node n.
func (r *record) followNull(n *pgn.Node) error {
	if referee.InCheck(r.pos()) {
		return fmt.Errorf("a null move is not possible while in check")
	}
	f := fenfields.Split(r.fen())
	if f.BlackToMove() {
		f.Side = "w"
		f.Fullmove = fmt.Sprint(f.FullmoveNumber(1) + 1)
	} else {
		f.Side = "b"
	}
	f.EnPassant = "-"
	f.Halfmove = fmt.Sprint(f.HalfmoveClock(0) + 1)
	pos, _, err := referee.ParseFENVariant(f.String(), r.chess960)
	if err != nil {
		return err
	}
	n.Move = "--"
	r.plies = append(r.plies, plyRecord{node: n, san: "--", uci: "0000", source: SourcePGN, after: pos,
		key: referee.RepetitionKey(pos)})
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

// clone copies the record and its tree (positions are immutable once
// their legal moves are cached, so they are shared).
func (r *record) clone() *record {
	cp := *r
	cp.tags = append(pgn.Tags(nil), r.tags...)
	cp.root = r.root.Clone()
	cp.plies = append([]plyRecord(nil), r.plies...)
	n := cp.root
	for i := range cp.plies {
		n = n.Children[childIndex(r.plies[i].node)]
		cp.plies[i].node = n
	}
	// The copy's result tags belong to its main line if the original's
	// belong to the original's.
	cp.resultLine = nil
	if slices.Equal(r.mainLine(), r.resultLine) {
		cp.noteResultLine()
	}
	return &cp
}

// childIndex is n's place among its parent's children.
func childIndex(n *pgn.Node) int {
	for i, c := range n.Parent.Children {
		if c == n {
			return i
		}
	}
	return -1
}

// onMainLine reports whether the board's line is (a part of) the main
// line.
func (r *record) onMainLine() bool {
	for _, p := range r.plies {
		if childIndex(p.node) != 0 {
			return false
		}
	}
	return true
}

// atMainLineEnd reports whether the board is at the last move of the main
// line.
func (r *record) atMainLineEnd() bool {
	return r.onMainLine() && len(r.node().Children) == 0
}
