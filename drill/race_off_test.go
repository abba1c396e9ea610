//go:build !race

package drill

const raceOn = false
