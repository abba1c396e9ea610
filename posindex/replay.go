package posindex

import (
	"errors"
	"fmt"
	"strings"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// moveCode orders moves independently of the engine's generation order:
// from-square, to-square (the king's for castling), promotion piece.
func moveCode(m engine.Move) int {
	return int(m.From())<<9 | int(m.To())<<3 | int(m.Promotion())
}

// The move byte of a posting: a legal move's rank, or one of these.
const (
	nullMove = 254 // a null move ("--"): the side to move passes
	noMove   = 255 // the game's last position
)

// isNullMove reports whether a move text is a null move, as annotators
// write one ("--", ChessBase's "Z0", "0000", "@@@@").
func isNullMove(san string) bool {
	switch san {
	case "--", "Z0", "0000", "@@@@":
		return true
	}
	return false
}

// errNullInCheck: a null move is not allowed in check (the king would be
// left in check).
var errNullInCheck = errors.New("a null move (--) while in check")

// replayer replays games on one goroutine, reusing its buffers.
type replayer struct {
	start engine.Position // the standard start position, copied per game
	list  engine.MoveList
	dest  []engine.Move // see resolve
	// noRank: resolve need not rank the move (checking a game, not
	// indexing it).
	noRank bool
	// chess960: Chess960 games are replayed too (checking them); the
	// index leaves them out, as their moves are not standard chess.
	chess960 bool
	cands    [len(engine.MoveList{}.Moves)]engine.SANCandidate
	sans     [][]byte
}

func newReplayer() *replayer {
	p, err := engine.ParseFEN(startFEN)
	if err != nil {
		panic(err) // the start position is a constant
	}
	return &replayer{start: *p}
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// resolve finds the legal move san names in p and its rank among the
// legal moves in moveCode order (the move byte of the index). r.dest
// holds, after it, the legal moves to the same square (all of them for
// castling), which is all that writing the move in SAN needs.
func (r *replayer) resolve(p *engine.Position, san string) (engine.Move, int, error) {
	if r.noRank && san != "" && strings.IndexByte("NBRQKacdefgh", san[0]) >= 0 && !coordinateShaped(san) {
		// (A text starting with b may be a b-pawn or, as people type, a
		// bishop: FindSAN decides that from every legal move.)
		if to, ok := sanDestination(san); ok {
			return r.resolveOne(p, san, sanPieceType(san[0]), to)
		}
	}
	p.GenerateLegal(&r.list)
	all := r.list.Slice()
	// Only the moves to the square the text names can match (FindSAN
	// compares the destination first), and castling, which a coordinate
	// move may write as king takes rook (e1h1); a text without a square
	// (castling, or one FindSAN rejects) gets all of them.
	moves := all
	if to, ok := sanDestination(san); ok {
		r.dest = r.dest[:0]
		for _, m := range all {
			if m.To() == to || m.IsCastling() {
				r.dest = append(r.dest, m)
			}
		}
		moves = r.dest
	} else {
		r.dest = append(r.dest[:0], all...)
	}
	legal := r.cands[:len(moves)]
	for i, m := range moves {
		legal[i] = engine.SANCandidate{Piece: p.MovedPiece(m).Type(), From: m.From(), To: m.To(),
			Promotion: m.Promotion(), Castling: m.IsCastling()}
	}
	i, err := engine.FindSAN(san, legal)
	if err != nil {
		return engine.NoMove, 0, err
	}
	m := moves[i]
	if r.noRank {
		return m, 0, nil
	}
	code, rank := moveCode(m), 0
	for _, o := range all {
		if moveCode(o) < code {
			rank++
		}
	}
	return m, rank, nil
}

// resolveOne is resolve for a move of one kind of piece ("Nf3", "Rad1",
// "exd5", "e8=Q"): a SAN text that starts with a piece letter, or with a
// file for a pawn, names a move of that kind of piece to its last square,
// so only those moves are made candidates, found from the attack tables
// and tried on the board, instead of every legal move of the position.
// FindSAN then reads the text against them exactly as against the full
// list.
func (r *replayer) resolveOne(p *engine.Position, san string, pt engine.PieceType, to engine.Square) (engine.Move, int, error) {
	us := p.SideToMove()
	r.dest = r.dest[:0]
	if pt == engine.Pawn {
		r.pawnMovesTo(p, to)
	} else if !p.Occupancy(us).Has(to) {
		occ := p.Occupied()
		var from engine.Bitboard
		switch pt {
		case engine.Knight:
			from = engine.KnightAttacks(to)
		case engine.Bishop:
			from = engine.BishopAttacks(to, occ)
		case engine.Rook:
			from = engine.RookAttacks(to, occ)
		case engine.Queen:
			from = engine.QueenAttacks(to, occ)
		case engine.King:
			from = engine.KingAttacks(to)
		}
		for from &= p.Pieces(us, pt); from != 0; from &= from - 1 {
			r.tryMove(p, engine.NewMove(from.LSB(), to))
		}
	}
	legal := r.cands[:len(r.dest)]
	for i, m := range r.dest {
		legal[i] = engine.SANCandidate{Piece: pt, From: m.From(), To: to, Promotion: m.Promotion()}
	}
	i, err := engine.FindSAN(san, legal)
	if err != nil {
		return engine.NoMove, 0, err
	}
	return r.dest[i], 0, nil
}

// pawnMovesTo appends to r.dest the legal pawn moves of the side to move
// that go to square to: pushes, captures, en passant, promotions.
func (r *replayer) pawnMovesTo(p *engine.Position, to engine.Square) {
	us, them := p.SideToMove(), p.SideToMove().Other()
	pawns := p.Pieces(us, engine.Pawn)
	var from engine.Bitboard
	kind := uint16(engine.MoveNormal)
	switch {
	case p.Occupancy(them).Has(to):
		from = engine.PawnAttacks(them, to) & pawns
	case p.Occupancy(us).Has(to):
	case to == p.EPSquare():
		from = engine.PawnAttacks(them, to) & pawns
		kind = engine.MoveEnPassant
	default:
		back := engine.Square(int(to) - 8)
		startRank := 3 // a double push lands on the fourth rank
		if us == engine.Black {
			back, startRank = engine.Square(int(to)+8), 4
		}
		if back < 64 && pawns.Has(back) {
			from = engine.SquareBB(back)
		} else if to.Rank() == startRank && !p.Occupied().Has(back) {
			back2 := engine.Square(2*int(back) - int(to))
			from = engine.SquareBB(back2) & pawns
		}
	}
	promotes := to.Rank() == 7 || to.Rank() == 0
	for ; from != 0; from &= from - 1 {
		f := from.LSB()
		if promotes {
			for pt := engine.Knight; pt <= engine.Queen; pt++ {
				r.tryMove(p, engine.NewPromotion(f, to, pt))
			}
			continue
		}
		r.tryMove(p, engine.Move(uint16(f)|uint16(to)<<6|kind))
	}
}

// tryMove appends m to r.dest if it does not leave the mover's king in
// check.
func (r *replayer) tryMove(p *engine.Position, m engine.Move) {
	us := p.SideToMove()
	p.MakeMove(m)
	legal := !p.IsAttacked(p.KingSquare(us), us.Other())
	p.UnmakeMove(m)
	if legal {
		r.dest = append(r.dest, m)
	}
}

func sanPieceType(c byte) engine.PieceType {
	if c >= 'a' && c <= 'h' {
		return engine.Pawn
	}
	return engine.PieceType(strings.IndexByte("?PNBRQK", c))
}

// coordinateShaped reports whether a move text starts with two squares,
// as UCI writes moves ("g1f3", "e7e8q", "g1-f3"): any piece may make
// such a move, so it is no pawn move to be found among the pawns alone.
func coordinateShaped(san string) bool {
	if len(san) < 4 || san[1] < '1' || san[1] > '8' {
		return false
	}
	rest := san[2:]
	if c := rest[0]; c == '-' || c == 'x' || c == ':' {
		rest = rest[1:]
	}
	_, ok := sanDestination(rest[:min(2, len(rest))])
	return ok
}

// sanDestination is the last square a SAN text names ("Nf3" f3, "e8=Q"
// e8, "Ng1-f3" f3): the square the move goes to, as the SAN reader reads
// it. False when it names none (castling).
func sanDestination(san string) (engine.Square, bool) {
	for i := len(san) - 2; i >= 0; i-- {
		if f, rk := san[i], san[i+1]; f >= 'a' && f <= 'h' && rk >= '1' && rk <= '8' {
			return engine.MakeSquare(int(f-'a'), int(rk-'1')), true
		}
	}
	return 0, false
}

// legalInOrder returns p's legal moves in moveCode order: the move byte
// of a posting is an index into this list.
func legalInOrder(p *engine.Position) []engine.Move {
	var l engine.MoveList
	p.GenerateLegal(&l)
	moves := append([]engine.Move(nil), l.Slice()...)
	for i := 1; i < len(moves); i++ { // insertion sort: a few dozen moves
		for j := i; j > 0 && moveCode(moves[j]) < moveCode(moves[j-1]); j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	return moves
}

// startPosition is the position a game starts from: its FEN tag (with
// SetUp "1", or alone as many programs write it), else the standard one;
// with SetUp "0" the standard one whatever the FEN tag says, as
// pgn.Game.StartFEN has it (pgn.SetUpStandard).
// Games of other variants (Chess960, Crazyhouse...) are refused: their
// moves are not standard chess.
func (r *replayer) startPosition(tags tagGetter) (*engine.Position, error) {
	v := strings.TrimSpace(tags.Tag("Variant"))
	if r.chess960 && pgn.IsChess960Variant(v) {
		// Without a FEN tag a Chess960 game starts from number 518, the
		// standard arrangement, with Chess960 castling all the same.
		fen := strings.TrimSpace(tags.Tag("FEN"))
		if fen == "" || pgn.SetUpStandard(tags.Tag("SetUp")) {
			fen = startFEN
		}
		p, err := engine.ParseFENVariant(fen, true)
		if err != nil {
			return nil, fmt.Errorf("start position: %v", err)
		}
		return p, nil
	}
	if v != "" && !standardVariant(v) {
		return nil, fmt.Errorf("variant %s is not standard chess", v)
	}
	if fen := strings.TrimSpace(tags.Tag("FEN")); fen != "" && !pgn.SetUpStandard(tags.Tag("SetUp")) {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("start position: %v", err)
		}
		return p, nil
	}
	p := r.start // a copy; its history shares r.start's unused buffer
	return &p, nil
}

func standardVariant(v string) bool {
	switch strings.ToLower(v) {
	case "standard", "chess", "from position", "normal":
		return true
	}
	return false
}

type tagGetter interface{ Tag(string) string }

// replay plays the main line sans from p, calling visit with each
// position's key and the rank of the move played from it (noMove at the
// last position); visit returning false stops it. It stops at the first
// move that is not legal and says which.
func (r *replayer) replay(p *engine.Position, sans [][]byte, visit func(key uint64, move int) bool) error {
	for _, san := range sans {
		if isNullMove(string(san)) && !p.InCheck() {
			if !visit(p.Key(), nullMove) {
				return nil
			}
			p.MakeNullMove()
			continue
		}
		m, rank, err := r.resolve(p, string(san))
		if err != nil {
			visit(p.Key(), noMove)
			return fmt.Errorf("%s %s: %v", moveNumber(p), san, err)
		}
		if !visit(p.Key(), rank) {
			return nil
		}
		p.MakeMove(m)
	}
	visit(p.Key(), noMove)
	return nil
}

// moveNumber names the ply about to be played as PGN numbers it ("12." or
// "12...").
func moveNumber(p *engine.Position) string {
	if p.SideToMove() == engine.White {
		return fmt.Sprintf("%d.", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d...", p.FullmoveNumber())
}
