package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// runCompact turns a PGN file into games lines: "result move move ...",
// standard games from the start position only, moves in UCI notation.
func runCompact(args []string) error {
	fs := flag.NewFlagSet("compact", flag.ExitOnError)
	in := fs.String("pgn", "", "PGN file (uncompressed)")
	out := fs.String("out", "games.txt", "games file to write")
	fs.Parse(args)
	f, err := os.Open(*in)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	entries, err := pgn.Index(f, st.Size())
	if err != nil {
		return err
	}
	tmp := *out + ".tmp"
	w, err := os.Create(tmp)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	kept, skipped := 0, 0
	for _, e := range entries {
		line, ok := compactGame(f, e)
		if !ok {
			skipped++
			continue
		}
		fmt.Fprintln(bw, line)
		kept++
	}
	if err := bw.Flush(); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%d games kept, %d skipped\n", kept, skipped)
	return os.Rename(tmp, *out)
}

// compactGame gives an indexed game's line, or false for a game that is
// not standard chess from the start or whose moves do not replay.
func compactGame(f io.ReaderAt, e pgn.Entry) (string, bool) {
	if e.Err != nil {
		return "", false
	}
	if v := e.Tag("Variant"); v != "" && !strings.EqualFold(v, "Standard") {
		return "", false
	}
	if e.Tag("FEN") != "" || e.Tag("SetUp") == "1" {
		return "", false
	}
	result := map[string]string{"1-0": "1", "0-1": "0", "1/2-1/2": "0.5"}[e.Tag("Result")]
	if result == "" {
		return "", false
	}
	g, err := pgn.ReadGameAt(f, e)
	if err != nil {
		return "", false
	}
	p, _ := engine.ParseFEN(engine.StartFEN)
	parts := []string{result}
	for _, n := range g.MainLine() {
		m, err := p.ParseSAN(n.Move)
		if err != nil {
			return "", false
		}
		parts = append(parts, m.String())
		p.MakeMove(m)
	}
	return strings.Join(parts, " "), true
}

// position is one position to score and its game's result for White.
type position struct {
	fen    string
	result string
}

// positions replays the games lines and returns the positions to score
// in their shuffled order (see the package comment).
func positions(r io.Reader, minPly int, seed uint64) ([]position, error) {
	rng := rand.New(rand.NewPCG(seed, 0x73666c6162656c))
	seen := map[string]bool{}
	var out []position
	add := func(p *engine.Position, result string) {
		if p.InCheck() {
			return
		}
		fen := p.FEN()
		key := fenKey(fen)
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, position{fen, result})
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		result := fields[0]
		p, _ := engine.ParseFEN(engine.StartFEN)
		for ply, mv := range fields[1:] {
			if ply >= minPly {
				add(p, result)
				if child := randomChild(p, rng); child != nil {
					add(child, result)
				}
			}
			m, err := p.ParseMove(mv)
			if err != nil {
				return nil, fmt.Errorf("games line %d: move %d %q: %v", line, ply+1, mv, err)
			}
			p.MakeMove(m)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out, nil
}

// randomChild is the position after a random legal move of p, or nil
// when p has none.
func randomChild(p *engine.Position, rng *rand.Rand) *engine.Position {
	var l engine.MoveList
	p.GenerateLegal(&l)
	if l.N == 0 {
		return nil
	}
	m := l.Moves[rng.IntN(l.N)]
	c, err := engine.ParseFEN(p.FEN())
	if err != nil {
		return nil
	}
	c.MakeMove(m)
	return c
}

// fenKey is the FEN without its move counters: the same position reached
// at another move is a repeat.
func fenKey(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return fen
	}
	return strings.Join(f[:4], " ")
}
