import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A control that opens a URL, as SwiftUI's `Link`.
///
/// ```swift
/// Link("Documentation", destination: URL(string: "https://swift.org")!)
/// ```
///
/// Drawn underlined in the accent color with `↗` after it; while it is focused the status line (the
/// bottom row) shows the URL. Enter, Space or a click opens it through `\.openURL`, which by default
/// runs `xdg-open` when a graphical session is present (`$DISPLAY` or `$WAYLAND_DISPLAY`) and does nothing
/// otherwise. Terminal hyperlinks (OSC 8) are not sent: ncurses cannot carry them.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@_spi(ShojiRuntime) extension Link: PrimitiveView {
    public func makeBehavior() -> LinkBehavior { LinkBehavior() }
    public func update(_ behavior: LinkBehavior) -> Invalidation { behavior.update(destination: destination) }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// Draws a link and opens it.
@_spi(ShojiRuntime) public final class LinkBehavior: LabelWithMarkBehavior {
    private var destination: URL?

    func update(destination: URL) -> Invalidation {
        guard destination != self.destination else { return [] }
        self.destination = destination
        return [.paint]
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }
    @_spi(ShojiRuntime) public override var providesStatusText: Bool { true }

    @_spi(ShojiRuntime) public override var statusText: String? {
        destination.map { TextSanitizer.sanitize($0.absoluteString) }
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        drawMark(node.environment.glyphSupport == .ascii ? "^" : "↗", in: canvas)
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        let color = node.environment.tint ?? .accentColor
        canvas.restyle(labelRect(in: node.frame)) {
            $0.foreground = color
            $0.attributes.insert(.underline)
        }
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }
    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled, let destination else { return false }
        node.environment.openURL(destination)
        return true
    }
}

/// Opens a URL: what `@Environment(\.openURL)` gives and what `Link` calls.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public enum Result: Sendable {
        /// The handler opened it.
        case handled
        /// The handler did not open it, and nothing else should.
        case discarded
        /// The handler did not open it; the system's default should.
        case systemAction
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// An action that calls `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { Self.systemOpen(url) }
    }

    /// The default: `xdg-open` when a graphical session is present, with its output discarded so the
    /// screen is not disturbed; nothing otherwise.
    static func systemOpen(_ url: URL) {
        let environment = ProcessInfo.processInfo.environment
        let graphical = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let opener = "/usr/bin/xdg-open"
        guard graphical, FileManager.default.isExecutableFile(atPath: opener),
            ["http", "https", "mailto", "file"].contains(url.scheme?.lowercased() ?? "")
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens URLs (`Link` uses it); replace it with `.environment(\.openURL, OpenURLAction { … })`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
