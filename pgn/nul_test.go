package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// A file with a stray NUL byte, or with a block of zeros a crash left in
// it, near its start is still read: the NULs are white space. It used to
// be refused whole as binary data. Binary data is still refused.
func TestNULBytesInText(t *testing.T) {
	game := "[Event \"A\"]\n[White \"X\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
	cases := map[string]string{
		"a stray NUL in a tag":             strings.Replace(game, "X", "X\x00", 1) + game,
		"a block of zeros a crash left":    game + strings.Repeat("\x00", 4096) + "\n" + game,
		"zeros in the file's first blocks": strings.Repeat("\x00", 9000) + "\n" + game + game,
	}
	for name, text := range cases {
		games, err := Read(strings.NewReader(text))
		if err != nil || len(games) != 2 {
			t.Errorf("%s: Read: %d games, %v", name, len(games), err)
			continue
		}
		checkIndexMatchesRead(t, name, []byte(text))
	}
	binary := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{1, 0, 2, 0xff, 0x80}, 300)...)
	if _, err := Read(bytes.NewReader(binary)); err != ErrBinary {
		t.Errorf("binary data: %v, want ErrBinary", err)
	}
	if _, err := Read(bytes.NewReader(make([]byte, 10000))); err != ErrBinary {
		t.Errorf("a file of zeros: %v, want ErrBinary", err)
	}
}
