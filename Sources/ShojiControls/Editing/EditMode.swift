import Foundation
import Observation
@_spi(ShojiRuntime) import ShojiCore

/// Whether views are being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (accepted; treated as editing).
    case transient
    /// Editing: list rows with `onDelete` show `⊖` and rows with `onMove` show `≡`.
    case active

    /// Whether this is an editing mode.
    public var isEditing: Bool { self != .inactive }
}

/// The edit mode a navigation stack keeps for the views inside it.
@Observable
final class EditModeBox: @unchecked Sendable {
    var mode = EditMode.inactive
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here (`EditButton` toggles it). A `NavigationStack` provides one;
    /// elsewhere set it with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns editing on and off: "Edit" / "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` hands you).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` so they come before the element at `destination` (what `onMove`
    /// hands you); `destination` is an offset in the collection before the move.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        guard !valid.isEmpty else { return }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.min(Swift.max(0, destination - before), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}

@_spi(ShojiRuntime) extension EditButton: BuiltinView {}
