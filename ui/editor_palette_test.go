package ui

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// The palette of the position editor shows white pieces white and black
// pieces black, as the board does: measured on the window's picture, the
// pixels a piece covers in its tile are bright for White's pieces and
// dark for Black's.
func TestEditorPaletteWhitePiecesLookWhite(t *testing.T) {
	for _, set := range []string{"classic", "flat"} {
		t.Run(set, func(t *testing.T) {
			h := newHarness(t, Options{Settings: settingsPtr(twoHumans())})
			widgets.SetPieceSet(set)
			t.Cleanup(func() { widgets.SetPieceSet(widgets.PieceSets[0].ID) })
			e := h.a.showPositionEditor()
			e.choose(0) // no piece tile in the selection's colours
			h.pump()
			shot := h.a.win.Canvas().Capture()
			for _, pc := range []byte("KQRBNPkqrbnp") {
				lum := pieceBrightness(t, shot, h.a.win.Canvas(), e.tiles[pc])
				t.Logf("%c: mean brightness %.0f", pc, lum)
				if widgets.IsWhite(pc) && lum < 140 {
					t.Errorf("white %c in the palette is dark: mean brightness %.0f of 255", pc, lum)
				}
				if !widgets.IsWhite(pc) && lum > 110 {
					t.Errorf("black %c in the palette is light: mean brightness %.0f of 255", pc, lum)
				}
			}
		})
	}
}

func settingsPtr(s master.Settings) *master.Settings { return &s }

// pieceBrightness is the mean brightness (0..255) of the pixels of tile
// that differ from the tile's own background (its corner pixel).
func pieceBrightness(t *testing.T, shot image.Image, c fyne.Canvas, tile fyne.CanvasObject) float64 {
	t.Helper()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tile)
	size, s := tile.Size(), c.Scale()
	r := image.Rect(int(pos.X*s), int(pos.Y*s), int((pos.X+size.Width)*s), int((pos.Y+size.Height)*s))
	br, bg, bb, _ := shot.At(r.Min.X+2, r.Min.Y+2).RGBA()
	var sum float64
	n := 0
	for y := r.Min.Y + 4; y < r.Max.Y-4; y++ {
		for x := r.Min.X + 4; x < r.Max.X-4; x++ {
			pr, pg, pb, _ := shot.At(x, y).RGBA()
			if absDiff(pr, br)+absDiff(pg, bg)+absDiff(pb, bb) < 3*0x1800 {
				continue // background
			}
			sum += (0.299*float64(pr) + 0.587*float64(pg) + 0.114*float64(pb)) / 257
			n++
		}
	}
	if n < 20 {
		t.Fatalf("no piece drawn in the tile at %v (%d pixels)", r, n)
	}
	return sum / float64(n)
}

// A piece for a given size has its outlines scaled to that size: the
// rasteriser strokes stroke-width in pixels whatever the drawing's scale.
func TestPieceStrokesScaleWithSize(t *testing.T) {
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
		`<g stroke-width="3.2"><path d="M1,1 L9,9" stroke-width="2.6"/></g></svg>`)
	got := string(widgets.ScaleStrokes(svg, 50))
	if !strings.Contains(got, `stroke-width="1.600"`) || !strings.Contains(got, `stroke-width="1.300"`) {
		t.Fatalf("strokes for 50 pixels: %s", got)
	}
	a, b := widgets.PieceResourceAt('K', 38), widgets.PieceResourceAt('K', 76)
	if a == nil || b == nil || a.Name() == b.Name() || !strings.HasSuffix(a.Name(), ".svg") {
		t.Fatalf("sized pieces %v and %v: each size needs its own SVG name", a, b)
	}
	if widgets.PieceResourceAt('K', 38) != a {
		t.Fatal("the sized piece is not reused")
	}
}

// absDiff is the distance between two colour channels.
func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// Fyne drops a widget's renderer when it thinks it unused for a minute
// (a long session; its cache clock can lag) and makes a new one without
// laying it out. A palette tile's new renderer shows its piece at once:
// before, it was placed and given its piece only by a resize, so after a
// minute the editor's palette came up empty.
func TestPaletteTileRendererMadeAgainShowsItsPiece(t *testing.T) {
	test.NewTempApp(t)
	tile := newPaletteTile('K', func() {})
	w := test.NewWindow(container.NewWithoutLayout(tile))
	defer w.Close()
	tile.Resize(fyne.NewSquareSize(44))
	r := tile.CreateRenderer().(*paletteRenderer) // as Fyne makes it again
	if r.img.Resource == nil || r.img.Size().IsZero() {
		t.Fatalf("a tile's new renderer draws no piece: resource %v, size %v", r.img.Resource, r.img.Size())
	}
}
