package widgets

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
)

// The flat piece set: plain silhouettes with a strong outline, drawn here
// for ChessMaster (project licence). Each piece is a few SVG shapes on a
// 100×100 canvas; {F} is the body colour, {S} the outline and {D} the
// colour of the details drawn on the body (the knight's eye, the bishop's
// slit), so one drawing serves both colours.
var flatShapes = map[byte]string{
	'P': `<circle cx="50" cy="29" r="12.5"/>
<path d="M39,45 L61,45 L57,52 L64,76 L36,76 L43,52 Z"/>
<rect x="25" y="76" width="50" height="12" rx="4"/>`,

	'R': `<path d="M27,16 L37,16 L37,24 L45,24 L45,16 L55,16 L55,24 L63,24 L63,16 L73,16 L73,35 L65,40 L65,72 L35,72 L35,40 L27,35 Z"/>
<rect x="23" y="74" width="54" height="14" rx="4"/>
<path d="M35,40 L65,40" fill="none" stroke="{D}" stroke-width="3"/>`,

	'B': `<circle cx="50" cy="11" r="5"/>
<path d="M50,16 C63,26 68,38 63,50 L59,57 L41,57 L37,50 C32,38 37,26 50,16 Z"/>
<rect x="37" y="58" width="26" height="7" rx="3"/>
<path d="M41,66 L59,66 L65,76 L35,76 Z"/>
<rect x="23" y="77" width="54" height="11" rx="4"/>
<path d="M55,28 L46,42" fill="none" stroke="{D}" stroke-width="4" stroke-linecap="round"/>`,

	'N': `<path d="M31,76 L33,63 C30,55 36,47 44,42 L32,49 C25,52 19,48 21,41 L39,22 L41,11 L49,18 C66,18 76,35 73,55 L71,76 Z"/>
<rect x="23" y="77" width="54" height="11" rx="4"/>
<circle cx="40" cy="31" r="3.5" fill="{D}" stroke="none"/>`,

	'Q': `<circle cx="18" cy="27" r="5.5"/>
<circle cx="34" cy="19" r="5.5"/>
<circle cx="50" cy="15" r="5.5"/>
<circle cx="66" cy="19" r="5.5"/>
<circle cx="82" cy="27" r="5.5"/>
<path d="M19,32 L31,60 L34,25 L45,57 L50,21 L55,57 L66,25 L69,60 L81,32 L72,74 L28,74 Z"/>
<rect x="23" y="76" width="54" height="12" rx="4"/>
<path d="M30,66 L70,66" fill="none" stroke="{D}" stroke-width="3"/>`,

	'K': `<path d="M46,6 L54,6 L54,14 L62,14 L62,22 L54,22 L54,31 L46,31 L46,22 L38,22 L38,14 L46,14 Z"/>
<path d="M50,34 C73,29 84,44 75,59 L69,73 L31,73 L25,59 C16,44 27,29 50,34 Z"/>
<rect x="23" y="75" width="54" height="13" rx="4"/>
<path d="M31,64 L69,64" fill="none" stroke="{D}" stroke-width="3"/>`,
}

// flatColours are body, outline and detail colours by side.
var flatColours = map[bool][3]string{
	true:  {"#ffffff", "#1b1b1b", "#1b1b1b"}, // white
	false: {"#2f2f2f", "#000000", "#f2f2f2"}, // black
}

// flatPieceSVG is the drawing of pc (a FEN letter) in the flat set.
func flatPieceSVG(pc byte) string {
	white := IsWhite(pc)
	upper := pc
	if !white {
		upper = pc - ('a' - 'A')
	}
	c := flatColours[white]
	body := strings.NewReplacer("{F}", c[0], "{S}", c[1], "{D}", c[2]).Replace(flatShapes[upper])
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<g fill="%s" stroke="%s" stroke-width="3.2" stroke-linejoin="round">
%s
</g>
</svg>
`, c[0], c[1], body)
}

// loadFlatPieces makes the resources of the flat set. Their names differ
// from the classic set's: Fyne caches rasterised pictures by name.
func loadFlatPieces() map[byte]fyne.Resource {
	res := make(map[byte]fyne.Resource, 12)
	for _, pc := range []byte("PNBRQKpnbrqk") {
		colour, letter := "b", pc-('a'-'A')
		if IsWhite(pc) {
			colour, letter = "w", pc
		}
		name := "flat-" + colour + string(letter) + ".svg"
		res[pc] = fyne.NewStaticResource(name, []byte(flatPieceSVG(pc)))
	}
	return res
}
