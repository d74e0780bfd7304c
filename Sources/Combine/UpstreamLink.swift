import Foundation

/// The upstream end of an operator that sits between a publisher and a subscriber: holds the upstream
/// subscription, forwards demand to it and cancels it, under a lock. `Relay`, `ScheduledRelay` and
/// `CancelReportingSubscriber` are each one of these and a `Subscriber`.
class UpstreamLink: @unchecked Sendable {
    let lock = NSLock()
    private var upstream: (any Subscription)?
    private var isCancelled = false

    /// Takes `subscription` as the upstream; cancels it instead when there already is one or the link
    /// was cancelled. Returns whether it was taken.
    func attach(_ subscription: any Subscription) -> Bool {
        lock.lock()
        guard upstream == nil, !isCancelled else {
            lock.unlock()
            subscription.cancel()
            return false
        }
        upstream = subscription
        lock.unlock()
        return true
    }

    /// Whether the link has not been cancelled.
    var isLive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !isCancelled
    }

    /// The upstream completed: forgets it. Returns whether the link was still live.
    func detach() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        upstream = nil
        return !isCancelled
    }

    /// Asks the upstream for `demand` more values.
    func requestUpstream(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    /// Cancels the upstream, once.
    func cancelUpstream() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        isCancelled = true
        lock.unlock()
        upstream?.cancel()
    }
}
