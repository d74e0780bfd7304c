@_spi(ShojiRuntime) import ShojiCore

/// What every text control keeps of the text it edits — `TextField`, `SecureField`, a vertical field,
/// `TextEditor` — and the one way each follows and writes its binding.
///
/// The control reads the binding in its node's tracking window (so a change made anywhere updates it),
/// takes a value it did not write itself as new text (set from outside: a model change, or first shown),
/// and writes its edits back remembering them, so the update the write triggers keeps the cursor.
@MainActor
struct TextBinding {
    /// The binding to the text.
    private(set) var binding: Binding<String>?
    /// The placeholder shown while the text is empty.
    private(set) var placeholder = ""
    /// The value last read from, or written to, the binding.
    private var known: String?

    /// What a control's new binding and placeholder changed.
    struct Change {
        /// The placeholder is another.
        var placeholder = false
        /// The text set from outside, to take (cursor at the end); `nil` when it is what the control
        /// has.
        var text: String?
    }

    /// Takes the control's binding and placeholder, and reads the bound text in `node`'s tracking window.
    mutating func update(_ binding: Binding<String>, placeholder newPlaceholder: String, node: ViewNode) -> Change {
        self.binding = binding
        var change = Change()
        if newPlaceholder != placeholder {
            placeholder = newPlaceholder
            change.placeholder = true
        }
        let value = node.tracked(key: binding.trackingKey) { binding.wrappedValue }
        if value != known {
            known = value
            change.text = value
        }
        return change
    }

    /// Whether typed characters wait to be written (``deferWrite(node:flush:)``).
    private(set) var writePending = false

    /// Writes the edited `text` to the binding (before the graph hears of the change, so the update it
    /// triggers recognises the value as the control's own).
    mutating func write(_ text: String) {
        writePending = false
        known = text
        binding?.wrappedValue = text
    }

    /// Defers the write of a typed character's edit: `flush` (which calls ``writeIfPending(_:)``) runs
    /// once before the views next update (``ViewGraph/beforeNextUpdate(_:)``), so a run of typed
    /// characters in one batch is written once.
    mutating func deferWrite(node: ViewNode, flush: @escaping @MainActor () -> Void) {
        guard !writePending else { return }
        writePending = true
        node.graph.beforeNextUpdate(flush)
    }

    /// Writes `text` if an edit waits to be written (an edit written since, or none, leaves it).
    mutating func writeIfPending(_ text: @autoclosure () -> String) {
        if writePending { write(text()) }
    }
}

/// A behavior that edits bound text (a single-line field, or the multi-line editor a vertical field
/// uses): what a text view hands it on each update.
@MainActor
protocol TextInputBehavior: AnyObject {
    /// Takes the view's binding, placeholder and commit action; returns what changed.
    func update(text: Binding<String>, placeholder: String, onCommit: (@MainActor () -> Void)?) -> Invalidation
}
