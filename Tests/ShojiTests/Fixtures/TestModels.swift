import Foundation

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// The observable models the tests share, in one place (models built on a test file's own value types
// stay beside them). Each is small and named after what it holds.

// Used in FocusTests.swift and LifecycleTests.swift.
@Observable
final class Flags {
    var enabled = true
    var id = 1
    var value = 0
    var log: [String] = []
}

// First used in ClosureReadTests.swift.
@Observable
final class Marker {
    var suffix = "a"
    var unrelated = 0
}

// First used in ClosureTests.swift.
@Observable
final class Source {
    var version = 0
    var log: [Int] = []
}

// First used in ContainerTests.swift.
@Observable
final class FormModel {
    var darkMode = false
    var fontSize = 14.0
    var retries = 2
    var name = ""
    var theme = Theme.system
}

// First used in ControlTests.swift.
@Observable
final class Settings {
    var quantity = 1
    var fontSize = 14.0
    var volume: Float = 0.5
    var width: CGFloat = 10
    var theme = Theme.system
    var notifications = true
    var note = 0
}

// First used in EnvironmentTests.swift.
@Observable
final class Session {
    var user = "ada"
}

// First used in KeyboardShortcutTests.swift.
@Observable
final class Log {
    var entries: [String] = []
    var draft = ""
}

// First used in LayoutTests.swift.
@Observable
final class Leaf {
    var text = "leaf"
}

// First used in ModifierEffectTests.swift.
@Observable
final class Counter {
    var value = 0
    var changes: [String] = []
}

// First used in ObservationTests.swift.
@Observable
final class Cart {
    var prices: [Int] = [3, 4]
    @ObservationIgnored var note = "ignored"
    var total: Int { prices.reduce(0, +) }
}

// First used in StateTests.swift.
@Observable
final class Ticker {
    var value = 0
    var other = 0
}

// First used in StateTests.swift.
@Observable
final class OwnedModel {
    nonisolated(unsafe) static var made = 0
    var n = 0
    init() { OwnedModel.made += 1 }
}

// First used in TextFieldTests.swift.
@Observable
final class Draft {
    var title = ""
    var other = 0
    var submitted: [String] = []
}

// First used in WarningTests.swift.
@Observable
final class Shelf {
    var books = (0..<30).map { "Book \($0)" }
}
