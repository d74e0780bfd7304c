// A key's action often writes a model's array in place: `todos[index].isCompleted.toggle()`. Swift writes
// in place only when the array's storage has one owner, and while the action runs the graph owns it too:
// every node from the body that read the array down to the `List` stores a view value holding it, and the
// list's rows capture it. So each such write copied the whole array (100,000 elements, about half a
// millisecond), and the old copy was freed after the frame.
//
// The body that read the array is invalidated by that very write, in Observation's `willSet`, before the
// array is touched; what it produced is stale from then on and is replaced when it is evaluated again,
// before the next event. So at that moment the graph lets go of it: the primitive nodes below the body
// (down to, not into, the next views with a body of their own, whose values are compared when they update)
// drop their stored values, and their behaviors what they keep of them (a list's rows). The write then
// finds one owner. Nothing is evaluated that would not have been: the body was invalidated anyway.
//
// Only while an input event is dispatched on the main thread, outside any update (no body running, no node
// updating, no layout): anywhere else the graph may be walking the nodes it would release. A node whose
// value was released keeps its children and its behavior's state; it is updated with a new value by the
// body's evaluation, and nothing reads its value before then (`reconcilePrimitiveChildren`, an own-window
// refresh and an environment pass skip or re-evaluate instead).

/// The graph's side of the release: the invalidation queue calls it, on the main thread, for every
/// invalidation of a body made there. An object of its own so that the queue's closure can hold it
/// weakly (a model, and with it the queue, can outlive the graph): a weak reference to the graph itself
/// would give the graph a side table, and every retain of it the runtime's slow path.
@MainActor
final class StaleOutputReleaser {
    unowned(unsafe) let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    /// Releases what the body `token` names produced, when that is safe now.
    func release(for token: InvalidationToken) {
        graph.releaseStaleOutput(for: token)
    }
}

extension ViewGraph {
    /// Releases the stored values below the body that `token` invalidates, if the graph is dispatching an
    /// input event and updates nothing now, and the token is the body's current one.
    func releaseStaleOutput(for token: InvalidationToken) {
        guard isDispatchingInput, nodesUpdating == 0, ViewGraph.evaluating == nil,
            let node = node(id: token.nodeID), node.isMounted, node.behavior.isComposite,
            token.generation == node.generation
        else { return }
        node.releaseOutput()
    }
}

extension ViewNode {
    /// Lets go of the values this body produced (it was invalidated and will be evaluated again).
    func releaseOutput() {
        // Only a body with a node below it that may hold a collection: the walk would free nothing else
        // that a write could need to own alone.
        guard !outputReleased, collectionHoldersBelow > 0 else { return }
        outputReleased = true
        for child in children { child.releaseValue() }
    }

    /// The nearest ancestor with a body: the one whose evaluation gives this node its value.
    var owningBody: ViewNode? {
        var node = parent
        while let n = node {
            if n.behavior.isComposite { return n }
            node = n.parent
        }
        return nil
    }

    /// Drops this primitive node's value and what its behavior keeps of it, then its children's; stops
    /// at a view with a body.
    private func releaseValue() {
        guard !behavior.isComposite, !valueReleased else { return }
        valueReleased = true
        releaseStoredView()
        behavior.releaseHeldValues()
        for child in children { child.releaseValue() }
    }
}
