package ui

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// An external engine's UCI options are typed in one line of the New Game
// and Players dialogs: "Threads=4; Hash=256; Skill Level=10". The engine
// itself checks each name and value against what it advertises when it
// starts (players/uciengine.go), and the dialog that starts it says what
// is wrong; this file only reads and writes the line.

// parseEngineOptions reads "Name=Value; Name=Value" (also one a line).
// Names may hold spaces ("Skill Level"); an empty text is no option.
func parseEngineOptions(text string) (map[string]string, error) {
	var opts map[string]string
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return r == ';' || r == '\n' }) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, value, ok := strings.Cut(part, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" {
			return nil, errors.New(lang.L("Engine options: “{{.Part}}” is not Name=Value (write them as Threads=4; Hash=256)", tm{"Part": part}))
		}
		if opts == nil {
			opts = map[string]string{}
		}
		if _, twice := opts[name]; twice {
			return nil, errors.New(lang.L("Engine options: {{.Name}} is given twice", tm{"Name": name}))
		}
		opts[name] = value
	}
	return opts, nil
}

// formatEngineOptions writes options as parseEngineOptions reads them,
// sorted by name.
func formatEngineOptions(opts map[string]string) string {
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(opts)) {
		parts = append(parts, fmt.Sprintf("%s=%s", name, opts[name]))
	}
	return strings.Join(parts, "; ")
}
