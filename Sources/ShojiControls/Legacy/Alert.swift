@_spi(ShojiRuntime) import ShojiCore

/// A representation of an alert presentation: SwiftUI's alert type before the `alert(_:isPresented:actions:)`
/// modifiers, used with ``View/alert(isPresented:content:)`` and ``View/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $showingError) {
///     Alert(title: Text("Save failed"), message: Text(reason), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button (OK when `dismissButton` is `nil`).
    @MainActor
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button in an alert or an action sheet. Pressing any of them dismisses the presentation.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, labelled Cancel.
        @MainActor
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A representation of an action sheet presentation: a title, an optional message and a list of
/// buttons, shown like an alert (a terminal has no bottom sheet).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button in an action sheet.
    public typealias Button = Alert.Button

    /// Creates an action sheet with the provided buttons (a Cancel button by default).
    @MainActor
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of an ``Alert`` or an ``ActionSheet``, in a row.
public struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    /// The buttons.
    public var body: some View {
        ForEach(buttons.indices, id: \.self) { i in
            let button = buttons[i]
            SwiftUIButton(role: button.role) {
                button.action?()
            } label: {
                button.label
            }
        }
    }
}

/// Shoji's `Button`, named where `Alert.Button` would shadow it.
typealias SwiftUIButton = Button

extension View {
    /// Presents an alert while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> ModifiedContent<
        Self, SheetModifier<AlertBody<LegacyAlertButtons, Text?>>
    > {
        presenting(isPresented: isPresented, onDismiss: nil, style: .alert) { AlertBody(content()) }
    }

    /// Presents an alert built from `item` while it is not `nil`; dismissing sets it to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> ModifiedContent<
        Self, SheetModifier<AlertBody<LegacyAlertButtons, Text?>?>
    > {
        presenting(item: item, onDismiss: nil, style: .alert) { AlertBody(content($0)) }
    }

    /// Presents an action sheet while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> ModifiedContent<
        Self, SheetModifier<AlertBody<LegacyAlertButtons, Text?>>
    > {
        presenting(isPresented: isPresented, onDismiss: nil, style: .alert) { AlertBody(content().alert) }
    }

    /// Presents an action sheet built from `item` while it is not `nil`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet)
        -> ModifiedContent<Self, SheetModifier<AlertBody<LegacyAlertButtons, Text?>?>>
    {
        presenting(item: item, onDismiss: nil, style: .alert) { AlertBody(content($0).alert) }
    }
}

extension ActionSheet {
    /// The action sheet as an alert with its buttons (a terminal shows both alike).
    @MainActor var alert: Alert { Alert(title: title, message: message, buttons: buttons) }
}

extension Alert {
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertBody where Actions == LegacyAlertButtons, Message == Text? {
    /// The body of a legacy alert.
    @MainActor init(_ alert: Alert) {
        self.init(
            title: alert.title.string, actions: LegacyAlertButtons(buttons: alert.buttons), message: alert.message)
    }
}

@_spi(ShojiRuntime) extension LegacyAlertButtons: BuiltinView {}
