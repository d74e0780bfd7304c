/// A Shoji app: the entry point of a full-screen terminal program.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup {
///             CounterView()
///         }
///     }
/// }
/// ```
///
/// The app takes over the terminal (alternate screen, raw input, mouse) and gives it back on every way
/// out. Ctrl-C quits; ``TerminalApp/quit()`` quits from code. (`main()`, the `@main` entry point, comes
/// with the terminal backend: `import Shoji`.)
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's content.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

/// A part of an app's interface. In a terminal there is one window: the first ``WindowGroup``.
@MainActor @preconcurrency
public protocol Scene {}

/// The scene that shows a view full-screen.
public struct WindowGroup<Content: View>: Scene {
    @_spi(ShojiRuntime) public let content: Content

    /// Creates a window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window with a title (shown nowhere: a terminal window has the terminal's title).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Builds an app's scene.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene that can say which view fills the terminal.
@MainActor
package protocol RootViewProviding {
    /// Runs the scene's view on `backend` (see ``TerminalApp/run(_:on:environment:arguments:)``).
    func run(on backend: some TerminalBackend, environment: [String: String], arguments: [String]) async -> Int32
    /// Starts the scene's view on `backend` and returns at once; `finished` gets the exit status.
    func start(
        on backend: some TerminalBackend, environment: [String: String], arguments: [String],
        finished: @escaping (Int32) -> Void)
}

extension WindowGroup: RootViewProviding {
    package func run(on backend: some TerminalBackend, environment: [String: String], arguments: [String]) async
        -> Int32
    {
        await TerminalApp.run(content, on: backend, environment: environment, arguments: arguments)
    }

    package func start(
        on backend: some TerminalBackend, environment: [String: String], arguments: [String],
        finished: @escaping (Int32) -> Void
    ) {
        TerminalApp.start(content, on: backend, environment: environment, arguments: arguments, finished: finished)
    }
}
