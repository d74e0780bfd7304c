@_spi(ShojiRuntime) import ShojiCore

/// A text field whose text is masked, as SwiftUI's `SecureField`: each cell of the text shows `•`.
///
/// It edits like a ``TextField`` (the cursor, paste, `.onSubmit`), and its text never reaches the screen.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let label: Label

    /// Creates a secure field with a title, shown as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) where Label == Text {
        self.text = text
        placeholder = prompt?.string ?? String(title)
        label = Text(title)
    }

    /// Creates a secure field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt?.string ?? ""
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension SecureField: PrimitiveView {
    public func makeBehavior() -> TextFieldBehavior {
        let behavior = TextFieldBehavior()
        behavior.isSecure = true
        return behavior
    }
    public func update(_ behavior: TextFieldBehavior) -> Invalidation {
        behavior.update(text: text, placeholder: placeholder)
    }
    public func children(into list: inout ChildList) {}
}
