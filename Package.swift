// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// The compatibility suite: small SwiftUI apps in the styles people wrote (2019 to today), each compiled
// with only `import SwiftUI` changed to `import Shoji` (Swift 5 language mode, as they were written).
let compatibilityApps = [
    "BookLibrary",
    "ContactsBook",
    "CounterWithHistory",
    "HabitTracker",
    "LoginForm",
    "NotesLite",
    "QuizGame",
    "RecipeBrowser",
    "Scoreboard",
    "SearchableCountries",
    "SettingsScreen",
    "ShoppingList",
    "Stopwatch",
    "SwipeDeck",
    "TipCalculator",
    "TodoList",
    "UnitConverter",
]

let package = Package(
    name: "Shoji",
    products: [
        // `Combine` is a product target too, so an app's `import Combine` next to `import Shoji` resolves.
        .library(name: "Shoji", targets: ["Shoji", "Combine"]),
        // Snapshot tests for Swift Testing (`host.expectSnapshot("after-toggle")`), for an app's test target.
        .library(name: "ShojiTesting", targets: ["ShojiTesting"]),
        // The process monitor (issue 30): `swift build -c release --product monitor` installs it.
        .executable(name: "monitor", targets: ["monitor"]),
    ],
    targets: [
        // ncursesw from the system (libncurses-dev, which `make` installs when missing). No `pkgConfig:`:
        // SwiftPM drops the only flags pkg-config gives on Debian (`-D_DEFAULT_SOURCE`, `-D_XOPEN_SOURCE`)
        // and warns about them on every build; the headers are on the default path, and the module map
        // links ncursesw and tinfo.
        .systemLibrary(name: "CNcursesw"),
        .target(name: "CShojiSupport"),
        // What SwiftUI apps use of Combine (Linux has none): publishers, subjects, `ObservableObject` and
        // `@Published`. Swift 5 mode: Combine's API predates strict concurrency checking.
        .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The terminal-free core: views, state, the graph, layout, cells, the backend protocol, TestHost.
        // `#Preview`: a compiler plugin that speaks the plugin protocol itself (no swift-syntax here).
        .macro(name: "ShojiMacros", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The runtime: the graph, state and observation, layout algorithms, cells and canvas, the render
        // diff, input decoding, focus, the backend protocol, the app loop, and the base view types (`View`,
        // `ViewBuilder`, `TupleView`, `ForEach`, `AnyView`, `EmptyView`, `ModifiedContent`). Names no control.
        .target(name: "ShojiCore", dependencies: ["Combine", "ShojiMacros"]),
        // Every view, control, modifier, style, navigation and presentation, written against the runtime's
        // public API and its `@_spi(ShojiRuntime)` hooks only: the compiler keeps controls from reaching
        // further into the runtime than a control of an app's own could.
        .target(name: "ShojiControls", dependencies: ["ShojiCore", "Combine", "ShojiMacros"]),
        // The ncurses terminal: one TerminalBackend, and the C shims.
        .target(name: "ShojiTerminal", dependencies: ["ShojiCore", "ShojiControls", "CNcursesw", "CShojiSupport"]),
        // What apps import: both, with Observation and Foundation.
        .target(name: "Shoji", dependencies: ["ShojiCore", "ShojiControls", "ShojiTerminal"]),
        // The article code, verbatim, shared by the demos, the tests and the benchmark. Compiled with
        // testing enabled so its internal types can be imported with `@testable` in every configuration.
        .target(
            name: "Articles", dependencies: ["Shoji"], path: "Demos/Articles",
            swiftSettings: [.unsafeFlags(["-enable-testing"])]),
        .executableTarget(name: "counter", dependencies: ["Shoji", "Articles"], path: "Demos/Counter"),
        .executableTarget(name: "profile", dependencies: ["Shoji", "Articles"], path: "Demos/Profile"),
        .executableTarget(name: "todo", dependencies: ["Shoji", "Articles"], path: "Demos/Todo"),
        .executableTarget(name: "cart", dependencies: ["Shoji", "Articles"], path: "Demos/Cart"),
        .executableTarget(name: "settings", dependencies: ["Shoji", "Articles"], path: "Demos/Settings"),
        .executableTarget(name: "player", dependencies: ["Shoji", "Articles"], path: "Demos/Player"),
        .executableTarget(name: "migration", dependencies: ["Shoji", "Articles"], path: "Demos/Migration"),
        // The peer workload of make bench (issue 29), the same program as Benchmarks/Peers' tui-rs and Bubble
        // Tea ones (make demo DEMO=peer); a library so the tests can drive it.
        .target(name: "PeerWorkload", dependencies: ["Shoji"], path: "Demos/PeerWorkload"),
        .executableTarget(name: "peer", dependencies: ["Shoji", "PeerWorkload"], path: "Demos/Peer"),
        // The gallery of SwiftUI views (make demo DEMO=gallery); its screens are a library the tests use.
        .target(name: "GalleryScreens", dependencies: ["Shoji"], path: "Demos/GalleryScreens"),
        .executableTarget(name: "gallery", dependencies: ["Shoji", "GalleryScreens"], path: "Demos/Gallery"),
        // The notes app (make demo DEMO=notes); a library so the tests can drive it.
        .target(name: "NotesApp", dependencies: ["Shoji"], path: "Demos/NotesApp"),
        .executableTarget(name: "notes", dependencies: ["Shoji", "NotesApp"], path: "Demos/Notes"),
        // The process monitor, an app rather than a demo (make demo DEMO=monitor): htop's screen, written
        // against Shoji's public API only. A library so the tests can drive it on fixture /proc trees.
        .target(name: "MonitorKit", dependencies: ["Shoji"], path: "Apps/Monitor/Sources/MonitorKit"),
        .executableTarget(
            name: "monitor", dependencies: ["Shoji", "MonitorKit", "CMonitorSupport"],
            path: "Apps/Monitor/Sources/monitor"),
        // glibc's `mallopt` for the monitor (Swift's Glibc module does not import it).
        .target(name: "CMonitorSupport", path: "Apps/Monitor/Sources/CMonitorSupport"),
        // The demos' root views by name, for the explorer and the tests that run demos in process.
        .target(
            name: "DemoCatalog",
            dependencies: [
                "Shoji", "Articles", "GalleryScreens", "NotesApp", "PeerWorkload", "MonitorKit", "TerminalFixtures",
            ],
            path: "Tests/DemoCatalog"),
        // Runs programs in a pseudo-terminal and models the screen: for the end-to-end tests and the benchmark.
        .target(name: "TerminalFixtures", dependencies: ["Shoji"], path: "Tests/TerminalFixtures"),
        .testTarget(
            name: "ShojiTests",
            dependencies: [
                "Shoji", "ShojiCore", "ShojiControls", "ShojiTerminal", "CShojiSupport", "Articles",
                "TerminalFixtures", "GalleryScreens", "NotesApp", "PeerWorkload", "DemoCatalog", "ShojiTraceReport",
                "ShojiTesting", "MonitorKit",
            ] + compatibilityApps.map { .target(name: "Compat\($0)") },
            // The snapshot tests' screens (host.expectSnapshot), read and written by the tests themselves.
            exclude: ["__Snapshots__"]),
        // make bench: the benchmark (release build).
        .executableTarget(
            name: "shoji-bench", dependencies: ["Shoji", "Articles", "TerminalFixtures"], path: "Benchmarks/Bench"),
        // make fuzz: the demos driven with seeded hostile input in a pseudo-terminal.
        .executableTarget(name: "shoji-fuzz", dependencies: ["TerminalFixtures"], path: "Tests/Fuzz"),
        // make explore: every screen of every demo reachable by keyboard, checked after each step.
        .executableTarget(
            name: "shoji-explore", dependencies: ["TerminalFixtures", "DemoCatalog"], path: "Tests/Explore"),
        .target(name: "ShojiTesting", dependencies: ["ShojiCore"]),
        // make report: a trace (SHOJI_TRACE) as one HTML page; the library is what the tests check.
        .target(name: "ShojiTraceReport"),
        .executableTarget(name: "shoji-report", dependencies: ["ShojiTraceReport"], path: "Sources/ShojiReport"),
        // make screenshots: the README's pictures of the demos, and the report of a profile trace.
        .executableTarget(
            name: "shoji-screenshots", dependencies: ["DemoCatalog", "ShojiTraceReport"], path: "Tests/Screenshots"),
        // Not a demo: measures heap growth per presented sheet in a process of its own.
        .executableTarget(
            name: "shoji-leak-fixture", dependencies: ["Shoji", "Articles", "CShojiSupport"], path: "Tests/LeakFixture"),
        // Not a demo: an app that crashes on purpose, for the crash-restores-the-terminal test.
        .executableTarget(
            name: "shoji-crash-fixture", dependencies: ["Shoji", "CShojiSupport"], path: "Tests/Fixture"),
    ]
)

for app in compatibilityApps {
    package.targets.append(
        .executableTarget(
            name: "Compat\(app)", dependencies: ["Shoji"], path: "Tests/Compatibility/\(app)",
            resources: app == "BookLibrary" ? [.copy("Resources/books.json")] : nil,
            swiftSettings: [.swiftLanguageMode(.v5)]))
}
