import Shoji

@testable import Articles

TerminalApp.run { ProfileDemoView() }
