@_spi(ShojiRuntime) import ShojiCore

/// Subscribes to a publisher while the view is in the hierarchy and runs an action for each value.
struct OnReceiveModifier<P: Publisher>: ViewModifier, BuiltinView where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var receiver = Receiver<P.Output>()

    func body(content: Content) -> some View {
        // The newest action runs (it captures this evaluation's values); the subscription is made once,
        // when the view appears, and ends when it disappears or its node is destroyed.
        receiver.action = action
        let receiver = self.receiver
        let publisher = self.publisher
        return
            content
            .onAppear { receiver.subscribe(to: publisher) }
            .onDisappear { receiver.cancel() }
    }
}

/// Holds an `onReceive` subscription and the action it runs; owned by the modifier's `@State`, so the
/// subscription goes when the view does.
final class Receiver<Output>: @unchecked Sendable {
    /// The action to run on the main actor for each value (not observable: setting it re-evaluates nothing).
    @ObservationIgnored var action: ((Output) -> Void)?
    private var cancellable: AnyCancellable?

    /// Subscribes to `publisher`, unless already subscribed.
    @MainActor func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        guard cancellable == nil else { return }
        cancellable = publisher.sink { @Sendable [weak self] value in
            guard let self else { return }
            // Values published on another thread are delivered on the main actor, never raced with a body.
            nonisolated(unsafe) let value = value
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self.action?(value) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.action?(value) } }
            }
        }
    }

    /// Ends the subscription.
    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }

    deinit { cancellable?.cancel() }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// ```swift
    /// Text(now, style: .time)
    ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
    /// ```
    ///
    /// The subscription starts when the view appears and ends when it disappears; values published on
    /// another thread run the action on the main actor.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
