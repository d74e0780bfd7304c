import Foundation
import ShojiCore

extension TerminalApp {
    /// Runs `content` in this terminal until the user quits, then exits the process with the quit
    /// status.
    public static func run<Content: View>(@ViewBuilder _ content: () -> Content) async {
        exit(await runInTerminal(content()))
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
    /// Runs the app in this terminal (the `@main` entry point).
    @MainActor
    public static func main() async {
        let app = Self()
        await TerminalApp.run(scene: app.body)
    }
}
