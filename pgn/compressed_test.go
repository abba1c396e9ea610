package pgn

import (
	"bytes"
	"compress/gzip"
	"errors"
	"strings"
	"testing"
)

// A compressed game file is named as such, with what to do, instead of
// "binary data".
func TestCompressedFileIsNamed(t *testing.T) {
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write([]byte("[Event \"x\"]\n\n1. e4 e5 *\n"))
	w.Close()
	for name, data := range map[string][]byte{
		"gzip":  gz.Bytes(),
		"zstd":  append([]byte{0x28, 0xb5, 0x2f, 0xfd, 0x24, 0}, bytes.Repeat([]byte{0x80}, 40)...),
		"xz":    append([]byte{0xfd, '7', 'z', 'X', 'Z', 0}, bytes.Repeat([]byte{0x90}, 40)...),
		"bzip2": append([]byte("BZh91AY&SY"), bytes.Repeat([]byte{0xa0}, 40)...),
		"zip":   append([]byte("PK\x03\x04\x14\x00"), bytes.Repeat([]byte{0}, 40)...),
	} {
		_, err := Read(bytes.NewReader(data))
		var ce *CompressedError
		if !errors.As(err, &ce) || ce.Format != name || !strings.Contains(err.Error(), "decompress it first") {
			t.Errorf("%s: %v", name, err)
		}
		if err := CompressedAt(bytes.NewReader(data)); err == nil {
			t.Errorf("%s: CompressedAt found nothing", name)
		}
	}
	if err := CompressedAt(strings.NewReader("[Event \"x\"]")); err != nil {
		t.Errorf("PGN text taken for compressed: %v", err)
	}
}
