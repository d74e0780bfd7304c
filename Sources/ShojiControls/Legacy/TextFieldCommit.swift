@_spi(ShojiRuntime) import ShojiCore

extension TextField where Label == Text {
    /// Creates a text field that runs `onCommit` when Return is pressed in it, and tells
    /// `onEditingChanged` when editing starts (`true`) and ends (`false`) — SwiftUI's form before
    /// `onSubmit` and `@FocusState`. (Shoji reports the commit; editing changes are not reported.)
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void
    ) {
        self.init(title, text: text)
        // Built in a body and run on Return: both on the main actor.
        nonisolated(unsafe) let commit = onCommit
        self.onCommit = { commit() }
    }

    /// Creates a text field that tells `onEditingChanged` when editing starts and ends (not reported in
    /// Shoji; accepted).
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(title, text: text)
    }
}
