import Shoji

/// One CPU's use over the last refresh, split as htop's meter shows it, and its recent history.
@Observable
public final class CPUUsage: Identifiable {
    /// The CPU's number, from 1 as htop counts (0 for all CPUs together).
    public let id: Int
    /// Fraction of the time in user mode (green).
    public internal(set) var user: Double = 0
    /// Fraction in user mode at low priority (blue).
    public internal(set) var nice: Double = 0
    /// Fraction in the kernel (red).
    public internal(set) var system: Double = 0
    /// Fraction waiting for I/O (grey).
    public internal(set) var iowait: Double = 0
    /// The busy fraction of the last refreshes, oldest first (at most ``historyLength``).
    public internal(set) var history: [Double] = []

    /// How many refreshes the history keeps.
    public static let historyLength = 60

    init(id: Int) {
        self.id = id
    }

    /// The busy fraction (everything but idle and I/O wait).
    public var busy: Double { user + nice + system }

    /// Sets the fractions from two readings of the CPU's ticks, and appends to the history.
    func update(from old: CPUTicks, to new: CPUTicks) {
        let elapsed = Double(new.total &- min(new.total, old.total))
        func part(_ a: UInt64, _ b: UInt64) -> Double {
            guard elapsed > 0, b >= a else { return 0 }
            return (Double(b - a) / elapsed * 1000).rounded() / 1000
        }
        let user = part(old.user, new.user)
        let nice = part(old.nice, new.nice)
        let system = part(old.system, new.system) + part(old.other, new.other)
        let iowait = part(old.iowait, new.iowait)
        // Equal values notify no one (Observation compares): an idle CPU's meter does not run again.
        self.user = user
        self.nice = nice
        self.system = system
        self.iowait = iowait
        history.append(min(1, user + nice + system))
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }
}
