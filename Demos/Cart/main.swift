import Shoji

@testable import Articles

await TerminalApp.run(CartDemoView())
