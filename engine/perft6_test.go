package engine

import (
	"os"
	"testing"
	"time"
)

// TestPerftStartpos6Speed measures Perft(6) from the start position when
// CHESSMASTER_DEEP=1 (the figure compared with Stockfish in the docs).
func TestPerftStartpos6Speed(t *testing.T) {
	if os.Getenv("CHESSMASTER_DEEP") != "1" {
		t.Skip("set CHESSMASTER_DEEP=1")
	}
	p := mustFEN(t, StartFEN)
	start := time.Now()
	n := p.Perft(6)
	el := time.Since(start)
	if n != 119060324 {
		t.Fatalf("perft(6) = %d", n)
	}
	t.Logf("perft(6) = %d in %v: %.1f Mnodes/s", n, el, float64(n)/el.Seconds()/1e6)
}
