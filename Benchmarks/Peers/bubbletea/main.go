// The peer workload of `make bench` (issue 29), written as a Bubble Tea developer would: a full-screen list of
// N tasks with a "N left" header kept as you go; Space toggles the selected task (✓ and strikethrough),
// ↑/↓ move the selection, q quits. `--items N` sets N (default 10,000). Built in GOPATH mode against
// Debian's Go sources (golang-github-charmbracelet-bubbletea-dev).
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

type task struct {
	title string
	done  bool
}

type model struct {
	tasks    []task
	left     int
	selected int
	height   int
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.height = msg.Height
	case tea.KeyMsg:
		switch msg.String() {
		case "q", "ctrl+c":
			return m, tea.Quit
		case " ":
			t := &m.tasks[m.selected]
			t.done = !t.done
			if t.done {
				m.left--
			} else {
				m.left++
			}
		case "down":
			if m.selected < len(m.tasks)-1 {
				m.selected++
			}
		case "up":
			if m.selected > 0 {
				m.selected--
			}
		}
	}
	return m, nil
}

func (m model) View() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d left\n", m.left)
	rows := m.height - 1
	if rows < 1 {
		rows = 1
	}
	first := m.selected - rows + 1
	if first < 0 {
		first = 0
	}
	for i := first; i < first+rows && i < len(m.tasks); i++ {
		t := m.tasks[i]
		line := "  " + t.title
		if t.done {
			line = "✓ \x1b[9m" + t.title + "\x1b[29m"
		}
		if i == m.selected {
			line = "\x1b[7m" + line + "\x1b[27m"
		}
		b.WriteString(line)
		if i < first+rows-1 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

func main() {
	count := 10000
	for i, arg := range os.Args {
		if arg == "--items" && i+1 < len(os.Args) {
			if n, err := strconv.Atoi(os.Args[i+1]); err == nil && n > 0 {
				count = n
			}
		}
	}
	tasks := make([]task, count)
	for i := range tasks {
		tasks[i] = task{title: fmt.Sprintf("Task %d", i+1)}
	}
	p := tea.NewProgram(model{tasks: tasks, left: count, height: 24}, tea.WithAltScreen())
	if err := p.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
