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

/// A list's selection, whatever its type.
///
/// A row is matched by its id first — what SwiftUI tags a `ForEach` row with — and by its element when
/// the id is not of the selection's type (`List(todos, selection: $selectedTodo)` selects by value).
struct ListSelection {
    /// Whether the row (by id and element) is selected.
    let isSelected: @MainActor (AnyHashable?, Any?) -> Bool
    /// ``isSelected``, for a row's id as the list keeps it: an `Int`, `UUID` or `String` id of the
    /// selection's own type is compared as itself (each visible row asks on every frame that draws it;
    /// boxing the id and casting it back, and first casting the element, cost 4,000 instructions a row).
    let isRowSelected: @MainActor (ElementID?, Any?) -> Bool
    /// Makes the row the selection (single) or the only selected row (multiple).
    let select: @MainActor (AnyHashable?, Any?) -> Void
    /// Adds or removes the row (multiple selection; single selection selects).
    let toggle: @MainActor (AnyHashable?, Any?) -> Void
    /// Reads the selection (inside a tracking window) and returns a snapshot to compare.
    let snapshot: @MainActor () -> Any
    /// Whether two snapshots are the same selection.
    let same: @MainActor (Any, Any) -> Bool
    /// For two snapshots, the offsets in `rows` of the rows selected in one and not in the other (one
    /// call for all the rows: the snapshots are cast, and the generic type's metadata found, once).
    let changedRows: @MainActor (_ before: Any, _ after: Any, _ rows: [ListRows.Row]) -> [Int]
    /// For a snapshot, whether each of `rows` is selected in it (one call for all the rows, as
    /// ``changedRows``).
    let selectedRows: @MainActor (_ snapshot: Any, _ rows: [ListRows.Row]) -> [Bool]
    let isMultiple: Bool
    /// Whether nothing is selected.
    let isEmpty: @MainActor () -> Bool
    /// The selection binding's storage, when known.
    let key: TrackingKey?

    /// A row's value as `S`: its id if that is an `S` (what SwiftUI tags a row with), else its element.
    /// (`if let`, not `??`: its right side is a closure, which checks the executor each time it runs.)
    private static func rowValue<S>(_ id: AnyHashable?, _ element: Any?, as _: S.Type) -> S? {
        if let v = id?.base as? S { return v }
        return element as? S
    }

    /// ``rowValue(_:_:as:)`` for the id as a list keeps it; `casts` skips the id when its kind cannot be
    /// an `S`.
    @MainActor private static func rowValue<S>(
        _ id: ElementID?, _ element: Any?, as _: S.Type, _ casts: IDKindCasts<S>
    ) -> S? {
        if let id, casts.mayBe(id), let v = id.value(as: S.self) { return v }
        return element as? S
    }

    @MainActor static func single<S: Equatable>(_ binding: Binding<S?>) -> ListSelection {
        let casts = IDKindCasts<S>()
        func value(_ id: AnyHashable?, _ element: Any?) -> S? { rowValue(id, element, as: S.self) }
        func value(_ id: ElementID?, _ element: Any?) -> S? { rowValue(id, element, as: S.self, casts) }
        return ListSelection(
            isSelected: { id, element in
                guard let v = value(id, element), let current = binding.wrappedValue else { return false }
                return v == current
            },
            isRowSelected: { id, element in
                guard let v = value(id, element), let current = binding.wrappedValue else { return false }
                return v == current
            },
            select: { id, element in if let v = value(id, element) { binding.wrappedValue = v } },
            toggle: { id, element in if let v = value(id, element) { binding.wrappedValue = v } },
            snapshot: { binding.wrappedValue as Any },
            same: { a, b in (a as? S?) == (b as? S?) },
            changedRows: { a, b, rows in
                let old = (a as? S?) ?? nil
                let new = (b as? S?) ?? nil
                var changed: [Int] = []
                if old == nil && new == nil { return changed }
                for offset in rows.indices {
                    guard let v = value(rows[offset].elementID, rows[offset].element) else { continue }
                    var was = false
                    if let old { was = old == v }
                    var now = false
                    if let new { now = new == v }
                    if was != now { changed.append(offset) }
                }
                return changed
            },
            selectedRows: { snapshot, rows in
                var selected = [Bool](repeating: false, count: rows.count)
                guard let current = (snapshot as? S?) ?? nil else { return selected }
                // A loop, not `map`: the closure would check the executor once per row.
                for offset in rows.indices {
                    guard let v = value(rows[offset].elementID, rows[offset].element) else { continue }
                    selected[offset] = v == current
                }
                return selected
            },
            isMultiple: false, isEmpty: { binding.wrappedValue == nil }, key: binding.trackingKey)
    }

    @MainActor static func multiple<S: Hashable>(_ binding: Binding<Set<S>>) -> ListSelection {
        let casts = IDKindCasts<S>()
        func value(_ id: AnyHashable?, _ element: Any?) -> S? { rowValue(id, element, as: S.self) }
        func value(_ id: ElementID?, _ element: Any?) -> S? { rowValue(id, element, as: S.self, casts) }
        return ListSelection(
            isSelected: { id, element in value(id, element).map { binding.wrappedValue.contains($0) } ?? false },
            isRowSelected: { id, element in
                guard let v = value(id, element) else { return false }
                return binding.wrappedValue.contains(v)
            },
            select: { id, element in if let v = value(id, element) { binding.wrappedValue = [v] } },
            toggle: { id, element in
                guard let v = value(id, element) else { return }
                if binding.wrappedValue.contains(v) {
                    binding.wrappedValue.remove(v)
                } else {
                    binding.wrappedValue.insert(v)
                }
            },
            snapshot: { binding.wrappedValue as Any },
            same: { a, b in (a as? Set<S>) == (b as? Set<S>) },
            changedRows: { a, b, rows in
                let old = a as? Set<S> ?? []
                let new = b as? Set<S> ?? []
                var changed: [Int] = []
                if old.isEmpty && new.isEmpty { return changed }
                for offset in rows.indices {
                    guard let v = value(rows[offset].elementID, rows[offset].element) else { continue }
                    if old.contains(v) != new.contains(v) { changed.append(offset) }
                }
                return changed
            },
            selectedRows: { snapshot, rows in
                var selected = [Bool](repeating: false, count: rows.count)
                let current = snapshot as? Set<S> ?? []
                if current.isEmpty { return selected }
                for offset in rows.indices {
                    guard let v = value(rows[offset].elementID, rows[offset].element) else { continue }
                    selected[offset] = current.contains(v)
                }
                return selected
            },
            isMultiple: true, isEmpty: { binding.wrappedValue.isEmpty }, key: binding.trackingKey)
    }
}

/// Whether an id held as one of ``ElementID``'s direct kinds (`Int`, `UUID`, `String`) can be an `S`,
/// found once per kind by casting a sample value: a cast from a concrete type succeeds or fails by the two
/// types alone, never by the value.
///
/// A list whose ids are not of its selection's type (`List(todos, selection: $selectedTodo)`: `UUID` ids,
/// a `Todo` selection) then goes straight to each row's element; asking the id first boxed it in an
/// `AnyHashable` and cast that, about 1,600 instructions a row, for every row a moved selection compares.
@MainActor
final class IDKindCasts<S> {
    private var int: Bool?
    private var uuid: Bool?
    private var string: Bool?

    /// Whether `id` may be an `S` (an id boxed as another type may: it is asked).
    func mayBe(_ id: ElementID) -> Bool {
        switch id {
        case .int:
            if let int { return int }
            let answer = (0 as Any) is S
            int = answer
            return answer
        case .uuid:
            if let uuid { return uuid }
            let answer = (UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as Any) is S
            uuid = answer
            return answer
        case .string:
            if let string { return string }
            let answer = ("" as Any) is S
            string = answer
            return answer
        case .boxed: return true
        }
    }
}
