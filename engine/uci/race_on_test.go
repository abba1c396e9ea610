//go:build race

package uci

const raceEnabled = true
