@_spi(ShojiRuntime) import ShojiCore

/// The body of an alert or confirmation dialog: title, message, and the action buttons in a row (or a
/// column when a row does not fit).
/// Pressing any of its buttons also dismisses it.
public struct AlertBody<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).bold()
            message
            AlertActionsLayout { actions }
                .environment(\.dismissesOnAction, true)
        }
    }
}

/// A dialog's buttons: in a row when the row fits the width offered, else one under another (as an
/// action sheet's). A dialog of eight signals squeezed into a row showed each title one letter per line.
struct AlertActionsLayout: Layout {
    /// One column between buttons in a row, as an `HStack`'s.
    private let spacing = CellMetrics.pointsPerColumn

    /// Whether the buttons of `sizes` fit in a row `width` wide (any row fits an unbounded width).
    private func fitsInRow(_ sizes: [CGSize], width: CGFloat?) -> Bool {
        guard let width else { return true }
        return rowWidth(sizes) <= width
    }

    private func rowWidth(_ sizes: [CGSize]) -> CGFloat {
        sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(0, sizes.count - 1))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        if fitsInRow(sizes, width: proposal.width) {
            return CGSize(width: rowWidth(sizes), height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let inRow = fitsInRow(sizes, width: bounds.width)
        var point = bounds.origin
        for (subview, size) in zip(subviews, sizes) {
            subview.place(at: point, proposal: ProposedViewSize(size))
            if inRow { point.x += size.width + spacing } else { point.y += size.height }
        }
    }
}

private struct DismissesOnActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Buttons here also dismiss the presentation they are in (alert buttons).
    var dismissesOnAction: Bool {
        get { self[DismissesOnActionKey.self] }
        set { self[DismissesOnActionKey.self] = newValue }
    }
}

/// How a dialog's title is shown (accepted for source compatibility; the title is always shown).
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

extension View {
    /// Presents an alert while `isPresented` is true; its buttons (default: OK) dismiss it.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a message while `isPresented` is true; its buttons dismiss it.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        modifier(
            SheetModifier(
                isPresented: { isPresented.wrappedValue }, identity: { nil },
                dismiss: { isPresented.wrappedValue = false },
                content: { AlertBody(title: title, actions: actions(), message: message()) },
                style: .alert, key: isPresented.trackingKey))
    }

    /// Presents a confirmation dialog (shown like an alert) while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, SheetModifier<AlertBody<A, M>>> {
        alert(title, isPresented: isPresented, actions: actions, message: message)
    }
}

@_spi(ShojiRuntime) extension AlertBody: BuiltinView {}
