package ui

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/software"
)

// Fyne's SVG rasteriser draws the strokes of a small drawing far too
// heavy: below about 50 pixels the outlines of a white piece run into each
// other and fill it, so the editor's palette (pieces of about 40 pixels)
// showed its white pieces almost black. The board's squares are larger,
// which is why its pieces looked right. pieceBitmap therefore draws a
// piece at pieceOversample times the size and averages the pixels down, as
// a photograph is made smaller: the strokes keep their true weight.

// pieceOversample is how many times larger a small piece is drawn.
const pieceOversample = 4

// maxPieceBitmaps bounds the cache: a few sizes of twelve pieces.
const maxPieceBitmaps = 96

type pieceBitmapKey struct {
	set string
	pc  byte
	px  int
}

var (
	pieceBitmapMu    sync.Mutex
	pieceBitmapCache = map[pieceBitmapKey]image.Image{}
)

// pieceBitmap is piece pc (a FEN letter) of the chosen set drawn px pixels
// square, or nil when there is no such piece.
func pieceBitmap(pc byte, px int) image.Image {
	res := pieceResource(pc)
	if res == nil || px <= 0 {
		return nil
	}
	pieceMu.Lock()
	key := pieceBitmapKey{set: pieceSetID, pc: pc, px: px}
	pieceMu.Unlock()
	pieceBitmapMu.Lock()
	defer pieceBitmapMu.Unlock()
	if img, ok := pieceBitmapCache[key]; ok {
		return img
	}
	big := rasterise(res, px*pieceOversample)
	img := shrink(big, pieceOversample)
	if len(pieceBitmapCache) >= maxPieceBitmaps {
		clear(pieceBitmapCache)
	}
	pieceBitmapCache[key] = img
	return img
}

// rasterise draws res px pixels square on a transparent background.
func rasterise(res fyne.Resource, px int) image.Image {
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillContain
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(1)
	c.SetContent(img)
	c.Resize(fyne.NewSquareSize(float32(px)))
	return c.Capture()
}

// shrink makes src n times smaller, each pixel the average of the n×n it
// stands for (weighted by their opacity, so the transparent background
// does not darken the edges).
func shrink(src image.Image, n int) *image.NRGBA {
	b := src.Bounds()
	w, h := b.Dx()/n, b.Dy()/n
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			var r, g, bl, a uint64
			for dy := range n {
				for dx := range n {
					// RGBA gives alpha-premultiplied values.
					pr, pg, pb, pa := src.At(b.Min.X+x*n+dx, b.Min.Y+y*n+dy).RGBA()
					r, g, bl, a = r+uint64(pr), g+uint64(pg), bl+uint64(pb), a+uint64(pa)
				}
			}
			if a == 0 {
				continue
			}
			cnt := uint64(n * n)
			out.SetNRGBA(x, y, color.NRGBA{
				R: uint8(r * 0xff / a), G: uint8(g * 0xff / a), B: uint8(bl * 0xff / a),
				A: uint8(a / cnt >> 8),
			})
		}
	}
	return out
}
