// The gallery: one screen per group of SwiftUI views Shoji draws, in a NavigationSplitView.
import Shoji

/// The groups of the gallery, in the sidebar.
public enum GalleryGroup: String, CaseIterable, Identifiable, Hashable, Sendable {
    case navigation = "Navigation"
    case tabs = "Tabs"
    case tables = "Tables"
    case grids = "Grids"
    case disclosure = "Disclosure"
    case layout = "Layout"
    case display = "Display"
    case menus = "Menus"
    case text = "Text"
    case pickers = "Pickers"
    case styles = "Styles"
    case colours = "Colours"
    case effects = "Effects"
    case lists = "Lists"

    public var id: Self { self }

    var symbol: String {
        switch self {
        case .navigation: return "arrow.right"
        case .tabs: return "square.split.2x1"
        case .tables: return "tablecells"
        case .grids: return "square.grid.2x2"
        case .disclosure: return "chevron.down"
        case .layout: return "rectangle.split.3x1"
        case .display: return "photo"
        case .menus: return "list.bullet"
        case .text: return "textformat"
        case .pickers: return "calendar"
        case .styles: return "paintbrush"
        case .colours: return "drop"
        case .effects: return "sparkles"
        case .lists: return "checklist"
        }
    }
}

/// The whole gallery.
public struct GalleryView: View {
    @State private var group: GalleryGroup? = .navigation

    /// Creates the gallery, showing `group` first.
    public init(group: GalleryGroup = .navigation) {
        _group = State(initialValue: group)
    }

    public var body: some View {
        NavigationSplitView {
            List(GalleryGroup.allCases, selection: $group) { group in
                Label(group.rawValue, systemImage: group.symbol)
            }
            .navigationTitle("Gallery")
        } detail: {
            switch group {
            case .navigation: NavigationScreen()
            case .tabs: TabsScreen()
            case .tables: TableScreen()
            case .grids: GridScreen()
            case .disclosure: DisclosureScreen()
            case .layout: LayoutScreen()
            case .display: DisplayScreen()
            case .menus: MenusScreen()
            case .text: TextScreen()
            case .pickers: PickersScreen()
            case .styles: StylesScreen()
            case .colours: ColoursScreen()
            case .effects: EffectsScreen()
            case .lists: ListsScreen()
            case nil: ContentUnavailableView("Pick a group", systemImage: "sidebar.left")
            }
        }
    }
}
