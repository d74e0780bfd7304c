/// What an `onKeyPress` action returns: whether it used the key.
extension KeyPress {
    public enum Result: Sendable {
        /// The key was used.
        case handled
        /// The key goes on to the next handler.
        case ignored
    }
}

/// A key, as `onKeyPress` and `keyboardShortcut` name it.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    @_spi(ShojiRuntime) public let key: KeyPress.Key

    @_spi(ShojiRuntime) public init(_ key: KeyPress.Key) { self.key = key }

    /// A character key.
    public init(_ character: Character) { key = .character(character) }

    public init(extendedGraphemeClusterLiteral value: Character) { key = .character(value) }

    public static let `return` = KeyEquivalent(.enter)
    public static let escape = KeyEquivalent(.escape)
    public static let delete = KeyEquivalent(.backspace)
    public static let deleteForward = KeyEquivalent(.delete)
    public static let tab = KeyEquivalent(.tab)
    public static let space = KeyEquivalent(.character(" "))
    public static let upArrow = KeyEquivalent(.up)
    public static let downArrow = KeyEquivalent(.down)
    public static let leftArrow = KeyEquivalent(.left)
    public static let rightArrow = KeyEquivalent(.right)
    public static let home = KeyEquivalent(.home)
    public static let end = KeyEquivalent(.end)
    public static let pageUp = KeyEquivalent(.pageUp)
    public static let pageDown = KeyEquivalent(.pageDown)
}
