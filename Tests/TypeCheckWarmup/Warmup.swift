// Type-checked first in every module `make typecheck` checks, for the times it prints: the first body that
// uses arithmetic, a text's modifiers and colours pays the compiler's one-time lookups (about 130 ms here),
// which would otherwise be charged to whichever body of the module comes first.
import Shoji

struct _TypeCheckWarmup: View {
    let count: Int
    var body: some View {
        Text("\(count)").font(.caption).bold().foregroundStyle(.white)
            .padding(.leading, CGFloat(count) * 2 + 1).background(count > 1 ? Color.red : .blue)
            .opacity(Double(count) / 10)
    }
}
