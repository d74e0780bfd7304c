@_spi(ShojiRuntime) import ShojiCore

/// A scrolling list of rows, with keyboard and mouse selection. Rows are built lazily.
///
/// ```swift
/// List(model.filteredTodos, selection: $selectedTodo) { todo in
///     TodoRowView(todo: todo) { model.toggleTodo(todo) }
/// }
/// List {
///     Section("Fruit") { ForEach(fruit) { Text($0.name) } }
///     Text("A static row")
/// }
/// ```
///
/// **Lazy rows.** Only the rows in the viewport (and a couple beyond) get nodes and have their bodies
/// evaluated; a `List` over 100,000 elements builds about a screenful. The list takes the space it is
/// offered (it never asks its rows how tall they are to decide its own size), so it stays lazy inside
/// `VStack`s and navigation stacks.
///
/// **Keys.** The list is one stop in the Tab order (the controls in its rows are not): ↑ / ↓ move the
/// selection, PgUp / PgDn by a page, Home / End to the ends; the selected row is kept visible.
/// **Row primary action:** Enter or Space on the selected row activates the row's first interactive
/// element — its `Button`, `Toggle` or `onTapGesture` view — so a row whose only action is a tap gesture
/// works from the keyboard. (With a `Set` selection and no interactive element, Space adds or removes the
/// row.) The mouse wheel scrolls; a click selects a row, or acts on the control under the pointer.
///
/// **Selection.** `selection:` takes a `Binding` to an optional value (single selection) or to a `Set`
/// (multiple). A row's value is its `ForEach` element id, its `.tag(_:)`, or — when the selection's type is
/// the element type itself — the element. Single selection needs only `Equatable` (SwiftUI asks for
/// `Hashable`), so `List(todos, selection: $selectedTodo)` works with an `Equatable` `Todo`.
public struct List<SelectionValue, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
    /// A list of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list with one row per element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// A list with one row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }
}

extension List where SelectionValue: Equatable {
    /// A list with single selection.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .single(selection)
    }

    /// A list with one row per element and single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = .single(selection)
    }

    /// A list with one row per element (identified by a key path) and single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = .single(selection)
    }
}

extension List where SelectionValue: Hashable {
    /// A list with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .multiple(selection)
    }

    /// A list with one row per element and multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = .multiple(selection)
    }
}

@_spi(ShojiRuntime) extension List: PrimitiveView {
    public func makeBehavior() -> ListBehavior { ListBehavior() }
    public func update(_ behavior: ListBehavior) -> Invalidation {
        behavior.update(content: content, selection: selection)
    }
    public func children(into list: inout ChildList) {}
}
