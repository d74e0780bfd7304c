// The demos' root views by name, for tools that run the demos in process (the explorer, its tests): the
// same views each demo's executable runs.
import Foundation
import GalleryScreens
import NotesApp
import PeerWorkload
import Shoji

@testable import Articles

/// Every demo, by the name of its executable.
public enum DemoCatalog {
    /// The demos' names, as `make demo DEMO=…` takes them.
    public static let names = [
        "counter", "profile", "todo", "cart", "settings", "player", "migration", "gallery", "notes", "peer",
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
        default: return nil
        }
    }
}
