// make demo DEMO=gallery — one screen per group of SwiftUI views: navigation, tabs, tables, grids,
// disclosure, layout, display, menus.
import GalleryScreens
import Shoji

TerminalApp.runMain(GalleryView())
