import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// One field of a ``DatePicker``.
enum DateField: Int, CaseIterable {
    case year, month, day, hour, minute

    /// Digits the field shows.
    var width: Int { self == .year ? 4 : 2 }

    /// The calendar component it edits.
    var component: Calendar.Component {
        switch self {
        case .year: return .year
        case .month: return .month
        case .day: return .day
        case .hour: return .hour
        case .minute: return .minute
        }
    }
}

/// Draws a ``DatePicker``'s fields and edits them with arrows and digits.
@_spi(ShojiRuntime) public final class DatePickerBehavior: FormRowBehavior {
    private var binding: Binding<Date>?
    private var range: ClosedRange<Date>?
    private var components: DatePickerComponents = [.date, .hourAndMinute]
    private var shown: Date?
    /// The field the arrows and digits edit.
    private(set) var field = DateField.year
    /// Digits typed into the current field so far.
    private var typed = ""

    /// Takes the picker's binding, range and components, and follows the date.
    func update(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents) -> Invalidation {
        binding = selection
        self.range = range
        var changes: Invalidation = []
        if components != self.components {
            self.components = components.isEmpty ? [.date] : components
            field = fields[0]
            changes.formUnion([.layout, .paint])
        }
        if follow(key: selection.trackingKey, shown: &shown, { selection.wrappedValue }) { changes.insert(.paint) }
        return changes
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    /// The fields shown, in order.
    private var fields: [DateField] {
        (components.contains(.date) ? [.year, .month, .day] : [])
            + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    override var controlWidth: Int {
        (components.contains(.date) ? 10 : 0) + (components.contains(.hourAndMinute) ? 5 : 0)
            + (components == [.date, .hourAndMinute] ? 1 : 0)
    }

    /// The calendar of the environment, in the environment's time zone.
    private var calendar: Calendar {
        var calendar = node.environment.calendar
        calendar.timeZone = node.environment.timeZone
        return calendar
    }

    /// The text of each field with its column in the control.
    private func parts(of date: Date) -> [(field: DateField, text: String, column: Int)] {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var result: [(DateField, String, Int)] = []
        var column = 0
        for f in fields {
            if f == .hour && components.contains(.date) { column += 1 }
            let value = c.value(for: f.component) ?? 0
            let digits = String(max(0, value))
            result.append((f, String(repeating: "0", count: max(0, f.width - digits.count)) + digits, column))
            column += f.width + (f == .year || f == .month ? 1 : f == .hour ? 1 : 0)
        }
        return result
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard let date = shown else { return }
        let origin = controlFrame.origin
        let separators: [DateField: String] = [.year: "-", .month: "-", .hour: ":"]
        let focused = isFocused
        for part in parts(of: date) {
            var style = CellStyle()
            if focused && part.field == field {
                style.attributes.insert(.reverse)
                if !typed.isEmpty { style.attributes.insert(.underline) }
            }
            canvas.draw(part.text, at: Point(x: origin.x + part.column, y: origin.y), style: style)
            if let separator = separators[part.field], let next = DateField(rawValue: part.field.rawValue + 1),
                fields.contains(next)
            {
                canvas.draw(
                    separator, at: Point(x: origin.x + part.column + part.field.width, y: origin.y),
                    style: CellStyle(attributes: [.dim]))
            }
        }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    @_spi(ShojiRuntime) public override func didGainFocus() {
        typed = ""
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled, let binding, let date = shown else { return false }
        let order = fields
        let index = order.firstIndex(of: field) ?? 0
        switch key.key {
        case .left:
            guard index > 0 else { return false }
            field = order[index - 1]
            typed = ""
        case .right:
            guard index + 1 < order.count else { return false }
            field = order[index + 1]
            typed = ""
        case .up, .down:
            typed = ""
            write(stepped(date, by: key.key == .up ? 1 : -1), to: binding)
        case .character(let c) where c.isASCII && c.isNumber:
            typed.append(c)
            let value = Int(typed) ?? 0
            let full = typed.count >= field.width
            // A month of 2 can only be 2: move on at once when no second digit could follow.
            let done = full || (field != .year && value * 10 > maximum(of: field))
            if field != .year || full { write(setting(date, field, to: value), to: binding) }
            if done {
                typed = ""
                if index + 1 < order.count { field = order[index + 1] }
            }
        case .backspace:
            typed = ""
        default:
            return false
        }
        node.setNeedsPaint()
        return true
    }

    private func maximum(of field: DateField) -> Int {
        switch field {
        case .year: return 9999
        case .month: return 12
        case .day: return 31
        case .hour: return 23
        case .minute: return 59
        }
    }

    /// `date` with the current field stepped by `delta`: the year moves freely; the other fields wrap
    /// within the next larger one (the day within its month).
    private func stepped(_ date: Date, by delta: Int) -> Date {
        let calendar = calendar
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        switch field {
        case .year: c.year = max(1, (c.year ?? 2000) + delta)
        case .month: c.month = wrap((c.month ?? 1) + delta, 1, 12)
        case .day:
            let days = daysInMonth(year: c.year ?? 2000, month: c.month ?? 1, calendar: calendar)
            c.day = wrap((c.day ?? 1) + delta, 1, days)
        case .hour: c.hour = wrap((c.hour ?? 0) + delta, 0, 23)
        case .minute: c.minute = wrap((c.minute ?? 0) + delta, 0, 59)
        }
        return make(c, calendar: calendar) ?? date
    }

    /// `date` with `field` set to `value` (clamped to what the field allows).
    private func setting(_ date: Date, _ field: DateField, to value: Int) -> Date {
        let calendar = calendar
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        switch field {
        case .year: c.year = min(9999, max(1, value))
        case .month: c.month = min(12, max(1, value))
        case .day: c.day = min(31, max(1, value))
        case .hour: c.hour = min(23, max(0, value))
        case .minute: c.minute = min(59, max(0, value))
        }
        return make(c, calendar: calendar) ?? date
    }

    /// The date for `c`, with its day brought inside its month (31 February is the 28th or 29th).
    private func make(_ c: DateComponents, calendar: Calendar) -> Date? {
        var c = c
        c.day = min(c.day ?? 1, daysInMonth(year: c.year ?? 2000, month: c.month ?? 1, calendar: calendar))
        return calendar.date(from: c)
    }

    private func daysInMonth(year: Int, month: Int, calendar: Calendar) -> Int {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)
        else { return 28 }
        return days.count
    }

    private func wrap(_ value: Int, _ low: Int, _ high: Int) -> Int {
        let span = high - low + 1
        return low + ((value - low) % span + span) % span
    }

    /// Writes `date`, kept inside the picker's range.
    private func write(_ date: Date, to binding: Binding<Date>) {
        var value = date
        if let range { value = min(max(value, range.lowerBound), range.upperBound) }
        if value != binding.wrappedValue { binding.wrappedValue = value }
    }
}
