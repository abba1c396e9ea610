// Package eco names chess openings the way lichess does: by the
// position on the board, from the lichess chess-openings data set (ECO
// code, name and moves of 3,807 lines, public domain under CC0 1.0;
// see assets/openings/COPYING.txt).
//
// The data is read at first use: every line's moves are replayed from the
// standard start and the position reached is indexed by the engine's
// Zobrist key (pieces, side to move, castling rights and an en-passant
// square only where a capture is possible; not the move counters). So a
// position gets its name whatever the move order that reached it, and a
// game that transposes into a named line is named by it.
package eco

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"chessmaster/assets"
	"chessmaster/engine"
)

// Opening is a named opening: its ECO code ("B20") and lichess name
// ("Sicilian Defense", "Ruy Lopez: Berlin Defense, Rio Gambit
// Accepted"); the family comes before the colon, the variations after it.
type Opening struct {
	ECO  string
	Name string
}

// String returns "ECO Name", e.g. "B20 Sicilian Defense".
func (o Opening) String() string {
	if o.ECO == "" {
		return o.Name
	}
	return o.ECO + " " + o.Name
}

// Family returns the name up to the colon: "Ruy Lopez" for "Ruy Lopez:
// Berlin Defense".
func (o Opening) Family() string {
	if i := strings.IndexByte(o.Name, ':'); i >= 0 {
		return o.Name[:i]
	}
	return o.Name
}

// Variation returns the name after the colon ("Berlin Defense" for "Ruy
// Lopez: Berlin Defense"), or "" for a family name.
func (o Opening) Variation() string {
	if i := strings.IndexByte(o.Name, ':'); i >= 0 {
		return strings.TrimSpace(o.Name[i+1:])
	}
	return ""
}

// Lookup returns the opening whose position fen is. Only the first four
// FEN fields count (the move counters do not, and an en-passant square no
// pawn can use is ignored); a FEN the engine rejects has no name.
func Lookup(fen string) (Opening, bool) {
	p, err := engine.ParseFEN(fen)
	if err != nil {
		return Opening{}, false
	}
	return lookupKey(p.Key())
}

// ForGame replays ucis (UCI moves such as "e2e4", "e7e8q") from startFEN
// ("" means the standard start) and returns the deepest named position
// along the game: its opening and the ply it was reached at (0 is the
// start position itself, 1 after the first move). A game that leaves the
// book keeps the last name it had; a game from another start position is
// named only if it reaches a named position. Replay stops at the first
// illegal or malformed move; what came before it still counts.
func ForGame(startFEN string, ucis []string) (o Opening, ply int, ok bool) {
	if startFEN == "" {
		startFEN = engine.StartFEN
	}
	p, err := engine.ParseFEN(startFEN)
	if err != nil {
		return Opening{}, 0, false
	}
	idx := load()
	if e, hit := idx.byKey[p.Key()]; hit {
		o, ply, ok = idx.entries[e], 0, true
	}
	for i, u := range ucis {
		m, err := p.ParseMove(u)
		if err != nil {
			break
		}
		p.MakeMove(m)
		if e, hit := idx.byKey[p.Key()]; hit {
			o, ply, ok = idx.entries[e], i+1, true
		}
	}
	return o, ply, ok
}

// Len returns the number of named positions. Like every call here it
// reads the data on first use (a few milliseconds); a program can call it
// in a goroutine at startup so that the first lookup finds it ready.
func Len() int { return len(load().entries) }

func lookupKey(k uint64) (Opening, bool) {
	idx := load()
	e, ok := idx.byKey[k]
	if !ok {
		return Opening{}, false
	}
	return idx.entries[e], true
}

// index maps positions to openings.
type index struct {
	byKey   map[uint64]int32 // engine Zobrist key -> entries index
	entries []Opening
	// dups counts lines whose position an earlier line already named
	// (the earlier line keeps it); err is the first broken line.
	dups int
	err  error
}

var (
	once sync.Once
	idx  *index
)

func load() *index {
	once.Do(func() { idx = build(assets.Openings) })
	return idx
}

// dataFiles are the files of the data set, in the order lines are read:
// the first line to name a position keeps it.
var dataFiles = []string{"a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"}

// build reads the data files under "openings/" in fsys. A broken line is
// skipped (and recorded in err: the tests require none).
func build(fsys fs.FS) *index {
	x := &index{byKey: make(map[uint64]int32, 4096)}
	// The lines are replayed on one position: each line unmakes the moves
	// it does not share with the line before it (lines of one opening are
	// mostly neighbours, so many prefixes are shared).
	p, err := engine.ParseFEN(engine.StartFEN)
	if err != nil {
		x.err = err
		return x
	}
	type step struct {
		san  string
		move engine.Move
	}
	var played []step // the moves made on p now
	var moves []string
	ecos := map[string]string{}
	for _, name := range dataFiles {
		data, err := fs.ReadFile(fsys, "openings/"+name)
		if err != nil {
			x.err = errors.Join(x.err, err)
			continue
		}
		text := string(data)
		for n := 0; text != ""; n++ {
			line := text
			if i := strings.IndexByte(text, '\n'); i >= 0 {
				line, text = text[:i], text[i+1:]
			} else {
				text = ""
			}
			line = strings.TrimSuffix(line, "\r")
			if n == 0 || line == "" { // header
				continue
			}
			eco, rest, ok1 := strings.Cut(line, "\t")
			opening, pgn, ok2 := strings.Cut(rest, "\t")
			if !ok1 || !ok2 || eco == "" || opening == "" || strings.Contains(pgn, "\t") {
				x.err = errors.Join(x.err, fmt.Errorf("%s:%d: want 3 columns eco, name, pgn", name, n+1))
				continue
			}
			moves = sanTokens(moves[:0], pgn)
			common := 0
			for common < len(moves) && common < len(played) && moves[common] == played[common].san {
				common++
			}
			for len(played) > common {
				p.UnmakeMove(played[len(played)-1].move)
				played = played[:len(played)-1]
			}
			bad := false
			for _, san := range moves[common:] {
				m, err := p.ParseSAN(san)
				if err != nil {
					x.err = errors.Join(x.err, fmt.Errorf("%s:%d: %s: %v", name, n+1, opening, err))
					bad = true
					break
				}
				p.MakeMove(m)
				played = append(played, step{san, m})
			}
			if bad || len(moves) == 0 {
				if len(moves) == 0 {
					x.err = errors.Join(x.err, fmt.Errorf("%s:%d: %s: no moves", name, n+1, opening))
				}
				continue
			}
			k := p.Key()
			if _, dup := x.byKey[k]; dup {
				x.dups++
				continue
			}
			if e, ok := ecos[eco]; ok {
				eco = e
			} else {
				eco = strings.Clone(eco)
				ecos[eco] = eco
			}
			x.byKey[k] = int32(len(x.entries))
			x.entries = append(x.entries, Opening{ECO: eco, Name: strings.Clone(opening)})
		}
	}
	return x
}
