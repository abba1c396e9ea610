package engine

import (
	"chessmaster/book"
	"chessmaster/tablebase"
)

// BookPositionOfFEN reads fen with ParseFEN's rules for the opening book.
// The book cannot import the engine (the engine imports the book), so
// package wiring hands it this validator (book.RegisterFENParser): book.Key,
// Moves and Choose then read FENs as every other entry point does.
func BookPositionOfFEN(fen string) (*book.Position, error) {
	var p Position
	if err := p.parseFEN(fen); err != nil {
		return nil, err
	}
	return p.BookPosition(), nil
}

// BookPosition describes the position to the opening book: pieces, side
// to move, castling rights, the en-passant square (set only when a pawn
// can capture, as the polyglot key wants) and the ply the move number
// gives.
func (p *Position) BookPosition() *book.Position {
	bp := &book.Position{WhiteToMove: p.side == White, EnPassant: -1}
	for sq, pc := range p.board {
		if pc != NoPiece {
			bp.Board[sq] = pieceLetters[pc]
		}
	}
	for _, r := range [...]struct {
		engine uint8
		book   int
	}{{WhiteOO, book.CastleWhiteShort}, {WhiteOOO, book.CastleWhiteLong}, {BlackOO, book.CastleBlackShort}, {BlackOOO, book.CastleBlackLong}} {
		if p.castling&r.engine != 0 {
			bp.Castling |= r.book
		}
	}
	if p.ep != NoSquare {
		bp.EnPassant = int(p.ep)
	}
	bp.Ply = max(0, 2*(p.fullmove-1))
	if p.side == Black {
		bp.Ply++
	}
	return bp
}

// PolyglotKey returns the polyglot opening-book hash of the position.
func (p *Position) PolyglotKey() uint64 { return p.BookPosition().Key() }

// TablebasePosition converts the position for the Syzygy prober
// (tablebase.Tablebases.ProbeWDL and friends).
func (p *Position) TablebasePosition() *tablebase.Position { return tbPosition(p) }
