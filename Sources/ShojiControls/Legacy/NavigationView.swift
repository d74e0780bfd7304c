@_spi(ShojiRuntime) import ShojiCore

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy:
/// SwiftUI's navigation container before `NavigationStack` and `NavigationSplitView`.
///
/// ```swift
/// NavigationView {
///     List(contacts) { contact in
///         NavigationLink(destination: ContactDetail(contact: contact)) { Text(contact.name) }
///     }
///     .navigationBarTitle("Contacts")
/// }
/// ```
///
/// One view is the root of a stack. Two or three views are columns side by side, as on iPad and macOS —
/// a sidebar and a detail (a `NavigationLink` in the sidebar shows its destination in the detail) —
/// unless `.navigationViewStyle(.stack)` asks for a stack, which then shows the first view.
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewStyleIsStack) private var isStack

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack, or the columns.
    @ViewBuilder public var body: some View {
        let columns = NavigationViewColumns.of(content)
        if columns.count == 3 && !isStack {
            NavigationSplitView {
                columns[0]
            } content: {
                columns[1]
            } detail: {
                columns[2]
            }
        } else if columns.count == 2 && !isStack {
            NavigationSplitView {
                columns[0]
            } detail: {
                columns[1]
            }
        } else if let first = columns.first {
            NavigationStack { first }
        } else {
            NavigationStack { content }
        }
    }
}

@_spi(ShojiRuntime) extension NavigationView: BuiltinView {}

/// The views a navigation view's builder listed, when it listed two or three.
@MainActor
enum NavigationViewColumns {
    static func of(_ content: some View) -> [AnyView] {
        guard let tuple = content as? any TupleViewElements else { return [] }
        return tuple.elementViews.map { AnyView(erasing: $0) }
    }
}

/// A tuple of views, listed one by one.
@MainActor
protocol TupleViewElements {
    var elementViews: [any View] { get }
}

extension TupleView: TupleViewElements {
    var elementViews: [any View] { children.map(\.view) }
}

/// A specification for the appearance and interaction of a `NavigationView`.
public protocol NavigationViewStyle {}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

/// The default navigation view style: columns when the navigation view lists several views.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

private struct NavigationViewStyleIsStackKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether navigation views here show one stack (`.navigationViewStyle(.stack)`).
    var navigationViewStyleIsStack: Bool {
        get { self[NavigationViewStyleIsStackKey.self] }
        set { self[NavigationViewStyleIsStackKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for navigation views within this view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let isStack = style is StackNavigationViewStyle
        return environmentModifier("navigationViewStyle", isStack) { $0.navigationViewStyleIsStack = isStack }
    }
}
