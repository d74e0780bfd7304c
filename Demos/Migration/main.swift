import Shoji

@testable import Articles

TerminalApp.runMain(MigrationDemoView())
