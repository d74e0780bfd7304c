/// A node shown above everything else (a sheet, an alert, a menu): what the graph and focus need of it.
///
/// The runtime knows this capability, not the views that have it: the presentation host adopts it
/// and returns itself from ``NodeBehavior/presentation``.
@MainActor
@_spi(ShojiRuntime) public protocol PresentationHosting: AnyObject {
    /// Whether everything behind it is dimmed.
    var dimsBackground: Bool { get }
    /// Whether focus and keys stay inside it.
    var isModal: Bool { get }
    /// Whether a click outside it closes it.
    var dismissesOnOutsideClick: Bool { get }
    /// Where it goes on `screen`, presented from `anchor` (the presenting view's cells).
    func frame(for node: ViewNode, in screen: Rect, anchor: Rect) -> Rect
    /// Closes it (as Esc does).
    func dismiss()
}
