/// What an update of a primitive view changed.
struct Invalidation: OptionSet {
    let rawValue: UInt8
    /// The view's size may have changed: measure it again.
    static let layout = Invalidation(rawValue: 1 << 0)
    /// The view looks different: draw it again.
    static let paint = Invalidation(rawValue: 1 << 1)
    /// The environment the view passes to its children changed.
    static let environment = Invalidation(rawValue: 1 << 2)

    static let all: Invalidation = [.layout, .paint, .environment]
}
