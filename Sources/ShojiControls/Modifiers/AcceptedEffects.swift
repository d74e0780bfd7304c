import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// How content fills a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Fits inside.
    case fit
    /// Fills, overflowing.
    case fill
}

/// How colours are blended with what is behind (accepted: a cell shows one colour).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// When a scroll view bounces at its ends (accepted: a terminal's scrolling stops at the ends).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the keyboard (accepted: a terminal has no on-screen keyboard).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Effects SwiftUI draws with the GPU: accepted so the code compiles; a terminal draws the view as it is.
extension View {
    /// Keeps the content's aspect ratio (accepted: a view takes the cells its frame gives it).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
    /// Keeps the content's aspect ratio (accepted).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }
    /// Scales the content to fit its frame (accepted).
    public func scaledToFit() -> Self { self }
    /// Scales the content to fill its frame (accepted).
    public func scaledToFill() -> Self { self }
    /// Turns the view in 3-D (accepted).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// Scales the view (accepted).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// Masks the view with `mask`'s alpha (accepted: the view is drawn whole).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }
    /// Masks the view with `mask`'s alpha (accepted).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }
    /// Isolates the view's geometry for animations (accepted).
    public func geometryGroup() -> Self { self }
    /// Shares geometry with the view of the same `id` in `namespace` during a transition (accepted: views
    /// move at once).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }
    /// Greys the view (accepted).
    public func grayscale(_ amount: Double) -> Self { self }
    /// Brightens the view (accepted).
    public func brightness(_ amount: Double) -> Self { self }
    /// Changes the contrast (accepted).
    public func contrast(_ amount: Double) -> Self { self }
    /// Changes the saturation (accepted).
    public func saturation(_ amount: Double) -> Self { self }
    /// Multiplies the colours (accepted).
    public func colorMultiply(_ color: Color) -> Self { self }
    /// Shifts the hues (accepted).
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// Inverts the colours (accepted).
    public func colorInvert() -> Self { self }
    /// Makes a mask from the luminance (accepted).
    public func luminanceToAlpha() -> Self { self }
    /// Blends with what is behind (accepted).
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    /// Calls `action` when the pointer enters or leaves (accepted: terminals report motion only while a
    /// button is held).
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
    /// The tint of the row separators (accepted: rows have no separator lines).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// The tint of the section separators (accepted).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Whether scroll views inside scroll (accepted: the wheel and keys still scroll).
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    /// When scroll views inside bounce (accepted).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// How scrolling dismisses the keyboard (accepted).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// Hides the status bar (accepted: a terminal has none).
    public func statusBar(hidden: Bool) -> Self { self }
    /// Hides the system overlays (accepted).
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
}
