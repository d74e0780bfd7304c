// Shoji: SwiftUI's programming model for the Linux terminal. `import Shoji` is the only import an app
// needs: the core (views, state, the graph, layout, cells) and the ncurses terminal backend, with
// Observation and Foundation.
@_exported import Foundation
@_exported import Observation
@_exported import ShojiControls
@_exported import ShojiCore
@_exported import ShojiTerminal
