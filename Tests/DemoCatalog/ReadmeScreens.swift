// The README's pictures of the demos: each demo, at a size, after the keys the README describes, taken
// headless with TestHost and saved as SVG by `make screenshots` (shoji-screenshots). A test renders them
// again and compares, so the pictures stay current.
import Foundation
import Shoji

/// One picture of the README.
public struct ReadmeScreen: Sendable {
    /// The picture's file name, without `.svg`.
    public var name: String
    /// The demo it shows.
    public var demo: String
    /// The terminal's width.
    public var width: Int
    /// The terminal's height.
    public var height: Int
    /// What is done before the picture: key names (as `TestHost.press` takes them), or `click:<text>`.
    public var actions: [String]
    /// Whether the redraw overlay is on (F2): its HUD shows times, so the picture changes every run and
    /// the currency test leaves it out.
    public var overlay: Bool

    /// The README's pictures, in its order.
    public static let all: [ReadmeScreen] = [
        ReadmeScreen(
            name: "todo", demo: "todo", width: 80, height: 16, actions: ["click:Buy oat milk", "Space"], overlay: false),
        ReadmeScreen(name: "counter", demo: "counter", width: 80, height: 10, actions: ["click:+ 1"], overlay: false),
        ReadmeScreen(
            name: "profile", demo: "profile", width: 110, height: 26, actions: ["click:Simulate new follower"],
            overlay: true),
        ReadmeScreen(
            name: "cart", demo: "cart", width: 90, height: 20,
            actions: ["click:[ Add ]", "Down", "Enter", "click:+ ]"],
            overlay: false),
        ReadmeScreen(
            name: "settings", demo: "settings", width: 90, height: 16, actions: ["click:[x]", "click:Light"],
            overlay: false),
        ReadmeScreen(name: "player", demo: "player", width: 90, height: 16, actions: [], overlay: false),
        ReadmeScreen(name: "migration", demo: "migration", width: 110, height: 20, actions: [], overlay: false),
        ReadmeScreen(name: "gallery", demo: "gallery", width: 100, height: 20, actions: [], overlay: false),
        ReadmeScreen(
            name: "effects", demo: "gallery", width: 100, height: 20, actions: ["click:Effects"], overlay: false),
    ]

    /// Renders the picture: the demo in a headless host, the actions done, the screen as SVG.
    @MainActor
    public func render(directory: URL) -> (svg: String, host: TestHost)? {
        guard let view = DemoCatalog.rootView(demo, directory: directory) else { return nil }
        let host = TestHost(AnyView(view), width: width, height: height, colorSupport: .palette256)
        for action in actions {
            if action.hasPrefix("click:") {
                host.click(String(action.dropFirst(6)))
            } else {
                host.press(action)
            }
        }
        if overlay { host.press("F2") }
        return (host.screenSVG(title: "\(demo) — Shoji"), host)
    }
}
