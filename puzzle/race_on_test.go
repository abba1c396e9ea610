//go:build race

package puzzle

const raceEnabled = true
