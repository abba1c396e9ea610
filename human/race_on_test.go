//go:build race

package human

const raceEnabled = true
