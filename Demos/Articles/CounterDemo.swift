// CounterDemo.swift — the counter demo: the article's `CounterView` beside its `ToggleExample`
// (ComparisonExample.swift), both verbatim.
import Shoji

struct CounterDemoView: View {
    var body: some View {
        VStack(spacing: 32) {
            HStack(alignment: .top, spacing: 64) {
                CounterView()
                ToggleExample()
            }
            DemoFooter(keys: "Tab/←→ move · Enter/Space press · click")
        }
    }
}
