package widgets

import (
	"path"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"chessmaster/assets"
)

// pieceSet is one set of piece drawings, chosen in Preferences.
type pieceSet struct {
	ID   string
	Name func() string
	load func() map[byte]fyne.Resource
}

// PieceSets are the sets offered; the first is the default.
var PieceSets = []pieceSet{
	{ID: "classic", Name: func() string { return lang.L("Classic") }, load: loadClassicPieces},
	{ID: "flat", Name: func() string { return lang.L("Flat") }, load: loadFlatPieces},
}

var (
	pieceMu    sync.Mutex
	PieceSetID = PieceSets[0].ID
	pieceRes   = map[string]map[byte]fyne.Resource{} // by set, loaded when first used
)

// PieceResource returns the SVG drawing of a piece given by its FEN letter
// in the chosen set, or nil for an empty square. Fyne rasterises SVG
// resources at the size they are shown, so the pieces stay sharp at any
// board size.
func PieceResource(pc byte) fyne.Resource {
	pieceMu.Lock()
	defer pieceMu.Unlock()
	set, ok := pieceRes[PieceSetID]
	if !ok {
		set = PieceSets[PieceSetIndex(PieceSetID)].load()
		pieceRes[PieceSetID] = set
	}
	return set[pc]
}

// SetPieceSet chooses the set with id (the first for an unknown id).
func SetPieceSet(id string) {
	pieceMu.Lock()
	defer pieceMu.Unlock()
	PieceSetID = PieceSets[PieceSetIndex(id)].ID
}

// PieceSetIndex is the place of set id in pieceSets (0 when unknown).
func PieceSetIndex(id string) int {
	for i, s := range PieceSets {
		if s.ID == id {
			return i
		}
	}
	return 0
}

// loadClassicPieces reads the drawings in assets/pieces.
func loadClassicPieces() map[byte]fyne.Resource {
	res := make(map[byte]fyne.Resource, 12)
	for _, pc := range []byte("PNBRQKpnbrqk") {
		colour, letter := "b", pc-('a'-'A')
		if IsWhite(pc) {
			colour, letter = "w", pc
		}
		name := colour + string(letter) + ".svg"
		data, err := assets.Pieces.ReadFile(path.Join("pieces", name))
		if err != nil {
			// The files are embedded at build time; a missing one is a
			// packaging bug that the tests catch.
			continue
		}
		res[pc] = fyne.NewStaticResource(name, data)
	}
	return res
}
