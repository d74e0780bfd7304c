import Foundation
@_spi(ShojiRuntime) import ShojiCore

// Modifiers real SwiftUI code is full of, which a terminal cannot show as SwiftUI does. They compile
// and do nothing (or the nearest thing a grid of cells can do, said on each); the README lists them.

/// How a view enters and leaves (accepted; views appear and disappear at once in a terminal).
public struct AnyTransition: Sendable {
    /// Fades.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge.
    public static let slide = AnyTransition()
    /// Grows from nothing.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Grows from `scale`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Offsets.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    /// Different transitions in and out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }
    /// Both transitions.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A control's size (accepted; controls have one size in a terminal).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// A style of list (accepted; lists are drawn one way in a terminal).
public protocol ListStyle {}
/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// An inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// An inset, grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// A sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A style of form (accepted; forms are drawn one way in a terminal).
public protocol FormStyle {}
/// The default form style.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Grouped rows.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// Which of a view's edges (for `ignoresSafeArea`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Fades the view. A terminal cannot blend: below 1 the view is dimmed, at 0 (or below) it is not
    /// drawn; it keeps its place either way.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, OpacityModifier> {
        modifier(OpacityModifier(level: opacity <= 0 ? 0 : opacity < 1 ? 1 : 2))
    }

    /// Hides the view; it keeps its place.
    public func hidden() -> ModifiedContent<Self, OpacityModifier> {
        modifier(OpacityModifier(level: 0))
    }

    /// Accepted: changes show at once in a terminal.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// Accepted: changes show at once in a terminal.
    public func animation(_ animation: Animation?) -> Self { self }
    /// Accepted: views appear and disappear at once in a terminal.
    public func transition(_ transition: AnyTransition) -> Self { self }
    /// Accepted: a terminal has no shadows.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Accepted: the view is already clipped to whole cells.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    /// Accepted: cells have square corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// Accepted: text has one size in a terminal.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted: text has one size in a terminal.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted: a terminal does not rotate text.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted: a terminal has no blur.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Accepted: lists are drawn one way.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// Accepted: forms are drawn one way.
    public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
    /// Accepted: controls have one size.
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    /// Accepted: the terminal's own area is the whole window.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// Accepted.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// Accepted: hit-testing uses the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// Accepted.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Accepted: there are no scroll bars to hide.
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// Accepted: the list draws no background of its own.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// Accepted: rows have no separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Accepted: rows have no separators.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Accepted: rows have fixed insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// Accepted: titles are drawn one way.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    /// Accepted.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted: the terminal chooses its colors.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
    /// Accepted: there is no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Accepted: text has one size.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// Accepted: text has one size.
    public func dynamicTypeSize<T>(_ size: T) -> Self { self }
    /// Accepted: text keeps its case.
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    /// Accepted: section headers are drawn one way.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
    /// Accepted: buttons have one shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
    /// Accepted: menus are drawn one way.
    public func menuStyle<S>(_ style: S) -> Self { self }
    /// Accepted: there is no haptic engine.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Accepted: text changes at once.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Accepted.
    public func drawingGroup(opaque: Bool = false) -> Self { self }
    /// Accepted.
    public func compositingGroup() -> Self { self }
    /// Accepted.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    /// Accepted.
    public func symbolEffect<E>(_ effect: E, options: Any? = nil, value: some Equatable) -> Self { self }
}

/// Hides or dims a view (`.opacity(_:)`, `.hidden()`).
public struct OpacityModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// 0: hidden; 1: dimmed; 2: as is.
    let level: Int
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { OpacityBehavior(self) }
}

/// Draws the content, then dims it or blanks it.
final class OpacityBehavior: ModifierBehavior<OpacityModifier> {
    override func changes(from old: OpacityModifier, to new: OpacityModifier) -> Invalidation {
        old == new ? [] : [.paint]
    }

    /// The content is drawn but not seen, and cannot be clicked.
    var isHidden: Bool { modifier.level == 0 }

    override func drawOverlay(in canvas: CellCanvas) {
        switch modifier.level {
        case 0: canvas.fill(node.frame, with: " ", style: CellStyle())
        case 1: canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        default: break
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool { isHidden }
}

/// How prominent a section header is (accepted).
public enum Prominence: Hashable, Sendable { case standard, increased }

/// A button's border shape (accepted).
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// Haptic feedback (accepted; a terminal has none).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let impact = SensoryFeedback(name: "impact")
}

/// How changing content is animated (accepted).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// Symbol variants (accepted).
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash")
}

extension Image {
    /// How large a symbol is relative to text (accepted).
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Text {
    /// A text case transform (accepted).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// The top or bottom edge (for list row separators).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

@_spi(ShojiRuntime) extension OpacityModifier: PrimitiveModifier {}
