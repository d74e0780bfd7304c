import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A control for choosing a date, a time, or both, as SwiftUI's `DatePicker`.
///
/// ```swift
/// DatePicker("Due", selection: $task.due, in: Date()..., displayedComponents: .date)
/// ```
///
/// In a terminal it is a row of fields after the label: `2026-12-01 21:40` (year, month, day; hour,
/// minute, in 24-hour time), in the environment's `\.calendar` and `\.timeZone`. While it has focus:
/// ← → choose a field, ↑ ↓ step it (the day wraps within its month, as a clock's minute wraps within
/// its hour), and digits type a value (a field moves on to the next once it is full). The value stays
/// inside `in:`'s range. Every `datePickerStyle` draws this form.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    /// Creates a date picker with a custom label.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        range = nil
        components = displayedComponents
        self.label = label()
    }

    /// Creates a date picker limited to `range`, with a custom label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    /// Creates a date picker limited to dates from `range.lowerBound` on, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents,
            label: label)
    }

    /// Creates a date picker limited to dates up to `range.upperBound`, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents,
            label: label)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker limited to `range`, with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker limited to dates from `range.lowerBound` on, with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker limited to dates up to `range.upperBound`, with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The year, the month and the day.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

@_spi(ShojiRuntime) extension DatePicker: PrimitiveView {
    public func makeBehavior() -> DatePickerBehavior { DatePickerBehavior() }
    public func update(_ behavior: DatePickerBehavior) -> Invalidation {
        behavior.update(selection: selection, range: range, components: components)
    }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// A style of date picker (accepted; a terminal draws one form).
public protocol DatePickerStyle {}
/// The default style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact field.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// A text field.
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
/// A field with a stepper.
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact field.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn as fields here).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn as fields here).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A field with a stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Accepted for SwiftUI compatibility: every date picker is a row of fields in a terminal.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}
