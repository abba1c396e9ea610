package main

import (
	"slices"
	"testing"
)

func TestParseBuckets(t *testing.T) {
	got, err := parseBuckets("2000, 2200,2400")
	if err != nil || !slices.Equal(got, []int{2000, 2200, 2400}) {
		t.Fatalf("parseBuckets: %v, %v", got, err)
	}
	for _, bad := range []string{"", "2100", "2200,2000", "1800,1800", "-200", "3200", "x"} {
		if _, err := parseBuckets(bad); err == nil {
			t.Errorf("parseBuckets(%q) took it", bad)
		}
	}
}
