@testable import Articles
import Shoji

await TerminalApp.run(SettingsDemoView())
