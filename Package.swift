// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shoji",
    products: [
        .library(name: "Shoji", targets: ["Shoji"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CShojiSupport"),
        .target(name: "Shoji", dependencies: ["CNcursesw", "CShojiSupport"]),
        .executableTarget(name: "counter", dependencies: ["Shoji"], path: "Demos/Counter"),
    ]
)
