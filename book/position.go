package book

import (
	"strconv"
	"strings"
)

// StartFEN is the standard starting position. The word "startpos" is
// accepted wherever a FEN is.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Castling-right bits, in the order of their polyglot random numbers.
const (
	whiteShort = 1 << iota
	whiteLong
	blackShort
	blackLong
)

// position is the part of a FEN that the polyglot key and move decoding
// need. Squares are numbered a1=0 ... h8=63.
type position struct {
	board       [64]byte // FEN piece letter ('P', 'k', ...) or 0 for empty
	whiteToMove bool
	castling    int // whiteShort | whiteLong | blackShort | blackLong
	epSquare    int // en-passant target square, or -1
	fullmove    int // FEN full-move number, 1 when the FEN omits it
}

// ply is the number of half-moves played since the start of the game as
// the FEN's move number tells it (0 at the starting position).
func (p *position) ply() int {
	ply := 2 * (p.fullmove - 1)
	if !p.whiteToMove {
		ply++
	}
	return ply
}

// parseFEN reads a FEN. The move counters may be missing (EPD style), but
// what is there must be well formed: eight ranks of eight squares, one
// king per side, "w" or "b", castling letters from KQkq and an
// en-passant square on the rank that fits the side to move.
func parseFEN(fen string) (position, error) {
	var p position
	bad := func(reason string) (position, error) {
		return position{}, &FENError{FEN: fen, Reason: reason}
	}
	text := strings.TrimSpace(fen)
	if text == "startpos" {
		text = StartFEN
	}
	fields := strings.Fields(text)
	if len(fields) < 2 {
		return bad("need at least the piece placement and the side to move")
	}
	if len(fields) > 6 {
		return bad("too many fields")
	}
	if reason := p.parsePlacement(fields[0]); reason != "" {
		return bad(reason)
	}
	switch fields[1] {
	case "w":
		p.whiteToMove = true
	case "b":
	default:
		return bad("side to move must be w or b, not " + strconv.Quote(fields[1]))
	}
	p.epSquare = -1
	if len(fields) > 2 {
		if reason := p.parseCastling(fields[2]); reason != "" {
			return bad(reason)
		}
	}
	if len(fields) > 3 {
		if reason := p.parseEnPassant(fields[3]); reason != "" {
			return bad(reason)
		}
	}
	if len(fields) > 4 {
		if n, err := strconv.Atoi(fields[4]); err != nil || n < 0 {
			return bad("half-move clock must be a number >= 0")
		}
	}
	p.fullmove = 1
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			return bad("full-move number must be a number >= 1")
		}
		p.fullmove = n
	}
	return p, nil
}

// parsePlacement fills the board from the first FEN field and returns a
// reason when the field is malformed, "" when it is fine.
func (p *position) parsePlacement(field string) string {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return "piece placement must have 8 ranks separated by /"
	}
	whiteKings, blackKings := 0, 0
	for i, rank := range ranks {
		r := 7 - i // FEN lists rank 8 first
		file := 0
		for j := 0; j < len(rank); j++ {
			c := rank[j]
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			case strings.IndexByte("PNBRQKpnbrqk", c) >= 0:
				if file < 8 {
					p.board[8*r+file] = c
				}
				file++
				switch c {
				case 'K':
					whiteKings++
				case 'k':
					blackKings++
				}
			default:
				return "unexpected character " + strconv.Quote(string(c)) + " in piece placement"
			}
			if file > 8 {
				return "rank " + strconv.Itoa(r+1) + " has more than 8 squares"
			}
		}
		if file != 8 {
			return "rank " + strconv.Itoa(r+1) + " has fewer than 8 squares"
		}
	}
	if whiteKings != 1 || blackKings != 1 {
		return "each side needs exactly one king"
	}
	return ""
}

// parseCastling reads the castling field. A right whose king or rook is
// not on its home square is dropped rather than rejected: it can never be
// used, and the polyglot reference implementation ignores it in the key.
func (p *position) parseCastling(field string) string {
	if field == "-" {
		return ""
	}
	for i := 0; i < len(field); i++ {
		var right, king, rook int
		var kc, rc byte
		switch field[i] {
		case 'K':
			right, king, rook, kc, rc = whiteShort, 4, 7, 'K', 'R'
		case 'Q':
			right, king, rook, kc, rc = whiteLong, 4, 0, 'K', 'R'
		case 'k':
			right, king, rook, kc, rc = blackShort, 60, 63, 'k', 'r'
		case 'q':
			right, king, rook, kc, rc = blackLong, 60, 56, 'k', 'r'
		default:
			return "castling must be - or letters from KQkq, not " + strconv.Quote(field)
		}
		if p.castling&right != 0 {
			return "castling right repeated in " + strconv.Quote(field)
		}
		if p.board[king] == kc && p.board[rook] == rc {
			p.castling |= right
		}
	}
	return ""
}

// parseEnPassant reads the en-passant field, which must be "-" or a
// square on rank 6 (white to move) or rank 3 (black to move).
func (p *position) parseEnPassant(field string) string {
	if field == "-" {
		return ""
	}
	if len(field) != 2 || field[0] < 'a' || field[0] > 'h' || field[1] < '1' || field[1] > '8' {
		return "en-passant square must be - or a square like e3, not " + strconv.Quote(field)
	}
	wantRank := byte('3')
	if p.whiteToMove {
		wantRank = '6'
	}
	if field[1] != wantRank {
		return "en-passant square " + field + " does not fit the side to move"
	}
	p.epSquare = int(field[0]-'a') + 8*int(field[1]-'1')
	return ""
}

// epCapturable tells whether a pawn of the side to move stands next to the
// pawn that just made a double step, i.e. could capture en passant
// (ignoring pins and checks, as the polyglot format specifies).
func (p *position) epCapturable() bool {
	if p.epSquare < 0 {
		return false
	}
	file := p.epSquare % 8
	// The pawns that could capture stand on the rank the double-stepping
	// pawn landed on: rank 5 when white captures, rank 4 when black does.
	rank, pawn := 4, byte('P')
	if !p.whiteToMove {
		rank, pawn = 3, 'p'
	}
	for _, f := range [2]int{file - 1, file + 1} {
		if f >= 0 && f < 8 && p.board[8*rank+f] == pawn {
			return true
		}
	}
	return false
}
