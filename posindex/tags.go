package posindex

import (
	"bytes"
	"strings"
)

// pgnTags are the tags at the start of one game's text, read only as far
// as the replay needs them (FEN, SetUp, Variant).
type pgnTags struct{ keys, values []string }

func (t *pgnTags) read(text []byte) {
	for {
		text = bytes.TrimLeft(text, " \t\r\n\f\v")
		if len(text) > 0 && text[0] == '{' { // a comment before or among the tags
			if i := bytes.IndexByte(text, '}'); i >= 0 {
				text = text[i+1:]
				continue
			}
		}
		if len(text) < 2 || text[0] != '[' {
			return
		}
		end := skipTag(text, 1)
		body := strings.TrimSpace(string(text[1 : end-1]))
		text = text[end:]
		k, v, ok := strings.Cut(body, " ")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
			v = v[1 : len(v)-1]
		}
		t.keys = append(t.keys, k)
		t.values = append(t.values, strings.ReplaceAll(strings.ReplaceAll(v, `\"`, `"`), `\\`, `\`))
	}
}

func (t *pgnTags) Tag(key string) string {
	for i, k := range t.keys {
		if strings.EqualFold(k, key) {
			return t.values[i]
		}
	}
	return ""
}
