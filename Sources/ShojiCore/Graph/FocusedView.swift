/// What ``TestHost/focusedView`` reports.
public struct FocusedView: Equatable, Sendable {
    /// The kind of view (`"Button"`, `"Toggle"`, `"ModifiedContent"` for a tap-gesture view).
    public var kind: String
    /// Its frame on screen.
    public var frame: Rect
    /// The text shown in its frame.
    public var text: String
}
