package players

import (
	"context"
	"os"
	"testing"
	"time"

	"chessmaster/internal/rules960"
	"chessmaster/master"
)

// TestChess960MatchAgainstStockfish: a short Chess960 match between the
// built-in engine and Stockfish (UCI_Chess960), from start positions 0,
// 518 and 959 with both colours. The test is the arbiter and judges every
// move with internal/rules960, a rules implementation that shares no code
// with the engine's generator: each reply must be legal there (castling
// king-takes-rook), and at least one castling must occur.
func TestChess960MatchAgainstStockfish(t *testing.T) {
	if _, err := os.Stat(stockfishPath); err != nil {
		t.Skip("stockfish not installed")
	}
	if testing.Short() {
		t.Skip("a match takes a while")
	}
	ours, err := NewComputer(master.PlayerConfig{Kind: master.Computer, Level: 0, Seed: 960, MoveTime: 15 * time.Millisecond}, master.Settings{UseBook: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ours.Close()
	sf, err := NewUCIEngine(stockfishPath, map[string]string{"Threads": "1", "Hash": "16"})
	if err != nil {
		t.Fatal(err)
	}
	defer sf.Close()
	players := map[bool]master.Player{}
	castles, plies := 0, 0
	for _, n := range []int{0, 518, 959} {
		fen, err := rules960.StartFEN(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, oursWhite := range []bool{true, false} {
			players[oursWhite], players[!oursWhite] = ours, sf
			board, err := rules960.Parse(fen)
			if err != nil {
				t.Fatal(err)
			}
			var moves []string
			for ply := 0; ply < 60 && len(board.Legal()) > 0; ply++ {
				p := players[board.WhiteToMove()]
				req := master.MoveRequest{StartFEN: fen, Moves: append([]string(nil), moves...), MoveTime: 15 * time.Millisecond, Chess960: true}
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				reply, err := p.Move(ctx, req)
				cancel()
				if err != nil {
					t.Fatalf("position %d, %s after %v: %v", n, p.Name(), moves, err)
				}
				m, err := board.FindUCI(reply.Move)
				if err != nil || m.UCI() != reply.Move {
					t.Fatalf("position %d: %s played %q after %v, not legal in Chess960 (%v)", n, p.Name(), reply.Move, moves, err)
				}
				if m.Castle != 0 {
					castles++
				}
				moves = append(moves, reply.Move)
				board = board.Play(m)
				plies++
			}
		}
	}
	t.Logf("%d plies, %d castlings", plies, castles)
	if castles == 0 {
		t.Error("no castling in the whole match: the test proves too little")
	}
}

// TestChess960Analysis: analysing a Chess960 position, with the built-in
// engine and with Stockfish (which gets UCI_Chess960), gives lines whose
// moves are legal Chess960 moves, castling king-takes-rook.
func TestChess960Analysis(t *testing.T) {
	if _, err := os.Stat(stockfishPath); err != nil {
		t.Skip("stockfish not installed")
	}
	fen, _ := rules960.StartFEN(0) // BBQNNRKR
	moves := []string{"g2g3", "g7g6", "f2f4", "f7f5", "f1f2", "f8f7"}
	board, _ := rules960.Parse(fen)
	for _, u := range moves {
		m, err := board.FindUCI(u)
		if err != nil {
			t.Fatal(err)
		}
		board = board.Play(m)
	}
	for _, path := range []string{"", stockfishPath} {
		ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
		var last []master.AnalysisLine
		err := Analyse(ctx, master.AnalysisRequest{StartFEN: fen, Moves: moves, MultiPV: 3, EnginePath: path, Chess960: true},
			func(lines []master.AnalysisLine) { last = lines })
		cancel()
		if err != nil {
			t.Fatalf("engine %q: %v", path, err)
		}
		if len(last) == 0 {
			t.Fatalf("engine %q: no lines", path)
		}
		for _, l := range last {
			b := board
			for _, u := range l.PV {
				m, err := b.FindUCI(u)
				if err != nil || m.UCI() != u {
					t.Fatalf("engine %q: line %v: %s is not a Chess960 move (%v)", path, l.PV, u, err)
				}
				b = b.Play(m)
			}
		}
	}
}
