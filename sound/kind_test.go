package sound

import (
	"testing"
	"time"

	"chessmaster/master"
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
		ev   master.Event
		want Kind
	}{
		{"move", master.MoveEvent{SAN: "Nf3"}, Move},
		{"capture", master.MoveEvent{SAN: "Bxc6"}, Capture},
		{"check", master.MoveEvent{SAN: "Bb5+"}, Check},
		{"mate", master.MoveEvent{SAN: "Qxf7#"}, Check},
		{"castle", master.MoveEvent{SAN: "O-O-O"}, Castle},
		{"promote", master.MoveEvent{SAN: "a8=Q"}, Promote},
		{"game over", master.GameOverEvent{Outcome: master.Outcome{Result: "1-0", Method: "checkmate", Winner: master.White}}, GameEnd},
		{"draw", master.GameOverEvent{Outcome: master.Outcome{Result: "1/2-1/2", Method: "stalemate"}}, GameEnd},
		{"not over", master.GameOverEvent{Outcome: master.Outcome{Result: "*"}}, None},
		{"white low", master.ClockEvent{White: 9 * time.Second, Black: time.Minute, Running: master.White}, LowClock},
		{"black low", master.ClockEvent{White: time.Minute, Black: 500 * time.Millisecond, Running: master.Black}, LowClock},
		{"other side low", master.ClockEvent{White: 9 * time.Second, Black: time.Minute, Running: master.Black}, None},
		{"ten seconds", master.ClockEvent{White: 10 * time.Second, Running: master.White}, None},
		{"flag fell", master.ClockEvent{White: -time.Millisecond, Running: master.White}, None},
		{"stopped", master.ClockEvent{White: 5 * time.Second, Black: 5 * time.Second}, None},
		{"position", master.PositionEvent{Reason: "new game"}, None},
		{"turn", master.TurnEvent{Color: master.White, Human: true}, None},
		{"nil", nil, None},
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
