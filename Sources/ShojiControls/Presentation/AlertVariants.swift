@_spi(ShojiRuntime) import ShojiCore

extension View {
    /// Presents an alert with a `Text` title while `isPresented` is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a `Text` title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`; the actions
    /// are built from it.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about `data`, with a message built from it, while `isPresented` is true and
    /// `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        modifier(
            SheetModifier(
                isPresented: { isPresented.wrappedValue && data != nil }, identity: { nil },
                dismiss: { isPresented.wrappedValue = false },
                content: {
                    // Shown only while `data` is not nil (the closure above); the guard keeps a stale
                    // presentation from trapping.
                    guard let data else { return nil }
                    return AlertBody(title: title, actions: actions(data), message: message(data))
                },
                style: .alert, key: isPresented.trackingKey))
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents a confirmation dialog about `data`, with a message, while `isPresented` is true and
    /// `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a `Text` title while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title.string, isPresented: isPresented, actions: actions)
    }
}
