package pgn

import (
	"archive/zip"
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

const sampleGame = "[Event \"Café Open\"]\n[White \"Müller, Jürgen\"]\n[Black \"Šmejkal, Jan\"]\n[Result \"1-0\"]\n\n1. e4 {Königsbauer} e5 2. Nf3 1-0\n"

func utf16Bytes(s string, bigEndian, bom bool) []byte {
	var out []byte
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xfeff}, units...)
	}
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func wantSample(t *testing.T, what string, data []byte) {
	t.Helper()
	games, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if len(games) != 1 {
		t.Fatalf("%s: %d games", what, len(games))
	}
	g := games[0]
	if g.Tag("White") != "Müller, Jürgen" || g.Tag("Black") != "Šmejkal, Jan" || g.Tag("Event") != "Café Open" || g.Result != "1-0" {
		t.Errorf("%s: tags %+v", what, g.Tags)
	}
	if len(g.Root.Children) != 1 || g.Root.Children[0].Move != "e4" || g.Root.Children[0].Comment != "Königsbauer" {
		t.Errorf("%s: moves %s", what, Write(g))
	}
}

// TestReadUTF16: a PGN saved as UTF-16 ("Unicode" in Windows tools) used
// to fail with "bad tag ...: missing name".
func TestReadUTF16(t *testing.T) {
	wantSample(t, "UTF-16LE with BOM", utf16Bytes(sampleGame, false, true))
	wantSample(t, "UTF-16BE with BOM", utf16Bytes(sampleGame, true, true))
	wantSample(t, "UTF-16LE without BOM", utf16Bytes(sampleGame, false, false))
	wantSample(t, "UTF-16BE without BOM", utf16Bytes(sampleGame, true, false))
	wantSample(t, "UTF-16LE, CRLF", utf16Bytes(strings.ReplaceAll(sampleGame, "\n", "\r\n"), false, true))
	wantSample(t, "UTF-8 with BOM", append([]byte("\xef\xbb\xbf"), sampleGame...))
	_, err := Read(bytes.NewReader(append([]byte{0xff, 0xfe, 0, 0}, "[\x00\x00\x00"...)))
	if err == nil || !strings.Contains(err.Error(), "UTF-32") {
		t.Errorf("UTF-32: %v", err)
	}
}

// TestReadLatin1: old databases wrote ISO-8859-1 / Windows-1252.
func TestReadLatin1(t *testing.T) {
	var latin1 []byte
	for _, r := range sampleGame {
		switch {
		case r < 0x100:
			latin1 = append(latin1, byte(r))
		case r == 'Š':
			latin1 = append(latin1, 0x8a) // Windows-1252
		default:
			t.Fatalf("no Latin-1 for %q", r)
		}
	}
	if utf8.Valid(latin1) {
		t.Fatal("the sample is valid UTF-8: it tests nothing")
	}
	wantSample(t, "Latin-1", latin1)
	// Windows-1252 quotes, and a DOS end-of-file mark.
	games, err := Read(strings.NewReader("[White \"\x93Fritz\x94\"]\n\n1. d4 *\n\x1a"))
	if err != nil || games[0].Tag("White") != "“Fritz”" {
		t.Errorf("Windows-1252: %v %+v", err, games)
	}
	// Text that is already UTF-8 is left alone, invalid bytes or not.
	games, err = Read(strings.NewReader("[White \"Müller\"]\n[Black \"M\xfcller\"]\n\n1. d4 *\n"))
	if err != nil || games[0].Tag("White") != "Müller" || games[0].Tag("Black") != "Müller" {
		t.Errorf("mixed: %v %+v", err, games)
	}
}

func zipped(t *testing.T) []byte {
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	f, _ := w.Create("games.pgn")
	f.Write([]byte(strings.Repeat(sampleGame, 50)))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestReadBinary: an image or an archive is refused as binary data; the
// error used to quote its raw bytes ("bad tag [~M\x89\xd0L...").
func TestReadBinary(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	noise := func(n int, nonul bool) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.UintN(256))
			for nonul && b[i] == 0 {
				b[i] = byte(rng.UintN(256))
			}
		}
		return b
	}
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), noise(3000, false)...)
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"PNG", png},
		{"zip", zipped(t)},
		{"noise without NUL bytes", noise(5000, true)},
		{"noise starting like a tag", append([]byte("[~M"), noise(500, true)...)},
		{"ELF", append([]byte("\x7fELF\x02\x01\x01\x00"), noise(1000, false)...)},
	} {
		_, err := Read(bytes.NewReader(c.data))
		if !errors.Is(err, ErrBinary) {
			t.Errorf("%s: err = %v, want ErrBinary", c.name, err)
			continue
		}
		if c.name == "zip" {
			// A compressed file says so, and what to do (compressed.go).
			if !strings.Contains(err.Error(), "zip-compressed") {
				t.Errorf("zip: %q", err)
			}
			continue
		}
		if want := "not a PGN file (it looks like binary data)"; err.Error() != want {
			t.Errorf("%s: %q, want %q", c.name, err, want)
		}
	}
}

// checkErrorText fails if an error message holds a control character or
// a byte that is not UTF-8.
func checkErrorText(t *testing.T, input []byte, err error) {
	t.Helper()
	if err == nil {
		return
	}
	msg := err.Error()
	if !utf8.ValidString(msg) {
		t.Fatalf("error for %q is not UTF-8: %q", input, msg)
	}
	for _, r := range msg {
		if unicode.IsControl(r) || r == utf8.RuneError {
			t.Fatalf("error for %q holds %U: %q", input, r, msg)
		}
	}
}

func TestReadErrorsAreClean(t *testing.T) {
	for _, in := range []string{
		"[~M\x89\xd0L\xff\x13x]\n1. e4 *",
		strings.Repeat("1. e4 e5 ", 100) + "\n[Bad\x01\x02 x\x03\"]\n*",
		"[Event \"x\x07y\n1. e4 *",
		"[ \x1b[31m \"red\"]\n*",
		"}\x85\x01",
		"[" + strings.Repeat("é", 500) + "\n",
	} {
		_, err := Read(strings.NewReader(in))
		if err == nil {
			t.Errorf("%q: no error", in)
		}
		checkErrorText(t, []byte(in), err)
	}
	// A long broken tag is cut in the message.
	_, err := Read(strings.NewReader("[Event " + strings.Repeat("x", 5000) + "\n*"))
	if err == nil || len(err.Error()) > 300 {
		t.Errorf("long bad tag: %d bytes of error", len(err.Error()))
	}
}

func FuzzReadErrorText(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1. e4 *"))
	f.Add(utf16Bytes(sampleGame, false, true))
	f.Add([]byte("[~M\x89\xd0L\xff\x00\x13x"))
	f.Add([]byte("[White \"M\xfcller\"]\n\n1. d4 *\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := Read(bytes.NewReader(data))
		checkErrorText(t, data, err)
		for _, g := range games {
			text := Write(g)
			if !utf8.ValidString(text) {
				t.Fatalf("written game is not UTF-8: %q", text)
			}
			if _, err := Read(strings.NewReader(text)); err != nil {
				t.Fatalf("written game does not read back: %v\n%s", err, text)
			}
		}
	})
}
