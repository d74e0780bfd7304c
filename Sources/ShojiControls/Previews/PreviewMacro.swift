import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Creates a preview of a SwiftUI view: `#Preview { ContentView() }`, `#Preview("Empty list") { … }`.
///
/// The macro is implemented by a compiler plugin of Shoji's own (no swift-syntax): it declares a type
/// that the app finds at run time. Start the app with `--preview` to list its previews and show one, or
/// mount one in a test with ``TestHost/preview(_:width:height:)``.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ShojiMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view, with traits: `#Preview(traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ShojiMacros", type: "PreviewMacro")

/// Namespaces for the traits a preview accepts.
public enum Preview {
    /// Traits of a view preview.
    public enum ViewTraits {}
}

/// A trait of a preview: its layout or orientation (accepted; a preview fills the terminal).
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device.
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// The preview is as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// The preview has a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout")
    }
    /// Portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// Portrait orientation, upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    /// Landscape orientation, top on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    /// Landscape orientation, top on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}

/// What one `#Preview` declares: its name and the view it shows. The macro's arguments become a call of
/// one of these initializers, with the same signatures as the macro's.
public struct PreviewDeclaration {
    /// The preview's name, if it has one.
    public let name: String?
    let make: @MainActor () -> any View

    /// A preview named `name` (or unnamed) of the view `body` builds.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        make = body
    }

    /// A preview with traits.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
        _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, body: body)
    }
}

/// A type the `#Preview` macro declares. Not for apps to adopt.
@MainActor @preconcurrency
public protocol PreviewMacroDeclaration {
    /// The file the preview is in (`App/ContentView.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The preview.
    static var declaration: PreviewDeclaration { get }
}
