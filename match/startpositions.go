package match

import (
	"bufio"
	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/pgn"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// StartPosition is where a match game starts: a position plus the moves
// that led there (so the engines see the game history). cutechess-cli,
// whose -openings flag the match command follows, calls these openings;
// the name here keeps them apart from the ECO opening names (package eco)
// and the opening book (package book).
type StartPosition struct {
	Name     string
	StartFEN string   // position the moves start from; "" = initial position
	Moves    []string // UCI moves played from StartFEN
}

// LoadStartPositions reads an opening set: ".epd" files hold one position per line
// (FEN fields, optional operations such as id "name";), ".pgn" files hold
// games whose moves (and SetUp/FEN tags) are the openings. Other extensions
// are an error.
func LoadStartPositions(path string) ([]StartPosition, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ops []StartPosition
	switch strings.ToLower(filepath.Ext(path)) {
	case ".epd", ".fen":
		ops, err = ParseEPDStartPositions(f)
	case ".pgn":
		ops, err = ParsePGNStartPositions(f)
	default:
		return nil, fmt.Errorf("%s: unknown opening file type (want .epd or .pgn)", path)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("%s: no openings found", path)
	}
	return ops, nil
}

// ParseEPDStartPositions reads one position per line. Blank lines and lines
// starting with '#' are skipped. The first four fields are the FEN's board,
// side, castling and en-passant; two numeric fields may follow (full FEN),
// else operations such as `id "Sicilian";` (the id names the opening).
func ParseEPDStartPositions(r io.Reader) ([]StartPosition, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	var ops []StartPosition
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, name, err := epdToFEN(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if name == "" {
			name = fmt.Sprintf("EPD line %d", n)
		}
		ops = append(ops, StartPosition{Name: name, StartFEN: fen})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return ops, nil
}

// epdToFEN turns an EPD (or FEN) line into a full, validated FEN plus the
// value of its id operation.
func epdToFEN(line string) (fen, id string, err error) {
	f := strings.Fields(line)
	if len(f) < 4 {
		return "", "", fmt.Errorf("want at least 4 FEN fields, got %q", line)
	}
	clocks := "0 1"
	rest := f[4:]
	if len(rest) >= 2 && isDigits(rest[0]) && isDigits(rest[1]) {
		clocks = rest[0] + " " + rest[1]
		rest = rest[2:]
	}
	fen = strings.Join(f[:4], " ") + " " + clocks
	if err := validateFEN(fen); err != nil {
		return "", "", err
	}
	ops := strings.Join(rest, " ")
	if i := strings.Index(ops, "id "); i >= 0 {
		id = strings.TrimSpace(ops[i+3:])
		if j := strings.Index(id, ";"); j >= 0 {
			id = id[:j]
		}
		id = strings.Trim(strings.TrimSpace(id), `"`)
	}
	return fen, id, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// validateFEN checks a position with the program's one FEN validator and
// that the game is not already over in it.
func validateFEN(fen string) error {
	if err := notation.ValidateFEN(fen); err != nil {
		return err
	}
	if _, _, over, err := notation.PlayLine(fen, nil); err != nil {
		return err
	} else if over != "" {
		return fmt.Errorf("FEN %q: the game is already over (%s)", fen, over)
	}
	return nil
}

// ParsePGNStartPositions reads games from PGN; each game's moves (from its FEN
// tag, if any) form one opening, named after its Opening/ECO/Event tags.
// Comments, variations, NAGs and move numbers are skipped.
func ParsePGNStartPositions(r io.Reader) ([]StartPosition, error) {
	games, err := pgn.Read(r)
	if err != nil {
		return nil, err
	}
	var ops []StartPosition
	for i, g := range games {
		op, err := pgnStartPosition(g, i+1)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		ops = append(ops, op)
	}
	return ops, nil
}

// pgnStartPosition turns a game's main line into UCI moves; the controller's
// referee checks them.
func pgnStartPosition(g *pgn.Game, n int) (op StartPosition, err error) {
	tags := map[string]string{}
	for _, t := range g.Tags {
		tags[t.Key] = t.Value
	}
	op.Name = pgnStartName(tags, n)
	start := master.StandardFEN
	if fen := strings.TrimSpace(g.Tag("FEN")); fen != "" && !pgn.SetUpStandard(g.Tag("SetUp")) {
		if err := validateFEN(fen); err != nil {
			return op, err
		}
		norm, err := engine.NormalizeFEN(fen)
		if err != nil {
			return op, err
		}
		if norm != master.StandardFEN {
			op.StartFEN, start = norm, norm
		}
	}
	var sans []string
	for _, nd := range g.MainLine() {
		sans = append(sans, nd.Move)
	}
	if op.Moves, _, _, err = notation.PlayLine(start, sans); err != nil {
		return op, err
	}
	return op, nil
}

func pgnStartName(tags map[string]string, n int) string {
	for _, tag := range []string{"Opening", "ECO", "Event"} {
		if v := tags[tag]; v != "" && v != "?" {
			return v
		}
	}
	return fmt.Sprintf("PGN game %d", n)
}

// DefaultStartPositions is the built-in opening set: main lines of common
// openings, 6 to 8 plies deep, each roughly balanced, covering 1.e4, 1.d4,
// 1.c4 and flank openings so that a match explores varied play.
func DefaultStartPositions() []StartPosition {
	ops := make([]StartPosition, len(defaultStartPositions))
	for i, o := range defaultStartPositions {
		ops[i] = StartPosition{Name: o[0], Moves: strings.Fields(o[1])}
	}
	return ops
}

var defaultStartPositions = [][2]string{
	{"Ruy Lopez, Morphy Defence", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"},
	{"Ruy Lopez, Berlin Defence", "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6"},
	{"Italian Game, Giuoco Piano", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5"},
	{"Italian Game, Giuoco Pianissimo", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6"},
	{"Two Knights Defence", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6"},
	{"Scotch Game", "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4"},
	{"Petrov Defence", "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6"},
	{"Four Knights Game", "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6"},
	{"Vienna Game", "e2e4 e7e5 b1c3 g8f6 f2f4 d7d5"},
	{"Philidor Defence", "e2e4 e7e5 g1f3 d7d6 d2d4 g8f6"},
	{"Sicilian, Najdorf", "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6"},
	{"Sicilian, Accelerated Dragon", "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g7g6"},
	{"Sicilian, Taimanov", "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6"},
	{"Sicilian, Kan", "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6"},
	{"Sicilian, Sveshnikov", "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6"},
	{"Sicilian, Rossolimo", "e2e4 c7c5 g1f3 b8c6 f1b5 g7g6"},
	{"Sicilian, Alapin", "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5"},
	{"Sicilian, Closed", "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6"},
	{"French, Winawer", "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4"},
	{"French, Classical", "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6"},
	{"French, Tarrasch", "e2e4 e7e6 d2d4 d7d5 b1d2 c7c5"},
	{"French, Advance", "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5"},
	{"Caro-Kann, Classical", "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5"},
	{"Caro-Kann, Advance", "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5"},
	{"Caro-Kann, Panov Attack", "e2e4 c7c6 d2d4 d7d5 e4d5 c6d5 c2c4 g8f6"},
	{"Pirc Defence", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6"},
	{"Modern Defence", "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6"},
	{"Scandinavian Defence", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5"},
	{"Alekhine Defence", "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6"},
	{"Queen's Gambit Declined", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6"},
	{"Queen's Gambit Declined, Ragozin", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 g1f3 f8b4"},
	{"Queen's Gambit Declined, Tarrasch", "d2d4 d7d5 c2c4 e7e6 b1c3 c7c5"},
	{"Queen's Gambit Accepted", "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6"},
	{"Slav Defence", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6"},
	{"Semi-Slav Defence", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 e7e6"},
	{"London System", "d2d4 d7d5 c1f4 g8f6 e2e3 c7c5"},
	{"Nimzo-Indian Defence", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4"},
	{"Queen's Indian Defence", "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6"},
	{"Bogo-Indian Defence", "d2d4 g8f6 c2c4 e7e6 g1f3 f8b4"},
	{"Catalan Opening", "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5"},
	{"King's Indian Defence", "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6"},
	{"Grünfeld Defence", "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5"},
	{"Old Indian Defence", "d2d4 g8f6 c2c4 d7d6 b1c3 e7e5"},
	{"Modern Benoni", "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6"},
	{"Dutch Defence", "d2d4 f7f5 g2g3 g8f6 f1g2 e7e6"},
	{"Trompowsky Attack", "d2d4 g8f6 c1g5 e7e6 e2e4 h7h6"},
	{"English, Symmetrical", "c2c4 c7c5 b1c3 b8c6 g2g3 g7g6"},
	{"English, Reversed Sicilian", "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6"},
	{"English, Anglo-Indian", "c2c4 g8f6 b1c3 e7e6 g1f3 d7d5"},
	{"Reti Opening", "g1f3 d7d5 c2c4 e7e6 g2g3 g8f6"},
	{"King's Indian Attack", "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6"},
	{"Bird Opening", "f2f4 d7d5 g1f3 g8f6 e2e3 g7g6"},
	{"Nimzo-Larsen Attack", "b2b3 e7e5 c1b2 b8c6 e2e3 d7d5"},
	{"Queen's Gambit Declined, Exchange", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c4d5 e6d5"},
	{"Nimzo-Indian, Rubinstein", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8"},
	{"King's Indian, Fianchetto", "d2d4 g8f6 c2c4 g7g6 g1f3 f8g7 g2g3 e8g8"},
	{"Torre Attack", "d2d4 g8f6 g1f3 e7e6 c1g5 c7c5"},
	{"Colle System", "d2d4 d7d5 g1f3 g8f6 e2e3 e7e6"},
}
