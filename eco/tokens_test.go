package eco

import "testing"

func TestSANTokens(t *testing.T) {
	got := sanTokens(nil, " 1. e4 c5  2.Nf3 2... d6\t3. d4 ")
	want := []string{"e4", "c5", "Nf3", "d6", "d4"}
	if len(got) != len(want) {
		t.Fatalf("%q", got)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%q", got)
		}
	}
}
