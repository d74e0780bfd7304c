// The core is written against Foundation and Observation throughout (and `import Shoji` re-exports them
// for apps).
@_exported import Foundation
@_exported import Observation
