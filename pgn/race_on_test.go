//go:build race

package pgn

// raceEnabled: the race detector slows everything several times over.
const raceEnabled = true
