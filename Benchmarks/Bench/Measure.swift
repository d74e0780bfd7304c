// Measure.swift — timing, memory and statistics helpers for the benchmark.
import Foundation

/// A monotonic clock in nanoseconds.
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Microseconds elapsed since `start`.
func micros(since start: UInt64) -> Double { Double(now() &- start) / 1000 }

/// Median and spread of samples.
struct Summary: Codable {
    var median: Double
    var p10: Double
    var p90: Double
    var count: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        func at(_ q: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q))]
        }
        median = at(0.5)
        p10 = at(0.1)
        p90 = at(0.9)
    }
}

/// Resident memory of this process now, in MB (/proc/self/statm).
func residentMB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// The most resident memory this process has used, in MB.
func maxResidentMB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}
