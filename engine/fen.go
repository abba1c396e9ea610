package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// FENError describes why a FEN string was rejected.
type FENError struct {
	FEN    string
	Reason string
}

func (e *FENError) Error() string { return fmt.Sprintf("invalid FEN %q: %s", e.FEN, e.Reason) }

// ParseFEN parses a FEN string. The halfmove and fullmove fields may be
// omitted (EPD style; they default to 0 and 1). Besides syntax it checks
// that the position is playable: one king each, no pawns on the first or
// last rank, castling rights backed by king and rook on their original
// squares, a plausible en-passant square, no more promoted pieces than
// missing pawns, and the side not to move not in check. An en-passant
// square that no pawn can capture on is accepted and dropped, so FEN()
// may print "-" there.
func ParseFEN(fen string) (*Position, error) {
	bad := func(format string, args ...any) (*Position, error) {
		return nil, &FENError{FEN: fen, Reason: fmt.Sprintf(format, args...)}
	}
	fields := strings.Fields(fen)
	if len(fields) < 4 || len(fields) > 6 {
		return bad("want 4 to 6 space-separated fields, got %d", len(fields))
	}
	p := &Position{ep: NoSquare, fullmove: 1, history: make([]undo, 0, 256)}

	if err := p.parsePlacement(fields[0]); err != nil {
		return bad("%v", err)
	}

	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return bad("side to move must be 'w' or 'b', got %q", fields[1])
	}

	if err := p.parseCastling(fields[2]); err != nil {
		return bad("%v", err)
	}
	if err := p.parseEnPassant(fields[3]); err != nil {
		return bad("%v", err)
	}

	if len(fields) >= 5 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return bad("halfmove clock must be a non-negative integer, got %q", fields[4])
		}
		p.halfmove = n
	}
	if len(fields) == 6 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 0 || n > 100000 {
			return bad("fullmove number must be a positive integer, got %q", fields[5])
		}
		p.fullmove = max(n, 1) // some tools write 0; treat it as 1
	}

	if p.IsAttacked(p.kingSq[p.side.Other()], p.side) {
		return bad("the side not to move (%v) is in check", p.side.Other())
	}
	p.checkers = p.computeCheckers()
	p.key, p.pawnKey = p.computeKeys()
	return p, nil
}

func (p *Position) parsePlacement(s string) error {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("piece placement needs 8 ranks separated by '/', got %d", len(ranks))
	}
	var kings [2]int
	for i, row := range ranks {
		rank := 7 - i
		file := 0
		for _, ch := range row {
			if ch >= '1' && ch <= '8' {
				file += int(ch - '0')
				if file > 8 {
					break
				}
				continue
			}
			idx := strings.IndexRune(pieceLetters, ch)
			if idx <= 0 || ch == ' ' {
				return fmt.Errorf("bad piece letter %q in rank %d", ch, rank+1)
			}
			if file >= 8 {
				file++
				break
			}
			pc := Piece(idx)
			if pc.Type() == Pawn && (rank == 0 || rank == 7) {
				return fmt.Errorf("pawn on rank %d", rank+1)
			}
			if pc.Type() == King {
				kings[pc.Color()]++
				p.kingSq[pc.Color()] = MakeSquare(file, rank)
			}
			p.putPiece(pc, MakeSquare(file, rank))
			file++
		}
		if file != 8 {
			return fmt.Errorf("rank %d describes %d squares, want 8", rank+1, file)
		}
	}
	for c := White; c <= Black; c++ {
		if kings[c] != 1 {
			return fmt.Errorf("%v must have exactly one king, has %d", c, kings[c])
		}
		if err := p.checkMaterial(c); err != nil {
			return err
		}
	}
	return nil
}

// checkMaterial rejects piece counts no game can reach: every piece
// beyond the initial set must be a promoted pawn.
func (p *Position) checkMaterial(c Color) error {
	pawns := p.Pieces(c, Pawn).Count()
	extra := max(0, p.Pieces(c, Queen).Count()-1) + max(0, p.Pieces(c, Rook).Count()-2) +
		max(0, p.Pieces(c, Bishop).Count()-2) + max(0, p.Pieces(c, Knight).Count()-2)
	if pawns+extra > 8 {
		return fmt.Errorf("%v has %d pawns and %d promoted pieces, more than 8 pawns could give", c, pawns, extra)
	}
	return nil
}

func (p *Position) parseCastling(s string) error {
	if s == "-" {
		return nil
	}
	if len(s) > 4 {
		return errors.New("castling field too long")
	}
	type right struct {
		bit        uint8
		king, rook Square
		c          Color
	}
	rights := map[byte]right{
		'K': {WhiteOO, SqE1, SqH1, White},
		'Q': {WhiteOOO, SqE1, SqA1, White},
		'k': {BlackOO, SqE8, SqH8, Black},
		'q': {BlackOOO, SqE8, SqA8, Black},
	}
	for i := 0; i < len(s); i++ {
		r, ok := rights[s[i]]
		if !ok {
			return fmt.Errorf("bad castling letter %q (want K, Q, k, q or -)", s[i])
		}
		if p.castling&r.bit != 0 {
			return fmt.Errorf("castling letter %q repeated", s[i])
		}
		if p.board[r.king] != MakePiece(r.c, King) || p.board[r.rook] != MakePiece(r.c, Rook) {
			return fmt.Errorf("castling right %q without king on %v and rook on %v", s[i], r.king, r.rook)
		}
		p.castling |= r.bit
	}
	return nil
}

func (p *Position) parseEnPassant(s string) error {
	if s == "-" {
		return nil
	}
	sq, ok := ParseSquare(s)
	if !ok {
		return fmt.Errorf("bad en-passant square %q", s)
	}
	us := p.side
	them := us.Other()
	wantRank := 5
	if us == Black {
		wantRank = 2
	}
	if sq.Rank() != wantRank {
		return fmt.Errorf("en-passant square %v is not on rank %d", sq, wantRank+1)
	}
	pushed := sq - Square(pawnGeo[us].up) // the pawn that moved two squares
	origin := sq + Square(pawnGeo[us].up) // where it came from
	if p.board[pushed] != MakePiece(them, Pawn) || p.board[sq] != NoPiece || p.board[origin] != NoPiece {
		return fmt.Errorf("en-passant square %v does not follow a double pawn push", sq)
	}
	// Keep it only if a pawn of ours attacks it (X-FEN style otherwise).
	if pawnAttacks[them][sq]&p.Pieces(us, Pawn) != 0 {
		p.ep = sq
	}
	return nil
}

// FEN returns the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteString(pc.String())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	if p.castling == 0 {
		b.WriteByte('-')
	}
	for i, ch := range "KQkq" {
		if p.castling&(1<<uint(i)) != 0 {
			b.WriteRune(ch)
		}
	}
	b.WriteByte(' ')
	b.WriteString(p.ep.String())
	fmt.Fprintf(&b, " %d %d", p.halfmove, p.fullmove)
	return b.String()
}

// ParseMove parses a UCI move string and returns it only if it is legal
// in the position.
func (p *Position) ParseMove(s string) (Move, error) {
	if len(s) != 4 && len(s) != 5 {
		return NoMove, fmt.Errorf("bad move %q: want UCI like e2e4 or e7e8q", s)
	}
	from, ok1 := ParseSquare(s[0:2])
	to, ok2 := ParseSquare(s[2:4])
	if !ok1 || !ok2 {
		return NoMove, fmt.Errorf("bad move %q: bad square", s)
	}
	promo := NoPieceType
	if len(s) == 5 {
		switch s[4] {
		case 'n', 'N':
			promo = Knight
		case 'b', 'B':
			promo = Bishop
		case 'r', 'R':
			promo = Rook
		case 'q', 'Q':
			promo = Queen
		default:
			return NoMove, fmt.Errorf("bad move %q: bad promotion piece", s)
		}
	}
	var l MoveList
	p.GenerateLegal(&l)
	for _, m := range l.Slice() {
		if m.From() == from && m.To() == to && m.Promotion() == promo {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("illegal move %q in position %s", s, p.FEN())
}
