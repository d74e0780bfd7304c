/// A layout child's frame and whether it clips its own children, as its parent keeps them for drawing.
///
/// Drawing tests every child of a node it draws against the damaged area. Read from the children, a
/// list's thirty rows are thirty objects in thirty places in memory for one damaged row; a node keeps
/// their frames side by side instead, and reads them again only after one of their frames or the set of
/// them changed (``ViewNode/childFramesAreCurrent``).
struct ChildFrame {
    /// The child's frame.
    let frame: Rect
    /// The child's ``ViewNode/clipsChildren``.
    let clips: Bool
}

extension ViewNode {
    /// The frames of `children` (this node's ``layoutChildren``), in order: the ones kept from an earlier
    /// frame while they are current, read from the children otherwise.
    func childFrames(of children: [ViewNode]) -> [ChildFrame] {
        if childFramesAreCurrent && childFrames.count == children.count { return childFrames }
        graph.childFramesRead += 1
        childFrames.removeAllKeepingStorage()
        childFrames.reserveCapacity(children.count)
        for child in children { childFrames.append(ChildFrame(frame: child.frame, clips: child.clipsChildren)) }
        childFramesAreCurrent = true
        return childFrames
    }

    /// The node's frame changed: the frames kept by the nodes whose layout children include it are no
    /// longer current. Those are its parent and, through parents whose own children are laid out in
    /// their place (transparent ones: a `ForEach`, a `Group`), the first ancestor that is laid out itself.
    func frameChanged() {
        var node = parent
        while let n = node {
            n.childFramesAreCurrent = false
            if !n.behavior.isTransparent || n.key.isDetached { return }
            node = n.parent
        }
    }

    /// Whether two arrays are one and the same (a behavior's default ``NodeBehavior/drawingOrder(_:)``
    /// hands the children back as they are); an equal array built anew counts as another.
    ///
    /// `nonisolated`: a closure formed in a main-actor function and handed to the standard library checks
    /// that it runs on the main actor each time it is called (about 1,500 instructions for these two).
    nonisolated static func sameArray(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        guard a.count == b.count else { return false }
        // Only the two buffers' addresses are compared: nothing is read through either.
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
