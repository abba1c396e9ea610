package ui

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"chessmaster/master"
	"chessmaster/wiring"
)

// The tests run in English whatever the machine's locale: they compare
// the window's texts with English ones.
func TestMain(m *testing.M) {
	wiring.Wire() // the players, analyser and hint engine main wires
	systemLanguage = func() string { return "en" }
	if err := setLanguage("en"); err != nil {
		fmt.Fprintln(os.Stderr, "translations:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// useLanguage switches the texts made from now on to code until the test
// ends.
func useLanguage(t *testing.T, code string) {
	t.Helper()
	if err := setLanguage(code); err != nil {
		t.Fatal(err)
	}
	// A window made now loads the language of its preferences, the
	// system's when none is saved: the system's is this one meanwhile.
	system := systemLanguage
	systemLanguage = func() string { return code }
	t.Cleanup(func() {
		systemLanguage = system
		if err := setLanguage("en"); err != nil {
			t.Error(err)
		}
	})
}

// translationKey is a key used in the sources: lang.L's text or lang.X's
// key, with the English text the source gives for it.
type translationKey struct {
	key, english, where string
}

// sourceFiles parses the package's Go files, tests left out.
func sourceFiles(t *testing.T) (*token.FileSet, map[string]*ast.File) {
	t.Helper()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[p] = f
	}
	return fset, files
}

// langCall reports whether call is lang.L, lang.X, lang.N or lang.XN, and
// which.
func langCall(call *ast.CallExpr) (string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok || pkg.Name != "lang" {
		return "", false
	}
	switch sel.Sel.Name {
	case "L", "X", "N", "XN", "Localize", "LocalizeKey", "LocalizePlural", "LocalizePluralKey":
		return sel.Sel.Name, true
	}
	return "", false
}

func stringLit(e ast.Expr) (string, bool) {
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(bl.Value)
	return s, err == nil
}

// usedKeys lists the translation keys of the sources.
func usedKeys(t *testing.T) []translationKey {
	fset, files := sourceFiles(t)
	var keys []translationKey
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, ok := langCall(call)
			if !ok || len(call.Args) == 0 {
				return true
			}
			key, ok := stringLit(call.Args[0])
			if !ok {
				t.Errorf("%s: lang.%s with a key that is not a string literal cannot be checked", fset.Position(call.Pos()), fn)
				return true
			}
			english := key
			if (fn == "X" || fn == "XN" || fn == "LocalizeKey" || fn == "LocalizePluralKey") && len(call.Args) > 1 {
				english, _ = stringLit(call.Args[1])
			}
			keys = append(keys, translationKey{key, english, fset.Position(call.Pos()).String()})
			return true
		})
	}
	return keys
}

func readTranslations(t *testing.T, code string) map[string]any {
	t.Helper()
	data, err := translationFiles.ReadFile("translations/" + code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", code, err)
	}
	return m
}

// templateFields are the {{.Name}} fields a translation uses.
var templateField = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

func templateFields(s string) []string {
	var out []string
	for _, m := range templateField.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	sort.Strings(out)
	return out
}

// Every key the sources use is in every language file, English says what
// the source says, and each translation fills in the same template fields.
func TestTranslationKeys(t *testing.T) {
	keys := usedKeys(t)
	if len(keys) < 100 {
		t.Fatalf("only %d translation keys found: the scan is broken", len(keys))
	}
	files := map[string]map[string]any{}
	for _, l := range uiLanguages {
		files[l.Code] = readTranslations(t, l.Code)
	}
	missing := map[string][]string{}
	for _, k := range keys {
		for code, tr := range files {
			v, ok := tr[k.key]
			if !ok {
				missing[code] = append(missing[code], fmt.Sprintf("%q (%s)", k.key, k.where))
				continue
			}
			s, _ := v.(string)
			if s == "" {
				t.Errorf("%s.json: %q has no text", code, k.key)
				continue
			}
			if code == "en" && s != k.english {
				t.Errorf("en.json: %q is %q, the source says %q (%s)", k.key, s, k.english, k.where)
			}
			if got, want := templateFields(s), templateFields(k.english); !slices.Equal(got, want) {
				t.Errorf("%s.json: %q uses fields %v, the source gives %v", code, k.key, got, want)
			}
		}
	}
	for code, m := range missing {
		sort.Strings(m)
		m = slices.Compact(m)
		t.Errorf("%s.json lacks %d keys:\n%s", code, len(m), strings.Join(m, "\n"))
	}
	// The files have the same keys (Fyne's own texts included).
	for _, code := range []string{"de"} {
		for k := range files["en"] {
			if _, ok := files[code][k]; !ok {
				t.Errorf("%s.json lacks %q, which en.json has", code, k)
			}
		}
		for k := range files[code] {
			if _, ok := files["en"][k]; !ok {
				t.Errorf("%s.json has %q, which en.json lacks", code, k)
			}
		}
	}
}

// displayCalls are the functions and methods whose string arguments
// reach the screen: widget, dialog and menu constructors and the setters
// of texts. The value lists the arguments that are text (-1: all).
var displayCalls = map[string][]int{
	"widget.NewLabel": {0}, "widget.NewLabelWithStyle": {0}, "widget.NewButton": {0},
	"widget.NewButtonWithIcon": {0}, "widget.NewCheck": {0}, "widget.NewCard": {0, 1},
	"widget.NewFormItem": {0}, "widget.NewSelect": {0}, "widget.NewRadioGroup": {0},
	"widget.NewRichTextWithText": {0}, "widget.NewHyperlink": {0}, "widget.NewAccordionItem": {0},
	"widget.NewTextGridFromString": {0}, "widget.NewSelectEntry": {0},
	"container.NewTabItem": {0}, "container.NewTabItemWithIcon": {0},
	"dialog.ShowInformation": {0, 1}, "dialog.NewInformation": {0, 1},
	"dialog.ShowConfirm": {0, 1}, "dialog.NewConfirm": {0, 1},
	"dialog.ShowCustom": {0, 1}, "dialog.NewCustom": {0, 1},
	"dialog.ShowCustomConfirm": {0, 1, 2}, "dialog.NewCustomConfirm": {0, 1, 2},
	"dialog.NewCustomWithoutButtons": {0}, "dialog.ShowCustomWithoutButtons": {0},
	"dialog.NewForm": {0, 1, 2}, "dialog.ShowForm": {0, 1, 2},
	"dialog.NewEntryDialog": {0, 1}, "dialog.ShowEntryDialog": {0, 1},
	"dialog.ShowError": {0}, "dialog.NewError": {0},
	"fyne.NewMenuItem": {0}, "fyne.NewMenu": {0},
	"errors.New": {0},
	// Methods, whatever the receiver.
	".SetText": {0}, ".SetTitle": {0}, ".SetPlaceHolder": {0}, ".SetSubTitle": {0},
	".SetConfirmText": {0}, ".SetDismissText": {0}, ".SetOptions": {0},
	".showError": {0}, ".Show": {0}, ".Clear": {0}, ".setMoveNote": {0},
	".ShowInformation": {0, 1},
}

// displayFields are the fields whose assigned strings reach the screen.
var displayFields = map[string]bool{"Text": true, "Label": true, "PlaceHolder": true, "Title": true, "SubTitle": true}

// allowedText are the literal texts that need no translation.
var allowedText = map[string]bool{
	"ChessMaster": true, // the program's name
	"FEN":         true, // names of notations, the same in every language
	"PGN":         true,
}

// formatVerb matches fmt's verbs, which are no text.
var formatVerb = regexp.MustCompile(`%[-+# 0]*(\*|\d+)?(\.(\*|\d+))?[a-zA-Z%]`)

// needsTranslation says whether literal text s would show words.
func needsTranslation(s string) bool {
	if allowedText[strings.TrimSpace(s)] {
		return false
	}
	for _, r := range formatVerb.ReplaceAllString(s, "") {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// untranslated finds the string literals with words in e that do not go
// through lang: in e itself, concatenations, fmt's formats and
// composite literals ([]string{...}); not in function literals (their
// calls are checked on their own) and not in the arguments of other
// calls (those compute something; their display calls are checked).
func untranslated(e ast.Expr, report func(ast.Node, string)) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if s, ok := stringLit(x); ok && needsTranslation(s) {
			report(x, s)
		}
	case *ast.ParenExpr:
		untranslated(x.X, report)
	case *ast.BinaryExpr:
		untranslated(x.X, report)
		untranslated(x.Y, report)
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			untranslated(el, report)
		}
	case *ast.CallExpr:
		if _, ok := langCall(x); ok {
			return
		}
		if name := callName(x); name == "fmt.Sprintf" || name == "fmt.Errorf" || name == "errors.New" {
			for _, arg := range x.Args {
				untranslated(arg, report)
			}
		}
	}
}

// callName is "pkg.Func" for a package function, ".Method" for a method.
func callName(call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if id, ok := sel.X.(*ast.Ident); ok && (id.Name == "widget" || id.Name == "dialog" || id.Name == "fyne" ||
		id.Name == "container" || id.Name == "fmt" || id.Name == "errors") {
		return id.Name + "." + sel.Sel.Name
	}
	return "." + sel.Sel.Name
}

// No text reaches a widget, dialog, menu or the status line without
// going through lang.
func TestNoUntranslatedText(t *testing.T) {
	fset, files := sourceFiles(t)
	var problems []string
	report := func(n ast.Node, s string) {
		problems = append(problems, fmt.Sprintf("%s: %q", fset.Position(n.Pos()), s))
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				args, ok := displayCalls[callName(x)]
				if !ok {
					return true
				}
				for i, arg := range x.Args {
					if slices.Contains(args, i) || slices.Contains(args, -1) {
						untranslated(arg, report)
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range x.Lhs {
					sel, ok := lhs.(*ast.SelectorExpr)
					if ok && displayFields[sel.Sel.Name] && i < len(x.Rhs) {
						untranslated(x.Rhs[i], report)
					}
				}
			}
			return true
		})
	}
	sort.Strings(problems)
	if len(problems) > 0 {
		t.Errorf("%d texts bypass the translations:\n%s", len(problems), strings.Join(problems, "\n"))
	}
}

// The check itself finds a text that bypasses the translations.
func TestUntranslatedTextIsFound(t *testing.T) {
	src := `package ui
func f() {
	widget.NewButton("Resign", nil)
	widget.NewButton(lang.L("Resign"), nil)
	l.SetText(fmt.Sprintf("%d moves", n))
	l.SetText(fmt.Sprintf("%d. %s", n, s))
	x.Label = "Edit"
	widget.NewLabel("ChessMaster")
}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if args, ok := displayCalls[callName(x)]; ok {
				for i, arg := range x.Args {
					if slices.Contains(args, i) {
						untranslated(arg, func(_ ast.Node, s string) { found = append(found, s) })
					}
				}
			}
		case *ast.AssignStmt:
			if sel, ok := x.Lhs[0].(*ast.SelectorExpr); ok && displayFields[sel.Sel.Name] {
				untranslated(x.Rhs[0], func(_ ast.Node, s string) { found = append(found, s) })
			}
		}
		return true
	})
	if want := []string{"Resign", "%d moves", "Edit"}; !slices.Equal(found, want) {
		t.Fatalf("found %q, want %q", found, want)
	}
}

// The outcome messages are made in the window's language from the
// outcome's method and winner.
func TestOutcomeTexts(t *testing.T) {
	cases := []struct {
		o      master.Outcome
		en, de string
	}{
		{master.Win(master.Black, master.MethodCheckmate), "Checkmate: Black wins!", "Schachmatt: Schwarz gewinnt!"},
		{master.Win(master.White, master.MethodResignation), "Black resigns: White wins.", "Schwarz gibt auf: Weiß gewinnt."},
		{master.Win(master.White, master.MethodTime), "Black ran out of time: White wins.", "Schwarz hat die Bedenkzeit überschritten: Weiß gewinnt."},
		{master.Draw(master.MethodThreefold), "Draw: threefold repetition", "Remis durch dreifache Stellungswiederholung"},
		{master.Draw(master.MethodStalemate), "Draw: stalemate", "Remis durch Patt"},
		{master.Draw(master.MethodAgreed), "Draw agreed.", "Remis vereinbart."},
		{master.Draw(master.MethodInsufficient), "Draw: insufficient material", "Remis wegen ungenügenden Materials"},
		{master.Draw(master.MethodFiftyMove), "Draw: fifty-move rule", "Remis nach der 50-Züge-Regel"},
	}
	for _, c := range cases {
		// English is the controller's own message.
		if got := outcomeText(c.o); got != c.en || got != c.o.Message {
			t.Errorf("%+v: %q, want %q (the controller says %q)", c.o, got, c.en, c.o.Message)
		}
	}
	useLanguage(t, "de")
	for _, c := range cases {
		if got := outcomeText(c.o); got != c.de {
			t.Errorf("%+v in German: %q, want %q", c.o, got, c.de)
		}
	}
}

// The levels and default player names are translated too.
func TestLevelAndPlayerNames(t *testing.T) {
	for _, l := range Levels() {
		if got := levelText(l); got != l.Label {
			t.Errorf("level %d: %q, the controller says %q", l.Level, got, l.Label)
		}
		if levelDescription(l.Level) == "" {
			t.Errorf("level %d has no description", l.Level)
		}
	}
	useLanguage(t, "de")
	l := Levels()[2]
	if got := levelText(l); !strings.HasPrefix(got, "Stufe 3 — Gelegenheitsspieler (~") {
		t.Errorf("level 3 in German: %q", got)
	}
	if got := displayName("ChessMaster level 5"); got != "ChessMaster Stufe 5" {
		t.Errorf("computer name in German: %q", got)
	}
	if got := displayName("Magnus"); got != "Magnus" {
		t.Errorf("a person's name changed: %q", got)
	}
}

// A level's line is written from its fields (number, name, Elo), not read
// back out of the English label: a choice without a label, or with a label
// in another wording, shows the same line.
func TestLevelTextFromFields(t *testing.T) {
	c := LevelChoice{Level: 3, Name: "Casual", Elo: 1020, Label: "something else"}
	if got := levelText(c); got != "Level 3 — Casual (~1020)" {
		t.Errorf("level from fields: %q", got)
	}
	c = LevelChoice{Level: 0, Name: "Full strength"}
	if got := levelText(c); got != "Full strength" {
		t.Errorf("unmeasured full strength: %q", got)
	}
	useLanguage(t, "de")
	c = LevelChoice{Level: 3, Name: "Casual", Elo: 1020}
	if got := levelText(c); got != "Stufe 3 — Gelegenheitsspieler (~1020)" {
		t.Errorf("level from fields in German: %q", got)
	}
	for _, name := range []string{"ChessMaster level 05", "ChessMaster level x", "ChessMaster level ", "ChessMaster"} {
		if got := displayName(name); got != name {
			t.Errorf("%q is no computer's default name, shown as %q", name, got)
		}
	}
}
