// Package puzzle is tactics training built from real games: the miner
// that finds positions where one move clearly wins or saves the game
// (Mine, Miner), the themes and the rating estimate of a puzzle, the
// PGN form puzzles are stored in (Write, Read), the player's puzzle
// rating (Glicko-2, Rating) and a puzzle session (Session), the state
// machine the window and the tests drive: the position, the user's move,
// the opponent's reply, a hint, the solution, success or failure.
//
// A puzzle is stored as the position before the opponent's last move
// (FEN) and the moves from there: that move (Lead, the mistake that made
// the puzzle) and then the solution, the solver's moves and the
// opponent's best replies, ending with the solver's move. A session
// plays Lead itself, so the user sees the move that made the chance.
package puzzle
