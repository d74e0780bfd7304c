import Shoji

@testable import Articles

// make demo: the todo list. `--items N` starts with N tasks ("Task 1"…); `--overlay` starts with the
// redraw-count overlay on.
let arguments = CommandLine.arguments
let count = arguments.firstIndex(of: "--items").flatMap { i in i + 1 < arguments.count ? Int(arguments[i + 1]) : nil }
TerminalApp.runMain(TodoDemoView(model: .seeded(count: count)))
