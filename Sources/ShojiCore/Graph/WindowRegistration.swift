/// What a node's last tracking window of one kind (its own, or its children's) left registered with
/// Observation: nothing (it read no model, or its registration fired), a registration carrying the node's
/// ``TrackingSwitches`` (which can end it), or one without (which only a change of what it read ends).
enum WindowRegistration: UInt8 {
    /// Nothing is registered.
    case none
    /// A registration the node can end by flipping its switch.
    case switched
    /// A registration without the switch: replacing or leaving the window abandons it to Observation
    /// until a model it read changes (its token is stale by then and ignored).
    case unswitched
}
