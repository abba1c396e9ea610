package notation

import (
	"strings"

	"chessmaster/internal/fenfields"
)

// Moves and positions in words, for players who cannot or will not look
// at the board: a screen reader, a blindfold game, the terminal. The
// words live here, not in the window's translation files, so that the
// terminal (which has no translation files) and the window say the same
// thing in the same language.

// Language picks the words of MoveWords and PositionWords.
type Language string

// The languages the program speaks (the window's translations).
const (
	English Language = "en"
	German  Language = "de"
)

// LanguageOf reads a language code ("en", "de", "DE", "de_CH" and the
// like); ok is false for a language the program does not speak.
func LanguageOf(code string) (lang Language, ok bool) {
	code = strings.ToLower(strings.TrimSpace(code))
	if i := strings.IndexAny(code, "_-."); i >= 0 {
		code = code[:i]
	}
	switch Language(code) {
	case English, German:
		return Language(code), true
	}
	return English, false
}

// vocabulary is one language's words for moves and positions.
type vocabulary struct {
	piece  map[byte]string // by lower-case FEN letter: "knight"
	pieces map[byte]string // plural: "knights"
	// promotesTo is the phrase for a promotion, by the new piece's letter:
	// "promotes to a queen" (German needs the article's case).
	promotesTo map[byte]string

	to, takesOn, from, on, and string
	enPassant                  string
	castleShort, castleLong    string
	check, mate, stalemate     string

	white, black        string
	toMove, inCheck     string // "%s to move", appended when in check
	castling            string // "Castling: "
	kingside, queenside string
	enPassantPossible   string // "En passant possible on %s."
}

var vocabularies = map[Language]*vocabulary{
	English: {
		piece:  map[byte]string{'k': "king", 'q': "queen", 'r': "rook", 'b': "bishop", 'n': "knight", 'p': "pawn"},
		pieces: map[byte]string{'k': "kings", 'q': "queens", 'r': "rooks", 'b': "bishops", 'n': "knights", 'p': "pawns"},
		promotesTo: map[byte]string{'q': "promotes to a queen", 'r': "promotes to a rook",
			'b': "promotes to a bishop", 'n': "promotes to a knight"},
		to: "to", takesOn: "takes on", from: "from", on: "on", and: "and",
		enPassant:   "en passant",
		castleShort: "castles kingside", castleLong: "castles queenside",
		check: "check", mate: "checkmate", stalemate: "stalemate",
		white: "White", black: "Black",
		toMove: "%s to move", inCheck: ", in check",
		castling: "Castling: ", kingside: "kingside", queenside: "queenside",
		enPassantPossible: "En passant possible on %s.",
	},
	German: {
		piece:  map[byte]string{'k': "König", 'q': "Dame", 'r': "Turm", 'b': "Läufer", 'n': "Springer", 'p': "Bauer"},
		pieces: map[byte]string{'k': "Könige", 'q': "Damen", 'r': "Türme", 'b': "Läufer", 'n': "Springer", 'p': "Bauern"},
		promotesTo: map[byte]string{'q': "wird zur Dame", 'r': "wird zum Turm",
			'b': "wird zum Läufer", 'n': "wird zum Springer"},
		to: "nach", takesOn: "schlägt auf", from: "von", on: "auf", and: "und",
		enPassant:   "en passant",
		castleShort: "kurze Rochade", castleLong: "lange Rochade",
		check: "Schach", mate: "Schachmatt", stalemate: "Patt",
		white: "Weiß", black: "Schwarz",
		toMove: "%s am Zug", inCheck: " und steht im Schach",
		castling: "Rochade: ", kingside: "kurz", queenside: "lang",
		enPassantPossible: "Schlagen en passant auf %s möglich.",
	},
}

// words is lang's vocabulary; a language the program does not speak
// gets English.
func words(lang Language) *vocabulary {
	if v, ok := vocabularies[lang]; ok {
		return v
	}
	return vocabularies[English]
}

// list joins items as a sentence does: "a1", "a1 and f1",
// "a2, b2 and c2".
func (v *vocabulary) list(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + v.and + " " + items[len(items)-1]
}

// sideName is the name of the side a FEN letter belongs to.
func (v *vocabulary) sideName(white bool) string {
	if white {
		return v.white
	}
	return v.black
}

// board reads the placement field of fen: board[sq] is the FEN letter on
// square sq (a1 = 0, b1 = 1, ..., h8 = 63), 0 when empty. The FEN has
// been validated by the caller, so the field is well formed.
func board(fen string) [64]byte {
	var b [64]byte
	rank, file := 7, 0
	for _, c := range []byte(fenfields.Split(fen).Placement) {
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
		default:
			if rank >= 0 && rank < 8 && file >= 0 && file < 8 {
				b[rank*8+file] = c
			}
			file++
		}
	}
	return b
}

// square is the index of a square's name ("e4"), or -1.
func square(name string) int {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return -1
	}
	return int(name[1]-'1')*8 + int(name[0]-'a')
}

// squareName is the name of square sq ("e4").
func squareName(sq int) string {
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

// lower is a FEN piece letter in lower case: its kind without its colour.
func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
