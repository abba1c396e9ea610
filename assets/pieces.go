package assets

import "embed"

// Pieces holds the piece art as SVG files "pieces/wK.svg" ... "pieces/bP.svg":
// colour prefix w/b, then the piece letter K Q R B N P. The drawings were made
// for ChessMaster and are covered by the project's licence.
//
//go:embed pieces/*.svg
var Pieces embed.FS

// Icon is the application icon (512×512 PNG), a knight on a board corner.
//
//go:embed icon.png
var Icon []byte
