@_spi(ShojiRuntime) import ShojiCore

/// A single-line text editor bound to a string.
///
/// ```swift
/// TextField("Title", text: $title)
///     .onSubmit { add() }
/// ```
///
/// Keys while focused: characters insert at the cursor; Backspace and Delete remove the grapheme
/// before or under it; ← → move by grapheme; Home/End and Ctrl-A/Ctrl-E go to the ends; Ctrl-U clears
/// to the start; Ctrl-W deletes the word before the cursor; Enter runs the `.onSubmit` action. Pasted
/// text (bracketed paste) is inserted with its control characters removed. Editing works on grapheme
/// clusters, so the cursor never lands inside a wide character, an emoji or a letter with combining
/// marks. Every edit writes the binding at once; only the views that read the bound value are
/// re-evaluated. When the text is wider than the field, it scrolls to keep the cursor in view. The
/// placeholder (the title, or `prompt`) is dimmed while the text is empty.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let label: Label
    /// `.vertical`: the text wraps and the field grows (within its `lineLimit`).
    var axis = Axis.horizontal
    /// The pre-`onSubmit` commit action (`TextField(_:text:onEditingChanged:onCommit:)`), run on Return.
    var onCommit: (@MainActor () -> Void)?

    /// Creates a text field with a title, shown as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) where Label == Text {
        self.text = text
        self.placeholder = prompt?.string ?? String(title)
        self.label = Text(title)
    }

    /// Creates a text field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.placeholder = prompt?.string ?? ""
        self.label = label()
    }

    /// Creates a text field that scrolls (`.horizontal`) or wraps and grows (`.vertical`) as text is typed.
    ///
    /// A vertical field is as tall as its wrapped text, within `.lineLimit(…)` (`lineLimit(2...5)` keeps
    /// at least two rows and scrolls past five). It edits like a ``TextEditor``, except that Enter runs
    /// `.onSubmit` when there is one; Alt-Enter always inserts a newline.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis)
    where Label == Text {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// Creates a text field with a custom label that scrolls or wraps along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension TextField: PrimitiveView {
    public func makeBehavior() -> NodeBehavior {
        axis == .vertical ? MultilineTextBehavior(kind: .field) : TextFieldBehavior()
    }
    public func update(_ behavior: NodeBehavior) -> Invalidation {
        // The behavior was made for this field's axis (a field does not change axis in place): either
        // edits bound text.
        (behavior as? any TextInputBehavior)?.update(text: text, placeholder: placeholder, onCommit: onCommit) ?? []
    }
    public func children(into list: inout ChildList) {}
}

/// The editing state and drawing of a ``TextField``.
///
/// The text lives in a ``TextEditingBuffer``: a key costs what is near the cursor and on screen, not
/// the length of the text.
@_spi(ShojiRuntime) public final class TextFieldBehavior: NodeBehavior, TextInputBehavior {
    @_spi(ShojiRuntime) public override var takesTextInput: Bool { true }
    /// The bound text.
    private var text = TextBinding()
    private var placeholder: String { text.placeholder }
    /// The text, the cursor and the scroll position.
    private(set) var buffer = TextEditingBuffer()
    /// The text's width, measured up to ``idealWidthLimit`` columns.
    private var measuredWidth = 0
    /// The placeholder's width, measured when it changes.
    private var placeholderWidth = 0
    /// The width the field asks for when none is proposed: its text or its placeholder, whichever is
    /// wider, and a column for the cursor; at least 10. Typing into a field whose placeholder is wider
    /// than its text leaves it as it is, so the frame needs no layout.
    private var idealWidth: Int { max(10, max(placeholderWidth, measuredWidth) + 1) }
    /// No field asks for more columns than this (its text scrolls).
    private static let idealWidthLimit = 1024

    /// The cursor, as a UTF-8 offset into the text.
    var cursor: Int { buffer.cursor }
    /// Whether the text is masked (`SecureField`): each cell of it shows `•`.
    var isSecure = false
    /// The field's own commit action, run on Return before any `onSubmit`.
    var onCommit: (@MainActor () -> Void)?

    /// Takes the field's binding and placeholder, and follows the bound text.
    func update(text binding: Binding<String>, placeholder: String, onCommit: (@MainActor () -> Void)?)
        -> Invalidation
    {
        self.onCommit = onCommit
        return update(text: binding, placeholder: placeholder)
    }

    /// Takes the field's binding and placeholder, and follows the bound text.
    func update(text binding: Binding<String>, placeholder newPlaceholder: String) -> Invalidation {
        // Characters typed for the binding this view had go to it, before a new one is taken.
        writePendingText()
        var changes: Invalidation = []
        let ideal = idealWidth
        let change = text.update(binding, placeholder: newPlaceholder, node: node)
        if change.placeholder {
            placeholderWidth = TextWidth.of(newPlaceholder)
            changes.insert(.paint)
        }
        if let value = change.text {
            // Set from outside (a model change) or first shown: take it, cursor at the end.
            buffer.setText(value)
            measuredWidth = buffer.width(upTo: Self.idealWidthLimit)
            changes.insert(.paint)
        }
        // Only a size measured without a proposed width (the ideal width) depends on the text.
        if idealWidth != ideal && node.hasCachedSize(forUnspecifiedWidth: true) { changes.insert(.layout) }
        return changes
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(width: proposal.width.map { max(1, $0) } ?? idealWidth, height: 1)
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let f = node.frame
        let focused = isFocused
        var field = CellStyle()
        field.attributes = focused ? [.underline] : [.underline, .dim]
        canvas.fill(f, style: field)
        if !node.environment.isEnabled { field.attributes.insert(.dim) }
        if buffer.utf8Count == 0 {
            var style = field
            style.attributes.insert(.dim)
            canvas.draw(placeholder, at: f.origin, style: style)
            return
        }
        buffer.fit(width: f.width)
        // Typed text is plain; only the empty rest of the field is underlined. Typing a character then
        // costs the character alone: no attribute to set and reset, and the visible cursor is already
        // where the next character goes.
        var textStyle = CellStyle()
        if !node.environment.isEnabled { textStyle.attributes.insert(.dim) }
        for glyph in buffer.visible(width: f.width) {
            if isSecure {
                canvas.draw(
                    String(repeating: "•", count: max(1, glyph.width)), at: Point(x: f.minX + glyph.column, y: f.minY),
                    style: textStyle)
            } else {
                canvas.draw(grapheme: glyph.character, x: f.minX + glyph.column, y: f.minY, style: textStyle)
            }
        }
    }

    @_spi(ShojiRuntime) public override var cursorPosition: Point? {
        guard node.hasFrame, node.frame.width > 0 else { return nil }
        buffer.fit(width: node.frame.width)
        return Point(x: node.frame.minX + buffer.cursorColumn(), y: node.frame.minY)
    }

    // MARK: Editing

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        switch key.key {
        case .character(let c):
            // Alt with a letter is a command, not text.
            guard key.modifiers.isDisjoint(with: [.option, .control, .command]) else { return false }
            // A numeric keyboard type has no key for it: typed, it does nothing.
            guard node.environment.keyboardType.accepts(c) else { return true }
            buffer.insert(String(c))
            node.graph.noteTypedText()
            commit(deferringWrite: true)
        case .paste(let text):
            let keyboard = node.environment.keyboardType
            let clean = TextSanitizer.stripControls(text)
            buffer.insert(keyboard == .default ? clean : clean.filter { keyboard.accepts($0) })
            commit()
        case .backspace:
            if buffer.deleteBackward() { commit() }
        case .delete:
            if buffer.deleteForward() { commit() }
        case .left:
            buffer.moveLeft()
            moved()
        case .right:
            buffer.moveRight()
            moved()
        case .home, .control("a"):
            buffer.moveToStart()
            moved()
        case .end, .control("e"):
            buffer.moveToEnd()
            moved()
        case .control("u"):
            buffer.deleteToStart()
            commit()
        case .control("w"):
            buffer.deleteWordBackward()
            commit()
        case .enter:
            // Without `onSubmit` (or `onCommit`), Return goes on (to a `.defaultAction` button).
            let submit = node.environment.submitAction
            guard onCommit != nil || submit != nil else { return false }
            onCommit?()
            submit?()
        default:
            return false
        }
        return true
    }

    /// A keyboard shortcut on a field focuses it.
    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled else { return false }
        node.graph.focus.setFocus(node)
        return true
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, node.environment.isEnabled else { return false }
        // Put the cursor at the clicked grapheme.
        buffer.fit(width: node.frame.width)
        buffer.moveCursor(toColumn: event.location.x - node.frame.minX)
        moved()
        return true
    }

    private func moved() {
        node.setNeedsPaint()
    }

    /// Follows an edit: writes the text to the binding (before the graph hears of the change, so the
    /// update it triggers recognises the value as ours and keeps the cursor) — a typed character's once
    /// before the views next update (``TextBinding/deferWrite(node:flush:)``) — and asks for a size check
    /// and a repaint.
    private func commit(deferringWrite: Bool = false) {
        let ideal = idealWidth
        measuredWidth = buffer.width(upTo: Self.idealWidthLimit)
        // Only a size measured without a proposed width (the ideal width) depends on the text.
        if idealWidth != ideal && node.hasCachedSize(forUnspecifiedWidth: true) { node.contentSizeMayHaveChanged() }
        if deferringWrite {
            // Strong: the closure runs before the next update and is dropped; an edit typed just
            // before the field left is still written (and a weak capture would give the field a side
            // table, slowing its every retain).
            text.deferWrite(node: node) { [self] in writePendingText() }
        } else {
            text.write(buffer.text)
        }
        node.setNeedsPaint()
    }

    /// Writes the typed characters that wait (if no edit wrote them since).
    private func writePendingText() { text.writeIfPending(buffer.text) }
}

private struct SubmitActionKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// What Enter in a text field here does (`.onSubmit`).
    var submitAction: (@MainActor () -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

/// What triggers `.onSubmit` (text fields only, in a terminal).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Enter in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields (same as `.text` here).
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when the user presses Enter in a text field inside this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, SubmitModifier>
    {
        modifier(SubmitModifier(action: action))
    }
}

/// What `.onSubmit` makes: the action that Enter in a text field inside runs.
///
/// The environment gets one closure per node, which calls the newest action when it runs. So a body that
/// makes a new action closure at every evaluation (every `.onSubmit { … }` does) changes nothing below:
/// the fields inside are not updated again, as they would be if the closure itself were the value.
public struct SubmitModifier: ViewModifier {
    public typealias Body = Never
    let action: @MainActor () -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { SubmitBehavior(self) }
}

/// Puts a stable submit closure in the environment that calls the modifier's newest action.
final class SubmitBehavior: ModifierBehavior<SubmitModifier> {
    override var isTransparent: Bool { true }

    override func changes(from old: SubmitModifier, to new: SubmitModifier) -> Invalidation { [] }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        // Strong: the descendants' environments hold it, and this behavior holds none of them (a weak
        // capture would give it a side table, slowing its every retain).
        environment.submitAction = { [self] in modifier.action() }
    }
}

@_spi(ShojiRuntime) extension SubmitModifier: PrimitiveModifier {}
