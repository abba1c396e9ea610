// Command levelnames prints the engine's difficulty levels, one per line:
// level, name, node budget and current Elo label, separated by tabs. The
// calibration script uses it to name the rows of its table.
package main

import (
	"fmt"

	"chessmaster/engine"
)

func main() {
	for _, l := range engine.Levels() {
		fmt.Printf("%d\t%s\t%d\t%d\n", l.Level, l.Name, l.Nodes, l.Elo)
	}
}
