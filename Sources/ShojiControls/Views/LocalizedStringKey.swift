import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// The key for a localized string: what SwiftUI's `Text`, titles and labels take for a string literal.
///
/// Shoji has no string tables: a key is shown as written (with its interpolations filled in, the same
/// ones as a `String`'s: `"\(value, specifier: "%.2f")"`, `"\(date, style: .time)"`).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// Creates a key from a string.
    public init(_ value: String) {
        key = value
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// Creates a key from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

extension Text {
    /// Creates a text view that displays a localized string (shown as written: no string tables).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(key.key)
    }
}
