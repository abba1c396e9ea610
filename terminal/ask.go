package terminal

import (
	"fmt"
	"strings"
)

// question is a choice the terminal waits for (e.g. what "save" does with
// a file that holds games already): the next line typed answers it. "c",
// "quit" and the end of the input answer it as cancel, which does nothing,
// so that nothing is written that the user did not choose.
type question struct {
	prompt  string            // the question and its choices
	again   string            // printed after an answer it does not know: "r, a, o or c"
	choices map[string]func() // answers ("r", "replace", ...) and what each does
	nothing string            // what cancel leaves undone: "nothing was written to x.pgn"
	// noPrompt: the chosen answer prompts by itself (a loaded game's turn
	// line does), so none is printed after it.
	noPrompt bool
}

// ask prints the question's prompt and waits for its answer.
func (t *terminal) ask(q *question) {
	t.asking = q
	fmt.Fprint(t.out, q.prompt)
}

// answer takes one line as the answer to the question asked.
func (t *terminal) answer(l inputLine) {
	q := t.asking
	a := strings.ToLower(strings.TrimSpace(l.text))
	if l.tooLong {
		a = ""
	}
	switch a {
	case "c", "cancel":
		t.asking = nil
		fmt.Fprintf(t.out, "Cancelled: %s.\n", q.nothing)
		t.prompt()
		return
	case "quit", "exit", "q":
		t.asking = nil
		fmt.Fprintf(t.out, "Cancelled: %s.\n", q.nothing)
		t.quit = true
		return
	}
	if do, ok := q.choices[a]; ok {
		t.asking = nil
		do()
		if !q.noPrompt {
			t.prompt()
		}
		return
	}
	fmt.Fprintf(t.out, "Please answer %s: ", q.again)
}

// cancelQuestion answers the open question, if any, as cancel: the input
// ended before an answer came.
func (t *terminal) cancelQuestion() {
	if q := t.asking; q != nil {
		t.asking = nil
		fmt.Fprintf(t.out, "\nNo answer (end of input): %s.\n", q.nothing)
	}
}
