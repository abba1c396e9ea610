package assets

import "embed"

// Pieces holds the piece art as SVG files "pieces/wK.svg" ... "pieces/bP.svg":
// colour prefix w/b, then the piece letter K Q R B N P. The drawings were made
// for ChessMaster and are covered by the project's licence.
//
//go:embed pieces/*.svg
var Pieces embed.FS
