package engine

import (
	"fmt"
	"strings"
)

// This file is the program's one reader of moves in Standard Algebraic
// Notation (SAN). It serves two board representations: the engine's own
// (Position.ParseSAN, used for the ECO opening names) and the chess
// library of the controller's referee (master/referee), which describes its
// legal moves as SANCandidates. The engine is the lowest package both may
// import, so the reader lives here.

// SANCandidate is what the SAN reader needs to know of one legal move.
type SANCandidate struct {
	Piece     PieceType // the piece that moves
	From, To  Square    // castling: the king's squares (e1g1), or king-takes-rook (Chess960)
	Promotion PieceType // NoPieceType unless the move promotes
	Castling  bool
}

// FindSAN returns the index in legal of the move that text names in SAN,
// or an error in the user's terms saying why none or several fit. It reads
// the SAN of PGN and of the opening files and is lenient with what people
// type: a piece letter in lower case ("nf3"; a lower-case b is a b-file
// pawn as in SAN, and the bishop only when no pawn move fits), "P" before
// a pawn move, check marks and annotation glyphs (+ # ! ?), "e.p.", "0-0"
// for "O-O", ":" or "x" for a capture, the from-square and hyphen of long
// algebraic ("Ng1-f3"), coordinate moves as UCI writes them ("g1f3",
// "e1g1", "e7e8q"; readCoordinate), castling in lower case ("o-o") or
// with a Unicode dash ("O–O", copied from web pages), and a promotion
// with or without "=" (or written "g8/Q" or "gxh8(Q)"); also
// figurines ("♘f3"), German piece letters ("Sf3") and evaluation marks
// glued to the move ("Bc4+-"; san_forms.go).
func FindSAN(text string, legal []SANCandidate) (int, error) {
	text = withoutEvaluationMarks(figurines.Replace(dashes.Replace(text)))
	i, err := findSANStrict(text, legal)
	if err != nil && hasGermanLetter(text) {
		// "Sf3", "Lxb5", "e8=D": German piece letters.
		j, err2 := findSANStrict(germanLetters.Replace(text), legal)
		if err2 == nil {
			return j, nil
		}
		if strings.HasPrefix(err.Error(), "cannot read") {
			// Read in German it is a move, if not a legal one: say why
			// in those terms (with the English letters).
			err = err2
		}
	}
	if err != nil && len(text) >= 3 && text[0] == 'b' {
		// "bxc3" is a b-pawn in SAN, but people also type it for the bishop.
		if j, err2 := findSANStrict("B"+text[1:], legal); err2 == nil {
			return j, nil
		}
	}
	return i, err
}

// ParseSAN finds the legal move that text names in SAN in p (see FindSAN).
func (p *Position) ParseSAN(text string) (Move, error) {
	var l MoveList
	p.GenerateLegal(&l)
	moves := l.Slice()
	var buf [len(l.Moves)]SANCandidate // on the stack: the ECO table reads thousands of moves
	legal := buf[:len(moves)]
	for i, m := range moves {
		legal[i] = SANCandidate{Piece: p.MovedPiece(m).Type(), From: m.From(), To: m.To(),
			Promotion: m.Promotion(), Castling: m.IsCastling()}
	}
	i, err := FindSAN(text, legal)
	if err != nil {
		return NoMove, err
	}
	return moves[i], nil
}

// sanText is a SAN move read into its parts, before any board is seen.
type sanText struct {
	castleFile         int // the king's destination file when castling (6 or 2), else -1
	piece              PieceType
	fromFile, fromRank int // -1 when the text does not give them
	to                 Square
	promo              PieceType
	// coord: the text is a coordinate move, from-square and to-square
	// without a piece letter ("g1f3", "e1g1", "e7e8q", "g1-f3"), as UCI
	// engines and databases such as CCRL's write moves; from is its
	// from-square. Any piece may make it, not only a pawn.
	coord bool
	from  Square
}

// readSAN splits a SAN text into its parts; the error says it cannot be
// read as a move at all.
func readSAN(orig string) (sanText, error) {
	t := sanText{castleFile: -1, fromFile: -1, fromRank: -1, piece: Pawn, promo: NoPieceType}
	s := strings.TrimRight(orig, "+#!?")
	s = strings.TrimSpace(strings.TrimSuffix(s, "e.p.")) // "exd6e.p." or "exd6 e.p."
	s = strings.ReplaceAll(s, "0", "O")
	switch castlingText(s) {
	case "O-O":
		t.castleFile = 6
		return t, nil
	case "O-O-O":
		t.castleFile = 2
		return t, nil
	}
	if c, ok := readCoordinate(s); ok {
		return c, nil
	}
	// Piece letter; people typing often use lower case ("nf3"). A lower
	// case b stays a b-file pawn ("bxc3"), as in SAN.
	if len(s) >= 3 && strings.IndexByte("nrqk", s[0]) >= 0 {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	if s != "" && strings.IndexByte("NBRQK", s[0]) >= 0 {
		t.piece, s = sanPieceType(s[0]), s[1:]
	} else if strings.HasPrefix(s, "P") {
		s = s[1:]
	}
	s = promotionAsEquals(s)
	if i := strings.IndexByte(s, '='); i >= 0 {
		if i+2 != len(s) || promotionType(s[i+1]) == NoPieceType {
			return t, unreadable(orig)
		}
		t.promo, s = promotionType(s[i+1]), s[:i]
	} else if t.piece == Pawn && len(s) >= 3 && strings.IndexByte("NBRQ", s[len(s)-1]) >= 0 {
		t.promo, s = sanPieceType(s[len(s)-1]), s[:len(s)-1]
	} else if t.piece == Pawn && len(s) >= 3 && strings.IndexByte("nbrq", s[len(s)-1]) >= 0 &&
		(s[len(s)-2] == '8' || s[len(s)-2] == '1') {
		// "a8q", "exd1n": the promotion letter typed in lower case, as
		// UCI writes it, right after a last rank.
		t.promo, s = promotionType(s[len(s)-1]), s[:len(s)-1]
	}
	if len(s) < 2 {
		return t, unreadable(orig)
	}
	to, ok := ParseSquare(s[len(s)-2:])
	if !ok {
		return t, unreadable(orig)
	}
	t.to = to
	// Before the destination: the from-file and/or rank, a capture mark,
	// and the hyphen of long algebraic ("Ng1-f3").
	given := 0
	for _, c := range s[:len(s)-2] {
		switch {
		case c == 'x' || c == ':' || c == '-':
			continue
		case c >= 'a' && c <= 'h':
			t.fromFile = int(c - 'a')
		case c >= '1' && c <= '8':
			t.fromRank = int(c - '1')
		default:
			return t, unreadable(orig)
		}
		if given++; given > 2 {
			return t, unreadable(orig)
		}
	}
	return t, nil
}

func findSANStrict(orig string, legal []SANCandidate) (int, error) {
	t, err := readSAN(orig)
	if err != nil {
		return -1, err
	}
	if t.coord {
		return findCoordinate(orig, t, legal)
	}
	if t.castleFile >= 0 {
		for i, c := range legal {
			if c.Castling && castleWingFile(c) == t.castleFile {
				return i, nil
			}
		}
		return -1, fmt.Errorf("illegal move %s: castling is not allowed here", orig)
	}
	found, n := -1, 0
	for i, c := range legal {
		if c.To != t.to || c.Piece != t.piece || c.Promotion != t.promo ||
			t.fromFile >= 0 && c.From.File() != t.fromFile ||
			t.fromRank >= 0 && c.From.Rank() != t.fromRank {
			continue
		}
		if n == 0 {
			found = i
		}
		n++
	}
	switch n {
	case 1:
		return found, nil
	case 0:
		if t.piece == Pawn && t.promo == NoPieceType && (t.to.Rank() == 7 || t.to.Rank() == 0) {
			for _, c := range legal {
				if c.To == t.to && c.Piece == Pawn && c.Promotion != NoPieceType {
					return -1, fmt.Errorf("illegal move %s: a promotion needs a piece (e.g. %s=Q)", orig, orig)
				}
			}
		}
		return -1, fmt.Errorf("illegal move %s: no %s can move to %s", orig, pieceTypeName(t.piece), t.to)
	}
	return -1, fmt.Errorf("ambiguous move %s: %d pieces can make it", orig, n)
}

// castlingText is s as SAN writes castling when it is castling written
// with lower-case letters ("o-o", as people type it); otherwise s.
func castlingText(s string) string {
	switch u := strings.ToUpper(s); u {
	case "O-O", "O-O-O":
		return u
	}
	return s
}

// readCoordinate reads a coordinate move: from-square, an optional "-",
// "x" or ":", to-square, and an optional promotion letter in either case,
// with or without "=" ("e7e8q", "e7e8=Q", "e7-e8(Q)"). A pawn's move
// written so ("e2e4") was read as SAN with a from-square before; read as
// coordinates it is the same move, and a piece's move ("g1f3") is no
// longer taken for a pawn's.
func readCoordinate(s string) (sanText, bool) {
	t := sanText{castleFile: -1, fromFile: -1, fromRank: -1, piece: Pawn, promo: NoPieceType, coord: true}
	s = promotionAsEquals(s)
	if len(s) < 4 {
		return t, false
	}
	from, ok := ParseSquare(s[:2])
	if !ok {
		return t, false
	}
	rest := s[2:]
	if c := rest[0]; c == '-' || c == 'x' || c == ':' {
		rest = rest[1:]
	}
	if len(rest) < 2 {
		return t, false
	}
	to, ok := ParseSquare(rest[:2])
	if !ok {
		return t, false
	}
	switch rest = rest[2:]; {
	case rest == "":
	case len(rest) == 1 && promotionType(rest[0]) != NoPieceType:
		t.promo = promotionType(rest[0])
	case len(rest) == 2 && rest[0] == '=' && promotionType(rest[1]) != NoPieceType:
		t.promo = promotionType(rest[1])
	default:
		return t, false
	}
	t.from, t.to = from, to
	t.fromFile, t.fromRank = from.File(), from.Rank()
	return t, true
}

// findCoordinate finds the legal move a coordinate move names: the one
// from its from-square to its to-square with its promotion. Castling is
// the king's move as the candidates encode it: two squares in standard
// chess (e1g1), king takes rook in Chess960 (b1a1). A king that takes
// its own rook in the corner (e1h1, as polyglot books and some GUIs write
// castling) is also castling in standard chess, where no other move can
// mean that.
func findCoordinate(orig string, t sanText, legal []SANCandidate) (int, error) {
	found, n := -1, 0
	for i, c := range legal {
		if c.From == t.from && c.To == t.to && c.Promotion == t.promo {
			if n == 0 {
				found = i
			}
			n++
		}
	}
	switch {
	case n == 1:
		return found, nil
	case n > 1:
		return -1, fmt.Errorf("ambiguous move %s: %d moves fit", orig, n)
	}
	if t.promo == NoPieceType && t.from.Rank() == t.to.Rank() && (t.to.File() == 0 || t.to.File() == 7) {
		wing := 2
		if t.to.File() == 7 {
			wing = 6
		}
		for i, c := range legal {
			if c.Castling && c.From == t.from && castleWingFile(c) == wing && abs(c.To.File()-c.From.File()) == 2 {
				return i, nil
			}
		}
	}
	for _, c := range legal {
		if c.From != t.from || c.To != t.to {
			continue
		}
		if c.Promotion == NoPieceType {
			return -1, fmt.Errorf("illegal move %s: a move to %s is no promotion", orig, t.to)
		}
		return -1, fmt.Errorf("illegal move %s: a promotion needs a piece (e.g. %sq)", orig, orig)
	}
	// e1g1, e1h1, e8c8...: castling as coordinates, which needs no legal
	// move from the king's square to say so; "no legal move starts on
	// e1" was wrong where the king has moves (or a caller passes only
	// some of the legal moves, as the index's replay does).
	castling := t.promo == NoPieceType && t.from.File() == 4 && (t.from.Rank() == 0 || t.from.Rank() == 7) &&
		t.to.Rank() == t.from.Rank() && (t.to.File() <= 2 && t.to.File() != 1 || t.to.File() >= 6)
	for _, c := range legal {
		if c.From == t.from {
			if castling && c.Piece == King {
				return -1, fmt.Errorf("illegal move %s: %s", orig, castlingNotAllowed)
			}
			return -1, fmt.Errorf("illegal move %s: the %s on %s cannot move to %s", orig, pieceTypeName(c.Piece), t.from, t.to)
		}
	}
	if castling {
		return -1, fmt.Errorf("illegal move %s: %s, and no other move goes from %s to %s", orig, castlingNotAllowed, t.from, t.to)
	}
	return -1, fmt.Errorf("illegal move %s: no legal move starts on %s", orig, t.from)
}

// castlingNotAllowed says why castling may be illegal, as the referee
// (master/referee) says it.
const castlingNotAllowed = "castling is not allowed here (king or rook has moved, a square between is occupied or attacked, or the king is in check)"

// unreadable is the error for a text that is no move at all.
func unreadable(orig string) error { return fmt.Errorf("cannot read move %q", orig) }

// promotionAsEquals writes the promotion forms of older books and other
// programs, "g8/Q" and "gxh8(Q)", as SAN's "g8=Q".
func promotionAsEquals(s string) string {
	if n := len(s); n >= 5 && s[n-3] == '(' && s[n-1] == ')' && promotionType(s[n-2]) != NoPieceType {
		return s[:n-3] + "=" + s[n-2:n-1]
	}
	if n := len(s); n >= 4 && s[n-2] == '/' && promotionType(s[n-1]) != NoPieceType {
		return s[:n-2] + "=" + s[n-1:]
	}
	return s
}

// sanPieceType is the piece of an upper-case SAN letter (N B R Q K).
func sanPieceType(c byte) PieceType {
	switch c {
	case 'N':
		return Knight
	case 'B':
		return Bishop
	case 'R':
		return Rook
	case 'Q':
		return Queen
	case 'K':
		return King
	}
	return NoPieceType
}

// promotionType is the piece a promotion letter names, in either case.
func promotionType(c byte) PieceType {
	switch c {
	case 'q', 'Q':
		return Queen
	case 'r', 'R':
		return Rook
	case 'b', 'B':
		return Bishop
	case 'n', 'N':
		return Knight
	}
	return NoPieceType
}

// pieceTypeName is the piece's English name, as messages say it.
func pieceTypeName(t PieceType) string {
	switch t {
	case King:
		return "king"
	case Queen:
		return "queen"
	case Rook:
		return "rook"
	case Bishop:
		return "bishop"
	case Knight:
		return "knight"
	}
	return "pawn"
}

// castleWingFile is the file the king ends on when castling c: 6 (O-O)
// or 2 (O-O-O). It reads both encodings, the king's move (e1g1) and
// king-takes-rook (Chess960): either way To lies on the castling side of
// From. A reader that writes a Chess960 king already on its target as
// From == To gets that file.
func castleWingFile(c SANCandidate) int {
	switch {
	case c.To > c.From:
		return 6
	case c.To < c.From:
		return 2
	}
	return c.To.File()
}
