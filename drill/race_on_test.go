//go:build race

package drill

// raceOn: the race detector slows the table probes about tenfold; the
// heaviest test checks fewer drills under it.
const raceOn = true
