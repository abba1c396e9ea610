package master

import (
	"fmt"
	"strconv"
	"strings"
)

// ComputerName is the default display name of a Computer at level, as the
// players package gives it and PGN files keep it.
func ComputerName(level int) string {
	if level == 0 {
		return "ChessMaster"
	}
	return fmt.Sprintf("ChessMaster level %d", level)
}

// ComputerLevel reports the level of a name that is the default name of a
// Computer at a level above 0 (ComputerName), so that a front end can
// write that name in its own language; ok is false for any other name.
func ComputerLevel(name string) (level int, ok bool) {
	digits, found := strings.CutPrefix(name, "ChessMaster level ")
	if !found {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n <= 0 || ComputerName(n) != name {
		return 0, false
	}
	return n, true
}
