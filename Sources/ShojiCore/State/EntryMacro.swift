/// Creates an environment value with a default: `@Entry var accent: Color = .blue` in an extension of
/// ``EnvironmentValues``, read with `@Environment(\.accent)` and set with `.environment(\.accent, .red)`.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The macro writes the key type and the accessors SwiftUI's `EnvironmentKey` pattern spells out by hand
/// (Shoji's own compiler plugin; no swift-syntax). The default is evaluated each time it is needed.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ShojiMacros", type: "EntryMacro")
