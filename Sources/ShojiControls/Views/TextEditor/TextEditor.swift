@_spi(ShojiRuntime) import ShojiCore

/// A view for editing long, multi-line text.
///
/// ```swift
/// TextEditor(text: $note.body)
/// ```
///
/// It takes the space it is offered, wraps the text at word boundaries and scrolls to keep the cursor in
/// sight (the mouse wheel scrolls too; a scroll bar shows in the last column when the text is taller).
///
/// Keys while focused:
/// - characters insert at the cursor and Enter inserts a newline; a paste keeps its line breaks and tabs
///   and loses other control characters;
/// - ← → move by character, Ctrl-← → or Alt-← → (Alt-B, Alt-F) by word; ↑ ↓ by screen row, keeping
///   the column; PageUp and PageDown by a screen; Home/End (Ctrl-A/Ctrl-E) to the row's ends and
///   Ctrl-Home/Ctrl-End to the text's;
/// - Shift with any of those selects; typing replaces the selection, Backspace or Delete removes it, Esc
///   drops it;
/// - Backspace and Delete remove a character, Alt-Backspace or Ctrl-W the word before the cursor, Alt-D
///   the word after it, Ctrl-U to the start of the line, Ctrl-K to its end (or the newline there).
///
/// Tab is not text here: it moves focus, as everywhere in a terminal app. ↑ on the first row goes to the
/// start, and once there moves focus out (↓ at the end likewise). There is no clipboard: a terminal
/// pastes with its own keys, which arrive as one paste. Spaces at the end of a wrapped row hang past
/// the last column, as in a terminal editor.
public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a text editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension TextEditor: PrimitiveView {
    public func makeBehavior() -> MultilineTextBehavior { MultilineTextBehavior(kind: .editor) }
    public func update(_ behavior: MultilineTextBehavior) -> Invalidation {
        behavior.update(text: text, placeholder: "")
    }
    public func children(into list: inout ChildList) {}
}
