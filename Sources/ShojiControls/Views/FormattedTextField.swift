import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// The text a `TextField(value:format:)` edits: kept while it does not parse, so invalid input stays
/// on screen until it becomes valid.
@MainActor
final class FormattedTextBox {
    var text: String?

    /// The boxes by the storage their binding writes (a `@State`, a model property): the field's view is
    /// made again whenever its parent's body runs — which a change of the value itself causes — and the
    /// pending text must survive that. Bounded: a long-running app does not accumulate boxes.
    private static var boxes: [TrackingKey: FormattedTextBox] = [:]

    static func box(for key: TrackingKey?) -> FormattedTextBox {
        guard let key else { return FormattedTextBox() }
        if let box = boxes[key] { return box }
        if boxes.count >= 256 { boxes.removeAll() }
        let box = FormattedTextBox()
        boxes[key] = box
        return box
    }
}

extension TextField where Label == Text {
    /// A text field editing a value through a format style (numbers, currency, percent):
    /// `TextField("Price", value: $price, format: .currency(code: "EUR"))`.
    ///
    /// Each keystroke that makes text the format can parse writes the value at once; text that does not
    /// parse stays in the field (the value keeps its last valid state) until it does. A change of the
    /// value from elsewhere shows formatted.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String, F.FormatInput: Equatable {
        let box = FormattedTextBox.box(for: value.trackingKey)
        let text = Binding<String>(
            get: {
                let current = value.wrappedValue
                if let pending = box.text {
                    guard let parsed = try? format.parseStrategy.parse(pending) else { return pending }
                    if parsed == current { return pending }
                }
                return format.format(current)
            },
            set: { newText in
                box.text = newText
                if let parsed = try? format.parseStrategy.parse(newText), parsed != value.wrappedValue {
                    value.wrappedValue = parsed
                }
            })
        self.init(title, text: text, prompt: prompt)
    }

    /// A text field editing an optional value through a format style; empty text is `nil`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String, F.FormatInput: Equatable {
        let box = FormattedTextBox.box(for: value.trackingKey)
        let text = Binding<String>(
            get: {
                let current = value.wrappedValue
                if let pending = box.text {
                    if pending.isEmpty { return current == nil ? "" : current.map { format.format($0) } ?? "" }
                    guard let parsed = try? format.parseStrategy.parse(pending) else { return pending }
                    if parsed == current { return pending }
                }
                return current.map { format.format($0) } ?? ""
            },
            set: { newText in
                box.text = newText
                if newText.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(newText), parsed != value.wrappedValue {
                    value.wrappedValue = parsed
                }
            })
        self.init(title, text: text, prompt: prompt)
    }

    /// A text field editing a value through a Foundation `Formatter` (`NumberFormatter`,
    /// `DateFormatter`): the value is written when the text parses to a `V` (`Int`, `Double`, `Float`,
    /// `Decimal`, `NSNumber` or `Date`); until then the text stays.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let box = FormattedTextBox.box(for: value.trackingKey)
        // Foundation on Linux does not expose `getObjectValue`: number and date formatters parse here;
        // another formatter shows the value and does not write it.
        let parse: (String) -> V? = { string in
            if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: string) {
                if V.self == Int.self { return number.intValue as? V }
                if V.self == Double.self { return number.doubleValue as? V }
                if V.self == Float.self { return number.floatValue as? V }
                if V.self == Decimal.self { return number.decimalValue as? V }
                return number as? V
            }
            if let dates = formatter as? DateFormatter { return dates.date(from: string) as? V }
            return nil
        }
        let text = Binding<String>(
            get: {
                let shown = formatter.string(for: value.wrappedValue) ?? ""
                // Pending text that does not parse, or parses to the value shown, stays as typed.
                if let pending = box.text,
                    parse(pending) == nil || formatter.string(for: parse(pending) as Any) == shown
                {
                    return pending
                }
                return shown
            },
            set: { newText in
                box.text = newText
                if let parsed = parse(newText) { value.wrappedValue = parsed }
            })
        self.init(title, text: text, prompt: prompt)
    }
}
