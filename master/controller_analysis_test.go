package master

import (
	"chessmaster/analysis"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// withAnalyser registers f for the test and restores the previous one.
func withAnalyser(t *testing.T, f AnalyseFunc) {
	t.Helper()
	prev := analysis.Registered()
	RegisterAnalyser(f)
	t.Cleanup(func() { RegisterAnalyser(prev) })
}

func TestAnalyseWithoutAnalyser(t *testing.T) {
	withAnalyser(t, nil)
	c := newTestGame(t, humans(""))
	if err := c.Analyse(context.Background(), AnalysisRequest{}, nil); !errors.Is(err, ErrNoAnalyser) ||
		err.Error() != "analysis is not available in this build" {
		t.Fatalf("Analyse without an analyser: %v", err)
	}
}

// Analyse hands the analyser a checked request and passes its reports on;
// it returns nil when the caller cancels, whatever the analyser said then.
func TestAnalysePassesRequestAndReports(t *testing.T) {
	checkNoLeak(t)
	var got AnalysisRequest
	withAnalyser(t, func(ctx context.Context, req AnalysisRequest, report func([]AnalysisLine)) error {
		got = req
		report([]AnalysisLine{{MultiPV: 1, Depth: 1, Score: 20, PV: []string{"e7e5"}}})
		<-ctx.Done()
		return ctx.Err()
	})
	c := newTestGame(t, humans(""))
	ctx, cancel := context.WithCancel(context.Background())
	var reports [][]AnalysisLine
	moves := []string{"e2e4"}
	err := c.Analyse(ctx, AnalysisRequest{Moves: moves, MultiPV: 3, EnginePath: "/x/sf"}, func(l []AnalysisLine) {
		reports = append(reports, l)
		cancel()
	})
	if err != nil {
		t.Fatalf("Analyse: %v", err)
	}
	if got.StartFEN != "" || !slices.Equal(got.Moves, moves) || got.MultiPV != 3 || got.EnginePath != "/x/sf" {
		t.Errorf("analyser got %+v", got)
	}
	if len(reports) != 1 || reports[0][0].PV[0] != "e7e5" {
		t.Errorf("reports %+v", reports)
	}

	// MultiPV is clamped into 1..MaxAnalysisLines.
	for in, want := range map[int]int{0: 1, -4: 1, 1: 1, MaxAnalysisLines + 9: MaxAnalysisLines} {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := c.Analyse(ctx, AnalysisRequest{MultiPV: in}, nil); err != nil || got.MultiPV != want {
			t.Errorf("MultiPV %d: analyser got %d (%v), want %d", in, got.MultiPV, err, want)
		}
	}
}

func TestAnalyseRejectsBadPositions(t *testing.T) {
	called := false
	withAnalyser(t, func(ctx context.Context, req AnalysisRequest, report func([]AnalysisLine)) error {
		called = true
		return nil
	})
	c := newTestGame(t, humans(""))
	for _, tc := range []struct {
		req  AnalysisRequest
		want string
	}{
		{AnalysisRequest{StartFEN: "not a fen"}, "analysis:"},
		{AnalysisRequest{Moves: []string{"e2e4", "e2e4"}}, "move 2 (e2e4)"},
		{AnalysisRequest{Moves: []string{"f2f3", "e7e5", "g2g4", "d8h4"}}, ErrNothingToAnalyse.Error()},
		{AnalysisRequest{StartFEN: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, ErrNothingToAnalyse.Error()}, // stalemate
	} {
		err := c.Analyse(context.Background(), tc.req, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want one with %q", tc.req, err, tc.want)
		}
	}
	if called {
		t.Error("the analyser was asked about a bad position")
	}
}

// An analyser's own error comes back; Close ends a running analysis with
// ErrClosed, and Analyse after Close is ErrClosed at once.
func TestAnalyseErrorsAndClose(t *testing.T) {
	checkNoLeak(t)
	boom := errors.New("engine crashed")
	withAnalyser(t, func(ctx context.Context, req AnalysisRequest, report func([]AnalysisLine)) error {
		if req.EnginePath == "crash" {
			return boom
		}
		<-ctx.Done()
		return nil
	})
	c, err := New(humans(""))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Analyse(context.Background(), AnalysisRequest{EnginePath: "crash"}, nil); !errors.Is(err, boom) {
		t.Errorf("crash: %v", err)
	}
	done := make(chan error)
	go func() { done <- c.Analyse(context.Background(), AnalysisRequest{}, nil) }()
	time.Sleep(20 * time.Millisecond)
	c.Close()
	select {
	case err := <-done:
		if !errors.Is(err, ErrClosed) {
			t.Errorf("analysis ended by Close: %v", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Close did not end the analysis")
	}
	if err := c.Analyse(context.Background(), AnalysisRequest{}, nil); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
}

func TestPositionForAnalysis(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	for _, m := range []string{"e4", "e5", "Nf3"} {
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	start, moves := c.PositionForAnalysis()
	if !slices.Equal(moves, []string{"e2e4", "e7e5", "g1f3"}) {
		t.Errorf("moves %v", moves)
	}
	if err := analysis.CheckPosition(start, moves, false); err != nil {
		t.Errorf("start %q: %v", start, err)
	}
}
