// ProfileSupport.swift — the types the profile articles use but never define (`Post`, `PostRow`,
// `StatBadge`), written in the articles' style.
import Shoji

struct Post: Identifiable, Equatable {
    let id: UUID
    var title: String
    var likes: Int
}

struct PostRow: View {
    let post: Post

    var body: some View {
        HStack {
            Image(systemName: "doc.text")
            Text(post.title)
            Spacer()
            Text("♥ \(post.likes)")
                .foregroundStyle(.secondary)
        }
    }
}

struct StatBadge: View {
    let value: Int
    let label: String

    var body: some View {
        VStack {
            Text("\(value)")
                .font(.headline)
            Text(label)
                .font(.caption)
        }
        .padding(.horizontal)
    }
}
