package players

import (
	"chessmaster/master"
	"reflect"
	"testing"
	"time"
)

func TestParseUCIInfo(t *testing.T) {
	// A real Stockfish 15.1 line.
	line := "info depth 12 seldepth 15 multipv 1 score cp -32 nodes 59683 nps 877691 hashfull 23 tbhits 0 time 68 pv c7c5 g1f3 e7e6"
	got, ok := parseUCIInfo(line)
	want := master.ThinkingInfo{Depth: 12, SelDepth: 15, Score: -32, Nodes: 59683, NPS: 877691,
		Time: 68 * time.Millisecond, PV: []string{"c7c5", "g1f3", "e7e6"}}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v %v\nwant %+v", got, ok, want)
	}
	got, ok = parseUCIInfo("info depth 20 score mate -3 lowerbound nodes 5 pv e1e2")
	if !ok || got.Mate != -3 || got.Depth != 20 {
		t.Errorf("mate: %+v", got)
	}
	for _, l := range []string{
		"info string NNUE evaluation using nn-ad9b42354671.nnue enabled",
		"info depth 5 currmove e2e4 currmovenumber 1",
		"info", "", "bestmove e2e4", "info score", "info score cp", "info score cp x",
	} {
		if _, ok := parseUCIInfo(l); ok {
			t.Errorf("%q: reported as progress", l)
		}
	}
}

func TestParseUCIOption(t *testing.T) {
	cases := map[string]uciOption{
		"option name Hash type spin default 16 min 1 max 33554432":         {Name: "Hash", Type: "spin", Default: "16", Min: "1", Max: "33554432"},
		"option name Clear Hash type button":                               {Name: "Clear Hash", Type: "button"},
		"option name Debug Log File type string default ":                  {Name: "Debug Log File", Type: "string"},
		"option name SyzygyPath type string default <empty>":               {Name: "SyzygyPath", Type: "string", Default: "<empty>"},
		"option name Style type combo default Normal var Solid var Normal": {Name: "Style", Type: "combo", Default: "Normal", Vars: []string{"Solid", "Normal"}},
	}
	for line, want := range cases {
		got, ok := parseUCIOption(line)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: got %+v %v, want %+v", line, got, ok, want)
		}
	}
	for _, l := range []string{"option name type spin", "option name X", "id name X"} {
		if _, ok := parseUCIOption(l); ok {
			t.Errorf("%q accepted", l)
		}
	}
}

func TestParseBestMove(t *testing.T) {
	for line, want := range map[string]string{
		"bestmove e2e4":              "e2e4",
		"bestmove c7c5 ponder g1f3":  "c7c5",
		"bestmove e7e8q":             "e7e8q",
		"bestmove   a7a8n   ponder ": "a7a8n",
	} {
		if got, err := parseBestMove(line); err != nil || got != want {
			t.Errorf("%q: %q %v", line, got, err)
		}
	}
	for _, line := range []string{"bestmove", "bestmove (none)", "bestmove 0000", "bestmove e2e9", "bestmove e2e4k", "bestmove e2e2", "bestmove Nf3"} {
		if got, err := parseBestMove(line); err == nil {
			t.Errorf("%q accepted as %q", line, got)
		}
	}
}

func FuzzParseUCILines(f *testing.F) {
	for _, s := range []string{
		"info depth 12 seldepth 15 multipv 1 score cp -32 nodes 59683 nps 877691 time 68 pv c7c5 g1f3",
		"info score mate 0", "option name Clear Hash type button", "bestmove e2e4 ponder e7e5",
		"option name A B type string default x y min 1", "info pv", "info string pv e2e4",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		info, _ := parseUCIInfo(line)
		for _, m := range info.PV {
			if !isUCIMove(m) {
				t.Errorf("PV holds %q", m)
			}
		}
		parseUCIOption(line)
		if mv, err := parseBestMove(line); err == nil && !isUCIMove(mv) {
			t.Errorf("bestmove %q accepted", mv)
		}
	})
}
