package pgn

import (
	"bytes"
	"fmt"
	"strings"
)

// This file splits PGN text into games and tokens. It knows the format
// only, not the rules of chess: whether a move is legal is decided by
// whoever plays the game tree (the controller).

// pgnTokenKind classifies one token of PGN text.
type pgnTokenKind int

const (
	tokTag      pgnTokenKind = iota // [Key "Value"]
	tokComment                      // {...} or ;... (text without delimiters)
	tokMove                         // a SAN move (or null move)
	tokNumber                       // move number indication "12." or "12..."
	tokNAG                          // $1, or !, ?, !?, ...
	tokOpenVar                      // (
	tokCloseVar                     // )
	tokResult                       // 1-0, 0-1, 1/2-1/2, *
)

type pgnToken struct {
	kind       pgnTokenKind
	text       string // move, comment text, result, tag key
	value      string // tag value
	line       int    // 1-based line where the token starts
	afterBlank bool   // a blank line precedes it (tags after movetext start a new game)
	long       bool   // a move token of a word longer than longWord (stray.go)
	spaced     bool   // a move token of a word with a no-break or thin space in its start (stray.go)
	warn       string // a tag read leniently: what was wrong with it (lenientTag)
}

// rawGame is the tokens of one game.
type rawGame struct {
	tokens []pgnToken
	line   int // first line
}

// MaxSize bounds what Read reads, so a wrong file cannot exhaust memory.
const MaxSize = 64 << 20

// pgnSplitGames tokenizes text and cuts it into games. A game ends at its
// result token; a tag section after movetext without a result also starts
// a new game. A result inside a variation does not end the game (an
// annotator's "this line wins"; buildTree keeps it as a comment), and a
// comment on the same line as the result that ends a game still belongs
// to that game ("4. Qxf7# 1-0 {White wins}"); one on a later line is the
// next game's, as programs write a comment before a game's tags.
func pgnSplitGames(data []byte) ([]rawGame, error) {
	toks, err := pgnTokenize(data)
	if err != nil {
		return nil, err
	}
	var games []rawGame
	var cur *rawGame
	hasMoves := false
	depth := 0      // variations open in the current game
	resultLine := 0 // the line of the result that ended the last game, until another token
	flush := func() {
		if cur != nil && len(cur.tokens) > 0 {
			games = append(games, *cur)
		}
		cur, hasMoves, depth = nil, false, 0
	}
	for i, t := range toks {
		if resultLine > 0 && t.kind == tokComment && t.line == resultLine {
			last := &games[len(games)-1]
			last.tokens = toks[i-len(last.tokens) : i+1 : i+1]
			continue
		}
		resultLine = 0
		if t.kind == tokTag && hasMoves {
			flush() // previous game had no result token
		}
		if cur == nil {
			cur = &rawGame{line: t.line}
		}
		// A game's tokens follow each other: its slice of toks, not a
		// copy (it may not grow: the next game's tokens follow).
		cur.tokens = toks[i-len(cur.tokens) : i+1 : i+1]
		switch t.kind {
		case tokOpenVar:
			depth++
			hasMoves = true
		case tokCloseVar:
			depth = max(depth-1, 0)
			hasMoves = true
		case tokMove, tokNumber, tokNAG:
			hasMoves = true
		case tokResult:
			if depth > 0 {
				break
			}
			flush()
			resultLine = t.line
		}
	}
	flush()
	// A file ending with a lone comment is not a game, nor is a stretch
	// of prose (stray.go).
	out := games[:0]
	for _, g := range games {
		if pgnOnlyComments(g) || strayText(g) {
			continue
		}
		out = append(out, g)
	}
	return out, nil
}

func pgnOnlyComments(g rawGame) bool {
	for _, t := range g.tokens {
		if t.kind != tokComment {
			return false
		}
	}
	return true
}

// pgnTokenize turns PGN text into tokens.
func pgnTokenize(data []byte) ([]pgnToken, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	s := string(data)
	if bytes.IndexByte(data, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	// About one token in 4 bytes for short games; a large text grows
	// the slice as it goes.
	toks := make([]pgnToken, 0, min(len(s)/4+4, 4096))
	line := 1
	lineStart := true
	blank := false
	i := 0
	symbolEnd := -1 // where the last move or other word ended
	var limits gameLimits
	checked := 0 // toks[:checked] have been counted in limits
	for i < len(s) {
		for ; checked < len(toks); checked++ {
			if err := limits.add(toks[checked]); err != nil {
				return nil, err
			}
		}
		c := s[i]
		switch {
		case c == '\n':
			if lineStart {
				blank = true
			}
			line++
			lineStart = true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\f' || c == '\v':
			i++
			continue
		case c == '%' && lineStart:
			// Escape line: ignored to its end.
			for i < len(s) && s[i] != '\n' {
				i++
			}
			continue
		}
		lineStart = false
		start := line
		switch {
		case c == '[':
			t, n, err := pgnReadTag(s[i:], line)
			if err != nil {
				return nil, err
			}
			t.afterBlank = blank
			toks = append(toks, t)
			i += n
		case c == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return nil, fmt.Errorf("line %d: comment opened with { is never closed", line)
			}
			if end > MaxCommentSize {
				return nil, commentSizeError(line)
			}
			text := s[i+1 : i+1+end]
			line += strings.Count(text, "\n")
			toks = append(toks, pgnToken{kind: tokComment, text: pgnCleanComment(text), line: start})
			i += end + 2
		case c == ';':
			end := strings.IndexByte(s[i:], '\n')
			if end < 0 {
				end = len(s) - i
			}
			if end-1 > MaxCommentSize {
				return nil, commentSizeError(line)
			}
			toks = append(toks, pgnToken{kind: tokComment, text: strings.TrimSpace(s[i+1 : i+end]), line: start})
			i += end
		case c == '(' && i == symbolEnd && gluedPromotion(s[i:]) > 0 && toks[len(toks)-1].kind == tokMove:
			// "gxh8(Q)": a promotion as some books write it, not a variation.
			n := gluedPromotion(s[i:])
			toks[len(toks)-1].text += "=" + strings.ToUpper(s[i+1:i+2]) + s[i+3:i+n]
			i += n
		case c == '(':
			toks = append(toks, pgnToken{kind: tokOpenVar, text: "(", line: start})
			i++
		case c == ')':
			toks = append(toks, pgnToken{kind: tokCloseVar, text: ")", line: start})
			i++
		case c == '$':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j > i+1 { // a lone "$" means nothing
				toks = append(toks, pgnToken{kind: tokNAG, text: s[i:j], line: start})
			}
			i = j
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\n\r\f\v{}()[];$", rune(s[j])) {
				j++
			}
			if j == i { // a stray '}' or ']'
				return nil, fmt.Errorf("line %d: unexpected %q", line, string(c))
			}
			if w := s[i:j]; isBadResult(w) {
				return nil, badResultError(start, w)
			}
			toks = pgnAppendSymbol(toks, s[i:j], start)
			i, symbolEnd = j, j
		}
		blank = false
	}
	for ; checked < len(toks); checked++ {
		if err := limits.add(toks[checked]); err != nil {
			return nil, err
		}
	}
	return toks, nil
}

// gluedPromotion is the length of "(Q)" at the start of s, with any
// check mark glued after it ("(Q)+"), or 0 when s does not start so.
func gluedPromotion(s string) int {
	if len(s) < 3 || s[2] != ')' || !strings.ContainsRune("QRBNqrbn", rune(s[1])) {
		return 0
	}
	n := 3
	for n < len(s) && (s[n] == '+' || s[n] == '#') {
		n++
	}
	return n
}

// isBadResult reports whether a word of movetext is meant as a result
// but is none of the four PGN knows ("2-0", "1/2-0", "0.5-0.5"): a
// number, a dash and a number. "0-0", castling written with zeros, is a
// move.
func isBadResult[T string | []byte](w T) bool {
	if len(w) > longWord {
		return false // so long a word is no result (the index may see only its start)
	}
	// "5.0-0": castling written with zeros, glued to its move number.
	if n := moveNumberLen(w); n > 0 {
		switch string(w[n:]) {
		case "0-0", "0-0-0":
			return false
		}
	}
	dash := -1
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '-':
			if dash >= 0 {
				return false
			}
			dash = i
		case c >= '0' && c <= '9', c == '/', c == '.', c == '\xc2', c == '\xbd': // ½ is C2 BD
		default:
			return false
		}
	}
	if dash <= 0 || dash == len(w)-1 {
		return false
	}
	switch string(w) {
	case "1-0", "0-1", "1/2-1/2", "½-½", "0-0":
		return false
	}
	return true
}

// periods are what a move number indication ends with: PGN's period, and
// the ellipsis character ("2… Nc6", "1…e5") of text from web pages and
// word processors, read as "2...".
const periods = ".…"

// periodsLen is the length of the periods (see periods) at the start of w.
func periodsLen[T string | []byte](w T) int {
	n := 0
	for {
		switch {
		case n < len(w) && w[n] == '.':
			n++
		case n+2 < len(w) && w[n] == 0xe2 && w[n+1] == 0x80 && w[n+2] == 0xa6: // …
			n += 3
		default:
			return n
		}
	}
}

// enPassantMark reads a word that marks the move before it as an en
// passant capture: "e.p.", "e.p", "ep." or "ep", with check signs and
// glyphs after it ("e.p.!", "e.p.?!", "e.p.+"). glyph is the glyph ("!",
// "?!"), "" when none; ok is false for any other word.
func enPassantMark(w string) (glyph string, ok bool) {
	base := strings.TrimRight(w, "!?+#")
	switch base {
	case "e.p.", "e.p", "ep.", "ep":
	default:
		return "", false
	}
	for _, c := range w[len(base):] {
		if c == '!' || c == '?' {
			glyph += string(c)
		}
	}
	if glyph != "" && NAGCode(glyph) == glyph {
		glyph = "" // not a glyph PGN knows ("!+?", "!!!"): dropped with the mark
	}
	return glyph, true
}

// moveNumberLen is the length of the move number that w starts with
// ("12." or "12..."), 0 when it starts with none.
func moveNumberLen[T string | []byte](w T) int {
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if j == 0 || periodsLen(w[j:]) == 0 {
		return 0
	}
	return j + periodsLen(w[j:])
}

// isLoneMoveNumber reports whether w is part of a move number indication
// written apart from its periods: a number alone ("1 . e4", "4 ... Nf6")
// or periods alone ("1. ... e5", "2. Nf3 ... Nc6"). The PGN standard
// makes "." a token of its own, so a number and its periods may stand
// apart; in movetext a bare number is nothing else (NAGs are "$n",
// results have a dash or are "*"). A number that starts with 0 is none:
// "0000" is a null move as UCI writes it.
func isLoneMoveNumber(w string) bool {
	if strings.Trim(w, periods) == "" {
		return true
	}
	if w[0] == '0' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// badResultError is the error for a word isBadResult finds.
func badResultError(line int, w string) error {
	return fmt.Errorf("line %d: %s is not a result (a game ends with 1-0, 0-1, 1/2-1/2 or *)", line, quoteText(w))
}

// pgnAppendSymbol classifies a word of movetext; "12.e4" is split into a
// move number and a move.
func pgnAppendSymbol(toks []pgnToken, w string, line int) []pgnToken {
	switch w {
	case "1-0", "0-1", "1/2-1/2", "*":
		return append(toks, pgnToken{kind: tokResult, text: w, line: line})
	case "½-½", "1/2":
		return append(toks, pgnToken{kind: tokResult, text: "1/2-1/2", line: line})
	}
	if glyph, ok := enPassantMark(w); ok {
		// Old books write "exd6 e.p." for an en passant capture: the
		// move is already there, the words add nothing. A glyph after
		// the mark ("exd6 e.p.!") judges the move, as pgn-extract reads
		// it; a check sign ("e.p.+") the move already implies.
		if glyph != "" {
			toks = append(toks, pgnToken{kind: tokNAG, text: glyph, line: line})
		}
		return toks
	}
	spaced := hasWideSpace(w[:min(len(w), longWord)])
	if len(w) > longWord {
		// No move, number or mark is this long: the word is one bad move
		// (the index, which may see only its start, takes it so too).
		return append(toks, pgnToken{kind: tokMove, text: w, line: line, long: true, spaced: spaced})
	}
	if isLoneMoveNumber(w) {
		return append(toks, pgnToken{kind: tokNumber, text: w, line: line})
	}
	// Move number, possibly glued to the move.
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if k := j + periodsLen(w[j:]); j > 0 && k > j {
		toks = append(toks, pgnToken{kind: tokNumber, text: w[:k], line: line})
		w = w[k:]
		if w == "" {
			return toks
		}
	}
	if _, ok := evaluationNAGs[w]; ok || strings.Trim(w, "!?") == "" {
		return append(toks, pgnToken{kind: tokNAG, text: w, line: line})
	}
	// A move with its annotations glued on: "Nf3!?", "Bc4+-", "e4!±".
	var marks []pgnToken
	for {
		if mv := strings.TrimRight(w, "!?"); mv != w {
			marks = append(marks, pgnToken{kind: tokNAG, text: w[len(mv):], line: line})
			w = mv
			continue
		}
		if m := evaluationSuffix(w); m != "" {
			marks = append(marks, pgnToken{kind: tokNAG, text: m, line: line})
			w = w[:len(w)-len(m)]
			continue
		}
		break
	}
	toks = append(toks, pgnToken{kind: tokMove, text: w, line: line, spaced: spaced})
	for i := len(marks) - 1; i >= 0; i-- { // in the order written
		toks = append(toks, marks[i])
	}
	return toks
}

// pgnReadTag reads `[Key "Value"]` at the start of s; it returns the token
// and how many bytes it used. It reads only as far as the tag goes (and,
// for the error of a broken one, a short quote of its line), so the
// scanner can call it on a long piece of text many times.
func pgnReadTag[T string | []byte](s T, line int) (pgnToken, int, error) {
	t, n, _, err := readTag(s, line)
	return t, n, err
}

// readTag is pgnReadTag; cut reports that a broken tag runs to the end of
// s (it may be whole in a longer text), or that a tag read whole took a
// backslash before its quote for a Windows path's (tagEndsAt) only because
// s ends there: more of the line could make that quote an escaped one.
func readTag[T string | []byte](s T, line int) (tok pgnToken, n int, cut bool, err error) {
	i := 1
	unsure := false
	bad := func(why string) (pgnToken, int, bool, error) {
		end := 0
		for end < len(s) && end < tagQuoteLen && s[end] != '\n' {
			end++
		}
		return pgnToken{}, 0, i >= len(s), fmt.Errorf("line %d: bad tag %s: %s", line, quoteText(strings.TrimSpace(string(s[:end]))), why)
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	k := i
	for i < len(s) && (pgnIsAlnum(s[i]) || s[i] == '_' || s[i] == '+' || s[i] == '#' || s[i] == '=' || s[i] == ':' || s[i] == '-') {
		i++
	}
	key := string(s[k:i])
	if key == "" {
		return bad("missing name")
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] != '"' {
		return bad("value must be in double quotes")
	}
	i++
	var val strings.Builder
	v0 := i
	for {
		if i >= len(s) || s[i] == '\n' {
			return lenientTag(s, line, key, v0, "value is not closed with \"", bad)
		}
		if s[i] == '\\' && i+1 < len(s) && s[i+1] == '"' && tagEnds(s, i+2, &unsure) {
			// A Windows path's last backslash before the closing quote
			// ([Annotator "C:\\games\"]): the quote closes the value, as
			// lenient readers take it, rather than the whole game being
			// lost to a tag that never closes.
			val.WriteByte('\\')
			i++
			continue
		}
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			val.WriteByte(s[i+1])
			i += 2
			continue
		}
		if s[i] == '"' {
			i++
			break
		}
		val.WriteByte(s[i])
		i++
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] != ']' {
		return lenientTag(s, line, key, v0, "missing ]", bad)
	}
	if goesOn, sure := TagGoesOn(s, i+1); goesOn {
		// [Event "Quote at end "]"]: the "]" that closed the value by
		// the rules is inside it, or the rest of the line would be read
		// as movetext and split the game in two.
		return lenientTag(s, line, key, v0, "quote inside the value not escaped", bad)
	} else if !sure {
		unsure = true
	}
	return pgnToken{kind: tokTag, text: key, value: val.String(), line: line}, i + 1, unsure, nil
}

// tagEndsAt reports whether s from i is the end of a tag line: spaces,
// "]", then nothing but spaces up to the line's end. sure is false when
// that ran to the end of s without meeting the line's end (s may be a
// piece of a longer line).
func tagEndsAt[T string | []byte](s T, i int) (ends, sure bool) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] != ']' {
		return false, true
	}
	for i++; i < len(s) && s[i] != '\n'; i++ {
		if s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
			return false, true
		}
	}
	return true, i < len(s)
}

// tagEnds is tagEndsAt that also notes, in *unsure, an end it could not
// be sure of.
func tagEnds[T string | []byte](s T, i int, unsure *bool) bool {
	ends, sure := tagEndsAt(s, i)
	if ends && !sure {
		*unsure = true
	}
	return ends
}

// tagQuoteLen bounds the quote of a broken tag's line in its error (the
// message shows 60 characters of it).
const tagQuoteLen = 256

func pgnIsAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// pgnCleanComment joins a comment's lines with single spaces.
func pgnCleanComment(s string) string {
	// Most comments ("[%clk 0:01:00]" on every move of a lichess game)
	// are one line of ASCII with single spaces: they need no new string.
	t := strings.Trim(s, " ")
	clean := true
	for i := 0; i < len(t); i++ {
		if c := t[i]; c >= 0x80 || c < ' ' || c == ' ' && t[i+1] == ' ' {
			clean = false
			break
		}
	}
	if clean {
		return t
	}
	return strings.Join(strings.Fields(s), " ")
}
