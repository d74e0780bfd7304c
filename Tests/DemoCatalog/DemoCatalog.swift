// The demos' root views by name, for tools that run the demos in process (the explorer, its tests): the
// same views each demo's executable runs.
import Foundation
import GalleryScreens
import MonitorKit
import NotesApp
import PeerWorkload
import Shoji
import TerminalFixtures

@testable import Articles

/// Every demo, by the name of its executable.
public enum DemoCatalog {
    /// The demos' names, as `make demo DEMO=…` takes them.
    public static let names = [
        "counter", "profile", "todo", "cart", "settings", "player", "migration", "gallery", "notes", "peer", "monitor",
    ]

    /// The root view the demo `name` runs, or `nil` for an unknown name. Apps that keep files (notes)
    /// keep them in `directory`, never in the user's config.
    @MainActor
    public static func rootView(_ name: String, directory: URL) -> (any View)? {
        switch name {
        case "counter": return CounterDemoView()
        case "profile": return ProfileDemoView()
        case "todo": return TodoDemoView(model: .seeded(count: nil))
        case "cart": return CartDemoView()
        case "settings": return SettingsDemoView()
        case "player": return PlayerDemoView()
        case "migration": return MigrationDemoView()
        case "gallery": return GalleryView()
        case "notes": return NotesView(store: NotesStore(directory: directory))
        case "peer": return PeerView(list: PeerTaskList(count: 10_000))
        case "monitor": return monitor(directory: directory)
        default: return nil
        }
    }

    /// The process monitor on a fixture tree in `directory` (as ``arguments(_:directory:)`` gives its
    /// executable), read once and not refreshed, with actions off: walking its screens sends no signal.
    @MainActor
    static func monitor(directory: URL) -> any View {
        let root = monitorFixture(in: directory)
        let model = MonitorModel(users: UserNames(passwd: ProcFixture.passwd))
        model.apply(ProcScanner(root: root).sample())
        return MonitorView(model: model, reader: ProcReader(root: root), refreshes: false, allowsActions: false)
    }

    /// The arguments the demo `name`'s executable runs with when its files are in `directory`: the
    /// monitor reads the fixture tree there (so it sends no signal), the others need none.
    public static func arguments(_ name: String, directory: URL) -> [String] {
        name == "monitor" ? ["--proc", monitorFixture(in: directory)] : []
    }

    /// The path of the monitor's fixture `/proc` tree in `directory`, written the first time.
    private static func monitorFixture(in directory: URL) -> String {
        let root = directory.appendingPathComponent("proc")
        if !FileManager.default.fileExists(atPath: root.appendingPathComponent("stat").path) {
            _ = try? ProcFixture.hostile(root: root)
        }
        return root.path
    }
}
