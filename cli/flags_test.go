package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Every command reads its flags through newFlagSet and parseFlags, the
// one home of the flag parsing and of the exit statuses for -h and a bad
// flag: no other file of the package makes a flag.FlagSet or calls Parse
// on one itself.
func TestCommandsParseFlagsInOnePlace(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	commands := 0
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") || file == "flags.go" {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		pkgs := map[string]bool{}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			name := path.Base(p)
			if imp.Name != nil {
				name = imp.Name.Name
			}
			pkgs[name] = true
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "parseFlags" {
					commands++
				}
				return true
			}
			x, _ := sel.X.(*ast.Ident)
			switch {
			case x != nil && x.Name == "flag" && sel.Sel.Name == "NewFlagSet":
				t.Errorf("%s: flag.NewFlagSet: use newFlagSet", fset.Position(call.Pos()))
			case x != nil && !pkgs[x.Name] && sel.Sel.Name == "Parse":
				t.Errorf("%s: %s.Parse: use parseFlags", fset.Position(call.Pos()), x.Name)
			}
			return true
		})
	}
	// gui, uci, terminal, match, pgn, review, practice, bench, version,
	// and probe and book through parseFENArgs.
	if commands < 10 {
		t.Errorf("parseFlags is called in %d places, want every command's", commands)
	}
}
