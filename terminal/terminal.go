package terminal

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/notation"
)

// Config configures Run.
type Config struct {
	Settings master.Settings
	In       io.Reader
	Out      io.Writer
	// Fancy draws Unicode pieces on ANSI-coloured squares; otherwise the
	// board uses plain letters.
	Fancy bool
	// Live redraws the engine's thinking on one line in place (for a
	// terminal); otherwise thinking is printed as separate lines, at most
	// one per depth and second.
	Live bool
	// Flipped shows Black at the bottom.
	Flipped bool
	// Words says each move in full words on its move line ("knight
	// takes on e5, check"), in this language; "" says moves in SAN only.
	Words notation.Language
	// Blindfold hides the board diagram (the "board" command still shows
	// it once); see words.go.
	Blindfold bool
	// UnsavedDir is the folder where a game that was never saved is kept
	// when the session ends or another game is loaded (unsaved.go); ""
	// keeps nothing.
	UnsavedDir string
}

// terminal is the state of one terminal session.
type terminal struct {
	opening  string    // the opening name shown last
	asking   *question // a question waiting for its answer (the next line)
	file     *gameFile // where the game lies in a PGN file; nil: in none known
	cfg      Config
	cm       *master.ChessMaster
	out      io.Writer
	flipped  bool
	pending  []inputLine // lines typed ahead, waiting for the human's turn
	overSeen bool        // the game-over message has been printed
	quit     bool        // the user asked to leave
	check    bool        // the last move gave check
	names    [3]string   // player names by Color
	shownPly int         // plies of the game the display has caught up with
	// turnShown: the TurnEvent after the last move has been shown.
	turnShown bool
	// blindfold: the board diagram is not drawn (Config.Blindfold, the
	// "blindfold" command).
	blindfold bool
	// thinking display
	liveLine      bool // a live thinking line is on screen
	lastThinkAt   time.Time
	lastThinkDpth int
}

const terminalHelp = `Moves: SAN (e4, Nf3, O-O, e8=Q) or UCI (e2e4, g1f3, e7e8q).
Chess960 (-chess960): castle with O-O or O-O-O, or in UCI as the king
taking its own rook (king b1, rook h1: b1h1).
Commands:
  undo           take back the last move (yours and the computer's reply)
  flip           turn the board around
  hint           suggest a move
  fen            print the position as FEN
  moves          show the game so far (main line, comments, variations)
  opening        name the opening (ECO code and name)
  rating         your rating from your games against the computer's levels
  comment TEXT   comment the last move played (empty TEXT removes it)
  save FILE      save the game as PGN (asks first when FILE holds games)
  load FILE [N]  load a game from PGN (the N-th, default the first)
  resign         give up the game
  draw           claim a draw (threefold, fifty moves) or offer one
  board          show the board again (also in a blindfold game)
  read (r)       the position in words: the pieces, whose move, castling
  blindfold      hide the board diagram, or show it again (on, off)
  quit           leave (also Ctrl-D)
  help           this text
Lines are taken one at a time, in the order typed. What you type while a
program thinks waits for your turn; only quit, help, flip and board act at
once (when nothing typed earlier is still waiting). An illegal move is
reported and the next line is read as usual.
`

// Run plays a game in a text terminal: it prints the board and
// the computer's thinking to cfg.Out and reads moves and commands from
// cfg.In, one per line, until "quit", the end of the input (with a human
// playing) or ctx is cancelled. Between two programs the end of the input
// does not stop the game: it runs to its end.
func Run(ctx context.Context, cfg Config) error {
	cm, err := master.NewContext(ctx, cfg.Settings) // Ctrl-C also stops an engine's start-up
	if err != nil {
		return err
	}
	defer cm.Close()
	t := &terminal{cfg: cfg, cm: cm, out: cfg.Out, flipped: cfg.Flipped, blindfold: cfg.Blindfold}

	events := make(chan master.Event, 4096)
	returned := make(chan struct{})
	unsub := cm.Subscribe(func(ev master.Event) {
		select {
		case events <- ev:
		case <-returned: // never block the controller once we are gone
		}
	})
	defer unsub()
	defer close(returned) // runs first

	lines := make(chan inputLine)
	inputDone := make(chan struct{})
	stopInput := make(chan struct{})
	defer close(stopInput)
	var readErr error // written before inputDone is closed
	go func() {
		defer close(inputDone)
		readErr = readLines(cfg.In, MaxLineBytes, func(l inputLine) bool {
			select {
			case lines <- l:
				return true
			case <-stopInput:
				return false
			}
		})
	}()

	st := cm.Snapshot()
	fmt.Fprintf(t.out, "ChessMaster: %s (White) vs %s (Black). Type \"help\" for commands.\n", st.White.Name, st.Black.Name)
	t.names = [3]string{master.White: st.White.Name, master.Black: st.Black.Name}
	t.shownPly = len(st.Moves)
	if t.blindfold {
		fmt.Fprintln(t.out, blindfoldNote)
	}
	t.drawBoard(st)
	if st.Outcome.Over() {
		t.showGameOver(st.Outcome)
	}
	cm.Start() // its TurnEvent says whose turn it is

	eof := false
	for {
		var lineCh <-chan inputLine = lines
		var doneCh <-chan struct{} = inputDone
		if eof {
			lineCh, doneCh = nil, nil
		}
		select {
		case <-ctx.Done():
			t.endLive()
			fmt.Fprintln(t.out) // off the line of the prompt and the ^C the terminal echoed
			t.sayKept()
			return ctx.Err()
		case ev := <-events:
			t.event(ev)
			t.drain()
		case line := <-lineCh:
			// Show what has happened before acting on the line (select
			// picks among ready channels at random).
			t.flushEvents(events)
			t.enter(line)
		case <-doneCh:
			eof = true
		}
		if t.quit {
			t.catchUp(events)
			t.endLive()
			t.sayKept()
			fmt.Fprintln(t.out, "Bye.")
			return nil
		}
		if eof && len(t.pending) == 0 {
			t.cancelQuestion() // no answer will come: nothing is written
			if t.overSeen {
				t.sayKept()
				return nil
			}
			st := t.cm.Snapshot()
			if st.White.Kind == master.Human || st.Black.Kind == master.Human {
				t.catchUp(events) // the last move typed is shown too
				t.endLive()
				if readErr != nil {
					return fmt.Errorf("cannot read the input: %w", readErr)
				}
				fmt.Fprintln(t.out)
				t.sayKept()
				fmt.Fprintln(t.out, "End of input: bye.")
				return nil
			}
			// Two programs: let them finish the game (until the
			// GameOverEvent has been shown).
		}
	}
}

// catchUp shows the moves already played but not yet displayed (e.g. the
// user's last move when "quit" follows it), waiting briefly for their
// events.
func (t *terminal) catchUp(events <-chan master.Event) {
	target := len(t.cm.Snapshot().Moves)
	deadline := time.After(500 * time.Millisecond)
	for t.shownPly < target {
		select {
		case ev := <-events:
			t.event(ev)
		case <-deadline:
			return
		}
	}
}

// flushEvents handles the events already queued.
func (t *terminal) flushEvents(events <-chan master.Event) {
	for {
		select {
		case ev := <-events:
			t.event(ev)
			t.drain()
		default:
			return
		}
	}
}

// enter takes one line of input. Lines are handled strictly in order,
// one at a time: while a program is to move, or while the display has not
// yet caught up with the game, a line waits (in t.pending) for the human's
// turn, so a piped script runs the same way every time. Only quit, help,
// flip and board act at once, and only while a program is thinking and
// nothing typed earlier is waiting.
func (t *terminal) enter(l inputLine) {
	l.text = strings.TrimSpace(l.text)
	if t.asking != nil && len(t.pending) == 0 {
		t.handle(l) // the answer to the question asked, at once
		return
	}
	if l.text == "" && !l.tooLong {
		return
	}
	if len(t.pending) == 0 && (t.ready() || (!l.tooLong && isImmediate(l.text) && t.programToMove())) {
		t.handle(l)
		return
	}
	t.pending = append(t.pending, l)
	t.drain()
}

// handle acts on one line.
func (t *terminal) handle(l inputLine) {
	if t.asking != nil {
		t.answer(l)
		return
	}
	if l.tooLong {
		fmt.Fprintf(t.out, "Line too long, ignored (over %d bytes).\n", MaxLineBytes)
		t.prompt()
		return
	}
	t.input(l.text)
}

// isImmediate reports whether a command may act while a program thinks.
func isImmediate(line string) bool {
	cmd, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch strings.ToLower(cmd) {
	case "quit", "exit", "q", "help", "?", "flip", "board", "show":
		return true
	}
	return false
}

// programToMove reports whether the game runs and a program is to move
// (and so may take a while).
func (t *terminal) programToMove() bool {
	st := t.cm.Snapshot()
	return st.Running && !st.HumanToMove && !st.Outcome.Over()
}

// ready reports whether the next line may act: it is a human's turn, or
// the game is over, and the display has caught up with the game (events
// arrive a little after the moves they report).
func (t *terminal) ready() bool {
	st := t.cm.Snapshot()
	if st.Outcome.Over() {
		return t.overSeen
	}
	if !st.Running {
		return len(st.Moves) == t.shownPly
	}
	return st.HumanToMove && len(st.Moves) == t.shownPly && t.turnShown
}

// drain runs queued lines in order until a program is to move; the rest
// waits for the next turn.
func (t *terminal) drain() {
	for len(t.pending) > 0 && !t.quit {
		if !t.ready() {
			return
		}
		l := t.pending[0]
		t.pending = t.pending[1:]
		if l.tooLong {
			fmt.Fprintln(t.out) // the echo of a line too long to show
		} else {
			fmt.Fprintln(t.out, l.text) // echo, as if typed at the prompt
		}
		t.handle(l)
	}
}

// event reacts to one controller event. Events are shown from their own
// data, not from a fresh Snapshot: between two fast programs the game may
// already be several moves further.
func (t *terminal) event(ev master.Event) {
	switch e := ev.(type) {
	case master.ThinkingEvent:
		t.thinking(e)
	case master.MoveEvent:
		t.endLive()
		t.lastThinkDpth = 0
		label := notation.MoveLabel(e.Ply, e.Color, e.SAN)
		if e.Before != "" {
			label = notation.MoveLabelIn(e.Before, e.Color, e.SAN)
		}
		fmt.Fprintf(t.out, "%s plays %s%s%s\n", t.names[e.Color], label, t.moveWords(e), infoSuffix(e.Info, e.Color))
		if !t.blindfold {
			fmt.Fprint(t.out, "\n"+renderBoard(e.FEN, t.flipped, t.cfg.Fancy, e.UCI))
		}
		// The game may be further on already (a program answered at
		// once): the opening is named for the line up to this move.
		st := t.cm.Snapshot()
		t.showOpeningAt(st, e.Ply, e.UCI)
		if st.Clock.Enabled {
			t.clockLine(st.Clock)
		}
		t.shownPly = e.Ply
		t.turnShown = false
		t.check = strings.HasSuffix(e.SAN, "+")
	case master.TurnEvent:
		t.endLive()
		t.turnLine(e.Color, e.Human)
		t.turnShown = true
	case master.GameOverEvent:
		if !t.cm.Snapshot().Outcome.Over() {
			// A resignation or draw already withdrawn (undo typed
			// before this event came): the game goes on.
			return
		}
		t.endLive()
		t.showGameOver(e.Outcome)
	case master.ErrorEvent:
		if errors.Is(e.Err, master.ErrCommentBrace) {
			return // said with the comment's answer (annotate.go)
		}
		t.endLive()
		fmt.Fprintf(t.out, "Error: %v\n", e.Err)
	case master.PositionEvent:
		if e.Reason == master.ReasonEdit {
			return // a comment or a glyph: the board and the turn are unchanged
		}
		// New game, undo, load: redraw from the game as it is now.
		st := t.cm.Snapshot()
		t.names = [3]string{master.White: st.White.Name, master.Black: st.Black.Name}
		t.shownPly = len(st.Moves)
		t.overSeen = false
		t.drawBoard(st)
		switch {
		case st.Outcome.Over():
			t.showGameOver(st.Outcome)
			t.turnShown = true
		case st.Running:
			t.turnShown = false // a TurnEvent follows
		default:
			t.check = st.InCheck
			t.turnLine(st.Turn, st.HumanToMove)
			t.turnShown = true
		}
	}
}

// turnLine says who is to move and prompts a human.
func (t *terminal) turnLine(c master.Color, human bool) {
	check := ""
	if t.check {
		check = " Check!"
	}
	fmt.Fprintf(t.out, "It's %s's turn (%s).%s\n", t.names[c], c, check)
	if human {
		fmt.Fprint(t.out, "> ")
	}
}

// showTurn draws the board and says who is to move.
func (t *terminal) showTurn() {
	st := t.cm.Snapshot()
	t.drawBoard(st)
	if st.Outcome.Over() {
		t.showGameOver(st.Outcome)
		return
	}
	t.check = st.InCheck
	t.turnLine(st.Turn, st.HumanToMove)
}

// drawBoard draws the board (unless blindfold) and what goes under it:
// the opening and the clocks.
func (t *terminal) drawBoard(st master.State) {
	if !t.blindfold {
		t.drawDiagram(st)
	}
	t.showOpening(st)
	if st.Clock.Enabled {
		t.clockLine(st.Clock)
	}
}

// drawDiagram draws the board of st, its last move marked.
func (t *terminal) drawDiagram(st master.State) {
	last := ""
	if n := len(st.Moves); n > 0 {
		last = st.Moves[n-1].UCI
	}
	fmt.Fprint(t.out, "\n"+renderBoard(st.FEN, t.flipped, t.cfg.Fancy, last))
}

func (t *terminal) clockLine(c master.ClockState) {
	white, black := notation.Clock(c.White), notation.Clock(c.Black)
	if c.FromFile {
		// A loaded game: the times its file recorded, "-" for a side
		// it gives none, nothing without any (not the control's fresh
		// times).
		if !c.Known[master.White] && !c.Known[master.Black] {
			return
		}
		if !c.Known[master.White] {
			white = "-"
		}
		if !c.Known[master.Black] {
			black = "-"
		}
	}
	// With periods of moves, the moves each side must still make before
	// its next period's time.
	if !c.FromFile {
		white += movesToGo(c.ToGo[master.White])
		black += movesToGo(c.ToGo[master.Black])
	}
	fmt.Fprintf(t.out, "    White %s   Black %s\n", white, black)
}

// movesToGo is " (12 moves to go)", or "" when no period is counted.
func movesToGo(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return " (1 move to go)"
	}
	return fmt.Sprintf(" (%d moves to go)", n)
}

func (t *terminal) showGameOver(o master.Outcome) {
	if t.overSeen {
		return
	}
	t.overSeen = true
	msg := o.Message
	if msg == "" {
		msg = o.Result
	}
	// Undo is offered only where it works: not after a flag fell, nor
	// when takebacks are off.
	undo := ""
	if t.cm.Snapshot().CanUndo {
		undo = ", \"undo\" to take back"
	}
	fmt.Fprintf(t.out, "Game over: %s (%s)\nType \"save FILE\" to keep the game%s, \"quit\" to leave.\n", msg, o.Result, undo)
	t.prompt()
}

// thinking shows a program's progress report.
func (t *terminal) thinking(e master.ThinkingEvent) {
	st := t.cm.Snapshot()
	if black := fenfields.Split(st.FEN).BlackToMove(); black != (e.Color == master.Black) {
		// The program has moved since it sent this report: its line
		// belongs to a position no longer on the board.
		return
	}
	pv := notation.SANLine(st.FEN, e.Info.PV, 8)
	line := fmt.Sprintf("  %s thinks: %s  %s", st.Side(e.Color).Name, notation.Summary(e.Info, e.Color), pv)
	if t.cfg.Live {
		fmt.Fprint(t.out, "\r\x1b[K"+truncate(line, 110))
		t.liveLine = true
		return
	}
	now := time.Now()
	if e.Info.Depth > t.lastThinkDpth && now.Sub(t.lastThinkAt) >= time.Second {
		fmt.Fprintln(t.out, line)
		t.lastThinkAt, t.lastThinkDpth = now, e.Info.Depth
	}
}

// endLive ends a live thinking line so the next output starts clean.
func (t *terminal) endLive() {
	if t.liveLine {
		fmt.Fprint(t.out, "\r\x1b[K")
		t.liveLine = false
	}
}

// input handles one line: a command or a move.
func (t *terminal) input(line string) {
	line = strings.TrimSpace(line)
	if line == "" {
		t.prompt() // as a shell answers an empty line
		return
	}
	cmd, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(cmd) {
	case "quit", "exit", "q":
		t.quit = true // the main loop says goodbye
		return
	case "help", "?":
		fmt.Fprint(t.out, terminalHelp)
	case "board", "show":
		if t.blindfold {
			t.drawDiagram(t.cm.Snapshot()) // asked for: a look once
		}
		t.showTurn()
		return
	case "read", "r":
		t.readPosition()
	case "blindfold":
		if t.toggleBlindfold(strings.ToLower(arg)) {
			return // the turn line prompted
		}
	case "flip":
		t.flipped = !t.flipped
		t.showTurn()
		return
	case "fen":
		fmt.Fprintln(t.out, t.cm.Snapshot().FEN)
	case "opening":
		if name := openingName(t.cm.Snapshot()); name != "" {
			fmt.Fprintln(t.out, name)
		} else {
			fmt.Fprintln(t.out, "No named opening position reached.")
		}
	case "rating":
		t.showRating()
	case "moves", "pgn":
		fmt.Fprintln(t.out, movetext(t.cm.Tree()))
	case "comment":
		t.comment(arg)
	case "undo", "takeback":
		before := t.cm.Snapshot()
		if err := t.cm.Undo(); err != nil {
			fmt.Fprintf(t.out, "Cannot undo: %v\n", err)
		} else {
			t.sayTakenBack(before, t.cm.Snapshot())
			// The next line waits until the display has caught up (the
			// PositionEvent redraws the board, a TurnEvent prompts): a
			// piped move must not be played, and its reply shown, before
			// the board of the takeback.
			t.turnShown, t.overSeen = false, false
			t.cm.Start()
			return
		}
	case "hint":
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		mv, err := t.cm.Hint(ctx)
		cancel()
		if err != nil {
			fmt.Fprintf(t.out, "No hint: %v\n", err)
		} else {
			fen := t.cm.Snapshot().FEN
			fmt.Fprintf(t.out, "Hint: %s%s\n", notation.SANLine(fen, []string{mv}, 1), t.words(fen, mv))
		}
	case "resign":
		if err := t.cm.Resign(); err != nil {
			fmt.Fprintf(t.out, "Cannot resign: %v\n", err)
		} else {
			t.showGameOver(t.cm.Snapshot().Outcome)
		}
		return
	case "draw":
		t.draw()
		return
	case "save":
		t.save(userPath(arg))
		if t.asking != nil {
			return // the question is the prompt
		}
	case "load":
		t.confirmLoad(arg)
		return
	default:
		t.move(line)
		return
	}
	t.prompt()
	return
}

// move plays the user's move.
func (t *terminal) move(text string) {
	t.play(text)
}

func (t *terminal) play(text string) {
	err := t.cm.Play(text)
	if err == nil {
		return
	}
	// Lines typed after an illegal move are not dropped: each is read in
	// its turn, whatever the timing, so a script gives the same game on
	// every run.
	st := t.cm.Snapshot()
	if looksLikeCommand(text) {
		// "new", "quti": no move has a word of letters without a square.
		fmt.Fprintf(t.out, "Unknown command %q; type \"help\" for the commands, or a move such as Nf3.\n", text)
		t.prompt()
		return
	}
	// The referee's reason repeats the move ("illegal move d7: no pawn
	// can move to d7"): the line names it once.
	why := err.Error()
	if _, rest, ok := strings.Cut(why, "illegal move "); ok && strings.HasPrefix(why, "illegal move ") {
		if _, reason, ok := strings.Cut(rest, ": "); ok {
			why = reason
		}
	}
	fmt.Fprintf(t.out, "Illegal move %q: %s\n", text, why)
	if len(st.LegalMoves) > 0 && st.HumanToMove {
		fmt.Fprintf(t.out, "Legal moves: %s\n", strings.Join(notation.LegalSAN(st.FEN), " "))
	}
	t.prompt()
}

// looksLikeCommand reports whether text is a word no move can be: only
// letters, and at least three of them (castling is "O-O", a move names a
// square with a digit; "Kb" or "ab" are short enough to be a mistyped
// move).
func looksLikeCommand(text string) bool {
	if len(text) < 3 {
		return false
	}
	for _, r := range text {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

func (t *terminal) draw() {
	st := t.cm.Snapshot()
	if st.Outcome.Over() {
		fmt.Fprintln(t.out, "The game is over: there is no draw to offer.")
		return
	}
	if st.DrawClaimable != "" {
		if err := t.cm.ClaimDraw(); err != nil {
			fmt.Fprintf(t.out, "Cannot claim a draw: %v\n", err)
			t.prompt()
		} else {
			t.showGameOver(t.cm.Snapshot().Outcome)
		}
		return
	}
	if st.White.Kind == master.Human && st.Black.Kind == master.Human {
		t.askDrawOpponent(st.Turn)
		return
	}
	t.offerDraw()
}

// offerDraw offers the draw to the opponent: a program decides at once;
// a person has said yes already (askDrawOpponent).
func (t *terminal) offerDraw() {
	if t.cm.OfferDraw() {
		fmt.Fprintln(t.out, "Draw offer accepted.")
		t.showGameOver(t.cm.Snapshot().Outcome)
		return
	}
	fmt.Fprintln(t.out, "Draw offer declined.")
	t.prompt()
}

// askDrawOpponent asks the other person at the keyboard, when two people
// play, whether they take the draw the side to move offers: the game is
// drawn only when both agree.
func (t *terminal) askDrawOpponent(offerer master.Color) {
	other := master.White
	if offerer == master.White {
		other = master.Black
	}
	accept := func() { t.offerDraw() }
	decline := func() {
		fmt.Fprintln(t.out, "Draw offer declined.")
		t.prompt()
	}
	t.ask(&question{
		prompt:   fmt.Sprintf("%s offers a draw. %s, do you accept? (y)es or (n)o: ", offerer, other),
		again:    "y or n",
		choices:  map[string]func(){"y": accept, "yes": accept, "n": decline, "no": decline},
		nothing:  "no draw was agreed",
		noPrompt: true,
	})
}

// prompt shows "> " when the human is to move.
// Once the game is over a person still types commands (save, undo,
// load, quit): the prompt says so.
func (t *terminal) prompt() {
	st := t.cm.Snapshot()
	human := st.White.Kind == master.Human || st.Black.Kind == master.Human
	if st.HumanToMove && !st.Outcome.Over() || st.Outcome.Over() && human {
		fmt.Fprint(t.out, "> ")
	}
}

// infoSuffix summarises a program's last search for its move line.
func infoSuffix(info master.ThinkingInfo, mover master.Color) string {
	if info.Depth == 0 && info.Mate == 0 && info.Source == master.FromSearch {
		return ""
	}
	return "  (" + notation.Summary(info, mover) + ")"
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// sayTakenBack says what Undo took back: the moves, or the resignation
// or draw that was withdrawn.
func (t *terminal) sayTakenBack(before, after master.State) {
	if n := len(before.Moves) - len(after.Moves); n > 0 {
		var sans []string
		for _, m := range before.Moves[len(after.Moves):] {
			sans = append(sans, m.SAN)
		}
		fmt.Fprintf(t.out, "Taken back: %s.\n", strings.Join(sans, " "))
		return
	}
	switch before.Outcome.Method {
	case master.MethodResignation:
		fmt.Fprintln(t.out, "The resignation is withdrawn: the game goes on.")
	case master.MethodAgreed:
		fmt.Fprintln(t.out, "The draw is withdrawn: the game goes on.")
	}
}
