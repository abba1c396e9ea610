package sound

import (
	"testing"
	"time"
)

func TestKindForSAN(t *testing.T) {
	for _, c := range []struct {
		san  string
		want Kind
	}{
		{"e4", Move},
		{"Nf3", Move},
		{"Rad1", Move},
		{"exd5", Capture},
		{"Nxe5", Capture},
		{"Qh5+", Check},
		{"Qxf7#", Check},  // check wins over capture
		{"Bxf7+", Check},  // check wins over capture
		{"O-O", Castle},   // short
		{"O-O-O", Castle}, // long
		{"0-0", Castle},
		{"O-O+", Check},
		{"O-O-O#", Check},
		{"e8=Q", Promote},
		{"exd8=N", Promote}, // promotion wins over capture
		{"exd8=Q+", Check},  // check wins over promotion
		{"b1=R#", Check},
		{"Nf3!", Move},
		{"exd5?!", Capture},
		{"", None},
		{"--", None},
	} {
		if got := KindForSAN(c.san); got != c.want {
			t.Errorf("KindForSAN(%q) = %v, want %v", c.san, got, c.want)
		}
	}
}

func TestKindFor(t *testing.T) {
	for _, c := range []struct {
		name string
		ev   Event
		want Kind
	}{
		{"move", Event{SAN: "Nf3"}, Move},
		{"capture", Event{SAN: "Bxc6"}, Capture},
		{"check", Event{SAN: "Bb5+"}, Check},
		{"mate", Event{SAN: "Qxf7#"}, Check},
		{"castle", Event{SAN: "O-O-O"}, Castle},
		{"promote", Event{SAN: "a8=Q"}, Promote},
		{"null move", Event{SAN: "--"}, None},
		{"game over", Event{GameOver: true}, GameEnd},
		{"white low", Event{Clock: true, Running: WhiteSide, Left: 9 * time.Second}, LowClock},
		{"black low", Event{Clock: true, Running: BlackSide, Left: 500 * time.Millisecond}, LowClock},
		{"plenty", Event{Clock: true, Running: BlackSide, Left: time.Minute}, None},
		{"ten seconds", Event{Clock: true, Running: WhiteSide, Left: 10 * time.Second}, None},
		{"flag fell", Event{Clock: true, Running: WhiteSide, Left: -time.Millisecond}, None},
		{"stopped", Event{Clock: true, Left: 5 * time.Second}, None},
		{"nothing", Event{}, None},
	} {
		if got := KindFor(c.ev); got != c.want {
			t.Errorf("%s: KindFor(%#v) = %v, want %v", c.name, c.ev, got, c.want)
		}
	}
}

func TestKindString(t *testing.T) {
	for _, k := range append([]Kind{None}, Kinds...) {
		if s := k.String(); s == "" || s[0] == 'K' {
			t.Errorf("Kind %d has no name: %q", int(k), s)
		}
	}
	if s := Kind(99).String(); s != "Kind(99)" {
		t.Errorf("Kind(99).String() = %q", s)
	}
}
