//go:build race

package ui

// raceEnabled: the race detector slows the program several times; time
// limits of tests allow for it.
const raceEnabled = true
