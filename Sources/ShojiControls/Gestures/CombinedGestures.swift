import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Two gestures recognized together: what ``Gesture/simultaneously(with:)`` returns.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// Both gestures' values, each `nil` until that gesture has one.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the combination.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures, the second recognized once the first has ended: what ``Gesture/sequenced(before:)``
/// returns (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is going on.
        case first(First.Value)
        /// The first ended; the second is going on (`nil` before it has a value).
        case second(First.Value, Second.Value?)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the sequence.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SequenceRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which only one ends, the first preferred: what ``Gesture/exclusively(before:)`` returns.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// Which gesture reported.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the choice.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture or, if it does not end, `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

final class SimultaneousRecognizer<A, B>: _GestureRecognizer<SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
    private let a: _GestureRecognizer<A.Value>
    private let b: _GestureRecognizer<B.Value>
    private var value = SimultaneousGesture<A, B>.Value(first: nil, second: nil)
    /// The parts still going on, and whether any ended with a value.
    private var open: (a: Bool, b: Bool) = (false, false)
    private var anyEnded = false

    init(_ a: _GestureRecognizer<A.Value>, _ b: _GestureRecognizer<B.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.onChanged.append { [unowned self] in
            value.first = $0
            changed(value)
        }
        b.onChanged.append { [unowned self] in
            value.second = $0
            changed(value)
        }
        a.onEnded.append { [unowned self] in
            value.first = $0
            finish(a: true, ended: true)
        }
        b.onEnded.append { [unowned self] in
            value.second = $0
            finish(a: false, ended: true)
        }
        a.onCancelled.append { [unowned self] in finish(a: true, ended: false) }
        b.onCancelled.append { [unowned self] in finish(a: false, ended: false) }
    }

    override var answersKeys: Bool { a.answersKeys || b.answersKeys }

    override func press(_ event: GestureEvent) -> Bool {
        value = .init(first: nil, second: nil)
        anyEnded = false
        open = (a.press(event), b.press(event))
        return open.a || open.b
    }
    override func drag(_ event: GestureEvent) {
        if open.a { a.drag(event) }
        if open.b { b.drag(event) }
    }
    override func release(_ event: GestureEvent) {
        if open.a { a.release(event) }
        if open.b { b.release(event) }
    }
    override func cancel() {
        if open.a { a.cancel() }
        if open.b { b.cancel() }
    }
    override func activate() -> Bool {
        value = .init(first: nil, second: nil)
        anyEnded = false
        open = (a.answersKeys, b.answersKeys)
        let tookA = open.a && a.activate()
        let tookB = open.b && b.activate()
        return tookA || tookB
    }

    private func finish(a isA: Bool, ended: Bool) {
        if isA { open.a = false } else { open.b = false }
        anyEnded = anyEnded || ended
        guard !open.a, !open.b else { return }
        if anyEnded { self.ended(value) } else { cancelled() }
    }
}

final class SequenceRecognizer<A, B>: _GestureRecognizer<SequenceGesture<A, B>.Value>
where A: Gesture, B: Gesture {
    private let a: _GestureRecognizer<A.Value>
    private let b: _GestureRecognizer<B.Value>
    /// The first gesture's final value, once it has ended.
    private var firstValue: A.Value?
    /// Whether the button is down, and where it was last.
    private var lastEvent: GestureEvent?
    private var secondOpen = false

    init(_ a: _GestureRecognizer<A.Value>, _ b: _GestureRecognizer<B.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.onChanged.append { [unowned self] in changed(.first($0)) }
        a.onEnded.append { [unowned self] value in
            firstValue = value
            changed(.second(value, nil))
            // Still pressed: the second gesture begins where the pointer is.
            if let lastEvent { secondOpen = b.press(lastEvent) }
        }
        a.onCancelled.append { [unowned self] in
            reset()
            cancelled()
        }
        b.onChanged.append { [unowned self] in
            if let firstValue { changed(.second(firstValue, $0)) }
        }
        b.onEnded.append { [unowned self] value in
            guard let firstValue else { return }
            let final = SequenceGesture<A, B>.Value.second(firstValue, value)
            reset()
            ended(final)
        }
        b.onCancelled.append { [unowned self] in
            reset()
            cancelled()
        }
    }

    override var answersKeys: Bool { a.answersKeys }

    override func press(_ event: GestureEvent) -> Bool {
        lastEvent = event
        if firstValue != nil {
            secondOpen = b.press(event)
            return secondOpen
        }
        return a.press(event)
    }
    override func drag(_ event: GestureEvent) {
        lastEvent = event
        if firstValue == nil { a.drag(event) } else if secondOpen { b.drag(event) }
    }
    override func release(_ event: GestureEvent) {
        // Released: a first gesture ending now leaves the second for the next press.
        lastEvent = nil
        if firstValue == nil {
            a.release(event)
        } else if secondOpen {
            secondOpen = false
            b.release(event)
        }
    }
    override func cancel() {
        if firstValue == nil {
            a.cancel()
        } else if secondOpen {
            b.cancel()
        } else {
            reset()
            cancelled()
        }
    }
    override func activate() -> Bool { a.activate() }

    private func reset() {
        firstValue = nil
        secondOpen = false
        lastEvent = nil
    }
}

final class ExclusiveRecognizer<A, B>: _GestureRecognizer<ExclusiveGesture<A, B>.Value>
where A: Gesture, B: Gesture {
    private let a: _GestureRecognizer<A.Value>
    private let b: _GestureRecognizer<B.Value>
    private var open: (a: Bool, b: Bool) = (false, false)
    private var decided = false

    init(_ a: _GestureRecognizer<A.Value>, _ b: _GestureRecognizer<B.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.onChanged.append { [unowned self] in changed(.first($0)) }
        b.onChanged.append { [unowned self] in changed(.second($0)) }
        a.onEnded.append { [unowned self] value in
            guard !decided else { return }
            decided = true
            open.a = false
            if open.b { b.cancel() }
            ended(.first(value))
        }
        b.onEnded.append { [unowned self] value in
            guard !decided else { return }
            decided = true
            open.b = false
            if open.a { a.cancel() }
            ended(.second(value))
        }
        a.onCancelled.append { [unowned self] in
            open.a = false
            if !open.b, !decided { cancelled() }
        }
        b.onCancelled.append { [unowned self] in
            open.b = false
            if !open.a, !decided { cancelled() }
        }
    }

    override var answersKeys: Bool { a.answersKeys || b.answersKeys }

    override func press(_ event: GestureEvent) -> Bool {
        decided = false
        open = (a.press(event), b.press(event))
        return open.a || open.b
    }
    override func drag(_ event: GestureEvent) {
        if open.a { a.drag(event) }
        if open.b { b.drag(event) }
    }
    override func release(_ event: GestureEvent) {
        // The first gesture is preferred: it sees the release first.
        if open.a { a.release(event) }
        if open.b, !decided { b.release(event) }
    }
    override func cancel() {
        if open.a { a.cancel() }
        if open.b { b.cancel() }
    }
    override func activate() -> Bool {
        decided = false
        open = (false, false)
        return (a.answersKeys && a.activate()) || (b.answersKeys && b.activate())
    }
}
