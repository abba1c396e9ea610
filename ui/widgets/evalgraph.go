package widgets

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// EvalGraph draws a reviewed game's evaluations: White's winning chances
// after each move (the start first), White's share light and Black's
// dark as on the evaluation bar, with the position on the board marked.
// Tapping the graph reports the ply under the pointer through OnSelect.
type EvalGraph struct {
	widget.BaseWidget

	OnSelect func(ply int)

	shares  []float64 // White's winning chances 0..1, one per position
	Current int       // position on the board, -1 for none
}

var (
	graphBlack  = color.NRGBA{0x40, 0x40, 0x40, 0xff}
	graphWhite  = color.NRGBA{0xe8, 0xe8, 0xe8, 0xff}
	graphMid    = color.NRGBA{0x90, 0x90, 0x90, 0xff}
	graphMarker = color.NRGBA{0xe0, 0x8a, 0x1e, 0xff}
)

// NewEvalGraph returns an empty graph.
func NewEvalGraph() *EvalGraph {
	g := &EvalGraph{Current: -1}
	g.ExtendBaseWidget(g)
	return g
}

// Set shows White's winning chances (0..100) per position, with position
// current marked (-1: none).
func (g *EvalGraph) Set(whiteChances []float64, current int) {
	g.shares = g.shares[:0]
	for _, w := range whiteChances {
		g.shares = append(g.shares, math.Max(0, math.Min(1, w/100)))
	}
	g.Current = current
	g.Refresh()
}

// SetCurrent marks position ply (-1: none).
func (g *EvalGraph) SetCurrent(ply int) {
	if ply != g.Current {
		g.Current = ply
		g.Refresh()
	}
}

// Len is the number of positions drawn.
func (g *EvalGraph) Len() int { return len(g.shares) }

// MinSize is a strip under the move list, narrow enough to sit beside
// the review's title in a narrow column.
func (g *EvalGraph) MinSize() fyne.Size { return fyne.NewSize(40, 64) }

// step is the horizontal distance between two positions.
func (g *EvalGraph) step(width float32) float32 {
	if len(g.shares) < 2 {
		return width
	}
	return width / float32(len(g.shares)-1)
}

// Tapped goes to the position nearest the pointer.
func (g *EvalGraph) Tapped(ev *fyne.PointEvent) {
	if len(g.shares) == 0 || g.OnSelect == nil {
		return
	}
	ply := int(math.Round(float64(ev.Position.X / g.step(g.Size().Width))))
	g.OnSelect(max(0, min(ply, len(g.shares)-1)))
}

// Cursor shows that the graph can be clicked.
func (g *EvalGraph) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer is part of fyne.Widget.
func (g *EvalGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &evalGraphRenderer{g: g}
	r.raster = canvas.NewRaster(r.draw)
	return r
}

type evalGraphRenderer struct {
	g      *EvalGraph
	raster *canvas.Raster
}

// draw paints the graph at w×h pixels: White's area light below the
// curve, Black's dark above it, a grey line at equality and the position
// on the board as an orange bar.
func (r *evalGraphRenderer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	shares := r.g.shares
	n := len(shares)
	marker := -1
	if c := r.g.Current; c >= 0 && c < n && n > 1 {
		marker = int(math.Round(float64(c) / float64(n-1) * float64(w-1)))
	}
	for x := 0; x < w; x++ {
		s := 0.5
		switch {
		case n == 1:
			s = shares[0]
		case n > 1:
			t := float64(x) / float64(max(w-1, 1)) * float64(n-1)
			i := min(int(t), n-2)
			f := t - float64(i)
			s = shares[i]*(1-f) + shares[i+1]*f
		}
		edge := float64(h) * (1 - s) // White's area starts here
		for y := 0; y < h; y++ {
			// The share of this pixel that is White's, for a smooth edge.
			cover := math.Max(0, math.Min(1, float64(y+1)-edge))
			c := blend(graphBlack, graphWhite, cover)
			if y == h/2 {
				c = blend(c, graphMid, 0.6)
			}
			if x >= marker-1 && x <= marker+1 && marker >= 0 {
				c = graphMarker
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// blend mixes a and b, f of b.
func blend(a, b color.NRGBA, f float64) color.NRGBA {
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-f) + float64(y)*f)) }
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xff}
}

func (r *evalGraphRenderer) Layout(size fyne.Size) { r.raster.Resize(size) }

func (r *evalGraphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *evalGraphRenderer) Refresh() { r.raster.Refresh() }

func (r *evalGraphRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.raster} }

func (r *evalGraphRenderer) Destroy() {}
