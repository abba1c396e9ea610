package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"chessmaster/internal/fenfields"
)

// StartFEN is the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Bounds on the move counters of a FEN. Both are far beyond any real
// game (under the 75-move rule no game gets past a halfmove clock of 150;
// the longest possible game has fewer than 9000 moves) and small enough
// that every player's ply and time arithmetic stays far from overflow.
const (
	// MaxHalfmoveClock is the largest halfmove clock ParseFEN accepts.
	MaxHalfmoveClock = 1000
	// MaxFullmoveNumber is the largest fullmove number ParseFEN accepts.
	MaxFullmoveNumber = 100000
)

// FEN field names used in FENError.Field.
const (
	FieldCount     = "fields"
	FieldPlacement = "piece placement"
	FieldSide      = "side to move"
	FieldCastling  = "castling"
	FieldEnPassant = "en passant"
	FieldHalfmove  = "halfmove clock"
	FieldFullmove  = "fullmove number"
	FieldPosition  = "position" // the fields are well formed, the position is impossible
)

// FENError describes why a FEN string was rejected: which field (one of
// the Field* names) and what is wrong with it, in words meant for the
// user.
type FENError struct {
	FEN    string
	Field  string
	Reason string
}

func (e *FENError) Error() string {
	fen := e.FEN
	if len(fen) > 120 { // don't echo a pasted novel back
		fen = fen[:120] + "..."
	}
	if e.Field == "" {
		return fmt.Sprintf("invalid FEN %q: %s", fen, e.Reason)
	}
	return fmt.Sprintf("invalid FEN %q: %s: %s", fen, e.Field, e.Reason)
}

// ParseFEN parses and validates a FEN string. It is the program's one FEN
// validator: every entry point that takes a FEN (command-line flags, the
// book and probe commands, PGN FEN tags, UCI "position fen") goes through
// it, so they all accept and reject the same strings.
//
// The rules:
//
//   - Fields are separated by white space. There are 6 of them, or 4
//     (EPD style: the halfmove clock and fullmove number are then 0 and 1).
//   - Piece placement: 8 ranks separated by '/', rank 8 first; each rank
//     is made of the letters PNBRQK (white) and pnbrqk (black) and the
//     digits 1-8 (that many empty squares), covers exactly 8 squares, and
//     has no two digits in a row ("44" and "08" are rejected).
//   - Each side has exactly one king and no pawn stands on rank 1 or 8.
//     Material that no game can reach (nine queens, a ninth pawn, two
//     bishops on light squares beside eight pawns) is accepted, as
//     lichess and Stockfish accept it: such a position can be played and
//     analysed. UnreachableMaterial says when a position has it.
//   - Side to move: "w" or "b".
//   - Castling: "-" or up to four letters, one right each, in any order:
//     KQkq (X-FEN: the outermost rook on that side of the king) or the
//     file of the castling rook, A-H for White and a-h for Black
//     (Shredder-FEN and X-FEN for Chess960). Each right needs its king
//     on its first rank and a rook of its colour there on that side of
//     the king. A right whose king or rook is not on its standard square
//     (e1/e8, h1/a1/h8/a8) makes the position a Chess960 one (see
//     chess960.go); IsChess960 then reports true.
//   - En passant: "-" or a square on rank 6 with White to move (rank 3 with
//     Black to move), with the pawn that just moved two squares in front of
//     it and both the square and the one the pawn came from empty. A
//     correct square that no pawn can capture on is accepted and dropped
//     (FEN() then prints "-", as does the polyglot key).
//   - Halfmove clock: digits only (no sign, no leading zero), 0 to
//     MaxHalfmoveClock.
//   - Fullmove number: digits only (no sign, no leading zero), 1 to
//     MaxFullmoveNumber.
//   - The side not to move is not in check (the kings do not touch), and
//     the check of the side to move is one that a single move of the
//     opponent can have given (see impossibleCheck): at most two
//     checkers, never two on one line through the king, and after a
//     double pawn push (an en-passant square) only the pushed pawn or a
//     piece it uncovered.
//
// Errors are *FENError.
func ParseFEN(fen string) (*Position, error) {
	p := &Position{}
	if err := p.parseFEN(fen); err != nil {
		return nil, err
	}
	p.history = make([]undo, 0, 256)
	return p, nil
}

// ValidateFEN reports whether fen is a FEN that ParseFEN accepts (nil) or
// why not (a *FENError). It does not allocate a game history, so it is
// cheap enough for input validation.
func ValidateFEN(fen string) error {
	var p Position
	return p.parseFEN(fen)
}

// NormalizeFEN validates fen and returns it in the form FEN() writes:
// single spaces, castling letters in KQkq order, move counters present,
// and an en-passant square only where a pawn can capture.
func NormalizeFEN(fen string) (string, error) {
	var p Position
	if err := p.parseFEN(fen); err != nil {
		return "", err
	}
	return p.FEN(), nil
}

// parseFEN fills the zero Position p from fen.
func (p *Position) parseFEN(fen string) error { return p.parseFENChecks(fen, true) }

// parseFENChecks is parseFEN; with possibleCheck false it accepts a check
// no move can give (impossibleCheck). Only tests use that: the perft
// file, like Stockfish's, holds such positions to exercise the move
// generator on checker alignments that legal play never produces.
func (p *Position) parseFENChecks(fen string, possibleCheck bool) error {
	bad := func(field, format string, args ...any) error {
		return &FENError{FEN: fen, Field: field, Reason: fmt.Sprintf(format, args...)}
	}
	f := fenfields.Split(fen)
	switch f.Count {
	case 6, 4:
	case 0:
		return bad("", "the FEN is empty")
	case 5:
		return bad(FieldCount, "5 fields: give both the halfmove clock and the fullmove number, or neither")
	default:
		return bad(FieldCount, "%s, want 6 (piece placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4", plural(f.Count, "field"))
	}
	p.ep, p.fullmove = NoSquare, 1

	if reason := p.parsePlacement(f.Placement); reason != "" {
		return bad(FieldPlacement, "%s", reason)
	}

	switch f.Side {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return bad(FieldSide, "%s, want w or b", quoteField(f.Side))
	}

	if reason := p.parseCastling(f.Castling); reason != "" {
		return bad(FieldCastling, "%s", reason)
	}
	lastPush, reason := p.parseEnPassant(f.EnPassant)
	if reason != "" {
		return bad(FieldEnPassant, "%s", reason)
	}

	if f.Count == 6 {
		n, reason := parseCounter(f.Halfmove, 0, MaxHalfmoveClock)
		if reason != "" {
			return bad(FieldHalfmove, "%s", reason)
		}
		p.halfmove = n
		if n, reason = parseCounter(f.Fullmove, 1, MaxFullmoveNumber); reason != "" {
			return bad(FieldFullmove, "%s", reason)
		}
		p.fullmove = n
	}

	them := p.side.Other()
	if KingAttacks(p.kingSq[White])&SquareBB(p.kingSq[Black]) != 0 {
		return bad(FieldPosition, "the kings stand next to each other")
	}
	if p.IsAttacked(p.kingSq[them], p.side) {
		return bad(FieldPosition, "the side not to move (%v) is in check, so %v could take the king", them, p.side)
	}
	p.checkers = p.computeCheckers()
	if reason := p.impossibleCheck(lastPush); reason != "" && possibleCheck {
		return bad(FieldPosition, "%s", reason)
	}
	p.key, p.pawnKey = p.computeKeys()
	return nil
}

// plural writes "1 rank", "2 ranks".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// quoteField quotes a field for a message, shortening a long one.
func quoteField(s string) string {
	if len(s) > 20 {
		s = s[:20] + "..."
	}
	return strconv.Quote(s)
}

// parseCounter reads a move counter written with digits only (no sign)
// and checks that it lies in [lo, hi]. It returns a reason when not.
func parseCounter(s string, lo, hi int) (int, string) {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Sprintf("%s is not a whole number (digits only), want %d to %d", quoteField(s), lo, hi)
		}
	}
	if s == "" {
		return 0, fmt.Sprintf("empty, want %d to %d", lo, hi)
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, fmt.Sprintf("%s has a leading zero, want %d to %d", quoteField(s), lo, hi)
	}
	if len(s) > len(strconv.Itoa(hi)) {
		return 0, fmt.Sprintf("%s is too large, want %d to %d", quoteField(s), lo, hi)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = 10*n + int(s[i]-'0')
	}
	if n < lo || n > hi {
		return 0, fmt.Sprintf("%s is out of range, want %d to %d", s, lo, hi)
	}
	return n, ""
}

// parsePlacement fills the board from the first field and returns a
// reason when it is malformed or impossible, "" when it is fine.
func (p *Position) parsePlacement(s string) string {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return fmt.Sprintf("%s, want 8 ranks separated by '/'", plural(len(ranks), "rank"))
	}
	var kings [2]int
	for i, row := range ranks {
		rank := 7 - i
		if row == "" {
			return fmt.Sprintf("rank %d is empty (write 8 for an empty rank)", rank+1)
		}
		file := 0
		prevDigit := false
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '0' && ch <= '9' {
				switch {
				case ch == '0' || ch == '9':
					return fmt.Sprintf("digit %c in rank %d: a digit counts empty squares and must be 1 to 8", ch, rank+1)
				case prevDigit:
					return fmt.Sprintf("two digits in a row (%c%c) in rank %d: write the empty squares as one digit", row[j-1], ch, rank+1)
				}
				prevDigit = true
				file += int(ch - '0')
				if file > 8 {
					return fmt.Sprintf("rank %d covers more than 8 squares", rank+1)
				}
				continue
			}
			prevDigit = false
			idx := strings.IndexByte(pieceLetters, ch)
			if idx <= 0 || ch == ' ' {
				r, _ := utf8.DecodeRuneInString(row[j:])
				return fmt.Sprintf("bad piece letter %q in rank %d (want PNBRQK, pnbrqk or a digit 1-8)", r, rank+1)
			}
			if file >= 8 {
				return fmt.Sprintf("rank %d covers more than 8 squares", rank+1)
			}
			pc := Piece(idx)
			sq := MakeSquare(file, rank)
			if pc.Type() == Pawn && (rank == 0 || rank == 7) {
				return fmt.Sprintf("pawn on rank %d (%v): pawns never stand on the first or last rank", rank+1, sq)
			}
			if pc.Type() == King {
				kings[pc.Color()]++
				p.kingSq[pc.Color()] = sq
			}
			p.putPiece(pc, sq)
			file++
		}
		if file != 8 {
			return fmt.Sprintf("rank %d covers %d squares, want 8", rank+1, file)
		}
	}
	for c := White; c <= Black; c++ {
		if kings[c] != 1 {
			return fmt.Sprintf("%v has %s, want exactly one king", c, plural(kings[c], "king"))
		}
	}
	return ""
}

// parseEnPassant reads the en-passant field (after the side to move); it
// returns a reason when the square is malformed or impossible. The square
// it returns is the one written (NoSquare for "-"), kept or not: it says
// that the last move was a double pawn push, which impossibleCheck needs.
func (p *Position) parseEnPassant(s string) (Square, string) {
	if s == "-" {
		return NoSquare, ""
	}
	sq, ok := ParseSquare(s)
	if !ok {
		return NoSquare, fmt.Sprintf("%s is not a square, want - or a square such as e3", quoteField(s))
	}
	us := p.side
	them := us.Other()
	wantRank := 5
	if us == Black {
		wantRank = 2
	}
	if sq.Rank() != wantRank {
		return NoSquare, fmt.Sprintf("%v is on rank %d, but with %v to move the en-passant square is on rank %d", sq, sq.Rank()+1, us, wantRank+1)
	}
	pushed := sq - Square(pawnGeo[us].up) // the pawn that moved two squares
	origin := sq + Square(pawnGeo[us].up) // where it came from
	switch {
	case p.board[pushed] != MakePiece(them, Pawn):
		return NoSquare, fmt.Sprintf("%v does not follow a double pawn push: no %v pawn on %v", sq, them, pushed)
	case p.board[sq] != NoPiece:
		return NoSquare, fmt.Sprintf("%v does not follow a double pawn push: %v is not empty", sq, sq)
	case p.board[origin] != NoPiece:
		return NoSquare, fmt.Sprintf("%v does not follow a double pawn push: %v, where the pawn came from, is not empty", sq, origin)
	}
	// Keep it only if a pawn of ours attacks it (X-FEN style otherwise).
	if pawnAttacks[them][sq]&p.Pieces(us, Pawn) != 0 {
		p.ep = sq
	}
	return sq, ""
}

// FEN returns the position in Forsyth-Edwards Notation. The castling
// rights of a Chess960 position are written as X-FEN: KQkq where the
// castling rook is the outermost one on its side, its file otherwise.
func (p *Position) FEN() string { return p.fen(false) }

// ShredderFEN is FEN with the castling rights written as the files of the
// castling rooks (Shredder-FEN: HAha for the standard position).
func (p *Position) ShredderFEN() string { return p.fen(true) }

func (p *Position) fen(shredder bool) string {
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
	b.WriteString(p.castlingField(shredder))
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
		if promo = promotionType(s[4]); promo == NoPieceType {
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
	// A standard game's castling may also come king-takes-rook (e1h1),
	// as Chess960-minded GUIs send it.
	if !p.chess960 && promo == NoPieceType && p.board[from] == MakePiece(p.side, King) &&
		p.board[to] == MakePiece(p.side, Rook) {
		for _, m := range l.Slice() {
			if m.IsCastling() && m.From() == from && (m.To() > from) == (to > from) {
				return m, nil
			}
		}
	}
	return NoMove, fmt.Errorf("illegal move %q in position %s", s, p.FEN())
}
