import Foundation
@_spi(ShojiRuntime) import ShojiCore

extension Text {
    /// How ``Text/init(_:style:)`` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let kind: Kind
        enum Kind: Sendable { case time, date, relative, offset, timer }

        /// The time: `3:42 PM` (in the user's locale).
        public static let time = DateStyle(kind: .time)
        /// The date: `June 3, 2026`.
        public static let date = DateStyle(kind: .date)
        /// The distance from now: `2 hr, 10 min`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: `+2 hours`.
        public static let offset = DateStyle(kind: .offset)
        /// A count up or down: `2:10`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing a date in a style. The relative styles (`.relative`, `.offset`, `.timer`) are worked
    /// out when the text is built: inside a `TimelineView` they stay current.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateText.string(date, style: style, now: Date()))
    }

    /// Text showing a date range, `10:00 AM – 11:30 AM`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(
            verbatim: DateText.string(dates.lowerBound, style: .time, now: Date()) + " – "
                + DateText.string(dates.upperBound, style: .time, now: Date()))
    }
}

/// Formats dates for ``Text/init(_:style:)``.
enum DateText {
    static func string(_ date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .time:
            return date.formatted(date: .omitted, time: .shortened)
        case .date:
            return date.formatted(date: .long, time: .omitted)
        case .relative:
            return components(abs(date.timeIntervalSince(now)), units: 2)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds >= 0 ? "+" : "-") + components(abs(seconds), units: 1)
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60)
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// `2 hr, 10 min`: the largest `units` non-zero parts.
    private static func components(_ interval: TimeInterval, units: Int) -> String {
        let total = Int(interval.rounded(.down))
        let parts: [(Int, String)] = [
            (total / 86_400, "day"), ((total / 3600) % 24, "hr"), ((total / 60) % 60, "min"), (total % 60, "sec"),
        ]
        let shown = parts.drop { $0.0 == 0 }.prefix(units).filter { $0.0 > 0 }
        guard !shown.isEmpty else { return "0 sec" }
        return shown.map { "\($0.0) \($0.1)\($0.1 == "day" && $0.0 != 1 ? "s" : "")" }.joined(separator: ", ")
    }
}

extension String.StringInterpolation {
    /// `"\(value, specifier: "%.2f")"`, as in a SwiftUI `Text`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// `"Updated \(date, style: .time)"`, as in a SwiftUI `Text`: the date in a ``Text/DateStyle`` (the
    /// relative styles are worked out when the string is made).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(DateText.string(date, style: style, now: Date()))
    }

    /// `"\(date, format: .dateTime.hour().minute())"`, as in a SwiftUI `Text`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }
}
