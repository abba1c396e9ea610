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
// king-takes-rook). Whether a short match at 15 ms a move castles at all
// depends on the machine's load (a CI run once saw none in 318 plies), so
// castling itself is proved by positions where it is the only mate in one:
// each engine, with each colour, must find it through the same Move call.
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
	t.Logf("%d plies, %d castlings in the match", plies, castles)

	// King b1 and rook a1 castle to c1/d1; the rook then mates the king on
	// d8, walled in by its own rooks and pawns. No other move mates. The
	// second position is the same with the colours swapped.
	for _, fen := range []string{
		"2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1",
		"rk6/8/8/8/8/8/2P1P3/2RKR3 b q - 0 1",
	} {
		board, err := rules960.Parse(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []master.Player{ours, sf} {
			req := master.MoveRequest{StartFEN: fen, MoveTime: 200 * time.Millisecond, Chess960: true}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			reply, err := p.Move(ctx, req)
			cancel()
			if err != nil {
				t.Fatalf("%s from %s: %v", p.Name(), fen, err)
			}
			m, err := board.FindUCI(reply.Move)
			if err != nil || m.UCI() != reply.Move {
				t.Fatalf("%s played %q from %s, not legal in Chess960 (%v)", p.Name(), reply.Move, fen, err)
			}
			if m.Castle == 0 {
				t.Errorf("%s played %s from %s; castling king-takes-rook mates in one", p.Name(), reply.Move, fen)
			}
			if after := board.Play(m); len(after.Legal()) != 0 {
				t.Errorf("%s: %s from %s does not mate", p.Name(), reply.Move, fen)
			}
		}
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
