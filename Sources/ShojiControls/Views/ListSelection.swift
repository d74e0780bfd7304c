import Foundation
@_spi(ShojiRuntime) import ShojiCore

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

    /// A single selection of any type. A selection of one of the id types a list keeps as themselves
    /// (`Int`, `UUID`, `String`: ``ElementID``'s direct kinds) gets closures compiled for that type: made
    /// for an `S` only known at run time, each read of the binding looked up `Optional<S>`'s metadata and
    /// copied the value through its witnesses, about 1,100 instructions for every row drawn.
    ///
    /// (`unsafeBitCast`, not `as?`: when `S.self` is `Int.self` the two are one type, so the cast is the
    /// identity; a dynamic cast cost 500 instructions for every list a body makes.)
    @MainActor static func single<S: Equatable>(_ binding: Binding<S?>) -> ListSelection {
        if S.self == Int.self { return singleOf(unsafeBitCast(binding, to: Binding<Int?>.self)) }
        if S.self == UUID.self { return singleOf(unsafeBitCast(binding, to: Binding<UUID?>.self)) }
        if S.self == String.self { return singleOf(unsafeBitCast(binding, to: Binding<String?>.self)) }
        return singleOf(binding)
    }

    /// ``single(_:)``'s closures for `S`.
    @MainActor private static func singleOf<S: Equatable>(_ binding: Binding<S?>) -> ListSelection {
        let casts = IDKindCasts<S>()
        func value(_ id: AnyHashable?, _ element: Any?) -> S? { rowValue(id, element, as: S.self) }
        func value(_ id: ElementID?, _ element: Any?) -> S? { rowValue(id, element, as: S.self, casts) }
        return ListSelection(
            isSelected: { id, element in
                guard let v = value(id, element), let current = binding.wrappedValue else { return false }
                return v == current
            },
            isRowSelected: { id, element in
                guard let current = binding.wrappedValue else { return false }
                if let id, let match = id.matches(ElementID.direct(current), given: true) { return match }
                guard let v = value(id, element) else { return false }
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
                // `if let`, not `flatMap(ElementID.direct)`: a function reference would capture `S.Type`.
                var oldID: ElementID?
                if let old { oldID = ElementID.direct(old) }
                var newID: ElementID?
                if let new { newID = ElementID.direct(new) }
                for offset in rows.indices {
                    let id = rows[offset].elementID
                    if let id, let was = id.matches(oldID, given: old != nil),
                        let now = id.matches(newID, given: new != nil)
                    {
                        if was != now { changed.append(offset) }
                        continue
                    }
                    guard let v = value(id, rows[offset].element) else { continue }
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
                let currentID = ElementID.direct(current)
                // A loop, not `map`: the closure would check the executor once per row.
                for offset in rows.indices {
                    let id = rows[offset].elementID
                    if let id, let match = id.matches(currentID, given: true) {
                        selected[offset] = match
                        continue
                    }
                    guard let v = value(id, rows[offset].element) else { continue }
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
