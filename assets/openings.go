package assets

import "embed"

// Openings holds the lichess chess-openings data set: "openings/a.tsv" ...
// "openings/e.tsv", one opening a line with the tab-separated columns eco,
// name and pgn (the moves in SAN from the standard start, "1. e4 c5"),
// after a header line. The data is in the public domain (CC0 1.0), see
// "openings/COPYING.txt"; package openings reads it.
//
//go:embed openings/*.tsv openings/COPYING.txt
var Openings embed.FS
