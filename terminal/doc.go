// Package terminal is ChessMaster's text front end (`chessmaster
// terminal`): it draws the board in the terminal, reads moves and commands
// line by line and shows the controller's events. It is a peer of the
// window (package ui): both talk only to the game controller.
package terminal
