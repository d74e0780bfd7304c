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

    public var body: Never { primitiveBody(Self.self) }
}

extension TextField: PrimitiveView {
    func makeBehavior() -> NodeBehavior { TextFieldBehavior() }
    func children(into list: inout ChildList) {}
}

@MainActor
protocol TextFieldRepresentable {
    var textBinding: Binding<String> { get }
    var placeholderText: String { get }
}

extension TextField: TextFieldRepresentable {
    var textBinding: Binding<String> { text }
    var placeholderText: String { placeholder }
}

/// The editing state and drawing of a ``TextField``.
final class TextFieldBehavior: NodeBehavior {
    private var binding: Binding<String>?
    private var placeholder = ""
    /// The text as grapheme clusters; the cursor is an index into it.
    private(set) var graphemes: [Character] = []
    private(set) var cursor = 0
    /// The first column shown (horizontal scrolling).
    private var scroll = 0
    /// The value last read from, or written to, the binding.
    private var known: String?

    override func update(from view: any View) -> Invalidation {
        guard let field = view as? any TextFieldRepresentable else { return [] }
        binding = field.textBinding
        var changes: Invalidation = []
        if field.placeholderText != placeholder {
            placeholder = field.placeholderText
            changes.insert(.paint)
        }
        let binding = field.textBinding
        let value = node.tracked(key: binding.trackingKey) { binding.wrappedValue }
        if value != known {
            // Set from outside (a model change) or first shown: take it, cursor at the end.
            known = value
            graphemes = Array(value)
            cursor = graphemes.count
            changes.insert(.paint)
        }
        return changes
    }

    override var canTakeFocus: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let ideal = max(10, max(TextWidth.of(placeholder), TextWidth.of(String(graphemes))) + 1)
        return Size(width: proposal.width.map { max(1, $0) } ?? ideal, height: 1)
    }

    private func column(of index: Int) -> Int {
        graphemes[0..<index].reduce(0) { $0 + TextWidth.of($1) }
    }

    /// Keeps the cursor inside the visible columns.
    private func adjustScroll(width: Int) {
        let c = column(of: cursor)
        if c < scroll { scroll = c }
        if c >= scroll + width { scroll = c - width + 1 }
        scroll = max(0, scroll)
    }

    override func draw(in canvas: Canvas) {
        let f = node.frame
        let focused = isFocused
        var field = CellStyle()
        field.attributes = focused ? [.underline] : [.underline, .dim]
        canvas.fill(f, style: field)
        if !node.environment.isEnabled { field.attributes.insert(.dim) }
        if graphemes.isEmpty {
            var style = field
            style.attributes.insert(.dim)
            canvas.draw(placeholder, at: f.origin, style: style)
            return
        }
        adjustScroll(width: f.width)
        // Typed text is plain; only the empty rest of the field is underlined. Typing a character then
        // costs the character alone: no attribute to set and reset, and the visible cursor is already
        // where the next character goes.
        var textStyle = CellStyle()
        if !node.environment.isEnabled { textStyle.attributes.insert(.dim) }
        var x = f.minX - scroll
        for ch in graphemes {
            let w = TextWidth.of(ch)
            if x >= f.minX && x + w <= f.maxX { canvas.draw(String(ch), at: Point(x: x, y: f.minY), style: textStyle) }
            x += w
            if x >= f.maxX { break }
        }
    }

    override var cursorPosition: Point? {
        guard node.hasFrame, node.frame.width > 0 else { return nil }
        adjustScroll(width: node.frame.width)
        return Point(x: node.frame.minX + column(of: cursor) - scroll, y: node.frame.minY)
    }

    // MARK: Editing

    override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        switch key.key {
        case .character(let c):
            // Alt with a letter is a command, not text.
            guard key.modifiers.isDisjoint(with: [.option, .control, .command]) else { return false }
            insert(String(c))
        case .paste(let text): insert(TextSanitizer.stripControls(text))
        case .backspace:
            guard cursor > 0 else { return true }
            graphemes.remove(at: cursor - 1)
            cursor -= 1
            commit()
        case .delete:
            guard cursor < graphemes.count else { return true }
            graphemes.remove(at: cursor)
            commit()
        case .left: cursor = max(0, cursor - 1); moved()
        case .right: cursor = min(graphemes.count, cursor + 1); moved()
        case .home, .control("a"): cursor = 0; moved()
        case .end, .control("e"): cursor = graphemes.count; moved()
        case .control("u"):
            graphemes.removeSubrange(0..<cursor)
            cursor = 0
            commit()
        case .control("w"):
            var start = cursor
            while start > 0 && graphemes[start - 1] == " " { start -= 1 }
            while start > 0 && graphemes[start - 1] != " " { start -= 1 }
            graphemes.removeSubrange(start..<cursor)
            cursor = start
            commit()
        case .enter:
            // Without `onSubmit`, Return goes on (to a `.defaultAction` button).
            guard let submit = node.environment.submitAction else { return false }
            submit()
        default:
            return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, node.environment.isEnabled else { return false }
        // Put the cursor at the clicked grapheme.
        let target = event.location.x - node.frame.minX + scroll
        var col = 0
        cursor = graphemes.count
        for (i, ch) in graphemes.enumerated() {
            if col + TextWidth.of(ch) > target { cursor = i; break }
            col += TextWidth.of(ch)
        }
        moved()
        return true
    }

    /// Inserts text at the cursor, re-segmenting so a combining mark joins the grapheme before it.
    private func insert(_ text: String) {
        guard !text.isEmpty else { return }
        let prefix = String(graphemes[0..<cursor]) + text
        let suffix = String(graphemes[cursor...])
        graphemes = Array(prefix + suffix)
        cursor = min(graphemes.count, prefix.count)
        commit()
    }

    private func moved() {
        node.setNeedsPaint()
    }

    /// Writes the edited text to the binding (before the graph hears of the change, so the update it
    /// triggers recognises the value as ours and keeps the cursor).
    private func commit() {
        let value = String(graphemes)
        known = value
        binding?.wrappedValue = value
        node.setNeedsPaint()
    }
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
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        // The closure is the value: it never compares equal, so the newest one always reaches the field.
        environmentModifier("onSubmit", action) { $0.submitAction = action }
    }
}
