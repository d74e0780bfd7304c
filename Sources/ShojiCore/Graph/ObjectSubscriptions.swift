@_spi(Shoji) import Combine

/// One `objectWillChange` subscription of a view's object property.
@_spi(ShojiRuntime) public struct ObjectSubscription {
    /// The object subscribed to.
    let object: ObjectIdentifier
    /// Cancelling ends the subscription.
    @_spi(ShojiRuntime) public let cancellable: AnyCancellable
}

extension ViewNode {
    /// Subscribes this node to `object`'s `objectWillChange` (for the property at `slot`): each emission
    /// invalidates the node, whichever property is about to change — `ObservableObject`'s rule. Kept
    /// while the property holds the same object; replaced when it holds another.
    ///
    /// The publisher may emit on any thread: the subscription only queues the node (under the queue's
    /// lock) and asks for a frame; the body runs on the main actor in that frame.
    @_spi(ShojiRuntime) public func subscribe<O: ObservableObject>(to object: O, slot: Int) {
        let id = ObjectIdentifier(object)
        if let existing = objectSubscriptions[slot], existing.object == id { return }
        ObjectSubscriptions.startRecordingReads()
        let token = InvalidationToken(nodeID: self.id, generation: 0, subscription: true)
        let queue = graph.invalidations
        let typeName = TypeNames.name(of: O.self)
        // The time of a change is read only for a trace (its arrows start there).
        let timed = graph.tracer != nil
        // `@Sendable`: the closure runs on the writer's thread, and is not the main actor's.
        let cancellable = object.objectWillChange.sink { @Sendable _ in
            let published = PublishedTracking.changeOnThisThread()
            queue.invalidate(
                token,
                change: ObservedChange(
                    keyPath: nil, stateName: nil, published: published, objectName: published == nil ? typeName : nil,
                    at: timed ? Clock.now() : 0))
        }
        objectSubscriptions[slot] = ObjectSubscription(object: id, cancellable: cancellable)
    }

    /// Ends the subscription of the property at `slot`, if any.
    @_spi(ShojiRuntime) public func unsubscribe(slot: Int) {
        objectSubscriptions.removeValue(forKey: slot)?.cancellable.cancel()
    }

    /// Ends every subscription (the node leaves the graph).
    func endObjectSubscriptions() {
        guard !objectSubscriptions.isEmpty else { return }
        for subscription in objectSubscriptions.values { subscription.cancellable.cancel() }
        objectSubscriptions.removeAll()
    }
}

/// Which `@Published` properties each body holding an `ObservableObject` reads (on from the first
/// subscription: a program with no `ObservableObject` pays nothing).
@MainActor
enum ObjectSubscriptions {
    /// Turns on the reporting of `@Published` reads (each read on the evaluating thread during a body is
    /// noted on that body's node) and of the property being announced.
    static func startRecordingReads() {
        guard !PublishedTracking.isOn else { return }
        PublishedTracking.onRead = { @Sendable property in
            // Only reads on the thread evaluating a body, during the evaluation, are that body's.
            guard evaluatingThread != 0, pthread_equal(evaluatingThread, pthread_self()) != 0 else { return }
            MainActor.assumeIsolated { _ = ViewGraph.evaluating?.publishedReads.insert(property) }
        }
        PublishedTracking.isOn = true
    }

    /// The thread running the body of a view that holds an `ObservableObject`, else 0 (a word: read whole
    /// from any thread).
    nonisolated(unsafe) static var evaluatingThread: pthread_t = 0
}

/// What a view whose `@EnvironmentObject` is missing shows instead of its body: one line naming the type.
struct MissingObjectView: View {
    let message: String
    var body: some View { MissingObjectLine(message: message) }
}

/// The red line ``MissingObjectView`` shows (drawn by the runtime itself: it names no control).
struct MissingObjectLine: PrimitiveView {
    let message: String
    var body: Never { primitiveBody(Self.self) }
    func makeBehavior() -> MissingObjectBehavior { MissingObjectBehavior() }
    func update(_ behavior: MissingObjectBehavior) -> Invalidation {
        behavior.line = TextSanitizer.sanitize("⚠ " + message)
        return .all
    }
    func children(into list: inout ChildList) {}
}

/// Draws ``MissingObjectLine``'s line in red, cut at the frame's edge.
final class MissingObjectBehavior: NodeBehavior {
    var line = ""
    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(width: min(TextWidth.of(line), proposal.width ?? .max), height: 1)
    }
    override func draw(in canvas: CellCanvas) {
        var style = CellStyle()
        style.foreground = .red
        _ = canvas.draw(line, at: node.frame.origin, style: style)
    }
}

/// Whether code runs on Dispatch's main queue — the main actor's executor — whatever the thread (an
/// `async` app's main actor runs on worker threads, and a test process's too).
@_spi(ShojiRuntime) public enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// True inside a block the main queue runs: the main actor is isolated there.
    @_spi(ShojiRuntime) public static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
