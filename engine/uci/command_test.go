package uci

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseCommandValid(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		line string
		want Command
	}{
		{"", Command{Kind: CmdEmpty}},
		{"   \t ", Command{Kind: CmdEmpty}},
		{"uci", Command{Kind: CmdUCI}},
		{"  isready  ", Command{Kind: CmdIsReady}},
		{"ucinewgame", Command{Kind: CmdNewGame}},
		{"stop", Command{Kind: CmdStop}},
		{"quit", Command{Kind: CmdQuit}},
		{"ponderhit", Command{Kind: CmdPonderHit}},
		{"d", Command{Kind: CmdDisplay}},
		{"debug on", Command{Kind: CmdDebug, Debug: true}},
		{"setoption name Hash value 128", Command{Kind: CmdSetOption, Name: "Hash", Value: "128"}},
		{"setoption name Clear Hash", Command{Kind: CmdSetOption, Name: "Clear Hash"}},
		{"setoption name Skill Level value 5", Command{Kind: CmdSetOption, Name: "Skill Level", Value: "5"}},
		{"setoption name SyzygyPath value /my tb/dir", Command{Kind: CmdSetOption, Name: "SyzygyPath", Value: "/my tb/dir"}},
		{"setoption name BookFile value", Command{Kind: CmdSetOption, Name: "BookFile"}},
		{"position startpos", Command{Kind: CmdPosition}},
		{"position startpos moves e2e4 e7e5 g1f3", Command{Kind: CmdPosition, Moves: []string{"e2e4", "e7e5", "g1f3"}}},
		{"position fen 8/8/8/8/8/8/8/K6k w - - 0 1", Command{Kind: CmdPosition, FEN: "8/8/8/8/8/8/8/K6k w - - 0 1"}},
		{"position fen 8/8/8/8/8/8/8/K6k w - - moves a1b1", Command{Kind: CmdPosition, FEN: "8/8/8/8/8/8/8/K6k w - -", Moves: []string{"a1b1"}}},
		{"position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8q", Command{Kind: CmdPosition, FEN: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Moves: []string{"a7a8q"}}},
		{"go", Command{Kind: CmdGo}},
		{"go infinite", Command{Kind: CmdGo, Go: GoParams{Infinite: true}}},
		{"go depth 7", Command{Kind: CmdGo, Go: GoParams{Depth: 7}}},
		{"go nodes 100000", Command{Kind: CmdGo, Go: GoParams{Nodes: 100000}}},
		{"go movetime 250", Command{Kind: CmdGo, Go: GoParams{MoveTime: 250 * ms}}},
		{"go perft 3", Command{Kind: CmdGo, Go: GoParams{Perft: 3}}},
		{"go mate 3", Command{Kind: CmdGo, Go: GoParams{Mate: 3}}},
		{"go wtime 60000 btime 59000 winc 1000 binc 900 movestogo 20",
			Command{Kind: CmdGo, Go: GoParams{WTime: 60000 * ms, BTime: 59000 * ms, WInc: 1000 * ms, BInc: 900 * ms, MovesToGo: 20, Clock: true}}},
		{"go wtime -150 btime 1000", Command{Kind: CmdGo, Go: GoParams{WTime: 0, BTime: 1000 * ms, Clock: true}}},
		{"go wtime 0", Command{Kind: CmdGo, Go: GoParams{Clock: true}}},
		{"go searchmoves e2e4 d2d4 depth 3", Command{Kind: CmdGo, Go: GoParams{SearchMoves: []string{"e2e4", "d2d4"}, Depth: 3}}},
		{"go ponder wtime 10 btime 10", Command{Kind: CmdGo, Go: GoParams{Ponder: true, WTime: 10 * ms, BTime: 10 * ms, Clock: true}}},
		{"bench", Command{Kind: CmdBench}},
		{"bench 9", Command{Kind: CmdBench, BenchDepth: 9}},
	}
	for _, tc := range tests {
		got, err := ParseCommand(tc.line)
		if err != nil {
			t.Errorf("ParseCommand(%q): unexpected error %v", tc.line, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseCommand(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

func TestParseCommandErrors(t *testing.T) {
	tests := []struct{ line, wantInErr string }{
		{"hello", "unknown command"},
		{"setoption", "name"},
		{"setoption name", "missing option name"},
		{"setoption name value 3", "missing option name"},
		{"position", "startpos or fen"},
		{"position begin", "startpos or fen"},
		{"position fen", "FEN fields"},
		{"position fen a b c d e f g moves", "FEN fields"},
		{"position startpos e2e4", "moves"},
		{"position startpos moves e2e9", "not a move"},
		{"position startpos moves e7e8k", "not a move"},
		{"go perft 99", "depth"},
		{"go perft 0", "depth"},
		{"go perft", "missing depth"},
		{"go perft x", "not an integer"},
		{"bench x", "depth"},
		{"bench 1 2", "at most one"},
		{"debug maybe", "on or off"},
	}
	for _, tc := range tests {
		_, err := ParseCommand(tc.line)
		if err == nil {
			t.Errorf("ParseCommand(%q): expected an error", tc.line)
			continue
		}
		if !strings.Contains(err.Error(), tc.wantInErr) {
			t.Errorf("ParseCommand(%q) error %q does not mention %q", tc.line, err, tc.wantInErr)
		}
	}
}

// A malformed "go" never becomes a search that waits for "stop": a bad
// value is dropped with its key, and a "go" left with no limit searches
// MalformedGoMoveTime (the plain "go" and "go infinite" still search
// until stop; a clock or another limit left over applies as sent).
func TestMalformedGoStaysBounded(t *testing.T) {
	tests := []struct {
		line string
		want GoParams
	}{
		{"go depth abc", GoParams{MoveTime: MalformedGoMoveTime}},
		{"go movetime 1.5", GoParams{MoveTime: time.Millisecond}}, // the whole part, as Stockfish reads it
		// Fractions of a millisecond, as some drivers send: the whole part.
		{"go wtime 9712.5 btime 9500 winc 100 binc 100", GoParams{WTime: 9712 * time.Millisecond, BTime: 9500 * time.Millisecond,
			WInc: 100 * time.Millisecond, BInc: 100 * time.Millisecond, Clock: true}},
		// One side's time unreadable: no clock (read as 0 ms left it
		// played a depth-1 move at once), so the bounded search.
		{"go wtime abc btime 9500", GoParams{MoveTime: MalformedGoMoveTime}},
		{"go nodes", GoParams{MoveTime: MalformedGoMoveTime}},
		{"go quickly", GoParams{MoveTime: MalformedGoMoveTime}},
		{"go depth abc nodes 500", GoParams{Nodes: 500}},
		{"go depth abc wtime 1000 btime 1000", GoParams{WTime: time.Second, BTime: time.Second, Clock: true}},
		{"go depth abc infinite", GoParams{Infinite: true}},
		{"go ponder depth abc", GoParams{Ponder: true}},
		{"go", GoParams{}},
		{"go infinite", GoParams{Infinite: true}},
	}
	for _, tc := range tests {
		cmd, err := ParseCommand(tc.line)
		if err != nil || !reflect.DeepEqual(cmd.Go, tc.want) {
			t.Errorf("ParseCommand(%q) = %+v, %v; want Go %+v", tc.line, cmd.Go, err, tc.want)
		}
	}
}

// A bad "go" is still a "go" (it must get a bestmove): each problem is a
// warning, and the value is ignored or clamped.
func TestParseGoWarnings(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		line      string
		want      GoParams
		wantInErr string
	}{
		{"go depth", GoParams{MoveTime: MalformedGoMoveTime}, "missing value"},
		{"go depth infinite", GoParams{Infinite: true}, "missing value"},
		{"go depth x", GoParams{MoveTime: MalformedGoMoveTime}, "not an integer"},
		{"go depth 0", GoParams{Depth: 1}, "out of range"},
		{"go depth -5", GoParams{Depth: 1}, "out of range"},
		{"go depth 1001", GoParams{Depth: MaxGoDepth}, "out of range"},
		{"go movetime 0", GoParams{MoveTime: ms}, "out of range"},
		{"go movetime -100", GoParams{MoveTime: ms}, "out of range"},
		{"go nodes 0", GoParams{Nodes: 1}, "out of range"},
		{"go nodes -1", GoParams{Nodes: 1}, "out of range"},
		{"go mate 0", GoParams{Mate: 1}, "out of range"},
		{"go mate 5000", GoParams{Mate: MaxGoMate}, "out of range"},
		{"go movestogo -3 wtime 100", GoParams{WTime: 100 * ms, Clock: true}, "out of range"},
		{"go fast depth 3", GoParams{Depth: 3}, "unknown argument"},
		{"go searchmoves zzzz", GoParams{}, "not a move"},
		{"go searchmoves e2e4 zz d2d4", GoParams{SearchMoves: []string{"e2e4", "d2d4"}}, "not a move"},
		{"go depth 99999999999999999999999", GoParams{Depth: MaxGoDepth}, "out of range"},
	}
	for _, tc := range tests {
		cmd, err := ParseCommand(tc.line)
		if err != nil || cmd.Kind != CmdGo {
			t.Errorf("ParseCommand(%q) = %+v, %v; want a go command", tc.line, cmd, err)
			continue
		}
		if !reflect.DeepEqual(cmd.Go, tc.want) {
			t.Errorf("ParseCommand(%q).Go = %+v, want %+v", tc.line, cmd.Go, tc.want)
		}
		if len(cmd.Warnings) == 0 || !strings.Contains(cmd.Warnings[0], tc.wantInErr) {
			t.Errorf("ParseCommand(%q) warnings %q, want one mentioning %q", tc.line, cmd.Warnings, tc.wantInErr)
		}
	}
	// A huge clock is clamped without a warning (see TestHugeTimesDoNotOverflow).
	if cmd, _ := ParseCommand("go wtime 99999999999999999999999"); len(cmd.Warnings) != 0 || cmd.Go.WTime <= 0 {
		t.Errorf("huge wtime: %+v", cmd)
	}
}

func TestHugeTimesDoNotOverflow(t *testing.T) {
	cmd, err := ParseCommand("go wtime 9223372036854775807 winc 9223372036854775807")
	if err != nil {
		t.Fatal(err)
	}
	if cmd.Go.WTime <= 0 || cmd.Go.WInc <= 0 {
		t.Fatalf("huge times wrapped around: %+v", cmd.Go)
	}
}

func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{
		"uci", "isready", "setoption name Hash value 32", "setoption name Clear Hash",
		"position startpos moves e2e4 e7e5", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
		"go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5", "go infinite", "go perft 2",
		"go searchmoves e2e4", "bench 3", "stop", "quit", "position fen moves", "go depth",
		"setoption name value", "\x00\xff", "go movetime 99999999999999",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cmd, err := ParseCommand(line)
		if err != nil {
			if cmd.Kind != CmdEmpty {
				t.Fatalf("error %v returned with a non-empty command %+v", err, cmd)
			}
			return
		}
		for _, m := range cmd.Moves {
			if !IsMoveSyntax(m) {
				t.Fatalf("accepted bad move %q", m)
			}
		}
		if cmd.Go.Perft < 0 || cmd.Go.Perft > MaxPerftDepth || cmd.Go.WTime < 0 || cmd.Go.BTime < 0 {
			t.Fatalf("out-of-range go params %+v", cmd.Go)
		}
	})
}
