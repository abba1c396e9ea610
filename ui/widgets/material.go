package widgets

import (
	"fmt"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Captured pieces and the material balance beside each player card,
// counted from the position on the board against the set each side had
// at the game's start (the standard set, or the pieces of a set-up
// position): what a side is missing was captured by the other. A pawn
// that promoted is not a captured pawn: a side with two queens and seven
// pawns lost no pawn. The balance is in pawns (P 1, N 3, B 3, R 5, Q 9)
// and shown for the side that is ahead ("+2"). A game set up as king and
// queen against king shows no captures, only White's lead of 9.

// startSet is how many pieces of each kind a side starts with.
var startSet = map[byte]int{'P': 8, 'N': 2, 'B': 2, 'R': 2, 'Q': 1, 'K': 1}

// pieceValue is the value of a piece in pawns.
var pieceValue = map[byte]int{'P': 1, 'N': 3, 'B': 3, 'R': 5, 'Q': 9}

// capturedOrder is the order captured pieces are shown in: the most
// valuable first.
const capturedOrder = "QRBNP"

// material is what a position tells about captures.
type material struct {
	// Captured[side] are the pieces side captured, FEN letters of the
	// other side's colour, most valuable first.
	Captured [2]string
	// Balance is White's material minus Black's, in pawns.
	Balance int
}

// MaterialOf counts the pieces of fen's placement against the standard
// start set. A placement it cannot read counts as the start position.
func MaterialOf(fen string) material { return MaterialSince("", fen) }

// MaterialSince counts the pieces of fen's placement against those of
// the game's start position startFEN ("" or one that cannot be read: the
// standard set), so that a position set up without some pieces does not
// show them as captured.
func MaterialSince(startFEN, fen string) material {
	count, ok := pieceCounts(fen)
	if !ok {
		return material{}
	}
	start := [2]map[byte]int{startSet, startSet}
	if startFEN != "" {
		if c, ok := pieceCounts(startFEN); ok {
			start = c
		}
	}
	var m material
	for side := range 2 {
		// Pieces beyond the start set were pawns once.
		promoted := 0
		for _, k := range "NBRQ" {
			promoted += max(0, count[side][byte(k)]-start[side][byte(k)])
		}
		var lost strings.Builder
		for _, k := range capturedOrder {
			missing := start[side][byte(k)] - count[side][byte(k)]
			if k == 'P' {
				missing -= promoted
			}
			letter := byte(k)
			if side == 1 {
				letter += 'a' - 'A'
			}
			for range max(0, missing) {
				lost.WriteByte(letter)
			}
		}
		// side's lost pieces were captured by the other side.
		m.Captured[1-side] = lost.String()
		v := 0
		for k, n := range count[side] {
			v += pieceValue[k] * n
		}
		if side == 0 {
			m.Balance += v
		} else {
			m.Balance -= v
		}
	}
	return m
}

// pieceCounts counts each side's pieces of fen's placement ([0] White,
// [1] Black, by upper-case letter).
func pieceCounts(fen string) ([2]map[byte]int, bool) {
	var count [2]map[byte]int
	pos, _, err := ParsePlacement(fen)
	if err != nil {
		return count, false
	}
	count[0], count[1] = map[byte]int{}, map[byte]int{}
	for _, pc := range pos {
		if pc == 0 {
			continue
		}
		side, letter := 0, pc
		if !IsWhite(pc) {
			side, letter = 1, pc-('a'-'A')
		}
		count[side][letter]++
	}
	return count, true
}

// MaterialRow shows the pieces a player captured, small, and their lead
// in material.
type MaterialRow struct {
	widget.BaseWidget
	pieces   string // FEN letters
	lead     int
	Box      *fyne.Container
	tray     *canvas.Rectangle // behind the pieces: black ones on a dark theme
	leadText *canvas.Text
}

// NewMaterialRow returns an empty row.
func NewMaterialRow() *MaterialRow {
	m := &MaterialRow{leadText: canvas.NewText("", theme.Color(theme.ColorNameForeground)),
		tray: canvas.NewRectangle(trayColour)}
	m.tray.CornerRadius = 4
	m.leadText.TextSize = theme.CaptionTextSize() + 1
	m.leadText.TextStyle.Bold = true
	m.Box = container.New(&capturedLayout{}, m.tray, m.leadText)
	m.ExtendBaseWidget(m)
	return m
}

// Set shows captured pieces (FEN letters) and the lead in pawns (shown
// when positive).
func (m *MaterialRow) Set(pieces string, lead int) {
	if pieces == m.pieces && lead == m.lead {
		return
	}
	m.pieces, m.lead = pieces, lead
	objs := make([]fyne.CanvasObject, 0, len(pieces)+2)
	objs = append(objs, m.tray)
	SetVisible(m.tray, pieces != "")
	for i := range len(pieces) {
		img := canvas.NewImageFromResource(smallPieceResource(pieces[i]))
		img.FillMode = canvas.ImageFillContain
		objs = append(objs, img)
	}
	m.leadText.Text = ""
	if lead > 0 {
		m.leadText.Text = fmt.Sprintf("+%d", lead)
	}
	m.leadText.Color = theme.Color(theme.ColorNameForeground)
	objs = append(objs, m.leadText)
	m.Box.Objects = objs
	m.Box.Refresh()
	m.Refresh()
}

// Text is the row as text, for tests: "QNp +5".
func (m *MaterialRow) Text() string {
	return strings.TrimSpace(m.pieces + " " + m.leadText.Text)
}

// CreateRenderer is part of fyne.Widget.
func (m *MaterialRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(m.Box)
}

// smallPieceResource is a piece drawing for the small size of captured
// pieces. The SVG rasteriser draws outlines as wide in pixels as the
// drawing's own units say, whatever the size the picture is shown at, so
// at 18 pixels the outlines would swallow a white piece: the small
// drawings get outlines of a width that suits that size.
func smallPieceResource(pc byte) fyne.Resource {
	res := PieceResource(pc)
	if res == nil {
		return nil
	}
	smallMu.Lock()
	defer smallMu.Unlock()
	if r, ok := smallPieces[res.Name()]; ok {
		return r
	}
	svg := strokeWidth.ReplaceAllStringFunc(string(res.Content()), func(m string) string {
		w, err := strconv.ParseFloat(strokeWidth.FindStringSubmatch(m)[1], 64)
		if err != nil {
			return m
		}
		return fmt.Sprintf(`stroke-width="%.2f"`, w*smallStroke)
	})
	r := fyne.NewStaticResource("small-"+res.Name(), []byte(svg))
	smallPieces[res.Name()] = r
	return r
}

// smallStroke scales the outlines of the small pieces.
const smallStroke = 0.35

var (
	strokeWidth = regexp.MustCompile(`stroke-width="([0-9.]+)"`)
	smallMu     sync.Mutex
	smallPieces = map[string]fyne.Resource{}
)

// trayColour is a mid grey on which both colours of pieces show, on a
// light and a dark theme.
var trayColour = color.NRGBA{0xa8, 0xa8, 0xa8, 0xff}

// capturedLayout lines up the captured pieces on their tray, overlapping
// those of a kind a little as on a real table, then the lead. The first
// object is the tray, the last the lead.
type capturedLayout struct{}

const capturedSize = 20

// MinSize is part of fyne.Layout. Its width does not grow with the
// captures: the pieces close up to fit the width they are given (Layout),
// so a long row of captures never widens the player card, the right
// column, and through it shrinks the board.
func (capturedLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	lead := objects[len(objects)-1].MinSize()
	// Room for the largest lead, "+39", whether or not one is shown.
	widest := fyne.MeasureText("+39", theme.CaptionTextSize()+1, fyne.TextStyle{Bold: true}).Width
	return fyne.NewSize(capturedSize*2+max(widest, lead.Width)+theme.Padding(), max(capturedSize, lead.Height))
}

// capturedStep is how far apart pieces of a kind sit, and the extra gap
// between kinds, at their natural spacing.
const capturedStep, capturedGap = capturedSize * 0.62, capturedSize * 0.2

func (capturedLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	const inset = 2
	images := objects[1 : len(objects)-1]
	tray, lead := objects[0], objects[len(objects)-1]
	ms := lead.MinSize()
	// The natural width of the row; when the room is narrower, the steps
	// between the pieces shrink (the pieces overlap more) so the row and
	// the lead stay inside the card.
	kinds, width := 0, float32(0)
	var last fyne.Resource
	for _, o := range images {
		if r := o.(*canvas.Image).Resource; r != last {
			kinds, last = kinds+1, r
		}
	}
	fixed := 2*inset + capturedSize + theme.Padding() + ms.Width
	if n := len(images); n > 0 {
		width = float32(n-1)*capturedStep + float32(kinds-1)*capturedGap
	}
	scale := float32(1)
	if room := size.Width - fixed; width > 0 && room < width {
		scale = max(room, 0) / width
	}
	x := float32(inset)
	last = nil
	pieces := false
	for i, o := range images {
		img := o.(*canvas.Image)
		if last != nil && img.Resource != last {
			x += capturedGap * scale // a gap between kinds
		}
		if i > 0 {
			x += capturedStep * scale
		}
		last, pieces = img.Resource, true
		img.Move(fyne.NewPos(x, (size.Height-capturedSize)/2))
		img.Resize(fyne.NewSquareSize(capturedSize))
	}
	if pieces {
		x += capturedSize + inset
		tray.Move(fyne.NewPos(0, (size.Height-capturedSize)/2-1))
		tray.Resize(fyne.NewSize(x, capturedSize+2))
		x += theme.Padding()
	}
	lead.Move(fyne.NewPos(x, (size.Height-ms.Height)/2))
	lead.Resize(ms)
}

// NameOverMaterial stacks a player's name and their captures, the
// captures overlapping the label's bottom padding.
type NameOverMaterial struct{}

func (NameOverMaterial) MinSize(objects []fyne.CanvasObject) fyne.Size {
	name, mat := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(name.Width, mat.Width), name.Height+mat.Height-theme.InnerPadding())
}

func (NameOverMaterial) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	name, mat := objects[0].MinSize(), objects[1].MinSize()
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, name.Height))
	objects[1].Move(fyne.NewPos(theme.InnerPadding(), name.Height-theme.InnerPadding()))
	objects[1].Resize(fyne.NewSize(size.Width-theme.InnerPadding(), mat.Height))
}

// Invalidate makes the next Set redraw the pieces (another piece set).
func (m *MaterialRow) Invalidate() { m.pieces, m.lead = "\x00", 0 }
