import CShojiSupport
import Foundation
@_spi(ShojiRuntime) import ShojiControls
import ShojiCore

extension TerminalApp {
    /// Runs `content` in this terminal until the user quits, then exits the process with the quit
    /// status.
    public static func run<Content: View>(@ViewBuilder _ content: () -> Content) async {
        exit(await runInTerminal(content()))
    }

    /// Runs `content` in this terminal on the main thread's own event loop (from synchronous top-level
    /// code or `App.main()`), then exits the process with the quit status. Keys reach the app with one
    /// thread wake-up instead of two (Dispatch's manager thread, then a worker for the main queue). From
    /// `async` code, use `await TerminalApp.run` (a separate name: in top-level code Swift cannot tell an
    /// `async` and a synchronous `run` apart).
    @available(*, noasync, message: "use `await TerminalApp.run` in async code")
    public static func runMain<Content: View>(@ViewBuilder _ content: () -> Content) -> Never {
        runOnMainThread(content())
    }

    /// Runs `view` in this terminal on the main thread's own event loop (from synchronous top-level code),
    /// then exits the process with the quit status. From `async` code, use `await TerminalApp.run`.
    @available(*, noasync, message: "use `await TerminalApp.run` in async code")
    public static func runMain<Content: View>(_ view: Content) -> Never {
        runOnMainThread(view)
    }

    /// Starts the session, runs the main loop until the app ends, and exits.
    private static func runOnMainThread<Content: View>(_ view: Content) -> Never {
        runOnMainThread { session, finished in
            start(
                view, on: session, environment: ProcessInfo.processInfo.environment,
                arguments: CommandLine.arguments, finished: finished)
        }
    }

    /// Starts the session, lets `begin` start the app on it, runs the main loop until the app ends, and
    /// exits.
    static func runOnMainThread(_ begin: (TerminalSession, @escaping (Int32) -> Void) -> Void) -> Never {
        // The main queue can be driven from the main thread only; elsewhere (a synchronous caller inside
        // an async program, whose main thread Dispatch has parked) say so instead of starting.
        guard shoji_is_main_thread() != 0 else {
            FileHandleOutput.standardError(
                "Shoji: TerminalApp.runMain was called off the main thread; use `await TerminalApp.run` in async code\n"
            )
            exit(2)
        }
        guard let session = startSession() else { exit(2) }
        session.readsInputInMainLoop = true
        var status: Int32?
        begin(session) { status = $0 }
        TerminalSession.runMainLoop(session: session, until: { status != nil })
        sayFallback()
        exit(status ?? 0)
    }

    /// Runs a view in this terminal until the user quits, then exits the process with the quit status.
    public static func run<Content: View>(_ view: Content) async {
        exit(await runInTerminal(view))
    }

    /// Runs an app's scene, then exits the process.
    static func run<S: Scene>(scene: S) async {
        guard let provider = scene as? any RootViewProviding else {
            FileHandleOutput.standardError("Shoji: the app's body must be a WindowGroup\n")
            exit(2)
        }
        guard let session = startSession() else { exit(2) }
        let status = await provider.run(
            on: session, environment: ProcessInfo.processInfo.environment,
            arguments: CommandLine.arguments)
        sayFallback()
        exit(status)
    }

    /// Takes over the terminal and runs `view` on it; returns the exit status once the terminal is
    /// restored (2 when the app cannot run here, with the reason printed).
    static func runInTerminal<Content: View>(_ view: Content) async -> Int32 {
        guard let session = startSession() else { return 2 }
        let status = await run(
            view, on: session, environment: ProcessInfo.processInfo.environment,
            arguments: CommandLine.arguments)
        sayFallback()
        return status
    }

    /// The terminal, taken over; `nil` (with the reason printed) when the app cannot run here.
    private static func startSession() -> TerminalSession? {
        if let problem = TerminalSession.problem() {
            FileHandleOutput.standardError("Shoji: cannot start: \(problem).\n")
            return nil
        }
        return TerminalSession()
    }

    /// After exit, one line when the terminal ran under a fallback terminfo entry.
    private static func sayFallback() {
        if let notice = TerminalSession.fallbackNotice { FileHandleOutput.standardError(notice + "\n") }
    }
}

extension App {
    /// Runs the app in this terminal (the `@main` entry point), on the main thread's own event loop.
    @MainActor
    public static func main() {
        let scene = Self().body
        guard let provider = scene as? any RootViewProviding else {
            FileHandleOutput.standardError("Shoji: the app's body must be a WindowGroup\n")
            exit(2)
        }
        TerminalApp.runOnMainThread { session, finished in
            // `--preview [name]`: the app's previews instead of its content.
            if let (browser, rest) = PreviewBrowser.requested(by: CommandLine.arguments) {
                return TerminalApp.start(
                    browser, on: session, environment: ProcessInfo.processInfo.environment, arguments: rest,
                    finished: finished)
            }
            provider.start(
                on: session, environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments,
                finished: finished)
        }
    }
}
