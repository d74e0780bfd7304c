// The core is written against Foundation and Observation throughout (and `import Shoji` re-exports them
// for apps). SwiftUI re-exports Combine (`ObservableObject`, `@Published`); so does Shoji.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
