/// What a control's tracking window follows (``ViewNode/tracked(key:_:)``): the storage behind a binding,
/// or a count the control bumps when it wants to read afresh. Compared as itself, where an `AnyHashable`
/// would cast both sides at run time (2,400 instructions a comparison, once per bound control per update).
@_spi(ShojiRuntime) public enum TrackingKey: Hashable {
    /// The storage a binding reads.
    case location(BindingLocation)
    /// A control's own count of its updates.
    case generation(Int)
}
