/// What names a view for focus: the storage of a `@FocusState` and the value that selects the view
/// (`.focused($field, equals: .name)`; `nil` for a `Bool` state).
@_spi(ShojiRuntime) public struct FocusTie: Hashable {
    /// The focus state's storage.
    @_spi(ShojiRuntime) public let key: AnyHashable
    /// The value naming the view, or `nil` for a `Bool` focus state.
    @_spi(ShojiRuntime) public let value: AnyHashable?

    /// Creates a value with every stored property given (the memberwise initializer, public).
    @_spi(ShojiRuntime) public init(key: AnyHashable, value: AnyHashable?) {
        self.key = key
        self.value = value
    }
}

/// Told whenever focus moves (a `.focused` view keeping its `@FocusState` in step).
@MainActor
@_spi(ShojiRuntime) public protocol FocusMoveObserver: AnyObject {
    /// Focus moved (or was cleared).
    func focusDidMove()
}
