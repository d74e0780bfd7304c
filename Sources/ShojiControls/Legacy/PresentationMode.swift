@_spi(ShojiRuntime) import ShojiCore

/// An indication whether a view is currently presented by another view: the value behind
/// `@Environment(\.presentationMode)`, SwiftUI's way to dismiss before `\.dismiss`.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
    let action: DismissAction

    /// Whether the view is presented (in a sheet, or pushed onto a navigation stack).
    public var isPresented: Bool { action.action != nil }

    /// Dismisses the view if it is currently presented; does nothing otherwise.
    @MainActor
    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return .constant(mode)
    }
}
