import Shoji

@testable import Articles

TerminalApp.run(CartDemoView())
