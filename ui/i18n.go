package ui

import (
	"embed"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
)

// Languages. Every text the window shows goes through Fyne's translation
// support (lang.L with the English text as its key, lang.X with an explicit
// key); the translations are the JSON files in translations/, one per
// language, embedded in the program. TestTranslationKeys checks that every
// key used in the sources is in each file, TestNoUntranslatedText that no
// text reaches a widget, dialog or menu without going through lang.
//
// The language follows the system's locale unless the Preferences dialog
// sets one (prefLanguage); a changed language is used from the next start,
// because the window's widgets keep the texts they were built with.

//go:embed translations/*.json
var translationFiles embed.FS

// prefLanguage is the language chosen in Preferences: "" follows the
// system, else a code of uiLanguages.
const prefLanguage = "ui.language"

// uiLanguage is a language the window speaks, with its own name for it.
type uiLanguage struct{ Code, Name string }

// uiLanguages are the window's languages; the first is the fallback.
var uiLanguages = []uiLanguage{{"en", "English"}, {"de", "Deutsch"}}

// fyneLocales are the locales Fyne's localizer may choose from: its own
// translations (Fyne 2.8) and ours. Fyne picks the one closest to the
// system's locale and offers no way to choose another, so a language is
// imposed by loading its texts under every one of them (setLanguage).
var fyneLocales = []string{"en", "de", "cs", "el", "es", "fr", "ja", "pl", "pt", "pt-BR", "ru", "sv", "ta", "uk", "zh-Hans"}

// systemLanguage is the window language the system's locale asks for: one
// of uiLanguages, English for any other. Tests replace it.
var systemLanguage = func() string {
	loc := strings.ToLower(lang.SystemLocale().LanguageString())
	for _, l := range uiLanguages {
		if loc == l.Code {
			return l.Code
		}
	}
	return uiLanguages[0].Code
}

// currentLanguage is the language loaded last ("" before setLanguage).
var currentLanguage string

// setLanguage makes code ("" for the system's) the language of texts
// made from now on. Fyne's own texts that our files translate (OK,
// Cancel, Yes, No...) follow it too.
func setLanguage(code string) error {
	if code == "" {
		code = systemLanguage()
	}
	if !knownLanguage(code) {
		code = uiLanguages[0].Code
	}
	if code == currentLanguage {
		return nil
	}
	data, err := translationFiles.ReadFile("translations/" + code + ".json")
	if err != nil {
		return err
	}
	for _, loc := range fyneLocales {
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(loc)); err != nil {
			return fmt.Errorf("translations %s: %w", code, err)
		}
	}
	currentLanguage = code
	return nil
}

func knownLanguage(code string) bool {
	for _, l := range uiLanguages {
		if l.Code == code {
			return true
		}
	}
	return false
}

// applyLanguagePreference loads the language saved in the preferences.
func applyLanguagePreference(p fyne.Preferences) {
	if err := setLanguage(p.String(prefLanguage)); err != nil {
		fyne.LogError("cannot load the translations", err)
	}
}

// tm is the data of a translated template: lang.L("{{.Side}} to move",
// tm{"Side": ...}).
type tm = map[string]any

// sideName is "White" or "Black" in the window's language.
func sideName(c master.Color) string {
	switch c {
	case master.White:
		return lang.L("White")
	case master.Black:
		return lang.L("Black")
	}
	return ""
}

// outcomeText tells how a game ended, made from the outcome's method and
// winner (the controller's own Message is English).
func outcomeText(o master.Outcome) string {
	if !o.Over() {
		return ""
	}
	if o.Method == "" {
		return o.Message // not the controller's: nothing to translate from
	}
	w, l := sideName(o.Winner), sideName(o.Winner.Other())
	switch o.Method {
	case master.MethodCheckmate:
		return lang.L("Checkmate: {{.Winner}} wins!", tm{"Winner": w})
	case master.MethodResignation:
		return lang.L("{{.Loser}} resigns: {{.Winner}} wins.", tm{"Winner": w, "Loser": l})
	case master.MethodTime:
		return lang.L("{{.Loser}} ran out of time: {{.Winner}} wins.", tm{"Winner": w, "Loser": l})
	case master.MethodForfeit:
		return lang.L("{{.Loser}} forfeits: {{.Winner}} wins.", tm{"Winner": w, "Loser": l})
	case master.MethodAbandoned:
		return lang.L("{{.Loser}} stopped answering: {{.Winner}} wins.", tm{"Winner": w, "Loser": l})
	case master.MethodAgreed:
		return lang.L("Draw agreed.")
	case master.MethodLoaded:
		return recordedText(o)
	}
	if o.Winner != master.NoColor {
		return lang.L("{{.Winner}} wins ({{.Method}}).", tm{"Winner": w, "Method": methodText(o.Method)})
	}
	switch o.Method {
	case master.MethodStalemate:
		return lang.L("Draw: stalemate")
	case master.MethodThreefold:
		return lang.L("Draw: threefold repetition")
	case master.MethodFivefold:
		return lang.L("Draw: fivefold repetition")
	case master.MethodFiftyMove:
		return lang.L("Draw: fifty-move rule")
	case master.MethodSeventyFive:
		return lang.L("Draw: seventy-five-move rule")
	case master.MethodInsufficient:
		return lang.L("Draw: insufficient material")
	case master.MethodTimeDraw:
		return lang.L("Draw: timeout vs insufficient material")
	}
	return lang.L("Draw: {{.Method}}", tm{"Method": methodText(o.Method)})
}

// recordedText is the outcome of a loaded game whose result the position
// does not explain: "White won." or "White won (time forfeit)." with the
// file's Termination, which is not translated.
func recordedText(o master.Outcome) string {
	var s string
	switch o.Result {
	case master.ResultWhiteWins:
		s = lang.L("White won")
	case master.ResultBlackWins:
		s = lang.L("Black won")
	default:
		s = lang.L("Drawn")
	}
	msg := o.Message
	if i := strings.LastIndex(msg, " ("); i >= 0 && strings.HasSuffix(msg, ").") {
		return s + msg[i:]
	}
	return s + "."
}

// methodText names how a game ends or can end ("threefold repetition"),
// as the controller's methods and draw claims name it.
func methodText(m string) string {
	switch m {
	case master.MethodCheckmate:
		return lang.L("checkmate")
	case master.MethodStalemate:
		return lang.L("stalemate")
	case master.MethodThreefold:
		return lang.L("threefold repetition")
	case master.MethodFiftyMove:
		return lang.L("fifty-move rule")
	case master.MethodFivefold:
		return lang.L("fivefold repetition")
	case master.MethodSeventyFive:
		return lang.L("seventy-five-move rule")
	case master.MethodInsufficient:
		return lang.L("insufficient material")
	case master.MethodResignation:
		return lang.L("resignation")
	case master.MethodAgreed:
		return lang.L("agreed draw")
	case master.MethodTime:
		return lang.L("time forfeit")
	case master.MethodTimeDraw:
		return lang.L("timeout vs insufficient material")
	case master.MethodForfeit:
		return lang.L("forfeit")
	case master.MethodAbandoned:
		return lang.L("abandoned")
	}
	return m
}

// displayName is a player's name as the window shows it: the default
// names the controller gives ("Human", "ChessMaster level 5", "Random
// mover") in the window's language, any other name as it is.
func displayName(name string) string {
	switch name {
	case "Human":
		return lang.L("Human")
	case "Random mover":
		return lang.L("Random mover")
	}
	if level, ok := master.ComputerLevel(name); ok {
		return lang.L("ChessMaster level {{.Level}}", tm{"Level": strconv.Itoa(level)})
	}
	return name
}

// levelText is a level as the lists show it: "Level 3 — Casual (~1020)".
func levelText(c LevelChoice) string {
	name, elo := levelNameText(c.Name), c.Elo
	s := name
	if c.Level != 0 {
		s = lang.L("Level {{.Level}} — {{.Name}}", tm{"Level": c.Level, "Name": name})
	}
	if elo > 0 {
		s += fmt.Sprintf(" (~%d)", elo)
	}
	return s
}

// levelNameText translates the engine's level names (keys of their own:
// "Advanced" is also a button of Fyne's file dialog).
func levelNameText(name string) string {
	switch name {
	case "Full strength":
		return lang.X("level.full-strength", "Full strength")
	case "Beginner":
		return lang.X("level.beginner", "Beginner")
	case "Novice":
		return lang.X("level.novice", "Novice")
	case "Casual":
		return lang.X("level.casual", "Casual")
	case "Club player":
		return lang.X("level.club-player", "Club player")
	case "Intermediate":
		return lang.X("level.intermediate", "Intermediate")
	case "Advanced":
		return lang.X("level.advanced", "Advanced")
	case "Expert":
		return lang.X("level.expert", "Expert")
	case "Master":
		return lang.X("level.master", "Master")
	}
	return name
}

// levelDescription is one line on what playing a level is like.
func levelDescription(level int) string {
	switch level {
	case 0:
		return lang.L("The engine at full strength: it does not make mistakes you can hope for.")
	case 1:
		return lang.L("Just learning how the pieces move; leaves pieces hanging and misses most captures.")
	case 2:
		return lang.L("Knows the rules, sees one-move threats now and then, still blunders often.")
	case 3:
		return lang.L("Plays for fun: takes what is offered, but overlooks simple tactics.")
	case 4:
		return lang.L("A club player's grasp: develops, castles, punishes loose pieces, sometimes slips.")
	case 5:
		return lang.L("Solid and tactically alert; mistakes come under pressure.")
	case 6:
		return lang.L("Strong club level: plans ahead and rarely drops material.")
	case 7:
		return lang.L("Expert play: sharp tactics and good endgames; you need a real plan.")
	case 8:
		return lang.L("Master strength: only small inaccuracies, and few of them.")
	}
	return ""
}

// plural writes a count with its noun: "1 move", "2 moves". The nouns
// come translated.
func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// moveCount is "1 move" or "12 moves".
func moveCount(n int) string { return plural(n, lang.L("move"), lang.L("moves")) }

// gameCount is "1 game" or "3 games".
func gameCount(n int) string { return plural(n, lang.L("game"), lang.L("games")) }
