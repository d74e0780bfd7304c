import Foundation

/// Records a running app's session (`SHOJI_RECORD=session.jsonl`): every backend event the app loop
/// handles and a hash of the screen after every frame, one line each, written at once (a crash leaves
/// every line before it). See ``RecordedSession`` for the format.
@MainActor
@_spi(ShojiRuntime) public final class SessionRecorder {
    private let fd: Int32
    private let start = Clock.now()
    private var closed = false

    /// A recorder writing to `path` (created or truncated), or `nil` when it cannot be opened.
    @_spi(ShojiRuntime) public init?(path: String, header: RecordedSession.Header) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        write(RecordedSession.line(header))
    }

    deinit { close(fd) }

    /// Milliseconds since the session began.
    private var now: Double { Double(Clock.now() &- start) / 1_000_000 }

    /// Records an event the loop is about to handle.
    func record(_ event: BackendEvent) {
        switch event {
        case .input(let input): write(RecordedSession.line(.input(input), time: now))
        case .inputBatchEnded: write(RecordedSession.line(.endBatch, time: now))
        case .resumed: write(RecordedSession.line(.resumed, time: now))
        case .terminate(let status): finish(status: status)
        }
    }

    /// Records a frame that left `screen`.
    func frame(_ number: Int, screen: ScreenBuffer) {
        write(RecordedSession.line(.frame(number: number, screen: RecordedSession.hash(of: screen)), time: now))
    }

    /// Records the end of the session.
    func finish(status: Int32) {
        guard !closed else { return }
        write(RecordedSession.line(.exit(status), time: now))
        closed = true
    }

    private func write(_ line: String) {
        guard !closed else { return }
        FileHandleOutput.write(line + "\n", to: fd)
    }
}
