// Package layers states the program's package layers and checks an import
// graph against them. docs/architecture.md explains the layers; the rules
// here are that document in a form a test can check (layers_test.go runs
// it on the module, so an import against the layers fails the tests).
package layers

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Layer is a set of packages at one height. A package may import the
// packages of the layers named in MayUse (its own layer only if named).
type Layer struct {
	Name     string
	Packages []string // import paths without the module prefix; "" is the module's root
	MayUse   []string // layer names
	// TestOnly packages are test helpers: only tests import them (tests
	// are not checked: a test may wire anything together, as main does).
	TestOnly bool
	// Prefixes puts every package under these folders in the layer (the
	// scripts/ tools).
	Prefixes []string
}

// Rules are the layers, bottom first, and the stated exceptions.
type Rules struct {
	Layers []Layer
	// Extra are imports allowed beyond a package's layer: Extra[pkg] lists
	// the packages pkg may import too. Each one is explained in
	// docs/architecture.md.
	Extra map[string][]string
	// Private packages may be imported only by their owner:
	// Private[pkg] = owner.
	Private map[string]string
}

// Program are the layers of ChessMaster, bottom first.
var Program = Rules{
	Layers: []Layer{
		{Name: "base", Packages: []string{"assets", "internal/fenfields", "internal/regularfile", "internal/safefile", "internal/cacheprune", "internal/slotlock", "internal/rules960", "internal/enginecmd"},
			MayUse: []string{"base"}},
		{Name: "formats", Packages: []string{"pgn", "sound"},
			MayUse: []string{"base"}},
		{Name: "engine", Packages: []string{"book", "nnue", "tablebase", "engine", "engine/uci", "human"},
			MayUse: []string{"base", "engine"}},
		{Name: "services", Packages: []string{"analysis", "history", "eco", "review", "practice", "mistakes", "repertoire", "drill", "posindex", "puzzle"},
			MayUse: []string{"base", "formats", "engine", "services"}},
		{Name: "controller", Packages: []string{"master", "master/referee"},
			MayUse: []string{"base", "formats", "engine", "services", "controller"}},
		{Name: "players", Packages: []string{"players"},
			MayUse: []string{"base", "formats", "engine", "services", "controller"}},
		{Name: "presentation", Packages: []string{"notation"},
			MayUse: []string{"base", "formats", "engine", "controller"}},
		{Name: "test support", Packages: []string{"internal/fentest", "internal/leakcheck", "master/mastertest", "internal/longgame", "internal/layers"},
			MayUse: []string{"base", "formats", "engine", "services", "controller"}, TestOnly: true},
		// widgets are the window's parts (board, move list, eval bar,
		// player cards...): they show plain values the app gives them and
		// report the user's input through callbacks, so they know neither
		// the controller nor the app.
		{Name: "widgets", Packages: []string{"ui/widgets"},
			MayUse: []string{"base", "formats", "presentation", "widgets"}},
		{Name: "widget test support", Packages: []string{"ui/widgets/widgettest"},
			MayUse: []string{"base", "widgets"}, TestOnly: true},
		{Name: "front ends", Packages: []string{"ui", "terminal", "match"},
			MayUse: []string{"base", "formats", "controller", "presentation", "widgets"}},
		// wiring is the one place that plugs the components into the
		// controller (the players, analyser, hint engine and the book's
		// FEN reader); main and the scripts call it first.
		{Name: "wiring", Packages: []string{"wiring"},
			MayUse: []string{"base", "formats", "engine", "services", "controller", "players"}},
		// packaging holds only tests of the packaging and CI files.
		{Name: "commands", Packages: []string{"", "cli", "packaging"}, Prefixes: []string{"scripts/"},
			MayUse: []string{"base", "formats", "engine", "services", "controller", "players", "presentation", "front ends", "wiring", "commands"}},
	},
	Extra: map[string][]string{
		// The study features: a front end runs a review through the
		// controller and shows its report; practice sets its exercises.
		"ui":       {"review", "practice", "mistakes", "repertoire", "drill", "posindex", "puzzle"},
		"terminal": {"review", "practice", "eco", "puzzle"},
		// The match runner judges finished positions by the tablebases and
		// checks the opening FENs it is given, as an arbiter.
		"match": {"engine", "tablebase"},
	},
	Private: map[string]string{
		"master/referee": "master",
	},
}

// Violation is one import against the rules.
type Violation struct {
	From, To string // import paths without the module prefix
	Why      string
}

func (v Violation) String() string {
	if v.To == "" {
		return fmt.Sprintf("%s: %s", show(v.From), v.Why)
	}
	return fmt.Sprintf("%s imports %s: %s", show(v.From), show(v.To), v.Why)
}

func show(p string) string {
	if p == "" {
		return "the main package"
	}
	return p
}

// layerOf is the layer of pkg, or nil.
func (r *Rules) layerOf(pkg string) *Layer {
	for i := range r.Layers {
		l := &r.Layers[i]
		if slices.Contains(l.Packages, pkg) {
			return l
		}
		for _, p := range l.Prefixes {
			if strings.HasPrefix(pkg, p) {
				return l
			}
		}
	}
	return nil
}

// Check reports each import of graph that is against the rules. graph
// maps each package of the module to its imports (production code, not
// tests); module is the module path: imports outside it (the standard
// library, third-party packages) are not the layers' business.
func (r *Rules) Check(module string, graph map[string][]string) []Violation {
	local := func(p string) (string, bool) {
		if p == module {
			return "", true
		}
		rest, ok := strings.CutPrefix(p, module+"/")
		return rest, ok
	}
	var out []Violation
	for from, imports := range graph {
		f, ok := local(from)
		if !ok {
			continue
		}
		fl := r.layerOf(f)
		if fl == nil {
			out = append(out, Violation{From: f, Why: "the package is in no layer: place it in docs/architecture.md and internal/layers"})
			continue
		}
		for _, to := range imports {
			t, ok := local(to)
			if !ok {
				continue
			}
			tl := r.layerOf(t)
			switch {
			case tl == nil:
				out = append(out, Violation{From: f, To: t, Why: "the imported package is in no layer"})
			case r.Private[t] != "" && r.Private[t] != f:
				out = append(out, Violation{From: f, To: t, Why: fmt.Sprintf("%s is private to %s", t, r.Private[t])})
			case tl.TestOnly && !fl.TestOnly:
				out = append(out, Violation{From: f, To: t, Why: fmt.Sprintf("%s is a test helper (layer %s): only tests import it", t, tl.Name)})
			case slices.Contains(fl.MayUse, tl.Name) || slices.Contains(r.Extra[f], t):
			default:
				out = append(out, Violation{From: f, To: t,
					Why: fmt.Sprintf("layer %s may not use layer %s", fl.Name, tl.Name)})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].From != out[j].From {
			return out[i].From < out[j].From
		}
		return out[i].To < out[j].To
	})
	return out
}
