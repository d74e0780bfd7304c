import Dispatch

/// Runs views full-screen in the terminal, and quits.
///
/// For an app, use ``App`` with `@main`. For demos and scripts, one line runs a view:
///
/// ```swift
/// await TerminalApp.run { CounterView() }
/// ```
///
/// Environment variables: `SHOJI_STATS=<file>` appends one JSON line of ``FrameStats`` per frame to
/// the file; `NO_COLOR` turns color off; `SHOJI_INVALIDATION=property|object|tree` picks the
/// invalidation mode; `SHOJI_OVERLAY=1` (or the `--overlay` argument) starts with the redraw-count
/// overlay on. Keys in every app: F2 overlay, F3 reset its counters, F4 invalidation mode, F5 move its
/// HUD, Ctrl-C quit, Ctrl-Z suspend.
///
/// When standard input or output is not a terminal, or `TERM` is unknown, it prints one line naming
/// the problem and exits with status 2, without touching the terminal.
@MainActor
public enum TerminalApp {
    private static var quitHandler: ((Int32) -> Void)?

    /// Runs `content` until the user quits, then exits the process with the quit status.
    public static func run<Content: View>(@ViewBuilder _ content: () -> Content) async {
        let status = await runView(content())
        exit(status)
    }

    /// Runs a view until the user quits, then exits the process with the quit status.
    public static func run<Content: View>(_ view: Content) async {
        let status = await runView(view)
        exit(status)
    }

    /// Runs an app's scene, then exits the process.
    static func run<S: Scene>(scene: S) async {
        guard let provider = scene as? any RootViewProviding else {
            FileHandleOutput.standardError("Shoji: the app's body must be a WindowGroup\n")
            exit(2)
        }
        let status = await provider.runRoot()
        exit(status)
    }

    /// Ends the running app (status 0), restoring the terminal.
    public static func quit() {
        quitHandler?(0)
    }

    /// Runs a view and returns the exit status once the app has ended and the terminal is restored.
    static func runView<Content: View>(_ view: Content) async -> Int32 {
        if let problem = TerminalSession.problem() {
            FileHandleOutput.standardError("Shoji: cannot start: \(problem).\n")
            return 2
        }
        let session = TerminalSession()
        let env = ProcessInfo.processInfo.environment
        var environment = EnvironmentValues()
        environment.colorSupport = session.renderer.colorSupport
        environment.glyphSupport = GlyphSupport.detect(environment: env)
        environment.colorScheme = ColorScheme.detect(environment: env)
        let graph = ViewGraph(content: view, renderer: session.renderer, environment: environment) {
            DispatchQueue.main.async { MainActor.assumeIsolated { frameHandler?() } }
        }
        if let path = env["SHOJI_STATS"], !path.isEmpty { graph.stats.sink = StatsSink(path: path) }
        if let modeName = env["SHOJI_INVALIDATION"], let mode = InvalidationMode(rawValue: modeName) { graph.setMode(mode) }
        if env["SHOJI_OVERLAY"].map({ $0 == "1" || $0 == "true" }) == true || CommandLine.arguments.contains("--overlay") {
            graph.overlay.isOn = true
        }
        var overlayRefreshPending = false
        graph.onOverlayAnimation = {
            guard !overlayRefreshPending else { return }
            overlayRefreshPending = true
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
                MainActor.assumeIsolated {
                    overlayRefreshPending = false
                    graph.flushOverlay()
                }
            }
        }

        let status: Int32 = await withCheckedContinuation { continuation in
            var finished = false
            let finish: (Int32) -> Void = { code in
                guard !finished else { return }
                finished = true
                frameHandler = nil
                quitHandler = nil
                session.end()
                if let notice = TerminalSession.fallbackNotice { FileHandleOutput.standardError(notice + "\n") }
                continuation.resume(returning: code)
            }
            quitHandler = finish
            graph.onQuit = { finish(0) }
            frameHandler = { graph.renderFrame() }
            session.onInput = { event in
                if case .key(let key) = event, key.key == .control("z") {
                    session.suspend()
                    return
                }
                graph.handle(event)
            }
            session.onInputBatch = { if !finished { graph.renderFrame() } }
            session.onTerminate = { code in finish(code) }
            session.onResume = { graph.invalidateScreen() }
            graph.renderFrame()
        }
        return status
    }

    /// Renders a frame when observation asks for one.
    private static var frameHandler: (() -> Void)?
}
