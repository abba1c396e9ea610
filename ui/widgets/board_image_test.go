package widgets

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

var update = flag.Bool("update", false, "rewrite the reference images in testdata")

// assertImage compares img with testdata/name, allowing a tiny share of
// pixels to differ so that a rasteriser rounding change does not fail the
// test while a wrong square, piece or highlight (thousands of pixels) does.
// With -update it writes the reference instead.
func assertImage(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		writePNG(t, path, img)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no reference image (run go test -run %s -update): %v", t.Name(), err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if want.Bounds().Size() != img.Bounds().Size() {
		t.Fatalf("image is %v, reference %v", img.Bounds().Size(), want.Bounds().Size())
	}
	differ, total := 0, 0
	wb, gb := want.Bounds(), img.Bounds()
	for y := 0; y < wb.Dy(); y++ {
		for x := 0; x < wb.Dx(); x++ {
			total++
			r1, g1, b1, _ := want.At(wb.Min.X+x, wb.Min.Y+y).RGBA()
			r2, g2, b2, _ := img.At(gb.Min.X+x, gb.Min.Y+y).RGBA()
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*0x1000 {
				differ++
			}
		}
	}
	if differ*1000 > total*2 { // more than 0.2% of the pixels
		failed := filepath.Join("testdata", "failed", name)
		_ = os.MkdirAll(filepath.Dir(failed), 0o755)
		writePNG(t, failed, img)
		t.Fatalf("%d of %d pixels differ from %s; actual image in %s", differ, total, path, failed)
	}
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestBoardImage renders a position with every board decoration: the last
// move tinted, the king in check glowing, a picked piece with its
// destination dots and capture ring, coordinates on the edges.
func TestBoardImage(t *testing.T) {
	// 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7# is too late for markers, so show
	// the position before mate with White's queen picked, plus a check
	// position on a flipped board.
	fen := "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	legal := []string{"h5f7", "h5g6", "h5h6", "h5h7", "h5g5", "h5f5", "h5g4", "h5f3", "h5e2", "h5d1", "h5h4", "h5h3", "h5e5"}
	b, w, _ := newTestBoard(t, BoardState{FEN: fen, Legal: legal, LastMove: "g8f6", Enabled: true})
	tapSquare(b, "h5")
	assertImage(t, "board_selected.png", w.Canvas().Capture())

	b.SetState(BoardState{FEN: "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", LastMove: "h5f7", Check: true})
	b.SetFlipped(true)
	assertImage(t, "board_check_flipped.png", w.Canvas().Capture())
}

// TestBoardImageResizes checks that a non-square area gets a centred square
// board with square squares.
func TestBoardImageResizes(t *testing.T) {
	b, w, _ := newTestBoard(t, BoardState{FEN: startFEN})
	w.Resize(fyne.NewSize(520, 360))
	_, s := b.geometry(b.Size())
	if s != 45 {
		t.Fatalf("square size %v in a 520×360 area, want 45", s)
	}
	img := w.Canvas().Capture()
	// Margins left and right of the board show the window background, the
	// board itself starts 80 px in.
	if got, want := img.At(10, 180), img.At(100, 180); got == want {
		t.Fatalf("no margin: %v at x=10 equals board colour %v", got, want)
	}
	_ = test.NewTempApp // keep the import when tests change
}
