/// What an update of a primitive view changed.
@_spi(ShojiRuntime) public struct Invalidation: OptionSet, Sendable {
    @_spi(ShojiRuntime) public let rawValue: UInt8
    @_spi(ShojiRuntime) public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The view's size may have changed: measure it again.
    @_spi(ShojiRuntime) public static let layout = Invalidation(rawValue: 1 << 0)
    /// The view looks different: draw it again.
    @_spi(ShojiRuntime) public static let paint = Invalidation(rawValue: 1 << 1)
    /// The environment the view passes to its children changed.
    @_spi(ShojiRuntime) public static let environment = Invalidation(rawValue: 1 << 2)

    @_spi(ShojiRuntime) public static let all: Invalidation = [.layout, .paint, .environment]
}
