@_spi(ShojiRuntime) import ShojiCore

/// The body of an alert or confirmation dialog: title, message, and the action buttons in a row (or a
/// column when a row does not fit).
/// Pressing any of its buttons also dismisses it.
public struct AlertBody<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).bold()
            message
            // In a row when they fit, else one under another (as an action sheet's): a dialog of eight
            // signals squeezed into a row showed each title one letter per line.
            ViewThatFits(in: .horizontal) {
                HStack { actions }
                VStack(alignment: .leading, spacing: 0) { actions }
            }
            .environment(\.dismissesOnAction, true)
        }
    }
}

private struct DismissesOnActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Buttons here also dismiss the presentation they are in (alert buttons).
    var dismissesOnAction: Bool {
        get { self[DismissesOnActionKey.self] }
        set { self[DismissesOnActionKey.self] = newValue }
    }
}

/// How a dialog's title is shown (accepted for source compatibility; the title is always shown).
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

extension View {
    /// Presents an alert while `isPresented` is true; its buttons (default: OK) dismiss it.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a message while `isPresented` is true; its buttons dismiss it.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        modifier(
            SheetModifier(
                isPresented: { isPresented.wrappedValue }, identity: { nil },
                dismiss: { isPresented.wrappedValue = false },
                content: { AlertBody(title: title, actions: actions(), message: message()) },
                style: .alert, key: isPresented.trackingKey))
    }

    /// Presents a confirmation dialog (shown like an alert) while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(title, isPresented: isPresented, actions: actions, message: message)
    }
}

@_spi(ShojiRuntime) extension AlertBody: BuiltinView {}
