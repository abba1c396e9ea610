package ui

import (
	"regexp"
	"testing"
)

// German addresses the user as "Sie" everywhere: no "du" forms (pronouns,
// or the informal imperatives a hint or puzzle might use), which read as
// out of place beside "Sie sind am Zug".
func TestGermanIsFormal(t *testing.T) {
	informal := regexp.MustCompile(`(?i)\b(du|dich|dir|dein\w*)\b|(^|[.:!?] )(Finde|Versuch|Nimm|Zieh|Spiel|Wähle|Drück|Klick|Öffne|Gib|Setz|Probier) `)
	for k, v := range readTranslations(t, "de") {
		s, _ := v.(string)
		if informal.MatchString(s) {
			t.Errorf("de.json: %q is %q: informal", k, s)
		}
	}
}
