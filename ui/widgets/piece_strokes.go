package widgets

import (
	"fmt"
	"regexp"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
)

// Fyne's SVG rasteriser (oksvg) scales a drawing's shapes to the size it
// is shown at but strokes their outlines at stroke-width *pixels*, not
// units of the drawing: a piece drawn on 100 units with 2.6-unit outlines
// gets 2.6-pixel outlines at any size. At about 40 pixels, the editor's
// palette, the outlines of a white piece run into each other and fill it,
// so its white pieces looked almost black (the board's larger squares
// hid it). pieceResourceAt gives a piece whose stroke widths are scaled to
// the pixels it will be drawn at, so the outlines keep their true weight.

var (
	strokeWidthAttr = regexp.MustCompile(`stroke-width="([0-9.]+)"`)
	svgWidthAttr    = regexp.MustCompile(`<svg[^>]*\swidth="([0-9.]+)"`)
)

// maxSizedPieces bounds the cache: a few sizes of twelve pieces.
const maxSizedPieces = 96

type sizedPieceKey struct {
	name string // the piece's resource (set and piece)
	px   int
}

var (
	sizedPieceMu sync.Mutex
	sizedPieces  = map[sizedPieceKey]fyne.Resource{}
)

// PieceResourceAt is piece pc (a FEN letter) of the chosen set for drawing
// px pixels square, or nil when there is no such piece.
func PieceResourceAt(pc byte, px int) fyne.Resource {
	res := PieceResource(pc)
	if res == nil || px <= 0 {
		return res
	}
	key := sizedPieceKey{name: res.Name(), px: px}
	sizedPieceMu.Lock()
	defer sizedPieceMu.Unlock()
	if r, ok := sizedPieces[key]; ok {
		return r
	}
	if len(sizedPieces) >= maxSizedPieces {
		clear(sizedPieces)
	}
	// Fyne caches rasterised pictures by name: each size needs its own.
	r := fyne.NewStaticResource(fmt.Sprintf("%dpx-%s", px, res.Name()), ScaleStrokes(res.Content(), px))
	sizedPieces[key] = r
	return r
}

// ScaleStrokes rewrites the stroke widths of svg, a drawing as wide as its
// width attribute says (100 when it says nothing), for drawing px pixels
// wide.
func ScaleStrokes(svg []byte, px int) []byte {
	width := 100.0
	if m := svgWidthAttr.FindSubmatch(svg); m != nil {
		if w, err := strconv.ParseFloat(string(m[1]), 64); err == nil && w > 0 {
			width = w
		}
	}
	k := float64(px) / width
	return strokeWidthAttr.ReplaceAllFunc(svg, func(attr []byte) []byte {
		w, err := strconv.ParseFloat(string(strokeWidthAttr.FindSubmatch(attr)[1]), 64)
		if err != nil {
			return attr
		}
		return fmt.Appendf(nil, `stroke-width="%.3f"`, w*k)
	})
}
