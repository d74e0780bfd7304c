// Body shapes that real SwiftUI apps write, type-checked by `make typecheck`: no expression may take the
// constraint solver more than 8,000 scopes (a count, where a time limit moved with the machine's load). Not
// a target of the package: only type-checked, never built. Today (2026-12-07) `BadgeView`'s twelve-modifier
// chain is the largest of every module checked, at 7,090 scopes (about 220 ms here): the standard library's
// and Foundation's `*` overloads tried against its `CGFloat(…)` arithmetic, none of them Shoji's.
import Shoji

/// A flash card (a dragged card of a quiz app): fills from ternaries of colours, an opacity computed from
/// the drag, a shadow, a rotation and an offset.
struct FlashCardView: View {
    @State private var offset = CGSize.zero
    @State private var isShowingAnswer = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(offset.width == 0 ? .white : .white.opacity(1 - Double(abs(offset.width / 50))))
                .background(
                    RoundedRectangle(cornerRadius: 25, style: .continuous)
                        .fill(offset.width > 0 ? .green : .red)
                )
                .shadow(radius: 10)
            VStack {
                Text("Question").font(.largeTitle).foregroundStyle(.black)
                if isShowingAnswer {
                    Text("Answer").font(.title).foregroundStyle(.secondary)
                }
            }
            .padding(20)
            .multilineTextAlignment(.center)
        }
        .frame(width: 450, height: 250)
        .rotationEffect(.degrees(offset.width / 5.0))
        .offset(x: offset.width * 5, y: 0)
        .opacity(2 - Double(abs(offset.width / 50)))
        .onTapGesture { isShowingAnswer.toggle() }
    }
}

/// Nested ternaries of colours, styles and fonts.
struct StatusRow: View {
    let title: String
    let isOn: Bool
    let isWarning: Bool
    let isSelected: Bool
    let isLarge: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? (isWarning ? "exclamationmark.triangle.fill" : "checkmark.circle.fill") : "circle")
                .foregroundStyle(isOn ? (isWarning ? .orange : .green) : .secondary)
            Text(title)
                .font(isLarge ? .title : .body)
                .fontWeight(isSelected ? .bold : .regular)
                .foregroundStyle(isSelected ? Color.accentColor : (isOn ? .primary : .secondary))
            Spacer()
            Text(isOn ? "On" : "Off").foregroundStyle(isOn ? Color.green.opacity(0.8) : Color.gray.opacity(0.5))
        }
        .padding(.vertical, isLarge ? 8 : 4)
        .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
    }
}

/// A chain of more than ten modifiers, with arithmetic in their arguments.
struct BadgeView: View {
    let count: Int
    let depth: Int
    let rows: Int

    var body: some View {
        Text("\(count) new")
            .font(.caption)
            .bold()
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 4)
            .frame(width: CGFloat(count) * 12 + 40, height: max(20, CGFloat(rows) * 16))
            .background(count > 10 ? Color.red : Color.blue)
            .overlay(alignment: .topTrailing) { Text("•").foregroundStyle(.yellow) }
            .shadow(color: .black.opacity(0.3), radius: 3, x: 0, y: 2)
            .opacity(Double(count) / 10 + 0.1)
            .padding(.leading, CGFloat(depth * 16))
            .offset(x: CGFloat(depth) * 2, y: -CGFloat(rows) / 2)
    }
}

/// Gradients chosen by a ternary, colours from hue steps.
struct ThemeHeader: View {
    let isDark: Bool
    let steps: Int

    var body: some View {
        VStack(spacing: 0) {
            Text("Header")
                .frame(maxWidth: .infinity)
                .background(
                    isDark
                        ? LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)
                        : LinearGradient(
                            colors: [.white, .blue.opacity(0.6)], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 0) {
                ForEach(0..<steps, id: \.self) { step in
                    Rectangle()
                        .fill(
                            Color(
                                hue: Double(step) / Double(max(steps, 1)), saturation: 0.8,
                                brightness: isDark ? 0.6 : 0.9)
                        )
                        .frame(width: 16, height: 16)
                }
            }
            Color.blue.gradient.frame(height: 32)
        }
        .background(.ultraThinMaterial)
    }
}
