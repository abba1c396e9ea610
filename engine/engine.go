package engine

import "time"

// Limits tells Search when to stop. Zero values mean "no limit"; with no
// limit at all the search runs until its context is cancelled.
type Limits struct {
	Depth                    int           // 0 = no limit
	Nodes                    uint64        // 0 = no limit
	MoveTime                 time.Duration // 0 = not set
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	Infinite                 bool
}

// Info reports one completed iteration of the search.
type Info struct {
	Depth, SelDepth int
	Score           int // centipawns from the side to move; meaningful when Mate == 0
	Mate            int // mate in N moves: >0 side to move mates, <0 gets mated, 0 none
	Nodes           uint64
	NPS             uint64
	Time            time.Duration
	HashFull        int // permille
	TBHits          uint64
	PV              []string // UCI moves
}

// Result is what Search returns.
type Result struct {
	BestMove string // UCI move; "" when there is no legal move (mate/stalemate)
	Ponder   string
	Info     Info   // the last completed iteration
	Source   string // "search", "book", "tablebase" or "forced" (single legal move)
}
