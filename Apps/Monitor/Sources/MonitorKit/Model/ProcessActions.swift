import Foundation

/// A signal the kill dialog offers.
public struct SignalChoice: Identifiable, Hashable, Sendable {
    /// The signal's number.
    public let id: Int32
    /// Its name (`SIGTERM`).
    public let name: String

    /// The signals htop lists first.
    public static let common: [SignalChoice] = [
        SignalChoice(id: SIGTERM, name: "SIGTERM"), SignalChoice(id: SIGKILL, name: "SIGKILL"),
        SignalChoice(id: SIGHUP, name: "SIGHUP"), SignalChoice(id: SIGINT, name: "SIGINT"),
        SignalChoice(id: SIGSTOP, name: "SIGSTOP"), SignalChoice(id: SIGCONT, name: "SIGCONT"),
        SignalChoice(id: SIGUSR1, name: "SIGUSR1"), SignalChoice(id: SIGUSR2, name: "SIGUSR2"),
    ]
}

/// Sending signals and changing priorities, with errors a person can read.
public enum ProcessActions {
    /// An action the system refused.
    public struct Failure: Error, Equatable, Sendable {
        /// What was tried and why it failed (`Cannot send SIGKILL to 1: Operation not permitted`).
        public let message: String
    }

    /// Sends `signal` to `pid`.
    public static func send(_ signal: SignalChoice, to pid: Int) -> Result<Void, Failure> {
        guard pid > 0 else { return .failure(Failure(message: "No process is selected.")) }
        if kill(pid_t(pid), signal.id) == 0 { return .success(()) }
        return .failure(Failure(message: "Cannot send \(signal.name) to \(pid): \(describe(errno))."))
    }

    /// Sets the nice value of `pid` to `nice` (clamped to -20…19).
    public static func renice(_ pid: Int, to nice: Int) -> Result<Void, Failure> {
        guard pid > 0 else { return .failure(Failure(message: "No process is selected.")) }
        let value = min(19, max(-20, nice))
        if setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), Int32(value)) == 0 {
            return .success(())
        }
        let reason = errno == EACCES ? "only root can raise a priority" : describe(errno)
        return .failure(Failure(message: "Cannot set the nice value of \(pid) to \(value): \(reason)."))
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
