// The peer workload of `make bench` (issue 29), written as a tui-rs developer would: a full-screen list of
// N tasks with a "N left" header kept as you go; Space toggles the selected task (✓ and strikethrough),
// ↑/↓ move the selection, q quits. `--items N` sets N (default 10,000).
use crossterm::{
    event::{self, Event, KeyCode},
    execute,
    terminal::{disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen},
};
use std::io;
use tui::{
    backend::CrosstermBackend,
    layout::{Constraint, Direction, Layout},
    style::{Modifier, Style},
    text::{Span, Spans},
    widgets::{Block, Borders, List, ListItem, ListState, Paragraph},
    Terminal,
};

struct Task {
    title: String,
    done: bool,
}

fn main() -> Result<(), io::Error> {
    let args: Vec<String> = std::env::args().collect();
    let count = args
        .iter()
        .position(|a| a == "--items")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(10_000);
    let mut tasks: Vec<Task> = (1..=count).map(|i| Task { title: format!("Task {}", i), done: false }).collect();
    let mut left = count;
    let mut state = ListState::default();
    state.select(Some(0));

    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;

    loop {
        terminal.draw(|f| {
            let chunks = Layout::default()
                .direction(Direction::Vertical)
                .constraints([Constraint::Length(1), Constraint::Min(0)])
                .split(f.size());
            f.render_widget(Paragraph::new(format!("{} left", left)), chunks[0]);
            // Only the rows that can show are turned into items (as a tui-rs app over a large list must).
            let height = chunks[1].height.saturating_sub(2) as usize;
            let selected = state.selected().unwrap_or(0);
            let first = selected.saturating_sub(height.saturating_sub(1));
            let items: Vec<ListItem> = tasks[first..(first + height).min(tasks.len())]
                .iter()
                .map(|t| {
                    let style = if t.done { Style::default().add_modifier(Modifier::CROSSED_OUT) } else { Style::default() };
                    let mark = if t.done { "✓ " } else { "  " };
                    ListItem::new(Spans::from(vec![Span::raw(mark), Span::styled(t.title.clone(), style)]))
                })
                .collect();
            let mut window = ListState::default();
            window.select(Some(selected - first));
            let list = List::new(items)
                .block(Block::default().borders(Borders::ALL).title("Tasks"))
                .highlight_style(Style::default().add_modifier(Modifier::REVERSED));
            f.render_stateful_widget(list, chunks[1], &mut window);
        })?;
        if let Event::Key(key) = event::read()? {
            let selected = state.selected().unwrap_or(0);
            match key.code {
                KeyCode::Char('q') => break,
                KeyCode::Char(' ') => {
                    let task = &mut tasks[selected];
                    task.done = !task.done;
                    if task.done { left -= 1 } else { left += 1 }
                }
                KeyCode::Down => state.select(Some((selected + 1).min(tasks.len() - 1))),
                KeyCode::Up => state.select(Some(selected.saturating_sub(1))),
                _ => {}
            }
        }
    }

    disable_raw_mode()?;
    execute!(terminal.backend_mut(), LeaveAlternateScreen)?;
    terminal.show_cursor()?;
    Ok(())
}
