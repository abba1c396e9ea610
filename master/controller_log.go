package master

import "log"

// defaultLogf reports problems nobody asked about (a history file that
// cannot be read, a player that fails to close) on the standard logger.
func defaultLogf(format string, args ...any) {
	log.Printf("chessmaster: "+format, args...)
}
