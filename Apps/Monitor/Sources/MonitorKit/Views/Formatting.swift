import Foundation

/// How the monitor writes numbers, as htop does.
enum Formatting {
    /// A size in KiB in at most six characters: `12345` (KiB) under 100 MiB's worth of digits, then
    /// `1234M`, then `12.3G`/`123G`, then `T`; `?` when unknown.
    static func kibibytes(_ value: UInt64?) -> String {
        guard let kib = value else { return "?" }
        if kib < 100_000 { return String(kib) }
        let mib = kib / 1024
        if mib < 100_000 { return "\(mib)M" }
        let gib = Double(mib) / 1024
        if gib < 100 { return String(format: "%.1fG", gib) }
        if gib < 100_000 { return "\(Int(gib))G" }
        return "\(Int(gib / 1024))T"
    }

    /// A percentage to one decimal (`99.9`), whole from 100 (`250`).
    static func percent(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(Int(value.rounded()))
    }

    /// CPU time as htop's TIME+: `m:ss.hh` under an hour, then `hh:mm:ss`… `h` for hours, in `ticksPerSecond`.
    static func time(ticks: UInt64, ticksPerSecond: UInt64) -> String {
        let hz = max(1, ticksPerSecond)
        let hundredths = ticks % hz * 100 / hz
        let seconds = ticks / hz
        let minutes = seconds / 60
        if minutes < 60 {
            return String(format: "%llu:%02llu.%02llu", minutes, seconds % 60, hundredths)
        }
        let hours = minutes / 60
        if hours < 24 * 100 { return String(format: "%lluh%02llu:%02llu", hours, minutes % 60, seconds % 60) }
        return "\(hours / 24)d\(hours % 24)h"
    }

    /// Uptime as htop writes it: `3 days, 04:05:06`, or `04:05:06`.
    static func uptime(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let clock = String(format: "%02d:%02d:%02d", total / 3600 % 24, total / 60 % 60, total % 60)
        let days = total / 86_400
        switch days {
        case 0: return clock
        case 1: return "1 day, " + clock
        default: return "\(days) days, " + clock
        }
    }

    /// A size in KiB as the memory meter writes it: `1.23G`, `456M`, `789K`.
    static func meterSize(_ kib: UInt64) -> String {
        if kib >= 1024 * 1024 { return String(format: "%.2fG", Double(kib) / 1024 / 1024) }
        if kib >= 1024 { return String(format: "%.0fM", Double(kib) / 1024) }
        return "\(kib)K"
    }

    /// The kernel's clock ticks per second (`sysconf(_SC_CLK_TCK)`, 100 on Linux).
    static let ticksPerSecond = UInt64(max(1, sysconf(Int32(_SC_CLK_TCK))))
}
