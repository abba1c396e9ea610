package terminal

import (
	"testing"

	"chessmaster/master"
)

// A program's move line says how the move was found in the words the
// window uses (notation.Summary): a book move is "book", not "depth 1"; a
// tablebase result is "TB 1-0", not +317 pawns; a mate is "#N".
func TestInfoSuffixInWords(t *testing.T) {
	for _, tc := range []struct {
		info  master.ThinkingInfo
		mover master.Color
		want  string
	}{
		{master.ThinkingInfo{Depth: 1, Nodes: 1, Score: 40, Source: master.FromBook}, master.White, "  (book)"},
		{master.ThinkingInfo{Depth: 1, Score: 31720, TBWin: 1, DTZ: 23, Source: master.FromTablebase}, master.Black, "  (TB 0-1 · DTZ 23)"},
		{master.ThinkingInfo{Depth: 7, Mate: 3, NPS: 2_500_000}, master.Black, "  (#-3 · depth 7 · 2.5 M nodes/s)"},
		{master.ThinkingInfo{Depth: 18, Score: 35, Nodes: 12_345}, master.White, "  (+0.35 · depth 18 · 12 k nodes)"},
		{master.ThinkingInfo{}, master.White, ""},
	} {
		if got := infoSuffix(tc.info, tc.mover); got != tc.want {
			t.Errorf("infoSuffix(%+v, %v) = %q, want %q", tc.info, tc.mover, got, tc.want)
		}
	}
}
