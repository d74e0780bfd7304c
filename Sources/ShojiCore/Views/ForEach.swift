/// Builds one view per element of a collection; each view's identity is its element's id, so a row's
/// state follows its element when elements are inserted, removed or moved.
///
/// ```swift
/// ForEach(model.posts) { post in PostRow(post: post) }
/// ForEach(TodoFilter.allCases, id: \.self) { filter in Text(filter.label) }
/// ForEach(0..<5) { i in Text("Row \(i)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    @_spi(ShojiRuntime) public let identify: (Data.Element) -> ID

    /// One view per element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    /// One view per element of `data`, identified by `identify`.
    @_spi(ShojiRuntime) public init(
        data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = identify
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior(holdsCollection: true) }
    @_spi(ShojiRuntime) public var buildsChildrenInClosures: Bool { true }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {
        list.reserve(data.count)
        for element in data {
            list.append(content(element), key: .element(ElementID(identify(element))))
        }
    }
}

@_spi(ShojiRuntime) extension ForEach: PrimitiveView {}
