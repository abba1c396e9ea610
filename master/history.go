package master

// recordHistory appends the finished game to the history file (locked).
func (c *ChessMaster) recordHistory() {}
