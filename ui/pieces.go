package ui

import (
	"path"
	"sync"

	"fyne.io/fyne/v2"

	"chessmaster/assets"
)

var (
	pieceOnce sync.Once
	pieceRes  map[byte]fyne.Resource
)

// pieceResource returns the SVG drawing of a piece given by its FEN letter,
// or nil for an empty square. Fyne rasterises SVG resources at the size they
// are shown, so the pieces stay sharp at any board size.
func pieceResource(pc byte) fyne.Resource {
	pieceOnce.Do(loadPieces)
	return pieceRes[pc]
}

func loadPieces() {
	pieceRes = make(map[byte]fyne.Resource, 12)
	for _, pc := range []byte("PNBRQKpnbrqk") {
		colour, letter := "b", pc-('a'-'A')
		if isWhite(pc) {
			colour, letter = "w", pc
		}
		name := colour + string(letter) + ".svg"
		data, err := assets.Pieces.ReadFile(path.Join("pieces", name))
		if err != nil {
			// The files are embedded at build time; a missing one is a
			// packaging bug that the tests catch.
			continue
		}
		pieceRes[pc] = fyne.NewStaticResource(name, data)
	}
}
