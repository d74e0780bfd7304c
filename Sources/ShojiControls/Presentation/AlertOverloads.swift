import Foundation
@_spi(ShojiRuntime) import ShojiCore

// The `alert` and `confirmationDialog` overloads with a `LocalizedStringKey` title, a `Text` title with
// data, and an error: each is the `String`-titled one with the title read out.

extension View {
    /// Presents an alert with a localized title while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(titleKey.key, isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a localized title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(titleKey.key, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a localized title about `data` while `isPresented` is true and `data`
    /// is not `nil`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(titleKey.key, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert with a localized title and a message about `data`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(titleKey.key, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a `Text` title about `data`.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert with a `Text` title and a message about `data`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not `nil`: its title is
    /// the error's description.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(errorTitle(error), isPresented: isPresented, presenting: error, actions: { _ in actions() })
    }

    /// Presents an alert for `error`, with a message built from it, while `isPresented` is true and
    /// `error` is not `nil`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
        @ViewBuilder message: @escaping (E) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(errorTitle(error), isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a localized title while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(titleKey.key, isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog with a localized title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(titleKey.key, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a localized title about `data`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(titleKey.key, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents a confirmation dialog with a localized title and a message about `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(titleKey.key, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a `Text` title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a `Text` title about `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>?>> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents a confirmation dialog with a `Text` title and a message about `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>?>> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
}

/// The title of an error alert: the error's description.
private func errorTitle<E: LocalizedError>(_ error: E?) -> String {
    error?.errorDescription ?? error.map { String(describing: $0) } ?? ""
}
