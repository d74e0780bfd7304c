import Dispatch
import Foundation

/// Runs views full-screen in the terminal, and quits.
///
/// For an app, use ``App`` with `@main`. For demos and scripts, one line runs a view:
///
/// ```swift
/// TerminalApp.runMain { CounterView() }
/// ```
///
/// Environment variables: `SHOJI_STATS=<file>` appends one JSON line of ``FrameStats`` per frame to
/// the file, with each view's causes (`SHOJI_CAUSES=0` leaves causes out); `SHOJI_LOG=<file>` receives
/// `_printChanges()` lines; `SHOJI_TRACE=<file>` writes a Chrome trace-event JSON trace of every frame,
/// body evaluation and cause, for Perfetto or `make report`; `SHOJI_SCREENSHOT=<file>` saves the last
/// screen when the app ends (SVG, or text with its styles for `.txt`); `SHOJI_RECORD=<file>` records the
/// session's input to replay as a test; `NO_COLOR` turns color off;
/// `SHOJI_INVALIDATION=property|object|tree` picks the invalidation mode; `SHOJI_OVERLAY=1` (or the
/// `--overlay` argument) starts with the redraw-count overlay on. Keys in every app: F2 overlay, F3 reset its counters, F4 invalidation mode, F5 move its
/// HUD, F6 the explain panel (why views ran), F7 a screenshot (SVG, into the current directory or
/// `SHOJI_SCREENSHOT_DIR`, when no view takes the key), Ctrl-L redraw, Ctrl-C quit, Ctrl-Z suspend.
///
/// When standard input or output is not a terminal, or `TERM` is unknown, it prints one line naming
/// the problem and exits with status 2, without touching the terminal.
@MainActor
public enum TerminalApp {
    /// The loop of the app running in this process (what ``quit()`` ends).
    private static weak var running: AppLoop?

    /// Ends the running app (status 0), restoring the terminal.
    public static func quit() {
        running?.finish(0)
    }

    /// Runs `view` on `backend` until the app ends, then returns the exit status; the backend has
    /// given the terminal back by then. `environment` is the process environment (`SHOJI_STATS`, …).
    public static func run<Content: View>(
        _ view: Content, on backend: some TerminalBackend,
        environment processEnvironment: [String: String],
        arguments: [String] = []
    ) async -> Int32 {
        await withCheckedContinuation { continuation in
            start(view, on: backend, environment: processEnvironment, arguments: arguments) {
                continuation.resume(returning: $0)
            }
        }
    }

    /// Starts `view` on `backend` and returns at once; `finished` gets the exit status once the app has
    /// ended and the backend has given the terminal back. Events then arrive through `backend.start`
    /// (Dispatch, or the backend's own loop).
    package static func start<Content: View>(
        _ view: Content, on backend: some TerminalBackend,
        environment processEnvironment: [String: String],
        arguments: [String] = [], finished done: @escaping (Int32) -> Void
    ) {
        let env = processEnvironment
        var environment = EnvironmentValues()
        environment.colorSupport = backend.colorSupport
        environment.glyphSupport = GlyphSupport.detect(environment: env)
        environment.colorScheme = ColorScheme.detect(environment: env)
        // What translucent colors over the terminal's own background are blended with.
        CellCanvas.terminalBackground = environment.colorScheme == .light ? (255, 255, 255) : (0, 0, 0)
        let overlayAtStart =
            env["SHOJI_OVERLAY"].map({ $0 == "1" || $0 == "true" }) == true || arguments.contains("--overlay")
        let statsPath = env["SHOJI_STATS"].flatMap { $0.isEmpty ? nil : $0 }
        let logPath = env["SHOJI_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        ChangeLog.path = logPath
        let processName = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "shoji"
        // Files the environment names that cannot be written: said on standard error once the terminal is
        // given back (the app runs meanwhile, without them).
        var problems: [String] = []
        func unwritable(_ variable: String, _ path: String) -> String {
            "\(processName): \(variable): cannot write \(path): \(String(cString: strerror(errno)))"
        }
        let tracePath = env["SHOJI_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
        let tracer = tracePath.flatMap { TraceRecorder(path: $0, processName: processName) }
        if let tracePath, tracer == nil { problems.append(unwritable("SHOJI_TRACE", tracePath)) }
        let mainThread = pthread_self()
        // The loop is made right after the graph; a frame asked for before (none is) finds it absent.
        let loop = LoopReference()
        let graph = ViewGraph(
            content: view, backend: backend, environment: environment,
            // Recording from the start: registrations made at mount already report what changed.
            recordsCauses: overlayAtStart || ((statsPath != nil || logPath != nil) && env["SHOJI_CAUSES"] != "0"),
            tracer: tracer
        ) {
            // A change made while the main thread handles input (a key's action) needs no frame of its own:
            // the input batch ends with one, which takes every invalidation made by then. Scheduling one
            // anyway cost a Dispatch block and a wake-up write on every key, before the key's frame.
            // (The thread is compared with `pthread_self()`: Foundation's `Thread.isMainThread` asks the
            // kernel, two system calls, on every invalidation.)
            guard let current = loop.loop,
                current.requestsFrame(onMainThread: pthread_equal(pthread_self(), mainThread) != 0)
            else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    CrashSafety.prepareThisThread?()
                    current.render()
                }
            }
        }
        let appLoop = AppLoop(graph: graph)
        loop.loop = appLoop
        if let path = env["SHOJI_RECORD"], !path.isEmpty {
            appLoop.recorder = SessionRecorder(
                path: path,
                header: .init(
                    app: processName, width: backend.size.width, height: backend.size.height,
                    colors: backend.colorSupport))
            if appLoop.recorder == nil { problems.append(unwritable("SHOJI_RECORD", path)) }
        }
        if let statsPath { graph.stats.sink = StatsSink(path: statsPath) }
        if let modeName = env["SHOJI_INVALIDATION"], let mode = InvalidationMode(rawValue: modeName) {
            graph.setMode(mode)
        }
        let debug = DebugTools()
        graph.attach(debug)
        if overlayAtStart { debug.overlay.isOn = true }
        var overlayRefreshPending = false
        debug.onOverlayAnimation = {
            guard !overlayRefreshPending else { return }
            overlayRefreshPending = true
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
                MainActor.assumeIsolated {
                    overlayRefreshPending = false
                    debug.flushOverlay(graph: graph)
                }
            }
        }

        graph.onScreenshot = { Screenshots.save($0, environment: env, processName: processName) }
        let lastScreenPath = env["SHOJI_SCREENSHOT"].flatMap { $0.isEmpty ? nil : $0 }
        appLoop.onFinish = { code in
            // What the app saved reaches the disk before the process ends (quit, SIGTERM, SIGHUP).
            SavedData.flush()
            tracer?.finish()
            if let lastScreenPath {
                do {
                    try Screenshots.write(graph.shownScreen, to: lastScreenPath, title: processName)
                } catch {
                    problems.append("\(processName): SHOJI_SCREENSHOT: cannot write \(lastScreenPath)")
                }
            }
            backend.end()
            for problem in problems { FileHandleOutput.standardError(problem + "\n") }
            done(code)
        }
        graph.onQuit = { appLoop.finish(0) }
        graph.clock.onTick = { appLoop.render() }
        backend.start { event in
            CrashSafety.prepareThisThread?()
            appLoop.handle(event)
        }
        running = appLoop
        appLoop.render()
    }
}

/// Hands the frame-request closure, which any thread may call, the loop made after it.
private final class LoopReference: @unchecked Sendable {
    /// Set once on the main thread, before any frame is requested; read afterwards.
    nonisolated(unsafe) var loop: AppLoop?
}
