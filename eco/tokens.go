package eco

// sanTokens appends the SAN moves of PGN movetext ("1. e4 c5 2. Nf3") to
// dst, dropping move numbers ("1.", "1...", and "12.e4" keeps "e4").
func sanTokens(dst []string, pgn string) []string {
	for pgn != "" {
		i := 0
		for i < len(pgn) && (pgn[i] == ' ' || pgn[i] == '\t') {
			i++
		}
		j := i
		for j < len(pgn) && pgn[j] != ' ' && pgn[j] != '\t' {
			j++
		}
		t := pgn[i:j]
		pgn = pgn[j:]
		for k := len(t) - 1; k >= 0; k-- {
			if t[k] == '.' {
				t = t[k+1:]
				break
			}
		}
		if t != "" {
			dst = append(dst, t)
		}
	}
	return dst
}
