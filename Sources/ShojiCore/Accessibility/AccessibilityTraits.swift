/// What kind of element a view is to assistive technology, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when its content ends.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Modal: the elements behind it are not reachable.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an element made with `accessibilityElement(children:)` treats the elements inside it.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// The children are hidden; the element describes itself.
    case ignore
    /// The children stay elements, inside this one.
    case contain
    /// The children's labels are combined into this element's.
    case combine
}

/// Which action an `accessibilityAction` is, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The action's name.
    public let name: String
    /// The element's default action (activation).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismiss or go back.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Delete.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Show a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// A custom action called `name`.
    public init(named name: String) { self.name = name }
    init(name: String) { self.name = name }
}

/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

/// The size of text the user asked for, as SwiftUI's `DynamicTypeSize` (a terminal has one size: `.large`).
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}
