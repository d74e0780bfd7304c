// DemoFooter.swift — the line of keys at the bottom of every demo.
import Shoji

struct DemoFooter: View {
    let keys: String

    var body: some View {
        Text("\(keys) · F2 overlay · ^C quit")
            .foregroundStyle(.secondary)
            .lineLimit(1)
    }
}
