/// Stops the program with `message`, after putting the terminal back the way the user had it.
///
/// Swift's `fatalError` prints its message to standard error before trapping — while the app still owns
/// the alternate screen, where the message would vanish. This restores the terminal first (through
/// ``FatalErrorTerminalRestore/restore``, which the terminal backend sets), prints the message on the
/// normal screen, then traps.
func shojiFatalError(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    FatalErrorTerminalRestore.restore?()
    FileHandleOutput.standardError("Shoji: \(message)\n")
    fatalError(message, file: file, line: line)
}

/// What puts the terminal back before a fatal error: set by the backend that took the terminal over.
package enum FatalErrorTerminalRestore {
    /// Restores the terminal (async-signal-safe calls only); `nil` when no terminal is taken over.
    nonisolated(unsafe) package static var restore: (() -> Void)?
}

/// What makes a thread able to report a crash: set by the backend that took the terminal over.
///
/// A crash handler runs on an alternate signal stack, which every thread needs its own of (after a stack
/// overflow, the thread's stack has no room left for the handler). On the main thread the backend sets
/// one up when it starts; an `async` app's main actor runs on Dispatch's worker threads, any of them, so
/// each entry into the app's code (an input event, a frame) calls ``prepareThisThread`` first: on a
/// thread already prepared it costs a thread-local read.
package enum CrashSafety {
    /// Gives the calling thread what the crash handler needs; `nil` when no terminal is taken over.
    @exclusivity(unchecked) nonisolated(unsafe) package static var prepareThisThread: (() -> Void)?
}
