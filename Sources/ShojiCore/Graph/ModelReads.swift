/// Which kinds of a node's tracking windows have been seen reading an observable model (rather than only
/// `@State`, which Observation does not see): those windows observe their ``TrackingSwitches``.
struct ModelReads: OptionSet {
    let rawValue: UInt8

    /// The body's window, or a control's window around the read of its binding.
    static let own = ModelReads(rawValue: 1 << 0)
    /// The window around the closures that build the children.
    static let children = ModelReads(rawValue: 1 << 1)
}
