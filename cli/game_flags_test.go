package cli

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"chessmaster/master"
)

func parseGameFlags(t *testing.T, defaults master.Settings, args ...string) (master.Settings, error) {
	t.Helper()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	gf := AddGameFlags(fs, defaults)
	if err := fs.Parse(args); err != nil {
		return master.Settings{}, err
	}
	return gf.Settings()
}

func TestGameFlagsDefaults(t *testing.T) {
	s, err := parseGameFlags(t, master.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	want := master.DefaultSettings()
	if s.White.Kind != want.White.Kind || s.Black.Kind != want.Black.Kind || s.Black.Level != want.Black.Level ||
		s.UseBook != want.UseBook || s.Clock.Enabled() {
		t.Errorf("no flags changed the defaults: %+v", s)
	}
}

func TestGameFlagsPlayers(t *testing.T) {
	engine := filepath.Join(t.TempDir(), "engine")
	os.WriteFile(engine, []byte("#!/bin/sh\n"), 0o755)
	s, err := parseGameFlags(t, master.DefaultSettings(),
		"-white", "random", "-black", "uci:"+engine, "-white-name", "Monkey", "-black-name", "SF",
		"-level", "7", "-white-level", "3", "-movetime", "250ms",
		"-option", "black:UCI_Elo=1500", "-option", "both:Hash=32", "-no-book", "-fen", "8/8/8/8/8/8/8/K6k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if s.White.Kind != master.Random || s.White.Name != "Monkey" || s.White.Level != 3 {
		t.Errorf("white: %+v", s.White)
	}
	if s.Black.Kind != master.UCIEngine || s.Black.EnginePath != engine || s.Black.Name != "SF" || s.Black.Level != 7 {
		t.Errorf("black: %+v", s.Black)
	}
	if s.Black.EngineOptions["UCI_Elo"] != "1500" || s.Black.EngineOptions["Hash"] != "32" || len(s.White.EngineOptions) != 0 {
		t.Errorf("options: white %v black %v", s.White.EngineOptions, s.Black.EngineOptions)
	}
	if s.White.MoveTime != 250*time.Millisecond || s.Black.MoveTime != 250*time.Millisecond {
		t.Errorf("movetime: %v %v", s.White.MoveTime, s.Black.MoveTime)
	}
	if s.UseBook || s.StartFEN != "8/8/8/8/8/8/8/K6k w - - 0 1" {
		t.Errorf("book %v fen %q", s.UseBook, s.StartFEN)
	}
}

func TestGameFlagsTimeControl(t *testing.T) {
	for tc, want := range map[string]master.ClockConfig{
		"10+0.1": {Base: 10 * time.Second, Increment: 100 * time.Millisecond},
		"300+2":  {Base: 5 * time.Minute, Increment: 2 * time.Second},
		"5m+3s":  {Base: 5 * time.Minute, Increment: 3 * time.Second},
		"60":     {Base: time.Minute},
	} {
		s, err := parseGameFlags(t, master.DefaultSettings(), "-tc", tc)
		if err != nil || s.Clock != want {
			t.Errorf("-tc %s: %+v %v, want %+v", tc, s.Clock, err, want)
		}
	}
}

func TestGameFlagsErrors(t *testing.T) {
	dir := t.TempDir()
	cases := map[string][]string{
		"-white":           {"-white", "grandmaster"},
		"uci:PATH":         {"-black", "uci:"},
		"no such file":     {"-black", "uci:" + filepath.Join(dir, "nope")},
		"-level 21":        {"-level", "21"},
		"-threads 0":       {"-threads", "0"},
		"-threads 999":     {"-threads", "999"},
		"-black-level":     {"-black-level", "-1"},
		"-movetime":        {"-movetime", "0s"},
		"either -tc":       {"-tc", "10+1", "-movetime", "1s"},
		"-tc \"abc\"":      {"-tc", "abc"},
		"moves per period": {"-tc", "0/300"},
		"from 1 to":        {"-tc", "x/300"},
		"base time":        {"-tc", "40/"},
		"positive":         {"-tc", "0+1"},
		"increment":        {"-tc", "10+x"},
		"contradict":       {"-book", "x.bin", "-no-book"},
		"-book":            {"-book", filepath.Join(dir, "missing.bin")},
		"is a directory":   {"-book", dir},
		"not a directory":  {"-syzygy", filepath.Join(dir, "f")},
		"-fen":             {"-fen", "8/8/8"},
		"not a UCI engine": {"-option", "white:Hash=1"},
		"neither player":   {"-option", "both:Hash=1"},
		"side:Name=Value":  {"-option", "Hash=1"},
	}
	os.WriteFile(filepath.Join(dir, "f"), nil, 0o644)
	for want, args := range cases {
		_, err := parseGameFlags(t, master.DefaultSettings(), args...)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: err = %v, want it to mention %q", args, err, want)
		}
	}
}

func FuzzGameFlagValues(f *testing.F) {
	for _, s := range []string{"10+0.1", "300+2", "5m+3s", "60", "40/300", "40/5400+30:1800+30", "40/7200:20/3600", "1.5+0.0004", "100ms", "+", "1e309+1", "-1+2", "NaN", "1+NaN", "Inf", "black:UCI_Elo=1500", "both:Hash=", ":=", "uci:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if c, err := parseTimeControl(s); err == nil {
			// Whatever the flag accepts, a game accepts, and the PGN tag
			// it writes reads back the same.
			st := master.DefaultSettings()
			st.Clock = c
			if c.Base <= 0 || st.Validate() != nil {
				t.Errorf("%q accepted as %+v", s, c)
			}
			if back, err := parseTimeControl(c.PGNTimeControl()); err != nil || back != c {
				t.Errorf("%q: its tag %q reads back as %+v, %v", s, c.PGNTimeControl(), back, err)
			}
		}
		var o engineOptions
		if err := o.Set(s); err == nil && (len(o) != 1 || o[0].name == "") {
			t.Errorf("%q accepted as %+v", s, o)
		}
		parsePlayerFlag("white", s, master.PlayerConfig{})
	})
}

// "-tc moves/base+inc" reads periods of moves.
func TestTimeControlPeriodsOfMoves(t *testing.T) {
	for in, want := range map[string]master.ClockConfig{
		"40/5400+30":         {Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40},
		"40/90m":             {Base: 90 * time.Minute, Moves: 40},
		"1/10":               {Base: 10 * time.Second, Moves: 1},
		"300+2":              {Base: 300 * time.Second, Increment: 2 * time.Second},
		"40/5400+30:1800+30": {Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40, Then: 30 * time.Minute},
		"40/7200:20/3600":    {Base: 2 * time.Hour, Moves: 40, Then: time.Hour, ThenMoves: 20},
	} {
		got, err := parseTimeControl(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
		// What the PGN TimeControl tag writes reads back the same.
		if back, err := parseTimeControl(got.PGNTimeControl()); err != nil || back != got {
			t.Errorf("%q written as %q reads back as %+v, %v", in, got.PGNTimeControl(), back, err)
		}
	}
	// Controls the clock cannot keep are refused, not misread.
	for _, in := range []string{
		"300:60",                // a second period needs moves in the first
		"40/5400+30:1800",       // a different increment later
		"40/5400:20/3600:10/60", // three periods
		"40/5400:0",             // no time
		"40/5400:x",
		"0.0001", "1ns", // under a millisecond, which the tag cannot write
	} {
		if c, err := parseTimeControl(in); err == nil {
			t.Errorf("%q accepted as %+v", in, c)
		}
	}
}

func TestThreadsFlag(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	g := AddGameFlags(fs, master.DefaultSettings())
	if err := fs.Parse([]string{"-threads", "4"}); err != nil {
		t.Fatal(err)
	}
	s, err := g.Settings()
	if err != nil || s.White.Threads != 4 || s.Black.Threads != 4 {
		t.Fatalf("%v %+v", err, s)
	}
}
