package master

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"chessmaster/master/referee"
	"chessmaster/pgn"
)

// pgnGame is one game read from a PGN file, already checked move by
// move.
type pgnGame struct {
	rec    *record
	result string // from the movetext's termination marker (or Result tag), or the final checkmate or stalemate
	line   int    // first line in the file
	// warning says what was wrong with the game's result ("" when
	// nothing); see reconcileResult.
	warning string
}

// GameSummary describes one game of a loaded PGN file.
type GameSummary struct {
	Index                                  int // 0-based, for LoadGame
	Event, Site, Date, Round, White, Black string
	Result                                 string
	// Plies (half-moves in the main line) and Moves (full moves,
	// (Plies+1)/2) are known after ParsePGN; LoadPGN reads only the tags
	// and sets them to -1.
	Plies    int
	Moves    int
	StartFEN string // "" for the standard start
	Line     int    // where the game starts in the file
	// Err says why the game cannot be opened (with its line), e.g. an
	// unclosed comment; LoadGame returns it. The other games open.
	Err error
	// Warnings are what was wrong with the game and read all the same
	// (a tag with unescaped quotes, or never closed), each with its line.
	Warnings []string
}

// ParsePGN reads every game of PGN text and checks every move. Any bad
// game makes the whole call fail with an error naming the game (1-based),
// the line and the offending move or tag.
func ParsePGN(r io.Reader) ([]GameSummary, error) {
	data, err := readPGN(r)
	if err != nil {
		return nil, err
	}
	f, sums, err := indexPGN(data)
	if err != nil {
		return nil, err
	}
	for i := range sums {
		g, err := loadGame(f, i)
		if err != nil {
			return nil, err
		}
		n := g.rec.ply()
		sums[i].Plies, sums[i].Moves, sums[i].Result = n, (n+1)/2, g.result
	}
	return sums, nil
}

// readPGN reads a PGN text, at most pgn.MaxSize bytes.
func readPGN(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, pgn.MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading PGN: %w", err)
	}
	if len(data) > pgn.MaxSize {
		return nil, fmt.Errorf("PGN file is larger than %d MB", pgn.MaxSize>>20)
	}
	return data, nil
}

// pgnBuildGame checks every move of a game tree, variations included,
// with the rules referee (writing each move in its canonical SAN), and
// puts the board at the end of the main line.
func pgnBuildGame(t *pgn.Game) (*pgnGame, error) {
	if v := strings.TrimSpace(t.Tag("Variant")); v != "" && !standardVariant(v) && !t.Chess960() {
		return nil, fmt.Errorf("line %d: this is a %s game (Variant tag); ChessMaster plays standard chess and Chess960 only", t.Line, v)
	}
	fen := t.Tag("FEN")
	if pgn.SetUpStandard(t.Tag("SetUp")) {
		fen = "" // SetUp "0": the usual start, whatever the FEN tag says
	}
	rec, err := newRecordVariant(fen, t.Chess960())
	if err != nil {
		return nil, fmt.Errorf("line %d: FEN tag: %w", t.Line, err)
	}
	rec.tags = append(pgn.Tags(nil), t.Tags...)
	rec.root = t.Root.Clone()
	if err := rec.checkTree(rec.root); err != nil {
		return nil, err
	}
	for n := rec.root; len(n.Children) > 0; n = n.Children[0] {
		if err := rec.follow(n.Children[0], SourcePGN); err != nil {
			return nil, err // checked above; not expected
		}
	}
	g := &pgnGame{rec: rec, line: t.Line}
	g.result, g.warning = reconcileResult(rec, t)
	for _, w := range t.Warnings {
		// A tag read as best as could be judged (pgn.Game.Warnings).
		g.warning = joinWarning(g.warning, w.String())
	}
	rec.setTag("Result", g.result)
	rec.noteResultLine()
	return g, nil
}

// standardVariant reports whether a PGN Variant tag names ordinary
// chess (some programs write the tag for every game).
func standardVariant(v string) bool {
	switch strings.ToLower(v) {
	case "standard", "chess", "normal", "from position", "fromposition":
		return true
	}
	return false
}

// checkTree replays every line below n (the board is at n) and comes back.
func (r *record) checkTree(n *pgn.Node) error {
	base := r.ply()
	for _, c := range n.Children {
		if err := r.follow(c, SourcePGN); err != nil {
			return err
		}
		if err := r.checkTree(c); err != nil {
			return err
		}
		r.truncate(base)
	}
	return nil
}

// follow plays the move of tree node c, a child of the node the board is
// at: a SAN or UCI move, or a null move. The node's text becomes the
// move's canonical SAN.
func (r *record) follow(c *pgn.Node, source MoveSource) error {
	// The label is written only for an error: the board has not moved yet.
	fail := func(err error) error {
		return fmt.Errorf("line %d: move %s%s: %w", c.Line, referee.MoveLabel(r.fen()), referee.QuoteMove(c.Move), err)
	}
	switch c.Move {
	case "--", "Z0", "z0", "0000", "@@@@":
		if err := r.followNull(c); err != nil {
			return fail(err)
		}
		return nil
	}
	if r.pos().NoLegalMoves() {
		return fail(errors.New("the game is already over (checkmate or stalemate)"))
	}
	m, err := r.findMove(c.Move)
	if err != nil {
		return fail(err)
	}
	before := r.pos()
	after := before.Update(m)
	c.Move = before.SAN(m)
	r.plies = append(r.plies, plyRecord{node: c, move: m, source: source, after: after, san: c.Move,
		uci: before.UCI(m), key: referee.RepetitionKey(after)})
	return nil
}

// LoadPGN reads a PGN text with one or more games and returns their
// summaries; LoadGame then shows one. Only the tags are read here: a game
// that cannot be read is listed with its Err, and the others open as
// usual. The current game is untouched, also on error.
func (c *ChessMaster) LoadPGN(r io.Reader) ([]GameSummary, error) {
	data, err := readPGN(r)
	if err != nil {
		return nil, err
	}
	f, sums, err := indexPGN(data)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	c.loaded = f
	return sums, nil
}

// LoadPGNFile is LoadPGN for a file.
func (c *ChessMaster) LoadPGNFile(path string) ([]GameSummary, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	sums, err := c.LoadPGN(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	c.mu.Lock()
	if c.loaded != nil {
		c.loaded.Path = path
	}
	c.mu.Unlock()
	return sums, nil
}

// indexPGN finds the games of data and their tags.
func indexPGN(data []byte) (*pgn.File, []GameSummary, error) {
	f, err := pgn.ParseFile(data)
	if err != nil {
		return nil, nil, err
	}
	sums := make([]GameSummary, f.Len())
	for i := range sums {
		tags, line, gerr := f.Header(i)
		s := GameSummary{Index: i, Event: tags.Get("Event"), Site: tags.Get("Site"), Date: tags.Get("Date"),
			Round: tags.Get("Round"), White: tags.Get("White"), Black: tags.Get("Black"), Result: tags.Get("Result"),
			Plies: -1, Moves: -1, Line: line, Err: gerr}
		if fen := strings.TrimSpace(tags.Get("FEN")); fen != "" && fen != StandardFEN {
			s.StartFEN = fen
		}
		if s.Result == "" {
			s.Result = ResultOngoing
		}
		for _, w := range f.Warnings(i) {
			s.Warnings = append(s.Warnings, w.String())
		}
		sums[i] = s
	}
	return f, sums, nil
}

// loadGame reads and checks game i of f.
func loadGame(f *pgn.File, i int) (*pgnGame, error) {
	t, err := f.Game(i)
	if err != nil {
		return nil, err
	}
	g, err := pgnBuildGame(t)
	if err != nil {
		return nil, fmt.Errorf("PGN game %d: %w", i+1, err)
	}
	return g, nil
}

// CheckGameText reports whether LoadPGN followed by LoadGame(0) would
// take text, without a controller: nil when its first game reads and
// every move is legal, the error LoadGame would give otherwise. The
// window uses it to choose, before it builds its controller, the autosave
// generation whose settings and game it restores, so both come from the
// same file.
func CheckGameText(text string) error {
	data, err := readPGN(strings.NewReader(text))
	if err != nil {
		return err
	}
	f, _, err := indexPGN(data)
	if err != nil {
		return err
	}
	if f.Len() == 0 {
		return errors.New("no game found")
	}
	_, err = loadGame(f, 0)
	return err
}

// LoadGame replaces the current game with game index of the last LoadPGN.
// The players stay as configured; the game is paused at its last move
// and is a study (State.Study) until Start plays on from the board's
// move (GoTo chooses an earlier one).
func (c *ChessMaster) LoadGame(index int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if c.loaded == nil || index < 0 || index >= c.loaded.Len() {
		n := 0
		if c.loaded != nil {
			n = c.loaded.Len()
		}
		return fmt.Errorf("no game %d: %d games loaded", index+1, n)
	}
	g, err := loadGame(c.loaded, index)
	if err != nil {
		return err
	}
	c.pause()
	c.invalidate()
	c.rec = g.rec
	c.fromPGN = true
	c.study = true
	c.playFrom = 0 // set by Start, from the move the game is continued at
	c.modified = false
	c.resetClock(c.settings.Clock)
	c.clockFromFile = true
	c.lastInfo = [3]ThinkingInfo{}
	c.turnSent = -1
	c.settings.StartFEN = c.rec.startFEN
	v := judge(c.rec)
	c.claimable = v.claimable
	switch {
	case v.outcome.Over():
		c.outcome = v.outcome
	case g.result != ResultOngoing:
		c.outcome = recorded(g.result, c.rec.getTag("Termination"))
		c.claimable = ""
	default:
		c.outcome = ongoing()
	}
	// The warning goes out before the position: a front end that acts
	// on its next input once it has shown the loaded position (the
	// terminal) has then said it, and cannot quit past it.
	if g.warning != "" {
		c.ev.publish(ErrorEvent{Err: &LoadWarning{Game: index + 1, Line: g.line, Text: g.warning}})
	}
	c.ev.publish(PositionEvent{Reason: ReasonLoad})
	return nil
}

// joinWarning adds warning b to a ("" when none).
func joinWarning(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}
