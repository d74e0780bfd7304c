import Shoji

@testable import Articles

TerminalApp.runMain(SettingsDemoView())
