@_spi(ShojiRuntime) import ShojiCore

/// A colour is a view, as in SwiftUI: it fills the space it is offered (`ZStack { Color.black; … }`,
/// `Color.blue.ignoresSafeArea()`, `.listRowBackground(Color.gray.opacity(0.2))`).
extension Color: View {
    /// Fills its space with the colour (as the cells' background).
    public var body: ShapeView { Rectangle().fill(self) }
}

@_spi(ShojiRuntime) extension Color: BuiltinView {}
