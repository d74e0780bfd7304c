import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// What an ``AsyncImage`` has loaded, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A terminal cannot show a bitmap, so nothing is
/// downloaded: the view shows its placeholder (or, given a phase closure, the `.empty` phase); on its own
/// it is a placeholder box with the file's name, filling the frame it is given.
public struct AsyncImage<Content: View>: View {
    private let content: Content

    /// The image at `url`: a placeholder box named after the file.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        let name = url.map { $0.lastPathComponent.isEmpty ? ($0.host ?? "image") : $0.lastPathComponent } ?? "image"
        content = Image(name).resizable()
    }

    /// The image at `url`, shown by `content` once loaded; `placeholder` until then (always, in a terminal).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// The image at `url`, shown by `content` for each phase of loading (`.empty`, in a terminal).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}
