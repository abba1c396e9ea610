// Package referee is the game controller's independent judge of the
// rules, built on notnil/chess: it reads FENs (after the engine's
// validator has accepted them), finds the legal move a user or a program
// meant (UCI or lenient SAN, with the reason when it is illegal), knows
// when the side to move is in check, when the material can no longer mate,
// and which positions repeat. Because it is a second rules implementation,
// a bug in the engine's move generator can never put an illegal move into a
// game record. Only the controller (package master) uses it.
package referee
