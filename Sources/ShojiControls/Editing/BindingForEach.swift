@_spi(ShojiRuntime) import ShojiCore

/// The elements of a bound collection as bindings: the data of `ForEach($items)` and `List($items)`.
///
/// Each binding reads and writes its element through the collection's binding, by offset. If the
/// collection has shrunk since (the row is on its way out), reading gives the element as it was and
/// writing does nothing: a stale row never traps.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection {
    let binding: Binding<Base>
    let snapshot: Base

    public var startIndex: Int { 0 }
    public var endIndex: Int { snapshot.count }

    public subscript(position: Int) -> Binding<Base.Element> {
        let binding = self.binding
        let fallback = snapshot[snapshot.index(snapshot.startIndex, offsetBy: position)]
        return Binding(
            get: {
                let current = binding.wrappedValue
                guard position < current.count else { return fallback }
                return current[current.index(current.startIndex, offsetBy: position)]
            },
            set: { newValue in
                var current = binding.wrappedValue
                guard position < current.count else { return }
                current[current.index(current.startIndex, offsetBy: position)] = newValue
                binding.wrappedValue = current
            })
    }
}

extension ForEach {
    /// One view per element of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`).
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(
            data: IndexedBindings(binding: data, snapshot: data.wrappedValue), identify: { $0.wrappedValue.id },
            content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of a bound collection, each given a binding to its element.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}
