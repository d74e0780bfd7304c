import Foundation

/// An angle, as SwiftUI's `Angle`: for paths, gradients, and a shape's `rotationEffect` (a view's is accepted;
/// a terminal does not rotate text).
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle in degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// An angle in radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// No rotation.
    public static let zero = Angle(radians: 0)
}
