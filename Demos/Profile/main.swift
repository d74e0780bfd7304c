import Shoji

@testable import Articles

TerminalApp.runMain { ProfileDemoView() }
