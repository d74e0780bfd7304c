import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A type that produces view previews: Xcode's canvas before `#Preview`.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// In a terminal, start the app with `--preview` to list its previews and show one (`--preview
/// ContentView_Previews` shows that one), or mount one in a test with ``TestHost/preview(_:width:height:)``.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform on which to run the provider (accepted; a terminal is the platform).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device.
    case device
    /// Fit the container to the size of the preview when offered the size of the device.
    case sizeThatFits
    /// Center the preview in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name: "iPhone 15".
    public let rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from its name.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
    /// The orientation's name.
    public let id: String
    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

extension View {
    /// Overrides the size of the container for the preview (accepted: a preview fills the terminal).
    public func previewLayout(_ value: PreviewLayout) -> Self { self }

    /// Sets a user visible name to show in the canvas for a preview (accepted).
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// Overrides the device for a preview (accepted: the device is the terminal).
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }

    /// Overrides the orientation of the preview (accepted).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}
