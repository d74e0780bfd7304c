// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Controls written the way an app's author writes one: this package depends on Shoji by path and uses only
// its public API (no `@testable`, no `@_spi`). `make test` builds it and runs its tests with no warnings.
//
// A path dependency is known by its directory's name, whatever the checkout is called.
let shoji = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ShojiExamples",
    dependencies: [.package(path: "..")],
    targets: [
        // A sparkline drawn with `Canvas`, a focusable colour well written as a `TerminalControl`, and a flow
        // layout written with `Layout`.
        .target(name: "ShojiExamples", dependencies: [.product(name: "Shoji", package: shoji)]),
        // The three, on one screen (swift run --package-path Examples examples).
        .executableTarget(
            name: "examples", dependencies: ["ShojiExamples", .product(name: "Shoji", package: shoji)]),
        .testTarget(
            name: "ShojiExamplesTests", dependencies: ["ShojiExamples", .product(name: "Shoji", package: shoji)]),
    ]
)
